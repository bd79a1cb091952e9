#include "gui/chart_exporter.h"

#include "core/files.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>

#include "gui/training_controller.h"
#include "widgets/chart_export.h"
#include "widgets/confusion_chart.h"
#include "widgets/dataset_panel.h"
#include "widgets/png_export_dialog.h"
#include "widgets/run_shelf.h"
#include "widgets/training_view.h"

namespace nnlab::gui {

ChartExporter::ChartExporter(TrainingView* view, TrainingController* training, DatasetPanel* data, QWidget* window)
    : QObject(window), view_(view), training_(training), window_(window) {
  menu_ = new QMenu(tr("&Export"), window);
  const QList<ChartView*> charts = view_->charts();
  for (ChartView* c : charts) addChartMenu(c, c->title());
  addChartMenu(data->histogram(), tr("Samples per class (data page)"));
  menu_->addSeparator();
  QAction* all = menu_->addAction(tr("&All charts of the shown run..."), this, [this] { exportRunInteractive(0); });
  all->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
  menu_->addAction(tr("Run &record (JSON + CSV)..."), this, [this] { saveRecordInteractive(0); });
  // Greyed in the menu while no run is shown, but enabled again when the menu closes: a disabled
  // action ignores its shortcut, and Ctrl+E pressed after a run came did nothing when the menu
  // had been opened before it. Without a run Ctrl+E says so.
  connect(menu_, &QMenu::aboutToShow, this, [this, all] { all->setEnabled(training_->shownRun() != nullptr); });
  connect(menu_, &QMenu::aboutToHide, this, [all] { all->setEnabled(true); });
  connect(view_->shelf(), &RunShelf::exportChartsRequested, this, &ChartExporter::exportRunInteractive);
  connect(view_->shelf(), &RunShelf::saveRecordRequested, this, &ChartExporter::saveRecordInteractive);
}

void ChartExporter::addChartMenu(ChartView* chart, const QString& title) {
  QMenu* m = menu_->addMenu(title);
  m->addAction(tr("PNG image..."), chart, &ChartView::exportPng);
  m->addAction(tr("PDF document..."), chart, &ChartView::exportPdf);
  m->addAction(tr("SVG image..."), chart, &ChartView::exportSvg);
  m->addAction(tr("Data as CSV..."), chart, &ChartView::exportCsv);
}

QString ChartExporter::fileStem(const RunData& run) {
  // The run's name, and its row in the history when it has one: "lenet5 cpu-blas 2 thr b64"
  // (history run 12) -> "lenet5_cpu-blas_2_thr_b64-run12" (#26: "run2-...", a number of this
  // session only).
  QString title = run.title();
  if (!run.modelName().isEmpty() && !title.contains(run.modelName())) title = run.modelName() + QLatin1Char(' ') + title;
  const std::string name = safeFileName(title.toStdString());
  return QString::fromStdString(name) + (run.historyId ? QStringLiteral("-run%1").arg(run.historyId) : QString());
}

QStringList ChartExporter::exportRun(int runId, const QString& dir, int dpi, QString* error, ChartView::Look pngLook) {
  RunPtr run = training_->run(runId);
  QStringList written;
  if (!run) {
    if (error) *error = tr("there is no run %1").arg(runId);
    return written;
  }
  // Draw the run alone, export, then let the view go back to what the shelf asks for.
  for (ChartView* c : view_->charts()) {
    const RunList before = c->runs();
    c->setRuns({run});
    c->refresh();
    written += ChartExport::saveAll(c, dir, fileStem(*run) + QLatin1Char('-') + c->chartId(), dpi, error, pngLook);
    c->setRuns(before);
    c->refresh();
  }
  return written;
}

void ChartExporter::exportRunInteractive(int runId) {
  RunPtr run = runId ? training_->run(runId) : training_->shownRun();
  if (!run) {
    emit statusMessage(tr("No run to export: train one, or open one from the History page"));
    return;
  }
  QSettings settings;
  PngExportDialog options(window_);  // PDF and SVG are always for print; PNG as chosen here
  if (options.exec() != QDialog::Accepted) return;
  const QString dir = QFileDialog::getExistingDirectory(window_, tr("Export the charts of %1 into").arg(run->title()),
                                                        settings.value("export/lastDir", QDir::homePath()).toString());
  if (dir.isEmpty()) return;
  settings.setValue("export/lastDir", dir);
  QString error;
  const QStringList files = exportRun(run->id, dir, options.dpi(), &error, options.look());
  if (!error.isEmpty()) QMessageBox::warning(window_, tr("Export incomplete"), error);
  emit statusMessage(tr("Wrote %n file(s) to %1", nullptr, static_cast<int>(files.size())).arg(dir));
}

bool ChartExporter::saveRecord(int runId, const QString& path, QString* error) {
  RunPtr run = training_->run(runId);
  if (!run || !run->record) {
    if (error) *error = tr("the run has no record (it did not start training)");
    return false;
  }
  QSaveFile json(path);
  QSaveFile csv(QFileInfo(path).path() + '/' + QFileInfo(path).completeBaseName() + ".csv");
  if (!json.open(QIODevice::WriteOnly) || !csv.open(QIODevice::WriteOnly)) {
    if (error) *error = tr("cannot write %1").arg(path);
    return false;
  }
  json.write(QByteArray::fromStdString(run->record->toJson().dump(1) + "\n"));
  csv.write(QByteArray::fromStdString(run->record->epochsCsv()));
  if (!json.commit() || !csv.commit()) {
    if (error) *error = tr("cannot write %1").arg(path);
    return false;
  }
  return true;
}

void ChartExporter::saveRecordInteractive(int runId) {
  RunPtr run = runId ? training_->run(runId) : training_->shownRun();
  if (!run) return;
  QSettings settings;
  const QString dir = settings.value("export/lastDir", QDir::homePath()).toString();
  QString path = QFileDialog::getSaveFileName(window_, tr("Save run record"),
                                              QDir(dir).filePath(fileStem(*run) + QStringLiteral(".json")),
                                              tr("Run record (*.json)"));
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += ".json";
  settings.setValue("export/lastDir", QFileInfo(path).absolutePath());
  QString error;
  if (!saveRecord(run->id, path, &error))
    QMessageBox::warning(window_, tr("Cannot save the record"), error);
  else
    emit statusMessage(tr("Saved %1 and its CSV").arg(path));
}

}  // namespace nnlab::gui

#include "widgets/chart_view.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

#include "widgets/chart_export.h"

namespace nnlab::gui {

ChartView::ChartView(const QString& id, const QString& title, QWidget* parent) : QCustomPlot(parent), id_(id) {
  plotLayout()->insertRow(0);
  title_ = new QCPTextElement(this, title, QFont(font().family(), font().pointSize() + 1, QFont::Bold));
  plotLayout()->addElement(0, 0, title_);
  emptyHint_ = new QCPItemText(this);
  emptyHint_->position->setType(QCPItemPosition::ptAxisRectRatio);
  emptyHint_->position->setCoords(0.5, 0.5);
  emptyHint_->setPositionAlignment(Qt::AlignCenter);
  emptyHint_->setClipToAxisRect(false);
  emptyHint_->setVisible(false);
  legend->setVisible(false);
  legend->setFillOrder(QCPLegend::foColumnsFirst);
  QFont small = font();
  small.setPointSizeF(font().pointSizeF() * 0.9);
  legend->setFont(small);
  legend->setIconSize(20, 10);
  setMinimumSize(220, 160);
  setNoAntialiasingOnDrag(true);
  setPlottingHint(QCP::phFastPolylines, true);  // solid lines drawn as one polyline
  setContextMenuPolicy(Qt::CustomContextMenu);
  connect(this, &QWidget::customContextMenuRequested, this, &ChartView::showContextMenu);
  applyTheme();
}

QString ChartView::title() const { return title_->text(); }
void ChartView::setTitle(const QString& title) { title_->setText(title); }

void ChartView::refresh() {
  rebuild();
  replot();
}

int ChartView::pointCount() const {
  int n = 0;
  for (int i = 0; i < plottableCount(); ++i) {
    QCPAbstractPlottable* p = const_cast<ChartView*>(this)->plottable(i);  // QCustomPlot lacks const getters
    if (auto* map = qobject_cast<QCPColorMap*>(p))
      n += map->data()->keySize() * map->data()->valueSize();
    else if (p->interface1D())
      n += p->interface1D()->dataCount();
  }
  return n;
}

void ChartView::setEmptyHint(const QString& text) {
  emptyHint_->setText(text);
  emptyHint_->setVisible(!text.isEmpty());
}

QColor ChartView::textColor() const { return palette().color(QPalette::WindowText); }
QPen ChartView::themePen() const { return QPen(textColor(), 1); }

void ChartView::applyTheme() {
  const QPalette pal = palette();
  const bool dark = pal.color(QPalette::Base).lightness() < 128;
  setBackground(pal.color(QPalette::Base));
  const QColor text = textColor();
  QColor grid = text;
  grid.setAlpha(dark ? 50 : 35);
  for (QCPAxisRect* rect : axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      axis->setBasePen(QPen(text, 1));
      axis->setTickPen(QPen(text, 1));
      axis->setSubTickPen(QPen(text, 1));
      axis->setLabelColor(text);
      axis->setTickLabelColor(text);
      axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
      axis->grid()->setZeroLinePen(Qt::NoPen);
    }
  }
  QColor legendBg = pal.color(QPalette::Base);
  legendBg.setAlpha(215);
  legend->setBrush(legendBg);
  legend->setBorderPen(QPen(grid.darker(dark ? 60 : 150), 1));
  legend->setTextColor(text);
  title_->setTextColor(text);
  emptyHint_->setColor(pal.color(QPalette::PlaceholderText));
  for (QCPColorScale* scale : findChildren<QCPColorScale*>()) {
    scale->axis()->setBasePen(QPen(text, 1));
    scale->axis()->setTickPen(QPen(text, 1));
    scale->axis()->setTickLabelColor(text);
    scale->axis()->setLabelColor(text);
  }
}

void ChartView::changeEvent(QEvent* event) {
  QCustomPlot::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) {
    applyTheme();
    refresh();
  }
}

QString ChartView::seriesName(const RunData& run, const QString& what) const {
  return runs_.size() > 1 ? tr("%1 %2").arg(run.legendName(), what) : what;
}

QString ChartView::askPath(const QString& filter, const QString& ext) {
  QSettings settings;
  const QString dir = settings.value("export/lastDir", QDir::homePath()).toString();
  QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), QDir(dir).filePath(id_ + '.' + ext), filter);
  if (path.isEmpty()) return {};
  if (QFileInfo(path).suffix().isEmpty()) path += '.' + ext;
  settings.setValue("export/lastDir", QFileInfo(path).absolutePath());
  return path;
}

void ChartView::exportPng() {
  QSettings settings;
  bool ok = false;
  const int dpi = QInputDialog::getInt(this, tr("Export PNG"), tr("Resolution (dots per inch):"),
                                       settings.value("export/dpi", 300).toInt(), 72, 1200, 50, &ok);
  if (!ok) return;
  settings.setValue("export/dpi", dpi);
  const QString path = askPath(tr("PNG image (*.png)"), "png");
  if (!path.isEmpty() && !ChartExport::savePng(this, path, dpi))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::exportPdf() {
  const QString path = askPath(tr("PDF document (*.pdf)"), "pdf");
  if (!path.isEmpty() && !ChartExport::savePdf(this, path, title()))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::exportSvg() {
  const QString path = askPath(tr("SVG image (*.svg)"), "svg");
  if (!path.isEmpty() && !ChartExport::saveSvg(this, path, title()))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::exportCsv() {
  const QString path = askPath(tr("CSV table (*.csv)"), "csv");
  if (!path.isEmpty() && !ChartExport::saveCsv(this, path))
    QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ChartView::showContextMenu(const QPoint& pos) {
  QMenu menu(this);
  menu.addAction(tr("Export as PNG..."), this, &ChartView::exportPng);
  menu.addAction(tr("Export as PDF..."), this, &ChartView::exportPdf);
  menu.addAction(tr("Export as SVG..."), this, &ChartView::exportSvg);
  menu.addAction(tr("Export data as CSV..."), this, &ChartView::exportCsv);
  menu.addSeparator();
  menu.addAction(tr("Copy image"), this, [this] { QApplication::clipboard()->setPixmap(toPixmap()); });
  menu.exec(mapToGlobal(pos));
}

}  // namespace nnlab::gui

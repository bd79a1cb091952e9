#pragma once
// File > Export: each chart of the training view (and the data page's class histogram) to
// PNG/PDF/SVG/CSV, and "all charts of a run" into a folder; also a run's record (JSON + CSV).
#include <QObject>

#include "widgets/chart_view.h"

class QMenu;
class QWidget;

namespace nnlab::gui {

class DatasetPanel;
class TrainingController;
class TrainingView;

class ChartExporter : public QObject {
  Q_OBJECT
 public:
  ChartExporter(TrainingView* view, TrainingController* training, DatasetPanel* data, QWidget* window);

  QMenu* menu() const { return menu_; }
  // Writes every chart of run `runId` drawn alone (no overlays) into `dir` as
  // run<N>-<chart>.{png,pdf,svg,csv}; returns the files written; *error gets the first failure.
  // The start of a run's exported file names: its name, made safe, and "-run<id>" with its
  // history row ("lenet5_cpu-blas_2_thr_b64-run12").
  static QString fileStem(const RunData& run);
  QStringList exportRun(int runId, const QString& dir, int dpi, QString* error,
                        ChartView::Look pngLook = ChartView::Look::Print);
  void exportRunInteractive(int runId);  // asks for the folder and DPI; 0: the shown run
  void saveRecordInteractive(int runId);
  // Writes the run record JSON (as nnlab-cli train --out) and its per-epoch CSV beside it.
  bool saveRecord(int runId, const QString& path, QString* error);

 Q_SIGNALS:
  void statusMessage(const QString& text);

 private:
  void addChartMenu(ChartView* chart, const QString& title);

  TrainingView* view_;
  TrainingController* training_;
  QWidget* window_;
  QMenu* menu_ = nullptr;
};

}  // namespace nnlab::gui

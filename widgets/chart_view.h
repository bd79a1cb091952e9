#pragma once
// ChartView: a QCustomPlot with a title, colours from the widget palette (light and dark), an
// empty-state hint, and a context menu that exports the chart (PNG at a chosen DPI, PDF, SVG)
// and its data (CSV). Subclasses draw a list of runs in rebuild(); the owner decides when to
// rebuild and replot (the training view does it from one 40 ms timer).
#include <QString>
#include <qcustomplot.h>

#include "widgets/run_data.h"

namespace nnlab::gui {

class ChartView : public QCustomPlot {
  Q_OBJECT

 public:
  // id: the file name an export suggests ("loss", "accuracy", ...).
  ChartView(const QString& id, const QString& title, QWidget* parent = nullptr);

  QString chartId() const { return id_; }
  QString title() const;
  void setTitle(const QString& title);

  // Runs to draw, the current one first. Takes effect at the next rebuild().
  void setRuns(const RunList& runs) { runs_ = runs; }
  const RunList& runs() const { return runs_; }
  // Recreates the plottables from the runs and rescales the axes (no replot).
  virtual void rebuild() = 0;
  // rebuild() + replot(): for charts that are not refreshed by a timer.
  void refresh();

  // Number of plotted data points (what the CSV export holds, minus its header).
  int pointCount() const;

  // The export actions of the context menu, also used by File > Export.
  void exportPng();
  void exportPdf();
  void exportSvg();
  void exportCsv();

 protected:
  void changeEvent(QEvent* event) override;
  // Shown in the middle of the plot while there is nothing to draw; empty hides it.
  void setEmptyHint(const QString& text);
  QPen themePen() const;
  QColor textColor() const;
  // Shared look of a fresh axis rect: colours, grid, fonts.
  void applyTheme();
  // "train" when one run is drawn, "Run 2 train" when several are.
  QString seriesName(const RunData& run, const QString& what) const;

 private:
  void showContextMenu(const QPoint& pos);
  QString askPath(const QString& filter, const QString& ext);

  QString id_;
  QCPTextElement* title_ = nullptr;
  QCPItemText* emptyHint_ = nullptr;
  RunList runs_;
};

}  // namespace nnlab::gui

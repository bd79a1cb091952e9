#pragma once
// ChartView: a QCustomPlot with a title, an empty-state hint that wraps inside the plot, a
// legend that never covers the data, and a context menu that exports the chart (PNG at a chosen
// DPI, PDF, SVG) and its data (CSV). Two looks: on screen it follows the palette (light or dark)
// and the ViewScale (zoom, presentation mode: larger text, thicker lines and markers); exports
// draw in the print look (white paper, dark text, the normal font and line widths) whatever the
// screen shows. Subclasses draw a list of runs in rebuild() with the colours, pens and fonts
// given here; the owner decides when to rebuild and replot (the training view does it from one
// 40 ms timer).
#include <QHash>
#include <QString>
#include <QStringList>
#include <qcustomplot.h>

#include "widgets/run_data.h"

namespace nnlab::gui {

class ChartView : public QCustomPlot {
  Q_OBJECT

 public:
  enum class Look { Screen, Print };

  // id: the file name an export suggests ("loss", "accuracy", ...).
  ChartView(const QString& id, const QString& title, QWidget* parent = nullptr);

  QString chartId() const { return id_; }
  QString title() const;  // whole, as set
  void setTitle(const QString& title);
  // The title as drawn: wrapped to the chart's width, elided past two lines (the tooltip then
  // says it whole).
  const QCPTextElement* titleElement() const { return title_; }
  // While a file is written (ChartExport): the title wraps onto as many lines as it needs, nothing
  // elided (a report's figure says it whole); afterwards as before.
  void setWholeTitle(bool on);

  // Runs to draw, the current one first. Takes effect at the next rebuild().
  void setRuns(const RunList& runs) { runs_ = runs; }
  const RunList& runs() const { return runs_; }
  // Recreates the plottables from the runs and rescales the axes (no replot).
  virtual void rebuild() = 0;
  // rebuild() + replot(): for charts that are not refreshed by a timer.
  void refresh();

  Look look() const { return look_; }
  // Restyles (colours, fonts, pens) and rebuilds; no replot.
  void setLook(Look look);

  // Number of plotted data points (what the CSV export holds, minus its header).
  int pointCount() const;
  // The chart's data as CSV; ChartExport::csv() of the plottables unless a chart knows better
  // (the confusion matrix writes its counts, not the colours' shares).
  virtual QString csv() const;
  // The hint shown while there is nothing to draw (empty when hidden), as drawn (wrapped).
  QString emptyHint() const;

  // The export actions of the context menu, also used by File > Export.
  void exportPng();
  void exportPdf();
  void exportSvg();
  void exportCsv();

 protected:
  struct Colors {
    QColor background, text, grid, placeholder;
    bool dark = false;
  };
  Colors colors() const;  // of the current look
  QColor textColor() const { return colors().text; }
  // A pen or marker of `normal` width at zoom 1, scaled for the screen's zoom and presentation
  // mode (never in print).
  double lineWidth(double normal) const;
  double markerSize(double normal) const;
  // The chart's font at `relative` size: the widget's font on screen, the normal font in print.
  QFont chartFont(double relative = 1.0, bool bold = false) const;
  // Counts restyles, so a chart that keeps its graphs between rebuilds knows when to remake them.
  int styleVersion() const { return styleVersion_; }

  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  QSize minimumSizeHint() const override;
  QSize sizeHint() const override;
  // Shown in the middle of the plot while there is nothing to draw; empty hides it.
  void setEmptyHint(const QString& text);
  // Colours, fonts and pens of the axes, legend, title and hint for the current look; charts
  // with more elements extend it (and call this first).
  virtual void applyTheme();
  // Moves the legend out of the plot into a row under it, where it never hides data.
  void legendBelow();
  // A category axis label wrapped between words to the room one of `categories` categories gets
  // on the x axis ("data load + setup" ran into "whole run" at 150 %).
  QString categoryLabel(const QString& label, int categories) const;
  // "train" when one run is drawn, "Run 2 train" when several are.
  QString seriesName(const RunData& run, const QString& what) const;

 private:
  void restyle();
  void wrapEmptyHint();
  void wrapTitle();
  void fitLegend();
  void fitAxisLabels();
  void updateToolTip();
  void showContextMenu(const QPoint& pos);
  QString askPath(const QString& filter, const QString& ext);

  QString id_;
  QString titleText_;
  bool titleCut_ = false;
  bool wholeTitle_ = false;
  QHash<QCPAxis*, QString> axisLabels_, shownLabels_;  // as the chart set them, as drawn
  QStringList axesCut_;
  QCPTextElement* title_ = nullptr;
  QCPItemText* emptyHint_ = nullptr;
  QString hintText_;
  RunList runs_;
  Look look_ = Look::Screen;
  int styleVersion_ = 0;
  bool legendBelow_ = false;
};

}  // namespace nnlab::gui

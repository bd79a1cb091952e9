#pragma once
// Writing a chart to files a report can use: PNG at a chosen DPI, PDF and SVG (vector), and
// the plotted data as CSV. Used by a chart's context menu, File > Export and the tests. A
// ChartView is drawn in its print look for the file (white paper, dark text, normal font and
// line widths, whatever the screen's theme and zoom) unless PNG is asked for as on screen; PDF
// embeds its fonts (Qt's PDF writer embeds a subset of each TrueType font it uses).
#include <QSize>
#include <QString>
#include <QStringList>

#include "widgets/chart_view.h"

class QCustomPlot;

namespace nnlab::gui {

struct ChartExport {
  using Look = ChartView::Look;
  // The logical size a chart is exported at when the caller does not choose one: the size on
  // screen, or 800x500 for a chart that was never shown.
  static QSize exportSize(const QCustomPlot* plot);
  // PNG of size exportSize x dpi/96 pixels, with the DPI written into the file.
  static bool savePng(QCustomPlot* plot, const QString& path, int dpi, Look look = Look::Print, QSize size = {});
  static bool savePdf(QCustomPlot* plot, const QString& path, const QString& title = {}, QSize size = {});
  static bool saveSvg(QCustomPlot* plot, const QString& path, const QString& title = {}, QSize size = {});
  // Every plotted point: "series,x,y" rows for graphs and bars (the label of a category axis
  // in a `label` column when there is one), "row,column,value" for a heat map. A ChartView may
  // write its own table (ChartView::csv()); saveCsv() asks it.
  static QString csv(const QCustomPlot* plot);
  static bool saveCsv(const QCustomPlot* plot, const QString& path);
  // The four files of one chart, `dir/<base>.{png,pdf,svg,csv}`; returns the paths written,
  // and puts the first failure's message in *error.
  static QStringList saveAll(ChartView* chart, const QString& dir, const QString& base, int dpi, QString* error,
                             Look pngLook = Look::Print);
};

}  // namespace nnlab::gui

#pragma once
// The study report (experiment/report.h) as files: a PDF (A4, charts as vector graphics in the
// print look, tables that break across pages with their header repeated, page numbers) and one
// self-contained HTML page (inline CSS, every chart an inline <svg>, every table an HTML table,
// nothing fetched from elsewhere). The same document feeds both and the app's preview; nothing in
// them reads a clock, so the same history gives the same bytes from the app and from
// `nnlab-cli report`. Needs a QApplication (the charts are QCustomPlot widgets, never shown).
#include <QString>

#include "experiment/report.h"

class QPagedPaintDevice;

namespace nnlab::gui {

struct ReportRender {
  // The page layout works in pixels of 96 per inch; `device` should have that resolution
  // (pdf() and the preview set it). Returns the pages painted.
  static int paint(const ReportDocument& doc, QPagedPaintDevice& device);
  static QString html(const ReportDocument& doc);
  // One chart as an SVG document (what the HTML inlines), drawn at `width` x `height` pixels.
  static QByteArray svg(const ReportChart& chart, int width = kChartWidth, int height = kChartHeight);
  // Write the file; false with a message that names it and says why.
  static bool savePdf(const ReportDocument& doc, const QString& path, QString* error, int* pages = nullptr);
  static bool saveHtml(const ReportDocument& doc, const QString& path, QString* error);
  // .pdf, .html or .htm by the path's suffix; anything else is an error saying so.
  static bool save(const ReportDocument& doc, const QString& path, QString* error);

  // The document in the app's language (report_translate.cpp): every text the engine made from a
  // marked template translated, numeric cells with the locale's decimal separator. The app shows
  // and saves this; `nnlab-cli report` writes the English document.
  static ReportDocument translated(ReportDocument doc);

  static constexpr int kChartWidth = 680, kChartHeight = 360;
};

}  // namespace nnlab::gui

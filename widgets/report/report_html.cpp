// The study report as one self-contained HTML page, and its charts as SVG.
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include "core/build_id.h"
#include "widgets/report/report_chart.h"
#include "widgets/report/report_render.h"

namespace nnlab::gui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
QString esc(const std::string& s) { return q(s).toHtmlEscaped(); }

const char* const kStyle =
    "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:11pt;color:#111;max-width:900px;margin:2em auto;"
    "padding:0 1em;line-height:1.4}"
    "h1{font-size:18pt;margin-bottom:.2em}h2{font-size:14pt;border-bottom:1px solid #bbb;margin-top:1.6em}"
    ".sub{color:#444;margin-top:0}.warn{background:#fff4d6;border-left:4px solid #d9a400;padding:.3em .8em}"
    "figure{margin:1.2em 0;page-break-inside:avoid}figure svg{width:100%;height:auto;display:block}"
    "figcaption{font-size:9.5pt;color:#333}"
    "table{border-collapse:collapse;margin:1em 0;font-size:9.5pt}caption{text-align:left;font-weight:bold;"
    "padding-bottom:.3em}th,td{border-bottom:1px solid #ccc;padding:.25em .6em;vertical-align:top}"
    "th{background:#f0f0f0;text-align:left}td.n{text-align:right;white-space:nowrap}.note{font-size:9pt;color:#444}"
    "pre{font-size:8pt;background:#f6f6f6;padding:.6em;overflow-x:auto;white-space:pre-wrap}"
    "footer{margin-top:2em;font-size:9pt;color:#666}";

}  // namespace

QByteArray ReportRender::svg(const ReportChart& chart, int width, int height) {
  ReportChartView view(chart);
  view.resize(width, height);
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator gen;
  gen.setOutputDevice(&buffer);
  gen.setSize(QSize(width, height));
  gen.setViewBox(QRect(0, 0, width, height));
  gen.setTitle(q(chart.title));
  gen.setDescription(QStringLiteral("nnlab report chart"));
  QCPPainter painter;
  if (!painter.begin(&gen)) return {};
  view.toPainter(&painter, width, height);
  painter.end();
  return bytes;
}

QString ReportRender::html(const ReportDocument& doc) {
  QString out;
  out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(doc.title) +
         "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  out += "<h1>" + esc(doc.title) + "</h1>\n<p class=\"sub\">" + esc(doc.subtitle) + "</p>\n";
  if (!doc.warnings.empty()) {
    out += "<div class=\"warn\">\n";
    for (const auto& w : doc.warnings) out += "<p>" + esc(w) + "</p>\n";
    out += "</div>\n";
  }
  int figure = 0, table = 0;
  for (const ReportSection& s : doc.sections) {
    out += "<h2>" + esc(s.heading) + "</h2>\n";
    for (const auto& p : s.paragraphs) out += "<p>" + esc(p) + "</p>\n";
    for (const ReportChart& c : s.charts) {
      ++figure;
      QString svg = QString::fromUtf8(ReportRender::svg(c));
      svg = svg.mid(svg.indexOf(QLatin1String("<svg")));  // no XML declaration inside HTML
      // Each inline SVG's ids (clip paths) made unique in the page.
      const QString prefix = QStringLiteral("f%1-").arg(figure);
      svg.replace(QRegularExpression(QStringLiteral("id=\"([^\"]+)\"")), "id=\"" + prefix + "\\1\"");
      svg.replace(QLatin1String("url(#"), "url(#" + prefix);
      svg.replace(QLatin1String("href=\"#"), "href=\"#" + prefix);
      out += "<figure id=\"" + esc(c.id) + "\">\n" + svg.trimmed() + "\n<figcaption>" +
             QCoreApplication::translate("nnlab::report", "Figure %1. %2").arg(figure).arg(esc(c.title)) +
             (c.note.empty() ? QString() : " (" + esc(c.note) + ")") + "</figcaption>\n</figure>\n";
    }
    for (const ReportTable& t : s.tables) {
      ++table;
      out += "<table id=\"" + esc(t.id) + "\">\n<caption>" +
             QCoreApplication::translate("nnlab::report", "Table %1. %2").arg(table).arg(esc(t.title)) + "</caption>\n<thead><tr>";
      for (const auto& c : t.columns) out += "<th>" + esc(c) + "</th>";
      out += "</tr></thead>\n<tbody>\n";
      for (const auto& row : t.rows) {
        out += "<tr>";
        for (std::size_t i = 0; i < row.size(); ++i)
          out += (i < t.numeric.size() && t.numeric[i] ? "<td class=\"n\">" : "<td>") + esc(row[i]) + "</td>";
        out += "</tr>\n";
      }
      out += "</tbody>\n</table>\n";
      if (!t.note.empty()) out += "<p class=\"note\">" + esc(t.note) + "</p>\n";
    }
    for (const auto& code : s.code) out += "<pre>" + esc(code) + "</pre>\n";
  }
  out += "<footer>Made with nnlab " + esc(buildId()) + " from the run history.</footer>\n</body>\n</html>\n";
  return out;
}

bool ReportRender::saveHtml(const ReportDocument& doc, const QString& path, QString* error) {
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly)) {
    if (error) *error = QCoreApplication::translate("ReportRender", "cannot write %1: %2").arg(path, f.errorString());
    return false;
  }
  f.write(html(doc).toUtf8());
  if (!f.commit()) {
    if (error) *error = QCoreApplication::translate("ReportRender", "cannot write %1: %2").arg(path, f.errorString());
    return false;
  }
  return true;
}

bool ReportRender::save(const ReportDocument& doc, const QString& path, QString* error) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("pdf")) return savePdf(doc, path, error);
  if (suffix == QLatin1String("html") || suffix == QLatin1String("htm")) return saveHtml(doc, path, error);
  if (error)
    *error = QCoreApplication::translate("ReportRender", "%1: a report is written as .pdf or .html (the name says which)").arg(path);
  return false;
}

}  // namespace nnlab::gui

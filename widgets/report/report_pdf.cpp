// The study report painted on pages: the PDF file and the app's preview.
#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPdfWriter>

#include "core/build_id.h"
#include "widgets/report/report_chart.h"
#include "widgets/report/report_render.h"

namespace nnlab::gui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QFont font(double points, bool bold = false, bool mono = false) {
  QFont f(mono ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
  f.setStyleHint(mono ? QFont::Monospace : QFont::SansSerif);
  f.setPointSizeF(points);
  f.setBold(bold);
  return f;
}

// Lays the document out top to bottom, starting a page when the next block does not fit.
class Pages {
 public:
  Pages(QPagedPaintDevice& device, QCPPainter& painter, const QString& footer)
      : device_(device), p_(painter), footer_(footer) {
    const double scale = device.logicalDpiX() / 96.0;
    p_.scale(scale, scale);
    const QRectF paper = QRectF(QPointF(0, 0), QSizeF(device.width() / scale, device.height() / scale));
    const double margin = 60.0;  // about 16 mm
    area_ = paper.adjusted(margin, margin - 10, -margin, -margin);
    y_ = area_.top();
    footerLine_ = paper.bottom() - margin / 2;
  }
  int finish() {
    drawFooter();
    return page_;
  }
  double width() const { return area_.width(); }
  double left() const { return area_.left(); }

  void space(double h) { y_ += h; }
  void need(double h) {
    if (y_ + h > area_.bottom() && y_ > area_.top()) newPage();
  }
  // Wrapped text; `keep` more pixels must fit under it (a heading stays with what follows).
  void text(const QString& s, const QFont& f, const QColor& color = Qt::black, double keep = 0.0) {
    p_.setFont(f);
    const QRectF r = p_.boundingRect(QRectF(left(), 0, width(), 1e6), Qt::TextWordWrap, s);
    need(r.height() + keep);
    p_.setPen(color);
    p_.drawText(QRectF(left(), y_, width(), r.height()), Qt::TextWordWrap, s);
    y_ += r.height();
  }
  void chart(const ReportChart& c) {
    const double w = width(), h = w * ReportRender::kChartHeight / ReportRender::kChartWidth;
    need(h);
    ReportChartView view(c);
    view.resize(static_cast<int>(w), static_cast<int>(h));
    p_.save();
    p_.translate(left(), y_);
    view.toPainter(&p_, static_cast<int>(w), static_cast<int>(h));
    p_.restore();
    y_ += h;
  }
  void table(const ReportTable& t, int number);
  void code(const QString& s) {
    const QFont f = font(6.5, false, true);
    p_.setFont(f);
    const double line = QFontMetricsF(f, &device_).lineSpacing();
    for (const QString& l : s.split('\n')) {
      const QRectF r = p_.boundingRect(QRectF(left() + 6, 0, width() - 12, 1e6), Qt::TextWrapAnywhere, l);
      need(std::max(line, r.height()));
      p_.setPen(QColor(40, 40, 40));
      p_.drawText(QRectF(left() + 6, y_, width() - 12, r.height()), Qt::TextWrapAnywhere, l);
      y_ += std::max(line, r.height());
    }
  }

 private:
  void newPage() {
    drawFooter();
    device_.newPage();
    ++page_;
    y_ = area_.top();
  }
  void drawFooter() {
    p_.setFont(font(8));
    p_.setPen(QColor(90, 90, 90));
    const QRectF r(left(), footerLine_, width(), 20);
    p_.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetricsF(p_.font(), &device_).elidedText(footer_, Qt::ElideRight, width() * 0.8));
    p_.drawText(r, Qt::AlignRight | Qt::AlignVCenter, QString::number(page_));
  }

  QPagedPaintDevice& device_;
  QCPPainter& p_;
  QString footer_;
  QRectF area_;
  double y_ = 0.0, footerLine_ = 0.0;
  int page_ = 1;
};

void Pages::table(const ReportTable& t, int number) {
  const QFont head = font(7.5, true), body = font(7.5);
  const std::size_t cols = t.columns.size();
  // Each column's natural width; shared out when the page is too narrow, wide text columns wrap.
  std::vector<double> natural(cols, 0.0);
  const double pad = 4.0;
  auto measure = [&](const QString& s, const QFont& f) {
    p_.setFont(f);
    return p_.boundingRect(QRectF(0, 0, 1e6, 1e6), 0, s).width() + 2 * pad;
  };
  for (std::size_t c = 0; c < cols; ++c) {
    natural[c] = std::min(measure(q(t.columns[c]), head), 120.0);
    for (const auto& row : t.rows)
      if (c < row.size()) natural[c] = std::max(natural[c], measure(q(row[c]), body));
  }
  double total = 0.0;
  for (double w : natural) total += w;
  std::vector<double> widths = natural;
  if (total > width()) {
    // Narrow columns keep their width; the rest share what is left in proportion.
    const double fair = width() / static_cast<double>(cols);
    double fixed = 0.0, flexible = 0.0;
    for (double w : natural) (w <= fair ? fixed : flexible) += w;
    for (std::size_t c = 0; c < cols; ++c)
      if (natural[c] > fair) widths[c] = natural[c] / flexible * (width() - fixed);
  }
  auto rowHeight = [&](const std::vector<std::string>& cells, const QFont& f) {
    p_.setFont(f);
    double h = 0.0;
    for (std::size_t c = 0; c < cols && c < cells.size(); ++c)
      h = std::max(h, p_.boundingRect(QRectF(0, 0, widths[c] - 2 * pad, 1e6), Qt::TextWordWrap, q(cells[c])).height());
    return h + 2 * pad;
  };
  auto drawRow = [&](const std::vector<std::string>& cells, const QFont& f, bool header) {
    const double h = rowHeight(cells, f);
    double x = left();
    if (header) p_.fillRect(QRectF(left(), y_, std::min(width(), total), h), QColor(235, 235, 235));
    p_.setFont(f);
    p_.setPen(Qt::black);
    for (std::size_t c = 0; c < cols && c < cells.size(); ++c) {
      const bool right = !header && c < t.numeric.size() && t.numeric[c];
      p_.drawText(QRectF(x + pad, y_ + pad, widths[c] - 2 * pad, h - 2 * pad),
                  Qt::TextWordWrap | (right ? Qt::AlignRight : Qt::AlignLeft), q(cells[c]));
      x += widths[c];
    }
    y_ += h;
    p_.setPen(QPen(QColor(190, 190, 190), 0.6));
    p_.drawLine(QPointF(left(), y_), QPointF(x, y_));
  };
  // (the app's language when a translator is installed; nnlab-cli report installs none: English)
  const QString caption = QCoreApplication::translate("nnlab::report", "Table %1. %2").arg(number).arg(q(t.title));
  text(caption, font(9, true), Qt::black, rowHeight(t.columns, head) + (t.rows.empty() ? 0 : rowHeight(t.rows[0], body)));
  space(3);
  drawRow(t.columns, head, true);
  for (const auto& row : t.rows) {
    const double h = rowHeight(row, body);
    if (y_ + h > area_.bottom()) {
      newPage();
      drawRow(t.columns, head, true);  // the header again on the new page
    }
    drawRow(row, body, false);
  }
  if (!t.note.empty()) {
    space(3);
    text(q(t.note), font(7.5), QColor(70, 70, 70));
  }
}

}  // namespace

int ReportRender::paint(const ReportDocument& doc, QPagedPaintDevice& device) {
  QCPPainter painter;
  if (!painter.begin(&device)) return 0;
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNoCaching);
  painter.setRenderHint(QPainter::Antialiasing);
  Pages pages(device, painter, q(doc.title) + QStringLiteral(" · nnlab ") + q(buildId()));
  pages.text(q(doc.title), font(17, true));
  pages.space(4);
  pages.text(q(doc.subtitle), font(10), QColor(60, 60, 60));
  for (const auto& w : doc.warnings) {
    pages.space(6);
    pages.text(QStringLiteral("⚠ ") + q(w), font(9), QColor(140, 90, 0));
  }
  int figure = 0, table = 0;
  for (const ReportSection& s : doc.sections) {
    pages.space(16);
    pages.text(q(s.heading), font(13, true), Qt::black, 60);
    for (const auto& p : s.paragraphs) {
      pages.space(6);
      pages.text(q(p), font(9.5));
    }
    for (const ReportChart& c : s.charts) {
      pages.space(10);
      pages.chart(c);
      pages.text(QCoreApplication::translate("nnlab::report", "Figure %1. %2").arg(++figure).arg(q(c.title)), font(8.5),
                 QColor(50, 50, 50));
    }
    for (const ReportTable& t : s.tables) {
      pages.space(12);
      pages.table(t, ++table);
    }
    for (const auto& code : s.code) {
      pages.space(10);
      pages.code(q(code));
    }
  }
  const int n = pages.finish();
  painter.end();
  return n;
}

bool ReportRender::savePdf(const ReportDocument& doc, const QString& path, QString* error, int* pages) {
  {
    QFile probe(path);  // QPdfWriter says nothing when it cannot write
    if (!probe.open(QIODevice::WriteOnly)) {
      if (error) *error = QCoreApplication::translate("ReportRender", "cannot write %1: %2").arg(path, probe.errorString());
      return false;
    }
  }
  QPdfWriter writer(path);
  writer.setResolution(96);
  writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
  writer.setTitle(q(doc.title));
  writer.setCreator(QStringLiteral("nnlab ") + q(buildId()));
  const int n = paint(doc, writer);
  if (pages) *pages = n;
  if (n == 0 && error) *error = QCoreApplication::translate("ReportRender", "cannot write %1").arg(path);
  return n > 0;
}

}  // namespace nnlab::gui

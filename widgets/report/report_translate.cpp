// The study report in the app's language (ReportRender::translated): the engine writes the
// document in English, its texts made from marked templates (core/message.h), and the app matches
// each text against the templates (widgets/message_text.h). `nnlab-cli report` renders the
// English document as it is.
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include "widgets/message_text.h"
#include "widgets/report/report_render.h"

namespace nnlab::gui {

namespace {

// A text of the document, whole, else its parts between " · " (a subtitle and its dates) each.
void translate(std::string& text) {
  if (text.empty()) return;
  if (const QString whole = messageText(text); whole != QString::fromStdString(text)) {
    text = whole.toStdString();
    return;
  }
  const QStringList parts = QString::fromStdString(text).split(QStringLiteral(" · "));
  QStringList out;
  for (const QString& p : parts) out << messageText(p.toStdString());
  text = out.join(QStringLiteral(" · ")).toStdString();
}

// A cell or a series' label: translated only when it is a whole marked text without placeholders
// ("yes (generated)", "energy"); a run's label or a device name that happens to read like a
// template's text is left as the user wrote it.
void translateWord(std::string& text) {
  static const QSet<QString> words = [] {
    QSet<QString> out;
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    for (const char* t : knownTemplates())
      if (!QString::fromUtf8(t).contains(placeholder)) out.insert(QString::fromUtf8(t));
    return out;
  }();
  const QString q = QString::fromStdString(text);
  if (words.contains(q)) text = QCoreApplication::translate(kMessagesContext, text.c_str()).toStdString();
}

// A numeric cell ("1.23 ± 0.04", "2.1x", "8,500 / 201 / 1,299") with the locale's decimal
// separator and digit grouping.
void localise(std::string& cell) {
  static const QRegularExpression number(QStringLiteral("\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+\\.\\d+"));
  const QString c = QString::fromStdString(cell);
  QString out;
  qsizetype at = 0;
  for (auto it = number.globalMatch(c); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    out += c.mid(at, m.capturedStart() - at);
    QString n = m.captured();
    n.replace(QLatin1Char(','), QChar(0x1));
    n.replace(QLatin1Char('.'), QLocale().decimalPoint());
    n.replace(QChar(0x1), QLocale().groupSeparator());
    out += n;
    at = m.capturedEnd();
  }
  cell = (out + c.mid(at)).toStdString();
}

}  // namespace

ReportDocument ReportRender::translated(ReportDocument doc) {
  translate(doc.title);
  translate(doc.subtitle);
  for (std::string& w : doc.warnings) translate(w);
  for (ReportSection& s : doc.sections) {
    translate(s.heading);
    for (std::string& p : s.paragraphs) translate(p);
    for (ReportChart& c : s.charts) {
      translate(c.title);
      translate(c.xLabel);
      translate(c.yLabel);
      translate(c.note);
      for (ReportSeries& r : c.series) translateWord(r.label);
      for (std::string& k : c.categories) translateWord(k);
    }
    for (ReportTable& t : s.tables) {
      translate(t.title);
      translate(t.note);
      for (std::string& c : t.columns) translate(c);
      for (auto& row : t.rows)
        for (std::size_t i = 0; i < row.size(); ++i) {
          if (i < t.numeric.size() && t.numeric[i])
            localise(row[i]);
          else if (i < t.texts.size() && t.texts[i])
            translate(row[i]);
          else
            translateWord(row[i]);
        }
    }
    // a code block's first line is its caption; the JSON below stays as it is
    for (std::string& code : s.code) {
      const std::size_t nl = code.find('\n');
      std::string caption = code.substr(0, nl);
      translate(caption);
      code = nl == std::string::npos ? caption : caption + code.substr(nl);
    }
  }
  return doc;
}

}  // namespace nnlab::gui

#include "widgets/message_text.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QMutex>
#include <QRegularExpression>
#include <vector>

#include "core/error.h"
#include "widgets/engine_text.h"

namespace nnlab::gui {

namespace {

// A real number of the English text ("0.05", "-1.5e-05", "91.0 GiB") with the locale's decimal
// separator; anything else as it is.
QString localNumber(const QString& english) {
  static const QRegularExpression number(QStringLiteral("^([-+]?[0-9]+)\\.([0-9]+(?:[eE][-+]?[0-9]+)?)(.*)$"));
  const QRegularExpressionMatch m = number.match(english);
  if (!m.hasMatch()) return english;
  return m.captured(1) + QLocale().decimalPoint() + m.captured(2) + m.captured(3);
}

// "61,706" (formatCount) in the locale's grouping.
QString localCount(const QString& english) {
  QString digits = english;
  digits.remove(QLatin1Char(','));
  bool ok = false;
  const qlonglong n = digits.toLongLong(&ok);
  return ok ? QLocale().toString(n) : english;
}

QString fill(const QString& templ, const QStringList& args) {
  QString out;
  out.reserve(templ.size() + 32);
  for (qsizetype i = 0; i < templ.size(); ++i) {
    const QChar c = templ[i];
    if (c == QLatin1Char('%') && i + 1 < templ.size() && templ[i + 1] >= QLatin1Char('1') && templ[i + 1] <= QLatin1Char('9')) {
      const qsizetype n = templ[i + 1].unicode() - '1';
      if (n < args.size()) {
        out += args[n];
        ++i;
        continue;
      }
    }
    out += c;
  }
  return out;
}

QString argText(const MessageArg& a) {
  const QString english = QString::fromStdString(a.text);
  switch (a.kind) {
    case MessageArg::Kind::Text:
    case MessageArg::Kind::Integer: return english;
    case MessageArg::Kind::Real: return localNumber(english);
    case MessageArg::Kind::Count: return localCount(english);
    case MessageArg::Kind::Marked: {
      QString t = engineText(a.context.c_str(), a.source);
      if (a.text != a.source && !t.isEmpty() && t[0].isUpper() && t.size() > 1 && t[1].isLower())
        t[0] = t[0].toLower();
      return t;
    }
    case MessageArg::Kind::Nested: return a.nested ? messageText(*a.nested) : english;
  }
  return english;
}

// A known template as an anchored pattern: literal parts escaped, %N a lazy capture (a second %N
// the same text again), and its longest literal part to skip texts that cannot match.
struct Pattern {
  const char* templ;
  QRegularExpression re;
  QList<int> argOfGroup;  // group g (1-based) holds %argOfGroup[g-1]
  QString longestLiteral;
  qsizetype literalSize = 0;
};

std::vector<Pattern> buildPatterns() {
  std::vector<Pattern> out;
  for (const char* t : knownTemplates()) {
    Pattern p;
    p.templ = t;
    const QString templ = QString::fromUtf8(t);
    QString re = QStringLiteral("^");
    QString literal;
    QHash<int, int> groupOf;
    auto flush = [&] {
      re += QRegularExpression::escape(literal);
      p.literalSize += literal.size();
      if (literal.size() > p.longestLiteral.size()) p.longestLiteral = literal;
      literal.clear();
    };
    for (qsizetype i = 0; i < templ.size(); ++i) {
      if (templ[i] == QLatin1Char('%') && i + 1 < templ.size() && templ[i + 1] >= QLatin1Char('1') &&
          templ[i + 1] <= QLatin1Char('9')) {
        flush();
        const int n = templ[i + 1].unicode() - '1';
        if (groupOf.contains(n)) {
          re += QStringLiteral("\\%1").arg(groupOf[n]);
        } else {
          p.argOfGroup.append(n);
          groupOf[n] = static_cast<int>(p.argOfGroup.size());
          re += QStringLiteral("(.*?)");
        }
        ++i;
      } else {
        literal += templ[i];
      }
    }
    flush();
    re += QStringLiteral("$");
    p.re = QRegularExpression(re, QRegularExpression::DotMatchesEverythingOption);
    if (p.literalSize > 0) out.push_back(std::move(p));
  }
  return out;
}

// A captured argument of a stored text: a number in the locale's notation, a message of its own
// translated, anything else as it is.
QString capturedText(const QString& english, int depth);

bool matchTemplate(const QString& text, int depth, QString* out) {
  static const std::vector<Pattern> patterns = buildPatterns();
  const Pattern* best = nullptr;
  QRegularExpressionMatch bestMatch;
  for (const Pattern& p : patterns) {
    if (best && p.literalSize <= best->literalSize) continue;
    if (!text.contains(p.longestLiteral)) continue;
    QRegularExpressionMatch m = p.re.match(text);
    if (!m.hasMatch()) continue;
    best = &p;
    bestMatch = m;
  }
  if (!best) return false;
  QStringList args;
  for (qsizetype g = 0; g < best->argOfGroup.size(); ++g) {
    const int n = best->argOfGroup[g];
    if (args.size() <= n) args.resize(n + 1);
    args[n] = capturedText(bestMatch.captured(static_cast<int>(g + 1)), depth + 1);
  }
  *out = fill(QCoreApplication::translate(kMessagesContext, best->templ), args);
  return true;
}

QString capturedText(const QString& english, int depth) {
  static const QRegularExpression count(QStringLiteral("^[0-9]{1,3}(,[0-9]{3})+$"));
  if (count.match(english).hasMatch()) return localCount(english);
  const QString n = localNumber(english);
  if (n != english) return n;
  QString t;
  if (depth < 3 && english.size() > 12 && matchTemplate(english, depth, &t)) return t;
  return english;
}

QString matched(const QString& text, int depth) {
  QString out;
  if (matchTemplate(text, depth, &out)) return out;
  // "<prefix>: <a template's text>": the prefix (a file, a device) as it is.
  for (qsizetype at = text.indexOf(QStringLiteral(": ")); at >= 0; at = text.indexOf(QStringLiteral(": "), at + 2))
    if (matchTemplate(text.mid(at + 2), depth, &out)) return text.left(at + 2) + out;
  return text;
}

}  // namespace

const std::vector<const char*>& knownTemplates() {
  static const std::vector<const char*> templates = {
#include "resources/translations/engine_messages.inc"
  };
  return templates;
}

QString messageText(const Message& message) {
  if (message.plain) return messageText(message.templ);
  QStringList args;
  for (const MessageArg& a : message.args) args.append(argText(a));
  return fill(QCoreApplication::translate(kMessagesContext, message.templ.c_str()), args);
}

QString messageText(const std::string& english) {
  if (english.empty()) return {};
  const QString text = QString::fromStdString(english);
  // The patterns are compiled once; the matching itself runs on the caller's thread.
  static QMutex mutex;
  static QHash<QString, QString> cache;  // per language: cleared when the translators change
  static QString cachedFor;
  {
    QMutexLocker lock(&mutex);
    // the language: the locale's and what the installed translators make of a marked text
    const QString lang = QLocale().name() + QCoreApplication::translate(kMessagesContext, "Results");
    if (lang != cachedFor) {
      cache.clear();
      cachedFor = lang;
    }
    if (auto it = cache.constFind(text); it != cache.constEnd()) return it.value();
  }
  QString out = matched(text, 0);
  QMutexLocker lock(&mutex);
  if (cache.size() > 4096) cache.clear();
  cache.insert(text, out);
  return out;
}

QString errorText(const std::exception& e) {
  if (const auto* error = dynamic_cast<const Error*>(&e)) return messageText(error->message());
  return messageText(std::string(e.what()));
}

}  // namespace nnlab::gui

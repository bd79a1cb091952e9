#include "widgets/engine_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace nnlab::gui {

QString engineText(const char* context, const std::string& text) {
  if (text.empty()) return {};
  const QString whole = QCoreApplication::translate(context, text.c_str());
  if (whole != QString::fromStdString(text)) return whole;
  const std::size_t colon = text.find(": ");
  if (colon == std::string::npos) return whole;
  const std::string head = text.substr(0, colon);
  return QCoreApplication::translate(context, head.c_str()) + QString::fromStdString(text.substr(colon));
}

QString engineRichText(const char* context, const std::string& text) {
  static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
  return engineText(context, text).toHtmlEscaped().replace(code, QStringLiteral("<code>\\1</code>"));
}

QString enginePlainText(const char* context, const std::string& text) {
  static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
  return engineText(context, text).replace(code, QStringLiteral("\\1"));
}

}  // namespace nnlab::gui

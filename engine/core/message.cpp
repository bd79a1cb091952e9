#include "core/message.h"

#include <cctype>

#include "core/format.h"

namespace nnlab {

std::string fillTemplate(std::string_view templ, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(templ.size() + 32);
  for (std::size_t i = 0; i < templ.size(); ++i) {
    const char c = templ[i];
    if (c == '%' && i + 1 < templ.size() && templ[i + 1] >= '1' && templ[i + 1] <= '9') {
      const std::size_t n = static_cast<std::size_t>(templ[i + 1] - '1');
      if (n < args.size()) {
        out.append(args[n]);
        ++i;
        continue;
      }
    }
    out.push_back(c);
  }
  return out;
}

std::string Message::text() const {
  if (plain) return templ;
  std::vector<std::string> texts;
  texts.reserve(args.size());
  for (const MessageArg& a : args) texts.push_back(a.text);
  return fillTemplate(templ, texts);
}

MessageArg messageArg(std::string text) { return MessageArg{MessageArg::Kind::Text, std::move(text), {}, {}, {}}; }
MessageArg messageArg(const char* text) { return messageArg(std::string(text)); }
MessageArg messageArg(std::string_view text) { return messageArg(std::string(text)); }
MessageArg messageArg(double v) { return MessageArg{MessageArg::Kind::Real, formatDouble(v), {}, {}, {}}; }
MessageArg messageArg(const Message& m) {
  return MessageArg{MessageArg::Kind::Nested, m.text(), {}, {}, std::make_shared<const Message>(m)};
}

MessageArg realArg(std::string formatted) { return MessageArg{MessageArg::Kind::Real, std::move(formatted), {}, {}, {}}; }
MessageArg countArg(long long n) { return MessageArg{MessageArg::Kind::Count, formatCount(n), {}, {}, {}}; }

MessageArg markedArg(const char* context, std::string_view source, bool lowerFirst) {
  std::string text(source);
  if (lowerFirst && text.size() > 1 && std::isupper(static_cast<unsigned char>(text[0])) &&
      std::islower(static_cast<unsigned char>(text[1])))
    text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return MessageArg{MessageArg::Kind::Marked, std::move(text), context, std::string(source), {}};
}

}  // namespace nnlab

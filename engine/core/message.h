#pragma once
// A message of the engine a user reads, kept as a template and its arguments so that the app can
// show it in its language. The template is marked NNLAB_TEXT("nnlab::messages", "...") with
// Qt-style placeholders %1..%9; msg() fills them for the English text (what(), the CLI, the
// history's stored text), and the app translates the template in its context and fills the same
// arguments, numbers in the locale's notation (widgets/message_text.h):
//   fail(ErrorKind::InvalidArgument,
//        msg(NNLAB_TEXT("nnlab::messages", "the batch size %1 is larger than the %2 samples"), batch, n));
// An argument is a text shown as it is (a name, a path), an integer, a real number (formatDouble's
// "%.6g" unless given as text with realArg()), a count (countArg: formatCount's grouping), a text that is itself
// marked in some context (markedArg(), translated by the app), or another message (nested).
#include <concepts>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.h"

namespace nnlab {

struct Message;

struct MessageArg {
  enum class Kind { Text, Integer, Real, Count, Marked, Nested };
  Kind kind = Kind::Text;
  std::string text;                       // as the English message shows it
  std::string context;                    // Marked: the context of `source`
  std::string source;                     // Marked: the marked text (`text` may be it with a lower-case first letter)
  std::shared_ptr<const Message> nested;  // Nested: the message whose English is `text`
};

struct Message {
  std::string templ;               // %1..%9 stand for args; when `plain`, the whole text as it is
  std::vector<MessageArg> args;
  bool plain = false;              // a text nobody marked (a '%' in it is no placeholder)
  std::string text() const;        // the English text
};

// The template with %1..%9 replaced by args[0..8] in one pass (an argument's own '%' stays).
std::string fillTemplate(std::string_view templ, const std::vector<std::string>& args);

MessageArg messageArg(std::string text);
MessageArg messageArg(const char* text);
MessageArg messageArg(std::string_view text);
MessageArg messageArg(double v);  // formatDouble(v)
MessageArg messageArg(const Message& m);
inline MessageArg messageArg(MessageArg a) { return a; }
template <std::integral T>
  requires(!std::same_as<T, bool> && !std::same_as<T, char>)
MessageArg messageArg(T v) {
  return MessageArg{MessageArg::Kind::Integer, std::to_string(v), {}, {}, {}};
}

MessageArg realArg(std::string formatted);  // a real number already written ("0.050", "1e-05")
MessageArg countArg(long long n);  // formatCount(n): "61,706"
// A text marked in `context` (a setting's label), shown translated; `lowerFirst` writes its first
// letter in lower case, as the English does inside a sentence.
MessageArg markedArg(const char* context, std::string_view source, bool lowerFirst = false);

template <class... A>
Message msg(const char* templ, A&&... args) {
  static_assert(sizeof...(A) <= 9, "a message has at most 9 arguments");
  return Message{templ, {messageArg(std::forward<A>(args))...}, false};
}
inline Message plainMessage(std::string text) { return Message{std::move(text), {}, true}; }

}  // namespace nnlab

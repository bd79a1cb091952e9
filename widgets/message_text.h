#pragma once
// The engine's messages in the app's language. The engine keeps a message as a template marked
// NNLAB_TEXT("nnlab::messages", ...) and its arguments (core/message.h); the app translates the
// template in that context and fills the arguments: real numbers with the locale's decimal
// separator, counts with its grouping, marked arguments (a setting's label) translated in their
// own context, nested messages translated the same way.
//
// A text stored in English (a failed run's message in the history, an error whose message was
// rebuilt as a plain string) is matched against the known templates (the nnlab::messages sources
// of the .ts files, listed in resources/translations/engine_messages.inc by fill_ts.py): each %N
// is a lazy capture and the match is anchored, so a text is translated only when a template
// produces it exactly; otherwise "<prefix>: <text a template produces>" gets that tail
// translated, and anything else is shown unchanged.
#include <QString>
#include <exception>
#include <string>

#include "core/message.h"

namespace nnlab::gui {

inline constexpr char kMessagesContext[] = "nnlab::messages";

QString messageText(const Message& message);
QString messageText(const std::string& english);  // a stored English text, matched
// e.what() in the app's language: the template of an nnlab::Error, else the text matched.
QString errorText(const std::exception& e);
// The English templates the app knows (engine_messages.inc).
const std::vector<const char*>& knownTemplates();

}  // namespace nnlab::gui

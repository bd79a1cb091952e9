#include "core/field_spec.h"

#include <cmath>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

bool FieldSpec::contains(double v) const {
  if (!std::isfinite(v)) return false;
  if (type == Type::Integer && v != std::floor(v)) return false;
  return (minOpen ? v > min : v >= min) && v <= max;
}

bool FieldSpec::allows(std::string_view word) const {
  for (std::string_view c : choices)
    if (c == word) return true;
  return false;
}

std::string FieldSpec::rangeText() const {
  if (type == Type::Choice) {
    std::string s;
    for (std::string_view c : choices) s += (s.empty() ? "" : ", ") + std::string(c);
    return s;
  }
  if (!numeric()) return {};
  std::string r = minOpen ? "(" : "[";
  r += formatDouble(min);
  r += ", ";
  r += type == Type::Integer && max >= 1.8e19 ? std::string("2^64 - 1") : formatDouble(max, 10);
  return r += "]";
}

void FieldSpec::require(double v, std::string_view hint) const {
  if (contains(v)) return;
  // "learning rate must be ...", "CPU share must be ...": the label (marked in nnlab::settings) as
  // a sentence's subject; the hint is marked in nnlab::messages by the caller
  const MessageArg subject = markedArg("nnlab::settings", label, true);
  const MessageArg tail = hint.empty() ? messageArg("") : markedArg("nnlab::messages", hint);
  if (type == Type::Integer)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "%1 must be an integer in %2, got %3%4"), subject,
                                         rangeText(), formatDouble(v), tail));
  fail(ErrorKind::InvalidArgument,
       msg(NNLAB_TEXT("nnlab::messages", "%1 must be in %2, got %3%4"), subject, rangeText(), formatDouble(v), tail));
}

}  // namespace nnlab

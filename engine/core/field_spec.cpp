#include "core/field_spec.h"

#include <cctype>
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
  // "learning rate must be ...", "CPU share must be ...": the label as a sentence's subject
  std::string m(label);
  if (m.size() > 1 && std::isupper(static_cast<unsigned char>(m[0])) && std::islower(static_cast<unsigned char>(m[1])))
    m[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(m[0])));
  m += type == Type::Integer ? " must be an integer in " : " must be in ";
  m += rangeText();
  m += ", got ";
  m += formatDouble(v);
  m += hint;
  fail(ErrorKind::InvalidArgument, m);
}

}  // namespace nnlab

#pragma once
// One setting of an experiment declared once (issue 28): its JSON key, the `nnlab-cli train`
// option, type, range, unit, label and help. The JSON readers and validate() take the range from
// here, the CLI its option's help and check, the app its boxes' ranges, and docs/SETTINGS.md is
// generated from the list (experiment/spec_fields.h); a test fails when a field lacks any of them.
// Defaults are not stated here: a setting's default is the value a default-constructed spec holds.
// The declarations live with the layer that reads them (optim/, train/, experiment/).
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace nnlab {

struct FieldSpec {
  enum class Type { Integer, Number, Choice, Flag, Text };
  std::string_view key;    // JSON path: "training.epochs"
  std::string_view flag;   // nnlab-cli train option ("--epochs"), empty when none
  Type type = Type::Number;
  double min = 0.0, max = 0.0;  // Integer / Number: the accepted values (closed unless minOpen)
  bool minOpen = false;         // (min, max]: min itself is refused (a learning rate of 0)
  std::string_view unit;        // "epochs", "samples", "GiB", "Hz", "s", "1" (a plain number)
  std::string_view label;       // the app's and the docs' name ("Learning rate")
  std::string_view help;        // one sentence
  std::vector<std::string_view> choices = {};  // Choice: the accepted words

  bool numeric() const { return type == Type::Integer || type == Type::Number; }
  bool contains(double v) const;
  bool allows(std::string_view word) const;  // Choice: one of the choices
  std::string rangeText() const;  // "[1, 100000]", "(0, 100]", or the choices joined with ", "
  // Throws Error(InvalidArgument) "<label> must be in <range>, got <v><hint>".
  void require(double v, std::string_view hint = {}) const;
  std::int64_t minInt() const { return static_cast<std::int64_t>(min); }
  std::int64_t maxInt() const { return static_cast<std::int64_t>(max); }
  std::vector<std::string> choiceList() const { return {choices.begin(), choices.end()}; }
};

}  // namespace nnlab

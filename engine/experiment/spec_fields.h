#pragma once
// Every setting of an experiment (core/field_spec.h), in the order docs/SETTINGS.md lists them,
// each with its value in a spec: what `nnlab-cli settings` prints, the CLI's help and the app's
// boxes read, and what the tests check each field against (a range, a label, a help, a default
// inside the range, the JSON reader refusing a value outside it).
#include <functional>
#include <string>
#include <vector>

#include "core/field_spec.h"

namespace nnlab {

struct ExperimentSpec;

struct SpecField {
  const FieldSpec* field;
  std::function<std::string(const ExperimentSpec&)> value;  // the setting in a spec, as its JSON writes it
};

const std::vector<SpecField>& specFields();
const SpecField* findSpecField(std::string_view key);  // by JSON key; nullptr when none
// The setting's value in nnlab's default experiment: its default, as text.
std::string defaultText(const FieldSpec& f);
// The CLI's help for the option of f: "help, range unit [default]" (withRange), or "help [default
// unit]" where CLI11 prints the range or the choices itself.
std::string optionHelp(const FieldSpec& f, bool withRange = true);
// The reference table of docs/SETTINGS.md (Markdown), generated from specFields().
std::string settingsMarkdown();

}  // namespace nnlab

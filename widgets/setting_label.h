#pragma once
// A setting's name and help in the app are its declaration's (core/field_spec.h, issue 28): a
// panel binds its box to the field and the row's label and the box's tool tip are the schema's
// label and help, translated in the "nnlab::settings" context (widgets/engine_text.h). A panel
// types no name of its own for a setting the schema declares (test_gui_i18n compares them).
#include <QString>

#include "core/field_spec.h"

class QCheckBox;
class QFormLayout;
class QGroupBox;
class QWidget;

namespace nnlab::gui {

QString settingLabel(const FieldSpec& f);  // "Learning rate", in the app's language
QString settingHelp(const FieldSpec& f);   // the one-sentence help, in the app's language
// Adds the row "<label>:" for `field` to `form`; the field's tool tip is the setting's help.
void addSettingRow(QFormLayout* form, const FieldSpec& f, QWidget* field);
// A check box or a checkable group box that is named by the setting itself.
void nameBySetting(QCheckBox* box, const FieldSpec& f);
void nameBySetting(QGroupBox* box, const FieldSpec& f);

}  // namespace nnlab::gui

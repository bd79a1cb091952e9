#include "widgets/setting_label.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>

#include "widgets/engine_text.h"

namespace nnlab::gui {

QString settingLabel(const FieldSpec& f) { return engineText(kSettingsContext, std::string(f.label)); }

QString settingHelp(const FieldSpec& f) { return engineText(kSettingsContext, std::string(f.help)); }

void addSettingRow(QFormLayout* form, const FieldSpec& f, QWidget* field) {
  field->setToolTip(settingHelp(f));
  form->addRow(QCoreApplication::translate("nnlab::gui::SettingRow", "%1:").arg(settingLabel(f)), field);
}

void nameBySetting(QCheckBox* box, const FieldSpec& f) {
  box->setText(settingLabel(f));
  box->setToolTip(settingHelp(f));
}

void nameBySetting(QGroupBox* box, const FieldSpec& f) {
  box->setTitle(settingLabel(f));
  box->setToolTip(settingHelp(f));
}

}  // namespace nnlab::gui

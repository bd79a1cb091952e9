#include "gui/settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "gui/app_settings.h"

namespace nnlab::gui {

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Preferences"));
  auto* layout = new QVBoxLayout(this);
  auto* form = new QFormLayout;
  language_ = new QComboBox(this);
  language_->addItem(tr("System language"), "system");
  language_->addItem(QStringLiteral("English"), "en");
  language_->addItem(QStringLiteral("Español"), "es");
  language_->addItem(QStringLiteral("Português"), "pt");
  language_->setCurrentIndex(std::max(0, language_->findData(AppSettings::language())));
  theme_ = new QComboBox(this);
  theme_->setObjectName("themeCombo");
  theme_->addItem(tr("System"), "system");
  theme_->addItem(tr("Light"), "light");
  theme_->addItem(tr("Dark"), "dark");
  theme_->setCurrentIndex(std::max(0, theme_->findData(AppSettings::theme())));
  form->addRow(tr("Language:"), language_);
  form->addRow(tr("Theme:"), theme_);
  layout->addLayout(form);
  auto* note = new QLabel(tr("A new language is used from the next start of nnlab."), this);
  note->setWordWrap(true);
  layout->addWidget(note);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
}

void SettingsDialog::accept() {
  AppSettings::setLanguage(language_->currentData().toString());
  const QString theme = theme_->currentData().toString();
  AppSettings::setTheme(theme);
  AppSettings::applyTheme(theme);
  QDialog::accept();
}

}  // namespace nnlab::gui

#pragma once
// Preferences: language (follows the system unless chosen; takes effect at the next start)
// and theme (system, light, dark; at once).
#include <QDialog>

class QComboBox;

namespace nnlab::gui {

class SettingsDialog : public QDialog {
  Q_OBJECT
 public:
  explicit SettingsDialog(QWidget* parent = nullptr);
  void accept() override;

 private:
  QComboBox* language_ = nullptr;
  QComboBox* theme_ = nullptr;
};

}  // namespace nnlab::gui

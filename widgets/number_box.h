#pragma once
// Spin boxes that never drop what the user types. Qt's refuses a keystroke that takes the
// number past its maximum, so "50" typed into a box that ends at 10 silently became 5 (#18
// finding 10). These accept the digits, and when editing ends outside the range they set the
// nearest allowed value and say so: corrected() carries a sentence for the page to show.
#include <QDoubleSpinBox>
#include <QSpinBox>

namespace nnlab::gui {

class NumberBox : public QDoubleSpinBox {
  Q_OBJECT
 public:
  explicit NumberBox(QWidget* parent = nullptr);
  QValidator::State validate(QString& text, int& pos) const override;
  void fixup(QString& text) const override;

 signals:
  // "500 is more than 100, the largest allowed: set to 100."
  void corrected(const QString& message) const;
};

class IntBox : public QSpinBox {
  Q_OBJECT
 public:
  explicit IntBox(QWidget* parent = nullptr);
  QValidator::State validate(QString& text, int& pos) const override;
  void fixup(QString& text) const override;

 signals:
  void corrected(const QString& message) const;
};

// The sentence both boxes use.
QString rangeCorrection(const QString& typed, const QString& bound, bool above);

}  // namespace nnlab::gui

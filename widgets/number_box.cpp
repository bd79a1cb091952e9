#include "widgets/number_box.h"

#include <QCoreApplication>

namespace nnlab::gui {

namespace {

// The number in a spin box's text without its prefix and suffix, in the box's locale.
QString bare(const QAbstractSpinBox* box, const QString& text, const QString& prefix, const QString& suffix) {
  QString t = text.trimmed();
  if (!prefix.isEmpty() && t.startsWith(prefix)) t.remove(0, prefix.size());
  if (!suffix.isEmpty() && t.endsWith(suffix)) t.chop(suffix.size());
  return t.trimmed().remove(box->locale().groupSeparator());
}

}  // namespace

QString rangeCorrection(const QString& typed, const QString& bound, bool above) {
  return above ? QCoreApplication::translate("NumberBox", "%1 is more than %2, the largest allowed: set to %2.").arg(typed, bound)
               : QCoreApplication::translate("NumberBox", "%1 is less than %2, the smallest allowed: set to %2.").arg(typed, bound);
}

NumberBox::NumberBox(QWidget* parent) : QDoubleSpinBox(parent) { setCorrectionMode(CorrectToNearestValue); }

QValidator::State NumberBox::validate(QString& text, int& pos) const {
  const QValidator::State state = QDoubleSpinBox::validate(text, pos);
  if (state != QValidator::Invalid) return state;
  // A number outside the range is kept while it is typed; fixup() brings it back and says so.
  bool ok = false;
  locale().toDouble(bare(this, text, prefix(), suffix()), &ok);
  return ok ? QValidator::Intermediate : state;
}

void NumberBox::fixup(QString& text) const {
  bool ok = false;
  const QString typed = bare(this, text, prefix(), suffix());
  const double v = locale().toDouble(typed, &ok);
  if (!ok || (v >= minimum() && v <= maximum())) {
    QDoubleSpinBox::fixup(text);
    return;
  }
  const double bound = v > maximum() ? maximum() : minimum();
  text = textFromValue(bound);
  emit corrected(rangeCorrection(typed, locale().toString(bound, 'g', 10), v > maximum()));
}

IntBox::IntBox(QWidget* parent) : QSpinBox(parent) { setCorrectionMode(CorrectToNearestValue); }

QValidator::State IntBox::validate(QString& text, int& pos) const {
  const QValidator::State state = QSpinBox::validate(text, pos);
  if (state != QValidator::Invalid) return state;
  bool ok = false;
  locale().toLongLong(bare(this, text, prefix(), suffix()), &ok);
  return ok ? QValidator::Intermediate : state;
}

void IntBox::fixup(QString& text) const {
  bool ok = false;
  const QString typed = bare(this, text, prefix(), suffix());
  const qlonglong v = locale().toLongLong(typed, &ok);
  if (!ok || (v >= minimum() && v <= maximum())) {
    QSpinBox::fixup(text);
    return;
  }
  const int bound = v > maximum() ? maximum() : minimum();
  text = textFromValue(bound);
  emit corrected(rangeCorrection(typed, locale().toString(bound), v > maximum()));
}

}  // namespace nnlab::gui

#include "widgets/dense_stack_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/error.h"
#include "nn/dense_stack.h"
#include "nn/model.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

DenseStackDialog::DenseStackDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("New dense stack"));
  layers_ = new QLineEdit(QStringLiteral("784,192,10"), this);
  layers_->setObjectName("denseLayers");
  layers_->setToolTip(tr("Comma-separated layer sizes: the number of inputs, the hidden layers' units, and the "
                         "number of classes (the C trainer's --layers)."));
  activation_ = new QComboBox(this);
  activation_->setObjectName("denseActivation");
  for (const std::string& a : denseStackActivations()) activation_->addItem(QString::fromStdString(a));
  activation_->setCurrentText(QStringLiteral("sigmoid"));
  output_ = new QCheckBox(tr("Apply it to the output layer too (for the MSE loss, as the C trainer does)"), this);
  output_->setObjectName("denseOutputActivation");
  summary_ = new QLabel(this);
  summary_->setObjectName("denseSummary");
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* form = new QFormLayout;
  form->addRow(tr("Layer sizes:"), layers_);
  form->addRow(tr("Activation:"), activation_);
  form->addRow(QString(), output_);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(summary_);
  layout->addWidget(buttons_);
  setMinimumWidth(460);
  connect(layers_, &QLineEdit::textChanged, this, &DenseStackDialog::update);
  connect(activation_, &QComboBox::currentIndexChanged, this, &DenseStackDialog::update);
  connect(output_, &QCheckBox::toggled, this, &DenseStackDialog::update);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  update();
}

void DenseStackDialog::setLayers(const QString& sizes) { layers_->setText(sizes); }
void DenseStackDialog::setActivation(const QString& name) { activation_->setCurrentText(name); }
void DenseStackDialog::setActivateOutput(bool on) { output_->setChecked(on); }

std::optional<ModelSpec> DenseStackDialog::spec() const {
  try {
    DenseStack s;
    s.sizes = parseLayerSizes(layers_->text().toStdString());
    s.activation = activation_->currentText().toStdString();
    s.activateOutput = output_->isChecked();
    return denseStackSpec(s);
  } catch (const Error&) {
    return std::nullopt;
  }
}

QString DenseStackDialog::problem() const {
  try {
    DenseStack s;
    s.sizes = parseLayerSizes(layers_->text().toStdString());
    s.activation = activation_->currentText().toStdString();
    denseStackSpec(s);
    return {};
  } catch (const Error& e) {
    return errorText(e);
  }
}

void DenseStackDialog::update() {
  const auto s = spec();
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(s.has_value());
  if (!s) {
    summary_->setText(tr("<span style=\"color:#c62828;\">%1</span>").arg(problem().toHtmlEscaped()));
    return;
  }
  const ModelCheck check = checkModel(*s, Shape{}, 0);
  QStringList layers;
  for (const LayerReport& r : check.layers)
    if (r.type != "flatten") layers << QString::fromStdString(r.label + " " + r.out.str());
  summary_->setText(tr("<b>%1</b>: %2<br>%3 parameters. The input count and the class count are checked against the "
                       "dataset; images are flattened (1x28x28 gives 784 inputs).")
                        .arg(QString::fromStdString(s->name), layers.join(QStringLiteral(" → ")).toHtmlEscaped(),
                             QLocale().toString(static_cast<qlonglong>(check.totalParams))));
}

}  // namespace nnlab::gui

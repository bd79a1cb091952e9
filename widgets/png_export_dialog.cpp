#include "widgets/png_export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nnlab::gui {

PngExportDialog::PngExportDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Export PNG"));
  QSettings settings;
  dpi_ = new QSpinBox(this);
  dpi_->setObjectName("pngDpi");
  dpi_->setRange(72, 1200);
  dpi_->setSingleStep(50);
  dpi_->setValue(settings.value("export/dpi", 300).toInt());
  look_ = new QComboBox(this);
  look_->setObjectName("pngLook");
  look_->addItem(tr("For print (white background)"), static_cast<int>(ChartView::Look::Print));
  look_->addItem(tr("As on screen (theme and zoom)"), static_cast<int>(ChartView::Look::Screen));
  look_->setCurrentIndex(settings.value("export/pngLook", "print").toString() == "screen" ? 1 : 0);
  auto* form = new QFormLayout;
  form->addRow(tr("Resolution (dots per inch):"), dpi_);
  form->addRow(tr("Style:"), look_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);
}

int PngExportDialog::dpi() const { return dpi_->value(); }

ChartView::Look PngExportDialog::look() const { return static_cast<ChartView::Look>(look_->currentData().toInt()); }

void PngExportDialog::accept() {
  QSettings settings;
  settings.setValue("export/dpi", dpi());
  settings.setValue("export/pngLook", look() == ChartView::Look::Screen ? "screen" : "print");
  QDialog::accept();
}

}  // namespace nnlab::gui

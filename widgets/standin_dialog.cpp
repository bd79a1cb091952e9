#include "widgets/standin_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/files.h"
#include "data/dataset_store.h"
#include "widgets/dataset_entries.h"
#include "widgets/engine_text.h"

namespace nnlab::gui {

StandInDialog::StandInDialog(QWidget* parent, DataLocations where) : QDialog(parent), where_(std::move(where)) {
  setWindowTitle(tr("Generate a synthetic stand-in"));
  combo_ = new QComboBox(this);
  for (const StandInInfo& s : standIns())
    combo_->addItem(engineText(kDatasetsContext, s.title), QString::fromStdString(s.name));
  about_ = new QLabel(this);
  about_->setWordWrap(true);
  samples_ = new QSpinBox(this);
  samples_->setRange(2, 1000000);
  samples_->setSingleStep(1000);
  samples_->setGroupSeparatorShown(true);
  seed_ = new QSpinBox(this);
  seed_->setRange(0, 1 << 30);
  seed_->setValue(1);
  seed_->setToolTip(tr("The same seed gives the same images on every machine"));
  cost_ = new QLabel(this);
  cost_->setWordWrap(true);
  auto* form = new QFormLayout;
  form->addRow(tr("Stand-in:"), combo_);
  form->addRow(QString(), about_);
  samplesLabel_ = new QLabel(tr("Images:"), this);
  form->addRow(samplesLabel_, samples_);
  form->addRow(tr("Seed:"), seed_);
  form->addRow(QString(), cost_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Generate"));
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);
  setMinimumWidth(480);

  connect(combo_, &QComboBox::currentIndexChanged, this, [this] {
    if (const StandInInfo* s = findStandIn(standIn().toStdString())) setSamples(s->defaultSamples);
    update();
  });
  connect(samples_, &QSpinBox::valueChanged, this, &StandInDialog::update);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  if (const StandInInfo* s = findStandIn(standIn().toStdString())) setSamples(s->defaultSamples);
  update();
}

void StandInDialog::setStandIn(const QString& name) {
  for (const StandInInfo& s : standIns())
    if (QString::fromStdString(s.name) == name || QString::fromStdString(s.standsInFor) == name)
      combo_->setCurrentIndex(combo_->findData(QString::fromStdString(s.name)));
}

void StandInDialog::setSamples(qint64 samples) { samples_->setValue(static_cast<int>(std::min<qint64>(samples, samples_->maximum()))); }

void StandInDialog::setSeed(quint64 seed) { seed_->setValue(static_cast<int>(std::min<quint64>(seed, 1 << 30))); }

QString StandInDialog::costText() const { return cost_->text(); }

QString StandInDialog::standIn() const { return combo_->currentData().toString(); }

StandInOptions StandInDialog::options() const {
  StandInOptions o;
  o.samples = samples_->value();
  o.seed = static_cast<std::uint64_t>(seed_->value());
  return o;
}

void StandInDialog::update() {
  const StandInInfo* s = findStandIn(standIn().toStdString());
  if (!s) return;
  const QLocale loc;
  QStringList classes;
  for (const auto& c : s->classNames) classes << QString::fromStdString(c);
  samples_->setMinimum(std::max(2, static_cast<int>(s->classNames.size())));
  const bool curves = s->sampleShape.rank() == 2;  // light curves, stored as f32
  samplesLabel_->setText(curves ? tr("Light curves:") : tr("Images:"));
  if (curves)
    about_->setText(tr("%1 light curves, %n class(es): %2. Stands in for %3 offline: curves drawn from templates with "
                       "realistic periods, amplitudes, sampling and noise, labelled, so accuracy means something on "
                       "them, though they are not real stars.",
                       nullptr, static_cast<int>(s->classNames.size()))
                        .arg(DatasetEntries::sizeText(s->sampleShape), classes.join(QStringLiteral(", ")),
                             QString::fromStdString(s->standsInFor)));
  else
    about_->setText(tr("%1 images, %n class(es): %2. Stands in for %3 offline: procedural images that reproduce its "
                       "training costs (memory, time per epoch, device speed-ups), not its difficulty.",
                       nullptr, static_cast<int>(s->classNames.size()))
                        .arg(DatasetEntries::sizeText(s->sampleShape), classes.join(QStringLiteral(", ")),
                             QString::fromStdString(s->standsInFor)));
  const qint64 bytes = static_cast<qint64>(samples_->value()) * s->sampleShape.numel() * (curves ? 4 : 1);
  const QString size = loc.formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
  const QString name = QString::fromStdString(s->name), title = engineText(kDatasetsContext, s->title);
  // Only a copy that exists is replaced (the dialog said so when there was none, #18 finding 8).
  cost_->setText(isRegularFile(storedDatasetPath(where_, s->name))
                     ? tr("Kept as %1 (“%2”), replacing the one generated before; %3 in memory and on disk.").arg(name, title, size)
                     : tr("Kept as %1 (“%2”); %3 in memory and on disk.").arg(name, title, size));
}

}  // namespace nnlab::gui

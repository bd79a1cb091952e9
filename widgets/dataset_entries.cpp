#include "widgets/dataset_entries.h"

#include <QComboBox>
#include <QLocale>
#include <QStandardItemModel>

namespace nnlab::gui {

DatasetEntry DatasetEntries::entry(const DatasetInfo& info) {
  DatasetEntry e;
  e.name = QString::fromStdString(info.name);
  e.text = e.name;
  e.enabled = info.available;
  e.synthetic = info.synthetic;
  if (info.available && info.kind == "table") {
    e.text = tr("%1  (CSV table)").arg(QString::fromStdString(info.title));
    e.toolTip = QString::fromStdString(info.description);
  } else if (info.available) {
    const QString count = QLocale().toString(static_cast<qlonglong>(info.samples));
    const QString shape = QString::fromStdString(info.sampleShape.str());
    e.text += info.sampleShape.rank() == 2 ? tr("  (%1 light curves, %2)").arg(count, shape)
                                           : tr("  (%1 images, %2)").arg(count, shape);
    if (info.synthetic) e.text += tr(" — synthetic stand-in");
    e.toolTip = QString::fromStdString(info.description);
  } else if (info.kind == "manifest") {
    e.text += tr("  (not imported yet)");
    e.toolTip = tr("Import a copy you have (Import folder...), download it if it has an address (Download...), or work "
                   "offline with its stand-in (Generate stand-in...).") +
                QStringLiteral("\n\n") + QString::fromStdString(info.reason);
  } else {
    e.text += tr("  (not installed)");
    e.toolTip = QString::fromStdString(info.reason);
  }
  return e;
}

void DatasetEntries::fill(QComboBox* combo, const std::vector<DatasetInfo>& infos, const QString& keep) {
  combo->clear();
  auto* model = qobject_cast<QStandardItemModel*>(combo->model());
  int firstAvailable = -1;
  for (const DatasetInfo& info : infos) {
    const DatasetEntry e = entry(info);
    combo->addItem(e.text, e.name);
    QStandardItem* item = model->item(combo->count() - 1);
    item->setToolTip(e.toolTip);
    if (e.synthetic) {
      QFont italic = item->font();
      italic.setItalic(true);
      item->setFont(italic);
    }
    if (!e.enabled) item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    if (e.enabled && firstAvailable < 0) firstAvailable = combo->count() - 1;
  }
  int i = combo->findData(keep);
  if (i < 0 || !(model->item(i)->flags() & Qt::ItemIsEnabled)) i = firstAvailable;
  combo->setCurrentIndex(std::max(0, i));
}

void DatasetEntries::markBusy(QComboBox* combo, const QString& name) {
  auto* model = qobject_cast<QStandardItemModel*>(combo->model());
  const int i = name.isEmpty() ? -1 : combo->findData(name);
  if (i < 0) return;
  QStandardItem* item = model->item(i);
  item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
  item->setToolTip(tr("A job is writing %1 now; it can be chosen when the job ends.").arg(name));
}

QString DatasetEntries::aboutHtml(const Dataset& data, const std::vector<DatasetInfo>& infos) {
  const int rank = data.sampleShape().rank();
  const QString units = rank == 2 ? tr("light curves") : rank == 1 ? tr("rows") : tr("images");
  QString about = tr("%1<br><b>%2</b> %6 of %3, %4 classes<br><small>from %5</small>")
                      .arg(QString::fromStdString(data.description).toHtmlEscaped(),
                           QLocale().toString(static_cast<qlonglong>(data.size())),
                           QString::fromStdString(data.sampleShape().str()))
                      .arg(data.classes())
                      .arg(QString::fromStdString(data.source).toHtmlEscaped(), units);
  if (data.synthetic && rank == 2)
    about.prepend(tr("<p style=\"color:#ef6c00;\"><b>Synthetic stand-in:</b> light curves drawn from templates of "
                     "pulsating, eclipsing and constant stars with realistic periods, amplitudes, sampling and noise, "
                     "not observations of real stars. Accuracy on them says how a model does on the templates.</p>"));
  else if (data.synthetic)
    about.prepend(tr("<p style=\"color:#ef6c00;\"><b>Synthetic stand-in:</b> procedural images with the real set's shape "
                     "and class count. They measure training costs (memory, time, speed-ups), not accuracy on real "
                     "data.</p>"));
  for (const DatasetInfo& info : infos)
    if (info.name == data.name && !info.citation.empty())
      about += QStringLiteral("<br><small>%1 (%2)</small>")
                   .arg(QString::fromStdString(info.citation).toHtmlEscaped(), QString::fromStdString(info.licence).toHtmlEscaped());
  return about;
}

}  // namespace nnlab::gui

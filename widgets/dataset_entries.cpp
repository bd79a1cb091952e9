#include "widgets/dataset_entries.h"

#include <QComboBox>
#include <QStandardItemModel>

#include "widgets/engine_text.h"
#include "widgets/message_text.h"
#include "widgets/number_text.h"

namespace nnlab::gui {

namespace {

const DatasetInfo* findInfo(const std::vector<DatasetInfo>& infos, const std::string& name) {
  for (const DatasetInfo& info : infos)
    if (info.name == name) return &info;
  return nullptr;
}

}  // namespace

QString DatasetEntries::sizeText(const Shape& shape) {
  if (shape.rank() == 3) {
    const auto c = shape[0], h = shape[1], w = shape[2];
    if (c == 1) return tr("%1x%2 gray").arg(w).arg(h);
    if (c == 3) return tr("%1x%2 RGB").arg(w).arg(h);
    return tr("%1x%2, %3 channels").arg(w).arg(h).arg(c);
  }
  if (shape.rank() == 1) return tr("%n feature(s)", nullptr, static_cast<int>(shape[0]));
  return QString::fromStdString(shape.str());
}

QString DatasetEntries::title(const DatasetInfo& info) {
  return info.title.empty() ? QString::fromStdString(info.name) : engineText(kDatasetsContext, info.title);
}

DatasetEntry DatasetEntries::entry(const DatasetInfo& info) {
  DatasetEntry e;
  e.name = QString::fromStdString(info.name);
  e.text = e.name;
  e.enabled = info.available;
  e.synthetic = info.synthetic;
  const QString about = title(info) + (info.summary.empty() ? QString() : QStringLiteral("\n") + enginePlainText(kDatasetsContext, info.summary));
  if (info.available && info.kind == "table") {
    e.text = tr("%1  (CSV table)").arg(QString::fromStdString(info.title));
    e.toolTip = QString::fromStdString(info.description);
  } else if (info.available) {
    // Image sizes as width x height, as the descriptions give them (the list said 1x148x197
    // where the description said 197x148, #18 finding 8).
    e.text += info.sampleShape.rank() == 2   ? tr("  (%1 light curves, %2)").arg(countText(info.samples), sizeText(info.sampleShape))
              : info.sampleShape.rank() == 1 ? tr("  (%1 rows, %2)").arg(countText(info.samples), sizeText(info.sampleShape))
                                             : tr("  (%1 images, %2)").arg(countText(info.samples), sizeText(info.sampleShape));
    if (info.synthetic) e.text += tr(" — synthetic stand-in");
    e.toolTip = about;
  } else if (info.kind == "manifest") {
    e.text += tr("  (not imported yet)");
    e.toolTip = about + QStringLiteral("\n\n") +
                tr("Import a copy you have (Import folder...), download it if it has an address (Download...), or work "
                   "offline with its stand-in (Generate stand-in...).") +
                QStringLiteral("\n\n") + messageText(info.reason);
  } else {
    e.text += tr("  (not installed)");
    e.toolTip = messageText(info.reason);
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
  const DatasetInfo* info = findInfo(infos, data.name);
  QString about = QStringLiteral("<b>%1</b>").arg((info ? title(*info) : QString::fromStdString(data.name)).toHtmlEscaped());
  if (info && !info->summary.empty()) about += QStringLiteral("<br>") + engineRichText(kDatasetsContext, info->summary);
  const Shape shape = data.sampleShape();
  about += QStringLiteral("<br>") +
           (shape.rank() == 2   ? tr("<b>%1</b> light curves of %2, %n class(es)", nullptr, data.classes())
                                      .arg(countText(static_cast<qint64>(data.size())), sizeText(shape))
            : shape.rank() == 1 ? tr("<b>%1</b> rows of %2, %n class(es)", nullptr, data.classes())
                                      .arg(countText(static_cast<qint64>(data.size())), sizeText(shape))
                                : tr("<b>%1</b> images of %2 (model input %3), %n class(es)", nullptr, data.classes())
                                      .arg(countText(static_cast<qint64>(data.size())), sizeText(shape),
                                           QString::fromStdString(shape.str())));
  about += QStringLiteral("<br><small>") + tr("from %1").arg(messageText(data.source).toHtmlEscaped()) +
           QStringLiteral("</small>");
  if (data.synthetic && shape.rank() == 2)
    about.prepend(tr("<p style=\"color:#ef6c00;\"><b>Synthetic stand-in:</b> light curves drawn from templates of "
                     "pulsating, eclipsing and constant stars with realistic periods, amplitudes, sampling and noise, "
                     "not observations of real stars. Accuracy on them says how a model does on the templates.</p>"));
  else if (data.synthetic)
    about.prepend(tr("<p style=\"color:#ef6c00;\"><b>Synthetic stand-in:</b> procedural images with the real set's shape "
                     "and class count. They measure training costs (memory, time, speed-ups), not accuracy on real "
                     "data.</p>"));
  if (info && !info->citation.empty())
    about += QStringLiteral("<br><small>%1 (%2)</small>")
                 .arg(QString::fromStdString(info->citation).toHtmlEscaped(), QString::fromStdString(info->licence).toHtmlEscaped());
  return about;
}

}  // namespace nnlab::gui

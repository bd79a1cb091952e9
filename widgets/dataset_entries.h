#pragma once
// How the data page shows a dataset: its list entry (text, tooltip, whether it can be chosen)
// and, once loaded, its description. Synthetic stand-ins are marked in both, so nobody takes
// their numbers for real data.
#include <QCoreApplication>
#include <QString>
#include <vector>

#include "data/dataset_catalog.h"

class QComboBox;

namespace nnlab::gui {

struct DatasetEntry {
  QString name;
  QString text;     // "mnist  (10,000 images, 28x28 gray)", "... — synthetic stand-in", "...  (not imported yet)"
  QString toolTip;  // title and summary, or why it is missing and what to do
  bool enabled = false;
  bool synthetic = false;
};

class DatasetEntries {
  Q_DECLARE_TR_FUNCTIONS(DatasetEntries)

 public:
  // An image size as the descriptions write it, width x height with the colours ("197x148
  // gray"; the model's input is C x H x W: 1x148x197); a table's width in features.
  static QString sizeText(const Shape& shape);
  // The entry's title in the app's language ("Synthetic fish masks (stand-in)"), else its name.
  static QString title(const DatasetInfo& info);
  static DatasetEntry entry(const DatasetInfo& info);
  // Fills a combo box with the entries (unavailable ones disabled, stand-ins in italics) and
  // chooses `keep`, or the first available one when `keep` cannot be chosen.
  static void fill(QComboBox* combo, const std::vector<DatasetInfo>& infos, const QString& keep);
  // Disables the entry a running job writes (its cache is being replaced), saying so.
  static void markBusy(QComboBox* combo, const QString& name);
  // Rich text for the data page: title, summary, size (and the model input it makes), source;
  // a warning line for a stand-in; citation and licence when the catalog knows them.
  static QString aboutHtml(const Dataset& data, const std::vector<DatasetInfo>& infos);
};

}  // namespace nnlab::gui

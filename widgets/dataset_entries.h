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
  QString text;     // "mnist  (10,000 images, 1x28x28)", "... — synthetic stand-in", "...  (not imported yet)"
  QString toolTip;  // the description, or why it is missing and what to do
  bool enabled = false;
  bool synthetic = false;
};

class DatasetEntries {
  Q_DECLARE_TR_FUNCTIONS(DatasetEntries)

 public:
  static DatasetEntry entry(const DatasetInfo& info);
  // Fills a combo box with the entries (unavailable ones disabled, stand-ins in italics) and
  // chooses `keep`, or the first available one when `keep` cannot be chosen.
  static void fill(QComboBox* combo, const std::vector<DatasetInfo>& infos, const QString& keep);
  // Disables the entry a running job writes (its cache is being replaced), saying so.
  static void markBusy(QComboBox* combo, const QString& name);
  // Rich text for the data page: description, size, source; a warning line for a stand-in;
  // citation and licence when the catalog knows them.
  static QString aboutHtml(const Dataset& data, const std::vector<DatasetInfo>& infos);
};

}  // namespace nnlab::gui

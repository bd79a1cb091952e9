#pragma once
// HistoryModel: the history's runs as a table (one RunSummary per row), with a tick per row for
// "compare" and an editable name; HistoryFilter sorts on the raw values (numbers as numbers) and
// filters by search text, device and status. Both are plain Qt models over engine values.
#include <QAbstractTableModel>
#include <QSet>
#include <QSortFilterProxyModel>
#include <vector>

#include "experiment/history_store.h"

namespace nnlab::gui {

class HistoryModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Compare, Name, Model, Data, Device, Precision, Batch, Epochs, Time, Throughput, ValAccuracy, TestAccuracy,
                Status, Date, Columns };
  static constexpr int kSortRole = Qt::UserRole + 1;
  static constexpr int kRunIdRole = Qt::UserRole + 2;

  explicit HistoryModel(QObject* parent = nullptr);
  // Replaces the rows, keeping the ticks of runs that are still there.
  void setRuns(std::vector<RunSummary> runs);
  const std::vector<RunSummary>& runs() const { return runs_; }
  const RunSummary* runAt(int row) const;
  int rowOfId(qint64 id) const;
  QList<qint64> tickedIds() const;  // in the table's order
  void setTicked(qint64 id, bool on);
  void clearTicks();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;

 signals:
  void ticksChanged();
  void renameRequested(qint64 id, const QString& label);

 private:
  std::vector<RunSummary> runs_;
  QSet<qint64> ticked_;
};

class HistoryFilter : public QSortFilterProxyModel {
  Q_OBJECT
 public:
  explicit HistoryFilter(QObject* parent = nullptr);
  void setSearch(const QString& text);
  void setDevice(const QString& device);  // empty: all
  void setStatus(const QString& status);  // empty: all

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

 private:
  QString search_, device_, status_;
};

}  // namespace nnlab::gui

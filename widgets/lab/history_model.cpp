#include "widgets/lab/history_model.h"

#include <QColor>
#include <QLocale>
#include <cmath>

#include "core/format.h"
#include "widgets/engine_text.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// The engine's text (the CLI prints the same), in the app's language.
QString statusText(RunStatus s) { return engineText(kRunsContext, runStatusText(s)); }

double wallSeconds(const RunSummary& r) {
  return std::isfinite(r.totalSeconds) && r.totalSeconds > 0 ? r.totalSeconds : r.trainSeconds + r.validationSeconds;
}

QString percent(double v) {
  return std::isfinite(v) ? QLocale().toString(100.0 * v, 'f', 2) + QStringLiteral(" %") : QString();
}

}  // namespace

HistoryModel::HistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void HistoryModel::setRuns(std::vector<RunSummary> runs) {
  beginResetModel();
  runs_ = std::move(runs);
  QSet<qint64> still;
  for (const auto& r : runs_)
    if (ticked_.contains(r.id)) still.insert(r.id);
  const bool changed = still.size() != ticked_.size();
  ticked_ = still;
  endResetModel();
  if (changed) emit ticksChanged();
}

const RunSummary* HistoryModel::runAt(int row) const {
  return row >= 0 && row < static_cast<int>(runs_.size()) ? &runs_[static_cast<std::size_t>(row)] : nullptr;
}

int HistoryModel::rowOfId(qint64 id) const {
  for (std::size_t i = 0; i < runs_.size(); ++i)
    if (runs_[i].id == id) return static_cast<int>(i);
  return -1;
}

QList<qint64> HistoryModel::tickedIds() const {
  QList<qint64> ids;
  for (const auto& r : runs_)
    if (ticked_.contains(r.id)) ids << r.id;
  return ids;
}

void HistoryModel::setTicked(qint64 id, bool on) {
  const int row = rowOfId(id);
  if (row < 0 || ticked_.contains(id) == on) return;
  if (on)
    ticked_.insert(id);
  else
    ticked_.remove(id);
  emit dataChanged(index(row, Compare), index(row, Compare), {Qt::CheckStateRole});
  emit ticksChanged();
}

void HistoryModel::clearTicks() {
  if (ticked_.isEmpty()) return;
  ticked_.clear();
  if (!runs_.empty()) emit dataChanged(index(0, Compare), index(rowCount() - 1, Compare), {Qt::CheckStateRole});
  emit ticksChanged();
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Compare: return tr("Compare");
    case Name: return tr("Name");
    case Model: return tr("Model");
    case Data: return tr("Data");
    case Device: return tr("Device");
    case Precision: return tr("Precision");
    case Batch: return tr("Batch");
    case Epochs: return tr("Epochs");
    case Time: return tr("Time");
    case Throughput: return tr("Samples/s");
    case ValAccuracy: return tr("Best val. acc.");
    case TestAccuracy: return tr("Test acc.");
    case Status: return tr("Status");
    case Date: return tr("Date");
  }
  return {};
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
  const RunSummary* r = runAt(index.row());
  if (!r) return {};
  const int c = index.column();
  if (role == kRunIdRole) return static_cast<qlonglong>(r->id);
  if (role == Qt::CheckStateRole && c == Compare) return ticked_.contains(r->id) ? Qt::Checked : Qt::Unchecked;
  if (role == Qt::TextAlignmentRole && (c == Batch || c == Epochs || c == Time || c == Throughput || c == ValAccuracy ||
                                        c == TestAccuracy))
    return int(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::ToolTipRole) {
    if (c == Status && !r->message.empty()) return messageText(r->message);  // stored in English
    if (c == Data && r->synthetic)
      return tr("A synthetic stand-in: its accuracy says nothing about real data; its times and speed-ups do.");
    if (c == Throughput) return tr("Training samples per second, the first (warm-up) epoch left out");
    if (c == Name) return tr("%1 — run %2, %3 on %4 (build %5)").arg(text(r->label)).arg(r->id).arg(text(r->uid), text(r->hostname), text(r->build));
    return {};
  }
  if (role == Qt::ForegroundRole && c == Status) {
    if (r->status == RunStatus::Diverged || r->status == RunStatus::Failed) return QColor(200, 40, 40);
    if (r->status == RunStatus::Interrupted || r->status == RunStatus::Unknown) return QColor(190, 120, 0);
    return {};
  }
  const QLocale loc;
  if (role == kSortRole) {
    switch (c) {
      case Compare: return ticked_.contains(r->id) ? 1 : 0;
      case Batch: return r->batch;
      case Epochs: return r->epochsDone;
      case Time: return wallSeconds(*r);
      case Throughput: return std::isfinite(r->samplesPerSecond) ? r->samplesPerSecond : -1.0;
      case ValAccuracy: return std::isfinite(r->bestValAccuracy) ? r->bestValAccuracy : -1.0;
      case TestAccuracy: return std::isfinite(r->testAccuracy) ? r->testAccuracy : -1.0;
      case Date: return text(r->created);
      default: return data(index, Qt::DisplayRole).toString().toLower();
    }
  }
  if (role == Qt::EditRole && c == Name) return text(r->label);
  if (role != Qt::DisplayRole) return {};
  switch (c) {
    case Compare: return QString::number(r->id);
    case Name: return text(r->label);
    case Model: return text(r->model);
    case Data: return r->synthetic ? tr("%1 (synthetic)").arg(text(r->dataset)) : text(r->dataset);
    case Device: return text(r->device);
    case Precision: return text(r->precision);
    case Batch: return loc.toString(r->batch);
    case Epochs: return tr("%1 of %2").arg(r->epochsDone).arg(r->epochsPlanned);
    case Time: return r->epochsDone ? text(formatSeconds(wallSeconds(*r))) : QString();
    case Throughput: return std::isfinite(r->samplesPerSecond) && r->samplesPerSecond > 0 ? loc.toString(r->samplesPerSecond, 'f', 0) : QString();
    case ValAccuracy: return percent(r->bestValAccuracy);
    case TestAccuracy: return percent(r->testAccuracy);
    case Status: return statusText(r->status);
    case Date: return r->created.size() >= 16 ? text(r->created.substr(0, 10) + " " + r->created.substr(11, 5)) : text(r->created);
  }
  return {};
}

Qt::ItemFlags HistoryModel::flags(const QModelIndex& index) const {
  Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if (index.column() == Compare) f |= Qt::ItemIsUserCheckable;
  if (index.column() == Name) f |= Qt::ItemIsEditable;
  return f;
}

bool HistoryModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  const RunSummary* r = runAt(index.row());
  if (!r) return false;
  if (role == Qt::CheckStateRole && index.column() == Compare) {
    setTicked(r->id, value.toInt() == Qt::Checked);
    return true;
  }
  if (role == Qt::EditRole && index.column() == Name) {
    const QString label = value.toString().trimmed();
    if (label.isEmpty() || label.toStdString() == r->label) return false;
    runs_[static_cast<std::size_t>(index.row())].label = label.toStdString();
    emit dataChanged(index, index);
    emit renameRequested(r->id, label);
    return true;
  }
  return false;
}

HistoryFilter::HistoryFilter(QObject* parent) : QSortFilterProxyModel(parent) {
  setSortRole(HistoryModel::kSortRole);
  setSortCaseSensitivity(Qt::CaseInsensitive);
}

void HistoryFilter::setSearch(const QString& text) {
  search_ = text.trimmed();
  invalidateFilter();
}

void HistoryFilter::setDevice(const QString& device) {
  device_ = device;
  invalidateFilter();
}

void HistoryFilter::setStatus(const QString& status) {
  status_ = status;
  invalidateFilter();
}

bool HistoryFilter::filterAcceptsRow(int row, const QModelIndex&) const {
  const auto* m = static_cast<const HistoryModel*>(sourceModel());
  const RunSummary* r = m->runAt(row);
  if (!r) return false;
  if (!device_.isEmpty() && text(r->device) != device_) return false;
  if (!status_.isEmpty() && QString::fromLatin1(runStatusName(r->status)) != status_) return false;
  if (search_.isEmpty()) return true;
  for (const std::string* s : {&r->label, &r->name, &r->model, &r->dataset, &r->device, &r->precision, &r->uid})
    if (text(*s).contains(search_, Qt::CaseInsensitive)) return true;
  return false;
}

}  // namespace nnlab::gui

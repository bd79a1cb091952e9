#include "widgets/run_data.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "core/precision.h"
#include "experiment/analysis.h"
#include "data/synthetic.h"
#include "widgets/engine_text.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

QString RunData::title() const { return label.isEmpty() ? tr("Run %1").arg(id) : label; }

QString RunData::legendName() const { return legend.isEmpty() ? title() : legend; }

RunData RunData::fromRecord(const RunRecord& record) {
  RunData r;
  r.spec = record.spec;
  r.label = QString::fromStdString(record.label);
  r.state = State::Finished;
  r.status = record.result.status;
  r.message = messageText(record.result.message);  // stored in English, shown in the app's language
  r.backendDescription = QString::fromStdString(record.backendDescription);
  for (const auto& n : record.classNames) r.classNames << QString::fromStdString(n);
  r.epochs = record.result.epochs;
  r.test = record.result.test;
  for (const auto& e : record.result.epochs) {
    const auto n = static_cast<double>(e.batchLosses.size());
    for (std::size_t b = 0; b < e.batchLosses.size(); ++b) {
      r.batchX << (e.epoch - 1) + static_cast<double>(b + 1) / n;
      r.batchLoss << e.batchLosses[b];
    }
  }
  r.record = record;
  return r;
}

QString RunData::modelName() const {
  if (!spec.model.name.empty()) return QString::fromStdString(spec.model.name);
  return QString::fromStdString(spec.modelRef);
}

bool RunData::synthetic() const {
  if (record && !record->dataset.name.empty()) return record->dataset.synthetic;
  return findStandIn(spec.dataset) != nullptr;  // before the record: the stand-ins are the synthetic names
}

QString RunData::datasetLabel() const {
  const QString name = QString::fromStdString(spec.dataset);
  return synthetic() ? tr("%1 (synthetic)").arg(name) : name;
}

QString RunData::precisionName() const { return QString::fromLatin1(nnlab::precisionName(spec.train.precision)); }

QString RunData::deviceLabel() const {
  if (spec.dataParallel() && spec.devices.size() > 1) {  // every device of the run: "4 x H100 (cuda:0-3) fp16"
    const QString set = QString::fromStdString(spec.deviceLabel(record && record->gpu ? record->gpu->name : std::string()));
    const auto list = spec.deviceList();
    return std::any_of(list.begin(), list.end(), isGpuDevice) ? tr("%1 %2").arg(set, precisionName()) : set;
  }
  const QString backend = QString::fromStdString(spec.backend);
  if (isDevice(spec.backend, DeviceRef::Kind::CpuBlas))
    return spec.threads > 0 ? tr("%1, %n thread(s)", nullptr, spec.threads).arg(backend)
                            : tr("%1, all cores").arg(backend);
  if (isGpuDevice(spec.backend))
    return spec.train.graphs ? tr("%1 %2, graphs").arg(backend, precisionName()) : tr("%1 %2").arg(backend, precisionName());
  return backend;
}

QString RunData::statusText() const {
  if (!notStored.isEmpty() && state == State::Finished) return tr("%1, not stored in the history").arg(statusName());
  return statusName();
}

QString RunData::statusName() const {
  if (failedBeforeTraining) return tr("error");
  if (state != State::Finished) return state == State::Preparing ? tr("preparing") : tr("training");
  return engineText(kRunsContext, runStatusText(status));  // the engine's text, as the CLI prints it
}

double RunData::trainSeconds() const {
  double s = 0.0;
  for (const auto& e : epochs) s += e.trainSeconds;
  return s;
}

double RunData::totalSeconds() const {
  if (record) return record->result.totalSeconds;
  double s = 0.0;
  for (const auto& e : epochs) s += e.trainSeconds + e.valSeconds;
  if (test) s += test->seconds;
  return s;
}

double RunData::samplesPerSecond() const {
  return sumEpochs(epochs, warmupEpochs(static_cast<int>(epochs.size()))).samplesPerSecond;
}

std::optional<double> RunData::testAccuracy() const {
  if (!test) return std::nullopt;
  return test->metrics.accuracy;
}

QColor runColor(int id) {
  // Tableau-like hues that stay readable on white and on dark grey.
  static const QColor colors[] = {QColor(31, 119, 180), QColor(230, 97, 1),  QColor(44, 160, 44),
                                  QColor(214, 39, 40),  QColor(148, 103, 189), QColor(140, 86, 75),
                                  QColor(227, 119, 194), QColor(23, 190, 207), QColor(188, 189, 34)};
  const int n = static_cast<int>(std::size(colors));
  return colors[((id - 1) % n + n) % n];
}

QVector<double> smoothed(const QVector<double>& values, double alpha) {
  QVector<double> out;
  out.reserve(values.size());
  double s = 0.0;
  for (int i = 0; i < values.size(); ++i) {
    // Bias-corrected EMA, so the first points are not pulled towards 0.
    s = alpha * values[i] + (1.0 - alpha) * s;
    out.push_back(s / (1.0 - std::pow(1.0 - alpha, i + 1)));
  }
  return out;
}

}  // namespace nnlab::gui

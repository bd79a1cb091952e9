#include "cli/cli_run_output.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>

#include "cli/cli_common.h"
#include "core/error.h"
#include "core/format.h"
#include "experiment/energy_summary.h"

namespace nnlab::cli {

ProgressPrinter::ProgressPrinter(bool quiet, std::string prefix)
    : quiet_(quiet), live_(!quiet && stderrIsTerminal()), prefix_(std::move(prefix)) {}

void ProgressPrinter::onRunReady(const RunRecord& rec) {
  if (quiet_) return;
  const auto& d = rec.dataset;
  std::fprintf(stderr, "%s       %s: %lld samples (%s), split %lld/%lld/%lld; %s; model %s parameters; "
                       "data load %s, model creation %s\n",
               prefix_.c_str(), d.name.c_str(), static_cast<long long>(d.samples), d.description.c_str(),
               static_cast<long long>(d.splitSizes[0]), static_cast<long long>(d.splitSizes[1]),
               static_cast<long long>(d.splitSizes[2]), rec.backendDescription.c_str(), formatCount(rec.params).c_str(),
               formatSeconds(rec.dataSeconds).c_str(), formatSeconds(rec.modelSeconds).c_str());
}

void ProgressPrinter::onBatch(const BatchProgress& p) {
  if (!live_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100) && p.batch != p.batches) return;
  last_ = now;
  std::fprintf(stderr, "\r%s  epoch %d/%d  batch %lld/%lld  loss %.4f  %.0f samples/s   ", prefix_.c_str(), p.epoch,
               p.epochs, static_cast<long long>(p.batch), static_cast<long long>(p.batches), p.loss, p.samplesPerSecond);
}

void ProgressPrinter::onEpochEnd(const EpochRecord& r) {
  if (quiet_) return;
  if (live_) std::fprintf(stderr, "\r%100s\r", "");
  std::fprintf(stderr, "%sepoch %3d  lr %-8.4g train loss %.4f acc %6.2f %%", prefix_.c_str(), r.epoch, r.lr, r.trainLoss,
               100.0 * r.trainAccuracy);
  if (std::isfinite(r.valAccuracy))
    std::fprintf(stderr, "  val loss %.4f acc %6.2f %% F1 %.4f", r.valLoss, 100.0 * r.valAccuracy, r.valMacroF1);
  std::fprintf(stderr, "  train %s (%.0f samples/s)  val %s\n", formatSeconds(r.trainSeconds).c_str(), r.samplesPerSecond,
               formatSeconds(r.valSeconds).c_str());
}

void ProgressPrinter::onTestEnd(const EvalResult& r) {
  if (quiet_) return;
  std::fprintf(stderr, "%stest       loss %.4f acc %6.2f %%  macro F1 %.4f  (%lld samples, %s)\n", prefix_.c_str(), r.loss,
               100.0 * r.metrics.accuracy, r.metrics.macroF1, static_cast<long long>(r.metrics.samples),
               formatSeconds(r.seconds).c_str());
}

void ProgressPrinter::onRunEnd(const RunRecord& rec) {
  if (quiet_) return;
  for (const auto& [what, text] : parallelLines(rec))
    std::fprintf(stderr, "%s%-13s %s\n", prefix_.c_str(), what.c_str(), text.c_str());
  for (const auto& [what, text] : energyLines(rec))
    std::fprintf(stderr, "%s%-13s %s\n", prefix_.c_str(), what.c_str(), text.c_str());
}

void RecordFileWriter::onRunReady(const RunRecord& rec) {
  rec_ = rec;
  write();
}

void RecordFileWriter::onEpochEnd(const EpochRecord& e) {
  rec_.result.epochs.push_back(e);
  write();
}

void RecordFileWriter::onRunEnd(const RunRecord& rec) {
  rec_ = rec;
  write();
}

void RecordFileWriter::write() {
  try {
    writeTextFileAtomic(json_, rec_.toJson().dump(2) + "\n");
    writeTextFileAtomic(csv_, rec_.epochsCsv());
  } catch (const Error& e) {
    if (error_.empty()) error_ = e.what();
  }
}

void HistoryOptions::add(CLI::App* c, bool store) {
  c->add_option("--history", path,
                std::string(store ? "store the run in this history file" : "the history file to read") + " [" +
                    HistoryStore::defaultPath() + "]");
  if (store) c->add_flag("--no-history", none, "do not store the run in the history");
}

std::unique_ptr<HistoryStore> HistoryOptions::open(bool forWriting) const {
  if (none) return nullptr;
  const std::string p = resolved();
  try {
    if (!forWriting && ::access(p.c_str(), F_OK) == 0 && ::access(p.c_str(), W_OK) != 0)
      return HistoryStore::open(p, HistoryStore::Mode::ReadOnly);
    return HistoryStore::open(p, HistoryStore::Mode::ReadWrite);
  } catch (const Error& e) {
    fail(e.kind(), std::string(e.what()) + " (--history FILE names another history" + (forWriting ? ", --no-history stores nothing" : "") +
                       ")");
  }
}

}  // namespace nnlab::cli

#include "cli/cli_run_output.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <filesystem>

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

void HistoryOptions::add(CLI::App* c, bool store, const std::string& what, bool optional) {
  c->add_option("--history", path,
                std::string(store ? "store " + what + " in this history file" : "the history file to read") + " [" +
                    HistoryStore::defaultPath() + "]");
  if (store && optional) c->add_flag("--no-history", none, "do not store " + what + " in the history");
}

std::unique_ptr<HistoryStore> HistoryOptions::open(bool forWriting) const {
  if (none) return nullptr;
  const std::string p = resolved();
  try {
    // Reading never writes: not even to mark interrupted runs (readers see them as such anyway).
    auto store = HistoryStore::open(p, forWriting ? HistoryStore::Mode::ReadWrite : HistoryStore::Mode::ReadOnly);
    if (forWriting) {  // runs that could not be stored last time come in now
      std::vector<std::string> problems;
      if (const int n = store->takeRecoveryFiles(&problems))
        std::fprintf(stderr, "nnlab-cli: %d run(s) that could not be stored earlier are now in %s\n", n, p.c_str());
      for (const auto& m : problems) std::fprintf(stderr, "nnlab-cli: warning: a recovery file was not taken: %s\n", m.c_str());
    }
    return store;
  } catch (const Error& e) {
    fail(e.kind(), std::string(e.what()) + " (--history FILE names another history" + (forWriting ? ", --no-history stores nothing" : "") +
                       ")");
  }
}

void refuseSameFiles(const std::vector<std::pair<std::string, std::string>>& named) {
  namespace fs = std::filesystem;
  auto key = [](const std::string& p) {
    std::error_code ec;
    const fs::path c = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? fs::absolute(p).lexically_normal().string() : c.string();
  };
  for (std::size_t i = 0; i < named.size(); ++i) {
    if (named[i].second.empty()) continue;
    for (std::size_t j = i + 1; j < named.size(); ++j) {
      if (named[j].second.empty()) continue;
      std::error_code ec;
      const bool same = fs::equivalent(named[i].second, named[j].second, ec) || key(named[i].second) == key(named[j].second);
      // The history's companions (-wal, -shm, -journal) are the history too.
      const bool companion = [&] {
        for (const char* suffix : {"-wal", "-shm", "-journal"})
          if (key(named[j].second) == key(named[i].second) + suffix || key(named[i].second) == key(named[j].second) + suffix)
            return true;
        return false;
      }();
      if (same || companion)
        fail(ErrorKind::InvalidArgument, named[i].first + " and " + named[j].first + " name the same file ('" + named[j].second +
                                             "'): one would overwrite the other; name another file");
    }
  }
}

}  // namespace nnlab::cli

#pragma once
// RunObserver: the one interface through which a run reports itself — run start, run ready (data
// loaded, device and model built), phase start/end, batch, epoch end, test end, run end. The CLI's
// printer, the app's worker signals, the history store and the power sampler are all observers;
// ObserverList fans one run out to several. Callbacks arrive on the training thread.
#include <memory>
#include <vector>

#include "experiment/run_record.h"
#include "hw/power/power_sampler.h"
#include "train/trainer.h"

namespace nnlab {

class RunObserver : public TrainObserver {
 public:
  // The run began: id, label, spec, created, host, build are set; nothing is loaded yet.
  virtual void onRunStart(const RunRecord& rec) {}
  // Data loaded and split, device and model built: dataset facts, backend, GPU and parameter
  // count are set. Training starts next.
  virtual void onRunReady(const RunRecord& rec) {}
  // A run that measures its energy started its power sampler (before the idle baseline): readers
  // may keep it and read its trace from any thread (trace(cursor), update(cursor)), during the run
  // and after it ended.
  virtual void onPowerSampler(std::shared_ptr<const PowerSampler> sampler) {}
  // The run ended, in every case: status and message set (failed when setup threw; the error
  // then propagates to the caller after this call), the finished epochs and the test kept.
  virtual void onRunEnd(const RunRecord& rec) {}
};

class ObserverList final : public RunObserver {
 public:
  ObserverList() = default;
  ObserverList(std::initializer_list<RunObserver*> list) {
    for (RunObserver* o : list) add(o);
  }
  void add(RunObserver* o) {
    if (o) list_.push_back(o);
  }
  void onRunStart(const RunRecord& r) override { each([&](RunObserver* o) { o->onRunStart(r); }); }
  void onRunReady(const RunRecord& r) override { each([&](RunObserver* o) { o->onRunReady(r); }); }
  void onPowerSampler(std::shared_ptr<const PowerSampler> s) override { each([&](RunObserver* o) { o->onPowerSampler(s); }); }
  void onRunEnd(const RunRecord& r) override { each([&](RunObserver* o) { o->onRunEnd(r); }); }
  void onPhaseStart(Phase p, int e) override { each([&](RunObserver* o) { o->onPhaseStart(p, e); }); }
  void onPhaseEnd(Phase p, int e, double s) override { each([&](RunObserver* o) { o->onPhaseEnd(p, e, s); }); }
  void onEpochStart(int e, int n) override { each([&](RunObserver* o) { o->onEpochStart(e, n); }); }
  void onBatch(const BatchProgress& b) override { each([&](RunObserver* o) { o->onBatch(b); }); }
  void onEpochEnd(const EpochRecord& r) override { each([&](RunObserver* o) { o->onEpochEnd(r); }); }
  void onTestEnd(const EvalResult& r) override { each([&](RunObserver* o) { o->onTestEnd(r); }); }

 private:
  template <class F>
  void each(F f) {
    for (RunObserver* o : list_) f(o);
  }
  std::vector<RunObserver*> list_;
};

}  // namespace nnlab

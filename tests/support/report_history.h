#pragma once
// A small history for the report's suites, made in milliseconds from records written by hand (no
// training): a sweep of batch 16 and 32 x 2 repeats (one run failed, one interrupted), a device
// comparison (cpu-reference, cpu-blas x2 repeats) and two runs that measured their energy, with
// dates, seeds, a host, a build and a power trace. Every figure the report shows comes from them.
#include <string>

#include "experiment/compare_devices.h"
#include "experiment/history_store.h"
#include "experiment/sweep_spec.h"

namespace nnlab::test {

struct ReportHistory {
  std::string path;
  std::string sweepUid, devicesUid;
  std::int64_t energyA = 0, energyB = 0;
};

inline RunRecord reportRun(const ExperimentSpec& spec, double trainSeconds, double accuracy, int day, int minute) {
  RunRecord r;
  r.id = "2026112" + std::to_string(day) + "T10" + (minute < 10 ? "0" : "") + std::to_string(minute) + "00Z-" +
         std::to_string(1000 + day * 100 + minute);
  r.spec = spec;
  r.label = defaultRunLabel(spec);
  r.result.status = RunStatus::Completed;
  r.createdUtc = "2026-11-2" + std::to_string(day) + "T10:" + (minute < 10 ? "0" : "") + std::to_string(minute) + ":00Z";
  r.finishedUtc = "2026-11-2" + std::to_string(day) + "T11:00:00Z";
  r.build = "0.1.0+test";
  r.hostname = "lab-pc";
  r.backendDescription = spec.backend + " (test)";
  r.host.model = "Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz";
  r.host.logicalCores = 8;
  r.host.physicalCores = 4;
  r.dataset.name = spec.dataset;
  r.dataset.synthetic = false;
  r.dataset.samples = 1797;
  r.dataset.sampleShape = {1, 8, 8};
  r.dataset.classes = 10;
  r.dataset.splitSizes = {1527, 36, 234};
  for (int e = 1; e <= spec.train.epochs; ++e) {
    EpochRecord ep;
    ep.epoch = e;
    ep.trainSeconds = e == 1 ? 3 * trainSeconds : trainSeconds;
    ep.valSeconds = trainSeconds / 10;
    ep.trainSamples = 1527;
    ep.trainLoss = 1.0 / e;
    ep.valAccuracy = accuracy - 0.1 / e;
    ep.valMacroF1 = ep.valAccuracy;
    r.result.epochs.push_back(ep);
  }
  EvalResult t;
  t.seconds = trainSeconds / 5;
  t.metrics.accuracy = accuracy;
  t.metrics.macroF1 = accuracy - 0.01;
  r.result.test = t;
  r.result.totalSeconds = spec.train.epochs * trainSeconds * 1.2;
  r.dataSeconds = 0.1;
  r.modelSeconds = 0.01;
  return r;
}

inline void addEnergy(RunRecord& r, double watts) {
  EnergyReport e;
  e.hz = 10;
  PowerSourceInfo src;
  src.id = "rapl:package-0";
  src.name = "CPU package 0";
  src.kind = PowerDeviceKind::CpuPackage;
  src.available = src.hasCounter = src.powerFromCounter = true;
  e.sources = {src};
  IntervalEnergy run;
  run.interval.label = "run";
  run.interval.begin = 0.0;
  run.interval.end = r.result.totalSeconds;
  run.dataSamples = 1527LL * r.spec.train.epochs;
  DeviceEnergy d;
  d.source = src.id;
  d.name = src.name;
  d.kind = src.kind;
  d.measured = true;
  d.seconds = run.interval.end;
  d.counterJoules = watts * d.seconds;
  d.averageWatts = watts;
  d.peakWatts = watts * 1.2;
  d.powerSamples = 20;
  run.devices = {d};
  e.intervals = {run};
  r.energy = e;
  PowerTrace trace;
  trace.hz = 10;
  trace.sources = {src};
  trace.intervals = {run.interval};
  trace.samples.resize(1);
  for (int i = 0; i <= 20; ++i) {
    PowerSample s;
    s.t = run.interval.end * i / 20.0;
    s.watts = watts * (i % 2 ? 1.1 : 0.9);
    trace.samples[0].push_back(s);
  }
  r.powerTrace = trace;
  r.spec.energy.enabled = true;
}

inline ReportHistory makeReportHistory(const std::string& path) {
  ReportHistory h;
  h.path = path;
  auto store = HistoryStore::open(path);
  ExperimentSpec base = ExperimentSpec::defaults();
  base.dataset = "mnist-bundled";
  base.train.epochs = 3;
  base.name = "digits";

  nlohmann::json sj = {{"name", "batch-study"}, {"base", base.toJson()}, {"repeats", 2},
                       {"axes", {{{"field", "training.batch"}, {"values", {16, 32}}}}}};
  const SweepSpec sweep = SweepSpec::fromJson(sj);
  h.sweepUid = sweep.uid();
  store->registerSweep(sweep.uid(), sweep.name, sweep.cells(), sweep.repeats, sweep.toJson());
  for (const SweepRun& sr : sweep.expand()) {
    RunRecord r = reportRun(sr.spec, sr.cell == 0 ? 2.0 + 0.1 * sr.repeat : 1.2 + 0.05 * sr.repeat, 0.9 + 0.01 * sr.cell, 1,
                            sr.cell * 10 + sr.repeat);
    r.sweepId = sweep.uid();
    r.cellId = sr.cellKey;
    r.repeat = sr.repeat;
    store->importRecord(r);
  }
  {  // a third try of cell 1 that failed, and one that was interrupted
    RunRecord failed = reportRun(sweep.experiment(1, 1), 1.0, 0.5, 1, 40);
    failed.sweepId = sweep.uid();
    failed.cellId = sweep.cellKey(1);
    failed.repeat = 1;
    failed.result.status = RunStatus::Failed;
    failed.result.message = "out of memory (test)";
    failed.result.epochs.resize(1);
    failed.createdUtc = "2026-11-20T09:00:00Z";  // before the rerun that completed
    store->importRecord(failed);
    RunRecord cut = reportRun(sweep.experiment(0, 0), 2.0, 0.5, 0, 5);
    cut.sweepId = sweep.uid();
    cut.cellId = sweep.cellKey(0);
    cut.repeat = 0;
    cut.result.status = RunStatus::Interrupted;
    cut.result.epochs.resize(2);
    cut.finishedUtc.clear();
    store->importRecord(cut);
  }

  const SweepSpec devices = compareDevicesSweep(base, 2);
  h.devicesUid = devices.uid();
  store->registerSweep(devices.uid(), devices.name, devices.cells(), devices.repeats, devices.toJson());
  for (const SweepRun& sr : devices.expand()) {
    RunRecord r = reportRun(sr.spec, sr.cell == 0 ? 20.0 + sr.repeat : 2.0 / (1 + sr.cell) + 0.1 * sr.repeat, 0.95, 2,
                            sr.cell * 10 + sr.repeat);
    r.sweepId = devices.uid();
    r.cellId = sr.cellKey;
    r.repeat = sr.repeat;
    store->importRecord(r);
  }

  ExperimentSpec e = base;
  e.backend = "cpu-reference";
  RunRecord a = reportRun(e, 10.0, 0.93, 3, 0);
  addEnergy(a, 30.0);
  h.energyA = store->importRecord(a).id;
  e.backend = "cpu-blas";
  RunRecord b = reportRun(e, 1.0, 0.93, 3, 30);
  addEnergy(b, 60.0);
  h.energyB = store->importRecord(b).id;
  return h;
}

}  // namespace nnlab::test

// nnlab-cli predict: what-if predictions (engine/hw/predict.h) — a model's epoch time and energy
// on devices of the spec database (or this machine's), and data-parallel scaling over GPUs and
// nodes. Every figure is printed as predicted, with its range.
#include <cstdio>
#include <memory>
#include <sstream>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_inline_model.h"
#include "cli/cli_run_output.h"
#include "core/error.h"
#include "core/format.h"
#include "core/precision.h"
#include "experiment/history_store.h"
#include "experiment/prediction_check.h"
#include "hw/device_figures.h"
#include "hw/hardware_db.h"
#include "hw/layer_profile.h"
#include "hw/predict.h"
#include "hw/predict_pipeline.h"

namespace nnlab::cli {

namespace {

// This machine's devices, with the figures its latest benchmark in the history measured.
std::vector<DeviceFigures> thisMachine(const HardwareDatabase& db, const HistoryOptions& history) {
  std::vector<DeviceFigures> out = figuresOfThisMachine(&db);
  std::unique_ptr<HistoryStore> h;
  try {
    h = history.open(false);
  } catch (const Error&) {
    return out;  // no history yet: datasheet and computed figures only
  }
  if (!h) return out;
  for (const HwBenchResult& b : h->latestBenches())
    if (b.machine == thisHostName()) mergeBench(out, b, &db, true);
  return out;
}

std::string range(double mid, double lo, double hi, double scale, int digits) {
  return formatDouble(mid * scale, digits) + " (" + formatDouble(lo * scale, digits) + "-" + formatDouble(hi * scale, digits) + ")";
}

}  // namespace

Command addPredict(CLI::App& app) {
  struct Opts {
    std::string model = "lenet5", devices = "this,nvidia-gtx-1050-ti,nvidia-rtx-a4000,nvidia-h100-sxm,nvidia-h200-sxm";
    std::string precision = "fp32", dataset, measure, link, network = "ib-hdr", out;
    std::vector<std::int64_t> input;
    std::vector<int> gpus{1, 2, 4, 8, 16, 32, 64}, nodes{1};
    int classes = 0, batch = 64, threads = 0;
    std::int64_t samples = 0, valSamples = -1;
    std::string fromRun;
    std::vector<int> stages, micro{1, 4, 8};
    std::string pipelineSchedule = "gpipe", balance = "compute";
    bool json = false, validate = false;
    HistoryOptions history;
  };
  auto o = std::make_shared<Opts>();
  CLI::App* c = app.add_subcommand("predict", "Predicted epoch time, energy and data-parallel scaling on devices of the "
                                              "spec database (what-if; marked predicted)");
  c->add_option("--model,-m", o->model, "model preset or model spec JSON file [lenet5]");
  c->add_option("--devices", o->devices, "comma-separated: database ids or names (hw list), or 'this' for this machine's "
                                         "devices [" + o->devices + "]");
  c->add_option("--precision,-p", o->precision, "fp32, tf32, fp16 or bf16 [fp32]")
      ->check(CLI::IsMember({"fp32", "tf32", "fp16", "bf16"}));
  c->add_option("--batch,-b", o->batch, "batch per device [64]")->check(CLI::Range(1, 65536));
  c->add_option("--samples", o->samples, "training samples an epoch [the dataset's 80 %, else " + std::to_string(PredictOptions{}.trainSamples) + "]")->check(CLI::Range(1LL, 1LL << 40));
  c->add_option("--val-samples", o->valSamples, "validation samples an epoch (rank 0 alone: the serial share) [a tenth of --samples]")
      ->check(CLI::Range(0LL, 1LL << 40));
  c->add_option("--dataset,-d", o->dataset, "take the input shape, classes and sample count from this dataset");
  c->add_option("--input", o->input, "input shape C,H,W or F (when the model leaves it open)")->delimiter(',')->expected(1, 3);
  c->add_option("--classes", o->classes, "classes (when the model leaves them open)")->check(CLI::Range(1, 1 << 20));
  c->add_option("--measure", o->measure, "profile the model on this machine's device mode first (cpu-blas, cuda:0, ...) and "
                                         "carry each layer's measured efficiency over");
  c->add_option("--from-run", o->fromRun, "calibrate by a measured run of the history (id or uid): its model, batch and "
                                          "precision, and its measured epoch against the prediction for its device");
  c->add_option("--threads,-j", o->threads, "cpu-blas threads for --measure, 0 = all cores [0]")->check(CLI::Range(0, 4096));
  c->add_option("--gpus", o->gpus, "device counts a node for the scaling table [1,2,4,...,64]")->delimiter(',')
      ->check(CLI::Range(1, 1 << 16));
  c->add_option("--nodes", o->nodes, "node counts for the scaling table [1]")->delimiter(',')->check(CLI::Range(1, 1 << 16));
  c->add_option("--link", o->link, "the link between GPUs of a node (pcie3, pcie4, pcie5, nvlink) [the database's for the GPU]");
  c->add_option("--network", o->network, "the link between nodes (ib-hdr, ib-ndr, eth-10g, eth-25g, eth-100g) [ib-hdr]");
  c->add_option("--pipeline-stages", o->stages, "model parallelism: stage counts for a pipeline table (e.g. 2,4), the "
                                                "model split by --balance on the first GPU (else the first device)")
      ->delimiter(',')->check(CLI::Range(2, 64));
  c->add_option("--micro-batches", o->micro, "with --pipeline-stages: micro-batch counts [1,4,8]")->delimiter(',')
      ->check(CLI::Range(1, 1024));
  c->add_option("--pipeline-schedule", o->pipelineSchedule, "with --pipeline-stages: naive, gpipe or 1f1b [gpipe]")
      ->check(CLI::IsMember({"naive", "gpipe", "1f1b"}));
  c->add_option("--balance", o->balance, "with --pipeline-stages: compute (forward FLOPs) or memory (parameters) [compute]")
      ->check(CLI::IsMember({"compute", "memory"}));
  c->add_flag("--validate", o->validate, "predicted against measured: every run of the history beside its prediction "
                                        "(assumed efficiencies; the one stored when it ran, else recomputed), the median "
                                        "error per device class");
  c->add_flag("--json", o->json, "machine-readable output");
  c->add_option("--out,-o", o->out, "also write the JSON to this file");
  o->history.add(c, false, "this machine's measured figures (hw bench) and runs (--from-run, --validate)");
  return [o]() -> int {
    const HardwareDatabase& db = hardwareDatabase();
    if (o->validate) {
      auto h = o->history.open(false);
      const LoadedRuns loaded = h->loadRuns(RunFilter{{}, {}, 0, false});
      const PredictionValidation v = validatePredictions(loaded.records, db, thisMachine(db, o->history));
      nlohmann::json runs = nlohmann::json::array();
      for (const PredictionCheck& c : v.runs) {
        // "stored": the prediction made when the run ended; "recomputed": made now, and why.
        nlohmann::json r{{"run", c.runId}, {"label", c.label}, {"device", c.device}, {"class", c.deviceClass},
                         {"compared", c.available}, {"prediction", c.source}, {"devices", c.devices}};
        if (!c.note.empty()) r["recomputed_because"] = c.note;
        if (c.available)
          r.update({{"measured_seconds", c.measuredSeconds}, {"predicted_seconds", c.predictedSeconds}, {"low", c.low},
                    {"high", c.high}, {"error", c.error()}, {"in_range", c.inRange()}});
        else
          r["reason"] = c.reason;
        runs.push_back(r);
      }
      nlohmann::json classes = nlohmann::json::object();
      for (const auto& [cls, e] : v.medianAbsError) classes[cls] = {{"median_abs_error", e}, {"runs", v.compared.at(cls)}};
      const nlohmann::json j{{"predicted", true}, {"runs", runs}, {"classes", classes}};
      if (!o->out.empty()) writeTextFile(o->out, j.dump(2) + "\n");
      if (o->json) {
        std::printf("%s\n", j.dump(2).c_str());
        return kOk;
      }
      std::printf("Predicted (assumed efficiencies) against measured training epochs, %zu run(s) of %s\n\n", v.runs.size(),
                  h->path().c_str());
      std::printf("%-34s %-26s %-14s %11s %24s %8s  %s\n", "run", "device", "class", "measured s", "predicted s (range)", "error",
                  "prediction");
      for (const PredictionCheck& c : v.runs) {
        const std::string source = c.source + (c.note.empty() ? "" : " (" + c.note + ")");
        if (!c.available) {
          std::printf("%-34.34s not compared: %s; %s\n", c.label.c_str(), c.reason.c_str(), source.c_str());
          continue;
        }
        std::printf("%-34.34s %-26.26s %-14s %11.4g %24s %+7.0f%%  %s%s\n", c.label.c_str(), c.device.c_str(), c.deviceClass.c_str(),
                    c.measuredSeconds, range(c.predictedSeconds, c.low, c.high, 1.0, 4).c_str(), 100.0 * c.error(),
                    source.c_str(), c.inRange() ? "" : "  (outside the range)");
      }
      std::printf("\nstored: the prediction made when the run ended; recomputed: made now by what-if model version %d\n",
                  kWhatIfModelVersion);
      std::printf("\nmedian absolute error per device class:");
      for (const auto& [cls, e] : v.medianAbsError) std::printf("  %s %.0f %% (%d run(s))", cls.c_str(), 100.0 * e, v.compared.at(cls));
      std::printf("\n");
      return kOk;
    }
    // A measured run to calibrate by: its model, input, batch and precision, its device's figures
    // and its median training epoch (epochs 2 on; the first warms up).
    std::optional<RunRecord> run;
    std::optional<DeviceFigures> runDevice;
    double runEpochSeconds = 0.0;
    std::int64_t runSamples = 0;
    if (!o->fromRun.empty()) {
      auto h = o->history.open(false);
      if (!h) fail(ErrorKind::InvalidArgument, "--from-run reads the history: drop --no-history");
      run = h->load(h->resolve(o->fromRun));
      runEpochSeconds = medianTrainEpoch(*run);
      if (runEpochSeconds <= 0) fail(ErrorKind::InvalidArgument, "run " + o->fromRun + " has no finished epoch to calibrate by");
      runSamples = run->result.epochs.back().trainSamples;
      if (run->parallel)
        fail(ErrorKind::Unsupported, "run " + o->fromRun + " trained on several devices: calibrate by a one-device run");
      const HardwareSpec* match = run->gpu ? db.match(run->gpu->name) : db.match(run->host.model);
      if (match) {
        runDevice = figuresFromSpec(*match);
      } else if (!run->gpu && run->hostname == thisHostName()) {
        for (DeviceFigures& d : thisMachine(db, o->history))
          if (d.key == "this:cpu") runDevice = d;
      }
      if (!runDevice)
        fail(ErrorKind::Unsupported, "the device of run " + o->fromRun + " (" + (run->gpu ? run->gpu->name : run->host.model) +
                                         ") is not in the hardware database: its figures are unknown");
    }
    const ModelSpec spec = run ? run->spec.model : loadModelSpec(o->model);
    ModelInput mi;
    if (run) {
      mi.input = Shape(run->dataset.sampleShape);
      mi.classes = run->dataset.classes;
      mi.trainSamples = runSamples;
    } else {
      mi = resolveModelInput(spec, o->dataset, o->input, o->classes);
    }
    const ModelCheck check = checkModel(spec, mi.input, mi.classes);
    if (!check.ok) fail(ErrorKind::InvalidModel, check.message);
    PredictOptions po;
    po.batch = run ? run->spec.train.batch : o->batch;
    po.precision = run ? precisionName(run->spec.train.precision) : o->precision;
    po.trainSamples = o->samples > 0 ? o->samples : mi.trainSamples > 0 ? mi.trainSamples : PredictOptions{}.trainSamples;
    po.validationSamples = o->valSamples >= 0 ? o->valSamples : po.trainSamples / 10;
    const LinkSpec network = linkByName(o->network);
    std::optional<LinkSpec> link;
    if (!o->link.empty()) link = linkByName(o->link);

    std::vector<DeviceFigures> devices;
    for (const std::string& q : splitList(o->devices)) {
      if (q == "this") {
        for (DeviceFigures& d : thisMachine(db, o->history)) devices.push_back(std::move(d));
      } else {
        devices.push_back(figuresFromSpec(db.lookup(q)));
      }
    }
    // A profile measured here, and this machine's figures for the device it ran on.
    std::optional<DeviceProfile> profile;
    std::optional<DeviceFigures> here;
    if (!o->measure.empty()) {
      ProfileOptions pr;
      pr.batch = o->batch;
      pr.threads = o->threads;
      profile = profileOnDevice(spec, mi.input, mi.classes, o->measure, pr);
      if (!profile->available) fail(ErrorKind::Unsupported, o->measure + " cannot be measured here: " + profile->reason);
      const std::string key = o->measure.rfind("cuda:", 0) == 0 ? "this:cuda" + o->measure.substr(5, o->measure.find('@') - 5) : "this:cpu";
      for (DeviceFigures& d : thisMachine(db, o->history))
        if (d.key == key) here = d;
      if (!here) fail(ErrorKind::Unsupported, "this machine's figures for " + o->measure + " are unknown");
    }

    nlohmann::json j{{"predicted", true},
                     {"model", spec.name},
                     {"input", mi.input.dims()},
                     {"batch", po.batch},
                     {"precision", po.precision},
                     {"train_samples", po.trainSamples},
                     {"validation_samples", po.validationSamples}};
    if (profile) j["measured_on"] = profile->device;
    std::optional<DevicePrediction> there;
    if (run) {
      PredictOptions pt = po;
      pt.trainSamples = runSamples;
      there = predictOnDevice(check, *runDevice, pt, here ? &*here : nullptr, profile ? &*profile : nullptr);
      j["calibrated_by"] = {{"run", run->id}, {"label", run->label}, {"device", runDevice->title}, {"epoch_seconds", runEpochSeconds},
                            {"predicted_there", there->epochSeconds}};
    }
    nlohmann::json preds = nlohmann::json::array();
    std::vector<DevicePrediction> predictions;
    for (const DeviceFigures& d : devices) {
      predictions.push_back(predictOnDevice(check, d, po, here ? &*here : nullptr, profile ? &*profile : nullptr));
      if (there) predictions.back() = calibrated(predictions.back(), *there, runEpochSeconds, d.kind == runDevice->kind);
      preds.push_back(predictions.back().toJson());
    }
    j["devices"] = preds;
    // Scaling on the first GPU that could be predicted.
    const DevicePrediction* gpu = nullptr;
    const DeviceFigures* gpuFigures = nullptr;
    for (std::size_t i = 0; i < predictions.size(); ++i)
      if (!gpu && predictions[i].available && devices[i].kind == "gpu") gpu = &predictions[i], gpuFigures = &devices[i];
    std::optional<ScalingPrediction> scaling;
    ScalingOptions so;
    if (gpu) {
      so.gpus = o->gpus;
      so.nodes = o->nodes;
      so.intra = link ? *link : gpuFigures->spec ? gpuLinkOf(*gpuFigures->spec) : linkByName("pcie3");
      so.inter = network;
      so.gradientBytes = double(check.totalParams) * (po.precision == "fp16" || po.precision == "bf16" ? 2.0 : 4.0);
      scaling = predictScaling(*gpu, so);
      j["scaling"] = scaling->toJson();
      j["scaling"]["device"] = gpu->device;
      j["scaling"]["link"] = so.intra.name;
      j["scaling"]["network"] = so.inter.name;
    }
    // Model parallelism: the same device split into stages, simulated op by op.
    std::vector<PipelinePrediction> pipes;
    const DevicePrediction* staged = gpu;
    for (const DevicePrediction& p : predictions)
      if (!staged && p.available) staged = &p;
    LinkSpec stageLink = link ? *link : gpuFigures && gpuFigures->spec ? gpuLinkOf(*gpuFigures->spec) : linkByName("pcie4");
    if (!o->stages.empty() && staged) {
      nlohmann::json pj = nlohmann::json::array();
      for (int stages : o->stages) {
        if (static_cast<std::size_t>(stages) > check.layers.size()) continue;
        const auto starts = balancedStages(check, stages, o->balance == "memory" ? StageBalance::Memory : StageBalance::Compute);
        pipes.push_back(predictPipeline(*staged, check, starts, pipelineScheduleFromName(o->pipelineSchedule), o->micro, stageLink,
                                        po.precision == "fp16" || po.precision == "bf16" ? 2.0 : 4.0, po.batch));
        nlohmann::json points = nlohmann::json::array();
        for (const PipelinePredictionPoint& q : pipes.back().points)
          points.push_back({{"micro_batches", q.microBatches}, {"step_seconds", q.stepSeconds}, {"bubble", q.bubble},
                            {"ideal_bubble", q.idealBubble}, {"speedup", q.speedup}, {"transfer_seconds", q.transferSeconds}});
        pj.push_back({{"stages", stages}, {"starts", starts}, {"stage_seconds", pipes.back().stageSeconds}, {"points", points}});
      }
      j["pipeline"] = {{"device", staged->device}, {"link", stageLink.name}, {"schedule", o->pipelineSchedule}, {"splits", pj}};
    }
    const std::string text = j.dump(2) + "\n";
    if (!o->out.empty()) writeTextFile(o->out, text);
    if (o->json) {
      std::printf("%s", text.c_str());
      return kOk;
    }
    std::printf("PREDICTED, not measured: %s, input %s, batch %d a device, %s training + %s validation samples an epoch, %s\n",
                spec.name.c_str(), mi.input.str().c_str(), po.batch, formatCount(po.trainSamples).c_str(),
                formatCount(po.validationSamples).c_str(), po.precision.c_str());
    std::printf("\n%-34s %9s %9s %9s %24s %24s\n", "device", "fwd ms", "bwd ms", "upd ms", "epoch s (range)", "energy kJ (range)");
    for (const DevicePrediction& p : predictions) {
      if (!p.available) {
        std::printf("%-34.34s not predicted: %s\n", p.device.c_str(), p.reason.c_str());
        continue;
      }
      std::printf("%-34.34s %9.3f %9.3f %9.3f %24s %24s\n", p.device.c_str(), p.forwardSeconds * 1e3, p.backwardSeconds * 1e3,
                  p.optimizerSeconds * 1e3, range(p.epochSeconds, p.epochLow(), p.epochHigh(), 1.0, 3).c_str(),
                  p.boardPowerW ? range(p.energyJoules(), p.energyLow(), p.energyHigh(), 1e-3, 3).c_str() : "(no board power)");
    }
    std::printf("\nhow:\n");
    for (const DevicePrediction& p : predictions)
      if (p.available) std::printf("  %s: %s\n", p.device.c_str(), p.method.c_str());
    if (scaling) {
      std::printf("\nPREDICTED data-parallel scaling on %s, %s between GPUs, %s between nodes, %s of gradients a step:\n",
                  gpu->device.c_str(), so.intra.name.c_str(), so.inter.name.c_str(), formatBytes(so.gradientBytes).c_str());
      std::printf("%6s %6s %22s %9s %11s %17s  %s\n", "GPUs", "nodes", "epoch s (range)", "speedup", "efficiency", "exposed ms/step",
                  "what bends the curve");
      for (const ScalingPoint& p : scaling->points)
        std::printf("%6d %6d %22s %8.2fx %10.1f%% %17.3f  %s\n", p.gpus, p.nodes, range(p.epochSeconds, p.low, p.high, 1.0, 3).c_str(),
                    p.speedup, 100.0 * p.efficiency, p.exposedSeconds * 1e3, p.limit.c_str());
      if (scaling->amdahlLimit > 0)
        std::printf("serial share (validation on rank 0): %.1f %% of one device's epoch: no count of devices passes %.1fx (Amdahl)\n",
                    100.0 * scaling->serialShare, scaling->amdahlLimit);
    }
    if (!pipes.empty()) {
      std::printf("\nPREDICTED model parallelism on %s (%s schedule, %s between stages, stages balanced by %s):\n",
                  staged->device.c_str(), o->pipelineSchedule.c_str(), stageLink.name.c_str(), o->balance.c_str());
      std::printf("%6s %-22s %6s %12s %9s %9s %9s\n", "stages", "layers", "micro", "step ms", "bubble", "ideal", "speedup");
      for (const PipelinePrediction& pp : pipes)
        for (const PipelinePredictionPoint& q : pp.points)
          std::printf("%6zu %-22.22s %6d %12.3f %8.1f%% %8.1f%% %8.2fx\n", pp.starts.size(),
                      stageRangesText(pp.starts, check.layers.size()).c_str(), q.microBatches, q.stepSeconds * 1e3,
                      100.0 * q.bubble, 100.0 * q.idealBubble, q.speedup);
      std::printf("(one device: %.3f ms a step. The same devices in data parallel would come close to p times it: a "
                  "pipeline pays its bubble and is for models that do not fit one device)\n",
                  pipes.front().oneDeviceStepSeconds * 1e3);
    }
    return kOk;
  };
}

}  // namespace nnlab::cli

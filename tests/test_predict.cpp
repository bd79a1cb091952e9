// What-if predictions (issue 25, engine/hw/predict.h), each model against hand-worked cases:
//   allreduce*   the ring's alpha-beta cost by hand, one device costs nothing, the hierarchical sum
//   amdahl       the speedup and its 1 / s limit
//   links        the interconnect texts of the database read as links; unknown names refused
//   roofline*    a dense layer's time is its compute bound, a ReLU's its memory bound, each plus
//                the launch term; an efficiency measured here is carried over to a faster device
//   scaling*     overlap hides the all-reduce under backward; the exposed part and the serial share
//                bend the curve; steps split over the devices
//   unknown      a precision a device has no peak for is unavailable, with the reason
//   validation   a run of the history beside its prediction: median epoch, error, per-class medians
#include <QtTest>

#include <cmath>

#include "core/error.h"
#include "experiment/prediction_check.h"
#include "hw/hardware_db.h"
#include "hw/predict.h"
#include "nn/model.h"
#include "support/expect_error.h"

using namespace nnlab;

namespace {

// One dense layer 1000 -> 500 and a ReLU, by hand: the forward FLOPs of a sample are 2 x 1000 x 500.
ModelCheck twoLayers() {
  ModelCheck c;
  c.ok = true;
  LayerReport d;
  d.index = 1;
  d.type = "dense";
  d.label = "dense 500";
  d.in = Shape{1000};
  d.out = Shape{500};
  d.params = 1000 * 500 + 500;
  d.flops = 2.0 * 1000 * 500;
  LayerReport r;
  r.index = 2;
  r.type = "relu";
  r.label = "relu";
  r.in = Shape{500};
  r.out = Shape{500};
  r.flops = 500;
  c.layers = {d, r};
  c.totalParams = d.params;
  return c;
}

DeviceFigures device(const std::string& kind, double tflops, double gbs) {
  DeviceFigures f;
  f.title = kind + " test device";
  f.kind = kind;
  f.peakTflops["fp32"] = tflops;
  f.bandwidthGBs = gbs;
  return f;
}

bool near(double a, double b, double rel = 1e-9) { return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b)); }

}  // namespace

class PredictTest : public QObject {
  Q_OBJECT

 private slots:
  void allreduceByHand() {
    const LinkSpec link{"test", 1e-5, 10.0};
    // 4 devices, 1 GB: 2 x 3 latencies + 2 x 3 / 4 of the bytes at 10 GB/s = 6e-5 + 0.15 s.
    QVERIFY(near(ringAllreduceSeconds(1e9, 4, link), 6e-5 + 0.15));
    QCOMPARE(ringAllreduceSeconds(1e9, 1, link), 0.0);
    QCOMPARE(ringAllreduceSeconds(0.0, 8, link), 0.0);
    // Two devices move half the gradient each way: 2 latencies + 1 x bytes / beta.
    QVERIFY(near(ringAllreduceSeconds(1e9, 2, link), 2e-5 + 0.1));
    // Two nodes of four: the ring inside (as above) plus the nodes' ring over the network.
    const LinkSpec net{"net", 5e-6, 25.0};
    QVERIFY(near(hierarchicalAllreduceSeconds(1e9, 4, 2, link, net), 6e-5 + 0.15 + 2 * 5e-6 + 1e9 / 25e9));
    // The bandwidth term approaches 2 x bytes / beta as the ring grows.
    QVERIFY(near(ringAllreduceSeconds(1e9, 1000, {"x", 0.0, 10.0}), 2 * 999.0 / 1000 * 0.1));
  }

  void amdahl() {
    QVERIFY(near(amdahlSpeedup(0.1, 10), 1.0 / (0.1 + 0.09)));
    QVERIFY(near(amdahlSpeedup(0.0, 8), 8.0));
    QVERIFY(std::fabs(amdahlSpeedup(0.1, 1e12) - 10.0) < 1e-6);  // the limit 1 / s
    QCOMPARE(amdahlSpeedup(1.0, 64), 1.0);
  }

  void links() {
    HardwareSpec h100;
    h100.interconnect = "NVLink 900 GB/s; PCIe 5.0 x16 (128 GB/s)";
    QCOMPARE(gpuLinkOf(h100).betaGBs, 450.0);  // 900 both ways: 450 a direction
    HardwareSpec a4000;
    a4000.interconnect = "PCIe 4.0 x16";
    QCOMPARE(gpuLinkOf(a4000).betaGBs, 32.0);
    HardwareSpec k20;
    k20.interconnect = "PCIe 2.0 x16";
    QCOMPARE(gpuLinkOf(k20).betaGBs, 8.0);
    HardwareSpec none;
    QCOMPARE(gpuLinkOf(none).name, std::string("PCIe 3.0 x16"));
    QCOMPARE(linkByName("ib-hdr").betaGBs, 25.0);
    EXPECT_ERROR([] { linkByName("carrier-pigeon"); }, ErrorKind::InvalidArgument, {"unknown link", "ib-hdr"});
  }

  void rooflineBoundsByHand() {
    PredictOptions o;
    o.batch = 100;
    o.trainSamples = 1000;
    o.optimizerStates = 1;
    const DeviceFigures gpu = device("gpu", 10.0, 1000.0);  // 10 TFLOPS, 1000 GB/s
    const DevicePrediction p = predictOnDevice(twoLayers(), gpu, o);
    QVERIFY2(p.available, p.reason.c_str());
    QCOMPARE(p.layers.size(), std::size_t{2});
    const LayerPrediction& d = p.layers[0];
    // Dense: 1e8 FLOPs at 50 % of 10 TFLOPS = 20 us; bytes 4 x (100 x 1500) + 4 x 500500 = 2.602 MB
    // at 70 % of 1000 GB/s = 3.717 us: compute-bound; + 7 us of launches.
    QVERIFY(near(d.fwdFlops, 1e8));
    QVERIFY(near(d.fwdBytes, 4.0 * 100 * 1500 + 4.0 * 500500));
    QVERIFY(!d.memoryBound);
    QVERIFY(near(d.fwdSeconds, 1e8 / (10e12 * 0.5) + 7e-6));
    // Its backward: the first layer has no input gradient: as many FLOPs as forward.
    QVERIFY(near(d.bwdSeconds, 1e8 / (10e12 * 0.5) + 7e-6));
    const LayerPrediction& r = p.layers[1];
    // ReLU: 5e4 FLOPs, 4 x 100 x 1000 = 400 kB: memory-bound, 0.571 us + 7 us.
    QVERIFY(r.memoryBound);
    QVERIFY(near(r.fwdSeconds, 4.0 * 100 * 1000 / (1000e9 * 0.7) + 7e-6));
    // The update: 2 x params x (4 value + 4 gradient + 4 momentum) bytes at 70 % of the bandwidth.
    QVERIFY(near(p.optimizerSeconds, 2.0 * 500500 * 12 / (1000e9 * 0.7) + 7e-6));
    QCOMPARE(p.steps, std::int64_t{10});
    QVERIFY(near(p.epochSeconds, 10 * p.stepSeconds()));
    QVERIFY(p.epochLow() < p.epochSeconds && p.epochSeconds < p.epochHigh());
    // fp16 halves the activation bytes (parameters stay f32 masters); a tensor-core peak is assumed
    // reached at 20 %.
    DeviceFigures tensor = gpu;
    tensor.peakTflops["fp16"] = 40.0;
    o.precision = "fp16";
    const DevicePrediction h = predictOnDevice(twoLayers(), tensor, o);
    QVERIFY(near(h.layers[1].fwdBytes, 2.0 * 100 * 1000));
    QVERIFY(near(h.layers[0].fwdSeconds, std::max(1e8 / (40e12 * 0.2), (2.0 * 100 * 1500 + 4.0 * 500500) / (1000e9 * 0.7)) + 7e-6));
  }

  void measuredEfficiencyIsCarriedOver() {
    PredictOptions o;
    o.batch = 100;
    const DeviceFigures here = device("gpu", 10.0, 1000.0);
    // The dense layer measured here in 47 us (7 of them launches)...
    DeviceProfile prof;
    prof.device = "cuda:0";
    LayerTiming t;
    t.index = 1;
    t.fwdSeconds = 47e-6;
    prof.layers = {t};
    // ...against a 100 %-efficiency roof of 10 us (1e8 FLOPs at 10 TFLOPS): e = 10 / 40 = 0.25.
    const DeviceFigures there = device("gpu", 20.0, 2000.0);
    const DevicePrediction p = predictOnDevice(twoLayers(), there, o, &here, &prof);
    QVERIFY(p.layers[0].measuredEfficiency);
    QVERIFY(near(p.layers[0].computeEfficiency, 0.25));
    // Twice the peak: 1e8 / (20e12 x 0.25) = 20 us + launches.
    QVERIFY(near(p.layers[0].fwdSeconds, 20e-6 + 7e-6));
    QCOMPARE(p.layers[0].backwardEfficiency, p.layers[0].computeEfficiency);  // backward not measured: forward's
    // Backward measured too (first layer: 1e8 FLOPs, 2 x bytes; 27 us, 7 of them launches): 10 / 20 = 0.5.
    prof.layers[0].bwdSeconds = 27e-6;
    const DevicePrediction b = predictOnDevice(twoLayers(), there, o, &here, &prof);
    QVERIFY(near(b.layers[0].backwardEfficiency, 0.5));
    QVERIFY(near(b.layers[0].bwdSeconds, 1e8 / (20e12 * 0.5) + 7e-6));
    QVERIFY(!p.layers[1].measuredEfficiency);  // not profiled: assumed
    QCOMPARE(p.uncertainty, 0.25);             // measured on a device of the same kind
    QVERIFY(p.method.find("measured") != std::string::npos);
    // Measured on a CPU, predicted for a GPU: the wider range.
    const DeviceFigures cpu = device("cpu", 1.0, 100.0);
    QCOMPARE(predictOnDevice(twoLayers(), there, o, &cpu, &prof).uncertainty, 0.5);
  }

  // A measured epoch on one device scales the prediction of another by measured / predicted.
  void calibratedByAMeasuredRun() {
    PredictOptions o;
    o.batch = 100;
    o.trainSamples = 1000;
    const DevicePrediction there = predictOnDevice(twoLayers(), device("gpu", 10.0, 1000.0), o);
    const DevicePrediction target = predictOnDevice(twoLayers(), device("gpu", 20.0, 2000.0), o);
    const DevicePrediction c = calibrated(target, there, 3.0 * there.epochSeconds, true);
    QVERIFY(near(c.epochSeconds, 3.0 * target.epochSeconds));
    QVERIFY(near(c.layers[0].fwdSeconds, 3.0 * target.layers[0].fwdSeconds));
    QCOMPARE(c.uncertainty, 0.25);
    QVERIFY(c.method.find("calibrated x3") != std::string::npos);
    // Measured on half the samples: per step, the same factor.
    o.trainSamples = 500;
    const DevicePrediction half = predictOnDevice(twoLayers(), device("gpu", 10.0, 1000.0), o);
    QVERIFY(near(calibrated(target, half, 3.0 * half.epochSeconds, false).epochSeconds, 3.0 * target.epochSeconds));
    QVERIFY(!calibrated(target, there, 0.0, true).available);
  }

  void scalingByHand() {
    DevicePrediction one;
    one.forwardSeconds = 0.010;
    one.backwardSeconds = 0.020;
    one.optimizerSeconds = 0.001;
    one.steps = 100;
    one.epochSeconds = 100 * one.stepSeconds();
    one.validationSeconds = 0.0;
    one.uncertainty = 0.25;
    ScalingOptions o;
    o.gpus = {1, 2, 4};
    o.intra = {"fast", 0.0, 100.0};
    o.gradientBytes = 1e9;  // 2 GPUs: 1e9 / 100e9 = 10 ms of ring, under 90 % of 20 ms backward
    o.overlap = 0.9;
    const ScalingPrediction s = predictScaling(one, o);
    QCOMPARE(s.points.size(), std::size_t{3});
    QCOMPARE(s.points[0].speedup, 1.0);
    const ScalingPoint& two = s.points[1];
    QVERIFY(near(two.commSeconds, 0.010));
    QVERIFY(near(two.exposedSeconds, 0.1 * 0.010));  // only the last bucket's share shows
    QVERIFY(near(two.epochSeconds, 50 * (0.031 + 0.001)));
    QVERIFY(near(two.speedup, 3.1 / 1.6));
    // 4 GPUs: 1.5e9 / 100e9 = 15 ms, under 18 ms of hidden backward: 1.5 ms exposed; 25 steps.
    QVERIFY(near(s.points[2].exposedSeconds, 0.0015));
    QVERIFY(near(s.points[2].epochSeconds, 25 * (0.031 + 0.0015)));
    // A slow link: the all-reduce outgrows backward, the curve bends on communication.
    o.intra = {"slow", 0.0, 10.0};
    const ScalingPrediction slow = predictScaling(one, o);
    QVERIFY(near(slow.points[2].exposedSeconds, 0.150 - 0.018));
    QCOMPARE(slow.points[2].limit, std::string("communication"));
    // Validation on rank 0 is the serial share: the speedup stays under 1 / s.
    one.validationSeconds = 0.31;  // a tenth of the one-device epoch
    const ScalingPrediction serial = predictScaling(one, ScalingOptions{{1, 1000}, {1}, {"free", 0, 1e9}, {}, 0.0, 1.0});
    QVERIFY(near(serial.serialShare, 0.31 / 3.41));
    QVERIFY(serial.points[1].speedup < serial.amdahlLimit);
    QCOMPARE(serial.points[1].limit, std::string("serial share"));
  }

  void runsBesideTheirPredictions() {
    RunRecord rec;
    rec.id = "r1";
    rec.label = "lenet5 on an H100";
    rec.spec.model = loadModelSpec("lenet5");
    rec.spec.backend = "cuda:0";
    rec.spec.train.batch = 64;
    rec.spec.train.precision = Precision::FP16;
    rec.dataset.sampleShape = {1, 28, 28};
    rec.dataset.classes = 10;
    rec.gpu = GpuInfo{};
    rec.gpu->name = "NVIDIA H100 80GB HBM3";
    for (double t : {2.0, 1.0, 1.2}) {
      EpochRecord e;
      e.trainSeconds = t;
      e.trainSamples = 6400;
      rec.result.epochs.push_back(e);
    }
    QCOMPARE(medianTrainEpoch(rec), 1.1);  // epochs 2 and 3: the first warms up
    const HardwareDatabase& db = hardwareDatabase();
    const PredictionCheck c = checkPrediction(rec, db, {});
    QVERIFY2(c.available, c.reason.c_str());
    QCOMPARE(c.deviceClass, std::string("gpu fp16"));
    QCOMPARE(c.device, std::string("H100 SXM"));
    PredictOptions o;
    o.batch = 64;
    o.precision = "fp16";
    o.trainSamples = 6400;
    const ModelCheck check = checkModel(rec.spec.model, Shape{1, 28, 28}, 10);
    const DevicePrediction want = predictOnDevice(check, figuresFromSpec(*db.findById("nvidia-h100-sxm")), o);
    QCOMPARE(c.predictedSeconds, want.epochSeconds);
    QVERIFY(near(c.error(), want.epochSeconds / 1.1 - 1.0));
    QVERIFY(!c.inRange());  // LeNet-5 takes ms on an H100, not a second
    QCOMPARE(c.source, std::string("recomputed"));  // no prediction stored with it
    QCOMPARE(c.note, std::string("no prediction was stored with the run"));
    // Several devices whose models are unknown, an unknown GPU, no epoch: not compared, and why.
    RunRecord dp = rec;
    dp.hostname = "elsewhere";
    dp.parallel = ParallelFacts{};
    dp.parallel->devices = {"cuda:0", "cuda:1"};
    dp.parallel->strategy = "allreduce";
    QCOMPARE(checkPrediction(dp, db, {}).reason, std::string("the models of its GPUs were not recorded (it ran on elsewhere)"));
    RunRecord unknown = rec;
    unknown.gpu->name = "Imaginary GPU 9000";
    unknown.hostname = "elsewhere";
    QVERIFY(checkPrediction(unknown, db, {}).reason.find("not in the hardware database") != std::string::npos);
    RunRecord empty = rec;
    empty.result.epochs.clear();
    QCOMPARE(checkPrediction(empty, db, {}).reason, std::string("no finished epoch"));
    // The Speedup page's predicted curve: calibrated by the run, 1-8 GPUs, then 2-8 nodes of 8.
    std::string why;
    const std::optional<ScalingPrediction> sc = predictedScalingFor(rec, db, {}, &why);
    QVERIFY2(sc.has_value(), why.c_str());
    QCOMPARE(sc->points.size(), std::size_t{7});
    QCOMPARE(sc->points.front().speedup, 1.0);
    QCOMPARE(sc->points.back().devices(), 64);
    QCOMPARE(sc->points.back().nodes, 8);
    // Its one-device epoch is the measured one (+ the predicted validation).
    QVERIFY(std::fabs(sc->points.front().epochSeconds - 1.1) < 0.2);
    QVERIFY(!predictedScalingFor(dp, db, {}, &why));  // a data-parallel run is no one-device baseline
    QCOMPARE(why, std::string("the baseline trained on several devices"));
    // Per class: the median of the absolute errors.
    RunRecord twice = rec;
    for (auto& e : twice.result.epochs) e.trainSeconds *= 2;
    const PredictionValidation v = validatePredictions({rec, twice, dp}, db, {});
    QCOMPARE(v.runs.size(), std::size_t{3});
    QCOMPARE(v.compared.at("gpu fp16"), 2);
    const double e1 = std::fabs(want.epochSeconds / 1.1 - 1.0), e2 = std::fabs(want.epochSeconds / 2.2 - 1.0);
    QVERIFY(near(v.medianAbsError.at("gpu fp16"), 0.5 * (e1 + e2)));
  }

  // Issue 25 "validated": the prediction stored with a run is the one the validation recomputes,
  // used as stored while its model version is this build's, and shown as one line.
  void storedPredictions() {
    const HardwareDatabase& db = hardwareDatabase();
    RunRecord rec;
    rec.id = "r1";
    rec.label = "lenet5 on H100s";
    rec.hostname = "here-host";
    rec.spec.model = loadModelSpec("lenet5");
    rec.spec.backend = "cuda:0";
    rec.spec.train.batch = 64;
    rec.dataset.sampleShape = {1, 28, 28};
    rec.dataset.classes = 10;
    rec.dataset.splitSizes = {6400, 640, 0};
    rec.gpu = GpuInfo{};
    rec.gpu->name = "NVIDIA H100 80GB HBM3";
    for (double t : {0.5, 0.2, 0.3}) {
      EpochRecord e;
      e.trainSeconds = t;
      e.trainSamples = 6400;
      rec.result.epochs.push_back(e);
    }
    // One device: the recomputed check's numbers.
    const RunPrediction one = predictRecord(rec, db, {});
    QVERIFY2(one.available, one.reason.c_str());
    QCOMPARE(one.modelVersion, kWhatIfModelVersion);
    QCOMPARE(one.basis, std::string("assumed efficiencies"));
    QCOMPARE(one.device, std::string("H100 SXM"));
    QCOMPARE(one.deviceClass, std::string("gpu fp32"));
    QCOMPARE(one.devices, 1);
    const PredictionCheck recomputed = checkPrediction(rec, db, {});
    QCOMPARE(recomputed.predictedSeconds, one.epochSeconds);
    QCOMPARE(recomputed.low, one.low);
    QCOMPARE(recomputed.high, one.high);
    // Stored: used as it is (a marked figure shows it is the stored one, not a new prediction).
    RunRecord stored = rec;
    stored.prediction = one;
    stored.prediction->epochSeconds = 0.2;
    stored.prediction->low = 0.1;
    stored.prediction->high = 0.3;
    const PredictionCheck s = checkPrediction(stored, db, {});
    QCOMPARE(s.source, std::string("stored"));
    QVERIFY(s.note.empty());
    QCOMPARE(s.predictedSeconds, 0.2);
    QVERIFY(s.inRange());
    // Made by another model version: predicted again, and said so.
    RunRecord old = stored;
    old.prediction->modelVersion = kWhatIfModelVersion - 1;
    const PredictionCheck o = checkPrediction(old, db, {});
    QCOMPARE(o.source, std::string("recomputed"));
    QCOMPARE(o.predictedSeconds, one.epochSeconds);
    QVERIFY2(o.note.find("stored by what-if model version " + std::to_string(kWhatIfModelVersion - 1)) != std::string::npos,
             o.note.c_str());
    // The line `history show` and the app print: the stored figures against the median epoch (0.25 s).
    QCOMPARE(predictionLine(stored), std::string("Predicted epoch (what-if, assumed efficiencies): 0.2 s (range 0.1-0.3) on "
                                                 "H100 SXM, measured 0.25 s, error -20 %"));
    QVERIFY(predictionLine(old).find("(what-if model version " + std::to_string(kWhatIfModelVersion - 1)) != std::string::npos);
    QVERIFY(predictionLine(rec).empty());  // nothing stored: no line
    RunRecord none = rec;
    none.prediction = RunPrediction{};
    none.prediction->reason = "its device (x) is not in the hardware database";
    QCOMPARE(predictionLine(none), std::string("Predicted epoch (what-if): none made when the run ended: its device (x) is "
                                               "not in the hardware database"));

    // Data parallel over two identical GPUs of this machine: the epoch on both, from predictScaling.
    DeviceFigures g0 = figuresFromSpec(*db.findById("nvidia-h100-sxm")), g1 = g0;
    g0.key = "this:cuda0";
    g1.key = "this:cuda1";
    RunRecord dp = rec;
    dp.hostname = thisHostName();
    dp.spec.devices = {"cuda:0", "cuda:1"};
    dp.parallel = ParallelFacts{};
    dp.parallel->devices = {"cuda:0", "cuda:1"};
    dp.parallel->hosts = {dp.hostname, dp.hostname};
    dp.parallel->strategy = "allreduce";
    dp.parallel->globalBatch = 128;  // 64 a device
    const RunPrediction two = predictRecord(dp, db, {g0, g1});
    QVERIFY2(two.available, two.reason.c_str());
    QCOMPARE(two.devices, 2);
    QCOMPARE(two.deviceClass, std::string("gpu fp32 x2"));
    QCOMPARE(two.epochSeconds, one.epochSeconds);  // one device's share of the batch is the run's batch
    PredictOptions po;
    po.batch = 64;
    po.trainSamples = 6400;
    po.validationSamples = 640;
    po.optimizerStates = rec.spec.train.optimizer.stateTensors();
    const DevicePrediction p1 = predictOnDevice(checkModel(rec.spec.model, Shape{1, 28, 28}, 10), g0, po);
    ScalingOptions so;
    so.gpus = {2};
    so.intra = gpuLinkOf(*g0.spec);
    so.inter = so.intra;
    so.gradientBytes = 4.0 * double(checkModel(rec.spec.model, Shape{1, 28, 28}, 10).totalParams);
    const ScalingPoint pt = predictScaling(p1, so).points.front();
    QVERIFY(near(two.devicesEpochSeconds, pt.epochSeconds - p1.validationSeconds));
    QVERIFY(two.devicesEpochSeconds < two.epochSeconds);
    QCOMPARE(two.link, so.intra.name);
    const PredictionCheck c2 = checkPrediction(dp, db, {g0, g1});
    QVERIFY(c2.available);
    QCOMPARE(c2.predictedSeconds, two.devicesEpochSeconds);  // the run's measured epoch was on both
    QCOMPARE(c2.devices, 2);
    // Two different GPUs, CPU replicas, another strategy, a pipeline: no prediction, and why.
    DeviceFigures other = figuresFromSpec(*db.findById("nvidia-rtx-a4000"));
    other.key = "this:cuda1";
    QVERIFY2(predictRecord(dp, db, {g0, other}).reason.find("several different devices (H100 SXM, " + other.title + ")") !=
                 std::string::npos,
             predictRecord(dp, db, {g0, other}).reason.c_str());
    RunRecord cpus = dp;
    cpus.spec.backend = "cpu-blas";
    cpus.spec.devices = {"cpu-blas", "cpu-blas"};
    cpus.parallel->devices = {"cpu-blas", "cpu-blas"};
    QVERIFY(predictRecord(cpus, db, {g0, g1}).reason.find("CPU replicas") != std::string::npos);
    RunRecord avg = dp;
    avg.parallel->strategy = "average";
    QVERIFY(predictRecord(avg, db, {g0, g1}).reason.find("not average") != std::string::npos);
    RunRecord pipe = rec;
    pipe.pipeline = PipelineFacts{};
    QVERIFY(predictRecord(pipe, db, {}).reason.find("pipeline") != std::string::npos);
    QVERIFY(!predictRecord(pipe, db, {}).available);
  }

  void unknownPeakIsUnavailable() {
    PredictOptions o;
    o.precision = "bf16";
    const DevicePrediction p = predictOnDevice(twoLayers(), device("gpu", 10.0, 1000.0), o);
    QVERIFY(!p.available);
    QVERIFY2(p.reason.find("bf16") != std::string::npos, p.reason.c_str());
    DeviceFigures noBw = device("cpu", 1.0, 0.0);
    noBw.bandwidthGBs.reset();
    QVERIFY(predictOnDevice(twoLayers(), noBw, PredictOptions{}).reason.find("bandwidth") != std::string::npos);
    ModelCheck bad;
    bad.message = "layer 2: input too small";
    QVERIFY(predictOnDevice(bad, device("gpu", 1, 1), PredictOptions{}).reason.find("not valid") != std::string::npos);
    o.precision = "fp32";
    o.batch = 0;
    EXPECT_ERROR([&] { predictOnDevice(twoLayers(), device("gpu", 1, 1), o); }, ErrorKind::InvalidArgument, {"batch"});
  }
};

QTEST_GUILESS_MAIN(PredictTest)
#include "test_predict.moc"

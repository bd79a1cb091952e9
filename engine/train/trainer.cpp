#include "train/trainer.h"

#include <chrono>
#include <cmath>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }
json finiteOrNull(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

// Thrown inside the epoch loop; turned into a RunResult by fit().
struct StopRequested {
  int epoch;
  std::int64_t batch;
};
}  // namespace

void TrainConfig::validate() const {
  if (epochs < 1 || epochs > 100000)
    fail(ErrorKind::InvalidArgument, "epochs must be between 1 and 100000, got " + std::to_string(epochs));
  if (batch < 1 || batch > (1 << 20))
    fail(ErrorKind::InvalidArgument, "batch size must be between 1 and 1048576, got " + std::to_string(batch));
  optimizer.validate();
  schedule.validate();
  if (dtype != DType::F32 && dtype != DType::F64)
    fail(ErrorKind::Unsupported, std::string("--dtype ") + dtypeName(dtype) +
                                     " is not a storage type for training: use f32 (or f64 for checks); for 16-bit "
                                     "mixed precision use --precision fp16 or bf16 on a CUDA device");
  if (dtype == DType::F64 && precision != Precision::FP32)
    fail(ErrorKind::InvalidArgument, std::string("f64 training and --precision ") + precisionName(precision) +
                                         " exclude each other");
}

json TrainConfig::toJson() const {
  return {{"epochs", epochs},           {"batch", batch}, {"optimizer", optimizer.toJson()},
          {"schedule", schedule.toJson()}, {"loss", lossName(loss)}, {"seed", seed},
          {"dtype", dtypeName(dtype)}};
}

TrainConfig TrainConfig::fromJson(const json& j) {
  TrainConfig c;
  try {
    c.epochs = j.value("epochs", c.epochs);
    c.batch = j.value("batch", c.batch);
    if (j.contains("optimizer")) c.optimizer = OptimizerConfig::fromJson(j.at("optimizer"));
    if (j.contains("schedule")) c.schedule = ScheduleConfig::fromJson(j.at("schedule"));
    c.loss = lossFromName(j.value("loss", std::string("cross_entropy")));
    c.seed = j.value("seed", c.seed);
    c.dtype = dtypeFromName(j.value("dtype", std::string("f32")));
  } catch (const json::exception& e) {
    fail(ErrorKind::InvalidArgument, std::string("bad training settings: ") + e.what());
  }
  return c;
}

json EpochRecord::toJson() const {
  return {{"epoch", epoch},
          {"lr", lr},
          {"train_loss", finiteOrNull(trainLoss)},
          {"train_accuracy", trainAccuracy},
          {"val_loss", finiteOrNull(valLoss)},
          {"val_accuracy", finiteOrNull(valAccuracy)},
          {"train_seconds", trainSeconds},
          {"val_seconds", valSeconds},
          {"samples_per_second", samplesPerSecond},
          {"train_samples", trainSamples},
          {"steps", steps}};
}

json EvalResult::toJson(const std::vector<std::string>& classNames) const {
  json j = metrics.toJson(classNames);
  j["loss"] = finiteOrNull(loss);
  j["seconds"] = seconds;
  return j;
}

const char* runStatusName(RunStatus s) {
  switch (s) {
    case RunStatus::Completed: return "completed";
    case RunStatus::Cancelled: return "cancelled";
    case RunStatus::Diverged: return "diverged";
    case RunStatus::Failed: return "failed";
  }
  return "?";
}

Trainer::Trainer(Model& model, Backend& backend, const TrainConfig& config)
    : model_(model), backend_(backend), config_(config) {
  config_.validate();
  if (!model_.built()) fail(ErrorKind::Internal, "Trainer needs a built model");
  optimizer_ = std::make_unique<Optimizer>(config_.optimizer, backend_, model_.parameters());
  loss_ = backend_.allocate(Shape{1}, config_.dtype);
  const int k = model_.classes();
  confusion_ = backend_.allocate(Shape{k, k}, DType::I64);
}

Trainer::~Trainer() = default;

void Trainer::uploadDataset(const Dataset& ds) {
  if (uploadedFrom_ == &ds) return;
  if (ds.sampleShape() != model_.inputShape())
    fail(ErrorKind::InvalidModel, "the model expects samples of " + model_.inputShape().str() + " but dataset '" +
                                      ds.name + "' has " + ds.sampleShape().str());
  if (ds.classes() != model_.classes())
    fail(ErrorKind::InvalidModel, "the model outputs " + std::to_string(model_.classes()) + " classes but dataset '" +
                                      ds.name + "' has " + std::to_string(ds.classes()));
  if (backend_.device().isCpu()) {
    images_ = ds.images;
    labels_ = ds.labels;
  } else {
    images_ = backend_.fromHost(ds.images);
    labels_ = backend_.fromHost(ds.labels);
  }
  uploadedFrom_ = &ds;
}

void Trainer::clearConfusion() {
  const int k = model_.classes();
  backend_.upload(Tensor::zeros(Shape{k, k}, DType::I64), confusion_);
}

void Trainer::gather(const Subset& subset, std::size_t start, std::size_t n, const std::vector<std::int32_t>& order) {
  const auto rows = static_cast<std::int64_t>(n);
  if (!indexHost_.defined() || indexHost_.numel() < rows) {
    indexHost_ = Tensor::empty(Shape{rows}, DType::I32);
    index_ = backend_.allocate(Shape{rows}, DType::I32);
  }
  Tensor ih = indexHost_.narrow(0, rows);
  std::int32_t* idx = ih.data<std::int32_t>();
  for (std::size_t i = 0; i < n; ++i) idx[i] = subset.indices[static_cast<std::size_t>(order[start + i])];
  Tensor id = index_.narrow(0, rows);
  backend_.upload(ih, id);
  const Shape xs = model_.inputShape().withBatch(rows);
  auto ensure = [&](Tensor& t, const Shape& s, DType dt) {
    const std::size_t need = static_cast<std::size_t>(s.numel()) * dtypeSize(dt);
    if (t.defined() && t.capacityBytes() >= need)
      t = t.viewAs(s);
    else
      t = backend_.allocate(s, dt);
  };
  ensure(x_, xs, config_.dtype);
  ensure(y_, Shape{rows}, DType::I32);
  backend_.gatherRows(images_, id, x_, 1.0 / 255.0);
  backend_.gatherRows(labels_, id, y_, 1.0);
}

EpochRecord Trainer::trainEpoch(const Subset& train, int epoch, TrainObserver* obs, const std::atomic<bool>* stop) {
  EpochRecord rec;
  rec.epoch = epoch;
  rec.lr = config_.schedule.lrAt(config_.optimizer.lr, epoch - 1, config_.epochs);
  const std::size_t n = train.indices.size();
  std::vector<std::int32_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::int32_t>(i);
  Rng shuffle(Rng::derive(config_.seed, 0x5eed0000ULL + static_cast<std::uint64_t>(epoch)));
  shuffle.shuffle(order);

  const auto batch = static_cast<std::size_t>(config_.batch);
  std::size_t usable = n;
  // A trailing batch of one sample has no batch statistics: it is left out of this epoch.
  if (n > batch && n % batch == 1) usable = n - 1;
  const std::int64_t batches = static_cast<std::int64_t>((usable + batch - 1) / batch);
  clearConfusion();
  double lossSum = 0.0;
  std::int64_t seen = 0;
  const int k = model_.classes();

  backend_.synchronize();
  const auto t0 = Clock::now();
  for (std::int64_t b = 0; b < batches; ++b) {
    if (stop && stop->load(std::memory_order_relaxed)) throw StopRequested{epoch, b + 1};
    const std::size_t start = static_cast<std::size_t>(b) * batch;
    const std::size_t m = std::min(batch, usable - start);
    gather(train, start, m, order);
    const auto rows = static_cast<std::int64_t>(m);
    if (!grad_.defined() || grad_.capacityBytes() < static_cast<std::size_t>(rows * k) * dtypeSize(config_.dtype))
      grad_ = backend_.allocate(Shape{rows, k}, config_.dtype);
    else
      grad_ = grad_.viewAs(Shape{rows, k});

    const std::uint64_t stepSeed = Rng::derive(config_.seed, 0xd40b0000ULL + static_cast<std::uint64_t>(optimizer_->steps()));
    const Tensor& logits = model_.forward(x_, true, stepSeed);
    computeLoss(backend_, config_.loss, logits, y_, loss_, &grad_);
    const double loss = backend_.sum(loss_);
    if (!std::isfinite(loss))
      fail(ErrorKind::Diverged, "loss became " + std::string(std::isnan(loss) ? "NaN" : "infinite") + " at epoch " +
                                    std::to_string(epoch) + " batch " + std::to_string(b + 1) +
                                    ": lower the learning rate (now " + formatDouble(rec.lr) + ")");
    backend_.confusionUpdate(logits, y_, confusion_);
    model_.backward(grad_);
    optimizer_->step(rec.lr);
    lossSum += loss * static_cast<double>(m);
    seen += rows;
    if (obs) {
      BatchProgress p{epoch, config_.epochs, b + 1, batches, loss, static_cast<double>(seen) / std::max(1e-9, since(t0))};
      obs->onBatch(p);
    }
  }
  backend_.synchronize();
  rec.trainSeconds = since(t0);
  rec.steps = batches;
  rec.trainSamples = seen;
  rec.trainLoss = seen ? lossSum / static_cast<double>(seen) : 0.0;
  rec.samplesPerSecond = rec.trainSeconds > 0 ? static_cast<double>(seen) / rec.trainSeconds : 0.0;
  Tensor cm = backend_.toHost(confusion_);
  std::vector<std::int64_t> c(cm.data<std::int64_t>(), cm.data<std::int64_t>() + cm.numel());
  rec.trainAccuracy = Metrics::fromConfusion(c, k).accuracy;
  return rec;
}

EvalResult Trainer::evaluate(const Subset& subset) {
  uploadDataset(*subset.data);
  EvalResult r;
  const int k = model_.classes();
  const std::size_t n = subset.indices.size();
  std::vector<std::int32_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::int32_t>(i);
  clearConfusion();
  double lossSum = 0.0;
  const auto batch = static_cast<std::size_t>(config_.batch);
  backend_.synchronize();
  const auto t0 = Clock::now();
  for (std::size_t start = 0; start < n; start += batch) {
    const std::size_t m = std::min(batch, n - start);
    gather(subset, start, m, order);
    const Tensor& logits = model_.forward(x_, false);
    computeLoss(backend_, config_.loss, logits, y_, loss_, nullptr);
    lossSum += backend_.sum(loss_) * static_cast<double>(m);
    backend_.confusionUpdate(logits, y_, confusion_);
  }
  backend_.synchronize();
  r.seconds = since(t0);
  r.loss = n ? lossSum / static_cast<double>(n) : std::numeric_limits<double>::quiet_NaN();
  Tensor cm = backend_.toHost(confusion_);
  std::vector<std::int64_t> c(cm.data<std::int64_t>(), cm.data<std::int64_t>() + cm.numel());
  r.metrics = Metrics::fromConfusion(c, k);
  return r;
}

RunResult Trainer::fit(const DatasetSplits& splits, TrainObserver* obs, const std::atomic<bool>* stop) {
  RunResult result;
  const auto t0 = Clock::now();
  try {
    if (splits.train.indices.empty()) fail(ErrorKind::InvalidArgument, "the training split is empty");
    uploadDataset(*splits.train.data);
    for (int epoch = epochsDone_ + 1; epoch <= config_.epochs; ++epoch) {
      if (obs) obs->onEpochStart(epoch, config_.epochs);
      EpochRecord rec = trainEpoch(splits.train, epoch, obs, stop);
      if (!splits.validation.indices.empty()) {
        EvalResult v = evaluate(splits.validation);
        rec.valLoss = v.loss;
        rec.valAccuracy = v.metrics.accuracy;
        rec.valSeconds = v.seconds;
      }
      epochsDone_ = epoch;
      result.epochs.push_back(rec);
      if (obs) obs->onEpochEnd(rec);
    }
    if (stop && stop->load()) throw StopRequested{config_.epochs, 0};
    if (!splits.test.indices.empty()) {
      result.test = evaluate(splits.test);
      if (obs) obs->onTestEnd(*result.test);
    }
  } catch (const StopRequested& s) {
    result.status = RunStatus::Cancelled;
    result.message = "stopped by the user at epoch " + std::to_string(s.epoch) +
                     (s.batch ? " batch " + std::to_string(s.batch) : std::string(" before the test phase")) + "; " +
                     std::to_string(result.epochs.size()) + " finished epoch(s) kept";
  } catch (const Error& e) {
    result.status = e.kind() == ErrorKind::Diverged ? RunStatus::Diverged : RunStatus::Failed;
    result.message = e.what();
  } catch (const std::bad_alloc&) {
    result.status = RunStatus::Failed;
    result.message = "out of host memory: try a smaller batch size";
  }
  result.totalSeconds = since(t0);
  return result;
}

}  // namespace nnlab

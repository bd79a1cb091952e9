#include "optim/optimizer.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/error.h"
#include "core/format.h"
#include "optim/optimizer_fields.h"

namespace nnlab {

using json = nlohmann::json;

void OptimizerConfig::validate() const {
  if (!fields::kOptimizer.allows(type))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "unknown optimizer '%1' (known: %2)"),
        type, fields::kOptimizer.rangeText()));
  fields::kLr.require(lr, NNLAB_TEXT("nnlab::messages", ": typical values are 0.001 to 0.1"));
  fields::kWeightDecay.require(weightDecay);
  if (type == "sgd") {
    fields::kMomentum.require(momentum, NNLAB_TEXT("nnlab::messages", ": typical values are 0 or 0.9"));
    if (nesterov && momentum <= 0.0) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "Nesterov momentum needs momentum > 0")));
  } else {
    fields::kBeta1.require(beta1);
    fields::kBeta2.require(beta2);
    fields::kEps.require(eps);
  }
}

json OptimizerConfig::toJson() const {
  json j{{"type", type}, {"lr", lr}, {"weight_decay", weightDecay}};
  if (type == "sgd") {
    j["momentum"] = momentum;
    j["nesterov"] = nesterov;
  } else {
    j["beta1"] = beta1;
    j["beta2"] = beta2;
    j["eps"] = eps;
  }
  return j;
}

// The ranges are the fields' (optim/optimizer_fields.h); validate() adds the advice.
OptimizerConfig OptimizerConfig::read(JsonReader& r) {
  using namespace fields;
  OptimizerConfig c;
  c.type = r.choice("type", c.type, kOptimizer.choiceList());
  c.lr = r.number("lr", defaultLr(c.type), kLr.min, kLr.max);
  c.momentum = r.number("momentum", c.type == "adam" ? 0.0 : c.momentum, kMomentum.min, kMomentum.max);
  c.nesterov = r.boolean("nesterov", c.nesterov);
  c.weightDecay = r.number("weight_decay", c.weightDecay, kWeightDecay.min, kWeightDecay.max);
  c.beta1 = r.number("beta1", c.beta1, kBeta1.min, kBeta1.max);
  c.beta2 = r.number("beta2", c.beta2, kBeta2.min, kBeta2.max);
  c.eps = r.number("eps", c.eps, kEps.min, kEps.max);
  r.finish();
  return c;
}

OptimizerConfig OptimizerConfig::fromJson(const json& j, ErrorKind kind) {
  JsonReader r(j, "optimizer settings", kind);
  return read(r);
}

void ScheduleConfig::validate() const {
  if (!fields::kSchedule.allows(type))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "unknown learning-rate schedule '%1' (known: %2)"),
        type, fields::kSchedule.rangeText()));
  if (type == "step") {
    fields::kStepSize.require(stepSize);
    fields::kGamma.require(gamma);
  }
  if (type == "cosine") fields::kMinLr.require(minLr);
  fields::kWarmup.require(warmupEpochs, NNLAB_TEXT("nnlab::messages", " (-1: chosen by the run)"));
}

double ScheduleConfig::lrAt(double baseLr, int epoch, int epochs, int warmup) const {
  double lr = baseLr;
  if (type == "step") lr = baseLr * std::pow(gamma, epoch / stepSize);
  if (type == "cosine" && epochs > 1) {
    const double t = static_cast<double>(epoch) / static_cast<double>(epochs);
    lr = minLr + 0.5 * (baseLr - minLr) * (1.0 + std::cos(std::numbers::pi * t));
  }
  if (warmup > 0 && epoch < warmup) lr *= static_cast<double>(epoch + 1) / static_cast<double>(warmup + 1);
  return lr;
}

json ScheduleConfig::toJson() const {
  json j{{"type", type}};
  if (type == "step") {
    j["step_size"] = stepSize;
    j["gamma"] = gamma;
  }
  if (type == "cosine") j["min_lr"] = minLr;
  if (warmupEpochs >= 0) j["warmup_epochs"] = warmupEpochs;  // absent: chosen by the run (older specs hash the same)
  return j;
}

ScheduleConfig ScheduleConfig::read(JsonReader& parent, const std::string& key) {
  ScheduleConfig s;
  const json* v = parent.raw(key);
  if (!v) return s;
  const std::vector<std::string> types = fields::kSchedule.choiceList();
  if (v->is_string()) {
    s.type = v->get<std::string>();
    if (std::find(types.begin(), types.end(), s.type) == types.end())
      parent.failAt(key, "must be constant, step or cosine, not \"" + s.type + "\"");
    return s;
  }
  if (!v->is_object()) parent.wrongType(key, "a schedule name or an object");
  JsonReader r = parent.object(key);
  s.type = r.choice("type", s.type, types);
  using namespace fields;
  s.stepSize = static_cast<int>(r.integer("step_size", s.stepSize, kStepSize.minInt(), kStepSize.maxInt()));
  s.gamma = r.number("gamma", s.gamma, kGamma.min, kGamma.max);
  s.minLr = r.number("min_lr", s.minLr, kMinLr.min, kMinLr.max);
  s.warmupEpochs = static_cast<int>(r.integer("warmup_epochs", s.warmupEpochs, kWarmup.minInt(), kWarmup.maxInt()));
  r.finish();
  return s;
}

Optimizer::Optimizer(const OptimizerConfig& config, Backend& backend, std::vector<Param*> params, std::vector<Backend*> owners)
    : config_(config), backend_(backend), params_(std::move(params)) {
  config_.validate();
  const bool needs1 = config_.type == "adam" || config_.momentum > 0.0;
  const bool needs2 = config_.type == "adam";
  state1_.resize(params_.size());
  state2_.resize(params_.size());
  master_.resize(params_.size());
  groups_.push_back({&backend_, {}, {}});
  for (std::size_t i = 0; i < params_.size(); ++i) {
    // One group per device: parameters on `backend`'s device (host memory for every CPU backend)
    // are its own.
    Backend* owner = i < owners.size() && owners[i] ? owners[i] : &backend_;
    if (owner->device() == backend_.device()) owner = &backend_;
    owner_.push_back(owner);
    Param* p = params_[i];
    const DType vt = p->value.dtype();
    const bool half = vt == DType::F16 || vt == DType::BF16;
    const DType st = half ? DType::F32 : vt;
    if (vt == DType::F16) dynamicLossScale_ = true;
    owner->makeCurrent();
    if (half) {
      master_[i] = owner->allocate(p->value.shape(), DType::F32);
      owner->convert(p->value, master_[i]);
    }
    if (needs1) {
      state1_[i] = owner->allocate(p->value.shape(), st);
      owner->fill(state1_[i], 0.0);
    }
    if (needs2) {
      state2_[i] = owner->allocate(p->value.shape(), st);
      owner->fill(state2_[i], 0.0);
    }
  }
  for (std::size_t i = 0; i < params_.size(); ++i) {
    auto g = std::find_if(groups_.begin(), groups_.end(), [&](const Group& x) { return x.backend == owner_[i]; });
    if (g == groups_.end()) {
      groups_.push_back({owner_[i], {}, owner_[i]->makeStepState(0, config_.lr, 1.0)});
      g = groups_.end() - 1;
    }
    g->members.push_back({&params_[i]->value, &params_[i]->grad, needs1 ? &state1_[i] : nullptr,
                        needs2 ? &state2_[i] : nullptr, params_[i]->decay,
                        master_[i].defined() ? &master_[i] : nullptr});
  }
  backend_.makeCurrent();
}

void Optimizer::update(Backend& b, std::span<ParamSlot> members, Tensor& state, std::int64_t advanceRows) {
  if (config_.type == "adam") {
    AdamHyper h{config_.lr, config_.beta1, config_.beta2, config_.eps, config_.weightDecay, 1, dynamicLossScale_};
    b.adamStep(members, h, state, advanceRows);
  } else {
    SgdHyper h{config_.lr, config_.momentum, config_.weightDecay, config_.nesterov, dynamicLossScale_};
    b.sgdStep(members, h, state, advanceRows);
  }
}

void Optimizer::step(Tensor& stepState, std::int64_t advanceRows) {
  if (groups_.size() == 1) {
    update(backend_, groups_[0].members, stepState, advanceRows);
    return;
  }
  // A split model: every device updates its parameters with the step's lr, count and loss scale.
  // One loss scale means one decision: an overflow on any device skips the step on all of them.
  auto st = backend_.readStepState(stepState);
  if (dynamicLossScale_) {
    bool finite = true;
    for (Group& g : groups_) {
      g.backend->makeCurrent();
      for (const ParamSlot& p : g.members) finite = finite && g.backend->allFinite(*p.grad);
    }
    backend_.makeCurrent();
    if (!finite) {
      skipOverflowedStep(st.data());
      backend_.writeStepState(stepState, st);
      if (advanceRows > 0) backend_.advanceStep(stepState, advanceRows);
      return;
    }
  }
  for (std::size_t k = 1; k < groups_.size(); ++k) {
    Group& g = groups_[k];
    g.backend->makeCurrent();
    g.backend->writeStepState(g.state, st);
    update(*g.backend, g.members, g.state, 0);
  }
  backend_.makeCurrent();
  update(backend_, groups_[0].members, stepState, advanceRows);
}

void Optimizer::syncMasterFromValues() {
  for (std::size_t i = 0; i < params_.size(); ++i)
    if (master_[i].defined()) {
      owner_[i]->makeCurrent();
      owner_[i]->convert(params_[i]->value, master_[i]);
    }
  backend_.makeCurrent();
}

void Optimizer::syncValuesFromMaster() {
  for (std::size_t i = 0; i < params_.size(); ++i)
    if (master_[i].defined()) {
      owner_[i]->makeCurrent();
      owner_[i]->convert(master_[i], params_[i]->value);
    }
  backend_.makeCurrent();
}

void Optimizer::updateOnly(const std::vector<bool>& mine) {
  if (mine.size() != params_.size())
    fail(ErrorKind::Internal, "updateOnly: " + std::to_string(mine.size()) + " flags for " + std::to_string(params_.size()) +
                                  " parameters");
  for (Group& g : groups_)
    std::erase_if(g.members, [&](const ParamSlot& m) {
      for (std::size_t i = 0; i < params_.size(); ++i)
        if (&params_[i]->value == m.value) return !mine[i];
      return false;
    });
  // A device left with nothing to update has no group (the first, the trainer's, always stays).
  groups_.erase(std::remove_if(groups_.begin() + 1, groups_.end(), [](const Group& g) { return g.members.empty(); }),
                groups_.end());
}

std::vector<std::pair<std::string, Tensor*>> Optimizer::state() {
  std::vector<std::pair<std::string, Tensor*>> s;
  for (std::size_t i = 0; i < params_.size(); ++i) {
    const std::string p = std::string("p").append(std::to_string(i));
    if (state1_[i].defined()) s.emplace_back(p + ".m1", &state1_[i]);
    if (state2_[i].defined()) s.emplace_back(p + ".m2", &state2_[i]);
    if (master_[i].defined()) s.emplace_back(p + ".master", &master_[i]);
  }
  return s;
}

}  // namespace nnlab

#include "experiment/spec_fields.h"

#include "core/format.h"
#include "experiment/experiment_fields.h"
#include "experiment/experiment_spec.h"
#include "nn/loss.h"
#include "optim/optimizer_fields.h"
#include "train/train_fields.h"

namespace nnlab {

namespace {

std::string num(double v) { return formatDouble(v); }
std::string yes(bool b) { return b ? "on" : "off"; }

}  // namespace

const std::vector<SpecField>& specFields() {
  using namespace fields;
  using S = const ExperimentSpec&;
  static const std::vector<SpecField> list{
      {&kSplit, [](S s) { return num(s.split[0]) + "," + num(s.split[1]) + "," + num(s.split[2]); }},
      {&kEpochs, [](S s) { return std::to_string(s.train.epochs); }},
      {&kBatch, [](S s) { return std::to_string(s.train.batch); }},
      {&kLoss, [](S s) { return std::string(lossName(s.train.loss)); }},
      {&kDtype, [](S s) { return std::string(dtypeName(s.train.dtype)); }},
      {&kSeed, [](S s) { return std::to_string(s.train.seed); }},
      {&kOptimizer, [](S s) { return s.train.optimizer.type; }},
      {&kLr, [](S s) { return num(s.train.optimizer.lr) + " (sgd), " + num(OptimizerConfig::kAdamLr) + " (adam)"; }},
      {&kMomentum, [](S s) { return num(s.train.optimizer.momentum); }},
      {&kNesterov, [](S s) { return yes(s.train.optimizer.nesterov); }},
      {&kWeightDecay, [](S s) { return num(s.train.optimizer.weightDecay); }},
      {&kBeta1, [](S s) { return num(s.train.optimizer.beta1); }},
      {&kBeta2, [](S s) { return num(s.train.optimizer.beta2); }},
      {&kEps, [](S s) { return num(s.train.optimizer.eps); }},
      {&kSchedule, [](S s) { return s.train.schedule.type; }},
      {&kStepSize, [](S s) { return std::to_string(s.train.schedule.stepSize); }},
      {&kGamma, [](S s) { return num(s.train.schedule.gamma); }},
      {&kMinLr, [](S s) { return num(s.train.schedule.minLr); }},
      {&kWarmup, [](S s) { return std::to_string(s.train.schedule.warmupEpochs); }},
      {&kThreads, [](S s) { return std::to_string(s.threads); }},
      {&kPrecision, [](S s) { return std::string(precisionName(s.train.precision)); }},
      {&kGraphs, [](S s) { return yes(s.train.graphs); }},
      {&kDeterministic, [](S s) { return yes(s.train.deterministic); }},
      {&kLayout, [](S s) { return s.layout; }},
      {&kDataPlacement, [](S s) { return s.dataPlacement; }},
      {&kMemoryBudget, [](S s) { return num(s.memoryBudgetGiB); }},
      {&kStrategy, [](S s) { return s.parallel.strategy; }},
      {&kParallelBatch, [](S s) { return s.parallel.batch; }},
      {&kAverageEvery, [](S s) { return std::to_string(s.parallel.averageEvery); }},
      {&kCpuShare, [](S s) { return s.parallel.cpuShare < 0 ? std::string("auto") : num(s.parallel.cpuShare); }},
      {&kCalibrationSteps, [](S s) { return std::to_string(s.parallel.calibrationSteps); }},
      {&kLrScaling, [](S s) { return s.parallel.lrScaling; }},
      {&kSyncBatchNorm, [](S s) { return yes(s.parallel.syncBatchNorm); }},
      {&kGradientReduction, [](S s) { return s.parallel.gradientReduction; }},
      {&kMicroBatches, [](S s) { return std::to_string(s.pipeline.microBatches); }},
      {&kPipelineSchedule, [](S s) { return s.pipeline.schedule; }},
      {&kBalance, [](S s) { return s.pipeline.balance; }},
      {&kEnergy, [](S s) { return yes(s.energy.enabled); }},
      {&kPowerHz, [](S s) { return num(s.energy.hz); }},
      {&kIdleSeconds, [](S s) { return num(s.energy.idleSeconds); }},
  };
  return list;
}

const SpecField* findSpecField(std::string_view key) {
  for (const SpecField& f : specFields())
    if (f.field->key == key) return &f;
  return nullptr;
}

std::string defaultText(const FieldSpec& f) {
  // A default-constructed spec: the settings' defaults without the default model, whose preset
  // file would otherwise be read at every nnlab-cli start (the train options' help asks for these).
  static const ExperimentSpec defaults{};
  const SpecField* s = findSpecField(f.key);
  return s ? s->value(defaults) : std::string();
}

// Built by appending: GCC 12 warns falsely (-Wrestrict) on chains of std::string operator+.
std::string optionHelp(const FieldSpec& f, bool withRange) {
  std::string h(f.help);
  const bool unit = f.numeric() && f.unit != "1" && f.unit != "-";
  if (withRange && f.numeric()) {
    h += ", ";
    h += f.rangeText();
    if (unit) h.append(" ").append(f.unit);
  } else if (withRange && f.type == FieldSpec::Type::Choice) {
    h += ": ";
    h += f.rangeText();
  }
  const std::string d = defaultText(f);
  if (d.empty() || f.type == FieldSpec::Type::Flag) return h;
  h.append(" [").append(d);
  if (unit && !withRange && d.find_first_not_of("-0123456789.e+") == std::string::npos) h.append(" ").append(f.unit);
  return h.append("]");
}

std::string settingsMarkdown() {
  std::string md =
      "| JSON key | `nnlab-cli train` | type | range or choices | unit | default | name in the app | what it does |\n"
      "|---|---|---|---|---|---|---|---|\n";
  auto cell = [&md](std::string_view s) {
    md.append(" ").append(s.empty() ? std::string_view("-") : s).append(" |");
  };
  auto code = [&md](std::string_view s) {
    if (s.empty()) md.append(" - |");
    else md.append(" `").append(s).append("` |");
  };
  for (const SpecField& s : specFields()) {
    const FieldSpec& f = *s.field;
    const char* type = f.type == FieldSpec::Type::Integer  ? "integer"
                       : f.type == FieldSpec::Type::Number ? "number"
                       : f.type == FieldSpec::Type::Choice ? "choice"
                       : f.type == FieldSpec::Type::Flag   ? "on/off"
                                                           : "text";
    md += "|";
    code(f.key);
    code(f.flag);
    cell(type);
    cell(f.rangeText());
    cell(f.unit == "1" ? std::string_view() : f.unit);
    cell(defaultText(f));
    cell(f.label);
    cell(f.help);
    md += "\n";
  }
  return md;
}

}  // namespace nnlab

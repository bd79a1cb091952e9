#include "experiment/experiment_spec.h"

#include <cmath>
#include <fstream>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

using json = nlohmann::json;

void ExperimentSpec::validate() const {
  double total = 0.0;
  for (double p : split) {
    if (!std::isfinite(p) || p < 0.0)
      fail(ErrorKind::InvalidArgument, "split percentages must be >= 0, got " + formatDouble(p));
    total += p;
  }
  if (std::fabs(total - 100.0) > 0.01)
    fail(ErrorKind::InvalidArgument, "split percentages must add up to 100, got " + formatDouble(total));
  if (split[0] <= 0.0) fail(ErrorKind::InvalidArgument, "the training split must be larger than 0 %");
  if (threads < 0 || threads > 1024)
    fail(ErrorKind::InvalidArgument, "thread count must be between 0 (all cores) and 1024, got " + std::to_string(threads));
  train.validate();
}

json ExperimentSpec::toJson() const {
  json j;
  j["name"] = name;
  j["model"] = model.toJson();
  if (!modelRef.empty()) j["model_ref"] = modelRef;
  j["dataset"] = {{"name", dataset}, {"split", split}};
  j["device"] = {{"backend", backend},
                 {"threads", threads},
                 {"precision", precisionName(train.precision)},
                 {"graphs", train.graphs},
                 {"deterministic", train.deterministic}};
  j["train"] = train.toJson();
  if (!resumeFrom.empty()) j["resume"] = resumeFrom;
  if (!checkpointPath.empty()) j["checkpoint"] = checkpointPath;
  return j;
}

ExperimentSpec ExperimentSpec::fromJson(const json& j) {
  if (!j.is_object()) fail(ErrorKind::InvalidArgument, "an experiment spec must be a JSON object");
  ExperimentSpec s;
  try {
    s.name = j.value("name", std::string());
    if (!j.contains("model")) fail(ErrorKind::InvalidArgument, "the experiment spec needs a \"model\" (preset name, path or object)");
    const json& m = j.at("model");
    if (m.is_string()) {
      s.modelRef = m.get<std::string>();
      s.model = loadModelSpec(s.modelRef);
    } else {
      s.model = ModelSpec::fromJson(m);
      s.modelRef = j.value("model_ref", std::string());
    }
    if (j.contains("dataset")) {
      const json& d = j.at("dataset");
      if (d.is_string()) {
        s.dataset = d.get<std::string>();
      } else {
        s.dataset = d.value("name", s.dataset);
        if (d.contains("split")) {
          const auto v = d.at("split").get<std::vector<double>>();
          if (v.size() != 3) fail(ErrorKind::InvalidArgument, "\"split\" needs three percentages: train, validation, test");
          s.split = {v[0], v[1], v[2]};
        }
      }
    }
    if (j.contains("device")) {
      const json& d = j.at("device");
      if (d.is_string()) {
        s.backend = d.get<std::string>();
      } else {
        s.backend = d.value("backend", s.backend);
        s.threads = d.value("threads", s.threads);
      }
    }
    if (j.contains("train")) s.train = TrainConfig::fromJson(j.at("train"));
    if (j.contains("device") && j.at("device").is_object()) {
      const json& d = j.at("device");
      s.train.precision = precisionFromName(d.value("precision", std::string("fp32")));
      s.train.graphs = d.value("graphs", true);
      s.train.deterministic = d.value("deterministic", false);
    }
    s.resumeFrom = j.value("resume", std::string());
    s.checkpointPath = j.value("checkpoint", std::string());
  } catch (const json::exception& e) {
    fail(ErrorKind::InvalidArgument, std::string("bad experiment spec: ") + e.what());
  }
  if (s.name.empty()) s.name = s.model.name + "-" + s.dataset;
  return s;
}

ExperimentSpec ExperimentSpec::load(const std::string& path) {
  std::ifstream f(path);
  if (!f) fail(ErrorKind::BadInput, "cannot open experiment spec '" + path + "'");
  json j;
  try {
    f >> j;
  } catch (const json::exception& e) {
    fail(ErrorKind::BadInput, "experiment spec '" + path + "' is not valid JSON: " + e.what());
  }
  return fromJson(j);
}

}  // namespace nnlab

#pragma once
// Classification metrics from a confusion matrix (row = true class, column = predicted):
// accuracy, per-class precision/recall/F1 and their macro averages.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nnlab {

struct ClassMetrics {
  double precision = 0.0, recall = 0.0, f1 = 0.0;
  std::int64_t support = 0;  // true samples of the class
};

struct Metrics {
  int classes = 0;
  std::vector<std::int64_t> confusion;  // classes x classes, row-major
  std::int64_t samples = 0;
  double accuracy = 0.0;
  std::vector<ClassMetrics> perClass;
  double macroPrecision = 0.0, macroRecall = 0.0, macroF1 = 0.0;

  static Metrics fromConfusion(const std::vector<std::int64_t>& confusion, int classes);
  nlohmann::json toJson(const std::vector<std::string>& classNames = {}) const;
  // Human-readable table and confusion matrix (for the CLI).
  std::string report(const std::vector<std::string>& classNames = {}) const;
};

}  // namespace nnlab

#pragma once
// The energy-delay product (EDP = E x t) and ED²P (E x t²) of a run, and both normalised to a
// baseline run (the thesis behind nnlab: CPU-only EDP 86x one GPU's). Lower is better. A ratio
// is only fair between runs that measured the same devices: the comparison says when not.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nnlab {

// joules and seconds finite and >= 0, else Error(InvalidArgument).
double energyDelayProduct(double joules, double seconds);         // J·s
double energyDelaySquaredProduct(double joules, double seconds);  // J·s²
// value / baseline; a baseline that is not a finite number > 0 is Error(InvalidArgument).
double normalisedToBaseline(double value, double baseline);

struct EdpFigures {
  double joules = 0.0, seconds = 0.0;
  double edp = 0.0, ed2p = 0.0;
  std::vector<std::string> devices;  // the power sources whose joules are in `joules`
  static EdpFigures of(double joules, double seconds, std::vector<std::string> devices);
  nlohmann::json toJson() const;
  static EdpFigures fromJson(const nlohmann::json& j);  // Error(BadInput); edp and ed2p recomputed
};

struct EdpComparison {
  double energyRatio = 0.0, delayRatio = 0.0;  // run / baseline
  double edpRatio = 0.0, ed2pRatio = 0.0;      // normalised EDP and ED²P
  bool sameDevices = true;
  std::string note;  // when the device sets differ: which, so the ratio is not taken at face value
  nlohmann::json toJson() const;
};

EdpComparison compareToBaseline(const EdpFigures& run, const EdpFigures& baseline);

}  // namespace nnlab

#include "experiment/analysis.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nnlab {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

int warmupEpochs(int epochsDone) { return epochsDone >= 2 ? 1 : 0; }

double median(std::vector<double> v) {
  v.erase(std::remove_if(v.begin(), v.end(), [](double x) { return std::isnan(x); }), v.end());
  if (v.empty()) return kNaN;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

EpochSums sumEpochs(const std::vector<EpochRecord>& epochs, int warmup) {
  EpochSums s;
  s.warmup = std::clamp(warmup, 0, std::max(0, static_cast<int>(epochs.size()) - 1));
  s.bestValAccuracy = s.lastValAccuracy = kNaN;
  double samples = 0.0, seconds = 0.0;
  std::vector<double> times;
  for (std::size_t i = 0; i < epochs.size(); ++i) {
    const EpochRecord& e = epochs[i];
    s.trainSeconds += e.trainSeconds;
    s.validationSeconds += std::isfinite(e.valSeconds) ? e.valSeconds : 0.0;
    if (std::isfinite(e.valAccuracy)) {
      s.bestValAccuracy = std::isnan(s.bestValAccuracy) ? e.valAccuracy : std::max(s.bestValAccuracy, e.valAccuracy);
      s.lastValAccuracy = e.valAccuracy;
    }
    if (static_cast<int>(i) < s.warmup) continue;
    samples += static_cast<double>(e.trainSamples);
    seconds += e.trainSeconds;
    times.push_back(e.trainSeconds);
  }
  s.samplesPerSecond = seconds > 0.0 ? samples / seconds : 0.0;
  s.medianEpochSeconds = times.empty() ? 0.0 : median(times);
  return s;
}

double Stats::cv() const { return n >= 2 && mean != 0.0 ? std / std::fabs(mean) : kNaN; }

double studentT95(int dof) {
  // Two-sided 97.5 % quantiles for 1..30 degrees of freedom; beyond, the normal limit's series.
  static const double table[] = {12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
                                 2.2010,  2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
                                 2.0796,  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423};
  if (dof < 1) return kNaN;
  if (dof <= 30) return table[dof - 1];
  const double z = 1.959964, n = dof;
  return z + (z * z * z + z) / (4 * n) + (5 * std::pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * n * n);
}

Stats describe(const std::vector<double>& values) {
  Stats s;
  std::vector<double> v;
  for (double x : values)
    if (!std::isnan(x)) v.push_back(x);
  s.n = static_cast<int>(v.size());
  if (v.empty()) {
    s.mean = s.std = s.ci95 = s.min = s.max = s.median = kNaN;
    return s;
  }
  double sum = 0.0;
  for (double x : v) sum += x;
  s.mean = sum / s.n;
  double ss = 0.0;
  for (double x : v) ss += (x - s.mean) * (x - s.mean);
  s.std = s.n >= 2 ? std::sqrt(ss / (s.n - 1)) : kNaN;
  s.ci95 = s.n >= 2 ? studentT95(s.n - 1) * s.std / std::sqrt(static_cast<double>(s.n)) : kNaN;
  s.min = *std::min_element(v.begin(), v.end());
  s.max = *std::max_element(v.begin(), v.end());
  s.median = median(v);
  return s;
}

}  // namespace nnlab

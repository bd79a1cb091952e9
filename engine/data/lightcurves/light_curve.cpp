#include "data/lightcurves/light_curve.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"

namespace nnlab {

const char* curveNormalizeName(CurveNormalize n) {
  switch (n) {
    case CurveNormalize::Center: return "center";
    case CurveNormalize::MinMax: return "minmax";
    case CurveNormalize::ZScore: return "zscore";
    case CurveNormalize::None: break;
  }
  return "none";
}

CurveNormalize curveNormalizeFromName(const std::string& name) {
  if (name == "none") return CurveNormalize::None;
  if (name == "center") return CurveNormalize::Center;
  if (name == "minmax") return CurveNormalize::MinMax;
  if (name == "zscore") return CurveNormalize::ZScore;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown light-curve normalisation '%1': use none, center, minmax or zscore"),
      name));
}

std::vector<double> foldPhases(const std::vector<double>& t, double period) {
  if (!(period > 0.0) || !std::isfinite(period))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "folding needs a positive period, not %1"),
        std::to_string(period)));
  std::vector<double> ph(t.size());
  for (std::size_t i = 0; i < t.size(); ++i) {
    double p = (t[i] - period * std::floor(t[i] / period)) / period;
    if (p >= 1.0 || p < 0.0) p = 0.0;  // rounding at an exact multiple of the period
    ph[i] = p;
  }
  return ph;
}

std::vector<double> phaseBins(const std::vector<double>& phases, const std::vector<double>& mag, int bins) {
  if (bins < 1) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "a folded light curve needs at least 1 phase bin")));
  if (phases.empty() || phases.size() != mag.size())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a folded light curve needs observations (one magnitude per phase)")));
  std::vector<double> sum(static_cast<std::size_t>(bins), 0.0);
  std::vector<int> count(static_cast<std::size_t>(bins), 0);
  for (std::size_t i = 0; i < phases.size(); ++i) {
    const int b = std::clamp(static_cast<int>(std::floor(phases[i] * bins)), 0, bins - 1);
    sum[static_cast<std::size_t>(b)] += mag[i];
    ++count[static_cast<std::size_t>(b)];
  }
  std::vector<double> v(static_cast<std::size_t>(bins), 0.0);
  std::vector<int> filled;
  for (int b = 0; b < bins; ++b)
    if (count[static_cast<std::size_t>(b)] > 0) {
      v[static_cast<std::size_t>(b)] = sum[static_cast<std::size_t>(b)] / count[static_cast<std::size_t>(b)];
      filled.push_back(b);
    }
  if (filled.size() == 1) {  // one occupied bin: the curve is flat at its value
    std::fill(v.begin(), v.end(), v[static_cast<std::size_t>(filled[0])]);
    return v;
  }
  // Each run of empty bins lies between two filled ones, a (before) and c (after), going round.
  for (std::size_t k = 0; k < filled.size(); ++k) {
    const int a = filled[k], c = filled[(k + 1) % filled.size()];
    const int gap = (c - a + bins) % bins;  // bins from a to c, going forwards
    for (int j = 1; j < gap; ++j) {
      const double w = static_cast<double>(j) / gap;
      v[static_cast<std::size_t>((a + j) % bins)] = (1.0 - w) * v[static_cast<std::size_t>(a)] + w * v[static_cast<std::size_t>(c)];
    }
  }
  return v;
}

void normalizeCurve(std::vector<double>& v, CurveNormalize how) {
  if (how == CurveNormalize::None || v.empty()) return;
  double mean = 0.0, lo = v[0], hi = v[0];
  for (double x : v) {
    mean += x;
    lo = std::min(lo, x);
    hi = std::max(hi, x);
  }
  mean /= static_cast<double>(v.size());
  // Differences below rounding of the values themselves count as flat (no noise blown up to 1).
  const double flat = 1e-12 * std::max(1.0, std::max(std::fabs(lo), std::fabs(hi)));
  if (how == CurveNormalize::Center) {
    for (double& x : v) x -= mean;
    return;
  }
  if (how == CurveNormalize::MinMax) {
    for (double& x : v) x = hi - lo > flat ? (x - lo) / (hi - lo) : 0.0;
    return;
  }
  double sq = 0.0;
  for (double x : v) sq += (x - mean) * (x - mean);
  const double sd = std::sqrt(sq / static_cast<double>(v.size()));
  for (double& x : v) x = sd > flat ? (x - mean) / sd : 0.0;
}

std::vector<float> foldCurve(const LightCurve& curve, const FoldOptions& options) {
  std::vector<double> v = phaseBins(foldPhases(curve.t, curve.period), curve.mag, options.bins);
  normalizeCurve(v, options.normalize);
  return std::vector<float>(v.begin(), v.end());
}

}  // namespace nnlab

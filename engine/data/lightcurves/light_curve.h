#pragma once
// Light curves: the brightness of one star over time (time in days, magnitude, its error),
// folded by the star's period into one cycle and resampled onto a fixed number of phase bins:
// the 1 x bins sequences the 1-D layers train on.
//
//   phase(t) = mod(t, P) / P               in [0, 1)  (t - P floor(t/P), also for negative t)
//   bin b    = floor(phase * bins)         covers phases [b/bins, (b+1)/bins)
//   value(b) = mean magnitude of the observations in bin b; an empty bin takes the linear
//              interpolation between the nearest non-empty bins on either side, going round the
//              cycle (phase 1 is phase 0), by distance between bin centres
//   then, per object: none (magnitudes as they are), center (minus their mean), minmax (to
//   [0, 1], brightest 0: magnitudes grow fainter) or zscore (mean 0, standard deviation 1); a
//   flat curve becomes zeros.
#include <string>
#include <vector>

namespace nnlab {

struct LightCurve {
  std::string id;         // object name (file stem, or the id column)
  std::string className;  // its class, "" when not known yet
  double period = 0.0;    // days, > 0
  std::vector<double> t;    // days, increasing
  std::vector<double> mag;  // magnitudes
  std::vector<double> err;  // magnitude errors (empty when the source has none)
  std::string source;       // file it came from, for messages
  int firstLine = 0, lastLine = 0;  // its rows in the source (1-based; 0 when generated)
};

enum class CurveNormalize { None, Center, MinMax, ZScore };
const char* curveNormalizeName(CurveNormalize n);
CurveNormalize curveNormalizeFromName(const std::string& name);  // Error(InvalidArgument) listing the names

struct FoldOptions {
  int bins = 64;
  CurveNormalize normalize = CurveNormalize::MinMax;
};

// mod(t, period) / period for each time (period > 0).
std::vector<double> foldPhases(const std::vector<double>& t, double period);

// Mean magnitude per phase bin (empty bins interpolated circularly), not normalised. Needs at
// least one observation and bins >= 1 (Error(InvalidArgument) otherwise).
std::vector<double> phaseBins(const std::vector<double>& phases, const std::vector<double>& mag, int bins);

// Normalises one object's values in place.
void normalizeCurve(std::vector<double>& values, CurveNormalize how);

// fold + bin + normalise: the sequence a curve becomes in a dataset.
std::vector<float> foldCurve(const LightCurve& curve, const FoldOptions& options);

}  // namespace nnlab

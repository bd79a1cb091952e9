// "Synthetic RR Lyrae light curves (stand-in)": variable stars as a near-infrared survey of the
// Galactic bulge (VVV) sees them, drawn from templates: RRab (periods 0.45-1.0 d, a sawtooth of a
// fast rise and a slow decline, amplitude 0.5-1.2 mag), RRc (0.2-0.45 d, near-sinusoidal, 0.2-0.5
// mag), eclipsing binaries (two dips per period: detached systems with narrow eclipses of unequal
// depth, contact systems varying all the time) and non-variable stars (a spurious period). Each
// star has a mean magnitude of 12-17, photometric errors growing towards faint stars, a few
// outliers, and 30-100 epochs in yearly observing seasons over 3-6 years, some seasons missed.
// The period each curve is folded by is the catalogue's, as a periodogram finds it: the true one
// to a relative precision of 2e-5 (which smears the phases of a multi-year curve a little), half of
// it for 40 % of the contact binaries (their two equal-looking minima fool periodograms), and a
// one-day alias for 3 % of the variables (folded at that, their curve is noise). The observations
// are folded like imported curves (light_curve.h).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/rng.h"
#include "data/synthetic.h"

namespace nnlab {

namespace {

constexpr double kTwoPi = 2.0 * std::numbers::pi;
constexpr double kSurveyStart = 55260.0;  // MJD, early 2010

// Circular distance between two phases, in [0, 0.5].
double phaseDistance(double a, double b) {
  const double d = std::fabs(a - b);
  return std::min(d, 1.0 - d);
}

struct Template {
  int kind = 0;  // class index
  double rise = 0.15, decline = 1.0, hump = 0.0;          // RRab
  double second = 0.0, secondPhase = 0.0;                 // RRc: first harmonic
  bool contact = false;                                   // eclipsing binaries
  double depth2 = 0.5, width = 0.05, offset = 0.0;

  // Brightness shape in magnitudes (larger = fainter), before scaling to the amplitude.
  double operator()(double ph) const {
    switch (kind) {
      case 0: {  // RRab: minimum light at phase 0, fast rise to maximum, slow decline
        double s = ph < rise ? 1.0 - ph / rise : std::pow((ph - rise) / (1.0 - rise), decline);
        s -= hump * std::exp(-std::pow((ph - 0.85) / 0.05, 2));  // the bump before the rise
        return s;
      }
      case 1: return -std::cos(kTwoPi * ph) + second * std::cos(2.0 * kTwoPi * ph + secondPhase);
      case 2:
        if (contact)  // faint at phases 0.25 and 0.75, the second minimum shallower
          return 0.5 - 0.5 * std::cos(2.0 * kTwoPi * ph) + 0.25 * (1.0 - depth2) * std::sin(kTwoPi * ph);
        return std::exp(-0.5 * std::pow(phaseDistance(ph, 0.0) / width, 2)) +
               depth2 * std::exp(-0.5 * std::pow(phaseDistance(ph, 0.5 + offset) / width, 2));
      default: return 0.0;
    }
  }
};

}  // namespace

const FoldOptions kRRLyraeStandInFold{64, CurveNormalize::MinMax};

LightCurve rrLyraeStandInCurve(std::uint64_t seed, std::int64_t index, int cls) {
  static const char* const kNames[4] = {"RRab", "RRc", "Eclipsing binary", "Non-variable"};
  Rng rng(Rng::derive(seed, static_cast<std::uint64_t>(index)));
  LightCurve c;
  c.id = "SYN-" + std::to_string(index + 1);
  cls = std::clamp(cls, 0, 3);
  c.className = kNames[cls];
  c.source = "synthetic-rrlyrae (seed " + std::to_string(seed) + ")";

  Template f;
  f.kind = cls;
  double amplitude = 0.0;
  switch (cls) {
    case 0:
      c.period = rng.uniform(0.45, 1.0);
      amplitude = rng.uniform(0.5, 1.2);
      f.rise = rng.uniform(0.10, 0.22);
      f.decline = rng.uniform(0.7, 1.3);
      f.hump = rng.uniform(0.0, 0.08);
      break;
    case 1:
      c.period = rng.uniform(0.2, 0.45);
      amplitude = rng.uniform(0.2, 0.5);
      f.second = rng.uniform(0.0, 0.2);
      f.secondPhase = rng.uniform(0.0, kTwoPi);
      break;
    case 2:
      c.period = std::exp(rng.uniform(std::log(0.25), std::log(3.0)));
      f.contact = rng.uniform() < 0.4;
      amplitude = f.contact ? rng.uniform(0.2, 0.7) : rng.uniform(0.3, 1.0);
      f.depth2 = rng.uniform(0.1, 0.9);
      f.width = rng.uniform(0.03, 0.10);
      f.offset = rng.uniform(-0.03, 0.03);
      break;
    default:
      c.period = rng.uniform(0.2, 1.0);  // what a periodogram picks from noise
      break;
  }
  // The template's range, to scale it to the amplitude (peak to peak).
  double lo = 1e30, hi = -1e30;
  for (int i = 0; i < 512; ++i) {
    const double v = f(i / 512.0);
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  const double scale = hi > lo ? amplitude / (hi - lo) : 0.0;
  const double truePeriod = c.period;
  const double epoch = rng.uniform(0.0, truePeriod);  // time of phase 0
  const double meanMag = rng.uniform(12.0, 17.0);
  const double sigma = std::clamp(0.008 + 0.04 * std::pow(10.0, 0.4 * (meanMag - 16.0)), 0.005, 0.3);

  // Observing seasons: one a year (about 150-240 nights long), some missed altogether.
  const int years = 3 + static_cast<int>(rng.below(4));
  std::vector<std::pair<double, double>> seasons;
  for (int y = 0; y < years; ++y) {
    if (rng.uniform() < 0.15) continue;
    const double start = kSurveyStart + 365.25 * y + rng.uniform(20.0, 60.0);
    seasons.emplace_back(start, start + rng.uniform(150.0, 240.0));
  }
  while (seasons.size() < 2) {  // at least two seasons: the curve spans years
    const double start = kSurveyStart + 365.25 * static_cast<double>(seasons.size() + years) + 30.0;
    seasons.emplace_back(start, start + 180.0);
  }
  double total = 0.0;
  for (const auto& [a, b] : seasons) total += b - a;
  const int epochs = 30 + static_cast<int>(rng.below(71));
  for (int i = 0; i < epochs; ++i) {
    double u = rng.uniform(0.0, total);
    for (const auto& [a, b] : seasons) {
      if (u < b - a) {
        c.t.push_back(a + u);
        break;
      }
      u -= b - a;
    }
    if (static_cast<int>(c.t.size()) <= i) c.t.push_back(seasons.back().second);
  }
  std::sort(c.t.begin(), c.t.end());
  for (double t : c.t) {
    double ph = (t - epoch) / truePeriod;
    ph -= std::floor(ph);
    const double err = sigma * rng.uniform(0.8, 1.2);
    double m = meanMag + scale * (f(ph) - 0.5 * (lo + hi)) + err * rng.normal();
    if (rng.uniform() < 0.01) {  // an outlier (one draw per statement: see synthetic_cracks.cpp)
      const double sign = rng.uniform() < 0.5 ? -1.0 : 1.0;
      m += sign * rng.uniform(3.0, 8.0) * err;
    }
    c.mag.push_back(m);
    c.err.push_back(err);
  }
  // The catalogue's period.
  c.period = truePeriod * (1.0 + 2e-5 * rng.normal());
  if (cls == 2 && f.contact && rng.uniform() < 0.4) c.period *= 0.5;
  if (cls < 3 && rng.uniform() < 0.03) {  // a one-day alias: 1/P' = 1/P +- 1 per day
    const double alias = 1.0 / (1.0 / truePeriod + (rng.uniform() < 0.5 ? -1.0 : 1.0));
    c.period = alias > 0.05 ? alias : 1.0 / (1.0 / truePeriod + 1.0);
  }
  c.firstLine = c.lastLine = 0;
  return c;
}

void renderRRLyraeSample(std::uint64_t seed, std::int64_t index, int cls, float* dst) {
  const std::vector<float> v = foldCurve(rrLyraeStandInCurve(seed, index, cls), kRRLyraeStandInFold);
  std::copy(v.begin(), v.end(), dst);
}

}  // namespace nnlab

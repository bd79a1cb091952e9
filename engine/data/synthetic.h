#pragma once
// Procedural stand-ins for the datasets that cannot ship with nnlab, honestly labelled: they
// have the real sets' image shape and class count, so they reproduce the *costs* of training
// (memory, time per epoch, device speed-ups), not the real data's difficulty. Every sample is
// drawn from its own stream derived from (seed, index): the same seed gives the same bytes on
// any machine and any thread count.
//   "synthetic-cracks"      Synthetic cracks (stand-in): 227x227 gray, Negative = plain
//                           concrete-like texture, Positive = the same with dark random-walk cracks
//   "synthetic-fish-masks"  Synthetic fish masks (stand-in): 197x148 gray masks, 9 silhouette
//                           families (one per fish class) with random pose, scale and position
//   "synthetic-rrlyrae"     Synthetic RR Lyrae light curves (stand-in): RRab, RRc, eclipsing
//                           binaries and non-variable stars observed irregularly over years
//                           (synthetic_rrlyrae.cpp), folded into 1 x 64 phase bins. Unlike the
//                           image stand-ins it is a labelled classification task with a real
//                           difficulty of its own, but still not real data.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "core/shape.h"
#include "data/dataset.h"
#include "data/lightcurves/light_curve.h"
#include "data/progress.h"

namespace nnlab {

struct StandInInfo {
  std::string name;         // "synthetic-cracks"
  std::string title;        // "Synthetic cracks (stand-in)"
  std::string standsInFor;  // manifest name of the real set: "concrete-cracks"
  std::string description;  // what it is, one sentence
  Shape sampleShape;        // C x H x W (images), or C x L (light curves: f32 features)
  std::vector<std::string> classNames;
  std::int64_t defaultSamples = 0;  // the real set's size
};

const std::vector<StandInInfo>& standIns();
const StandInInfo* findStandIn(const std::string& name);  // nullptr when unknown

struct StandInOptions {
  std::int64_t samples = 0;  // 0: the real set's size; classes stay balanced (sample i has class i * K / N)
  std::uint64_t seed = 1;
  int threads = 0;           // 0: all cores
};

// Generates a stand-in (Error(InvalidArgument) for an unknown name or fewer samples than
// classes). The dataset is named `name`, marked synthetic, and its description starts with
// the title.
Dataset generateStandIn(const std::string& name, const StandInOptions& options, const ProgressCallback& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

// One sample into dst (C x H x W bytes), from its own seed. Exposed for tests and previews.
void renderCrackSample(std::uint64_t sampleSeed, bool crack, int width, int height, std::uint8_t* dst);
void renderFishMask(std::uint64_t sampleSeed, int family, int width, int height, std::uint8_t* dst);

// The RR Lyrae stand-in's raw observations of sample `index` (class 0 RRab, 1 RRc, 2 eclipsing
// binary, 3 non-variable) from the stand-in's seed, and the sample as stored: folded with
// kRRLyraeStandInFold into dst (bins values).
LightCurve rrLyraeStandInCurve(std::uint64_t seed, std::int64_t index, int cls);
void renderRRLyraeSample(std::uint64_t seed, std::int64_t index, int cls, float* dst);
extern const FoldOptions kRRLyraeStandInFold;

}  // namespace nnlab

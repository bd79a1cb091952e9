#include "data/synthetic.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "core/error.h"
#include "core/format.h"
#include "core/rng.h"
#include "core/text.h"
#include "data/image_import.h"

namespace nnlab {

const std::vector<StandInInfo>& standIns() {
  static const std::vector<StandInInfo> list = {
      {"synthetic-cracks", NNLAB_TEXT("nnlab::datasets", "Synthetic cracks (stand-in)"), "concrete-cracks",
       NNLAB_TEXT("nnlab::datasets", "procedural 227x227 gray concrete-like textures, Positive with dark random-walk cracks, Negative "
                  "plain: a timing stand-in for Concrete Crack Images for Classification (same shape and class "
                  "count, not its difficulty)"),
       Shape{1, 227, 227}, {"Negative", "Positive"}, 40000},
      {"synthetic-fish-masks", NNLAB_TEXT("nnlab::datasets", "Synthetic fish masks (stand-in)"), "fish-masks",
       NNLAB_TEXT("nnlab::datasets", "procedural 197x148 gray silhouettes of 9 shape families (one per fish class) with random pose, "
                  "scale and position: a timing stand-in for the fish segmentation masks (same shape and class "
                  "count, not their difficulty)"),
       Shape{1, 148, 197},
       {"Black Sea Sprat", "Gilt-Head Bream", "Horse Mackerel", "Red Mullet", "Red Sea Bream", "Sea Bass", "Shrimp",
        "Striped Red Mullet", "Trout"},
       9000},
      {"synthetic-rrlyrae", NNLAB_TEXT("nnlab::datasets", "Synthetic RR Lyrae light curves (stand-in)"), "vvv-rrlyrae",
       NNLAB_TEXT("nnlab::datasets", "synthetic near-infrared light curves of RRab and RRc pulsators, eclipsing binaries and non-variable stars "
       "(30-100 epochs over 3-6 years, noise and outliers), folded by period into 64 phase bins (min-max per object): "
       "a stand-in for VVV RR Lyrae light curves with realistic periods and amplitudes, not real stars"),
       Shape{1, 64}, {"RRab", "RRc", "Eclipsing binary", "Non-variable"}, 4000},
  };
  return list;
}

const StandInInfo* findStandIn(const std::string& name) {
  for (const auto& s : standIns())
    if (s.name == name) return &s;
  return nullptr;
}

Dataset generateStandIn(const std::string& name, const StandInOptions& options, const ProgressCallback& progress,
                        const std::atomic<bool>* cancel) {
  const StandInInfo* info = findStandIn(name);
  if (!info) {
    std::string known;
    for (const auto& s : standIns()) known += (known.empty() ? "" : ", ") + s.name;
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "unknown stand-in '%1': known stand-ins are %2"),
        name, known));
  }
  const auto k = static_cast<std::int64_t>(info->classNames.size());
  const std::int64_t n = options.samples > 0 ? options.samples : info->defaultSamples;
  if (n < k || n > 10'000'000)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "%1 needs %2 to 10,000,000 samples (asked for %3)"),
        info->title, std::to_string(k), std::to_string(n)));
  const Shape s = info->sampleShape;
  const bool curves = s.rank() == 2;  // light curves (f32 sequences) rather than u8 images
  const int w = static_cast<int>(s[s.rank() - 1]), h = curves ? 1 : static_cast<int>(s[1]);
  const std::size_t sampleSize = static_cast<std::size_t>(s.numel());
  Dataset d;
  if (curves)
    d.features = Tensor::empty(s.withBatch(n), DType::F32);
  else
    d.images = Tensor::empty(s.withBatch(n), DType::U8);
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  auto* px = curves ? nullptr : d.images.data<std::uint8_t>();
  auto* fx = curves ? d.features.data<float>() : nullptr;
  auto* lab = d.labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < n; ++i) lab[i] = static_cast<std::int32_t>(i * k / n);
  const bool cracks = name == "synthetic-cracks";

  const int threads = std::min<int>(resolveThreads(options.threads), static_cast<int>(std::min<std::int64_t>(n, 1 << 20)));
  std::atomic<std::int64_t> next{0}, done{0};
  std::atomic<bool> abort{false};
  auto work = [&]() {
    for (;;) {
      if (abort.load(std::memory_order_relaxed)) return;
      const std::int64_t i = next.fetch_add(1);
      if (i >= n) return;
      const std::uint64_t seed = Rng::derive(options.seed, static_cast<std::uint64_t>(i));
      if (curves)
        renderRRLyraeSample(options.seed, i, lab[i], fx + static_cast<std::size_t>(i) * sampleSize);
      else if (cracks)
        renderCrackSample(seed, lab[i] == 1, w, h, px + static_cast<std::size_t>(i) * sampleSize);
      else
        renderFishMask(seed, lab[i], w, h, px + static_cast<std::size_t>(i) * sampleSize);
      done.fetch_add(1);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  std::int64_t reported = -1;
  for (;;) {
    const std::int64_t dn = done.load();
    if (cancel && cancel->load()) abort.store(true);
    if (progress && dn != reported) {
      progress({"generate", info->title, dn, n, curves ? "light curves" : "images"});
      reported = dn;
    }
    if (dn >= n || abort.load()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  for (auto& t : pool) t.join();
  throwIfCancelled(cancel, "generation of " + info->title);

  d.name = info->name;
  d.synthetic = true;
  d.classNames = info->classNames;
  d.source = "generated by nnlab (seed " + std::to_string(options.seed) + ")";
  d.description = info->title + ": " + formatCount(n) + " " + info->description + ", seed " + std::to_string(options.seed);
  d.validate();
  return d;
}

}  // namespace nnlab

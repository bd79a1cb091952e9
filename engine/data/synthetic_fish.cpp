// "Synthetic fish masks (stand-in)": white silhouettes on black, one shape family per class,
// each an implicit shape in body coordinates (u along the body, head at +1, tail below -1;
// v across, dorsal side positive, both in half-lengths) placed with a random pose.
#include <algorithm>
#include <cmath>

#include "core/rng.h"
#include "data/synthetic.h"

namespace nnlab {

namespace {

struct Family {
  float depth;      // half body height at its widest, in half-lengths
  float blunt;      // > 0: fuller head (egg-shaped body)
  float tailLen;    // tail length beyond the body
  float tailSpread; // half height of the tail at its end
  float fork;       // 0: square tail, towards 1: deeply forked
  float hump;       // extra dorsal height (sea bream)
  int dorsalFins;   // 0..2 triangular fins on the back
  bool adipose;     // small fin near the tail (trout)
  bool curved;      // shrimp: a bent, tapering body with a fan tail
};

// Indexed like the class names of the stand-in (Black Sea Sprat ... Trout).
const Family kFamilies[9] = {
    {0.15f, 0.00f, 0.30f, 0.20f, 0.55f, 0.00f, 1, false, false},  // Black Sea Sprat: slender
    {0.42f, 0.15f, 0.30f, 0.30f, 0.40f, 0.00f, 1, false, false},  // Gilt-Head Bream: deep oval
    {0.22f, 0.00f, 0.36f, 0.32f, 0.75f, 0.00f, 2, false, false},  // Horse Mackerel: spindle, deep fork
    {0.24f, 0.40f, 0.26f, 0.22f, 0.35f, 0.00f, 2, false, false},  // Red Mullet: blunt head
    {0.36f, 0.05f, 0.30f, 0.28f, 0.30f, 0.14f, 1, false, false},  // Red Sea Bream: humped back
    {0.26f, 0.00f, 0.30f, 0.25f, 0.12f, 0.00f, 2, false, false},  // Sea Bass: long, shallow fork
    {0.20f, 0.00f, 0.25f, 0.30f, 0.00f, 0.00f, 0, false, true},   // Shrimp: curved
    {0.19f, 0.50f, 0.24f, 0.20f, 0.55f, 0.00f, 2, false, false},  // Striped Red Mullet: slim, blunt
    {0.21f, 0.10f, 0.25f, 0.22f, 0.00f, 0.00f, 1, true, false},   // Trout: square tail, adipose fin
};

float bodyHalfHeight(const Family& f, float u, float depthScale, bool dorsal) {
  if (u <= -1.0f || u >= 1.0f) return 0.0f;
  float hh = f.depth * depthScale * std::sqrt(1.0f - u * u) * (1.0f + f.blunt * u * 0.8f);
  if (dorsal && f.hump > 0) hh += f.hump * std::exp(-((u - 0.15f) / 0.35f) * ((u - 0.15f) / 0.35f));
  return std::max(hh, 0.0f);
}

bool insideFish(const Family& f, float u, float v, float depthScale) {
  const bool dorsal = v > 0;
  const float av = std::fabs(v);
  if (u > -1.0f && u < 1.0f) {
    const float hh = bodyHalfHeight(f, u, depthScale, dorsal);
    if (av <= hh) return true;
    if (dorsal) {
      const float fins[2] = {0.25f, -0.35f};
      for (int i = 0; i < f.dorsalFins; ++i) {
        const float d = std::fabs(u - fins[i]);
        if (d < 0.22f && v <= hh + 0.14f * (1.0f - d / 0.22f)) return true;
      }
      if (f.adipose && std::fabs(u + 0.62f) < 0.07f && v <= hh + 0.06f) return true;
    }
  }
  // Tail: a stalk widening to the tail's end, with a fork cut out of its end.
  const float stalk = 0.05f * depthScale;
  if (u <= -0.85f && u >= -1.0f - f.tailLen) {
    const float t = (-0.85f - u) / (0.15f + f.tailLen);
    const float half = stalk + f.tailSpread * t * t;
    if (av > half) return false;
    if (f.fork > 0 && t > 1.0f - f.fork * (1.0f - av / (stalk + f.tailSpread))) return false;
    return true;
  }
  return false;
}

// The shrimp: a tapering body bent along an arc, with a fan tail at its thin end.
bool insideShrimp(const Family& f, float u, float v, float depthScale) {
  const float radius = 0.9f;
  const float dx = u, dy = v + radius;  // arc centre below the body
  const float r = std::sqrt(dx * dx + dy * dy);
  const float a = std::atan2(dx, dy);   // 0 at the top of the arc
  const float s = a / 1.3f;             // body parameter: +1 head, -1 tail
  if (s < -1.35f || s > 1.0f) return false;
  const float off = std::fabs(r - radius);
  if (s >= -1.0f) {
    const float hh = f.depth * depthScale * (0.45f + 0.55f * (s + 1.0f) / 2.0f) * std::sqrt(std::max(0.0f, 1.0f - s * s * s * s));
    return off <= std::max(hh, 0.04f);
  }
  const float t = (-1.0f - s) / 0.35f;  // fan tail
  return off <= 0.05f + f.tailSpread * t;
}

}  // namespace

void renderFishMask(std::uint64_t sampleSeed, int family, int w, int h, std::uint8_t* dst) {
  const Family& f = kFamilies[std::clamp(family, 0, 8)];
  Rng rng(sampleSeed);
  const float halfLen = static_cast<float>(rng.uniform(0.20, 0.34)) * w;
  const float angle = static_cast<float>(rng.uniform(-0.6, 0.6));
  const float flip = rng.uniform() < 0.5 ? -1.0f : 1.0f;
  const float depthScale = static_cast<float>(rng.uniform(0.88, 1.12));
  const float cx = static_cast<float>(rng.uniform(0.32, 0.68)) * w;
  const float cy = static_cast<float>(rng.uniform(0.32, 0.68)) * h;
  const float c = std::cos(angle), sn = std::sin(angle);
  std::fill(dst, dst + static_cast<std::size_t>(w) * h, std::uint8_t{0});
  // Only the pixels near the fish are tested: its bounding circle.
  const float reach = halfLen * (1.0f + f.tailLen + 0.45f);
  const int x0 = std::max(0, static_cast<int>(cx - reach)), x1 = std::min(w - 1, static_cast<int>(cx + reach) + 1);
  const int y0 = std::max(0, static_cast<int>(cy - reach)), y1 = std::min(h - 1, static_cast<int>(cy + reach) + 1);
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      int hits = 0;
      for (int sub = 0; sub < 4; ++sub) {  // 2x2 samples per pixel: smooth edges
        const float px = x + 0.25f + 0.5f * (sub & 1) - cx, py = y + 0.25f + 0.5f * (sub >> 1) - cy;
        const float u = flip * (px * c + py * sn) / halfLen;
        const float v = (px * sn - py * c) / halfLen;
        hits += f.curved ? insideShrimp(f, u, v, depthScale) : insideFish(f, u, v, depthScale);
      }
      dst[static_cast<std::size_t>(y) * w + x] = static_cast<std::uint8_t>((hits * 255 + 2) / 4);
    }
}

}  // namespace nnlab

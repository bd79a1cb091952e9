// "Synthetic cracks (stand-in)": a concrete-like texture (two octaves of value noise, grain,
// pores) and, for the Positive class, dark random-walk cracks stamped on it.
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/rng.h"
#include "data/synthetic.h"

namespace nnlab {

namespace {

// Value noise: random values on a grid of `cell` pixels, bilinearly interpolated.
class ValueNoise {
 public:
  ValueNoise(Rng& rng, int width, int height, int cell) : cell_(cell) {
    gw_ = width / cell + 2;
    const int gh = height / cell + 2;
    v_.resize(static_cast<std::size_t>(gw_) * gh);
    for (auto& x : v_) x = static_cast<float>(rng.uniform(-1.0, 1.0));
  }
  float at(int x, int y) const {
    const float fx = static_cast<float>(x) / cell_, fy = static_cast<float>(y) / cell_;
    const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
    const float tx = fx - ix, ty = fy - iy;
    const float* r0 = v_.data() + static_cast<std::size_t>(iy) * gw_ + ix;
    const float* r1 = r0 + gw_;
    const float a = r0[0] + (r0[1] - r0[0]) * tx, b = r1[0] + (r1[1] - r1[0]) * tx;
    return a + (b - a) * ty;
  }

 private:
  int cell_, gw_;
  std::vector<float> v_;
};

// Multiplies shade by a soft dark disc: factor `dark` at the centre, 1 beyond radius + 1.
void stamp(std::vector<float>& shade, int w, int h, float cx, float cy, float radius, float dark) {
  const int x0 = std::max(0, static_cast<int>(cx - radius - 1.5f)), x1 = std::min(w - 1, static_cast<int>(cx + radius + 1.5f));
  const int y0 = std::max(0, static_cast<int>(cy - radius - 1.5f)), y1 = std::min(h - 1, static_cast<int>(cy + radius + 1.5f));
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      const float d = std::hypot(x + 0.5f - cx, y + 0.5f - cy);
      const float edge = std::clamp(d - radius, 0.0f, 1.0f);  // 0 inside, 1 one pixel outside
      const float f = dark + (1.0f - dark) * edge;
      float& s = shade[static_cast<std::size_t>(y) * w + x];
      s = std::min(s, f);
    }
}

// One crack: a random walk from a point on the border, heading inwards, slowly turning,
// with a width that wanders; sometimes a thinner branch.
void drawCrack(Rng& rng, std::vector<float>& shade, int w, int h, float width, float dark, int depth) {
  float x, y, angle;
  const int side = static_cast<int>(rng.below(4));
  const float t = static_cast<float>(rng.uniform(0.15, 0.85));
  const float pi = 3.14159265f;
  switch (side) {
    case 0: x = t * w; y = 0; angle = pi / 2; break;
    case 1: x = static_cast<float>(w); y = t * h; angle = pi; break;
    case 2: x = t * w; y = static_cast<float>(h); angle = -pi / 2; break;
    default: x = 0; y = t * h; angle = 0; break;
  }
  angle += static_cast<float>(rng.uniform(-0.6, 0.6));
  float drift = 0.0f;
  const int maxSteps = static_cast<int>(rng.uniform(0.6, 1.6) * std::max(w, h));
  for (int step = 0; step < maxSteps; ++step) {
    drift = 0.9f * drift + 0.1f * static_cast<float>(rng.normal()) * 0.25f;
    angle += drift + static_cast<float>(rng.normal()) * 0.08f;
    x += std::cos(angle);
    y += std::sin(angle);
    if (x < -2 || y < -2 || x > w + 2 || y > h + 2) break;
    width = std::clamp(width + static_cast<float>(rng.normal()) * 0.05f, 0.4f, 3.5f);
    stamp(shade, w, h, x, y, width, dark);
    if (depth == 0 && rng.uniform() < 0.004) {
      // A branch starts here: same walk, thinner, from the current point.
      Rng branch(rng.next());
      // One draw per statement: the operands of * (and the arguments of a call) are evaluated in
      // an order the compiler chooses, and gcc and clang chose differently (the same seed drew
      // other images). The order kept is the one the Release build (gcc) used.
      const float turn = static_cast<float>(branch.uniform(0.5, 1.1));
      const float side = branch.uniform() < 0.5 ? -1.0f : 1.0f;
      float bx = x, by = y, ba = angle + turn * side;
      float bw = width * 0.6f;
      const int steps = static_cast<int>(branch.uniform(0.1, 0.4) * std::max(w, h));
      for (int s = 0; s < steps; ++s) {
        ba += static_cast<float>(branch.normal()) * 0.1f;
        bx += std::cos(ba);
        by += std::sin(ba);
        if (bx < -2 || by < -2 || bx > w + 2 || by > h + 2) break;
        bw = std::max(0.3f, bw - 0.004f);
        stamp(shade, w, h, bx, by, bw, dark + (1 - dark) * 0.3f);
      }
    }
  }
}

}  // namespace

void renderCrackSample(std::uint64_t sampleSeed, bool crack, int w, int h, std::uint8_t* dst) {
  Rng rng(sampleSeed);
  const float base = static_cast<float>(rng.uniform(135.0, 200.0));
  const float coarse = static_cast<float>(rng.uniform(6.0, 18.0));
  const float fine = static_cast<float>(rng.uniform(4.0, 10.0));
  const float grain = static_cast<float>(rng.uniform(6.0, 16.0));
  ValueNoise n1(rng, w, h, 40), n2(rng, w, h, 9);
  std::vector<float> shade(static_cast<std::size_t>(w) * h, 1.0f);
  // Pores and small stains on both classes, so darkness alone does not give the class away.
  const int pores = static_cast<int>(rng.uniform(4.0, 24.0));
  for (int i = 0; i < pores; ++i) {
    const auto dark = static_cast<float>(rng.uniform(0.55, 0.85));  // drawn last to first, as before
    const auto radius = static_cast<float>(rng.uniform(0.3, 1.8));
    const auto py = static_cast<float>(rng.uniform(0, h));
    const auto px = static_cast<float>(rng.uniform(0, w));
    stamp(shade, w, h, px, py, radius, dark);
  }
  if (crack) {
    const int cracks = rng.uniform() < 0.75 ? 1 : 2;
    for (int c = 0; c < cracks; ++c) {
      const auto dark = static_cast<float>(rng.uniform(0.25, 0.6));
      const auto width = static_cast<float>(rng.uniform(0.6, 2.8));
      drawCrack(rng, shade, w, h, width, dark, 0);
    }
  }
  const std::uint64_t grainSeed = rng.next();
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::size_t i = static_cast<std::size_t>(y) * w + x;
      const float g = (counterUniform(grainSeed, i) - 0.5f) * 2.0f * grain;
      const float v = (base + coarse * n1.at(x, y) + fine * n2.at(x, y) + g) * shade[i];
      dst[i] = static_cast<std::uint8_t>(std::clamp(v + 0.5f, 0.0f, 255.0f));
    }
}

}  // namespace nnlab

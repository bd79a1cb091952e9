#include "data/image_ops.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "core/error.h"

namespace nnlab {

namespace {

// One output coordinate's source taps: weights over src[first .. first + count).
struct Taps {
  int first = 0;
  int count = 0;
  int offset = 0;  // into the weight array
};

// Weights of a 1-D resampling from n to m samples. Area when shrinking (box of width n/m,
// fractional coverage at the edges), linear interpolation with clamped edges otherwise.
void makeTaps(int n, int m, ResizeFilter filter, std::vector<Taps>& taps, std::vector<float>& weights) {
  taps.assign(static_cast<std::size_t>(m), {});
  weights.clear();
  const double scale = static_cast<double>(n) / m;
  for (int o = 0; o < m; ++o) {
    Taps& t = taps[static_cast<std::size_t>(o)];
    t.offset = static_cast<int>(weights.size());
    if (filter == ResizeFilter::Area && scale > 1.0) {
      const double a = o * scale, b = (o + 1) * scale;
      const int i0 = static_cast<int>(std::floor(a)), i1 = std::min(n, static_cast<int>(std::ceil(b)));
      t.first = i0;
      for (int i = i0; i < i1; ++i) {
        const double w = std::min<double>(b, i + 1) - std::max<double>(a, i);
        weights.push_back(static_cast<float>(w / scale));
      }
      t.count = i1 - i0;
    } else {
      const double x = std::clamp((o + 0.5) * scale - 0.5, 0.0, static_cast<double>(n - 1));
      const int i0 = static_cast<int>(std::floor(x));
      const int i1 = std::min(i0 + 1, n - 1);
      const float f = static_cast<float>(x - i0);
      t.first = i0;
      if (i1 == i0 || f == 0.0f) {
        t.count = 1;
        weights.push_back(1.0f);
      } else {
        t.count = 2;
        weights.push_back(1.0f - f);
        weights.push_back(f);
      }
    }
  }
}

}  // namespace

Image convertChannels(const Image& src, int channels) {
  if (channels != 1 && channels != 3) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "images have 1 (gray) or 3 (RGB) channels")));
  if (src.channels == channels) return src;
  Image out(src.width, src.height, channels);
  const std::size_t n = static_cast<std::size_t>(src.width) * src.height;
  const std::uint8_t* s = src.pixels.data();
  std::uint8_t* d = out.pixels.data();
  const int sc = src.channels;
  if (channels == 1) {
    if (sc == 2) {
      for (std::size_t i = 0; i < n; ++i) d[i] = s[i * 2];
    } else {
      for (std::size_t i = 0; i < n; ++i) d[i] = lumaOf(s[i * sc], s[i * sc + 1], s[i * sc + 2]);
    }
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      if (sc <= 2) {
        d[i * 3] = d[i * 3 + 1] = d[i * 3 + 2] = s[i * sc];
      } else {
        d[i * 3] = s[i * sc];
        d[i * 3 + 1] = s[i * sc + 1];
        d[i * 3 + 2] = s[i * sc + 2];
      }
    }
  }
  return out;
}

const char* resizeFilterName(ResizeFilter f) { return f == ResizeFilter::Area ? "area" : "bilinear"; }

ResizeFilter resizeFilterFromName(const char* name) {
  const std::string n = name ? name : "";
  if (n == "area") return ResizeFilter::Area;
  if (n == "bilinear") return ResizeFilter::Bilinear;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "unknown resize filter '%1': use area or bilinear"), n));
}

void resizeToPlanar(const Image& src, int width, int height, ResizeFilter filter, std::uint8_t* dst) {
  const int c = src.channels, sw = src.width, sh = src.height;
  const std::size_t plane = static_cast<std::size_t>(width) * height;
  if (sw == width && sh == height) {
    const std::uint8_t* s = src.pixels.data();
    if (c == 1) {
      std::memcpy(dst, s, plane);
      return;
    }
    for (std::size_t i = 0; i < plane; ++i)
      for (int k = 0; k < c; ++k) dst[k * plane + i] = s[i * c + k];
    return;
  }
  // Separable: rows first (sh x width x c floats), then columns; or, when that intermediate
  // would be much larger (a 1 x 65535 strip grown to 8192 x 8192 needs 6 GiB), columns first
  // (height x sw x c floats). The usual images take the first way, whose bytes tests pin.
  std::vector<Taps> tx, ty;
  std::vector<float> wx, wy;
  makeTaps(sw, width, filter, tx, wx);
  makeTaps(sh, height, filter, ty, wy);
  const std::size_t rowsFirst = static_cast<std::size_t>(sh) * width * c;
  const std::size_t columnsFirst = static_cast<std::size_t>(height) * sw * c;
  auto store = [&](int y, const float* row) {  // row: width x c interleaved
    for (int x = 0; x < width; ++x)
      for (int k = 0; k < c; ++k)
        dst[k * plane + static_cast<std::size_t>(y) * width + x] =
            static_cast<std::uint8_t>(std::clamp(row[static_cast<std::size_t>(x) * c + k] + 0.5f, 0.0f, 255.0f));
  };
  if (rowsFirst > (std::size_t{1} << 24) && columnsFirst < rowsFirst) {
    std::vector<float> col(static_cast<std::size_t>(sw) * c), row(static_cast<std::size_t>(width) * c);
    for (int y = 0; y < height; ++y) {
      const Taps& tp = ty[static_cast<std::size_t>(y)];
      const float* w = wy.data() + tp.offset;
      std::fill(col.begin(), col.end(), 0.0f);
      for (int i = 0; i < tp.count; ++i) {
        const std::uint8_t* s = src.row(tp.first + i);
        for (std::size_t j = 0; j < col.size(); ++j) col[j] += w[i] * s[j];
      }
      for (int x = 0; x < width; ++x) {
        const Taps& hp = tx[static_cast<std::size_t>(x)];
        const float* hw = wx.data() + hp.offset;
        for (int k = 0; k < c; ++k) {
          float acc = 0.0f;
          for (int i = 0; i < hp.count; ++i) acc += hw[i] * col[static_cast<std::size_t>(hp.first + i) * c + k];
          row[static_cast<std::size_t>(x) * c + k] = acc;
        }
      }
      store(y, row.data());
    }
    return;
  }
  std::vector<float> tmp(rowsFirst);
  for (int y = 0; y < sh; ++y) {
    const std::uint8_t* s = src.row(y);
    float* t = tmp.data() + static_cast<std::size_t>(y) * width * c;
    for (int x = 0; x < width; ++x) {
      const Taps& tp = tx[static_cast<std::size_t>(x)];
      const float* w = wx.data() + tp.offset;
      for (int k = 0; k < c; ++k) {
        float acc = 0.0f;
        for (int i = 0; i < tp.count; ++i) acc += w[i] * s[(tp.first + i) * c + k];
        t[x * c + k] = acc;
      }
    }
  }
  std::vector<float> acc(static_cast<std::size_t>(width) * c);
  for (int y = 0; y < height; ++y) {
    const Taps& tp = ty[static_cast<std::size_t>(y)];
    const float* w = wy.data() + tp.offset;
    std::fill(acc.begin(), acc.end(), 0.0f);
    for (int i = 0; i < tp.count; ++i) {
      const float* t = tmp.data() + static_cast<std::size_t>(tp.first + i) * width * c;
      const float wi = w[i];
      for (std::size_t j = 0; j < acc.size(); ++j) acc[j] += wi * t[j];
    }
    store(y, acc.data());
  }
}

}  // namespace nnlab

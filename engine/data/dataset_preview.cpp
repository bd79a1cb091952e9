#include "data/dataset_preview.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

#include "core/error.h"
#include "core/format.h"
#include "core/limits.h"
#include "core/rng.h"
#include "data/image_import.h"
#include "data/image_ops.h"

namespace nnlab {

DatasetStats computeStats(const Dataset& data, int threads) {
  data.validate();
  DatasetStats s;
  s.samples = data.size();
  s.sampleShape = data.sampleShape();
  s.classNames = data.classNames;
  s.classCounts = data.classCounts();
  std::int64_t lo = -1, hi = 0;
  for (auto c : s.classCounts) {
    hi = std::max(hi, c);
    lo = lo < 0 ? c : std::min(lo, c);
  }
  s.imbalanceRatio = lo > 0 ? static_cast<double>(hi) / static_cast<double>(lo) : 0.0;

  const bool tab = data.tabular();
  const std::int64_t n = data.size();
  const std::int64_t channels = tab ? data.features.dim(1) : data.images.dim(1);
  // Per-channel statistics: over H x W pixels, over the length of C x L sequences (light curves).
  const std::int64_t plane = tab ? (data.features.shape().rank() == 3 ? data.features.dim(2) : 1)
                                 : data.images.dim(2) * data.images.dim(3);
  const int nt = std::max(1, std::min<int>(resolveThreads(threads), static_cast<int>(n)));
  // Per thread, per channel: sum and sum of squares in f64 (u8 sums are exact as integers).
  std::vector<std::vector<double>> sum(static_cast<std::size_t>(nt), std::vector<double>(static_cast<std::size_t>(channels)));
  std::vector<std::vector<double>> sq = sum;
  std::vector<std::thread> pool;
  for (int t = 0; t < nt; ++t)
    pool.emplace_back([&, t] {
      const std::int64_t b = n * t / nt, e = n * (t + 1) / nt;
      auto& su = sum[static_cast<std::size_t>(t)];
      auto& sqq = sq[static_cast<std::size_t>(t)];
      for (std::int64_t i = b; i < e; ++i)
        for (std::int64_t c = 0; c < channels; ++c) {
          if (tab) {
            const float* row = data.features.data<float>() + (i * channels + c) * plane;
            for (std::int64_t j = 0; j < plane; ++j) {
              su[static_cast<std::size_t>(c)] += row[j];
              sqq[static_cast<std::size_t>(c)] += static_cast<double>(row[j]) * row[j];
            }
          } else {
            const std::uint8_t* p = data.images.data<std::uint8_t>() + (i * channels + c) * plane;
            std::uint64_t a = 0, q = 0;
            for (std::int64_t j = 0; j < plane; ++j) {
              a += p[j];
              q += static_cast<std::uint64_t>(p[j]) * p[j];
            }
            su[static_cast<std::size_t>(c)] += static_cast<double>(a);
            sqq[static_cast<std::size_t>(c)] += static_cast<double>(q);
          }
        }
    });
  for (auto& t : pool) t.join();
  const double count = static_cast<double>(n) * static_cast<double>(plane);
  const double scale = tab ? 1.0 : 1.0 / 255.0;
  for (std::int64_t c = 0; c < channels; ++c) {
    double a = 0, q = 0;
    for (int t = 0; t < nt; ++t) {
      a += sum[static_cast<std::size_t>(t)][static_cast<std::size_t>(c)];
      q += sq[static_cast<std::size_t>(t)][static_cast<std::size_t>(c)];
    }
    const double mean = a / count;
    const double var = std::max(0.0, q / count - mean * mean);
    s.channelMean.push_back(mean * scale);
    s.channelStd.push_back(std::sqrt(var) * scale);
  }
  return s;
}

std::string formatStats(const DatasetStats& s, const std::string& title) {
  std::string out = title + "\n";
  char buf[512];
  std::snprintf(buf, sizeof buf, "  %s samples of %s, %zu classes\n", formatCount(s.samples).c_str(), s.sampleShape.str().c_str(),
                s.classNames.size());
  out += buf;
  std::int64_t most = 1;
  for (auto c : s.classCounts) most = std::max(most, c);
  std::size_t width = 0;  // (a damaged cache may hold names of megabytes: padding stops at 40)
  for (const auto& n : s.classNames) width = std::min<std::size_t>(std::max(width, n.size()), 40);
  for (std::size_t i = 0; i < s.classCounts.size(); ++i) {
    const int bar = static_cast<int>(std::lround(40.0 * static_cast<double>(s.classCounts[i]) / static_cast<double>(most)));
    std::snprintf(buf, sizeof buf, "  %-*s %8s  %s\n", static_cast<int>(width),
                  i < s.classNames.size() ? s.classNames[i].c_str() : "?", formatCount(s.classCounts[i]).c_str(),
                  std::string(static_cast<std::size_t>(bar), '#').c_str());
    out += buf;
  }
  std::snprintf(buf, sizeof buf, "  imbalance (largest / smallest class): %.3g%s\n", s.imbalanceRatio,
                s.imbalanceRatio > 1.5 ? "  (imbalanced: read per-class recall and macro F1, not only accuracy)" : "");
  out += buf;
  const bool tab = s.sampleShape.rank() == 1;
  const std::size_t shown = std::min<std::size_t>(s.channelMean.size(), tab ? 16 : 3);
  for (std::size_t c = 0; c < shown; ++c) {
    const char* name = tab ? nullptr : (s.channelMean.size() == 1 ? "gray" : c == 0 ? "red" : c == 1 ? "green" : "blue");
    std::snprintf(buf, sizeof buf, "  %s %-6s mean %.4f  std %.4f%s\n", tab ? "feature" : "channel",
                  tab ? std::to_string(c + 1).c_str() : name, s.channelMean[c], s.channelStd[c],
                  tab ? "" : "  (pixels scaled to [0, 1])");
    out += buf;
  }
  if (shown < s.channelMean.size()) out += "  ... " + std::to_string(s.channelMean.size() - shown) + " more features\n";
  return out;
}

namespace {

constexpr int kMaxRows = 256;

// Class and dataset names are drawn in one line: long ones are cut.
std::string clip(const std::string& s) { return s.size() <= 48 ? s : s.substr(0, 45) + "..."; }

}  // namespace

Image renderPreviewGrid(const Dataset& data, const PreviewOptions& opt) {
  data.validate();
  if (data.tabular())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "dataset '%1' %2"),
        data.name,
        (data.features.shape().rank() == 3 ? msg(NNLAB_TEXT("nnlab::messages", "holds light curves, not images: the app's Data page draws them")) : msg(NNLAB_TEXT("nnlab::messages", "is a table: it has no images to preview")))));
  if (opt.perClass < 1 || opt.perClass > 64 || opt.thumb < 8 || opt.thumb > 512)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "preview: 1..64 thumbnails per class of 8..512 pixels")));
  const int c = static_cast<int>(data.images.dim(1)), h = static_cast<int>(data.images.dim(2)),
            w = static_cast<int>(data.images.dim(3));
  checkImageSize(w, h, "dataset '" + data.name + "': a sample");  // each thumbnail is made from a full image
  const int tw = w >= h ? opt.thumb : std::max(1, opt.thumb * w / h);
  const int th = w >= h ? std::max(1, opt.thumb * h / w) : opt.thumb;
  // One row per class, up to kMaxRows: 65,536 classes would make a picture of gigabytes.
  const int classes = data.classes();
  const int k = std::min(classes, kMaxRows);
  const auto counts = data.classCounts();
  // Label column wide enough for the longest "name (count)".
  std::vector<std::string> labels;
  int labelW = 0;
  for (int i = 0; i < k; ++i) {
    labels.push_back(clip(i < static_cast<int>(data.classNames.size()) ? data.classNames[static_cast<std::size_t>(i)] : std::to_string(i)) +
                     " (" + formatCount(counts[static_cast<std::size_t>(i)]) + ")");
    labelW = std::max(labelW, textWidth(labels.back(), 1));
  }
  const int pad = 4, titleH = 28;
  const int gridW = pad + labelW + pad + opt.perClass * (tw + pad);
  std::string title = clip(data.name) + "  " + std::to_string(w) + "x" + std::to_string(h) + (c == 1 ? " gray" : " RGB") + ", " +
                      formatCount(data.size()) + " samples";
  const std::string synth = data.synthetic ? "SYNTHETIC STAND-IN: NOT REAL DATA" : "";
  const int width = std::max({gridW, textWidth(title, 2) + 2 * pad, textWidth(synth, 1) + 2 * pad});
  const std::string more = classes > k ? "... and " + formatCount(classes - k) + " more classes" : "";
  const int height = titleH + (synth.empty() ? 0 : 12) + k * (th + pad) + pad + (more.empty() ? 0 : 12);
  Image img(width, height, 3);
  std::fill(img.pixels.begin(), img.pixels.end(), std::uint8_t{32});
  drawText(img, pad, pad, title, 2, 240, 240, 240);
  int y = titleH;
  if (!synth.empty()) {
    drawText(img, pad, y, synth, 1, 255, 170, 60);
    y += 12;
  }
  // Samples per class: a seeded pick, or the first ones with seed 0.
  std::vector<std::vector<std::int32_t>> byClass(static_cast<std::size_t>(k));
  const std::int32_t* lab = data.labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < data.size(); ++i)
    if (lab[i] < k) byClass[static_cast<std::size_t>(lab[i])].push_back(static_cast<std::int32_t>(i));
  Rng rng(opt.seed);
  const std::size_t sampleBytes = static_cast<std::size_t>(c) * h * w;
  const std::size_t plane = static_cast<std::size_t>(h) * w;
  // RGB is shown in colour; any other channel count (a cache may hold 2 or 40) by its first plane.
  const int shownChannels = c == 3 ? 3 : 1;
  std::vector<std::uint8_t> thumb(static_cast<std::size_t>(shownChannels) * tw * th);
  for (int cls = 0; cls < k; ++cls, y += th + pad) {
    auto& idx = byClass[static_cast<std::size_t>(cls)];
    if (opt.seed) rng.shuffle(idx);
    drawText(img, pad, y + th / 2 - 3, labels[static_cast<std::size_t>(cls)], 1, 220, 220, 220);
    for (int j = 0; j < opt.perClass && j < static_cast<int>(idx.size()); ++j) {
      // Planar sample -> interleaved Image -> area resize back to planar thumbnail.
      Image src(w, h, shownChannels);
      const std::uint8_t* p = data.images.data<std::uint8_t>() + static_cast<std::size_t>(idx[static_cast<std::size_t>(j)]) * sampleBytes;
      for (int ch = 0; ch < shownChannels; ++ch)
        for (std::size_t q = 0; q < plane; ++q) src.pixels[q * shownChannels + ch] = p[ch * plane + q];
      resizeToPlanar(src, tw, th, ResizeFilter::Area, thumb.data());
      const int x0 = pad + labelW + pad + j * (tw + pad);
      for (int ty = 0; ty < th; ++ty)
        for (int tx = 0; tx < tw; ++tx) {
          std::uint8_t* o = img.row(y + ty) + static_cast<std::size_t>(x0 + tx) * 3;
          for (int ch = 0; ch < 3; ++ch)
            o[ch] = thumb[static_cast<std::size_t>(shownChannels == 1 ? 0 : ch) * tw * th + static_cast<std::size_t>(ty) * tw + tx];
        }
    }
  }
  if (!more.empty()) drawText(img, pad, y, more, 1, 220, 220, 220);
  return img;
}

}  // namespace nnlab

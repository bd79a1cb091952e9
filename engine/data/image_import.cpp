#include "data/image_import.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <thread>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "core/limits.h"
#include "data/image_codec.h"
#include "data/image_ops.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;

struct Failure {
  bool failed = false;
  ErrorKind kind = ErrorKind::BadInput;
  std::string reason;
};

// Decodes one file into dst (C x H x W); returns the failure instead of throwing.
Failure importOne(const std::string& path, const Preprocessing& pre, std::uint8_t* dst) {
  Failure f;
  try {
    const std::string buf = readImageBytes(path);
    DecodeHints hints;
    hints.channels = pre.channels;
    hints.minWidth = pre.width;
    hints.minHeight = pre.height;
    const Image img = decodeImage(reinterpret_cast<const std::uint8_t*>(buf.data()), buf.size(), hints);
    resizeToPlanar(img, pre.width, pre.height, pre.filter, dst);
  } catch (const Error& e) {
    f = {true, e.kind(), e.what()};
  } catch (const std::bad_alloc&) {
    f = {true, ErrorKind::OutOfMemory, "out of memory while decoding"};
  }
  return f;
}

}  // namespace

const char* corruptPolicyName(CorruptPolicy p) { return p == CorruptPolicy::Fail ? "fail" : "skip"; }

CorruptPolicy corruptPolicyFromName(const std::string& name) {
  if (name == "fail") return CorruptPolicy::Fail;
  if (name == "skip") return CorruptPolicy::Skip;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "unknown corrupt-file policy '%1': use fail or skip"), name));
}

int resolveThreads(int threads) {
  if (threads > 0) return threads;
  const unsigned n = std::thread::hardware_concurrency();
  return n ? static_cast<int>(n) : 1;
}

double ImportReport::imbalanceRatio() const {
  std::int64_t lo = -1, hi = 0;
  for (auto c : classCounts) {
    hi = std::max(hi, c);
    lo = lo < 0 ? c : std::min(lo, c);
  }
  return lo > 0 ? static_cast<double>(hi) / static_cast<double>(lo) : (hi > 0 ? INFINITY : 0.0);
}

std::vector<std::string> ImportReport::warnings() const {
  std::vector<std::string> w;
  const double r = imbalanceRatio();
  if (r > 1.5) {
    std::size_t big = 0, small = 0;
    for (std::size_t i = 0; i < classCounts.size(); ++i) {
      if (classCounts[i] > classCounts[big]) big = i;
      if (classCounts[i] < classCounts[small]) small = i;
    }
    // fromJson() keeps names and counts in step; a report built by hand may not.
    auto name = [&](std::size_t i) { return i < classNames.size() ? classNames[i] : "class " + std::to_string(i); };
    w.push_back("classes are imbalanced: '" + name(big) + "' has " + formatCount(classCounts[big]) +
                " images, '" + name(small) + "' " + formatCount(classCounts[small]) + " (" + formatDouble(r, 3) +
                "x); accuracy alone will flatter the model: look at per-class recall and macro F1");
  }
  if (!skipped.empty())
    w.push_back(formatCount(static_cast<long long>(skipped.size())) + " unreadable image(s) skipped, first: " +
                skipped.front().path + " (" + skipped.front().reason + ")");
  if (!notUnpacked.empty())
    w.push_back(formatCount(static_cast<long long>(notUnpacked.size())) +
                " archive entr" + (notUnpacked.size() == 1 ? "y" : "ies") +
                " that are not plain files or folders left out, first: " + notUnpacked.front().path + " (" +
                notUnpacked.front().reason + ")");
  for (const auto& e : emptyClasses) w.push_back("folder '" + e + "' has no images: it is not a class of this set");
  if (!ignored.empty())
    w.push_back(formatCount(static_cast<long long>(ignored.size())) + " file(s) that are not images ignored, first: " +
                ignored.front());
  return w;
}

namespace {

nlohmann::json skippedJson(const std::vector<SkippedFile>& list) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& s : list) a.push_back({{"path", s.path}, {"reason", s.reason}});
  return a;
}

std::vector<SkippedFile> skippedFromJson(JsonReader& r, const std::string& key, const std::string& what) {
  std::vector<SkippedFile> out;
  if (!r.has(key)) {
    r.allow({key.c_str()});
    return out;
  }
  const nlohmann::json& a = r.array(key);
  for (std::size_t i = 0; i < a.size(); ++i) {
    JsonReader e(a[i], what, ErrorKind::BadInput, r.pathOf(key) + "[" + std::to_string(i) + "]");
    out.push_back({e.requiredStr("path"), e.str("reason", "")});
    e.finish();
  }
  return out;
}

}  // namespace

nlohmann::json ImportReport::toJson() const {
  nlohmann::json j = {{"files", files},         {"imported", imported},         {"skipped", skippedJson(skipped)},
                      {"ignored", ignored},     {"empty_classes", emptyClasses}, {"class_names", classNames},
                      {"class_counts", classCounts}, {"source_size", {sourceWidth, sourceHeight}}, {"seconds", seconds},
                      {"threads", threads}, {"preprocessing", preprocessing.toJson()}};
  if (!notUnpacked.empty()) j["not_unpacked"] = skippedJson(notUnpacked);
  return j;
}

ImportReport ImportReport::fromJson(const nlohmann::json& j, const std::string& what) {
  ImportReport r;
  JsonReader in(j, what, ErrorKind::BadInput, "report");
  r.files = in.integer("files", 0, 0, INT64_MAX);
  r.imported = in.integer("imported", 0, 0, INT64_MAX);
  r.skipped = skippedFromJson(in, "skipped", what);
  r.notUnpacked = skippedFromJson(in, "not_unpacked", what);
  r.ignored = in.strings("ignored");
  r.emptyClasses = in.strings("empty_classes");
  r.classNames = in.strings("class_names", static_cast<std::size_t>(kMaxClasses));
  if (in.has("class_counts"))
    r.classCounts = in.integers("class_counts", 0, static_cast<std::size_t>(kMaxClasses), 0, INT64_MAX);
  else
    in.allow({"class_counts"});
  if (r.classCounts.size() != r.classNames.size())
    in.failAt("class_counts", "has " + std::to_string(r.classCounts.size()) + " entries for " +
                                  std::to_string(r.classNames.size()) + " class names");
  if (in.has("source_size")) {
    const auto size = in.integers("source_size", 2, 2, 0, kMaxImageSide);
    r.sourceWidth = static_cast<int>(size[0]);
    r.sourceHeight = static_cast<int>(size[1]);
  } else {
    in.allow({"source_size"});
  }
  r.seconds = in.number("seconds", 0.0, 0.0, 1e12);
  r.threads = static_cast<int>(in.integer("threads", 0, 0, 1 << 20));
  if (const nlohmann::json* pre = in.raw("preprocessing"))
    r.preprocessing = Preprocessing::fromJson(*pre, what + ": report", ErrorKind::BadInput);
  in.finish();
  return r;
}

Dataset importImageFiles(const ImageFileList& list, const ImportOptions& options, ImportReport* reportOut,
                         const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  const auto t0 = Clock::now();
  const std::size_t n = list.files.size();
  if (n == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "no images to import in %1"), list.root));
  if (n > static_cast<std::size_t>(INT32_MAX)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "more than 2^31-1 images in %1"),
      list.root));
  Preprocessing pre = options.preprocessing;
  ImportReport report;
  // Rows of different sizes or channel counts cannot share one tensor: the size is resolved
  // once, from the first readable image, and every image is converted to it.
  report.files = static_cast<std::int64_t>(n);
  report.ignored = list.ignored;
  report.emptyClasses = list.emptyClasses;
  report.classNames = list.classNames;

  // The output size: asked for, else the first readable image's.
  {
    std::size_t probe = 0;
    for (; probe < n; ++probe) {
      try {
        const Image first = readImageFile(list.files[probe], DecodeHints{pre.channels, 0, 0});
        report.sourceWidth = first.width;
        report.sourceHeight = first.height;
        if (pre.channels == 0) pre.channels = first.channels;
        break;
      } catch (const Error& e) {
        if (e.kind() == ErrorKind::Unsupported || options.onCorrupt == CorruptPolicy::Fail) throw;
      }
    }
    if (probe == n) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "none of the %1 images in %2 could be read"),
        countArg(static_cast<long long>(n)), list.root));
    if (pre.width == 0) {
      if (report.sourceWidth > 8192 || report.sourceHeight > 8192)
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "%1 is %2x%3: a dataset's images are at most 8192 pixels per side; give a size to resize them to "
            "(--size)"),
            list.files[probe], std::to_string(report.sourceWidth), std::to_string(report.sourceHeight)));
      pre.width = report.sourceWidth;
      pre.height = report.sourceHeight;
    }
  }

  const Shape sample{pre.channels, pre.height, pre.width};
  const std::size_t sampleBytes = static_cast<std::size_t>(sample.numel());
  // (sampleBytes <= 3 x 8192 x 8192 and n < 2^31: no overflow)
  checkMemoryBudget(static_cast<std::uint64_t>(sampleBytes) * n,
                    "importing " + formatCount(static_cast<long long>(n)) + " images of " + sample.str());
  Tensor images = Tensor::empty(sample.withBatch(static_cast<std::int64_t>(n)), DType::U8);
  auto* pixels = images.data<std::uint8_t>();

  const int threads = std::min<int>(resolveThreads(options.threads), static_cast<int>(n));
  report.threads = threads;
  std::vector<Failure> failures(n);
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  std::atomic<bool> abort{false};
  auto work = [&]() {
    for (;;) {
      if (abort.load(std::memory_order_relaxed)) return;
      const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
      if (i >= n) return;
      Failure f = importOne(list.files[i], pre, pixels + i * sampleBytes);
      if (f.failed) {
        if (options.onCorrupt == CorruptPolicy::Fail || f.kind == ErrorKind::Unsupported ||
            f.kind == ErrorKind::OutOfMemory)
          abort.store(true);
        failures[i] = std::move(f);
      }
      done.fetch_add(1, std::memory_order_relaxed);
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(threads));
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  // The calling thread reports progress and watches the cancel flag while the pool works.
  std::size_t reported = static_cast<std::size_t>(-1);
  for (;;) {
    const std::size_t d = done.load();
    if (cancel && cancel->load()) abort.store(true);
    if (progress && d != reported) {
      progress({"import", list.root, static_cast<std::int64_t>(d), static_cast<std::int64_t>(n), "images"});
      reported = d;
    }
    if (d >= n || abort.load()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  for (auto& th : pool) th.join();
  throwIfCancelled(cancel, "import of " + list.root);

  for (std::size_t i = 0; i < n; ++i) {
    const Failure& f = failures[i];
    if (!f.failed) continue;
    if (f.kind == ErrorKind::Unsupported) fail(ErrorKind::Unsupported, list.files[i] + ": " + f.reason);
    if (f.kind == ErrorKind::OutOfMemory) fail(ErrorKind::OutOfMemory, list.files[i] + ": " + f.reason);
    if (options.onCorrupt == CorruptPolicy::Fail)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "cannot import %1: %2 (remove or replace the file, or import with the skip policy: --on-error "
          "skip)"),
          list.files[i], f.reason));
    report.skipped.push_back({list.files[i], f.reason});
  }

  // Compact: move the good rows over the skipped ones, keeping the order.
  Tensor labels = Tensor::empty(Shape{static_cast<std::int64_t>(n - report.skipped.size())}, DType::I32);
  auto* lab = labels.data<std::int32_t>();
  std::size_t kept = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (failures[i].failed) continue;
    if (kept != i) std::memmove(pixels + kept * sampleBytes, pixels + i * sampleBytes, sampleBytes);
    lab[kept++] = list.labels[i];
  }
  if (kept == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "none of the images in %1 could be read"),
      list.root));
  Dataset d;
  d.images = kept == n ? images : images.narrow(0, static_cast<std::int64_t>(kept)).clone();
  d.labels = labels;
  d.classNames = list.classNames;
  d.source = list.root;
  report.imported = static_cast<std::int64_t>(kept);
  report.classCounts = d.classCounts();
  for (std::size_t c = 0; c < report.classCounts.size(); ++c)
    if (report.classCounts[c] == 0)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "class '%1' has no readable image left in %2"),
          list.classNames[c], list.root));
  report.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  report.preprocessing = pre;
  if (progress) progress({"import", list.root, static_cast<std::int64_t>(n), static_cast<std::int64_t>(n), "images"});
  if (reportOut) *reportOut = std::move(report);
  return d;
}

}  // namespace nnlab

#include "data/lightcurves/light_curve_import.h"

#include "core/json_reader.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/dataset_cache.h"
#include "data/dataset_store.h"
#include "data/synthetic.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kPreviewObservations = 4000;  // per curve: keeps the cache header small

std::string absolute(const std::string& p) { return p.empty() ? p : fs::absolute(p).lexically_normal().string(); }

std::string defaultName(const std::string& path) {
  fs::path p = fs::path(path).lexically_normal();
  if (!p.has_filename()) p = p.parent_path();
  return isRegularFile(path) ? p.stem().string() : p.filename().string();
}

// What the cache remembers of a request: enough to import again when the files change.
nlohmann::json recipeOf(const LightCurveImportRequest& r) {
  return {{"source", absolute(r.source.path)},
          {"catalog", absolute(r.source.catalog)},
          {"period_column", r.source.periodColumn},
          {"class_column", r.source.classColumn},
          {"sort_times", r.source.sortTimes},
          {"bins", r.fold.bins},
          {"normalize", curveNormalizeName(r.fold.normalize)}};
}

std::string describeFold(const FoldOptions& f) {
  return std::to_string(f.bins) + " phase bins, " +
         (f.normalize == CurveNormalize::None ? std::string("magnitudes as measured")
                                              : std::string(curveNormalizeName(f.normalize)) + " per object");
}

}  // namespace

Dataset foldedDataset(const LightCurveSet& set, const FoldOptions& fold, const std::string& name) {
  if (fold.bins < 2 || fold.bins > 1 << 16)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a folded light curve needs 2 to 65536 phase bins, not %1"),
        std::to_string(fold.bins)));
  const auto n = static_cast<std::int64_t>(set.curves.size());
  Dataset d;
  d.name = name;
  d.classNames = set.classNames;
  d.features = Tensor::empty(Shape{n, 1, fold.bins}, DType::F32);
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  float* x = d.features.data<float>();
  std::int32_t* y = d.labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < n; ++i) {
    const LightCurve& c = set.curves[static_cast<std::size_t>(i)];
    const std::vector<float> v = foldCurve(c, fold);
    std::copy(v.begin(), v.end(), x + i * fold.bins);
    y[i] = set.label(c);
  }
  return d;
}

nlohmann::json lightCurvePreviewJson(const std::vector<LightCurve>& curves, const std::vector<std::string>& classNames,
                                     int perClass) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& cls : classNames) {
    int taken = 0;
    for (const auto& c : curves) {
      if (c.className != cls || taken >= perClass) continue;
      ++taken;
      const std::size_t m = std::min(c.t.size(), kPreviewObservations);
      nlohmann::json j = {{"id", c.id},
                          {"class", c.className},
                          {"period", c.period},
                          {"t", std::vector<double>(c.t.begin(), c.t.begin() + static_cast<std::ptrdiff_t>(m))},
                          {"mag", std::vector<double>(c.mag.begin(), c.mag.begin() + static_cast<std::ptrdiff_t>(m))}};
      if (c.err.size() >= m) j["err"] = std::vector<double>(c.err.begin(), c.err.begin() + static_cast<std::ptrdiff_t>(m));
      out.push_back(std::move(j));
    }
  }
  return out;
}

std::vector<LightCurve> lightCurvePreview(const nlohmann::json& header) {
  std::vector<LightCurve> out;
  try {
    const auto& lc = header.at("extra").at("light_curves").at("preview");
    for (const auto& j : lc) {
      LightCurve c;
      c.id = j.at("id").get<std::string>();
      c.className = j.at("class").get<std::string>();
      c.period = j.at("period").get<double>();
      c.t = j.at("t").get<std::vector<double>>();
      c.mag = j.at("mag").get<std::vector<double>>();
      if (j.contains("err")) c.err = j.at("err").get<std::vector<double>>();
      if (c.t.size() != c.mag.size() || !(c.period > 0)) continue;  // a damaged entry is just not shown
      out.push_back(std::move(c));
    }
  } catch (const nlohmann::json::exception&) {
    // No preview in this cache (an image set, or an older import).
  }
  return out;
}

LightCurveImportResult importLightCurves(const LightCurveImportRequest& req, const DataLocations& where,
                                         const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  const std::string name = req.name.empty() ? defaultName(req.source.path) : req.name;
  if (name.empty() || name.find('/') != std::string::npos || name[0] == '.')
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "dataset name '%1' must be a plain name (no '/')"), name));
  if (findStandIn(name) || name == "mnist" || name == "mnist-bundled" || name == "fashion-mnist")
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' is a built-in dataset name: import under another --name"),
        name));
  if (req.fold.bins < 2 || req.fold.bins > 1 << 16)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "--bins must be 2 to 65536, not %1"),
        std::to_string(req.fold.bins)));
  if (progress) progress({"scan", req.source.path, 0, 0, "files"});
  const LightCurveFiles files = listLightCurveFiles(req.source);
  const std::string fingerprint = fingerprintLightCurveFiles(files, req.source);
  const nlohmann::json recipe = recipeOf(req);
  const std::string cachePath = req.cachePath.empty() ? storedDatasetPath(where, name) : req.cachePath;

  LightCurveImportResult res;
  if (!req.force && isRegularFile(cachePath)) {
    try {
      const DatasetCacheHeader h = readDatasetCacheHeader(cachePath);
      const nlohmann::json& extra = h.extra;
      if (h.sourceFingerprint == fingerprint && extra.value("light_curve_import", nlohmann::json()) == recipe) {
        res.data = readDatasetCache(cachePath);
        res.notes = extra.value("light_curves", nlohmann::json::object()).value("notes", std::vector<std::string>{});
        res.cachePath = cachePath;
        res.fromCache = true;
        return res;
      }
    } catch (const std::exception&) {
      // A damaged or foreign cache is simply replaced.
    }
  }

  if (progress) progress({"import", req.source.path, 0, static_cast<std::int64_t>(files.files.size()), "files"});
  const LightCurveSet set = readLightCurves(req.source, cancel);
  for (const auto& c : set.curves) res.observations += static_cast<std::int64_t>(c.t.size());
  if (progress)
    progress({"fold", req.source.path, 0, static_cast<std::int64_t>(set.curves.size()), "light curves"});
  throwIfCancelled(cancel, "the light-curve import");
  res.data = foldedDataset(set, req.fold, name);
  res.notes = set.notes;
  const std::string title = name + " (light curves)";
  res.data.source = absolute(req.source.path);
  res.data.description = title + ": " + formatCount(res.data.size()) + " objects, " + formatCount(res.observations) +
                         " observations folded by their periods into " + describeFold(req.fold) + ", from " +
                         res.data.source;
  res.data.validate();

  CacheMeta meta;
  meta.title = title;
  meta.sourceFingerprint = fingerprint;
  meta.preprocessing = {{"bins", req.fold.bins}, {"normalize", curveNormalizeName(req.fold.normalize)}};
  meta.extra = {{"light_curve_import", recipe},
                {"light_curves",
                 {{"bins", req.fold.bins},
                  {"normalize", curveNormalizeName(req.fold.normalize)},
                  {"objects", res.data.size()},
                  {"observations", res.observations},
                  {"notes", res.notes},
                  {"preview", lightCurvePreviewJson(set.curves, set.classNames)}}}};
  if (progress) progress({"cache", cachePath, 0, 1, "files"});
  try {
    fs::create_directories(fs::path(cachePath).parent_path());
    writeDatasetCache(cachePath, res.data, meta);
    res.cachePath = cachePath;
  } catch (const std::exception& e) {
    res.cacheError = e.what();  // the data are still good for this run
  }
  return res;
}

Dataset reloadLightCurves(const nlohmann::json& recipe, const std::string& name, const std::string& cachePath,
                          const DataLocations& where) {
  // The recipe is the cache's own (written by importLightCurves), read strictly like the header.
  JsonReader r(recipe, "dataset cache " + cachePath, ErrorKind::BadInput, "extra.light_curve_import");
  LightCurveImportRequest req;
  req.source.path = r.str("source", "");
  req.source.catalog = r.str("catalog", "");
  req.source.periodColumn = r.str("period_column", "");
  req.source.classColumn = r.str("class_column", "");
  req.source.sortTimes = r.boolean("sort_times", false);
  req.fold.bins = static_cast<int>(r.integer("bins", 64, 2, 1 << 16));
  req.fold.normalize = curveNormalizeFromName(r.str("normalize", "minmax"));
  r.finish();
  req.name = name;
  req.cachePath = cachePath;
  const bool sourceThere = isRegularFile(req.source.path) || isDirectory(req.source.path);
  const bool catalogThere = req.source.catalog.empty() || isRegularFile(req.source.catalog);
  if (!sourceThere || !catalogThere) return readDatasetCache(cachePath);  // the cache is the data now
  // Same files and settings: this maps the cache again.
  return importLightCurves(req, where).data;
}

}  // namespace nnlab

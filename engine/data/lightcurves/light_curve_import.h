#pragma once
// Light curves as a dataset: read (light_curve_reader.h), fold each by its period into 1 x bins
// (light_curve.h), and keep the result as <dataDir>/<name>/dataset.nnds (an f32 features cache,
// dataset_cache.h), so that listDatasets(), loadDataset(name) and training find it by name.
// The cache's header also keeps the settings (to import again when the files change) and the raw
// observations of a few objects per class, which the app's Data page draws.
#include <atomic>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "data/dataset.h"
#include "data/dataset_catalog.h"
#include "data/lightcurves/light_curve_reader.h"
#include "data/progress.h"

namespace nnlab {

struct LightCurveImportRequest {
  LightCurveSource source;
  FoldOptions fold;
  std::string name;       // catalog name; empty: the folder's name or the table's file name without extension
  bool force = false;     // fold again even when the cache is up to date
  std::string cachePath;  // empty: storedDatasetPath(where, name)
};

struct LightCurveImportResult {
  Dataset data;
  std::int64_t observations = 0;  // read (0 when the cache was up to date)
  std::vector<std::string> notes;
  std::string cachePath;
  std::string cacheError;  // why the cache could not be written
  bool fromCache = false;
};

// Folds a set of curves into a dataset: features (N, 1, bins), labels from set.classNames.
Dataset foldedDataset(const LightCurveSet& set, const FoldOptions& fold, const std::string& name);

// Imports (or reuses the cache when the files and the settings are unchanged).
LightCurveImportResult importLightCurves(const LightCurveImportRequest& request, const DataLocations& where = {},
                                         const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);

// A stored light-curve import whose source still exists, checked against it (a changed file means
// a fresh import with the recorded settings); the cache itself when the source is gone.
Dataset reloadLightCurves(const nlohmann::json& recipe, const std::string& name, const std::string& cachePath,
                          const DataLocations& where);

// The raw curves kept for previews: up to perClass objects of each class, in class order.
nlohmann::json lightCurvePreviewJson(const std::vector<LightCurve>& curves, const std::vector<std::string>& classNames,
                                     int perClass = 3);
// Those curves back from a dataset cache's header (empty when it has none).
std::vector<LightCurve> lightCurvePreview(const nlohmann::json& cacheHeader);

}  // namespace nnlab

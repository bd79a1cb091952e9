#pragma once
// The datasets nnlab keeps for the user: imported image folders and generated stand-ins, each
// one cache file <dataDir>/<name>/dataset.nnds (see dataset_cache.h), plus the tasks that make
// them. These are the calls the GUI makes from a worker thread: each takes a progress callback
// (called on the calling thread) and a cancel flag (checked per image or network chunk; set,
// it makes the call throw Error(Cancelled)). listDatasets()/loadDataset() in
// dataset_catalog.h then see the results by name.
#include <atomic>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "data/dataset_cache.h"
#include "data/dataset_catalog.h"
#include "data/fetch.h"
#include "data/image_import.h"
#include "data/progress.h"
#include "data/synthetic.h"

namespace nnlab {

// <dataDir>/<name>/dataset.nnds
std::string storedDatasetPath(const DataLocations& where, const std::string& name);

struct ImportRequest {
  std::string source;    // a folder of images, or an archive (.zip .rar .7z .tar.*) holding one
  std::string manifest;  // manifest name ("fish-masks"): its layout and default preprocessing;
                         // empty: one class per sub-folder of the source
  std::string name;      // catalog name; empty: the manifest's name, else the folder's name
  std::optional<Preprocessing> preprocessing;  // empty: the manifest's, else gray-or-RGB at the first image's size
  CorruptPolicy onCorrupt = CorruptPolicy::Fail;
  int threads = 0;       // 0: all cores
  bool force = false;    // import again even when the cache is up to date
  std::string cachePath; // empty: storedDatasetPath(where, name)
};

struct ImportResult {
  Dataset data;
  ImportReport report;       // of this import, or of the one that made the cache
  std::string cachePath;     // where the cache is ("" when it could not be written)
  std::string cacheError;    // why it could not be written
  bool fromCache = false;    // the cache was up to date: nothing was decoded
};

// Imports (or reuses the cache when the source files and the preprocessing are unchanged).
// An archive is unpacked first into <dataDir>/<name>/unpacked/. The class folders of a
// manifest are looked for at or below the source (findLayoutRoot).
ImportResult importDataset(const ImportRequest& request, const DataLocations& where = {},
                           const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);

// Generates a stand-in and stores it as <dataDir>/<name>/dataset.nnds (replacing an earlier
// one), so that listDatasets() shows it with its sample count and loadDataset() maps it.
Dataset generateStandInDataset(const std::string& name, const StandInOptions& options, const DataLocations& where = {},
                               const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);

struct DownloadRequest {
  std::string name;       // a manifest's name
  std::string url;        // overrides the manifest's URLs (a manifest with one file only)
  std::string sha256;     // with url: the expected checksum
  bool import = true;     // image sets: import once unpacked
  ImportRequest importRequest;  // its source, manifest and name are filled in
  int stallSeconds = 30;
};

struct DownloadReport {
  std::vector<DownloadResult> files;
  std::string folder;                    // where the files are
  std::optional<ImportResult> imported;  // image sets, when import was asked
};

// Downloads a manifest's files (trying each URL in turn), checks sizes and SHA-256, then for
// an image set unpacks and imports it; an IDX set (mnist) lands in <dataDir>/<install_dir>/.
// A manifest without URLs (and no request.url) is Error(InvalidArgument) quoting its
// download note.
DownloadReport downloadDataset(const DownloadRequest& request, const DataLocations& where = {},
                               const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);

// Loads <dataDir>/<name>/dataset.nnds when it exists. An imported set whose source folder still
// exists is checked against it first: changed files mean a fresh import (with the recorded
// settings); a source that is gone leaves the cache as the data. nullopt when there is none.
std::optional<Dataset> loadStoredDataset(const std::string& name, const DataLocations& where = {});

// The stored datasets, from their headers (no pixels read).
std::vector<DatasetInfo> listStoredDatasets(const DataLocations& where = {});

// Summary of a cache header for listings (Error(BadInput) when its `extra` is damaged).
DatasetInfo infoFromCacheHeader(const DatasetCacheHeader& header, const std::string& path);

// What importDataset() keeps in a cache header's `extra`, read strictly.
struct StoredImport {
  std::string source;    // the folder imported (absolute)
  std::string manifest;  // "" for a plain folder
  Preprocessing preprocessing;
  CorruptPolicy onCorrupt = CorruptPolicy::Fail;
};
struct StoredDatasetExtra {
  std::optional<StoredImport> import;  // imported sets: how to import again when the files change
  std::optional<ImportReport> report;  // imported sets: the import's report
  std::string manifest, citation, licence;
};
// Error(BadInput) naming the cache and the key when a field nnlab writes has the wrong type.
StoredDatasetExtra readStoredExtra(const DatasetCacheHeader& header, const std::string& path);

}  // namespace nnlab

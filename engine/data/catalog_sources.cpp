// The catalog's newer sources: stand-ins, stored (imported or generated) caches, manifests of
// sets not imported yet, and datasets given by path (CSV, caches, image folders). Split from
// dataset_catalog.cpp, which keeps the IDX and bundled MNIST sources.
#include <cstdio>
#include <filesystem>
#include <functional>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/csv_reader.h"
#include "data/catalog_internal.h"
#include "data/dataset_cache.h"
#include "data/dataset_catalog.h"
#include "data/dataset_store.h"
#include "data/idx_reader.h"
#include "data/image_folder.h"
#include "data/synthetic.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

std::string joinPath(const std::string& a, const std::string& b) { return (fs::path(a) / b).string(); }
bool hasSubfolders(const std::string& dir) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (isDirectory(it->path().string())) return true;
  return false;
}

}  // namespace

void appendStoredAndManifestEntries(std::vector<DatasetInfo>& out, const DataLocations& where) {
  // Stand-ins: always available (generated on first use), named as synthetic everywhere.
  const std::vector<DatasetInfo> stored = listStoredDatasets(where);
  for (const auto& s : standIns()) {
    DatasetInfo info;
    for (const auto& st : stored)
      if (st.name == s.name) info = st;
    info.name = s.name;
    info.title = s.title;
    info.summary = s.description;
    info.synthetic = true;
    info.kind = "synthetic";
    if (info.cachePath.empty() || !info.reason.empty()) {
      info.available = true;
      info.reason.clear();
      info.samples = s.defaultSamples;
      info.sampleShape = s.sampleShape;
      info.classes = static_cast<int>(s.classNames.size());
      info.source =
          msg(NNLAB_TEXT("nnlab::messages", "generated on first use (seed 1) and kept in %1"), storedDatasetPath(where, s.name)).text();
      info.description = s.title + ": " + formatCount(s.defaultSamples) + " " + s.description;
    }
    out.push_back(info);
  }
  // Imported image sets, and manifests not imported yet (with what to do).
  const auto manifests = loadManifests(where.manifestDir);
  for (auto info : stored) {
    if (findStandIn(info.name)) continue;
    for (const auto& m : manifests)
      if (m.name == info.name) {
        if (info.citation.empty()) {
          info.citation = m.citation;
          info.licence = m.licence;
        }
        info.summary = m.description;
      }
    out.push_back(info);
  }
  for (const auto& m : manifests) {
    if (m.kind != "images") continue;
    bool have = false;
    for (const auto& st : stored) have = have || st.name == m.name;
    if (have) continue;
    DatasetInfo info;
    info.name = m.name;
    info.title = m.title;
    info.summary = m.description;
    info.kind = "manifest";
    info.description = m.title + (m.samples ? " (" + formatCount(m.samples) + " images)" : std::string());
    info.classes = static_cast<int>(m.layout.classes.size());
    if (m.preprocessing.width)
      info.sampleShape = Shape{m.preprocessing.channels ? m.preprocessing.channels : 1, m.preprocessing.height,
                               m.preprocessing.width};
    info.citation = m.citation;
    info.licence = m.licence;
    info.reason = msg(NNLAB_TEXT("nnlab::messages",
                                 "not imported: `nnlab-cli dataset import %1 FOLDER` with your copy, or `nnlab-cli dataset "
                                 "download %1`%2"),
                      m.name,
                      m.standIn.empty() ? plainMessage("")
                                        : msg(NNLAB_TEXT("nnlab::messages", "; offline, use the stand-in %1"), m.standIn))
                      .text();
    out.push_back(info);
  }
}

Dataset loadDatasetPath(const std::string& path, const DataLocations& where) {
  if (isRegularFile(path)) {
    const std::string ext = fs::path(path).extension().string();
    if (ext == ".csv" || ext == ".CSV") {
      CsvOptions opt;
      opt.normalize = CsvNormalize::MinMax;
      return readCsv(path, opt);
    }
    if (ext == ".nnds") return readDatasetCache(path);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not a dataset: give a folder (IDX files or one sub-folder of images per class), a .csv "
        "table or a .nnds cache"),
        path));
  }
  bool imageFolder = isDirectory(path) && !hasIdxFiles(path) && hasSubfolders(path);
  if (imageFolder) {
    try {
      scanImageFolder(path);
    } catch (const Error&) {
      imageFolder = false;  // neither kind: the IDX message below says what was expected
    }
  }
  if (imageFolder) {
    // An image folder: imported once, then loaded from its cache while it is unchanged.
    ImportRequest req;
    req.source = path;
    req.name = fs::path(path).lexically_normal().filename().string();
    if (req.name.empty()) req.name = fs::path(path).lexically_normal().parent_path().filename().string();
    if (!where.cacheDir.empty()) {
      const std::string abs = fs::absolute(path).lexically_normal().string();
      char key[17];
      std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(std::hash<std::string>{}(abs)));
      req.cachePath = joinPath(joinPath(where.cacheDir, "folders"), std::string(key) + ".nnds");
    } else {
      req.cachePath = "/nonexistent/nnlab-no-cache.nnds";
    }
    return importDataset(req, where).data;
  }
  return loadIdxDirectory(path);
}

}  // namespace nnlab

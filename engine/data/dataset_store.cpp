#include "data/dataset_store.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "data/dataset_cache.h"
#include "data/lightcurves/light_curve_import.h"
#include "data/manifest.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

DatasetManifest requireManifest(const std::string& name, const DataLocations& where) {
  if (auto m = findManifest(name, where.manifestDir)) return *m;
  std::string known;
  for (const auto& m : loadManifests(where.manifestDir)) known += (known.empty() ? "" : ", ") + m.name;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no dataset manifest named '%1' in %2%3"),
      name, where.manifestDir,
      (known.empty() ? msg(NNLAB_TEXT("nnlab::messages", " (none found: set NNLAB_MANIFEST_DIR)"))
                     : msg(NNLAB_TEXT("nnlab::messages", ": known manifests are %1"), known))));
}

std::string folderName(const std::string& path) {
  fs::path p = fs::path(path).lexically_normal();
  if (!p.has_filename()) p = p.parent_path();
  return p.filename().string();
}

// An archive is unpacked once: a marker file remembers which archive (size, time) it came from
// and which entries were left out (links, devices: they belong in every later import's report).
std::string unpackOnce(const std::string& archive, const std::string& dir, std::vector<SkippedFile>& notUnpacked,
                       const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  std::error_code ec;
  const std::string stamp = archive + " " + std::to_string(fs::file_size(archive, ec)) + " " +
                            std::to_string(fs::last_write_time(archive, ec).time_since_epoch().count());
  const fs::path marker = fs::path(dir) / ".nnlab-unpacked";
  try {
    const std::string text = readFileLimited(marker.string(), 16u << 20, "unpack marker");
    const auto eol = text.find('\n');
    if (text.substr(0, eol) == stamp && eol != std::string::npos) {
      const nlohmann::json list = parseJsonText(text.substr(eol + 1), "unpack marker", ErrorKind::BadInput);
      std::vector<SkippedFile> kept;
      if (!list.is_array()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "unpack marker: not a list")));
      for (const auto& e : list) {
        JsonReader r(e, "unpack marker", ErrorKind::BadInput);
        kept.push_back({r.requiredStr("path"), r.requiredStr("reason")});
        r.finish();
      }
      notUnpacked = std::move(kept);
      return dir;
    }
  } catch (const Error&) {
    // No marker, or one of another archive (or damaged): unpack again.
  }
  fs::remove_all(dir, ec);
  ExtractResult unpacked;
  try {
    unpacked = extractArchive(archive, dir, progress, cancel);
  } catch (...) {
    fs::remove_all(dir, ec);  // half an unpack is no use to anyone, and may fill the disk
    throw;
  }
  nlohmann::json list = nlohmann::json::array();
  notUnpacked.clear();
  for (const auto& s : unpacked.skipped) {
    notUnpacked.push_back({s.path, s.reason});
    list.push_back({{"path", s.path}, {"reason", s.reason}});
  }
  std::ofstream(marker, std::ios::trunc) << stamp << "\n" << list.dump() << "\n";
  return dir;
}

std::string titleFor(const std::string& name, const std::optional<DatasetManifest>& m) {
  return (m ? m->title : name) + " (imported)";
}

}  // namespace

std::string storedDatasetPath(const DataLocations& where, const std::string& name) {
  return (fs::path(where.dataDir) / name / "dataset.nnds").string();
}

ImportResult importDataset(const ImportRequest& req, const DataLocations& where, const ProgressCallback& progress,
                           const std::atomic<bool>* cancel) {
  if (req.source.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "say which folder or archive to import")));
  std::optional<DatasetManifest> manifest;
  if (!req.manifest.empty()) {
    manifest = requireManifest(req.manifest, where);
    if (manifest->kind != "images")
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "'%1' is an IDX set: put its files in %2 or use `nnlab-cli dataset download %1`"),
          manifest->name, (fs::path(where.dataDir) / manifest->installDir).string()));
  }
  std::string name = !req.name.empty() ? req.name : manifest ? manifest->name : folderName(req.source);
  if (name.empty() || name.find('/') != std::string::npos || name[0] == '.')
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "dataset name '%1' must be a plain name (no '/')"), name));
  if (findStandIn(name) || name == "mnist" || name == "mnist-bundled" || name == "fashion-mnist")
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' is a built-in dataset name: import under another --name"),
        name));

  std::string source = req.source;
  std::vector<SkippedFile> notUnpacked;
  if (isRegularFile(source)) {
    if (!looksLikeArchive(source))
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "%1 is a file, not a folder or an archive (.zip .rar .7z .tar.*)"),
          source));
    source = unpackOnce(source, (fs::path(where.dataDir) / name / "unpacked").string(), notUnpacked, progress, cancel);
  } else if (!isDirectory(source)) {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "folder %1 does not exist"), source));
  }
  const FolderLayout layout = manifest ? manifest->layout : FolderLayout{};
  if (progress) progress({"scan", source, 0, 0, "files"});
  const std::string root = findLayoutRoot(source, layout);
  const ImageFileList list = scanImageFolder(root, layout);
  const std::string fingerprint = fingerprintFiles(list);
  Preprocessing pre = req.preprocessing ? *req.preprocessing : manifest ? manifest->preprocessing : Preprocessing{};
  if (!req.preprocessing && !manifest) pre.channels = 0;  // a plain folder keeps gray or colour as it is
  const std::string cachePath = req.cachePath.empty() ? storedDatasetPath(where, name) : req.cachePath;

  // The recorded request: enough to import again when the source changes.
  const nlohmann::json recipe = {{"source", fs::absolute(root).lexically_normal().string()},
                                 {"manifest", manifest ? manifest->name : std::string()},
                                 {"requested_preprocessing", pre.toJson()},
                                 {"on_corrupt", corruptPolicyName(req.onCorrupt)}};

  ImportResult res;
  if (!req.force && isRegularFile(cachePath)) {
    try {
      const DatasetCacheHeader h = readDatasetCacheHeader(cachePath);
      const auto stored = h.extra.find("import");
      if (h.sourceFingerprint == fingerprint && stored != h.extra.end() && *stored == recipe) {
        const StoredDatasetExtra extra = readStoredExtra(h, cachePath);
        res.data = readDatasetCache(cachePath);
        if (extra.report) res.report = *extra.report;
        res.cachePath = cachePath;
        res.fromCache = true;
        return res;
      }
    } catch (const Error&) {
      // A damaged or foreign cache is simply replaced.
    }
  }

  ImportOptions opt;
  opt.preprocessing = pre;
  opt.onCorrupt = req.onCorrupt;
  opt.threads = req.threads;
  res.data = importImageFiles(list, opt, &res.report, progress, cancel);
  res.report.notUnpacked = notUnpacked;
  const std::string title = titleFor(name, manifest);
  res.data.name = name;
  res.data.source = root;
  res.data.description = title + ": " + formatCount(res.data.size()) + " images (" +
                         res.report.preprocessing.describe() + ") from " + root;

  CacheMeta meta;
  meta.title = title;
  meta.sourceFingerprint = fingerprint;
  meta.preprocessing = res.report.preprocessing.toJson();
  meta.storage = res.report.preprocessing.storage;
  meta.extra = {{"import", recipe}, {"report", res.report.toJson()}};
  if (manifest)
    meta.extra["manifest"] = {{"name", manifest->name}, {"citation", manifest->citation}, {"licence", manifest->licence}};
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

Dataset generateStandInDataset(const std::string& name, const StandInOptions& options, const DataLocations& where,
                               const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  Dataset d = generateStandIn(name, options, progress, cancel);
  const StandInInfo* info = findStandIn(name);
  CacheMeta meta;
  meta.title = info->title;
  meta.synthetic = true;
  meta.sourceFingerprint = "generator " + name + " v1 seed " + std::to_string(options.seed);
  meta.preprocessing = {{"generator", name}, {"version", 1}, {"seed", options.seed}, {"samples", d.size()}};
  meta.extra = {{"stands_in_for", info->standsInFor}, {"generator", meta.preprocessing}};
  if (info->sampleShape.rank() == 2) {  // light curves: the raw observations of a few objects per class, for previews
    std::vector<LightCurve> raw;
    for (std::int64_t i = 0; i < d.size() && raw.size() < 3 * info->classNames.size(); ++i) {
      const int label = d.labels.data<std::int32_t>()[i];
      const auto sameClass = std::count_if(raw.begin(), raw.end(), [&](const LightCurve& c) {
        return c.className == info->classNames[static_cast<std::size_t>(label)];
      });
      if (sameClass < 3) raw.push_back(rrLyraeStandInCurve(options.seed, i, label));
    }
    meta.extra["light_curves"] = {{"bins", info->sampleShape[1]},
                                  {"normalize", curveNormalizeName(kRRLyraeStandInFold.normalize)},
                                  {"objects", d.size()},
                                  {"preview", lightCurvePreviewJson(raw, info->classNames)}};
  }
  const std::string path = storedDatasetPath(where, name);
  if (progress) progress({"cache", path, 0, 1, "files"});
  std::error_code ec;
  fs::create_directories(fs::path(path).parent_path(), ec);
  writeDatasetCache(path, d, meta);
  return d;
}

DownloadReport downloadDataset(const DownloadRequest& req, const DataLocations& where, const ProgressCallback& progress,
                               const std::atomic<bool>* cancel) {
  const DatasetManifest m = requireManifest(req.name, where);
  std::vector<ManifestFile> files = m.files;
  if (!req.url.empty()) {
    if (files.size() > 1)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "'%1' has %2 files: a single --url cannot replace their addresses"),
          m.name, std::to_string(files.size())));
    if (files.empty()) files.push_back({});
    std::string fileName = req.url.substr(req.url.find_last_of('/') + 1);
    if (fileName.find('?') != std::string::npos) fileName = fileName.substr(0, fileName.find('?'));
    if (files[0].name.empty() || (!fileName.empty() && looksLikeArchive(fileName))) files[0].name = fileName.empty() ? "download" : fileName;
    files[0].urls = {req.url};
    files[0].sha256 = req.sha256;
    files[0].bytes = 0;
  }
  for (const auto& f : files)
    if (f.urls.empty())
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "'%1' has no download address for %2. %3"),
          m.name, f.name,
          (m.downloadNote.empty() ? msg(NNLAB_TEXT("nnlab::messages", "Download it by hand and use `nnlab-cli dataset import`."))
                                  : plainMessage(m.downloadNote))));
  DownloadReport rep;
  rep.folder = m.kind == "idx" ? (fs::path(where.dataDir) / m.installDir).string()
                               : (fs::path(where.dataDir) / m.name / "download").string();
  std::error_code ec;
  fs::create_directories(rep.folder, ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot create %1: %2"), rep.folder, ec.message()));
  for (const auto& f : files) {
    DownloadOptions opt;
    opt.sha256 = f.sha256;
    opt.bytes = f.bytes;
    opt.stallSeconds = req.stallSeconds;
    std::string errors;
    bool ok = false;
    for (const auto& url : f.urls) {
      try {
        rep.files.push_back(downloadFile(url, (fs::path(rep.folder) / f.name).string(), opt, progress, cancel));
        ok = true;
        break;
      } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled || e.kind() == ErrorKind::Unsupported) throw;
        errors += std::string(errors.empty() ? "" : "; ") + e.what();
      }
    }
    if (!ok) fail(ErrorKind::BadInput, errors);
  }
  if (m.kind == "images" && req.import) {
    ImportRequest ir = req.importRequest;
    ir.manifest = m.name;
    if (ir.name.empty()) ir.name = m.name;
    ir.source = rep.files.size() == 1 ? rep.files[0].path : rep.folder;
    rep.imported = importDataset(ir, where, progress, cancel);
  }
  return rep;
}

StoredDatasetExtra readStoredExtra(const DatasetCacheHeader& h, const std::string& path) {
  StoredDatasetExtra out;
  const std::string what = "dataset cache " + path;
  // `extra` is the writer's own part of the header: the keys nnlab writes are read strictly,
  // others (a stand-in's generator settings, a newer writer's additions) are left alone.
  JsonReader r(h.extra, what, ErrorKind::BadInput, "extra");
  if (auto imp = r.optionalObject("import")) {
    StoredImport i;
    i.source = imp->str("source", "");
    i.manifest = imp->str("manifest", "");
    if (const nlohmann::json* pre = imp->raw("requested_preprocessing"))
      i.preprocessing = Preprocessing::fromJson(*pre, what + ": extra.import", ErrorKind::BadInput);
    i.onCorrupt = imp->choice("on_corrupt", "fail", {"fail", "skip"}) == "fail" ? CorruptPolicy::Fail : CorruptPolicy::Skip;
    imp->finish();
    out.import = i;
  }
  if (const nlohmann::json* rep = r.raw("report")) out.report = ImportReport::fromJson(*rep, what + ": extra");
  if (auto m = r.optionalObject("manifest")) {
    out.manifest = m->str("name", "");
    out.citation = m->str("citation", "");
    out.licence = m->str("licence", "");
    m->finish();
  }
  return out;
}

std::optional<Dataset> loadStoredDataset(const std::string& name, const DataLocations& where) {
  const std::string path = storedDatasetPath(where, name);
  if (!isRegularFile(path)) return std::nullopt;
  const DatasetCacheHeader h = readDatasetCacheHeader(path);
  if (h.extra.is_object() && h.extra.contains("light_curve_import"))
    return reloadLightCurves(h.extra["light_curve_import"], name, path, where);
  const StoredDatasetExtra extra = readStoredExtra(h, path);
  if (extra.import && isDirectory(extra.import->source)) {
    ImportRequest req;
    req.source = extra.import->source;
    req.manifest = extra.import->manifest;
    req.name = name;
    req.preprocessing = extra.import->preprocessing;
    req.onCorrupt = extra.import->onCorrupt;
    // Same settings and unchanged files: this just maps the cache again.
    return importDataset(req, where).data;
  }
  return readDatasetCache(path);
}

DatasetInfo infoFromCacheHeader(const DatasetCacheHeader& h, const std::string& path) {
  DatasetInfo info;
  info.name = h.name;
  info.title = h.title;
  info.description = h.description;
  info.synthetic = h.synthetic;
  info.kind = info.synthetic ? "synthetic" : "imported";
  info.available = true;
  info.source = h.source;
  info.samples = h.samples;
  info.sampleShape = h.sampleShape;
  info.classes = static_cast<int>(!h.classNames.empty() ? h.classNames.size() : h.classCounts.size());
  info.cachePath = path;
  const StoredDatasetExtra extra = readStoredExtra(h, path);
  info.citation = extra.citation;
  info.licence = extra.licence;
  return info;
}

std::vector<DatasetInfo> listStoredDatasets(const DataLocations& where) {
  std::vector<DatasetInfo> out;
  std::error_code ec;
  if (!isDirectory(where.dataDir)) return out;
  std::vector<std::string> names;
  for (fs::directory_iterator it(where.dataDir, ec), end; !ec && it != end; it.increment(ec))
    if (isRegularFile((it->path() / "dataset.nnds").string())) names.push_back(it->path().filename().string());
  std::sort(names.begin(), names.end());
  for (const auto& n : names) {
    const std::string path = storedDatasetPath(where, n);
    try {
      out.push_back(infoFromCacheHeader(readDatasetCacheHeader(path), path));
      out.back().name = n;
    } catch (const Error& e) {
      DatasetInfo info;
      info.name = n;
      info.title = n;
      info.kind = "imported";
      info.cachePath = path;
      info.reason = e.what();
      out.push_back(info);
    }
  }
  return out;
}

}  // namespace nnlab

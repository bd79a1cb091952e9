// nnlab-cli dataset list|info|import|download|preview|generate: getting and inspecting data.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/dataset_cache.h"
#include "data/dataset_catalog.h"
#include "data/dataset_preview.h"
#include "data/dataset_store.h"
#include "data/image_codec.h"
#include "data/lightcurves/light_curve_import.h"

namespace nnlab::cli {

namespace {

// Progress on stderr: a live line on a terminal, one line per stage otherwise.
ProgressCallback progressPrinter(bool quiet) {
  if (quiet) return {};
  auto last = std::make_shared<std::string>();
  auto lastTime = std::make_shared<std::chrono::steady_clock::time_point>();
  const bool tty = stderrIsTerminal();
  return [last, lastTime, tty](const TaskProgress& p) {
    const auto now = std::chrono::steady_clock::now();
    const bool newStage = p.stage != *last;
    const bool end = p.total > 0 && p.done >= p.total;
    if (!newStage && !end && now - *lastTime < std::chrono::milliseconds(tty ? 200 : 5000)) return;
    *lastTime = now;
    if (p.stage == "cache") {
      std::fprintf(stderr, "%swriting the cache %s\n", tty && !last->empty() ? "\n" : "", p.item.c_str());
      *last = "";
      return;
    }
    std::string amount = std::string(p.unit) == "bytes" ? formatBytes(static_cast<double>(p.done)) : formatCount(p.done);
    if (p.total > 0)
      amount += " / " + (std::string(p.unit) == "bytes" ? formatBytes(static_cast<double>(p.total)) : formatCount(p.total) + " " + p.unit);
    if (tty && !newStage) std::fprintf(stderr, "\r");
    else if (tty && !last->empty()) std::fprintf(stderr, "\n");
    *last = p.stage;
    std::fprintf(stderr, "%-8s %s%s", p.stage.c_str(), amount.c_str(), tty ? "   " : "\n");
    std::fflush(stderr);
  };
}

void endProgress(bool quiet) {
  if (!quiet && stderrIsTerminal()) std::fprintf(stderr, "\n");
}

nlohmann::json infoJson(const DatasetInfo& d) {
  return {{"name", d.name},         {"title", d.title},           {"description", d.description}, {"available", d.available},
          {"synthetic", d.synthetic}, {"kind", d.kind},           {"source", d.source},           {"samples", d.samples},
          {"sample_shape", d.sampleShape.dims()}, {"classes", d.classes}, {"reason", d.reason},
          {"cache", d.cachePath},   {"citation", d.citation},     {"licence", d.licence}};
}

int list(bool json) {
  const auto all = listDatasets();
  if (json) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& d : all) out.push_back(infoJson(d));
    std::printf("%s\n", out.dump(2).c_str());
    return kOk;
  }
  for (const auto& d : all) {
    if (d.available)
      std::printf("%-21s %8s samples  %-11s %2d classes  %s\n%-21s from %s\n", d.name.c_str(), formatCount(d.samples).c_str(),
                  d.sampleShape.str().c_str(), d.classes, d.title.c_str(), "", d.source.c_str());
    else
      std::printf("%-21s %s: %s\n", d.name.c_str(), d.title.c_str(), d.reason.c_str());
  }
  return kOk;
}

void printReport(const ImportReport& r) {
  for (const auto& w : r.warnings()) std::printf("  warning: %s\n", w.c_str());
  if (!r.skipped.empty()) {
    std::printf("  skipped (%zu):\n", r.skipped.size());
    for (const auto& s : r.skipped) std::printf("    %s: %s\n", s.path.c_str(), s.reason.c_str());
  }
  if (!r.notUnpacked.empty()) {
    std::printf("  archive entries not unpacked (%zu):\n", r.notUnpacked.size());
    for (const auto& s : r.notUnpacked) std::printf("    %s: %s\n", s.path.c_str(), s.reason.c_str());
  }
}

struct ImportArgs {
  std::string manifestOrFolder, folder, name, size, channels, resize = "area", storage, onError = "fail";
  int threads = 0;
  bool force = false, quiet = false;
  // Light curves (--light-curves).
  bool lightCurves = false, sortTimes = false;
  std::string catalog, periodColumn, classColumn, normalize = "minmax";
  int bins = 64;
  CLI::App* cmd = nullptr;
};

// `dataset import --light-curves SOURCE`: a table of all objects or a folder of one file per object.
int importCurves(const ImportArgs& a, const DataLocations& where) {
  if (!a.folder.empty())
    fail(ErrorKind::InvalidArgument, "--light-curves takes one source (a table or a folder), not a manifest and a folder");
  for (const char* imageOnly : {"--size", "--channels", "--resize", "--storage", "--on-error"})
    if (a.cmd->count(imageOnly))
      fail(ErrorKind::InvalidArgument, std::string(imageOnly) + " is for image folders, not light curves");
  LightCurveImportRequest r;
  r.source.path = a.manifestOrFolder;
  r.source.catalog = a.catalog;
  r.source.periodColumn = a.periodColumn;
  r.source.classColumn = a.classColumn;
  r.source.sortTimes = a.sortTimes;
  r.fold.bins = a.bins;
  r.fold.normalize = curveNormalizeFromName(a.normalize);
  r.name = a.name;
  r.force = a.force;
  const LightCurveImportResult res = importLightCurves(r, where, progressPrinter(a.quiet), &gStop);
  endProgress(a.quiet);
  const Dataset& d = res.data;
  std::printf("%s: %s light curves folded into %s, %d classes%s\n", d.name.c_str(), formatCount(d.size()).c_str(),
              d.sampleShape().str().c_str(), d.classes(), res.fromCache ? " (cache up to date, nothing read)" : "");
  const auto counts = d.classCounts();
  for (std::size_t c = 0; c < counts.size(); ++c)
    std::printf("  %-20s %s\n", d.classNames[c].c_str(), formatCount(counts[c]).c_str());
  if (!res.fromCache) std::printf("  %s observations read\n", formatCount(res.observations).c_str());
  for (const auto& n : res.notes) std::printf("  note: %s\n", n.c_str());
  if (!res.cachePath.empty()) std::printf("  cache: %s\n", res.cachePath.c_str());
  if (!res.cacheError.empty()) std::printf("  warning: the cache could not be written: %s\n", res.cacheError.c_str());
  return kOk;
}

ImportRequest makeRequest(const ImportArgs& a, const DataLocations& where) {
  ImportRequest r;
  // "import MANIFEST FOLDER" or "import FOLDER".
  if (!a.folder.empty()) {
    r.manifest = a.manifestOrFolder;
    r.source = a.folder;
  } else {
    r.source = a.manifestOrFolder;
  }
  r.name = a.name;
  r.onCorrupt = corruptPolicyFromName(a.onError);
  r.threads = a.threads;
  r.force = a.force;
  if (!a.size.empty() || !a.channels.empty() || !a.storage.empty() || a.resize != "area") {
    Preprocessing p;
    if (!r.manifest.empty())
      if (auto m = findManifest(r.manifest, where.manifestDir)) p = m->preprocessing;
    if (r.manifest.empty()) p.channels = 0;
    if (!a.size.empty()) parseImageSize(a.size, p.width, p.height);
    if (a.channels == "gray") p.channels = 1;
    else if (a.channels == "rgb") p.channels = 3;
    else if (!a.channels.empty()) fail(ErrorKind::InvalidArgument, "--channels is gray or rgb");
    p.filter = resizeFilterFromName(a.resize.c_str());
    if (!a.storage.empty()) p.storage = dtypeFromName(a.storage);
    if (p.storage != DType::U8 && p.storage != DType::F16) fail(ErrorKind::InvalidArgument, "--storage is u8 or f16");
    r.preprocessing = p;
  }
  return r;
}

void printImported(const ImportResult& res) {
  const Dataset& d = res.data;
  std::printf("%s: %s samples of %s, %d classes%s\n", d.name.c_str(), formatCount(d.size()).c_str(),
              d.sampleShape().str().c_str(), d.classes(), res.fromCache ? " (cache up to date, nothing decoded)" : "");
  if (!res.fromCache)
    std::printf("  %s images decoded in %s on %d threads (%.0f images/s)\n", formatCount(res.report.files).c_str(),
                formatSeconds(res.report.seconds).c_str(), res.report.threads,
                res.report.seconds > 0 ? static_cast<double>(res.report.files) / res.report.seconds : 0.0);
  printReport(res.report);
  if (!res.cachePath.empty()) std::printf("  cache: %s\n", res.cachePath.c_str());
  if (!res.cacheError.empty()) std::printf("  warning: the cache could not be written: %s\n", res.cacheError.c_str());
}

}  // namespace

Command addDataset(CLI::App& app) {
  CLI::App* c = app.add_subcommand("dataset", "Datasets: list, inspect, import, download, preview, generate stand-ins");
  c->require_subcommand(1, 1);

  auto json = std::make_shared<bool>(false);
  CLI::App* cl = c->add_subcommand("list", "The datasets nnlab can load, imported and generated ones included");
  cl->add_flag("--json", *json, "machine-readable output");

  auto infoName = std::make_shared<std::string>();
  auto infoJsonFlag = std::make_shared<bool>(false);
  auto verify = std::make_shared<bool>(false);
  CLI::App* ci = c->add_subcommand("info", "One dataset: source, citation, licence, classes, statistics, cache");
  ci->add_option("name", *infoName, "dataset name or path")->required();
  ci->add_flag("--json", *infoJsonFlag, "machine-readable output");
  ci->add_flag("--verify", *verify, "check the cache's CRC-32 (reads every byte)");

  auto ia = std::make_shared<ImportArgs>();
  CLI::App* cim = c->add_subcommand("import", "Import an image folder or archive (with a manifest's layout, or one sub-folder per "
                                               "class), or light curves (--light-curves)");
  ia->cmd = cim;
  cim->add_option("what", ia->manifestOrFolder, "manifest name (concrete-cracks, fish-masks, ...) followed by FOLDER, or just FOLDER")->required();
  cim->add_option("folder", ia->folder, "the folder or archive (.zip .rar .7z .tar.*) holding the images");
  cim->add_option("-n,--name", ia->name, "catalog name [the manifest's, else the folder's]");
  cim->add_option("--size", ia->size, "WIDTHxHEIGHT after resizing [the manifest's, else the first image's]");
  cim->add_option("--channels", ia->channels, "gray or rgb [the manifest's, else as the images are]");
  cim->add_option("--resize", ia->resize, "area or bilinear [area]");
  cim->add_option("--storage", ia->storage, "cache element type: u8 or f16 [u8]");
  cim->add_option("--on-error", ia->onError, "unreadable images: fail (stop, naming the file) or skip (list them) [fail]");
  cim->add_option("-j,--threads", ia->threads, "decoding threads, 0 = all cores [0]");
  cim->add_flag("--force", ia->force, "import again even if the cache is up to date");
  cim->add_flag("-q,--quiet", ia->quiet, "no progress");
  cim->add_flag("--light-curves", ia->lightCurves,
                "light curves: a table of id,time,mag[,err,period,class] or a folder of one file per object "
                "(time mag [err]; class sub-folders), folded by period into 1 x --bins");
  cim->add_option("--catalog", ia->catalog, "light curves: a table of id,period[,class] for objects whose files lack them");
  cim->add_option("--bins", ia->bins, "light curves: phase bins per curve [64]");
  cim->add_option("--normalize", ia->normalize, "light curves, per object: none, center, minmax or zscore [minmax]");
  cim->add_option("--period-column", ia->periodColumn, "light curves: the period column's name [period, p]");
  cim->add_option("--class-column", ia->classColumn, "light curves: the class column's name [class, label, type]");
  cim->add_flag("--sort-times", ia->sortTimes, "light curves: sort unsorted observations instead of refusing the file");

  auto dl = std::make_shared<DownloadRequest>();
  auto dlQuiet = std::make_shared<bool>(false);
  auto dlNoImport = std::make_shared<bool>(false);
  CLI::App* cd = c->add_subcommand("download", "Download a dataset from its manifest's URLs, check SHA-256, unpack and import");
  cd->add_option("name", dl->name, "manifest name (mnist, concrete-cracks, ...)")->required();
  cd->add_option("--url", dl->url, "download from this URL instead (datasets of one file)");
  cd->add_option("--sha256", dl->sha256, "with --url: the expected SHA-256");
  cd->add_option("--stall", dl->stallSeconds, "give up after this many seconds without data [30]");
  cd->add_flag("--no-import", *dlNoImport, "download and check only");
  cd->add_flag("-q,--quiet", *dlQuiet, "no progress");

  auto pvName = std::make_shared<std::string>();
  auto pvOut = std::make_shared<std::string>();
  auto pvOpt = std::make_shared<PreviewOptions>();
  CLI::App* cp = c->add_subcommand("preview", "Class histogram, image size, per-channel mean/std; --out writes a thumbnail grid PNG");
  cp->add_option("name", *pvName, "dataset name or path")->required();
  cp->add_option("-o,--out", *pvOut, "write the thumbnail grid to this PNG file");
  cp->add_option("--per-class", pvOpt->perClass, "thumbnails per class [8]");
  cp->add_option("--thumb", pvOpt->thumb, "thumbnail size in pixels [64]");
  cp->add_option("--seed", pvOpt->seed, "which samples (0: the first of each class) [1]");

  auto gName = std::make_shared<std::string>();
  auto gOpt = std::make_shared<StandInOptions>();
  auto gQuiet = std::make_shared<bool>(false);
  CLI::App* cg = c->add_subcommand("generate", "Generate a synthetic stand-in (synthetic-cracks, synthetic-fish-masks, synthetic-rrlyrae) and keep it");
  cg->add_option("name", *gName, "stand-in name")->required();
  cg->add_option("--samples", gOpt->samples, "number of samples [40,000 / 9,000 images, 4,000 light curves]");
  cg->add_option("--seed", gOpt->seed, "seed [1]");
  cg->add_option("-j,--threads", gOpt->threads, "threads, 0 = all cores [0]");
  cg->add_flag("-q,--quiet", *gQuiet, "no progress");

  return [=]() -> int {
    const DataLocations where;
    if (cl->parsed()) return list(*json);
    if (ci->parsed()) {
      Dataset d;
      DatasetCacheHeader header;
      // A stored dataset's cache, or a .nnds file given by path: both are shown and verified.
      const bool byPath = isRegularFile(*infoName) && std::filesystem::path(*infoName).extension() == ".nnds";
      const std::string cache = byPath ? *infoName : storedDatasetPath(where, *infoName);
      const bool stored = byPath || isRegularFile(cache);
      const auto manifest = findManifest(*infoName, where.manifestDir);
      try {
        d = loadDataset(*infoName, where);
      } catch (const Error& e) {
        if (!manifest || e.kind() != ErrorKind::BadInput) throw;
        // Not imported yet: what the manifest says, and how to get it.
        if (*infoJsonFlag) {
          std::printf("%s\n", nlohmann::json{{"name", manifest->name}, {"available", false}, {"reason", e.what()},
                                             {"manifest", manifest->raw}}.dump(2).c_str());
          return kOk;
        }
        std::printf("%s (not available)\n  %s\n  citation: %s\n  licence: %s\n  homepage: %s\n  default preprocessing: %s\n",
                    manifest->title.c_str(), e.what(), manifest->citation.c_str(), manifest->licence.c_str(),
                    manifest->homepage.c_str(), manifest->preprocessing.describe().c_str());
        for (const auto& f : manifest->files)
          std::printf("  file %s: %s, SHA-256 %s\n", f.name.c_str(),
                      f.urls.empty() ? "no direct URL" : f.urls.front().c_str(), f.sha256.empty() ? "unknown" : f.sha256.c_str());
        return kOk;
      }
      if (stored) header = readDatasetCacheHeader(cache);
      if (*verify && stored) readDatasetCache(cache, true);
      const DatasetStats st = computeStats(d);
      if (*infoJsonFlag) {
        nlohmann::json out = {{"name", d.name}, {"description", d.description}, {"source", d.source},
                              {"synthetic", d.synthetic}, {"samples", d.size()}, {"sample_shape", d.sampleShape().dims()},
                              {"class_names", d.classNames}, {"class_counts", st.classCounts},
                              {"imbalance_ratio", st.imbalanceRatio}, {"channel_mean", st.channelMean},
                              {"channel_std", st.channelStd}};
        if (stored) out["cache"] = {{"path", cache}, {"header", header.raw}};
        if (manifest) out["manifest"] = manifest->raw;
        std::printf("%s\n", out.dump(2).c_str());
        return kOk;
      }
      std::printf("%s\n", d.description.c_str());
      if (d.synthetic) std::printf("  SYNTHETIC stand-in: procedural images with the real set's shape and class count, not real data\n");
      std::printf("  source: %s\n", d.source.c_str());
      if (manifest) {
        std::printf("  title: %s\n  citation: %s\n  licence: %s\n", manifest->title.c_str(), manifest->citation.c_str(),
                    manifest->licence.c_str());
        if (!manifest->homepage.empty()) std::printf("  homepage: %s\n", manifest->homepage.c_str());
      }
      if (stored) {
        std::printf("  cache: %s (%s, preprocessing %s, created %s)%s\n", cache.c_str(), dtypeName(header.storage),
                    header.preprocessing.dump().c_str(), header.created.c_str(), *verify ? ", CRC-32 verified" : "");
        if (const auto report = readStoredExtra(header, cache).report) printReport(*report);
      }
      std::printf("%s", formatStats(st, "statistics:").c_str());
      return kOk;
    }
    if (cim->parsed()) {
      if (ia->lightCurves) return importCurves(*ia, where);
      for (const char* curvesOnly : {"--catalog", "--bins", "--normalize", "--period-column", "--class-column", "--sort-times"})
        if (cim->count(curvesOnly))
          fail(ErrorKind::InvalidArgument, std::string(curvesOnly) + " is for light curves: add --light-curves");
      const ImportRequest req = makeRequest(*ia, where);
      const ImportResult res = importDataset(req, where, progressPrinter(ia->quiet), &gStop);
      endProgress(ia->quiet);
      printImported(res);
      return kOk;
    }
    if (cd->parsed()) {
      DownloadRequest req = *dl;
      req.import = !*dlNoImport;
      const DownloadReport rep = downloadDataset(req, where, progressPrinter(*dlQuiet), &gStop);
      endProgress(*dlQuiet);
      for (const auto& f : rep.files)
        std::printf("%s: %s%s%s\n", f.path.c_str(), formatBytes(static_cast<double>(f.bytes)).c_str(),
                    f.sha256.empty() ? ", no checksum known" : (", SHA-256 " + f.sha256 + " ok").c_str(),
                    f.alreadyThere ? " (already there)" : f.resumedFrom ? " (resumed)" : "");
      if (rep.imported) printImported(*rep.imported);
      return kOk;
    }
    if (cp->parsed()) {
      const Dataset d = loadDataset(*pvName, where);
      std::printf("%s", formatStats(computeStats(d), d.description).c_str());
      if (!pvOut->empty()) {
        writePngFile(*pvOut, renderPreviewGrid(d, *pvOpt));
        std::printf("thumbnail grid: %s\n", pvOut->c_str());
      }
      return kOk;
    }
    if (cg->parsed()) {
      const Dataset d = generateStandInDataset(*gName, *gOpt, where, progressPrinter(*gQuiet), &gStop);
      endProgress(*gQuiet);
      std::printf("%s\n  kept in %s\n", d.description.c_str(), storedDatasetPath(where, *gName).c_str());
      return kOk;
    }
    return kUsage;
  };
}

Command addDatasetsAlias(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* c = app.add_subcommand("datasets", "Same as `dataset list`");
  c->add_flag("--json", *json, "machine-readable output");
  return [json]() -> int { return list(*json); };
}

}  // namespace nnlab::cli

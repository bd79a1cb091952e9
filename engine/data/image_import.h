#pragma once
// The import pipeline: decode a list of image files on all cores, convert to gray or RGB,
// resize to one size, and gather them into a Dataset (u8, N x C x H x W). Progress is reported
// on the calling thread; a set cancel flag stops the workers and throws Error(Cancelled).
#include <atomic>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "data/dataset.h"
#include "data/image_folder.h"
#include "data/preprocessing.h"
#include "data/progress.h"

namespace nnlab {

enum class CorruptPolicy {
  Fail,  // the first unreadable image stops the import: Error(BadInput) with its path and reason
  Skip,  // unreadable images are left out; the report lists each with its reason
};
const char* corruptPolicyName(CorruptPolicy p);
CorruptPolicy corruptPolicyFromName(const std::string& name);  // "fail" | "skip"

struct ImportOptions {
  Preprocessing preprocessing;
  CorruptPolicy onCorrupt = CorruptPolicy::Fail;
  int threads = 0;  // 0: all cores
};

struct SkippedFile {
  std::string path;
  std::string reason;
};

// What an import did, for the user: counts per class, skipped and ignored files, imbalance.
struct ImportReport {
  std::int64_t files = 0;     // images found
  std::int64_t imported = 0;  // images in the dataset
  std::vector<SkippedFile> skipped;
  std::vector<SkippedFile> notUnpacked;   // archive entries left out: links, devices, FIFOs, sockets
  std::vector<std::string> ignored;       // non-image files in class folders
  std::vector<std::string> emptyClasses;  // class folders left out for having no images
  std::vector<std::string> classNames;
  std::vector<std::int64_t> classCounts;
  int sourceWidth = 0, sourceHeight = 0;  // of the first image
  Preprocessing preprocessing;            // as applied (automatic size and channels resolved)
  double seconds = 0.0;
  int threads = 0;

  // Largest class / smallest class (1 = balanced; 0 when there are no classes).
  double imbalanceRatio() const;
  // One line each: imbalance above 1.5, skipped files, archive entries left out, empty
  // classes, ignored files.
  std::vector<std::string> warnings() const;
  nlohmann::json toJson() const;
  // Strict (unknown keys, wrong types, class counts that do not match the names):
  // Error(BadInput) naming `what` (the cache the report is stored in).
  static ImportReport fromJson(const nlohmann::json& j, const std::string& what = "import report");
};

// Decodes and resizes every file of the list. The dataset's name/description/source are left
// for the caller. An Error(Unsupported) (a format this build cannot decode) always stops the
// import, whatever the policy: skipping would silently drop a whole format.
Dataset importImageFiles(const ImageFileList& list, const ImportOptions& options, ImportReport* report = nullptr,
                         const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);

// Resolves threads <= 0 to the number of cores.
int resolveThreads(int threads);

}  // namespace nnlab

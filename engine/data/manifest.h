#pragma once
// Dataset manifests: one JSON file per dataset in datasets/ (installed to
// <prefix>/share/nnlab/datasets) saying what it is, who made it and under which licence, where to
// download it (with sizes and SHA-256 where known), which folders form which class, and how to
// preprocess it by default. Adding a dataset is adding a manifest. The format is described in
// datasets/README.md.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "data/image_folder.h"
#include "data/preprocessing.h"

namespace nnlab {

struct ManifestFile {
  std::string name;               // file name once downloaded
  std::vector<std::string> urls;  // tried in order; may be empty (download by hand)
  std::int64_t bytes = 0;         // exact size, 0 when unknown
  std::string sha256;             // lowercase hex, empty when unknown
  std::string role;               // "archive", or for IDX sets "train-images", "train-labels", ...
};

struct DatasetManifest {
  std::string path;         // the manifest file
  std::string name;         // catalog name: "concrete-cracks"
  std::string title;        // "Concrete Crack Images for Classification"
  std::string kind;         // "images" (class folders) or "idx"
  std::string description;
  std::string citation;
  std::string licence;
  std::string homepage;
  std::string downloadNote;  // what to do when there is no direct URL
  std::int64_t samples = 0;  // as published
  std::vector<ManifestFile> files;
  FolderLayout layout;           // kind "images"
  Preprocessing preprocessing;   // kind "images": the default
  std::string standIn;           // name of the synthetic stand-in, if any
  std::string installDir;        // kind "idx": sub-folder of the data dir the files go to
  nlohmann::json raw;            // the whole file
};

// $NNLAB_MANIFEST_DIR, else <share>/datasets (core/data_paths.h).
std::string defaultManifestDir();

// Parses one manifest; Error(BadInput) naming the file and the key when it is wrong.
DatasetManifest parseManifest(const nlohmann::json& j, const std::string& path);
DatasetManifest readManifest(const std::string& path);
// Every *.json manifest of dir (format "nnlab-dataset-manifest"), sorted by name; other JSON
// files are skipped; a broken manifest is an error naming it. A missing dir gives none.
std::vector<DatasetManifest> loadManifests(const std::string& dir);
std::optional<DatasetManifest> findManifest(const std::string& name, const std::string& dir);

}  // namespace nnlab

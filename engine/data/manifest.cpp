#include "data/manifest.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>

#include "core/data_paths.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "core/limits.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

bool plainName(const std::string& s) {
  return !s.empty() && s.find('/') == std::string::npos && s.find('\\') == std::string::npos && s[0] != '.';
}

bool relativeInside(const std::string& p) {
  if (p.empty() || p[0] == '/' || p[0] == '\\') return false;
  for (const auto& part : fs::path(p))
    if (part == "..") return false;
  return true;
}

bool isSha256(const std::string& s) {
  return s.size() == 64 && std::all_of(s.begin(), s.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) && !std::isupper(static_cast<unsigned char>(c)); });
}

}  // namespace

std::string defaultManifestDir() { return sharePath("datasets", "NNLAB_MANIFEST_DIR"); }

DatasetManifest parseManifest(const nlohmann::json& j, const std::string& path) {
  DatasetManifest m;
  m.path = path;
  m.raw = j;
  const std::string what = "dataset manifest " + path;
  JsonReader r(j, what, ErrorKind::BadInput);
  r.choice("format", "", {"nnlab-dataset-manifest"});
  r.requiredInteger("version", 1, 1);
  m.name = r.requiredStr("name");
  if (!plainName(m.name)) r.failAt("name", "must be a plain name (no '/', not starting with '.'), not \"" + m.name + "\"");
  m.title = r.str("title", m.name);
  m.kind = r.choice("kind", "", {"images", "idx"});
  m.description = r.str("description", "");
  m.citation = r.str("citation", "");
  m.licence = r.str("licence", "");
  m.homepage = r.str("homepage", "");
  m.downloadNote = r.str("download_note", "");
  m.samples = r.integer("samples", 0, 0, INT32_MAX);
  m.standIn = r.str("stand_in", "");
  m.installDir = r.str("install_dir", m.name);
  if (!plainName(m.installDir))
    r.failAt("install_dir", "must be a plain folder name (no '/', not starting with '.'), not \"" + m.installDir + "\"");
  if (const nlohmann::json* files = r.raw("files")) {
    if (!files->is_array()) r.wrongType("files", "an array");
    for (std::size_t i = 0; i < files->size(); ++i) {
      JsonReader f((*files)[i], what, ErrorKind::BadInput, "files[" + std::to_string(i) + "]");
      ManifestFile mf;
      mf.name = f.requiredStr("name");
      if (!plainName(mf.name)) f.failAt("name", "must be a plain file name (no '/'), not \"" + mf.name + "\"");
      mf.urls = f.strings("urls", 64);
      mf.bytes = f.integer("bytes", 0, 0, INT64_MAX);
      f.integer("approx_bytes", 0, 0, INT64_MAX);
      mf.sha256 = f.str("sha256", "");
      if (!mf.sha256.empty() && !isSha256(mf.sha256)) f.failAt("sha256", "must be 64 lowercase hex digits");
      mf.role = f.str("role", "archive");
      f.finish();
      m.files.push_back(std::move(mf));
    }
  }
  if (m.kind == "images") {
    JsonReader layout = r.object("layout");
    layout.choice("type", "", {"class-folders"});
    const nlohmann::json& classes = layout.array("classes", static_cast<std::size_t>(kMaxClasses));
    for (std::size_t i = 0; i < classes.size(); ++i) {
      JsonReader c(classes[i], what, ErrorKind::BadInput, "layout.classes[" + std::to_string(i) + "]");
      ClassFolders cf;
      cf.name = c.requiredStr("name");
      cf.folders = c.strings("folders", 1024);
      if (cf.folders.empty()) c.failAt("folders", "must name at least one folder");
      for (const auto& folder : cf.folders)
        if (!relativeInside(folder))
          c.failAt("folders", "must be relative paths inside the dataset's folder (no '..', not absolute), not \"" + folder + "\"");
      c.finish();
      m.layout.classes.push_back(std::move(cf));
    }
    if (m.layout.classes.size() < 2) layout.failAt("classes", "must list at least 2 classes");
    layout.finish();
    if (const nlohmann::json* pre = r.raw("preprocessing"))
      m.preprocessing = Preprocessing::fromJson(*pre, what, ErrorKind::BadInput);
  } else {
    r.allow({"layout", "preprocessing"});
  }
  r.finish();
  return m;
}

DatasetManifest readManifest(const std::string& path) {
  return parseManifest(readJsonFile(path, "dataset manifest", ErrorKind::BadInput, 4u << 20), path);
}

std::vector<DatasetManifest> loadManifests(const std::string& dir) {
  std::vector<DatasetManifest> out;
  std::error_code ec;
  if (dir.empty() || !fs::is_directory(dir, ec)) return out;
  std::vector<fs::path> files;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".json") files.push_back(it->path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    // Other JSON files may share the folder: only those that say they are manifests count.
    nlohmann::json j;
    try {
      j = readJsonFile(f.string(), "dataset manifest", ErrorKind::BadInput, 4u << 20);
    } catch (const Error&) {
      continue;
    }
    const auto format = j.is_object() ? j.find("format") : j.end();
    if (!j.is_object() || format == j.end() || *format != "nnlab-dataset-manifest") continue;
    out.push_back(parseManifest(j, f.string()));
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  return out;
}

std::optional<DatasetManifest> findManifest(const std::string& name, const std::string& dir) {
  for (auto& m : loadManifests(dir))
    if (m.name == name) return m;
  return std::nullopt;
}

}  // namespace nnlab

#include "data/manifest.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/data_paths.h"
#include "core/error.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

bool isSha256(const std::string& s) {
  return s.size() == 64 && std::all_of(s.begin(), s.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) && !std::isupper(static_cast<unsigned char>(c)); });
}

}  // namespace

std::string defaultManifestDir() { return sharePath("datasets", "NNLAB_MANIFEST_DIR"); }

DatasetManifest parseManifest(const nlohmann::json& j, const std::string& path) {
  DatasetManifest m;
  m.path = path;
  m.raw = j;
  try {
    if (j.value("format", "") != "nnlab-dataset-manifest")
      fail(ErrorKind::BadInput, "\"format\" must be \"nnlab-dataset-manifest\"");
    if (j.value("version", 0) != 1) fail(ErrorKind::BadInput, "only manifest version 1 is known");
    m.name = j.at("name").get<std::string>();
    if (m.name.empty() || m.name.find('/') != std::string::npos || m.name[0] == '.')
      fail(ErrorKind::BadInput, "\"name\" must be a plain name (no '/')");
    m.title = j.value("title", m.name);
    m.kind = j.at("kind").get<std::string>();
    if (m.kind != "images" && m.kind != "idx") fail(ErrorKind::BadInput, "\"kind\" must be \"images\" or \"idx\"");
    m.description = j.value("description", "");
    m.citation = j.value("citation", "");
    m.licence = j.value("licence", "");
    m.homepage = j.value("homepage", "");
    m.downloadNote = j.value("download_note", "");
    m.samples = j.value("samples", std::int64_t{0});
    m.standIn = j.value("stand_in", "");
    m.installDir = j.value("install_dir", m.name);
    if (j.contains("files"))
      for (const auto& f : j.at("files")) {
        ManifestFile mf;
        mf.name = f.at("name").get<std::string>();
        if (mf.name.empty() || mf.name.find('/') != std::string::npos) fail(ErrorKind::BadInput, "file names must be plain");
        if (f.contains("urls")) mf.urls = f.at("urls").get<std::vector<std::string>>();
        if (f.contains("bytes") && !f.at("bytes").is_null()) mf.bytes = f.at("bytes").get<std::int64_t>();
        if (f.contains("sha256") && !f.at("sha256").is_null()) mf.sha256 = f.at("sha256").get<std::string>();
        if (!mf.sha256.empty() && !isSha256(mf.sha256))
          fail(ErrorKind::BadInput, "file " + mf.name + ": \"sha256\" must be 64 lowercase hex digits");
        mf.role = f.value("role", "archive");
        m.files.push_back(std::move(mf));
      }
    if (m.kind == "images") {
      const auto& layout = j.at("layout");
      if (layout.value("type", "") != "class-folders") fail(ErrorKind::BadInput, "layout \"type\" must be \"class-folders\"");
      for (const auto& c : layout.at("classes")) {
        ClassFolders cf;
        cf.name = c.at("name").get<std::string>();
        cf.folders = c.at("folders").get<std::vector<std::string>>();
        if (cf.folders.empty()) fail(ErrorKind::BadInput, "class " + cf.name + " has no folders");
        m.layout.classes.push_back(std::move(cf));
      }
      if (m.layout.classes.size() < 2) fail(ErrorKind::BadInput, "a layout needs at least 2 classes");
      if (j.contains("preprocessing")) m.preprocessing = Preprocessing::fromJson(j.at("preprocessing"), path);
    }
  } catch (const nlohmann::json::exception& e) {
    fail(ErrorKind::BadInput, "dataset manifest " + path + " is not valid: " + e.what());
  } catch (const Error& e) {
    fail(ErrorKind::BadInput, "dataset manifest " + path + " is not valid: " + e.what());
  }
  return m;
}

DatasetManifest readManifest(const std::string& path) {
  std::ifstream in(path);
  if (!in) fail(ErrorKind::BadInput, "cannot open the dataset manifest " + path);
  nlohmann::json j;
  try {
    in >> j;
  } catch (const nlohmann::json::exception& e) {
    fail(ErrorKind::BadInput, "dataset manifest " + path + " is not valid JSON: " + e.what());
  }
  return parseManifest(j, path);
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
    std::ifstream in(f);
    nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.value("format", "") != "nnlab-dataset-manifest") continue;
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

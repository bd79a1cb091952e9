#include "data/image_folder.h"

#include <algorithm>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <system_error>

#include "core/error.h"
#include "core/files.h"
#include "data/image_codec.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

// Files directly in dir, sorted; images into `images`, the rest into `ignored`.
void listFolder(const fs::path& dir, std::vector<std::string>& images, std::vector<std::string>& ignored) {
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e2;
    if (!it->is_regular_file(e2)) continue;
    names.push_back(it->path().filename().string());
  }
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot read the folder %1: %2"),
      dir.string(), ec.message()));
  std::sort(names.begin(), names.end());
  for (const auto& n : names) {
    const std::string full = (dir / n).string();
    if (imageFormatFromPath(n) != ImageFormat::Unknown)
      images.push_back(full);
    else
      ignored.push_back(full);
  }
}

std::uint64_t fnv1a(std::uint64_t h, const void* data, std::size_t n) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < n; ++i) {
    h ^= p[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace

ImageFileList scanImageFolder(const std::string& root, const FolderLayout& layout) {
  if (!isDirectory(root)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "image folder %1 does not exist or is not a folder"),
      root));
  ImageFileList out;
  out.root = root;
  if (!layout.empty()) {
    for (const auto& cls : layout.classes) {
      const auto label = static_cast<std::int32_t>(out.classNames.size());
      const std::size_t before = out.files.size();
      for (const auto& rel : cls.folders) {
        const fs::path dir = fs::path(root) / rel;
        if (!isDirectory(dir))
          fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
              "class '%1': folder %2 is missing: is this the right folder for this dataset?"),
              cls.name, dir.string()));
        listFolder(dir, out.files, out.ignored);
      }
      if (out.files.size() == before)
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "class '%1': no .jpg, .png or .bmp images in %2"),
            cls.name, (fs::path(root) / cls.folders.front()).string()));
      out.labels.resize(out.files.size(), label);
      out.classNames.push_back(cls.name);
    }
    return out;
  }
  std::vector<std::string> subdirs;
  std::error_code ec;
  for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string n = it->path().filename().string();
    if (!n.empty() && n[0] != '.' && isDirectory(it->path())) subdirs.push_back(n);
  }
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot read the folder %1: %2"), root, ec.message()));
  std::sort(subdirs.begin(), subdirs.end());
  for (const auto& n : subdirs) {
    const std::size_t before = out.files.size();
    listFolder(fs::path(root) / n, out.files, out.ignored);
    if (out.files.size() == before) {
      out.emptyClasses.push_back(n);
      continue;
    }
    out.labels.resize(out.files.size(), static_cast<std::int32_t>(out.classNames.size()));
    out.classNames.push_back(n);
  }
  if (out.classNames.size() < 2)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "image folder %1 has %2 class folder(s) with images: put each class's images in a sub-folder "
        "named after the class (at least 2 classes, .jpg .png or .bmp)"),
        root, std::to_string(out.classNames.size())));
  return out;
}

std::string findLayoutRoot(const std::string& path, const FolderLayout& layout) {
  if (!isDirectory(path)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "folder %1 does not exist or is not a folder"),
      path));
  if (layout.empty()) return path;
  auto matches = [&](const fs::path& dir) {
    for (const auto& c : layout.classes)
      for (const auto& f : c.folders)
        if (!isDirectory(dir / f)) return false;
    return true;
  };
  std::deque<std::pair<fs::path, int>> queue{{fs::path(path), 0}};
  while (!queue.empty()) {
    auto [dir, depth] = queue.front();
    queue.pop_front();
    if (matches(dir)) return dir.string();
    if (depth == 3) continue;
    std::vector<fs::path> subs;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
      if (isDirectory(it->path()) && it->path().filename().string()[0] != '.') subs.push_back(it->path());
    std::sort(subs.begin(), subs.end());
    for (auto& s : subs) queue.emplace_back(s, depth + 1);
  }
  const auto& first = layout.classes.front();
  fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "no folder at or below %1 holds this dataset's class folders (looked for '%2' and %3 other "
      "classes): point to the unpacked dataset folder"),
      path, first.folders.front(), std::to_string(layout.classes.size() - 1)));
}

std::string fingerprintFiles(const ImageFileList& list) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::size_t i = 0; i < list.files.size(); ++i) {
    const std::string rel = fs::path(list.files[i]).lexically_relative(list.root).string();
    h = fnv1a(h, rel.data(), rel.size() + 1);
    std::error_code ec;
    const auto size = static_cast<std::int64_t>(fs::file_size(list.files[i], ec));
    const auto mtime = static_cast<std::int64_t>(fs::last_write_time(list.files[i], ec).time_since_epoch().count());
    h = fnv1a(h, &size, sizeof size);
    h = fnv1a(h, &mtime, sizeof mtime);
    h = fnv1a(h, &list.labels[i], sizeof(std::int32_t));
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace nnlab

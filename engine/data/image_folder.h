#pragma once
// Image folders: which files form which class. Either a layout names each class's folders
// (a manifest's: fish masks live in "<Class>/<Class> GT", a class may also be spelled
// differently from its folder), or, without a layout, every sub-folder of the root is one
// class (sorted by name). Only the files directly in a class folder count; .jpg .jpeg .png
// .bmp (any case) are images, every other file is listed as ignored.
#include <cstdint>
#include <string>
#include <vector>

namespace nnlab {

struct ClassFolders {
  std::string name;                  // class name shown to people
  std::vector<std::string> folders;  // relative to the root
};

struct FolderLayout {
  std::vector<ClassFolders> classes;  // empty: one class per sub-folder of the root
  bool empty() const { return classes.empty(); }
};

struct ImageFileList {
  std::string root;                     // the folder the class folders are in
  std::vector<std::string> classNames;  // label i = classNames[i]
  std::vector<std::string> files;       // full paths, class by class, by name within a class
  std::vector<std::int32_t> labels;     // one per file
  std::vector<std::string> ignored;     // files in class folders that are not images
  std::vector<std::string> emptyClasses;  // sub-folders without images, left out (no layout only)
};

// Lists the images of root. With a layout, a missing class folder or a class without images is
// Error(BadInput) naming the folder; without one, folders without images are left out and
// listed in emptyClasses, and fewer than 2 classes is Error(BadInput).
ImageFileList scanImageFolder(const std::string& root, const FolderLayout& layout = {});

// The folder at or below path (3 levels deep at most, breadth first) in which every class
// folder of the layout exists: archives and downloads often wrap the data in one or two extra
// folders (the fish set unpacks to "Fish_Dataset/Fish_Dataset/<Class>/..."). Without a layout,
// path itself. Error(BadInput) naming the first missing folder when none matches.
std::string findLayoutRoot(const std::string& path, const FolderLayout& layout);

// A fingerprint of the listed files (relative path, size, modification time), 16 hex digits:
// changes when a file is added, removed, renamed or rewritten, without reading the pixels.
std::string fingerprintFiles(const ImageFileList& list);

}  // namespace nnlab

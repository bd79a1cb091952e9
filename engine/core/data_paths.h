#pragma once
// Where nnlab finds its read-only data: model presets, dataset manifests, the bundled MNIST
// digits (and whatever else ships beside the programs). Everything lives in one folder,
// <prefix>/share/nnlab, found from the running executable at <prefix>/bin (or any folder one
// level under <prefix>), so a package unpacked anywhere runs from there and nothing depends on
// where it was built. The build tree mirrors the layout: build/share/nnlab links to the sources
// (cmake/NnlabData.cmake), beside build/app and build/tests.
#include <string>

namespace nnlab {

// $NNLAB_SHARE_DIR when set, else <folder of the executable>/../share/nnlab (absolute, without
// "..": /opt/nnlab/bin/nnlab-cli gives /opt/nnlab/share/nnlab).
std::string shareDirectory();

// A file or folder in it ("presets", "datasets/mnist"). `overrideVariable`, when given and set
// in the environment, names the path instead (NNLAB_PRESET_DIR, NNLAB_MANIFEST_DIR, ...).
std::string sharePath(const std::string& relative, const char* overrideVariable = nullptr);

// "(looked in <path>; set NNLAB_SHARE_DIR to nnlab's share/nnlab folder)": the end of a message
// about data that is missing, so the user knows where it was expected.
std::string shareHint(const std::string& path);

}  // namespace nnlab

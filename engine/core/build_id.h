#pragma once
// The version and commit of this build ("0.1.0+284c57c"; NNLAB_BUILD_ID on a copy of the tree
// without git): what run records and benchmark results name. Defined in a file generated at each
// build (cmake/build_id.cmake, part of nnlab_runtime).
#include <string>

namespace nnlab {

std::string buildId();

}  // namespace nnlab

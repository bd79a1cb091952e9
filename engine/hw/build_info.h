#pragma once
// What build produced this binary (recorded with benchmark results): version, git commit (taken at
// build time, "-dirty" with uncommitted changes), compiler, build type, CUDA or not.
#include <string>

namespace nnlab {

struct BuildInfo {
  std::string version, commit, compiler, buildType;
  bool cuda = false;
};

const BuildInfo& buildInfo();

}  // namespace nnlab

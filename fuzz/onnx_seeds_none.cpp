// A build without libonnx has no exporter and no protobuf classes: no ONNX seeds.
#include <cstdio>

#include "onnx_seeds.h"

namespace nnlab::fuzz {

void writeOnnxSeeds(const std::function<void(const std::string&, const std::vector<std::uint8_t>&)>&, const std::string&) {
  std::fprintf(stderr, "no ONNX seeds: this build has no libonnx\n");
}

}  // namespace nnlab::fuzz

// Checkpoints (train/checkpoint.h): the input is a checkpoint file, read as `nnlab-cli test -c`
// reads it: header, then the weights loaded into the model the header describes (when it is
// small). The first byte's low bit makes the harness append the right CRC-32, so inputs get
// past the checksum to the header and the tensors (libFuzzer cannot solve a CRC by itself).
#include <zlib.h>

#include <vector>

#include "backends/backend_factory.h"
#include "fuzz_support.h"
#include "nn/model.h"
#include "train/checkpoint.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Parts parts(data, size);
  const std::uint8_t mode = parts.byte();
  const std::string_view body = parts.rest();
  std::vector<std::uint8_t> file(body.begin(), body.end());
  if (mode & 1) {
    const auto crc = static_cast<std::uint32_t>(crc32(0L, file.data(), static_cast<uInt>(file.size())));
    for (int i = 0; i < 4; ++i) file.push_back(static_cast<std::uint8_t>(crc >> (8 * i)));
  }
  const std::string path = fuzz::writeFile("fuzzed.ckpt", file.data(), file.size());
  fuzz::guard([&] {
    const CheckpointInfo info = readCheckpointInfo(path);
    auto model = Model::create(info.spec, info.input, info.classes);
    if (model->paramCount() > 100000) return;  // a large model costs time, not coverage
    static const auto backend = makeBackend("cpu-reference", 1);
    model->build(*backend, dtypeFromName(info.dtype) == DType::F64 ? DType::F64 : DType::F32, 1);
    loadCheckpoint(path, *model);
  });
  return 0;
}

#pragma once
// The seeds of fuzz_onnx_model, written by make_seeds: onnx_seeds.cpp with libonnx, and
// onnx_seeds_none.cpp (none) without it.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace nnlab::fuzz {

// Calls seed(name, bytes) for each ONNX seed; `tmp` is a scratch folder.
void writeOnnxSeeds(const std::function<void(const std::string&, const std::vector<std::uint8_t>&)>& seed, const std::string& tmp);

}  // namespace nnlab::fuzz

#pragma once
// Element types. f32 is the default; f64 serves gradient checks on the CPU backends;
// f16/bf16 are storage types for the GPU backend's mixed precision; u8 holds raw pixels and
// i32 labels and indices.
#include <cstddef>
#include <cstdint>
#include <string>

namespace nnlab {

enum class DType : std::uint8_t { F32, F64, F16, BF16, U8, I32, I64 };

std::size_t dtypeSize(DType t);
const char* dtypeName(DType t);
DType dtypeFromName(const std::string& name);  // throws Error(InvalidArgument)

// 16-bit float storage types (conversion only; arithmetic happens in f32).
struct Half {
  std::uint16_t bits = 0;
};
struct BFloat16 {
  std::uint16_t bits = 0;
};
Half floatToHalf(float f);
float halfToFloat(Half h);
BFloat16 floatToBFloat16(float f);  // round to nearest even
float bfloat16ToFloat(BFloat16 b);

template <class T> constexpr DType dtypeOf();
template <> constexpr DType dtypeOf<float>() { return DType::F32; }
template <> constexpr DType dtypeOf<double>() { return DType::F64; }
template <> constexpr DType dtypeOf<Half>() { return DType::F16; }
template <> constexpr DType dtypeOf<BFloat16>() { return DType::BF16; }
template <> constexpr DType dtypeOf<std::uint8_t>() { return DType::U8; }
template <> constexpr DType dtypeOf<std::int32_t>() { return DType::I32; }
template <> constexpr DType dtypeOf<std::int64_t>() { return DType::I64; }

}  // namespace nnlab

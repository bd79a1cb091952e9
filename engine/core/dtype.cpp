#include "core/dtype.h"

#include <bit>
#include <cmath>
#include <cstring>

#include "core/error.h"

namespace nnlab {

std::size_t dtypeSize(DType t) {
  switch (t) {
    case DType::F32: return 4;
    case DType::F64: return 8;
    case DType::F16: return 2;
    case DType::BF16: return 2;
    case DType::U8: return 1;
    case DType::I32: return 4;
    case DType::I64: return 8;
  }
  return 0;
}

const char* dtypeName(DType t) {
  switch (t) {
    case DType::F32: return "f32";
    case DType::F64: return "f64";
    case DType::F16: return "f16";
    case DType::BF16: return "bf16";
    case DType::U8: return "u8";
    case DType::I32: return "i32";
    case DType::I64: return "i64";
  }
  return "?";
}

DType dtypeFromName(const std::string& name) {
  for (DType t : {DType::F32, DType::F64, DType::F16, DType::BF16, DType::U8, DType::I32, DType::I64})
    if (name == dtypeName(t)) return t;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown element type '%1' (known: f32, f64, f16, bf16, u8, i32, i64)"),
      name));
}

Half floatToHalf(float f) {
  const std::uint32_t x = std::bit_cast<std::uint32_t>(f);
  const std::uint32_t sign = (x >> 16) & 0x8000u;
  std::uint32_t mant = x & 0x007fffffu;
  const int exp = static_cast<int>((x >> 23) & 0xff);
  Half h;
  if (exp == 0xff) {  // Inf or NaN
    h.bits = static_cast<std::uint16_t>(sign | 0x7c00u | (mant ? 0x200u : 0u));
    return h;
  }
  int e = exp - 127 + 15;
  if (e >= 0x1f) {  // overflow to Inf
    h.bits = static_cast<std::uint16_t>(sign | 0x7c00u);
    return h;
  }
  if (e <= 0) {  // subnormal or zero
    if (e < -10) {
      h.bits = static_cast<std::uint16_t>(sign);
      return h;
    }
    mant |= 0x00800000u;
    const int shift = 14 - e;
    std::uint32_t half = mant >> shift;
    const std::uint32_t rem = mant & ((1u << shift) - 1);
    const std::uint32_t mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1u))) ++half;
    h.bits = static_cast<std::uint16_t>(sign | half);
    return h;
  }
  std::uint32_t half = sign | (static_cast<std::uint32_t>(e) << 10) | (mant >> 13);
  const std::uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1u))) ++half;  // may carry into exponent: correct
  h.bits = static_cast<std::uint16_t>(half);
  return h;
}

float halfToFloat(Half h) {
  const std::uint32_t sign = (static_cast<std::uint32_t>(h.bits) & 0x8000u) << 16;
  const std::uint32_t exp = (h.bits >> 10) & 0x1fu;
  std::uint32_t mant = h.bits & 0x3ffu;
  std::uint32_t x;
  if (exp == 0) {
    if (mant == 0) {
      x = sign;
    } else {  // subnormal: normalise
      int e = -1;
      do {
        ++e;
        mant <<= 1;
      } while ((mant & 0x400u) == 0);
      x = sign | (static_cast<std::uint32_t>(127 - 15 - e) << 23) | ((mant & 0x3ffu) << 13);
    }
  } else if (exp == 0x1f) {
    x = sign | 0x7f800000u | (mant << 13);
  } else {
    x = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  return std::bit_cast<float>(x);
}

BFloat16 floatToBFloat16(float f) {
  std::uint32_t x = std::bit_cast<std::uint32_t>(f);
  BFloat16 b;
  if (std::isnan(f)) {
    b.bits = static_cast<std::uint16_t>((x >> 16) | 0x40u);
    return b;
  }
  x += 0x7fffu + ((x >> 16) & 1u);
  b.bits = static_cast<std::uint16_t>(x >> 16);
  return b;
}

float bfloat16ToFloat(BFloat16 b) { return std::bit_cast<float>(static_cast<std::uint32_t>(b.bits) << 16); }

}  // namespace nnlab

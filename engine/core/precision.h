#pragma once
// Precision: the device mode's arithmetic. fp32 is plain single precision everywhere; tf32 lets
// matrix products and convolutions use the tensor cores' 10-bit-mantissa inputs (fp32 storage and
// accumulation); fp16 and bf16 are mixed precision: 16-bit activations and weight copies, fp32
// master weights, optimizer state and accumulation (fp16 adds dynamic loss scaling). Only the
// CUDA backend offers more than fp32.
#include <string>

#include "core/dtype.h"

namespace nnlab {

enum class Precision { FP32, TF32, FP16, BF16 };

const char* precisionName(Precision p);             // "fp32", "tf32", "fp16", "bf16"
Precision precisionFromName(const std::string& s);  // throws Error(InvalidArgument) listing the names
// The element type of activations and weight copies in this mode (f32, f32, f16, bf16).
DType computeDType(Precision p);
inline bool isMixed(Precision p) { return p == Precision::FP16 || p == Precision::BF16; }

}  // namespace nnlab

#include "core/precision.h"

#include "core/error.h"

namespace nnlab {

const char* precisionName(Precision p) {
  switch (p) {
    case Precision::FP32: return "fp32";
    case Precision::TF32: return "tf32";
    case Precision::FP16: return "fp16";
    case Precision::BF16: return "bf16";
  }
  return "?";
}

Precision precisionFromName(const std::string& s) {
  for (Precision p : {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16})
    if (s == precisionName(p)) return p;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown precision '%1' (known: fp32, tf32, fp16, bf16)"),
      s));
}

DType computeDType(Precision p) {
  switch (p) {
    case Precision::FP16: return DType::F16;
    case Precision::BF16: return DType::BF16;
    default: return DType::F32;
  }
}

}  // namespace nnlab

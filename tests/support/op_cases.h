#pragma once
// The op cases shared by the backend agreement suites: one entry per op of the Backend contract,
// each drawing fresh random inputs from a seed, running the op on one backend into poisoned
// outputs (NaN for floats: an element left unwritten fails the comparison) and returning the
// outputs on the host. A suite runs the same case on two backends and compares.
//
// OpCtx carries the element types: `dt` is the storage of activations on the backend under test;
// parameters, statistics and losses are stored as `pdt` (f32 when dt is 16-bit, as in mixed
// precision). Values are drawn at the precision `values` (f32, f64, f16 or bf16), so an f64
// reference sees exactly the numbers a 16-bit backend sees.
#include <QList>
#include <QString>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "backends/backend.h"

namespace nnlab::test {

using Params = QList<int>;

// exact: integers, masks and counts compare bit for bit; everything else within a tolerance.
struct OpOutput {
  std::string name;
  Tensor host;
  bool exact = false;
};
using OpOutputs = std::vector<OpOutput>;

class OpCtx {
 public:
  OpCtx(Backend& be, DType dt, std::uint64_t seed, DType values);
  OpCtx(Backend& be, DType dt, std::uint64_t seed) : OpCtx(be, dt, seed, dt) {}
  Backend& be() { return be_; }
  DType dt() const { return dt_; }
  DType pdt() const { return pdt_; }
  std::uint64_t nextSeed() { return seed_ * 1000003ULL + ++count_; }
  Tensor randHost(const Shape& s, double lo = -1.0, double hi = 1.0);       // activations, on the host
  Tensor rand(const Shape& s, double lo = -1.0, double hi = 1.0);           // activations, on the backend
  Tensor randParamHost(const Shape& s, double lo = -1.0, double hi = 1.0);  // parameters / statistics
  Tensor randParam(const Shape& s, double lo = -1.0, double hi = 1.0);
  Tensor labels(std::int64_t n, int k);
  Tensor out(const Shape& s, DType dt);  // poisoned output buffers
  Tensor out(const Shape& s) { return out(s, dt_); }
  Tensor outParam(const Shape& s) { return out(s, pdt_); }
  OpOutput result(const std::string& name, const Tensor& t, bool exact = false);

 private:
  Backend& be_;
  DType dt_, pdt_, values_, paramValues_;
  std::uint64_t seed_;
  std::uint64_t count_ = 0;
};

using OpCase = std::function<OpOutputs(OpCtx&, const Params&)>;
const std::map<QString, OpCase>& opCases();

// {n, c, h, w, k, r, s, strideH, strideW, padH, padW, ., ., dilH, dilW} with the output size worked
// out; dilation (entries 13 and 14) is 1 when the list is shorter. 1-D convolutions are H = R = 1.
ConvGeometry convGeometry(const Params& p);

// A host copy of a float tensor in another float type (rounding to nearest even).
Tensor castHost(const Tensor& t, DType to);

}  // namespace nnlab::test

// The default synchronised batch-norm parts (backend.h): host copies of every tensor, f64
// arithmetic, then the results written back. CPU backends run them as they are; a GPU backend
// overrides them with kernels.
#include <cmath>
#include <cstdint>

#include "backends/backend.h"
#include "core/error.h"

namespace nnlab {

namespace {

// Calls f(index, channel) for every element of x in memory order.
template <class F> void forEachElement(const BatchNormGeometry& g, F&& f) {
  std::int64_t i = 0;
  for (int n = 0; n < g.n; ++n) {
    if (g.nhwc) {
      for (int s = 0; s < g.spatial; ++s)
        for (int c = 0; c < g.c; ++c) f(i++, c);
    } else {
      for (int c = 0; c < g.c; ++c)
        for (int s = 0; s < g.spatial; ++s) f(i++, c);
    }
  }
}

void checkSums(const Tensor& sums, std::int64_t want, const char* what) {
  if (sums.dtype() != DType::F64 || sums.numel() != want)
    fail(ErrorKind::Internal, std::string("synchronised batch norm: ") + what + " must be f64 with " + std::to_string(want) +
                                  " values");
}

}  // namespace

void Backend::batchNormSums(const BatchNormGeometry& g, const Tensor& x, Tensor& sums) {
  checkSums(sums, 2 * std::int64_t{g.c} + 1, "the statistics' sums");
  const Tensor hx = toHost(x);
  Tensor h = Tensor::empty(sums.shape(), DType::F64);
  double* s = h.data<double>();
  for (std::int64_t i = 0; i < h.numel(); ++i) s[i] = 0.0;
  forEachElement(g, [&](std::int64_t i, int c) {
    const double v = hx.valueAt(i);
    s[2 * c] += v;
    s[2 * c + 1] += v * v;
  });
  s[2 * g.c] = static_cast<double>(g.n) * g.spatial;
  upload(h, sums);
}

void Backend::batchNormApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                             const Tensor& sums, Tensor& y, bool relu, Tensor& runningMean, Tensor& runningVar,
                             double momentum, double eps, Tensor& saveMean, Tensor& saveInvStd) {
  checkSums(sums, 2 * std::int64_t{g.c} + 1, "the statistics' sums");
  const Tensor hs = toHost(sums), hx = toHost(x), hg = toHost(gamma), hb = toHost(beta);
  Tensor hy = toHost(y), rm = toHost(runningMean), rv = toHost(runningVar), sm = toHost(saveMean), si = toHost(saveInvStd);
  const double* s = hs.data<double>();
  const double m = s[2 * g.c];
  if (!(m > 0)) fail(ErrorKind::Internal, "synchronised batch norm: no elements were counted");
  for (int c = 0; c < g.c; ++c) {
    const double mean = s[2 * c] / m;
    const double var = std::max(0.0, s[2 * c + 1] / m - mean * mean);
    sm.setValueAt(c, mean);
    si.setValueAt(c, 1.0 / std::sqrt(var + eps));
    const double unbiased = m > 1 ? var * m / (m - 1) : var;
    rm.setValueAt(c, (1.0 - momentum) * rm.valueAt(c) + momentum * mean);
    rv.setValueAt(c, (1.0 - momentum) * rv.valueAt(c) + momentum * unbiased);
  }
  forEachElement(g, [&](std::int64_t i, int c) {
    double v = (hx.valueAt(i) - sm.valueAt(c)) * si.valueAt(c) * hg.valueAt(c) + hb.valueAt(c);
    if (relu && v < 0) v = 0;
    hy.setValueAt(i, v);
  });
  upload(hy, y);
  upload(rm, runningMean);
  upload(rv, runningVar);
  upload(sm, saveMean);
  upload(si, saveInvStd);
}

void Backend::batchNormGradSums(const BatchNormGeometry& g, const Tensor& x, const Tensor& dy, const Tensor* reluOut,
                                const Tensor& saveMean, const Tensor& saveInvStd, Tensor& sums, Tensor& dgamma,
                                Tensor& dbeta) {
  checkSums(sums, 2 * std::int64_t{g.c}, "the gradients' sums");
  const Tensor hx = toHost(x), hd = toHost(dy), sm = toHost(saveMean), si = toHost(saveInvStd);
  const Tensor ho = reluOut ? toHost(*reluOut) : Tensor();
  Tensor h = Tensor::empty(sums.shape(), DType::F64), dg = toHost(dgamma), db = toHost(dbeta);
  double* s = h.data<double>();
  for (std::int64_t i = 0; i < h.numel(); ++i) s[i] = 0.0;
  forEachElement(g, [&](std::int64_t i, int c) {
    const double d = reluOut && !(ho.valueAt(i) > 0) ? 0.0 : hd.valueAt(i);
    s[2 * c] += d;
    s[2 * c + 1] += d * (hx.valueAt(i) - sm.valueAt(c));
  });
  for (int c = 0; c < g.c; ++c) {
    db.setValueAt(c, s[2 * c]);
    dg.setValueAt(c, s[2 * c + 1] * si.valueAt(c));
  }
  upload(h, sums);
  upload(dg, dgamma);
  upload(db, dbeta);
}

void Backend::batchNormGradApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                                 const Tensor* reluOut, const Tensor& saveMean, const Tensor& saveInvStd,
                                 const Tensor& statSums, const Tensor& gradSums, double scale, Tensor& dx) {
  checkSums(statSums, 2 * std::int64_t{g.c} + 1, "the statistics' sums");
  checkSums(gradSums, 2 * std::int64_t{g.c}, "the gradients' sums");
  const Tensor hx = toHost(x), hd = toHost(dy), hg = toHost(gamma), sm = toHost(saveMean), si = toHost(saveInvStd);
  const Tensor ho = reluOut ? toHost(*reluOut) : Tensor();
  const Tensor st = toHost(statSums), gs = toHost(gradSums);
  Tensor hdx = toHost(dx);
  const double m = st.data<double>()[2 * g.c];
  const double* s = gs.data<double>();
  forEachElement(g, [&](std::int64_t i, int c) {
    const double is = si.valueAt(c);
    const double meanDy = scale * s[2 * c] / m, meanDyx = scale * s[2 * c + 1] / m;
    const double d = reluOut && !(ho.valueAt(i) > 0) ? 0.0 : hd.valueAt(i);
    hdx.setValueAt(i, hg.valueAt(c) * is * (d - meanDy - (hx.valueAt(i) - sm.valueAt(c)) * is * is * meanDyx));
  });
  upload(hdx, dx);
}

}  // namespace nnlab

#include "support/op_cases.h"

#include <cmath>

#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/rng.h"
#include "support/test_support.h"

namespace nnlab::test {

namespace {
bool isHalf(DType t) { return t == DType::F16 || t == DType::BF16; }

PoolGeometry poolGeometry(const Params& p) {
  PoolGeometry g;
  g.n = p[0], g.c = p[1], g.h = p[2], g.w = p[3], g.kH = p[4], g.kW = p[5];
  g.strideH = p[6], g.strideW = p[7], g.padH = p[8], g.padW = p[9];
  g.p = (g.h + 2 * g.padH - g.kH) / g.strideH + 1;
  g.q = (g.w + 2 * g.padW - g.kW) / g.strideW + 1;
  return g;
}

Shape nchw(int n, int c, int h, int w) { return Shape{n, c, h, w}; }

DType dtypeCode(int code) {
  static const DType codes[] = {DType::F32, DType::F64, DType::I32, DType::I64, DType::U8};
  return codes[code];
}

// A weighted layer's backward outputs: dw, then dx and db where they were asked for.
OpOutputs weightGrads(OpCtx& c, const Tensor& dw, const Tensor* dx, const Tensor* db) {
  OpOutputs o{c.result("dw", dw)};
  if (dx) o.push_back(c.result("dx", *dx));
  if (db) o.push_back(c.result("db", *db));
  return o;
}
}  // namespace

ConvGeometry convGeometry(const Params& p) {
  ConvGeometry g;
  g.n = p[0], g.c = p[1], g.h = p[2], g.w = p[3], g.k = p[4], g.r = p[5], g.s = p[6];
  g.strideH = p[7], g.strideW = p[8], g.padH = p[9], g.padW = p[10];
  g.dilH = p.value(13, 1), g.dilW = p.value(14, 1);
  g.p = (g.h + 2 * g.padH - g.dilH * (g.r - 1) - 1) / g.strideH + 1;
  g.q = (g.w + 2 * g.padW - g.dilW * (g.s - 1) - 1) / g.strideW + 1;
  return g;
}

OpCtx::OpCtx(Backend& be, DType dt, std::uint64_t seed, DType values)
    : be_(be),
      dt_(dt),
      pdt_(isHalf(dt) ? DType::F32 : dt),
      values_(values),
      paramValues_(isHalf(values) ? DType::F32 : values),
      seed_(seed) {}

Tensor castHost(const Tensor& t, DType to) {
  if (t.dtype() == to) return t;
  Tensor r = Tensor::empty(t.shape(), to);
  for (std::int64_t i = 0; i < t.numel(); ++i) setAt(r, i, at(t, i));
  return r;
}

Tensor OpCtx::randHost(const Shape& s, double lo, double hi) {
  return castHost(randomTensor(s, values_, nextSeed(), lo, hi), dt_);
}
Tensor OpCtx::rand(const Shape& s, double lo, double hi) { return be_.fromHost(randHost(s, lo, hi)); }
Tensor OpCtx::randParamHost(const Shape& s, double lo, double hi) {
  return castHost(randomTensor(s, paramValues_, nextSeed(), lo, hi), pdt_);
}
Tensor OpCtx::randParam(const Shape& s, double lo, double hi) { return be_.fromHost(randParamHost(s, lo, hi)); }
Tensor OpCtx::labels(std::int64_t n, int k) { return be_.fromHost(randomLabels(n, k, nextSeed())); }
Tensor OpCtx::out(const Shape& s, DType dt) { return be_.fromHost(poisoned(s, dt)); }
OpOutput OpCtx::result(const std::string& name, const Tensor& t, bool exact) { return {name, be_.toHost(t), exact}; }

const std::map<QString, OpCase>& opCases() {
  static const std::map<QString, OpCase> table = {
      // {numel, dtype code 0 f32 1 f64 2 i32 3 i64 4 u8}
      {"fill",
       [](OpCtx& c, const Params& p) {
         const DType dt = dtypeCode(p[1]);
         Tensor t = c.out(Shape{p[0]}, dt);
         c.be().fill(t, dt == DType::F32 || dt == DType::F64 ? -2.5 : 7.0);
         return OpOutputs{c.result("t", t, true)};
       }},
      // {numel}
      {"copy",
       [](OpCtx& c, const Params& p) {
         Tensor a = c.rand(Shape{p[0]});
         Tensor y = c.out(Shape{p[0]});
         c.be().copy(a, y);
         return OpOutputs{c.result("y", y, true)};
       }},
      // {numel, alias: 0 none, 1 y is a, 2 y is b}
      {"add",
       [](OpCtx& c, const Params& p) {
         Tensor a = c.rand(Shape{p[0]}), b = c.rand(Shape{p[0]});
         Tensor y = p[1] == 1 ? a : p[1] == 2 ? b : c.out(Shape{p[0]});
         c.be().add(a, b, y);
         return OpOutputs{c.result("y", y)};
       }},
      // {numel}
      {"scale",
       [](OpCtx& c, const Params& p) {
         Tensor t = c.rand(Shape{p[0]});
         c.be().scale(t, -1.75);
         return OpOutputs{c.result("t", t)};
       }},
      // {numel}
      {"sum",
       [](OpCtx& c, const Params& p) {
         Tensor t = c.rand(Shape{p[0]}, -0.5, 1.0);
         Tensor s = Tensor::empty(Shape{1}, DType::F64);
         s.data<double>()[0] = c.be().sum(t);
         return OpOutputs{{"sum", s, false}};
       }},
      // {numel, poisoned index or -1, 0 NaN 1 +inf 2 -inf}
      {"allFinite",
       [](OpCtx& c, const Params& p) {
         Tensor h = c.randHost(Shape{p[0]});
         const double bad[] = {std::nan(""), INFINITY, -INFINITY};
         if (p[1] >= 0) setAt(h, p[1], bad[p[2]]);
         Tensor t = c.be().fromHost(h);
         Tensor r = Tensor::empty(Shape{1}, DType::I32);
         r.data<std::int32_t>()[0] = c.be().allFinite(t) ? 1 : 0;
         return OpOutputs{{"finite", r, true}};
       }},
      // {source rows, row length, gathered rows, kind: 0 u8 -> float, 1 float -> float, 2 i32 -> i32}
      {"gatherRows",
       [](OpCtx& c, const Params& p) {
         const int rows = p[0], len = p[1], m = p[2];
         Tensor src;
         if (p[3] == 1) {
           src = c.rand(Shape{rows, len});
         } else {
           Tensor h = Tensor::empty(Shape{rows, len}, p[3] == 0 ? DType::U8 : DType::I32);
           Rng rng(c.nextSeed());
           for (std::int64_t i = 0; i < h.numel(); ++i) setAt(h, i, static_cast<double>(rng.below(256)));
           src = c.be().fromHost(h);
         }
         Tensor idx = c.labels(m, rows);
         Tensor dst = c.out(Shape{m, len}, p[3] == 2 ? DType::I32 : c.dt());
         c.be().gatherRows(src, idx, dst, 1.0 / 255.0);
         return OpOutputs{c.result("dst", dst, p[3] == 2)};
       }},
      // {N, in, out, bias}
      {"linearForward",
       [](OpCtx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0], p[1]}), w = c.rand(Shape{p[2], p[1]}), b = c.rand(Shape{p[2]});
         Tensor y = c.out(Shape{p[0], p[2]});
         c.be().linearForward(x, w, p[3] ? &b : nullptr, y);
         return OpOutputs{c.result("y", y)};
       }},
      // {N, in, out, want dx, want db}
      {"linearBackward",
       [](OpCtx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0], p[1]}), w = c.rand(Shape{p[2], p[1]}), dy = c.rand(Shape{p[0], p[2]});
         Tensor dx = c.out(Shape{p[0], p[1]}), dw = c.out(Shape{p[2], p[1]}), db = c.out(Shape{p[2]});
         c.be().linearBackward(x, w, dy, p[3] ? &dx : nullptr, dw, p[4] ? &db : nullptr);
         return weightGrads(c, dw, p[3] ? &dx : nullptr, p[4] ? &db : nullptr);
       }},
      // {N, C, H, W, K, R, S, strideH, strideW, padH, padW, bias, (unused), dilH, dilW}
      {"conv2dForward",
       [](OpCtx& c, const Params& p) {
         const ConvGeometry g = convGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w)), w = c.rand(nchw(g.k, g.c, g.r, g.s)), b = c.rand(Shape{g.k});
         Tensor y = c.out(nchw(g.n, g.k, g.p, g.q));
         c.be().conv2dForward(g, x, w, p[11] ? &b : nullptr, y);
         return OpOutputs{c.result("y", y)};
       }},
      // {N, C, H, W, K, R, S, strideH, strideW, padH, padW, want db, want dx, dilH, dilW}
      {"conv2dBackward",
       [](OpCtx& c, const Params& p) {
         const ConvGeometry g = convGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w)), w = c.rand(nchw(g.k, g.c, g.r, g.s));
         Tensor dy = c.rand(nchw(g.n, g.k, g.p, g.q));
         Tensor dx = c.out(x.shape()), dw = c.out(w.shape()), db = c.out(Shape{g.k});
         c.be().conv2dBackward(g, x, w, dy, p[12] ? &dx : nullptr, dw, p[11] ? &db : nullptr);
         return weightGrads(c, dw, p[12] ? &dx : nullptr, p[11] ? &db : nullptr);
       }},
      // {N, C, H, W, kH, kW, strideH, strideW, padH, padW}
      {"maxPoolForward",
       [](OpCtx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w));
         Tensor y = c.out(nchw(g.n, g.c, g.p, g.q)), am = c.out(y.shape(), DType::I32);
         c.be().maxPoolForward(g, x, y, am);
         return OpOutputs{c.result("y", y), c.result("argmax", am, true)};
       }},
      {"maxPoolBackward",
       [](OpCtx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor xh = toF64(c.randHost(nchw(g.n, g.c, g.h, g.w)));
         Tensor yh = Tensor::empty(nchw(g.n, g.c, g.p, g.q), DType::F64), amh = Tensor::empty(yh.shape(), DType::I32);
         CpuReferenceBackend().maxPoolForward(g, xh, yh, amh);  // a valid argmax, the same for both
         Tensor am = c.be().fromHost(amh), dy = c.rand(yh.shape());
         Tensor dx = c.out(xh.shape());
         c.be().maxPoolBackward(g, dy, am, dx);
         return OpOutputs{c.result("dx", dx)};
       }},
      {"avgPoolForward",
       [](OpCtx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w));
         Tensor y = c.out(nchw(g.n, g.c, g.p, g.q));
         c.be().avgPoolForward(g, x, y);
         return OpOutputs{c.result("y", y)};
       }},
      {"avgPoolBackward",
       [](OpCtx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor dy = c.rand(nchw(g.n, g.c, g.p, g.q));
         Tensor dx = c.out(nchw(g.n, g.c, g.h, g.w));
         c.be().avgPoolBackward(g, dy, dx);
         return OpOutputs{c.result("dx", dx)};
       }},
      // {N, C, spatial, training[, offset]}: x drawn in [2, 5] + offset (|mean| >> std with a large one)
      {"batchNormForward",
       [](OpCtx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         const double offset = p.size() > 4 ? p[4] : 0.0;
         Tensor x = c.rand(xs, 2.0 + offset, 5.0 + offset), gamma = c.randParam(cs, 0.5, 1.5), beta = c.randParam(cs);
         Tensor rm = c.randParam(cs), rv = c.randParam(cs, 0.5, 2.0);
         Tensor y = c.out(xs), sm = c.outParam(cs), si = c.outParam(cs);
         c.be().batchNormForward(g, x, gamma, beta, y, p[3] != 0, rm, rv, 0.1, 1e-5, sm, si);
         OpOutputs o{c.result("y", y), c.result("runningMean", rm), c.result("runningVar", rv)};
         if (p[3]) o.push_back(c.result("saveMean", sm)), o.push_back(c.result("saveInvStd", si));
         return o;
       }},
      // {N, C, spatial}
      {"batchNormBackward",
       [](OpCtx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         Tensor xh = c.randHost(xs, -1.0, 3.0), gh = c.randParamHost(cs, 0.5, 1.5);
         // Saved statistics from the reference in f64, stored as the backend stores them.
         Tensor yh = Tensor::empty(xs, DType::F64), smh = Tensor::empty(cs, DType::F64), sih = Tensor::empty(cs, DType::F64);
         Tensor rm = Tensor::zeros(cs, DType::F64), rv = Tensor::zeros(cs, DType::F64);
         const Tensor g64 = toF64(gh);
         CpuReferenceBackend().batchNormForward(g, toF64(xh), g64, g64, yh, true, rm, rv, 0.1, 1e-5, smh, sih);
         Tensor x = c.be().fromHost(xh), gamma = c.be().fromHost(gh), dy = c.rand(xs);
         Tensor sm = c.be().fromHost(castHost(smh, c.pdt())), si = c.be().fromHost(castHost(sih, c.pdt()));
         Tensor dx = c.out(xs), dg = c.outParam(cs), db = c.outParam(cs);
         c.be().batchNormBackward(g, x, gamma, dy, sm, si, dx, dg, db);
         return OpOutputs{c.result("dx", dx), c.result("dgamma", dg), c.result("dbeta", db)};
       }},
      // {activation index (ReLU, LeakyReLU, Sigmoid, Tanh, Softplus), numel}
      {"activationForward",
       [](OpCtx& c, const Params& p) {
         const auto f = static_cast<Activation>(p[0]);
         const double range = f == Activation::Softplus ? 30.0 : 4.0;  // softplus: both branches
         Tensor x = c.rand(Shape{p[1]}, -range, range), y = c.out(Shape{p[1]});
         c.be().activationForward(f, 0.1, x, y);
         return OpOutputs{c.result("y", y)};
       }},
      {"activationBackward",
       [](OpCtx& c, const Params& p) {
         const auto f = static_cast<Activation>(p[0]);
         const double range = f == Activation::Softplus ? 30.0 : 4.0;
         Tensor xh = c.randHost(Shape{p[1]}, -range, range), yh = Tensor::empty(xh.shape(), DType::F64);
         CpuReferenceBackend().activationForward(f, 0.1, toF64(xh), yh);
         Tensor x = c.be().fromHost(xh), y = c.be().fromHost(castHost(yh, c.dt())), dy = c.rand(xh.shape());
         Tensor dx = c.out(xh.shape());
         c.be().activationBackward(f, 0.1, x, y, dy, dx);
         return OpOutputs{c.result("dx", dx)};
       }},
      // {numel, rate in percent}
      {"dropoutForward",
       [](OpCtx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0]}), y = c.out(Shape{p[0]}), mask = c.out(Shape{p[0]});
         c.be().dropoutForward(x, y, mask, p[1] / 100.0, 0xC0FFEEULL + static_cast<std::uint64_t>(p[0]));
         return OpOutputs{c.result("y", y), c.result("mask", mask, true)};
       }},
      {"dropoutBackward",
       [](OpCtx& c, const Params& p) {
         Tensor xh = toF64(c.randHost(Shape{p[0]})), yh = Tensor::empty(xh.shape(), DType::F64),
                mh = Tensor::empty(xh.shape(), DType::F64);
         CpuReferenceBackend().dropoutForward(xh, yh, mh, p[1] / 100.0, 99);
         Tensor mask = c.be().fromHost(castHost(mh, c.dt())), dy = c.rand(xh.shape()), dx = c.out(xh.shape());
         c.be().dropoutBackward(dy, mask, dx);
         return OpOutputs{c.result("dx", dx)};
       }},
      // {N, K, want grad}
      {"softmaxCrossEntropy",
       [](OpCtx& c, const Params& p) {
         Tensor z = c.rand(Shape{p[0], p[1]}, -6.0, 6.0), lab = c.labels(p[0], p[1]);
         Tensor loss = c.outParam(Shape{1}), grad = c.out(Shape{p[0], p[1]});
         c.be().softmaxCrossEntropy(z, lab, loss, p[2] ? &grad : nullptr);
         OpOutputs o{c.result("loss", loss)};
         if (p[2]) o.push_back(c.result("grad", grad));
         return o;
       }},
      {"mseOneHot",
       [](OpCtx& c, const Params& p) {
         Tensor y = c.rand(Shape{p[0], p[1]}), lab = c.labels(p[0], p[1]);
         Tensor loss = c.outParam(Shape{1}), grad = c.out(Shape{p[0], p[1]});
         c.be().mseOneHot(y, lab, loss, p[2] ? &grad : nullptr);
         OpOutputs o{c.result("loss", loss)};
         if (p[2]) o.push_back(c.result("grad", grad));
         return o;
       }},
      // {N, K, ties: logits rounded to halves so many rows have tied maxima}
      {"confusionUpdate",
       [](OpCtx& c, const Params& p) {
         Tensor zh = c.randHost(Shape{p[0], p[1]});
         if (p[2])
           for (std::int64_t i = 0; i < zh.numel(); ++i) setAt(zh, i, std::round(at(zh, i) * 2.0) / 2.0);
         Tensor z = c.be().fromHost(zh), lab = c.labels(p[0], p[1]);
         Tensor counts = Tensor::empty(Shape{p[1], p[1]}, DType::I64);
         for (std::int64_t i = 0; i < counts.numel(); ++i) counts.data<std::int64_t>()[i] = i % 5;  // += is tested
         Tensor conf = c.be().fromHost(counts);
         c.be().confusionUpdate(z, lab, conf);
         return OpOutputs{c.result("confusion", conf, true)};
       }},
      // {numel, momentum in percent, nesterov, weight decay in 1/1000}; a second, undecayed slot of 7
      {"sgdUpdate",
       [](OpCtx& c, const Params& p) {
         Tensor w1 = c.rand(Shape{p[0]}), g1 = c.rand(Shape{p[0]}), v1 = c.rand(Shape{p[0]});
         Tensor w2 = c.rand(Shape{7}), g2 = c.rand(Shape{7}), v2 = c.rand(Shape{7});
         ParamSlot paramSlots[2] = {{&w1, &g1, &v1, nullptr, true}, {&w2, &g2, &v2, nullptr, false}};
         SgdHyper h;
         h.lr = 0.05, h.momentum = p[1] / 100.0, h.nesterov = p[2] != 0, h.weightDecay = p[3] / 1000.0;
         c.be().sgdUpdate(paramSlots, h);
         return OpOutputs{c.result("w1", w1), c.result("v1", v1), c.result("w2", w2), c.result("v2", v2)};
       }},
      // Fused ReLU ops. Backward cases get y = relu(op(x)) from the reference in f64.
      // {N, in, out, bias}
      {"linearReluForward",
       [](OpCtx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0], p[1]}), w = c.rand(Shape{p[2], p[1]}), b = c.rand(Shape{p[2]});
         Tensor y = c.out(Shape{p[0], p[2]});
         c.be().linearReluForward(x, w, p[3] ? &b : nullptr, y);
         return OpOutputs{c.result("y", y)};
       }},
      // {N, in, out, want dx, want db}
      {"reluLinearBackward",
       [](OpCtx& c, const Params& p) {
         Tensor xh = c.randHost(Shape{p[0], p[1]}), wh = c.randHost(Shape{p[2], p[1]}), bh = c.randHost(Shape{p[2]});
         Tensor yh = Tensor::empty(Shape{p[0], p[2]}, DType::F64);
         const Tensor b64 = toF64(bh);
         CpuReferenceBackend().linearReluForward(toF64(xh), toF64(wh), &b64, yh);
         Tensor x = c.be().fromHost(xh), w = c.be().fromHost(wh), y = c.be().fromHost(castHost(yh, c.dt()));
         Tensor dy = c.rand(Shape{p[0], p[2]}), masked = c.out(Shape{p[0], p[2]});
         Tensor dx = c.out(Shape{p[0], p[1]}), dw = c.out(Shape{p[2], p[1]}), db = c.out(Shape{p[2]});
         c.be().reluLinearBackward(x, w, y, dy, p[3] ? &dx : nullptr, dw, p[4] ? &db : nullptr, masked);
         return weightGrads(c, dw, p[3] ? &dx : nullptr, p[4] ? &db : nullptr);
       }},
      // {N, C, H, W, K, R, S, strideH, strideW, padH, padW, bias}
      {"conv2dReluForward",
       [](OpCtx& c, const Params& p) {
         const ConvGeometry g = convGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w)), w = c.rand(nchw(g.k, g.c, g.r, g.s)), b = c.rand(Shape{g.k});
         Tensor y = c.out(nchw(g.n, g.k, g.p, g.q));
         c.be().conv2dReluForward(g, x, w, p[11] ? &b : nullptr, y);
         return OpOutputs{c.result("y", y)};
       }},
      // {N, C, H, W, K, R, S, strideH, strideW, padH, padW, want db, want dx}
      {"reluConv2dBackward",
       [](OpCtx& c, const Params& p) {
         const ConvGeometry g = convGeometry(p);
         Tensor xh = c.randHost(nchw(g.n, g.c, g.h, g.w)), wh = c.randHost(nchw(g.k, g.c, g.r, g.s));
         Tensor yh = Tensor::empty(nchw(g.n, g.k, g.p, g.q), DType::F64);
         CpuReferenceBackend().conv2dReluForward(g, toF64(xh), toF64(wh), nullptr, yh);
         Tensor x = c.be().fromHost(xh), w = c.be().fromHost(wh), y = c.be().fromHost(castHost(yh, c.dt()));
         Tensor dy = c.rand(yh.shape()), masked = c.out(yh.shape());
         Tensor dx = c.out(xh.shape()), dw = c.out(wh.shape()), db = c.out(Shape{g.k});
         c.be().reluConv2dBackward(g, x, w, y, dy, p[12] ? &dx : nullptr, dw, p[11] ? &db : nullptr, masked);
         return weightGrads(c, dw, p[12] ? &dx : nullptr, p[11] ? &db : nullptr);
       }},
      // {N, C, spatial, training}
      {"batchNormReluForward",
       [](OpCtx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         Tensor x = c.rand(xs, -1.0, 3.0), gamma = c.randParam(cs, 0.5, 1.5), beta = c.randParam(cs);
         Tensor rm = c.randParam(cs), rv = c.randParam(cs, 0.5, 2.0);
         Tensor y = c.out(xs), sm = c.outParam(cs), si = c.outParam(cs);
         c.be().batchNormReluForward(g, x, gamma, beta, y, p[3] != 0, rm, rv, 0.1, 1e-5, sm, si);
         OpOutputs o{c.result("y", y), c.result("runningMean", rm), c.result("runningVar", rv)};
         if (p[3]) o.push_back(c.result("saveMean", sm)), o.push_back(c.result("saveInvStd", si));
         return o;
       }},
      // Synchronised batch norm's four parts (batchNormSums, batchNormApply, batchNormGradSums,
      // batchNormGradApply) with one replica's sums, the fused ReLU when relu != 0 and the
      // backward sums multiplied by scale / 1000: {N, C, spatial, relu, scale x 1000}
      {"batchNormSync",
       [](OpCtx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         const bool relu = p[3] != 0;
         Tensor x = c.rand(xs, -1.0, 3.0), gamma = c.randParam(cs, 0.5, 1.5), beta = c.randParam(cs, -0.5, 0.5);
         Tensor rm = c.randParam(cs), rv = c.randParam(cs, 0.5, 2.0);
         Tensor y = c.out(xs), sm = c.outParam(cs), si = c.outParam(cs);
         Tensor stat = c.out(Shape{2 * p[1] + 1}, DType::F64), grad = c.out(Shape{2 * p[1]}, DType::F64);
         c.be().batchNormSums(g, x, stat);
         c.be().batchNormApply(g, x, gamma, beta, stat, y, relu, rm, rv, 0.1, 1e-5, sm, si);
         Tensor dy = c.rand(xs), dx = c.out(xs), dg = c.outParam(cs), db = c.outParam(cs);
         c.be().batchNormGradSums(g, x, dy, relu ? &y : nullptr, sm, si, grad, dg, db);
         c.be().batchNormGradApply(g, x, gamma, dy, relu ? &y : nullptr, sm, si, stat, grad, p[4] / 1000.0, dx);
         return OpOutputs{c.result("statSums", stat), c.result("y", y),       c.result("runningMean", rm),
                          c.result("runningVar", rv), c.result("saveMean", sm), c.result("saveInvStd", si),
                          c.result("gradSums", grad), c.result("dgamma", dg), c.result("dbeta", db),
                          c.result("dx", dx)};
       }},
      // {N, C, spatial}
      {"reluBatchNormBackward",
       [](OpCtx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         Tensor xh = c.randHost(xs, -1.0, 3.0), gh = c.randParamHost(cs, 0.5, 1.5), bh = c.randParamHost(cs, -0.5, 0.5);
         Tensor yh = Tensor::empty(xs, DType::F64), smh = Tensor::empty(cs, DType::F64), sih = Tensor::empty(cs, DType::F64);
         Tensor rm = Tensor::zeros(cs, DType::F64), rv = Tensor::zeros(cs, DType::F64);
         CpuReferenceBackend().batchNormReluForward(g, toF64(xh), toF64(gh), toF64(bh), yh, true, rm, rv, 0.1, 1e-5, smh, sih);
         Tensor x = c.be().fromHost(xh), gamma = c.be().fromHost(gh), y = c.be().fromHost(castHost(yh, c.dt()));
         Tensor sm = c.be().fromHost(castHost(smh, c.pdt())), si = c.be().fromHost(castHost(sih, c.pdt()));
         Tensor dy = c.rand(xs), masked = c.out(xs);
         Tensor dx = c.out(xs), dg = c.outParam(cs), db = c.outParam(cs);
         c.be().reluBatchNormBackward(g, x, gamma, y, dy, sm, si, dx, dg, db, masked);
         return OpOutputs{c.result("dx", dx), c.result("dgamma", dg), c.result("dbeta", db)};
       }},
      // A residual block's end, fused where the backend has it (batchNormAddReluForward and
      // Backward), else batch norm, addRelu and the ReLU's backward, as BatchNorm::forwardAddRelu
      // falls back: {N, C, spatial}. The addend z lies in +-[10, 11], beyond batch norm's range
      // here, so y > 0 exactly where z > 0 on every backend and precision (no mask flips).
      {"batchNormAddRelu",
       [](OpCtx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         Tensor x = c.rand(xs, -1.0, 3.0), gamma = c.randParam(cs, 0.5, 1.5), beta = c.randParam(cs, -0.5, 0.5);
         Tensor zh = toF64(c.randHost(xs));
         for (double* v = zh.data<double>(), *e = v + zh.numel(); v != e; ++v) *v += *v < 0 ? -10.0 : 10.0;
         Tensor z = c.be().fromHost(castHost(zh, c.dt()));
         Tensor rm = c.randParam(cs), rv = c.randParam(cs, 0.5, 2.0);
         Tensor y = c.out(xs), sm = c.outParam(cs), si = c.outParam(cs);
         const bool fused = c.be().batchNormAddReluForward(g, x, z, gamma, beta, y, rm, rv, 0.1, 1e-5, sm, si);
         if (!fused) {
           Tensor h = c.out(xs);
           c.be().batchNormForward(g, x, gamma, beta, h, true, rm, rv, 0.1, 1e-5, sm, si);
           c.be().addRelu(h, z, y);
         }
         Tensor dy = c.rand(xs), dx = c.out(xs), dz = c.out(xs), dg = c.outParam(cs), db = c.outParam(cs);
         if (!c.be().batchNormAddReluBackward(g, x, gamma, y, dy, sm, si, dx, dz, dg, db)) {
           c.be().activationBackward(Activation::ReLU, 0.0, y, y, dy, dz);
           c.be().batchNormBackward(g, x, gamma, dz, sm, si, dx, dg, db);
         }
         return OpOutputs{c.result("y", y),   c.result("runningMean", rm), c.result("runningVar", rv),
                          c.result("saveMean", sm), c.result("saveInvStd", si), c.result("dz", dz),
                          c.result("dx", dx), c.result("dgamma", dg), c.result("dbeta", db)};
       }},
      // {numel}
      {"addRelu",
       [](OpCtx& c, const Params& p) {
         Tensor a = c.rand(Shape{p[0]}), b = c.rand(Shape{p[0]}), y = c.out(Shape{p[0]});
         c.be().addRelu(a, b, y);
         return OpOutputs{c.result("y", y)};
       }},
      // {numel, step, weight decay in 1/1000}; a second, undecayed slot of 7
      {"adamUpdate",
       [](OpCtx& c, const Params& p) {
         Tensor w1 = c.rand(Shape{p[0]}), g1 = c.rand(Shape{p[0]}), m1 = c.rand(Shape{p[0]}, -0.1, 0.1);
         Tensor v1 = c.rand(Shape{p[0]}, 0.0, 0.01);
         Tensor w2 = c.rand(Shape{7}), g2 = c.rand(Shape{7}), m2 = c.rand(Shape{7}, -0.1, 0.1),
                v2 = c.rand(Shape{7}, 0.0, 0.01);
         ParamSlot paramSlots[2] = {{&w1, &g1, &m1, &v1, true}, {&w2, &g2, &m2, &v2, false}};
         AdamHyper h;
         h.lr = 0.01, h.step = p[1], h.weightDecay = p[2] / 1000.0;
         c.be().adamUpdate(paramSlots, h);
         return OpOutputs{c.result("w1", w1), c.result("m1", m1), c.result("v1", v1),
                        c.result("w2", w2), c.result("m2", m2), c.result("v2", v2)};
       }},
  };
  return table;
}

}  // namespace nnlab::test

// cpu-blas against the cpu-reference oracle: every op of the Backend contract, with 1 and 2
// threads, odd shapes, batch > 1, fresh random inputs for each case and poisoned outputs (an
// element the backend forgets to write is NaN and fails the comparison).
//
// The `agreement` table is data-driven: one row = one op case. Columns: op name, dtype, integer
// parameters (meaning per op, see the comment above each entry of ops()). To cover a new shape
// add a row in agreement_data(); to cover a new op add an entry to ops() and a row.
#include <QtTest>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <memory>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"
#include "core/rng.h"
#include "support/test_support.h"

using namespace nnlab;
using Params = QList<int>;

namespace {

// One output of an op, downloaded to the host. exact: integers, masks and counts must match bit
// for bit; everything else within the relative tolerance.
struct Output {
  std::string name;
  Tensor host;
  bool exact = false;
};
using Outputs = std::vector<Output>;

// Makes the inputs of one case. Both backends get a Ctx with the same seed and so the same
// inputs; every tensor drawn gets its own seed.
class Ctx {
 public:
  Ctx(Backend& be, DType dt, std::uint64_t seed) : be_(be), dt_(dt), seed_(seed) {}
  Backend& be() { return be_; }
  DType dt() const { return dt_; }
  std::uint64_t nextSeed() { return seed_ * 1000003ULL + ++count_; }
  Tensor randHost(const Shape& s, double lo = -1.0, double hi = 1.0) {
    return test::randomTensor(s, dt_, nextSeed(), lo, hi);
  }
  Tensor rand(const Shape& s, double lo = -1.0, double hi = 1.0) { return be_.fromHost(randHost(s, lo, hi)); }
  Tensor labels(std::int64_t n, int k) { return be_.fromHost(test::randomLabels(n, k, nextSeed())); }
  // An output buffer full of poison (NaN for floats).
  Tensor out(const Shape& s, DType dt) { return be_.fromHost(test::poisoned(s, dt)); }
  Tensor out(const Shape& s) { return out(s, dt_); }
  Output result(const std::string& name, const Tensor& t, bool exact = false) { return {name, be_.toHost(t), exact}; }

 private:
  Backend& be_;
  DType dt_;
  std::uint64_t seed_;
  std::uint64_t count_ = 0;
};

using OpFn = std::function<Outputs(Ctx&, const Params&)>;

ConvGeometry convGeometry(const Params& p) {
  ConvGeometry g;
  g.n = p[0], g.c = p[1], g.h = p[2], g.w = p[3], g.k = p[4], g.r = p[5], g.s = p[6];
  g.strideH = p[7], g.strideW = p[8], g.padH = p[9], g.padW = p[10];
  g.p = (g.h + 2 * g.padH - g.r) / g.strideH + 1;
  g.q = (g.w + 2 * g.padW - g.s) / g.strideW + 1;
  return g;
}

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

const std::map<QString, OpFn>& ops() {
  static const std::map<QString, OpFn> table = {
      // {numel, dtype code 0 f32 1 f64 2 i32 3 i64 4 u8}
      {"fill",
       [](Ctx& c, const Params& p) {
         const DType dt = dtypeCode(p[1]);
         Tensor t = c.out(Shape{p[0]}, dt);
         c.be().fill(t, dt == DType::F32 || dt == DType::F64 ? -2.5 : 7.0);
         return Outputs{c.result("t", t, true)};
       }},
      // {numel}
      {"copy",
       [](Ctx& c, const Params& p) {
         Tensor a = c.rand(Shape{p[0]});
         Tensor y = c.out(Shape{p[0]});
         c.be().copy(a, y);
         return Outputs{c.result("y", y, true)};
       }},
      // {numel, alias: 0 none, 1 y is a, 2 y is b}
      {"add",
       [](Ctx& c, const Params& p) {
         Tensor a = c.rand(Shape{p[0]}), b = c.rand(Shape{p[0]});
         Tensor y = p[1] == 1 ? a : p[1] == 2 ? b : c.out(Shape{p[0]});
         c.be().add(a, b, y);
         return Outputs{c.result("y", y)};
       }},
      // {numel}
      {"scale",
       [](Ctx& c, const Params& p) {
         Tensor t = c.rand(Shape{p[0]});
         c.be().scale(t, -1.75);
         return Outputs{c.result("t", t)};
       }},
      // {numel}
      {"sum",
       [](Ctx& c, const Params& p) {
         Tensor t = c.rand(Shape{p[0]}, -0.5, 1.0);
         Tensor s = Tensor::empty(Shape{1}, DType::F64);
         s.data<double>()[0] = c.be().sum(t);
         return Outputs{{"sum", s, false}};
       }},
      // {numel, poisoned index or -1, 0 NaN 1 +inf 2 -inf}
      {"allFinite",
       [](Ctx& c, const Params& p) {
         Tensor h = c.randHost(Shape{p[0]});
         const double bad[] = {std::nan(""), INFINITY, -INFINITY};
         if (p[1] >= 0) test::setAt(h, p[1], bad[p[2]]);
         Tensor t = c.be().fromHost(h);
         Tensor r = Tensor::empty(Shape{1}, DType::I32);
         r.data<std::int32_t>()[0] = c.be().allFinite(t) ? 1 : 0;
         return Outputs{{"finite", r, true}};
       }},
      // {source rows, row length, gathered rows, kind: 0 u8 -> float, 1 float -> float, 2 i32 -> i32}
      {"gatherRows",
       [](Ctx& c, const Params& p) {
         const int rows = p[0], len = p[1], m = p[2];
         Tensor src;
         if (p[3] == 1) {
           src = c.rand(Shape{rows, len});
         } else {
           Tensor h = Tensor::empty(Shape{rows, len}, p[3] == 0 ? DType::U8 : DType::I32);
           Rng rng(c.nextSeed());
           for (std::int64_t i = 0; i < h.numel(); ++i) test::setAt(h, i, static_cast<double>(rng.below(256)));
           src = c.be().fromHost(h);
         }
         Tensor idx = c.labels(m, rows);
         Tensor dst = c.out(Shape{m, len}, p[3] == 2 ? DType::I32 : c.dt());
         c.be().gatherRows(src, idx, dst, 1.0 / 255.0);
         return Outputs{c.result("dst", dst, p[3] == 2)};
       }},
      // {N, in, out, bias}
      {"linearForward",
       [](Ctx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0], p[1]}), w = c.rand(Shape{p[2], p[1]}), b = c.rand(Shape{p[2]});
         Tensor y = c.out(Shape{p[0], p[2]});
         c.be().linearForward(x, w, p[3] ? &b : nullptr, y);
         return Outputs{c.result("y", y)};
       }},
      // {N, in, out, want dx, want db}
      {"linearBackward",
       [](Ctx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0], p[1]}), w = c.rand(Shape{p[2], p[1]}), dy = c.rand(Shape{p[0], p[2]});
         Tensor dx = c.out(Shape{p[0], p[1]}), dw = c.out(Shape{p[2], p[1]}), db = c.out(Shape{p[2]});
         c.be().linearBackward(x, w, dy, p[3] ? &dx : nullptr, dw, p[4] ? &db : nullptr);
         Outputs o{c.result("dw", dw)};
         if (p[3]) o.push_back(c.result("dx", dx));
         if (p[4]) o.push_back(c.result("db", db));
         return o;
       }},
      // {N, C, H, W, K, R, S, strideH, strideW, padH, padW, bias}
      {"conv2dForward",
       [](Ctx& c, const Params& p) {
         const ConvGeometry g = convGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w)), w = c.rand(nchw(g.k, g.c, g.r, g.s)), b = c.rand(Shape{g.k});
         Tensor y = c.out(nchw(g.n, g.k, g.p, g.q));
         c.be().conv2dForward(g, x, w, p[11] ? &b : nullptr, y);
         return Outputs{c.result("y", y)};
       }},
      // {N, C, H, W, K, R, S, strideH, strideW, padH, padW, want db, want dx}
      {"conv2dBackward",
       [](Ctx& c, const Params& p) {
         const ConvGeometry g = convGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w)), w = c.rand(nchw(g.k, g.c, g.r, g.s));
         Tensor dy = c.rand(nchw(g.n, g.k, g.p, g.q));
         Tensor dx = c.out(x.shape()), dw = c.out(w.shape()), db = c.out(Shape{g.k});
         c.be().conv2dBackward(g, x, w, dy, p[12] ? &dx : nullptr, dw, p[11] ? &db : nullptr);
         Outputs o{c.result("dw", dw)};
         if (p[12]) o.push_back(c.result("dx", dx));
         if (p[11]) o.push_back(c.result("db", db));
         return o;
       }},
      // {N, C, H, W, kH, kW, strideH, strideW, padH, padW}
      {"maxPoolForward",
       [](Ctx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w));
         Tensor y = c.out(nchw(g.n, g.c, g.p, g.q)), am = c.out(y.shape(), DType::I32);
         c.be().maxPoolForward(g, x, y, am);
         return Outputs{c.result("y", y), c.result("argmax", am, true)};
       }},
      {"maxPoolBackward",
       [](Ctx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor xh = c.randHost(nchw(g.n, g.c, g.h, g.w));
         Tensor yh = Tensor::empty(nchw(g.n, g.c, g.p, g.q), c.dt()), amh = Tensor::empty(yh.shape(), DType::I32);
         CpuReferenceBackend().maxPoolForward(g, xh, yh, amh);  // a valid argmax, the same for both
         Tensor am = c.be().fromHost(amh), dy = c.rand(yh.shape());
         Tensor dx = c.out(xh.shape());
         c.be().maxPoolBackward(g, dy, am, dx);
         return Outputs{c.result("dx", dx)};
       }},
      {"avgPoolForward",
       [](Ctx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w));
         Tensor y = c.out(nchw(g.n, g.c, g.p, g.q));
         c.be().avgPoolForward(g, x, y);
         return Outputs{c.result("y", y)};
       }},
      {"avgPoolBackward",
       [](Ctx& c, const Params& p) {
         const PoolGeometry g = poolGeometry(p);
         Tensor dy = c.rand(nchw(g.n, g.c, g.p, g.q));
         Tensor dx = c.out(nchw(g.n, g.c, g.h, g.w));
         c.be().avgPoolBackward(g, dy, dx);
         return Outputs{c.result("dx", dx)};
       }},
      // {N, C, spatial, training}
      {"batchNormForward",
       [](Ctx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         Tensor x = c.rand(xs, 2.0, 5.0), gamma = c.rand(cs, 0.5, 1.5), beta = c.rand(cs);
         Tensor rm = c.rand(cs), rv = c.rand(cs, 0.5, 2.0);
         Tensor y = c.out(xs), sm = c.out(cs), si = c.out(cs);
         c.be().batchNormForward(g, x, gamma, beta, y, p[3] != 0, rm, rv, 0.1, 1e-5, sm, si);
         Outputs o{c.result("y", y), c.result("runningMean", rm), c.result("runningVar", rv)};
         if (p[3]) o.push_back(c.result("saveMean", sm)), o.push_back(c.result("saveInvStd", si));
         return o;
       }},
      // {N, C, spatial}
      {"batchNormBackward",
       [](Ctx& c, const Params& p) {
         BatchNormGeometry g{p[0], p[1], p[2]};
         const Shape xs{p[0], p[1], p[2]}, cs{p[1]};
         Tensor xh = c.randHost(xs, -1.0, 3.0), gh = c.randHost(cs, 0.5, 1.5);
         Tensor yh = Tensor::empty(xs, c.dt()), smh = Tensor::empty(cs, c.dt()), sih = Tensor::empty(cs, c.dt());
         Tensor rm = Tensor::zeros(cs, c.dt()), rv = Tensor::zeros(cs, c.dt());
         CpuReferenceBackend().batchNormForward(g, xh, gh, gh, yh, true, rm, rv, 0.1, 1e-5, smh, sih);
         Tensor x = c.be().fromHost(xh), gamma = c.be().fromHost(gh), dy = c.rand(xs);
         Tensor sm = c.be().fromHost(smh), si = c.be().fromHost(sih);
         Tensor dx = c.out(xs), dg = c.out(cs), db = c.out(cs);
         c.be().batchNormBackward(g, x, gamma, dy, sm, si, dx, dg, db);
         return Outputs{c.result("dx", dx), c.result("dgamma", dg), c.result("dbeta", db)};
       }},
      // {activation index (ReLU, LeakyReLU, Sigmoid, Tanh, Softplus), numel}
      {"activationForward",
       [](Ctx& c, const Params& p) {
         const auto f = static_cast<Activation>(p[0]);
         const double range = f == Activation::Softplus ? 30.0 : 4.0;  // softplus: both branches
         Tensor x = c.rand(Shape{p[1]}, -range, range), y = c.out(Shape{p[1]});
         c.be().activationForward(f, 0.1, x, y);
         return Outputs{c.result("y", y)};
       }},
      {"activationBackward",
       [](Ctx& c, const Params& p) {
         const auto f = static_cast<Activation>(p[0]);
         const double range = f == Activation::Softplus ? 30.0 : 4.0;
         Tensor xh = c.randHost(Shape{p[1]}, -range, range), yh = Tensor::empty(xh.shape(), c.dt());
         CpuReferenceBackend().activationForward(f, 0.1, xh, yh);
         Tensor x = c.be().fromHost(xh), y = c.be().fromHost(yh), dy = c.rand(xh.shape());
         Tensor dx = c.out(xh.shape());
         c.be().activationBackward(f, 0.1, x, y, dy, dx);
         return Outputs{c.result("dx", dx)};
       }},
      // {numel, rate in percent}
      {"dropoutForward",
       [](Ctx& c, const Params& p) {
         Tensor x = c.rand(Shape{p[0]}), y = c.out(Shape{p[0]}), mask = c.out(Shape{p[0]});
         c.be().dropoutForward(x, y, mask, p[1] / 100.0, 0xC0FFEEULL + static_cast<std::uint64_t>(p[0]));
         return Outputs{c.result("y", y), c.result("mask", mask, true)};
       }},
      {"dropoutBackward",
       [](Ctx& c, const Params& p) {
         Tensor xh = c.randHost(Shape{p[0]}), yh = Tensor::empty(xh.shape(), c.dt()),
                mh = Tensor::empty(xh.shape(), c.dt());
         CpuReferenceBackend().dropoutForward(xh, yh, mh, p[1] / 100.0, 99);
         Tensor mask = c.be().fromHost(mh), dy = c.rand(xh.shape()), dx = c.out(xh.shape());
         c.be().dropoutBackward(dy, mask, dx);
         return Outputs{c.result("dx", dx)};
       }},
      // {N, K, want grad}
      {"softmaxCrossEntropy",
       [](Ctx& c, const Params& p) {
         Tensor z = c.rand(Shape{p[0], p[1]}, -6.0, 6.0), lab = c.labels(p[0], p[1]);
         Tensor loss = c.out(Shape{1}), grad = c.out(Shape{p[0], p[1]});
         c.be().softmaxCrossEntropy(z, lab, loss, p[2] ? &grad : nullptr);
         Outputs o{c.result("loss", loss)};
         if (p[2]) o.push_back(c.result("grad", grad));
         return o;
       }},
      {"mseOneHot",
       [](Ctx& c, const Params& p) {
         Tensor y = c.rand(Shape{p[0], p[1]}), lab = c.labels(p[0], p[1]);
         Tensor loss = c.out(Shape{1}), grad = c.out(Shape{p[0], p[1]});
         c.be().mseOneHot(y, lab, loss, p[2] ? &grad : nullptr);
         Outputs o{c.result("loss", loss)};
         if (p[2]) o.push_back(c.result("grad", grad));
         return o;
       }},
      // {N, K, ties: logits rounded to halves so many rows have tied maxima}
      {"confusionUpdate",
       [](Ctx& c, const Params& p) {
         Tensor zh = c.randHost(Shape{p[0], p[1]});
         if (p[2])
           for (std::int64_t i = 0; i < zh.numel(); ++i) test::setAt(zh, i, std::round(test::at(zh, i) * 2.0) / 2.0);
         Tensor z = c.be().fromHost(zh), lab = c.labels(p[0], p[1]);
         Tensor counts = Tensor::empty(Shape{p[1], p[1]}, DType::I64);
         for (std::int64_t i = 0; i < counts.numel(); ++i) counts.data<std::int64_t>()[i] = i % 5;  // += is tested
         Tensor conf = c.be().fromHost(counts);
         c.be().confusionUpdate(z, lab, conf);
         return Outputs{c.result("confusion", conf, true)};
       }},
      // {numel, momentum in percent, nesterov, weight decay in 1/1000}; a second, undecayed slot of 7
      {"sgdUpdate",
       [](Ctx& c, const Params& p) {
         Tensor w1 = c.rand(Shape{p[0]}), g1 = c.rand(Shape{p[0]}), v1 = c.rand(Shape{p[0]});
         Tensor w2 = c.rand(Shape{7}), g2 = c.rand(Shape{7}), v2 = c.rand(Shape{7});
         ParamSlot paramSlots[2] = {{&w1, &g1, &v1, nullptr, true}, {&w2, &g2, &v2, nullptr, false}};
         SgdHyper h;
         h.lr = 0.05, h.momentum = p[1] / 100.0, h.nesterov = p[2] != 0, h.weightDecay = p[3] / 1000.0;
         c.be().sgdUpdate(paramSlots, h);
         return Outputs{c.result("w1", w1), c.result("v1", v1), c.result("w2", w2), c.result("v2", v2)};
       }},
      // {numel, step, weight decay in 1/1000}; a second, undecayed slot of 7
      {"adamUpdate",
       [](Ctx& c, const Params& p) {
         Tensor w1 = c.rand(Shape{p[0]}), g1 = c.rand(Shape{p[0]}), m1 = c.rand(Shape{p[0]}, -0.1, 0.1);
         Tensor v1 = c.rand(Shape{p[0]}, 0.0, 0.01);
         Tensor w2 = c.rand(Shape{7}), g2 = c.rand(Shape{7}), m2 = c.rand(Shape{7}, -0.1, 0.1),
                v2 = c.rand(Shape{7}, 0.0, 0.01);
         ParamSlot paramSlots[2] = {{&w1, &g1, &m1, &v1, true}, {&w2, &g2, &m2, &v2, false}};
         AdamHyper h;
         h.lr = 0.01, h.step = p[1], h.weightDecay = p[2] / 1000.0;
         c.be().adamUpdate(paramSlots, h);
         return Outputs{c.result("w1", w1), c.result("m1", m1), c.result("v1", v1),
                        c.result("w2", w2), c.result("m2", m2), c.result("v2", v2)};
       }},
  };
  return table;
}

Outputs runOp(Backend& be, const QString& op, DType dt, const Params& p, std::uint64_t seed) {
  Ctx ctx(be, dt, seed);
  return ops().at(op)(ctx, p);
}

// Runs conv forward + backward (LeNet's second layer shape) and returns y, dx, dw, db.
std::vector<Tensor> convRound(Backend& be) {
  ConvGeometry g = convGeometry({8, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0});
  Ctx c(be, DType::F32, 77);
  Tensor x = c.rand(nchw(g.n, g.c, g.h, g.w)), w = c.rand(nchw(g.k, g.c, g.r, g.s)), b = c.rand(Shape{g.k});
  Tensor y = c.out(nchw(g.n, g.k, g.p, g.q));
  be.conv2dForward(g, x, w, &b, y);
  Tensor dx = c.out(x.shape()), dw = c.out(w.shape()), db = c.out(Shape{g.k});
  be.conv2dBackward(g, x, w, y, &dx, dw, &db);
  return {be.toHost(y), be.toHost(dx), be.toHost(dw), be.toHost(db)};
}

}  // namespace

class TestBackendAgreement : public QObject {
  Q_OBJECT

 private:
  static void row(const char* tag, const char* op, const Params& p, const char* dtype = "f32") {
    QTest::newRow(tag) << QString(op) << QString(dtype) << p;
  }

 private slots:
  void agreement_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<Params>("params");
    // utilities (large sizes cross the parallel thresholds)
    for (int code = 0; code < 5; ++code) {
      row(qPrintable(QString("fill dtype %1").arg(code)), "fill", {1001, code});
    }
    row("fill big", "fill", {100003, 0});
    row("copy", "copy", {1003});
    row("copy big", "copy", {300007});
    row("add", "add", {1003, 0});
    row("add big, y aliases a", "add", {100003, 1});
    row("add, y aliases b", "add", {777, 2});
    row("scale", "scale", {100003});
    row("sum", "sum", {1003});
    row("sum big", "sum", {300007});
    row("sum big f64", "sum", {300007}, "f64");
    row("allFinite clean", "allFinite", {100003, -1, 0});
    row("allFinite NaN", "allFinite", {100003, 77777, 0});
    row("allFinite +inf", "allFinite", {1003, 5, 1});
    row("allFinite -inf", "allFinite", {1003, 1002, 2});
    row("gather u8", "gatherRows", {50, 784, 64, 0});
    row("gather u8 f64", "gatherRows", {50, 33, 17, 0}, "f64");
    row("gather f32", "gatherRows", {20, 13, 9, 1});
    row("gather i32", "gatherRows", {20, 1, 33, 2});
    // dense
    row("linear fwd", "linearForward", {3, 17, 5, 1});
    row("linear fwd no bias", "linearForward", {7, 9, 11, 0});
    row("linear fwd mlp", "linearForward", {64, 784, 192, 1});
    row("linear fwd mlp f64", "linearForward", {64, 784, 192, 1}, "f64");
    row("linear bwd", "linearBackward", {3, 17, 5, 1, 1});
    row("linear bwd no dx no db", "linearBackward", {5, 13, 7, 0, 0});
    row("linear bwd mlp", "linearBackward", {64, 784, 192, 0, 1});
    row("linear bwd mlp2", "linearBackward", {64, 192, 10, 1, 1});
    row("linear bwd f64", "linearBackward", {33, 120, 84, 1, 1}, "f64");
    // convolution: {N, C, H, W, K, R, S, sH, sW, pH, pW, bias | db, dx}
    row("conv fwd 3x3 s2 p1", "conv2dForward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1});
    row("conv fwd 5x5 no pad", "conv2dForward", {3, 5, 11, 9, 7, 5, 5, 1, 1, 0, 0, 1});
    row("conv fwd 1x1", "conv2dForward", {3, 5, 11, 9, 7, 1, 1, 1, 1, 0, 0, 1});
    row("conv fwd 1x1 s2", "conv2dForward", {3, 5, 11, 9, 7, 1, 1, 2, 2, 0, 0, 0});
    row("conv fwd 7x7 s2 p3", "conv2dForward", {3, 5, 11, 9, 7, 7, 7, 2, 2, 3, 3, 1});
    row("conv fwd asym", "conv2dForward", {4, 3, 10, 13, 5, 3, 2, 1, 3, 2, 0, 1});
    row("conv fwd no bias N=1", "conv2dForward", {1, 16, 20, 20, 32, 3, 3, 1, 1, 1, 1, 0});
    row("conv fwd lenet1", "conv2dForward", {64, 1, 28, 28, 6, 5, 5, 1, 1, 2, 2, 1});
    row("conv fwd lenet2", "conv2dForward", {64, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0, 1});
    row("conv fwd f64", "conv2dForward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1}, "f64");
    row("conv bwd 3x3 s2 p1", "conv2dBackward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1, 1});
    row("conv bwd 5x5 no pad", "conv2dBackward", {3, 5, 11, 9, 7, 5, 5, 1, 1, 0, 0, 1, 1});
    row("conv bwd 1x1", "conv2dBackward", {3, 5, 11, 9, 7, 1, 1, 1, 1, 0, 0, 1, 1});
    row("conv bwd 1x1 s2", "conv2dBackward", {3, 5, 11, 9, 7, 1, 1, 2, 2, 0, 0, 1, 1});
    row("conv bwd 7x7 s2 p3", "conv2dBackward", {3, 5, 11, 9, 7, 7, 7, 2, 2, 3, 3, 1, 1});
    row("conv bwd asym", "conv2dBackward", {4, 3, 10, 13, 5, 3, 2, 1, 3, 2, 0, 1, 1});
    row("conv bwd no dx no db", "conv2dBackward", {3, 5, 11, 9, 7, 3, 3, 1, 1, 1, 1, 0, 0});
    row("conv bwd N=1", "conv2dBackward", {1, 16, 20, 20, 32, 3, 3, 1, 1, 1, 1, 1, 1});
    row("conv bwd lenet1", "conv2dBackward", {64, 1, 28, 28, 6, 5, 5, 1, 1, 2, 2, 1, 0});
    row("conv bwd lenet2", "conv2dBackward", {64, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0, 1, 1});
    row("conv bwd f64", "conv2dBackward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1, 1}, "f64");
    // pooling: {N, C, H, W, kH, kW, sH, sW, pH, pW}
    const std::pair<const char*, Params> pools[] = {
        {"2x2 s2", {3, 5, 11, 9, 2, 2, 2, 2, 0, 0}},
        {"3x3 s2 p1 overlap", {3, 5, 11, 9, 3, 3, 2, 2, 1, 1}},
        {"3x2 s1 p1", {2, 3, 7, 8, 3, 2, 1, 1, 1, 1}},
        {"lenet 2x2", {64, 6, 28, 28, 2, 2, 2, 2, 0, 0}},
    };
    for (const auto& [name, p] : pools)
      for (const char* op : {"maxPoolForward", "maxPoolBackward", "avgPoolForward", "avgPoolBackward"})
        row(qPrintable(QString("%1 %2").arg(op, name)), op, p);
    // batch norm: {N, C, spatial, training}
    row("bn2d fwd train", "batchNormForward", {3, 5, 7 * 9, 1});
    row("bn2d fwd eval", "batchNormForward", {3, 5, 7 * 9, 0});
    row("bn1d fwd train", "batchNormForward", {13, 11, 1, 1});
    row("bn1d fwd count 1", "batchNormForward", {1, 4, 1, 1});
    row("bn2d fwd big", "batchNormForward", {16, 8, 14 * 14, 1});
    row("bn2d bwd", "batchNormBackward", {3, 5, 7 * 9});
    row("bn1d bwd", "batchNormBackward", {13, 11, 1});
    row("bn2d bwd big", "batchNormBackward", {16, 8, 14 * 14});
    row("bn bwd f64", "batchNormBackward", {3, 5, 7 * 9}, "f64");
    // activations
    const char* acts[] = {"relu", "leaky", "sigmoid", "tanh", "softplus"};
    for (int a = 0; a < 5; ++a) {
      row(qPrintable(QString("act fwd %1").arg(acts[a])), "activationForward", {a, 1003});
      row(qPrintable(QString("act bwd %1").arg(acts[a])), "activationBackward", {a, 1003});
      row(qPrintable(QString("act fwd %1 big").arg(acts[a])), "activationForward", {a, 100003});
      row(qPrintable(QString("act bwd %1 big").arg(acts[a])), "activationBackward", {a, 100003});
    }
    // dropout: {numel, rate %}
    row("dropout fwd 50%", "dropoutForward", {1003, 50});
    row("dropout fwd 20% big", "dropoutForward", {100003, 20});
    row("dropout fwd 0%", "dropoutForward", {333, 0});
    row("dropout fwd f64", "dropoutForward", {1003, 35}, "f64");
    row("dropout bwd", "dropoutBackward", {100003, 30});
    // losses: {N, K, grad}
    row("ce", "softmaxCrossEntropy", {7, 10, 1});
    row("ce no grad", "softmaxCrossEntropy", {64, 10, 0});
    row("ce big", "softmaxCrossEntropy", {1000, 37, 1});
    row("ce f64", "softmaxCrossEntropy", {7, 3, 1}, "f64");
    row("mse", "mseOneHot", {7, 10, 1});
    row("mse no grad", "mseOneHot", {64, 10, 0});
    row("mse big", "mseOneHot", {1000, 37, 1});
    row("confusion", "confusionUpdate", {64, 10, 0});
    row("confusion ties", "confusionUpdate", {257, 10, 1});
    // optimizers
    row("sgd plain", "sgdUpdate", {1003, 0, 0, 0});
    row("sgd wd", "sgdUpdate", {1003, 0, 0, 5});
    row("sgd momentum", "sgdUpdate", {100003, 90, 0, 1});
    row("sgd nesterov", "sgdUpdate", {1003, 90, 1, 5});
    row("sgd f64", "sgdUpdate", {1003, 90, 1, 5}, "f64");
    row("adam step 1", "adamUpdate", {1003, 1, 0});
    row("adam step 7 wd", "adamUpdate", {100003, 7, 10});
    row("adam f64", "adamUpdate", {1003, 3, 10}, "f64");
  }

  void agreement() {
    QFETCH(QString, op);
    QFETCH(QString, dtype);
    QFETCH(Params, params);
    QVERIFY2(ops().count(op), qPrintable("no op entry for " + op));
    const DType dt = dtypeFromName(dtype.toStdString());
    const double tol = dt == DType::F64 ? 1e-10 : 1e-4;
    const std::uint64_t seed = qHash(QString(QTest::currentDataTag())) + 1;
    CpuReferenceBackend ref;
    const Outputs want = runOp(ref, op, dt, params, seed);
    for (int threads : {1, 2}) {
      CpuBlasBackend blas(threads);
      const Outputs got = runOp(blas, op, dt, params, seed);
      QCOMPARE(got.size(), want.size());
      for (std::size_t i = 0; i < got.size(); ++i) {
        const Output& g = got[i];
        const Output& w = want[i];
        const QString where = QString("%1 threads, output %2").arg(threads).arg(QString::fromStdString(g.name));
        QVERIFY2(g.host.shape() == w.host.shape() && g.host.dtype() == w.host.dtype(), qPrintable(where));
        if (g.exact) {
          QVERIFY2(std::memcmp(g.host.raw(), w.host.raw(), g.host.bytes()) == 0,
                   qPrintable(where + ": not bit-identical"));
        } else {
          const double err = test::relativeError(g.host, w.host);
          QVERIFY2(err <= tol, qPrintable(where + QString(": relative error %1 > %2").arg(err).arg(tol)));
        }
      }
    }
  }

  // Every row of the table names an op of ops(), and every op has at least one row.
  void tableCoversEveryOp() {
    const std::vector<QString> all = {"fill",
                                      "copy",
                                      "add",
                                      "scale",
                                      "sum",
                                      "allFinite",
                                      "gatherRows",
                                      "linearForward",
                                      "linearBackward",
                                      "conv2dForward",
                                      "conv2dBackward",
                                      "maxPoolForward",
                                      "maxPoolBackward",
                                      "avgPoolForward",
                                      "avgPoolBackward",
                                      "batchNormForward",
                                      "batchNormBackward",
                                      "activationForward",
                                      "activationBackward",
                                      "dropoutForward",
                                      "dropoutBackward",
                                      "softmaxCrossEntropy",
                                      "mseOneHot",
                                      "confusionUpdate",
                                      "sgdUpdate",
                                      "adamUpdate"};
    for (const QString& op : all) QVERIFY2(ops().count(op), qPrintable(op));
    QCOMPARE(ops().size(), all.size());
  }

  void dropoutDropsTheSameElements() {
    for (int threads : {1, 2}) {
      CpuBlasBackend blas(threads);
      CpuReferenceBackend ref;
      Tensor x = test::randomTensor(Shape{70001}, DType::F32, 5);
      Tensor y1 = test::poisoned(x.shape(), DType::F32), m1 = test::poisoned(x.shape(), DType::F32);
      Tensor y2 = test::poisoned(x.shape(), DType::F32), m2 = test::poisoned(x.shape(), DType::F32);
      blas.dropoutForward(x, y1, m1, 0.3, 424242);
      ref.dropoutForward(x, y2, m2, 0.3, 424242);
      std::int64_t dropped = 0;
      for (std::int64_t i = 0; i < x.numel(); ++i) {
        const bool kept = counterUniform(424242, static_cast<std::uint64_t>(i)) >= 0.3;
        QVERIFY((m1.data<float>()[i] != 0.0f) == kept);
        QVERIFY((m2.data<float>()[i] != 0.0f) == kept);
        dropped += kept ? 0 : 1;
      }
      QVERIFY(dropped > 70001 / 4 && dropped < 70001 * 7 / 20);
    }
  }

  void labelsOutOfRangeAreBadInput() {
    CpuBlasBackend blas(2);
    Tensor z = test::randomTensor(Shape{5, 10}, DType::F32, 3);
    Tensor lab = test::randomLabels(5, 10, 4);
    lab.data<std::int32_t>()[3] = 12;
    Tensor loss = Tensor::empty(Shape{1}, DType::F32), grad = Tensor::empty(Shape{5, 10}, DType::F32);
    Tensor conf = Tensor::zeros(Shape{10, 10}, DType::I64);
    const std::vector<std::function<void()>> calls = {
        [&] { blas.softmaxCrossEntropy(z, lab, loss, &grad); },
        [&] { blas.mseOneHot(z, lab, loss, nullptr); },
        [&] { blas.confusionUpdate(z, lab, conf); },
    };
    for (const auto& call : calls) {
      try {
        call();
        QFAIL("no error for label 12");
      } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::BadInput);
        QCOMPARE(QString(e.what()), QString("label 12 at row 3 is outside 0..9"));
      }
    }
    lab.data<std::int32_t>()[3] = -1;
    QVERIFY_THROWS_EXCEPTION(Error, blas.softmaxCrossEntropy(z, lab, loss, nullptr));
    for (std::int64_t i = 0; i < conf.numel(); ++i) QCOMPARE(conf.data<std::int64_t>()[i], std::int64_t{0});
  }

  // One thread: two runs (and two backend objects) give the same bits. Two threads: the static
  // partition makes repeated runs identical as well.
  void convIsBitReproducible() {
    for (int threads : {1, 2}) {
      CpuBlasBackend a(threads), b(threads);
      const auto first = convRound(a);
      const auto again = convRound(a);
      const auto other = convRound(b);
      for (std::size_t i = 0; i < first.size(); ++i) {
        QVERIFY(std::memcmp(first[i].raw(), again[i].raw(), first[i].bytes()) == 0);
        QVERIFY(std::memcmp(first[i].raw(), other[i].raw(), first[i].bytes()) == 0);
      }
    }
  }

  void identity() {
    CpuBlasBackend one(1), two(2), clamped(0);
    QCOMPARE(QString::fromStdString(two.name()), QString("cpu-blas"));
    QCOMPARE(one.threads(), 1);
    QCOMPARE(two.threads(), 2);
    QCOMPARE(clamped.threads(), 1);
    QVERIFY(two.supports(DType::F32) && two.supports(DType::F64));
    QVERIFY(!two.supports(DType::F16) && !two.supports(DType::BF16));
    const QString d = QString::fromStdString(two.describe());
    QVERIFY2(d.startsWith("cpu-blas (OpenBLAS") && d.endsWith(", 2 threads)"), qPrintable(d));
    QVERIFY2(QString::fromStdString(one.describe()).endsWith(", 1 thread)"), one.describe().c_str());
    QVERIFY(two.device().isCpu());
  }

  void unsupportedDTypeThrows() {
    CpuBlasBackend blas(1);
    Tensor h = Tensor::zeros(Shape{4}, DType::F16);
    try {
      blas.scale(h, 2.0);
      QFAIL("no error for f16");
    } catch (const Error& e) {
      QCOMPARE(e.kind(), ErrorKind::Unsupported);
    }
  }
};

QTEST_GUILESS_MAIN(TestBackendAgreement)
#include "test_backend_agreement.moc"

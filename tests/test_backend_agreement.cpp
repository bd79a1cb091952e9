// cpu-blas against the cpu-reference oracle: every op of the Backend contract, with 1 and 2
// threads, odd shapes, batch > 1, fresh random inputs for each case and poisoned outputs (an
// element the backend forgets to write is NaN and fails the comparison).
//
// The `agreement` table is data-driven: one row = one op case. Columns: op name, dtype, integer
// parameters (meaning per op, see the comment above each entry of ops()). To cover a new shape
// add a row in agreement_data(); to cover a new op add an entry to ops() and a row.
#include <QFile>
#include <QRegularExpression>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <memory>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_blas/cpu_blas_onednn.h"
#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"
#include "core/rng.h"
#include "support/op_cases.h"
#include "support/test_support.h"

using namespace nnlab;
using test::Params;

namespace {

using test::OpCtx;
using test::OpOutput;
using test::OpOutputs;
using test::convGeometry;
using test::opCases;

Shape nchw(int n, int c, int h, int w) { return Shape{n, c, h, w}; }

OpOutputs runOp(Backend& be, const QString& op, DType dt, const Params& p, std::uint64_t seed) {
  OpCtx ctx(be, dt, seed);
  return opCases().at(op)(ctx, p);
}

// Runs conv forward + backward (LeNet's second layer shape) and returns y, dx, dw, db.
std::vector<Tensor> convRound(Backend& be) {
  ConvGeometry g = convGeometry({8, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0});
  OpCtx c(be, DType::F32, 77);
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
    // a ResNet block's 3x3 layer, batch > 8: oneDNN's `auto` takes Winograd for it on AVX-512
    row("conv fwd resnet 3x3", "conv2dForward", {16, 64, 12, 12, 64, 3, 3, 1, 1, 1, 1, 0});
    row("conv bwd resnet 3x3", "conv2dBackward", {16, 64, 12, 12, 64, 3, 3, 1, 1, 1, 1, 0, 1});
    row("conv bwd resnet 1x1 s2", "conv2dBackward", {16, 64, 12, 12, 128, 1, 1, 2, 2, 0, 0, 0, 1});
    row("conv bwd f64", "conv2dBackward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1, 1}, "f64");
    // dilation: {..., bias | db, dx, dilH, dilW}
    row("conv fwd 3x3 dil 2", "conv2dForward", {3, 5, 11, 9, 7, 3, 3, 1, 1, 2, 2, 1, 0, 2, 2});
    row("conv fwd 3x2 s2 dil 3x2", "conv2dForward", {2, 3, 13, 10, 4, 3, 2, 2, 1, 1, 0, 1, 0, 3, 2});
    row("conv bwd 3x3 dil 2", "conv2dBackward", {3, 5, 11, 9, 7, 3, 3, 1, 1, 2, 2, 1, 1, 2, 2});
    row("conv bwd 3x2 s2 dil 3x2", "conv2dBackward", {2, 3, 13, 10, 4, 3, 2, 2, 1, 1, 0, 1, 1, 3, 2});
    // 1-D convolutions (conv1d): H = R = 1, odd lengths, batch > 1, stride, padding, dilation
    row("conv1d fwd k5 p2", "conv2dForward", {5, 3, 1, 37, 8, 1, 5, 1, 1, 0, 2, 1});
    row("conv1d fwd k3 s2 dil 2", "conv2dForward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 0, 1, 2});
    row("conv1d fwd k7 dil 3 no bias", "conv2dForward", {3, 4, 1, 63, 5, 1, 7, 1, 1, 0, 3, 0, 0, 1, 3});
    row("conv1d fwd rrlyrae", "conv2dForward", {32, 1, 1, 64, 16, 1, 7, 1, 1, 0, 3, 1});
    row("conv1d fwd f64 dil 2", "conv2dForward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 0, 1, 2}, "f64");
    row("conv1d bwd k5 p2", "conv2dBackward", {5, 3, 1, 37, 8, 1, 5, 1, 1, 0, 2, 1, 1});
    row("conv1d bwd k3 s2 dil 2", "conv2dBackward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 1, 1, 2});
    row("conv1d bwd k7 dil 3 no db", "conv2dBackward", {3, 4, 1, 63, 5, 1, 7, 1, 1, 0, 3, 0, 1, 1, 3});
    row("conv1d bwd rrlyrae no dx", "conv2dBackward", {32, 1, 1, 64, 16, 1, 7, 1, 1, 0, 3, 1, 0});
    row("conv1d bwd f64 dil 2", "conv2dBackward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 1, 1, 2}, "f64");
    // pooling: {N, C, H, W, kH, kW, sH, sW, pH, pW}
    const std::pair<const char*, Params> pools[] = {
        {"2x2 s2", {3, 5, 11, 9, 2, 2, 2, 2, 0, 0}},
        {"3x3 s2 p1 overlap", {3, 5, 11, 9, 3, 3, 2, 2, 1, 1}},
        {"3x2 s1 p1", {2, 3, 7, 8, 3, 2, 1, 1, 1, 1}},
        {"lenet 2x2", {64, 6, 28, 28, 2, 2, 2, 2, 0, 0}},
        // 1-D (maxpool1d, avgpool1d, globalavgpool1d): H = kH = 1
        {"1d k2", {5, 3, 1, 37, 1, 2, 1, 2, 0, 0}},
        {"1d k3 s2 p1", {4, 6, 1, 29, 1, 3, 1, 2, 0, 1}},
        {"1d global", {7, 16, 1, 15, 1, 15, 1, 15, 0, 0}},
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
    row("bn2d fwd mean 1000 std 1", "batchNormForward", {4, 3, 5 * 11, 1, 1000});
    row("bn2d fwd mean 1000 std 1 f64", "batchNormForward", {4, 3, 5 * 11, 1, 1000}, "f64");
    row("bn2d bwd", "batchNormBackward", {3, 5, 7 * 9});
    row("bn1d bwd", "batchNormBackward", {13, 11, 1});
    row("bn2d bwd big", "batchNormBackward", {16, 8, 14 * 14});
    row("bn bwd f64", "batchNormBackward", {3, 5, 7 * 9}, "f64");
    row("bn sync", "batchNormSync", {3, 5, 7 * 9, 0, 1000});
    row("bn sync relu, scaled sums", "batchNormSync", {4, 6, 5 * 7, 1, 2500});
    row("bn1d sync", "batchNormSync", {13, 11, 1, 0, 500});
    row("bn sync f64", "batchNormSync", {3, 5, 7 * 9, 1, 1000}, "f64");
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
    // fused ReLU
    row("linear relu fwd", "linearReluForward", {7, 33, 13, 1});
    row("linear relu fwd no bias", "linearReluForward", {64, 784, 192, 0});
    row("relu linear bwd", "reluLinearBackward", {7, 33, 13, 1, 1});
    row("relu linear bwd mlp", "reluLinearBackward", {64, 784, 192, 0, 1});
    row("conv relu fwd", "conv2dReluForward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1});
    row("relu conv bwd", "reluConv2dBackward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1, 1});
    row("conv1d relu fwd dil 2", "conv2dReluForward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 0, 1, 2});
    row("relu conv1d bwd dil 2", "reluConv2dBackward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 1, 1, 2});
    row("bn relu fwd train", "batchNormReluForward", {3, 5, 7 * 9, 1});
    row("bn relu fwd eval", "batchNormReluForward", {3, 5, 7 * 9, 0});
    row("relu bn bwd", "reluBatchNormBackward", {3, 5, 7 * 9});
    row("relu bn1d bwd", "reluBatchNormBackward", {13, 11, 1});
    row("bn relu fwd big", "batchNormReluForward", {16, 8, 14 * 14 + 3, 1});
    row("relu bn bwd big", "reluBatchNormBackward", {16, 8, 14 * 14 + 3});
    row("relu bn bwd f64", "reluBatchNormBackward", {3, 5, 7 * 9}, "f64");
    row("add relu", "addRelu", {100003});
    row("bn add relu", "batchNormAddRelu", {3, 5, 7 * 9});
    row("bn add relu big", "batchNormAddRelu", {16, 8, 14 * 14 + 3});
  }

  void agreement() {
    QFETCH(QString, op);
    QFETCH(QString, dtype);
    QFETCH(Params, params);
    QVERIFY2(opCases().count(op), qPrintable("no op entry for " + op));
    const DType dt = dtypeFromName(dtype.toStdString());
    const double tol = dt == DType::F64 ? 1e-10 : 1e-4;
    const std::uint64_t seed = qHash(QString(QTest::currentDataTag())) + 1;
    CpuReferenceBackend ref;
    const OpOutputs want = runOp(ref, op, dt, params, seed);
    for (int threads : {1, 2}) {
      CpuBlasBackend blas(threads);
      const OpOutputs got = runOp(blas, op, dt, params, seed);
      QCOMPARE(got.size(), want.size());
      for (std::size_t i = 0; i < got.size(); ++i) {
        const OpOutput& g = got[i];
        const OpOutput& w = want[i];
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

  // The Backend contract read from backend.h: every virtual op has a case in the shared table
  // (support/op_cases.cpp), or is listed here with where else it is tested; every case has rows
  // in this table and in the CUDA table (test_cuda_backend.cpp, which runs only on a GPU, so its
  // rows are read from its source). A new op cannot reach either backend untested.
  void tableCoversEveryOp() {
    auto readFile = [](const std::string& path) {
      QFile f(QString::fromStdString(path));
      return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    const QString contract = readFile(test::sourceDir() + "/engine/backends/backend.h");
    QVERIFY2(!contract.isEmpty(), "engine/backends/backend.h not found");
    // Parts of the contract a case of its own covers, and what is tested elsewhere.
    const std::map<QString, QString> coveredBy = {
        {"conv2dForwardCols", "conv2dForward"},     {"batchNormSums", "batchNormSync"},
        {"batchNormApply", "batchNormSync"},        {"batchNormGradSums", "batchNormSync"},
        {"batchNormGradApply", "batchNormSync"},   {"batchNormAddReluForward", "batchNormAddRelu"},
        {"batchNormAddReluBackward", "batchNormAddRelu"}};
    const std::map<QString, QString> elsewhere = {
        {"name", "describes the backend"}, {"describe", "test_cli devices"}, {"device", "every suite"},
        {"threads", "test_cpu_reference"}, {"setPrecision", "test_cuda_training"}, {"precision", "test_cuda_training"},
        {"setDeterministic", "test_trainer"}, {"allocate", "every case"}, {"upload", "every case"}, {"download", "every case"},
        {"synchronize", "test_cuda_backend"}, {"makeCurrent", "test_gpu_pipeline"}, {"transfer", "test_pipeline, test_gpu_pipeline"},
        {"placeDataset", "test_trainer, test_cuda_training"}, {"supportsChannelsLast", "test_cuda_backend channelsLast"},
        {"convertLayout", "test_cuda_backend channelsLast"}, {"convert", "test_step_ops"}, {"canRecord", "test_cuda_backend"},
        {"beginRecording", "test_cuda_backend recordedSteps"}, {"endRecording", "test_cuda_backend recordedSteps"},
        {"replay", "test_cuda_backend recordedSteps"}, {"makeStepState", "test_step_ops"}, {"readStepState", "test_step_ops"},
        {"writeStepState", "test_step_ops"}, {"shuffleOrder", "test_step_ops, test_cuda_backend"},
        {"gatherBatch", "test_step_ops"}, {"gatherSamples", "test_step_ops"}, {"prefetchSamples", "test_step_ops"},
        {"gatherStaged", "test_step_ops"}, {"finishPrefetch", "test_step_ops"}, {"dropoutStep", "test_step_ops"},
        {"softmaxCrossEntropyStep", "test_step_ops"}, {"mseOneHotStep", "test_step_ops"}, {"sgdStep", "test_step_ops"},
        {"adamStep", "test_step_ops"}, {"advanceStep", "test_step_ops"}, {"sibling", "test_pipeline (split layers)"},
        {"copy2d", "test_pipeline (split layers: the halves joined and cut), test_gpu_pipeline aLayerSplitOverTwoGpus"},
        {"beginSide", "test_cuda_backend"}, {"endSide", "test_cuda_backend"}, {"joinSide", "test_cuda_backend"},
        {"memoryInfo", "test_cuda_training"}, {"supports", "test_cuda_training (dtypes per device)"},
        {"streams", "test_cuda_training (samples streamed from the host)"}, {"abortRecording", "test_cuda_backend"},
        {"allocationGeneration", "test_cuda_backend recordedSteps"}};
    const QRegularExpression virt(QStringLiteral("virtual\\s+[^;{(]*?\\b(\\w+)\\s*\\("));
    QStringList missing;
    int seen = 0;
    for (auto it = virt.globalMatch(contract); it.hasNext();) {
      const QString op = it.next().captured(1);
      if (op == "Backend" || op == "Recording") continue;  // destructors
      ++seen;
      const QString name = coveredBy.count(op) ? coveredBy.at(op) : op;
      if (!opCases().count(name) && !elsewhere.count(op)) missing << op;
    }
    QVERIFY2(seen > 40, qPrintable(QString("read only %1 virtual ops from backend.h").arg(seen)));
    QVERIFY2(missing.isEmpty(), qPrintable("ops of the Backend contract with no agreement case: " + missing.join(", ")));
    // Rows: this table, and the CUDA table.
    const QString self = readFile(test::sourceDir() + "/tests/test_backend_agreement.cpp");
    const QString cuda = readFile(test::sourceDir() + "/tests/test_cuda_backend.cpp");
    QVERIFY(!self.isEmpty() && !cuda.isEmpty());
    for (const auto& [op, fn] : opCases()) {
      // (rows are written out or made in loops over op names: the name stands quoted in the table)
      const QString quoted = QStringLiteral("\"%1\"").arg(op);
      QVERIFY2(self.count(quoted) >= 1, qPrintable(op + ": no row in this table"));
      QVERIFY2(cuda.contains(quoted), qPrintable(op + ": no row in the CUDA table (test_cuda_backend.cpp)"));
    }
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

  // Built with oneDNN (GCC Release trees; NNLAB_CPU_CONV unset), f32 convolutions of a ResNet
  // block's shape run through it, and describe() says so; the agreement rows above check them.
  void onednnRunsTheResNetConvolutions() {
    const std::string version = blas::OneDnnConv::version();
    if (version.empty()) QSKIP("built without oneDNN (or NNLAB_CPU_CONV=im2col): every convolution runs im2col");
    const ConvGeometry g = convGeometry({32, 64, 37, 50, 64, 3, 3, 1, 1, 1, 1});
    blas::OneDnnConv conv;
    const std::string impl = conv.implementation(g, false, 2);
    qInfo("%s picks %s for a 64-channel 3x3 layer, batch 32, 2 threads", version.c_str(), impl.c_str());
    QVERIFY2(!impl.empty(), "oneDNN has no fast implementation of a ResNet 3x3 layer on this CPU");
    QVERIFY2(CpuBlasBackend(2).describe().find(version) != std::string::npos, CpuBlasBackend(2).describe().c_str());
    // f64 has no oneDNN path, and a geometry oneDNN cannot take leaves the caller to im2col
    ConvGeometry bad = g;
    bad.nhwc = true;
    QVERIFY(conv.implementation(bad, false, 2).empty());
    // The backward of a one-channel stem is left to im2col where oneDNN would pad the channel to
    // its block of 8 or 16 (5-7x slower than im2col for the gray ResNet stem on AVX2; it does on
    // AVX2 and AVX-512); a 64-channel layer's backward is oneDNN's.
    auto backwardTaken = [&](const ConvGeometry& cg) {
      std::vector<float> x(static_cast<std::size_t>(cg.n) * cg.c * cg.h * cg.w, 0.5f),
          w(static_cast<std::size_t>(cg.k) * cg.c * cg.r * cg.s, 0.25f),
          dy(static_cast<std::size_t>(cg.n) * cg.k * cg.p * cg.q, 1.f), dw(w.size(), -1.f);
      return conv.backward(cg, x.data(), w.data(), dy.data(), nullptr, dw.data(), nullptr, 2);
    };
    const ConvGeometry stem = convGeometry({4, 1, 60, 70, 64, 7, 7, 2, 2, 3, 3});
    QVERIFY2(!conv.implementation(stem, false, 2).empty(), "the stem's forward should still be oneDNN's");
    QVERIFY2(!backwardTaken(stem), "a one-channel stem's backward went to oneDNN's padded layout");
    QVERIFY2(backwardTaken(convGeometry({4, 64, 20, 24, 64, 3, 3, 1, 1, 1, 1})),
             "a 64-channel 3x3 layer's backward was left to im2col");
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

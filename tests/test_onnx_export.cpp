// Models out of nnlab as ONNX (engine/interop/onnx_export): every layer type, a split layer and
// residual blocks (with and without projection) exported from a model with random weights and
// batch-norm statistics; ONNX's checker accepts each file, and onnxruntime (the npm package
// onnxruntime-node that scripts/setup-deps installs in tools/onnxruntime) gives nnlab's own
// evaluation outputs within 1e-4 (relative to the largest logit). A file that cannot be written and
// a file that is not ONNX get clear messages.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <fstream>

#include "backends/backend_factory.h"
#include "core/rng.h"
#include "interop/onnx_export.h"
#include "nn/model.h"
#include "nn/model_spec.h"
#include "support/expect_error.h"
#include "support/export_models.h"
#include "support/test_support.h"

using namespace nnlab;

class OnnxExportTest : public QObject {
  Q_OBJECT

  static ModelSpec spec(const char* json) { return ModelSpec::fromJson(nlohmann::json::parse(json)); }

  // nnlab's logits and onnxruntime's for the same input; returns the largest difference relative
  // to the largest logit.
  static double compare(const ModelSpec& s, std::int64_t n = 3) {
    QTemporaryDir dir;
    auto backend = makeBackend("cpu-blas", 1);
    const Shape input = *s.input;
    auto model = Model::create(s, input, s.classes);
    model->build(*backend, DType::F32, 11);
    // Batch norm with statistics of its own (not 0 and 1), so that the export of them counts.
    Rng rng(5);
    for (auto& [name, t] : model->state())
      if (name.find("running_") != std::string::npos) {
        Tensor h = Tensor::empty(t->shape(), DType::F32);
        for (std::int64_t i = 0; i < h.numel(); ++i)
          h.data<float>()[i] = name.find("var") != std::string::npos ? 0.5f + rng.uniform() : rng.uniform() - 0.5f;
        backend->upload(h, *t);
      }
    Tensor x = Tensor::empty(input.withBatch(n), DType::F32);
    for (std::int64_t i = 0; i < x.numel(); ++i) x.data<float>()[i] = static_cast<float>(rng.uniform());
    const Tensor& logits = model->forward(x, false);
    const std::string path = (dir.path() + "/m.onnx").toStdString();
    const OnnxExport info = exportOnnx(*model, path);
    if (info.parameters != model->paramCount() + [&] {
          std::int64_t b = 0;
          for (auto& [name, t] : model->state())
            if (name.find("running_") != std::string::npos) b += t->numel();
          return b;
        }())
    {
      qWarning("exported %lld values, not the model's parameters and batch-norm statistics", static_cast<long long>(info.parameters));
      return 1e9;
    }
    checkOnnxFile(path);
    {
      std::ofstream f((dir.path() + "/x.f32").toStdString(), std::ios::binary);
      f.write(static_cast<const char*>(x.raw()), static_cast<std::streamsize>(x.bytes()));
    }
    QStringList dims{QString::number(n)};
    for (int d = 0; d < input.rank(); ++d) dims << QString::number(input[d]);
    QProcess node;
    node.start("node", {QString::fromStdString(test::sourceDir() + "/tools/onnxruntime/run.js"), QString::fromStdString(path),
                        dir.path() + "/x.f32", dims.join(','), dir.path() + "/y.f32"});
    if (!node.waitForFinished(120000) || node.exitStatus() != QProcess::NormalExit || node.exitCode() != 0) {
      qWarning("node: %s", node.readAllStandardError().constData());
      return 1e9;
    }
    QFile out(dir.path() + "/y.f32");
    if (!out.open(QIODevice::ReadOnly)) return 1e9;
    const QByteArray y = out.readAll();
    if (y.size() != static_cast<qsizetype>(logits.numel() * 4)) return 1e9;
    const float* theirs = reinterpret_cast<const float*>(y.constData());
    double scale = 1e-6, worst = 0.0;
    for (std::int64_t i = 0; i < logits.numel(); ++i) scale = std::max(scale, std::fabs(static_cast<double>(logits.data<float>()[i])));
    for (std::int64_t i = 0; i < logits.numel(); ++i)
      worst = std::max(worst, std::fabs(static_cast<double>(logits.data<float>()[i]) - theirs[i]) / scale);
    qInfo("%s: %lld nodes, %lld initializers; largest difference %.2e of the largest logit", s.name.c_str(),
          static_cast<long long>(info.nodes), static_cast<long long>(info.initializers), worst);
    return worst;
  }

 private slots:
  void initTestCase() {
    const QString run = QString::fromStdString(test::sourceDir() + "/tools/onnxruntime/node_modules/onnxruntime-node");
    QVERIFY2(QFileInfo::exists(run), "onnxruntime is not installed in tools/onnxruntime: run scripts/setup-deps");
  }

  void everyLayerTypeMatchesOnnxruntime_data() {
    QTest::addColumn<QString>("json");
    for (const auto& [name, json] : test::exportModels()) QTest::addRow("%s", name.c_str()) << QString::fromStdString(json);
  }

  void everyLayerTypeMatchesOnnxruntime() {
    QFETCH(QString, json);
    const double worst = compare(spec(json.toUtf8().constData()));
    QVERIFY2(worst < 1e-4, qPrintable(QString::number(worst)));
  }

  void badFilesAndPlacesGetMessages() {
    QTemporaryDir dir;
    auto backend = makeBackend("cpu-blas", 1);
    auto model = Model::create(test::toyMlp(), Shape{1, 8, 8}, 4);
    model->build(*backend, DType::F32, 1);
    EXPECT_ERROR([&] { exportOnnx(*model, (dir.path() + "/no/such/dir/m.onnx").toStdString()); }, ErrorKind::BadInput,
                 {"cannot write"});
    const std::string junk = (dir.path() + "/junk.onnx").toStdString();
    std::ofstream(junk) << "not a model";
    EXPECT_ERROR([&] { checkOnnxFile(junk); }, ErrorKind::BadInput, {"ONNX's checker refuses"});
  }
};

QTEST_GUILESS_MAIN(OnnxExportTest)
#include "test_onnx_export.moc"

// Models out of nnlab as PyTorch code (engine/interop/torch_export): every layer type, a split
// layer and residual blocks (with and without projection), exported from a model with random
// weights and batch-norm statistics. Here: model.safetensors follows the format (header length,
// JSON header, contiguous byte ranges) and holds every parameter and statistic under the module's
// state_dict names, model.py compiles (python3) and names one module per layer, sample.safetensors
// holds nnlab's own logits for its inputs. Where PyTorch is installed (the GPU machine), PyTorch
// loads the module and its weights and gives those logits within 1e-4 (`model.py --check`);
// elsewhere that step says it is skipped. A folder that cannot be made gets a clear message.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>

#include <nlohmann/json.hpp>

#include "backends/backend_factory.h"
#include "core/rng.h"
#include "interop/torch_export.h"
#include "nn/model.h"
#include "nn/model_spec.h"
#include "support/expect_error.h"
#include "support/export_models.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

struct Safetensors {
  nlohmann::json header;
  std::string data;
};

// Reads a safetensors file strictly (the test's own reader: the product writes, never reads, it).
bool readSafetensors(const std::string& path, Safetensors& out, std::string& why) {
  std::ifstream f(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (bytes.size() < 8) return why = "shorter than its header length", false;
  std::uint64_t n = 0;
  for (int i = 0; i < 8; ++i) n |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[i])) << (8 * i);
  if (n % 8 != 0 || 8 + n > bytes.size()) return why = "bad header length " + std::to_string(n), false;
  out.header = nlohmann::json::parse(bytes.substr(8, n));
  out.data = bytes.substr(8 + n);
  // Every tensor's byte range matches its shape and type; together they tile the data exactly.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  for (auto& [name, info] : out.header.items()) {
    if (name == "__metadata__") continue;
    const auto off = info["data_offsets"].get<std::vector<std::uint64_t>>();
    std::uint64_t count = 1;
    for (auto d : info["shape"]) count *= d.get<std::uint64_t>();
    const std::uint64_t size = info["dtype"] == "I64" ? 8 : 4;
    if (off.size() != 2 || off[1] < off[0] || off[1] - off[0] != count * size) return why = name + ": byte range vs shape", false;
    ranges.emplace_back(off[0], off[1]);
  }
  std::sort(ranges.begin(), ranges.end());
  std::uint64_t at = 0;
  for (auto [b, e] : ranges) {
    if (b != at) return why = "byte ranges leave a gap or overlap at " + std::to_string(at), false;
    at = e;
  }
  if (at != out.data.size()) return why = "data size " + std::to_string(out.data.size()) + " vs " + std::to_string(at), false;
  return true;
}

std::vector<float> floats(const Safetensors& s, const std::string& name) {
  const auto off = s.header[name]["data_offsets"].get<std::vector<std::uint64_t>>();
  std::vector<float> v((off[1] - off[0]) / 4);
  std::memcpy(v.data(), s.data.data() + off[0], off[1] - off[0]);
  return v;
}

bool pythonHas(const char* module) {
  QProcess p;
  p.start("python3", {"-c", QString("import %1").arg(module)});
  return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

}  // namespace

class TorchExportTest : public QObject {
  Q_OBJECT

 private slots:
  void everyLayerTypeAsPyTorch_data() {
    QTest::addColumn<QString>("json");
    for (const auto& [name, json] : test::exportModels()) QTest::addRow("%s", name.c_str()) << QString::fromStdString(json);
  }


  void everyLayerTypeAsPyTorch() {
    QFETCH(QString, json);
    const ModelSpec s = ModelSpec::fromJson(nlohmann::json::parse(json.toStdString()));
    QTemporaryDir dir;
    auto backend = makeBackend("cpu-blas", 1);
    auto model = Model::create(s, *s.input, s.classes);
    model->build(*backend, DType::F32, 11);
    Rng rng(5);
    std::int64_t statistics = 0, norms = 0;
    for (auto& [name, t] : model->state())
      if (name.find("running_") != std::string::npos) {
        Tensor h = Tensor::empty(t->shape(), DType::F32);
        for (std::int64_t i = 0; i < h.numel(); ++i)
          h.data<float>()[i] = name.find("var") != std::string::npos ? 0.5f + rng.uniform() : rng.uniform() - 0.5f;
        backend->upload(h, *t);
        statistics += t->numel();
        norms += name.find("running_mean") != std::string::npos;
      }
    const std::string out = (dir.path() + "/export").toStdString();
    const TorchExport e = exportPyTorch(*model, out, 4, 7);
    QCOMPARE(e.parameters, model->paramCount() + statistics);
    QCOMPARE(e.samples, 4);

    Safetensors weights, sample;
    std::string why;
    QVERIFY2(readSafetensors(out + "/model.safetensors", weights, why), why.c_str());
    QCOMPARE(static_cast<std::int64_t>(weights.header.size()) - 1, e.tensors);  // __metadata__ aside
    std::int64_t values = 0, tracked = 0;
    for (auto& [name, info] : weights.header.items()) {
      if (name == "__metadata__") continue;
      QVERIFY2(name.rfind("layer", 0) == 0, name.c_str());
      if (info["dtype"] == "I64") {
        ++tracked;
        QVERIFY(name.size() > 20 && name.substr(name.size() - 20) == ".num_batches_tracked");
      } else {
        values += static_cast<std::int64_t>(floats(weights, name).size());
      }
    }
    QCOMPARE(values, e.parameters);
    QCOMPARE(tracked, norms);  // one counter per batch norm, as PyTorch's state_dict has

    // The first layer's weights are nnlab's, in PyTorch's (out, in, ...) order.
    const std::vector<Param*> params = model->layer(0).parameters();
    if (!params.empty() && s.layers[0].value("split", 1) == 1) {
      const std::vector<float> w = floats(weights, "layer1.weight");
      QCOMPARE(static_cast<std::int64_t>(w.size()), params[0]->value.numel());
      QCOMPARE(w[3], params[0]->value.data<float>()[3]);
    }

    // nnlab's logits for the sample's inputs.
    QVERIFY2(readSafetensors(out + "/sample.safetensors", sample, why), why.c_str());
    const std::vector<float> x = floats(sample, "input"), logits = floats(sample, "logits");
    Tensor xt = Tensor::empty(s.input->withBatch(4), DType::F32);
    std::memcpy(xt.raw(), x.data(), x.size() * 4);
    const Tensor& mine = model->forward(xt, false);
    QCOMPARE(static_cast<std::int64_t>(logits.size()), mine.numel());
    for (std::int64_t i = 0; i < mine.numel(); ++i) QCOMPARE(logits[static_cast<std::size_t>(i)], mine.data<float>()[i]);

    // model.py: one module per layer, Python that compiles.
    std::ifstream py(out + "/model.py");
    const std::string code((std::istreambuf_iterator<char>(py)), std::istreambuf_iterator<char>());
    QVERIFY2(code.find("class " + e.className + "(nn.Module):") != std::string::npos, code.c_str());
    for (std::size_t i = 1; i <= model->layerCount(); ++i)
      QVERIFY2(code.find("self.layer" + std::to_string(i) + " = ") != std::string::npos, qPrintable(QString::number(i)));
    QProcess compile;
    compile.start("python3", {"-m", "py_compile", QString::fromStdString(out + "/model.py")});
    QVERIFY(compile.waitForFinished(60000));
    QVERIFY2(compile.exitCode() == 0, compile.readAllStandardError().constData());

    // PyTorch's own logits, where PyTorch is installed.
    if (!pythonHas("torch")) {
      qInfo("%s: PyTorch is not installed here: `model.py --check` runs on the GPU machine", s.name.c_str());
      return;
    }
    QProcess check;
    check.setWorkingDirectory(QString::fromStdString(out));
    check.start("python3", {"model.py", "--check", "sample.safetensors"});
    QVERIFY(check.waitForFinished(300000));
    const QByteArray said = check.readAllStandardOutput() + check.readAllStandardError();
    qInfo("%s", said.trimmed().constData());
    QVERIFY2(check.exitCode() == 0, said.constData());
  }

  void badPlacesGetMessages() {
    auto backend = makeBackend("cpu-blas", 1);
    auto model = Model::create(test::toyCnn(), *test::toyCnn().input, 4);
    model->build(*backend, DType::F32, 1);
    QTemporaryDir dir;
    const std::string file = (dir.path() + "/plain-file").toStdString();
    std::ofstream(file) << "x";
    EXPECT_ERROR([&] { exportPyTorch(*model, file + "/sub", 0); }, ErrorKind::BadInput, {"cannot create the folder"});
  }
};

QTEST_GUILESS_MAIN(TorchExportTest)
#include "test_torch_export.moc"

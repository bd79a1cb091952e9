// Model building and validation:
//   presets       every preset checks out for its natural input; parameter counts equal
//                 PyTorch's (LeNet-5, MLP, torchvision ResNet-18/34 with a 1-channel stem).
//   invalidModel  impossible stacks give "layer N (label): reason" messages (data-driven).
//   backends      Model::create + build + forward/backward agree on cpu-reference and cpu-blas.
//   state         Model::state() names are unique, stable and as documented.
//   roundTrip     spec.toJson() -> fromJson and layer args() -> createLayer reproduce the reports.
// Here presets, shapes and invalid models; backends, state and round trips in test_model_agreement.cpp.
#include <QtTest>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "nn/dense_stack.h"
#include "nn/layer_registry.h"
#include "nn/loss.h"
#include "nn/model.h"
#include "nn/model_spec.h"
#include "support/test_support.h"
#include "test_model.h"

using namespace nnlab;
using json = nlohmann::json;
using nnlab::test::relativeError;
using namespace nnlab::test::model_suite;

namespace {

Shape parseShape(const QString& s) {
  if (s.isEmpty()) return Shape{};
  std::vector<std::int64_t> dims;
  for (const QString& d : s.split(QLatin1Char('x'))) dims.push_back(d.toLongLong());
  return Shape(dims);
}

}  // namespace

void ModelTest::presetsCovered() {
  const auto names = presetNames();
  QVERIFY2(!names.empty(), presetDirectory().c_str());
  std::set<std::string> have(names.begin(), names.end());
  for (const auto& n : names)
    QVERIFY2(presetCases().count(n),
             qPrintable(QStringLiteral("preset '%1' has no natural input in presetCases() (tests/test_model.cpp)").arg(q(n))));
  for (const auto& [n, c] : presetCases())
    QVERIFY2(have.count(n), qPrintable(QStringLiteral("preset '%1' is gone from %2").arg(q(n), q(presetDirectory()))));
}

void ModelTest::presets_data() {
  QTest::addColumn<QString>("name");
  for (const auto& n : presetNames()) QTest::newRow(n.c_str()) << q(n);
}

void ModelTest::presets() {
  QFETCH(QString, name);
  const auto it = presetCases().find(name.toStdString());
  if (it == presetCases().end()) QFAIL("no natural input for this preset (see presetsCovered)");
  const PresetCase& pc = it->second;
  const ModelSpec spec = loadModelSpec(name.toStdString());
  QCOMPARE(q(spec.name), name);
  const ModelCheck c = checkModel(spec, pc.input, pc.classes);
  QVERIFY2(c.ok, c.message.c_str());
  QCOMPARE(c.errorLayer, 0);
  QVERIFY(c.message.empty());
  QCOMPARE(c.layers.size(), spec.layers.size());
  QCOMPARE(q(c.output.str()), q(pc.output));
  QCOMPARE(c.totalParams, pc.params);
  // The totals are the sums of the per-layer reports, and the shapes chain.
  std::int64_t params = 0;
  double flops = 0.0;
  Shape cur = pc.input;
  for (std::size_t i = 0; i < c.layers.size(); ++i) {
    const LayerReport& l = c.layers[i];
    QCOMPARE(l.index, static_cast<int>(i) + 1);
    QCOMPARE(q(l.in.str()), q(cur.str()));
    QCOMPARE(q(l.type), q(spec.layers[i].at("type").get<std::string>()));
    QVERIFY(!l.label.empty());
    QVERIFY(l.flops >= 0.0);
    cur = l.out;
    params += l.params;
    flops += l.flops;
  }
  QCOMPARE(params, c.totalParams);
  QCOMPARE(c.flopsPerSample, flops);
  QVERIFY(c.flopsPerSample > 0.0);
  // The dataset may leave input/classes open when the spec fixes them, and vice versa.
  if (spec.input && spec.classes > 0) {
    QVERIFY(checkModel(spec, Shape{}, 0).ok);
  } else if (spec.input) {  // a fixed input, the class count from the dataset
    QVERIFY(checkModel(spec, Shape{}, pc.classes).ok);
    QVERIFY(!checkModel(spec, Shape{}, 0).ok);
  } else {
    const ModelCheck open = checkModel(spec, Shape{}, pc.classes);
    QVERIFY(!open.ok);
    QCOMPARE(q(open.message), QStringLiteral("the model's input shape is unknown: choose a dataset"));
  }
  // Model::create agrees with checkModel; building allocates exactly the counted parameters.
  auto model = Model::create(spec, pc.input, pc.classes);
  QCOMPARE(model->paramCount(), pc.params);
  QCOMPARE(model->classes(), pc.classes);
  QCOMPARE(q(model->inputShape().str()), q(pc.input.str()));
  QCOMPARE(model->layerCount(), spec.layers.size());
  auto be = backendNamed("cpu-reference");
  model->build(*be, DType::F32, 1);
  std::int64_t allocated = 0;
  for (Param* p : model->parameters()) {
    allocated += p->value.numel();
    QCOMPARE(q(p->grad.shape().str()), q(p->value.shape().str()));
  }
  QCOMPARE(allocated, pc.params);
}

void ModelTest::lenetShapes() {
  const ModelCheck c = checkModel(loadModelSpec("lenet5"), Shape{1, 28, 28}, 10);
  QVERIFY2(c.ok, c.message.c_str());
  const std::vector<std::string> outs = {"6x28x28", "6x28x28", "6x14x14", "16x10x10", "16x10x10", "16x5x5",
                                         "400",     "120",     "120",     "84",       "84",       "10"};
  const std::vector<std::int64_t> params = {156, 0, 0, 2416, 0, 0, 0, 48120, 0, 10164, 0, 850};
  const std::vector<std::string> labels = {"conv2d 5x5", "relu",     "maxpool2d 2x2", "conv2d 5x5",
                                           "relu",       "maxpool2d 2x2", "flatten", "dense 120",
                                           "relu",       "dense 84", "relu",          "dense 10"};
  QCOMPARE(c.layers.size(), outs.size());
  for (std::size_t i = 0; i < outs.size(); ++i) {
    QCOMPARE(q(c.layers[i].out.str()), q(outs[i]));
    QCOMPARE(c.layers[i].params, params[i]);
    QCOMPARE(q(c.layers[i].label), q(labels[i]));
  }
  // Forward multiply-adds x2: conv 2*6*28*28*25, conv 2*16*10*10*150, dense 2*(400*120+120*84+84*10).
  QCOMPARE(c.layers[0].flops, 2.0 * 6 * 28 * 28 * 25);
  QCOMPARE(c.layers[3].flops, 2.0 * 16 * 10 * 10 * 6 * 25);
  QCOMPARE(c.layers[7].flops, 2.0 * 400 * 120);
}

void ModelTest::resnetShapes() {
  // torchvision's feature map sizes: 227 -> 114 (stem) -> 57 (pool) -> 57, 29, 15, 8 (stages).
  const ModelCheck c = checkModel(loadModelSpec("resnet18"), Shape{1, 227, 227}, 2);
  QVERIFY2(c.ok, c.message.c_str());
  QCOMPARE(q(c.layers[0].out.str()), QStringLiteral("64x114x114"));
  QCOMPARE(q(c.layers[3].out.str()), QStringLiteral("64x57x57"));
  QCOMPARE(q(c.layers[5].out.str()), QStringLiteral("64x57x57"));
  QCOMPARE(q(c.layers[7].out.str()), QStringLiteral("128x29x29"));
  QCOMPARE(q(c.layers[9].out.str()), QStringLiteral("256x15x15"));
  QCOMPARE(q(c.layers[11].out.str()), QStringLiteral("512x8x8"));
  QCOMPARE(q(c.layers[12].out.str()), QStringLiteral("512"));
  QCOMPARE(q(c.layers[6].label), QStringLiteral("residual 128/2"));
  QCOMPARE(q(c.layers[4].label), QStringLiteral("residual 64"));
  // A projection block: conv3x3/2 (64->128), bn, conv3x3, bn, 1x1/2 shortcut conv + bn.
  QCOMPARE(c.layers[6].params, std::int64_t{128 * 64 * 9 + 256 + 128 * 128 * 9 + 256 + 128 * 64 + 256});
  // An identity block has no shortcut parameters.
  QCOMPARE(c.layers[4].params, std::int64_t{2 * (64 * 64 * 9 + 128)});
  // 148x197 (resnet34's fish masks): 74x99 -> 37x50 -> 37x50, 19x25, 10x13, 5x7.
  const ModelCheck c34 = checkModel(loadModelSpec("resnet34"), Shape{1, 148, 197}, 9);
  QVERIFY2(c34.ok, c34.message.c_str());
  QCOMPARE(q(c34.layers[0].out.str()), QStringLiteral("64x74x99"));
  QCOMPARE(q(c34.layers[3].out.str()), QStringLiteral("64x37x50"));
  QCOMPARE(q(c34.layers[19].out.str()), QStringLiteral("512x5x7"));
  // Any image size and channel count works: a 3-channel stem has the 6,272 extra weights.
  const ModelCheck rgb = checkModel(loadModelSpec("resnet18"), Shape{3, 64, 64}, 2);
  QVERIFY2(rgb.ok, rgb.message.c_str());
  QCOMPARE(rgb.totalParams, kResNet18 + kStem3To1);
  QCOMPARE(checkModel(loadModelSpec("resnet34"), Shape{3, 224, 224}, 1000).totalParams, std::int64_t{21'797'672});
  QCOMPARE(checkModel(loadModelSpec("resnet18"), Shape{3, 224, 224}, 1000).totalParams, std::int64_t{11'689'512});
}

void ModelTest::classesResolution() {
  // "units": "classes" takes the dataset's class count when the spec leaves it open...
  const ModelSpec r18 = loadModelSpec("resnet18");
  QCOMPARE(r18.classes, 0);
  const ModelCheck c = checkModel(r18, Shape{1, 32, 32}, 7);
  QVERIFY2(c.ok, c.message.c_str());
  QCOMPARE(q(c.output.str()), QStringLiteral("7"));
  QCOMPARE(q(c.layers.back().label), QStringLiteral("dense 7"));
  QCOMPARE(c.layers.back().params, std::int64_t{512 * 7 + 7});
  auto m = Model::create(r18, Shape{1, 32, 32}, 7);
  QCOMPARE(m->classes(), 7);
  // ...and the spec's own count when it has one (the dataset may leave it open).
  const ModelSpec lenet = loadModelSpec("lenet5");
  const ModelCheck c2 = checkModel(lenet, Shape{}, 0);
  QVERIFY2(c2.ok, c2.message.c_str());
  QCOMPARE(q(c2.layers.back().label), QStringLiteral("dense 10"));
  QCOMPARE(Model::create(lenet, Shape{}, 0)->classes(), 10);
  QCOMPARE(q(Model::create(lenet, Shape{}, 0)->inputShape().str()), QStringLiteral("1x28x28"));
}

void ModelTest::invalidModel_data() {
  QTest::addColumn<QString>("spec");      // model spec JSON
  QTest::addColumn<QString>("input");     // the dataset's input ("" = unknown)
  QTest::addColumn<int>("classes");       // the dataset's classes (0 = unknown)
  QTest::addColumn<int>("errorLayer");    // 1-based; 0 when not one layer's fault
  QTest::addColumn<int>("inferred");      // layer reports before the error
  QTest::addColumn<QString>("message");   // exact text, or a prefix when `fragments` is non-empty
  QTest::addColumn<QStringList>("fragments");  // more text the message must contain

  auto row = [](const char* tag, const std::string& layers, const char* input, int classes, int errorLayer,
                int inferred, const QString& message, const QStringList& fragments = {}) {
    const QString spec = QStringLiteral(R"({"name": "m", "layers": [%1]})").arg(q(layers));
    QTest::newRow(tag) << spec << QString::fromLatin1(input) << classes << errorLayer << inferred << message
                       << fragments;
  };
  QStringList known;
  for (const auto& t : layerRegistry()) known << q(t.name);

  row("kernel larger than input",
      R"({"type": "conv2d", "filters": 4}, {"type": "relu"}, {"type": "maxpool2d", "kernel": 4},
         {"type": "conv2d", "filters": 8, "kernel": 5}, {"type": "flatten"}, {"type": "dense", "units": "classes"})",
      "1x14x14", 10, 4, 3, QStringLiteral("layer 4 (conv2d 5x5): input is 3x3, smaller than the kernel 5x5"));
  row("kernel larger than padded input", R"({"type": "conv2d", "filters": 2, "kernel": 7, "padding": 1, "stride": 2})",
      "1x4x4", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d 7x7/2): input is 4x4 (6x6 padded), smaller than the kernel 7x7"));
  row("pool window larger than input",
      R"({"type": "conv2d", "filters": 2, "kernel": 3}, {"type": "maxpool2d", "kernel": 3, "stride": 2})",
      "1x4x5", 0, 2, 1, QStringLiteral("layer 2 (maxpool2d 3x3/2): input is 2x3, smaller than the window 3x3"));
  row("pool padding over half the window", R"({"type": "maxpool2d", "kernel": 2, "padding": 2})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (maxpool2d 2x2): padding 2 is more than half the window 2x2"));
  row("dense before flatten", R"({"type": "conv2d", "filters": 6, "kernel": 5}, {"type": "relu"}, {"type": "dense", "units": 10})",
      "1x28x28", 10, 3, 2,
      QStringLiteral("layer 3 (dense 10): expects a flat vector of features but gets 6x24x24: add a flatten layer "
                     "before it"));
  row("batchnorm1d after conv", R"({"type": "conv2d", "filters": 6, "kernel": 5}, {"type": "batchnorm1d"})", "1x28x28",
      0, 2, 1,
      QStringLiteral("layer 2 (batchnorm1d): batchnorm1d normalises flat features or sequences (channels x length) "
                     "but gets 6x24x24: use batchnorm2d after 2-D convolutions"));
  // 1-D layers.
  row("conv1d on an image", R"({"type": "conv1d", "filters": 2})", "1x28x28", 0, 1, 0,
      QStringLiteral("layer 1 (conv1d 3): expects a sequence input (channels x length) but gets 1x28x28: images take "
                     "the 2-D layers (conv2d, maxpool2d)"));
  row("conv1d kernel longer than the padded input", R"({"type": "conv1d", "filters": 2, "kernel": 7, "padding": 1})",
      "1x4", 0, 1, 0, QStringLiteral("layer 1 (conv1d 7): input length is 4 (6 padded), shorter than the kernel 7"));
  row("conv1d dilated kernel longer than the input", R"({"type": "conv1d", "filters": 2, "dilation": 4})", "1x8", 0, 1,
      0, QStringLiteral("layer 1 (conv1d 3 dil 4): input length is 8, shorter than the kernel 3 dilated by 4 (spanning 9)"));
  row("conv2d on a sequence", R"({"type": "conv2d", "filters": 2})", "1x64", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d 3x3): expects an image input (channels x height x width) but gets 1x64: "
                     "sequences (channels x length) take the 1-D layers (conv1d, maxpool1d)"));
  row("maxpool1d padding over half the window", R"({"type": "maxpool1d", "kernel": 2, "padding": 2})", "1x8", 0, 1, 0,
      QStringLiteral("layer 1 (maxpool1d 2): padding 2 is more than half the window 2"));
  row("globalavgpool1d after flatten", R"({"type": "flatten"}, {"type": "globalavgpool1d"})", "2x8", 0, 2, 1,
      QStringLiteral("layer 2 (globalavgpool1d): expects a sequence input (channels x length) but gets 16"));
  row("batchnorm2d after flatten", R"({"type": "flatten"}, {"type": "batchnorm2d"})", "1x28x28", 0, 2, 1,
      QStringLiteral("layer 2 (batchnorm2d): batchnorm2d normalises image channels but gets 784: use batchnorm1d "
                     "after dense layers"));
  row("conv after flatten", R"({"type": "flatten"}, {"type": "conv2d", "filters": 3})", "1x28x28", 0, 2, 1,
      QStringLiteral("layer 2 (conv2d 3x3): expects an image input (channels x height x width) but gets 784: a "
                     "flatten or dense layer came before it"));
  row("residual after dense", R"({"type": "flatten"}, {"type": "dense", "units": 4}, {"type": "residual", "filters": 4})",
      "1x8x8", 0, 3, 2,
      QStringLiteral("layer 3 (residual 4): expects an image input (channels x height x width) but gets 4: a flatten "
                     "or dense layer came before it"));
  row("globalavgpool after flatten", R"({"type": "flatten"}, {"type": "globalavgpool"})", "1x8x8", 0, 2, 1,
      QStringLiteral("layer 2 (globalavgpool): expects an image input (channels x height x width) but gets 64"));
  row("unknown layer type", R"({"type": "flatten"}, {"type": "convolution", "filters": 3})", "1x8x8", 0, 2, 1,
      QStringLiteral("layer 2 (convolution): unknown layer type 'convolution' (known: "), known);
  row("layer without type", R"({"filters": 3})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (?): each layer needs a \"type\" (known: "), known);
  row("type not a string", R"({"type": 5})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (?): each layer needs a \"type\" (known: "), known);
  row("layer entry not an object", R"({"type": "flatten"}, 42)", "1x8x8", 0, 2, 1,
      QStringLiteral("layer 2 (?): each layer needs a \"type\" (known: "), known);
  row("unknown parameter", R"({"type": "conv2d", "filters": 4, "kernal": 3})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d): unknown parameter 'kernal' for conv2d (it takes: filters, kernel, stride, "
                     "padding, bias, init, split)"));
  row("parameter of a parameterless layer", R"({"type": "relu", "alpha": 0.1})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (relu): unknown parameter 'alpha' for relu (it takes none)"));
  row("filters 0", R"({"type": "conv2d", "filters": 0})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d): parameter 'filters' = 0 is outside 1..65536"));
  row("dropout rate 1.5", R"({"type": "flatten"}, {"type": "dense", "units": 8}, {"type": "dropout", "rate": 1.5})",
      "1x8x8", 0, 3, 2, QStringLiteral("layer 3 (dropout): parameter 'rate' = 1.5 is outside 0..0.95"));
  row("negative padding", R"({"type": "conv2d", "filters": 2, "padding": -1})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d): parameter 'padding' = -1 is outside 0..64"));
  row("fractional kernel", R"({"type": "conv2d", "filters": 2, "kernel": 2.5})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d): parameter 'kernel' must be an integer, not 2.5"));
  row("bias not a bool", R"({"type": "conv2d", "filters": 2, "bias": "yes"})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (conv2d): parameter 'bias' must be true or false, not \"yes\""));
  row("unknown init", R"({"type": "flatten"}, {"type": "dense", "units": 3, "init": "glorot"})", "1x8x8", 0, 2, 1,
      QStringLiteral("layer 2 (dense): parameter 'init' = \"glorot\" is not one of he, xavier"));
  row("units a word", R"({"type": "flatten"}, {"type": "dense", "units": "many"})", "1x8x8", 10, 2, 1,
      QStringLiteral("layer 2 (dense): parameter 'units' must be an integer, not \"many\""));
  row("missing units", R"({"type": "flatten"}, {"type": "dense"})", "1x8x8", 0, 2, 1,
      QStringLiteral("layer 2 (dense): parameter 'units' is required (number of outputs (\"classes\" = the "
                     "dataset's class count))"));
  row("missing filters", R"({"type": "residual", "stride": 2})", "1x8x8", 0, 1, 0,
      QStringLiteral("layer 1 (residual): parameter 'filters' is required (output channels of both convolutions)"));
  row("classes unknown", R"({"type": "flatten"}, {"type": "dense", "units": "classes"})", "1x8x8", 0, 2, 1,
      QStringLiteral("layer 2 (dense): 'units' is \"classes\" but the class count is unknown"));
  row("output not the classes", R"({"type": "flatten"}, {"type": "dense", "units": 5})", "1x8x8", 10, 2, 2,
      QStringLiteral("the model outputs 5 values per sample but there are 10 classes: end with a dense layer of "
                     "units 10 (or \"classes\")"));
  row("output not flat", R"({"type": "conv2d", "filters": 4})", "1x8x8", 4, 1, 1,
      QStringLiteral("the model outputs 4x6x6 values per sample but there are 4 classes: end with a dense layer of "
                     "units 4 (or \"classes\")"));
  row("input unknown", R"({"type": "flatten"})", "", 0, 0, 0,
      QStringLiteral("the model's input shape is unknown: choose a dataset"));

  // Spec-level mismatches with the dataset.
  QTest::newRow("input mismatch") << QStringLiteral(R"({"name": "lenet", "input": [1, 28, 28], "layers": [{"type": "flatten"}]})")
                                  << QStringLiteral("3x32x32") << 0 << 0 << 0
                                  << QStringLiteral("model 'lenet' expects input 1x28x28 but the data is 3x32x32: pick a "
                                                    "matching dataset or edit the model's input")
                                  << QStringList{};
  QTest::newRow("classes mismatch")
      << QStringLiteral(R"({"name": "lenet", "classes": 10, "layers": [{"type": "flatten"}, {"type": "dense", "units": "classes"}]})")
      << QStringLiteral("1x28x28") << 2 << 0 << 0
      << QStringLiteral("model 'lenet' is built for 10 classes but the dataset has 2") << QStringList{};
}

void ModelTest::invalidModel() {
  QFETCH(QString, spec);
  QFETCH(QString, input);
  QFETCH(int, classes);
  QFETCH(int, errorLayer);
  QFETCH(int, inferred);
  QFETCH(QString, message);
  QFETCH(QStringList, fragments);
  const ModelSpec s = ModelSpec::fromJson(json::parse(spec.toStdString()));
  const Shape in = parseShape(input);
  const ModelCheck c = checkModel(s, in, classes);  // never throws: the GUI calls it on every edit
  QVERIFY(!c.ok);
  if (fragments.isEmpty()) {
    QCOMPARE(q(c.message), message);
  } else {
    QVERIFY2(q(c.message).startsWith(message), c.message.c_str());
    for (const QString& f : fragments) QVERIFY2(q(c.message).contains(f), qPrintable(f + QStringLiteral(" missing in: ") + q(c.message)));
  }
  QCOMPARE(c.errorLayer, errorLayer);
  QCOMPARE(static_cast<int>(c.layers.size()), inferred);
  // Model::create throws the same message as an InvalidModel error.
  ErrorKind kind = ErrorKind::Internal;
  const std::string thrown = errorOf([&] { Model::create(s, in, classes); }, &kind);
  QCOMPARE(q(thrown), q(c.message));
  QVERIFY(kind == ErrorKind::InvalidModel);
}

void ModelTest::invalidSpec_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("message");
  QTest::newRow("not an object") << QStringLiteral("[1, 2]")
                                 << QStringLiteral("model spec must be a JSON object, not an array of 2");
  QTest::newRow("no layers") << QStringLiteral(R"({"name": "x"})")
                             << QStringLiteral("model spec: `layers` is missing (an array is needed)");
  QTest::newRow("empty layers") << QStringLiteral(R"({"layers": []})")
                                << QStringLiteral("model spec: `layers` is empty: a model needs at least one layer");
  QTest::newRow("input too long") << QStringLiteral(R"({"input": [1, 2, 3, 4], "layers": [{"type": "relu"}]})")
                                  << QStringLiteral("model spec: `input` must hold 1 to 3 integers, not 4");
  QTest::newRow("input zero") << QStringLiteral(R"({"input": [1, 0, 3], "layers": [{"type": "relu"}]})")
                              << QStringLiteral("model spec: `input` values must be between 1 and 1048576, not 0");
  QTest::newRow("classes zero") << QStringLiteral(R"({"classes": 0, "layers": [{"type": "relu"}]})")
                                << QStringLiteral("model spec: `classes` must be between 1 and 65536, not 0");
  QTest::newRow("classes fractional") << QStringLiteral(R"({"classes": 2.5, "layers": [{"type": "relu"}]})")
                                      << QStringLiteral("model spec: `classes` must be an integer, not a number 2.5");
}

void ModelTest::invalidSpec() {
  QFETCH(QString, text);
  QFETCH(QString, message);
  ErrorKind kind = ErrorKind::Internal;
  const std::string got = errorOf([&] { ModelSpec::fromJson(json::parse(text.toStdString())); }, &kind);
  QCOMPARE(q(got), message);
  QVERIFY(kind == ErrorKind::InvalidArgument);  // a file's wrong field: exit code 2, like every spec
}

void ModelTest::unknownPreset() {
  ErrorKind kind = ErrorKind::Internal;
  const std::string msg = errorOf([] { loadModelSpec("lenet6"); }, &kind);
  QVERIFY(kind == ErrorKind::InvalidArgument);
  QVERIFY2(msg.find("no model preset or file named 'lenet6'") != std::string::npos, msg.c_str());
  for (const auto& n : presetNames()) QVERIFY2(msg.find(n) != std::string::npos, msg.c_str());
}

QTEST_GUILESS_MAIN(ModelTest)

// Model building and validation:
//   presets       every preset checks out for its natural input; parameter counts equal
//                 PyTorch's (LeNet-5, MLP, torchvision ResNet-18/34 with a 1-channel stem).
//   invalidModel  impossible stacks give "layer N (label): reason" messages (data-driven).
//   backends      Model::create + build + forward/backward agree on cpu-reference and cpu-blas.
//   state         Model::state() names are unique, stable and as documented.
//   roundTrip     spec.toJson() -> fromJson and layer args() -> createLayer reproduce the reports.
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

using namespace nnlab;
using json = nlohmann::json;
using nnlab::test::relativeError;

namespace {

constexpr double kCrossTolerance = 1e-4;

QString q(const std::string& s) { return QString::fromStdString(s); }

Shape parseShape(const QString& s) {
  if (s.isEmpty()) return Shape{};
  std::vector<std::int64_t> dims;
  for (const QString& d : s.split(QLatin1Char('x'))) dims.push_back(d.toLongLong());
  return Shape(dims);
}

// Parameter counts of the PyTorch reference models.
//   torchvision resnet18()/resnet34(): 11,689,512 / 21,797,672 parameters with a 3-channel stem
//   and a 1000-class head. Our presets have a 1-channel stem, conv1 = Conv2d(1, 64, 7, 2, 3,
//   bias=False), which drops 64*(3-1)*7*7 = 6,272 weights, and a head Linear(512, classes).
constexpr std::int64_t kStem3To1 = 64 * 2 * 7 * 7;  // 6,272
constexpr std::int64_t head(std::int64_t classes) { return 512 * classes + classes; }
constexpr std::int64_t kResNet18 = 11'689'512 - kStem3To1 - head(1000) + head(2);   // 11,171,266
constexpr std::int64_t kResNet34 = 21'797'672 - kStem3To1 - head(1000) + head(9);   // 21,283,017
static_assert(kResNet18 == 11'171'266 && kResNet34 == 21'283'017);
// LeNet-5 (conv 6@5x5 pad 2, conv 16@5x5, 400-120-84-10): 156 + 2,416 + 48,120 + 10,164 + 850.
constexpr std::int64_t kLeNet5 = 61'706;
// MLP 784-192-10: 784*192+192 + 192*10+10.
constexpr std::int64_t kMlp = 152'650;
// cracks-cnn: conv 16@5x5 (416), 32@3x3 (4,640), 64@3x3 (18,496), 64@3x3 (36,928),
// dense 64 (4,160), dense 2 (130).
constexpr std::int64_t kCracksCnn = 416 + 4'640 + 18'496 + 36'928 + 4'160 + 130;
// rrlyrae-cnn1d on 1x64: conv1d 16@7 (128), 32@5 (2,592), 64@3 dil 2 (6,208), dense 32 (2,080),
// dense 4 (132).
constexpr std::int64_t kRRLyraeCnn1d = 128 + 2'592 + 6'208 + 2'080 + 132;

struct PresetCase {
  Shape input;
  int classes;
  std::int64_t params;
  std::string output;  // final shape after the stem, as a sanity check of the shape rules
};

// Natural input of every preset. A new preset without an entry here fails the suite.
const std::map<std::string, PresetCase>& presetCases() {
  static const std::map<std::string, PresetCase> cases = {
      {"cracks-cnn", {Shape{1, 227, 227}, 2, kCracksCnn, "2"}},
      {"lenet5", {Shape{1, 28, 28}, 10, kLeNet5, "10"}},
      {"mlp-784-192-10", {Shape{1, 28, 28}, 10, kMlp, "10"}},
      {"resnet18", {Shape{1, 227, 227}, 2, kResNet18, "2"}},
      {"resnet34", {Shape{1, 148, 197}, 9, kResNet34, "9"}},
      {"rrlyrae-cnn1d", {Shape{1, 64}, 4, kRRLyraeCnn1d, "4"}},
  };
  return cases;
}

std::string reportText(const ModelCheck& c) {
  std::string s = std::string(c.ok ? "ok" : "error") + " at " + std::to_string(c.errorLayer) + ": " + c.message +
                  "\noutput " + c.output.str() + " params " + std::to_string(c.totalParams) + " flops " +
                  std::to_string(c.flopsPerSample) + "\n";
  for (const auto& l : c.layers)
    s += std::to_string(l.index) + " " + l.type + " '" + l.label + "' " + l.in.str() + " -> " + l.out.str() + " p" +
         std::to_string(l.params) + " f" + std::to_string(l.flops) + "\n";
  return s;
}

template <class Fn> std::string errorOf(Fn&& fn, ErrorKind* kind = nullptr) {
  try {
    fn();
  } catch (const Error& e) {
    if (kind) *kind = e.kind();
    return e.what();
  }
  return "no error";
}

std::unique_ptr<Backend> backendNamed(const std::string& name) {
  return makeBackend(name, name == "cpu-blas" ? 2 : 1);
}

const char* kTinyResNet = R"({
  "name": "tiny-resnet", "input": [1, 16, 16], "classes": 3,
  "layers": [
    {"type": "conv2d", "filters": 8, "kernel": 3, "padding": 1, "bias": false},
    {"type": "batchnorm2d"},
    {"type": "relu"},
    {"type": "residual", "filters": 8},
    {"type": "residual", "filters": 16, "stride": 2},
    {"type": "globalavgpool"},
    {"type": "dense", "units": "classes", "init": "xavier"}
  ]})";

}  // namespace

class ModelTest : public QObject {
  Q_OBJECT

 private slots:
  void presetsCovered();
  void presets_data();
  void presets();
  void lenetShapes();
  void resnetShapes();
  void classesResolution();
  void invalidModel_data();
  void invalidModel();
  void invalidSpec_data();
  void invalidSpec();
  void unknownPreset();
  void backendsAgree_data();
  void backendsAgree();
  void batchNorm1dNeedsTwoSamples();
  void stateNames();
  void specRoundTrip_data();
  void specRoundTrip();
  void layerArgsRoundTrip();
  void channelsLastOnlyWhereTheBackendHasIt();
  void denseStack();
};

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

void ModelTest::backendsAgree_data() {
  QTest::addColumn<QString>("spec");  // preset name or inline JSON
  QTest::newRow("lenet5") << QStringLiteral("lenet5");
  QTest::newRow("tiny resnet 1x16x16") << QString::fromLatin1(kTinyResNet);
  QTest::newRow("mlp-784-192-10") << QStringLiteral("mlp-784-192-10");
}

// Same seed on both backends: same initial weights, same logits (training and evaluation),
// same loss gradients, same parameter gradients, within 1e-4 relative in f32.
void ModelTest::backendsAgree() {
  QFETCH(QString, spec);
  const ModelSpec s = spec.startsWith(QLatin1Char('{')) ? ModelSpec::fromJson(json::parse(spec.toStdString()))
                                                        : loadModelSpec(spec.toStdString());
  const std::int64_t batch = 5;
  auto ref = backendNamed("cpu-reference");
  auto blas = backendNamed("cpu-blas");
  auto mRef = Model::create(s, Shape{}, 0);
  auto mBlas = Model::create(s, Shape{}, 0);
  mRef->build(*ref, DType::F32, 42);
  mBlas->build(*blas, DType::F32, 42);
  QVERIFY(mRef->built() && mBlas->built());
  QVERIFY(mRef->dtype() == DType::F32);
  const int classes = mRef->classes();
  const Tensor xHost = test::randomTensor(mRef->inputShape().withBatch(batch), DType::F32, 43, 0.0, 1.0);
  const Tensor labels = test::randomLabels(batch, classes, 44);
  Tensor xRef = ref->fromHost(xHost), xBlas = blas->fromHost(xHost);

  auto agree = [&](const Tensor& b, const Tensor& r, const QString& what) {
    const Tensor hb = blas->toHost(b), hr = ref->toHost(r);
    QCOMPARE(q(hb.shape().str()), q(hr.shape().str()));
    const double err = relativeError(hb, hr);
    QVERIFY2(err < kCrossTolerance, qPrintable(QStringLiteral("%1: relative error %2").arg(what).arg(err, 0, 'g', 3)));
  };
  agree(mBlas->forward(xBlas, false), mRef->forward(xRef, false), QStringLiteral("evaluation logits"));
  if (QTest::currentTestFailed()) return;
  QCOMPARE(q(mRef->forward(xRef, false).shape().str()), q(Shape{batch, classes}.str()));

  const Tensor& zRef = mRef->forward(xRef, true, 7);
  const Tensor& zBlas = mBlas->forward(xBlas, true, 7);
  agree(zBlas, zRef, QStringLiteral("training logits"));
  if (QTest::currentTestFailed()) return;
  Tensor lossRef = ref->allocate(Shape{1}, DType::F32), lossBlas = blas->allocate(Shape{1}, DType::F32);
  Tensor gRef = ref->allocate(Shape{batch, classes}, DType::F32), gBlas = blas->allocate(Shape{batch, classes}, DType::F32);
  computeLoss(*ref, LossKind::CrossEntropy, zRef, labels, lossRef, &gRef);
  computeLoss(*blas, LossKind::CrossEntropy, zBlas, labels, lossBlas, &gBlas);
  agree(lossBlas, lossRef, QStringLiteral("loss"));
  mRef->backward(gRef);
  mBlas->backward(gBlas);
  auto pRef = mRef->parameters(), pBlas = mBlas->parameters();
  QCOMPARE(pBlas.size(), pRef.size());
  for (std::size_t i = 0; i < pRef.size(); ++i) {
    agree(pBlas[i]->grad, pRef[i]->grad, QStringLiteral("gradient %1 (%2)").arg(i).arg(q(pRef[i]->name)));
    if (QTest::currentTestFailed()) return;
  }
}

void ModelTest::batchNorm1dNeedsTwoSamples() {
  const json spec = json::parse(R"({"input": [4], "classes": 2, "layers": [
      {"type": "dense", "units": 3}, {"type": "batchnorm1d"}, {"type": "dense", "units": "classes"}]})");
  auto m = Model::create(ModelSpec::fromJson(spec), Shape{}, 0);
  auto be = backendNamed("cpu-reference");
  m->build(*be, DType::F32, 1);
  const Tensor x = test::randomTensor(Shape{1, 4}, DType::F32, 2);
  ErrorKind kind = ErrorKind::Internal;
  const std::string msg = errorOf([&] { m->forward(x, true, 0); }, &kind);
  QVERIFY(kind == ErrorKind::InvalidArgument);
  QVERIFY2(msg.find("at least 2 samples") != std::string::npos, msg.c_str());
  QCOMPARE(q(m->forward(x, false).shape().str()), QStringLiteral("1x2"));  // evaluation is fine
}

void ModelTest::stateNames() {
  const ModelSpec s = ModelSpec::fromJson(json::parse(kTinyResNet));
  const std::vector<std::string> expected = {
      "1.conv2d.weight",
      "2.batchnorm2d.gamma", "2.batchnorm2d.beta", "2.batchnorm2d.running_mean", "2.batchnorm2d.running_var",
      "4.residual.conv1.weight", "4.residual.bn1.gamma", "4.residual.bn1.beta", "4.residual.conv2.weight",
      "4.residual.bn2.gamma", "4.residual.bn2.beta", "4.residual.bn1.running_mean", "4.residual.bn1.running_var",
      "4.residual.bn2.running_mean", "4.residual.bn2.running_var",
      "5.residual.conv1.weight", "5.residual.bn1.gamma", "5.residual.bn1.beta", "5.residual.conv2.weight",
      "5.residual.bn2.gamma", "5.residual.bn2.beta", "5.residual.shortcut_conv.weight",
      "5.residual.shortcut_bn.gamma", "5.residual.shortcut_bn.beta", "5.residual.bn1.running_mean",
      "5.residual.bn1.running_var", "5.residual.bn2.running_mean", "5.residual.bn2.running_var",
      "5.residual.shortcut_bn.running_mean", "5.residual.shortcut_bn.running_var",
      "7.dense.weight", "7.dense.bias"};
  auto namesOf = [](Model& m) {
    std::vector<std::string> n;
    for (auto& [name, t] : m.state()) n.push_back(name);
    return n;
  };
  auto ref = backendNamed("cpu-reference");
  auto blas = backendNamed("cpu-blas");
  auto m1 = Model::create(s, Shape{}, 0);
  m1->build(*ref, DType::F32, 1);
  const auto first = namesOf(*m1);
  QCOMPARE(first.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) QCOMPARE(q(first[i]), q(expected[i]));
  // Stable: asking again, rebuilding (another backend, dtype and seed) or a second model give the same names.
  QVERIFY(namesOf(*m1) == first);
  m1->build(*blas, DType::F64, 2);
  QVERIFY(namesOf(*m1) == first);
  auto m2 = Model::create(s, Shape{}, 0);
  m2->build(*blas, DType::F32, 3);
  QVERIFY(namesOf(*m2) == first);
  // Parameters come first per layer and keep their names in parameters().
  std::vector<std::string> paramNames;
  for (Param* p : m2->parameters()) paramNames.push_back(p->name);
  QCOMPARE(paramNames.size(), std::size_t{20});
  QCOMPARE(q(paramNames[1]), QStringLiteral("gamma"));
  QCOMPARE(q(paramNames[3]), QStringLiteral("conv1.weight"));
  QCOMPARE(q(paramNames[15]), QStringLiteral("shortcut_conv.weight"));

  // Unique for every preset, and the parameter tensors add up to the counted parameters.
  for (const auto& preset : presetNames()) {
    if (preset == "resnet34") continue;  // same blocks as resnet18; spares building 21M weights
    const auto it = presetCases().find(preset);
    if (it == presetCases().end()) continue;
    auto m = Model::create(loadModelSpec(preset), it->second.input, it->second.classes);
    m->build(*ref, DType::F32, 5);
    std::set<std::string> seen;
    std::int64_t params = 0;
    for (auto& [name, t] : m->state()) {
      QVERIFY2(seen.insert(name).second, qPrintable(QStringLiteral("%1: duplicate state name %2").arg(q(preset), q(name))));
      QVERIFY(t && t->defined());
    }
    for (Param* p : m->parameters()) params += p->value.numel();
    QCOMPARE(params, it->second.params);
  }
}

void ModelTest::specRoundTrip_data() {
  QTest::addColumn<QString>("name");
  for (const auto& n : presetNames()) QTest::newRow(n.c_str()) << q(n);
}

void ModelTest::specRoundTrip() {
  QFETCH(QString, name);
  const auto it = presetCases().find(name.toStdString());
  if (it == presetCases().end()) QFAIL("no natural input for this preset (see presetsCovered)");
  const ModelSpec spec = loadModelSpec(name.toStdString());
  const std::string before = reportText(checkModel(spec, it->second.input, it->second.classes));
  // toJson -> fromJson.
  const ModelSpec again = ModelSpec::fromJson(spec.toJson());
  QCOMPARE(q(again.name), q(spec.name));
  QCOMPARE(q(again.description), q(spec.description));
  QCOMPARE(again.classes, spec.classes);
  QCOMPARE(again.input.has_value(), spec.input.has_value());
  QCOMPARE(q(reportText(checkModel(again, it->second.input, it->second.classes))), q(before));
  QVERIFY(again.toJson() == spec.toJson());
  // Through a file.
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const std::string path = dir.filePath(QStringLiteral("spec.json")).toStdString();
  spec.save(path);
  QCOMPARE(q(reportText(checkModel(loadModelSpec(path), it->second.input, it->second.classes))), q(before));
  // Every layer written back from its args() (all defaults filled in, "classes" resolved).
  ModelSpec fromArgs = spec;
  fromArgs.layers = json::array();
  for (const auto& entry : spec.layers) {
    auto layer = createLayer(entry, it->second.classes);
    json e = layer->args();
    e["type"] = layer->type();
    fromArgs.layers.push_back(e);
  }
  QCOMPARE(q(reportText(checkModel(fromArgs, it->second.input, it->second.classes))), q(before));
}

// args() of every configuration of every registered type re-creates the same layer.
void ModelTest::layerArgsRoundTrip() {
  for (const auto& info : layerRegistry()) {
    // The minimal entry: required parameters only.
    json entry = {{"type", info.name}};
    for (const auto& p : info.params)
      if (p.defaultValue.is_null() && p.name != "stride") entry[p.name] = p.acceptsClasses ? json("classes") : json(3);
    auto layer = createLayer(entry, 5);
    QCOMPARE(q(layer->type()), q(info.name));
    json args = layer->args();
    QVERIFY2(args.is_object(), info.name.c_str());
    // args() lists every parameter of the registry entry, nothing else.
    std::set<std::string> keys;
    for (const auto& [k, v] : args.items()) keys.insert(k);
    std::set<std::string> params;
    for (const auto& p : info.params) params.insert(p.name);
    QVERIFY2(keys == params, qPrintable(QStringLiteral("%1: args() %2").arg(q(info.name), q(args.dump()))));
    args["type"] = info.name;
    auto again = createLayer(args, 0);  // resolved: no "classes" left
    json back = again->args();
    back["type"] = info.name;
    QVERIFY2(back == args, qPrintable(q(info.name + ": " + args.dump() + " -> " + back.dump())));
    QCOMPARE(q(again->label()), q(layer->label()));
    const bool sequence = info.name == "conv1d" || info.name == "maxpool1d" || info.name == "avgpool1d" ||
                          info.name == "globalavgpool1d";
    const Shape in = info.name == "dense" || info.name == "batchnorm1d" ? Shape{12}
                     : sequence                                          ? Shape{3, 12}
                                                                         : Shape{3, 12, 12};
    QCOMPARE(q(again->outputShape(in).str()), q(layer->outputShape(in).str()));
    QCOMPARE(again->paramCount(in), layer->paramCount(in));
  }
}

// Channels-last activations are a GPU layout: CPU backends keep NCHW whatever is asked. The host
// version of the layout change (the GPU suite's reference) moves each element to (n, h, w, c).
void ModelTest::channelsLastOnlyWhereTheBackendHasIt() {
  auto cpu = makeBackend("cpu-reference");
  QVERIFY(!cpu->supportsChannelsLast());
  auto m = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
  m->setLayout(Model::Layout::ChannelsLast);
  m->build(*cpu, DType::F32, 1);
  QVERIFY(!m->channelsLast());
  Tensor x = Tensor::empty(Shape{2, 3, 2, 2}, DType::F32), y = Tensor::empty(Shape{2, 3, 2, 2}, DType::F32);
  for (int i = 0; i < 24; ++i) x.data<float>()[i] = static_cast<float>(i);  // value = its NCHW index
  cpu->convertLayout(x, y, true);
  const float want[] = {0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11, 12, 16, 20, 13, 17, 21, 14, 18, 22, 15, 19, 23};
  for (int i = 0; i < 24; ++i) QCOMPARE(y.data<float>()[i], want[i]);
  Tensor back = Tensor::empty(x.shape(), DType::F32);
  cpu->convertLayout(y, back, false);
  QCOMPARE(test::maxAbsDiff(back, x), 0.0);
}

// The C trainer's inline stack ("--layers 784,192,10"): flatten, dense layers with the activation
// between them (and after the output too for MSE); 784 inputs fit 1x28x28 images and 784-column
// tables, and nothing else.
void ModelTest::denseStack() {
  DenseStack d;
  d.sizes = parseLayerSizes(" 784, 192 ,10");
  QCOMPARE(d.sizes, (std::vector<int>{784, 192, 10}));
  const ModelSpec s = denseStackSpec(d);
  QCOMPARE(q(s.name), QStringLiteral("dense-784-192-10"));
  QCOMPARE(q(s.layers.dump()), q(json::parse(R"([{"type": "flatten"}, {"type": "dense", "units": 192, "init": "xavier"},
      {"type": "sigmoid"}, {"type": "dense", "units": 10, "init": "xavier"}])").dump()));
  QCOMPARE(checkModel(s, Shape{1, 28, 28}, 10).totalParams, kMlp);
  QVERIFY(checkModel(s, Shape{784}, 10).ok);
  QCOMPARE(Model::create(s, Shape{1, 28, 28}, 10)->inputShape(), (Shape{1, 28, 28}));  // the data's own shape
  const ModelCheck wrong = checkModel(s, Shape{1, 28, 27}, 10);
  QVERIFY(!wrong.ok);
  QCOMPARE(q(wrong.message), QStringLiteral("model 'dense-784-192-10' expects input 784 but the data is 1x28x27 (756 "
                                            "values): pick a matching dataset or edit the model's input"));
  QVERIFY(!checkModel(s, Shape{1, 28, 28}, 9).ok);
  // Without flatten first, a fixed flat input still needs flat data.
  ModelSpec noFlatten = s;
  noFlatten.layers.erase(noFlatten.layers.begin());
  QVERIFY(!checkModel(noFlatten, Shape{1, 28, 28}, 10).ok);
  d.activation = "relu";
  d.activateOutput = true;
  const ModelSpec r = denseStackSpec(d);
  QCOMPARE(r.layers.size(), std::size_t{5});
  QCOMPARE(q(r.layers[1].at("init").get<std::string>()), QStringLiteral("he"));
  QCOMPARE(q(r.layers.back().at("type").get<std::string>()), QStringLiteral("relu"));
  for (const char* bad : {"", "784", "784,,10", "784,0,10", "784,192,1", "a,b", "784,192,10,", "99999999,2"})
    QCOMPARE(errorOf([&] { parseLayerSizes(bad); }).find("no error"), std::string::npos);
  d.activation = "swish";
  QVERIFY(errorOf([&] { denseStackSpec(d); }).find("unknown activation 'swish'") != std::string::npos);
}

QTEST_GUILESS_MAIN(ModelTest)
#include "test_model.moc"

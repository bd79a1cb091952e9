// Model building and validation, part 2 (part 1 and main(): test_model.cpp):
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
#include "test_model.h"

using namespace nnlab;
using json = nlohmann::json;
using nnlab::test::relativeError;
using namespace nnlab::test::model_suite;

namespace {

constexpr double kCrossTolerance = 1e-4;

std::string reportText(const ModelCheck& c) {
  std::string s = std::string(c.ok ? "ok" : "error") + " at " + std::to_string(c.errorLayer) + ": " + c.message +
                  "\noutput " + c.output.str() + " params " + std::to_string(c.totalParams) + " flops " +
                  std::to_string(c.flopsPerSample) + "\n";
  for (const auto& l : c.layers)
    s += std::to_string(l.index) + " " + l.type + " '" + l.label + "' " + l.in.str() + " -> " + l.out.str() + " p" +
         std::to_string(l.params) + " f" + std::to_string(l.flops) + "\n";
  return s;
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

#pragma once
// The model suite's shared helpers (the presets' natural inputs and PyTorch's parameter counts)
// and its test class; the slots in test_model.cpp (presets, shapes, invalid models; main) and
// test_model_agreement.cpp (backends agree, state names, round trips, dense stacks).
#include <QtTest>

#include <map>
#include <memory>
#include <string>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "nn/model.h"

namespace nnlab::test::model_suite {

inline QString q(const std::string& s) { return QString::fromStdString(s); }

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
inline const std::map<std::string, PresetCase>& presetCases() {
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

template <class Fn> std::string errorOf(Fn&& fn, ErrorKind* kind = nullptr) {
  try {
    fn();
  } catch (const Error& e) {
    if (kind) *kind = e.kind();
    return e.what();
  }
  return "no error";
}

inline std::unique_ptr<Backend> backendNamed(const std::string& name) {
  return makeBackend(name, name == "cpu-blas" ? 2 : 1);
}

}  // namespace nnlab::test::model_suite

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

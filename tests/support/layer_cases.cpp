// test_layer_gradients' layer configurations (layer_cases.h).
#include "support/layer_cases.h"

namespace nnlab::test {

const std::vector<LayerCase>& layerCases() {
  static const std::vector<LayerCase> cases = {
      {"dense 7 on 13", {{"type", "dense"}, {"units", 7}}, Shape{13}},
      {"dense 5 no bias xavier on 6", {{"type", "dense"}, {"units", 5}, {"bias", false}, {"init", "xavier"}}, Shape{6}},
      {"conv2d 4 3x3/2 pad 1 on 3x9x7",
       {{"type", "conv2d"}, {"filters", 4}, {"kernel", 3}, {"stride", 2}, {"padding", 1}},
       Shape{3, 9, 7}},
      {"conv2d 3 5x5 on 2x8x9", {{"type", "conv2d"}, {"filters", 3}, {"kernel", 5}}, Shape{2, 8, 9}},
      {"conv2d 2 1x1 no bias on 3x4x5",
       {{"type", "conv2d"}, {"filters", 2}, {"kernel", 1}, {"bias", false}},
       Shape{3, 4, 5}},
      {"maxpool2d 2 on 3x6x7", {{"type", "maxpool2d"}, {"kernel", 2}}, Shape{3, 6, 7}},
      {"maxpool2d 3/2 pad 1 on 3x9x7",
       {{"type", "maxpool2d"}, {"kernel", 3}, {"stride", 2}, {"padding", 1}},
       Shape{3, 9, 7}},
      {"avgpool2d 2 on 2x6x5", {{"type", "avgpool2d"}, {"kernel", 2}}, Shape{2, 6, 5}},
      {"avgpool2d 3/2 pad 1 on 3x9x7",
       {{"type", "avgpool2d"}, {"kernel", 3}, {"stride", 2}, {"padding", 1}},
       Shape{3, 9, 7}},
      {"globalavgpool on 3x5x4", {{"type", "globalavgpool"}}, Shape{3, 5, 4}},
      // 1-D layers on sequences (channels x length): odd lengths, strides, padding, dilation.
      {"conv1d 4 k3/2 pad 1 on 3x11",
       {{"type", "conv1d"}, {"filters", 4}, {"kernel", 3}, {"stride", 2}, {"padding", 1}},
       Shape{3, 11}},
      {"conv1d 3 k5 dil 2 on 2x17", {{"type", "conv1d"}, {"filters", 3}, {"kernel", 5}, {"dilation", 2}}, Shape{2, 17}},
      {"conv1d 2 k3/2 dil 3 pad 2 no bias xavier on 3x13",
       {{"type", "conv1d"},
        {"filters", 2},
        {"kernel", 3},
        {"stride", 2},
        {"padding", 2},
        {"dilation", 3},
        {"bias", false},
        {"init", "xavier"}},
       Shape{3, 13}},
      {"conv1d 5 k1 on 1x7", {{"type", "conv1d"}, {"filters", 5}, {"kernel", 1}}, Shape{1, 7}},
      {"maxpool1d 2 on 3x9", {{"type", "maxpool1d"}, {"kernel", 2}}, Shape{3, 9}},
      {"maxpool1d 3/2 pad 1 on 2x11", {{"type", "maxpool1d"}, {"kernel", 3}, {"stride", 2}, {"padding", 1}}, Shape{2, 11}},
      {"avgpool1d 2 on 2x7", {{"type", "avgpool1d"}, {"kernel", 2}}, Shape{2, 7}},
      {"avgpool1d 3/2 pad 1 on 3x10", {{"type", "avgpool1d"}, {"kernel", 3}, {"stride", 2}, {"padding", 1}}, Shape{3, 10}},
      {"globalavgpool1d on 4x9", {{"type", "globalavgpool1d"}}, Shape{4, 9}},
      {"batchnorm1d on 3x7 sequences", {{"type", "batchnorm1d"}}, Shape{3, 7}},
      {"batchnorm1d on 6", {{"type", "batchnorm1d"}}, Shape{6}},
      {"batchnorm2d on 3x4x5", {{"type", "batchnorm2d"}}, Shape{3, 4, 5}},
      {"dropout 0.3 on 4x3x5", {{"type", "dropout"}, {"rate", 0.3}}, Shape{4, 3, 5}},
      {"dropout 0.5 on 20", {{"type", "dropout"}}, Shape{20}},
      {"flatten on 3x4x5", {{"type", "flatten"}}, Shape{3, 4, 5}},
      {"residual 5/2 projection on 3x9x7", {{"type", "residual"}, {"filters", 5}, {"stride", 2}}, Shape{3, 9, 7}},
      {"residual 4 identity on 4x6x5", {{"type", "residual"}, {"filters", 4}, {"stride", 1}}, Shape{4, 6, 5}},
      {"residual 4 channel projection on 2x5x5", {{"type", "residual"}, {"filters", 4}, {"stride", 1}}, Shape{2, 5, 5}},
      {"relu on 2x5x3", {{"type", "relu"}}, Shape{2, 5, 3}},
      {"leakyrelu 0.1 on 2x5x3", {{"type", "leakyrelu"}, {"alpha", 0.1}}, Shape{2, 5, 3}},
      {"sigmoid on 2x5x3", {{"type", "sigmoid"}}, Shape{2, 5, 3}},
      {"tanh on 2x5x3", {{"type", "tanh"}}, Shape{2, 5, 3}},
      {"softplus on 2x5x3", {{"type", "softplus"}}, Shape{2, 5, 3}},
      {"relu on 11", {{"type", "relu"}}, Shape{11}},
  };
  return cases;
}

}  // namespace nnlab::test

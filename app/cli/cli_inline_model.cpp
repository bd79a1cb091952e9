#include "cli/cli_inline_model.h"

#include "core/error.h"
#include "nn/dense_stack.h"

namespace nnlab::cli {

void applyInlineLayers(ExperimentSpec& spec, const std::string& layers, const std::string& activation,
                       bool layersGiven, bool activationGiven, bool modelGiven) {
  if (!layersGiven) {
    if (activationGiven)
      fail(ErrorKind::InvalidArgument, "--activation goes with --layers (a preset or model file has its own activations)");
    return;
  }
  if (modelGiven) fail(ErrorKind::InvalidArgument, "give either --model or --layers, not both");
  DenseStack stack;
  stack.sizes = parseLayerSizes(layers);
  if (activationGiven) stack.activation = activation;
  stack.activateOutput = spec.train.loss == LossKind::Mse;
  spec.model = denseStackSpec(stack);
  spec.modelRef.clear();  // the model travels inline in the spec and the run record
}

}  // namespace nnlab::cli

#pragma once
// The training loop's settings (core/field_spec.h): read by TrainConfig, listed with every other
// setting in experiment/spec_fields.h.
#include "core/field_spec.h"

namespace nnlab::fields {

inline const FieldSpec kEpochs{"training.epochs", "--epochs", FieldSpec::Type::Integer, 1, 100000, false, "epochs",
                               "Epochs", "Passes over the training split"};
inline const FieldSpec kBatch{"training.batch", "--batch", FieldSpec::Type::Integer, 1, 1 << 20, false, "samples",
                              "Batch size", "Samples per optimizer step (per device when several train together)"};
inline const FieldSpec kLoss{"training.loss", "--loss", FieldSpec::Type::Choice, 0, 0, false, "-", "Loss",
                             "What training minimises: cross-entropy, or the mean squared error on one-hot targets",
                             {"cross_entropy", "mse"}};
inline const FieldSpec kDtype{"training.dtype", "--dtype", FieldSpec::Type::Choice, 0, 0, false, "-", "Storage type",
                              "The element type of weights and activations: f32, or f64 (slow, for checks); 16-bit "
                              "training is --precision",
                              {"f32", "f64"}};
inline const FieldSpec kSeed{"seed", "--seed", FieldSpec::Type::Integer, 0, 18446744073709551615.0, false, "-", "Seed",
                             "Seed of the split, the initial weights, the shuffles and dropout"};

}  // namespace nnlab::fields

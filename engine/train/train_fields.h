#pragma once
// The training loop's settings (core/field_spec.h): read by TrainConfig, listed with every other
// setting in experiment/spec_fields.h. Labels and help are marked for the app's translations
// (core/text.h, context "nnlab::settings").
#include "core/field_spec.h"
#include "core/text.h"

namespace nnlab::fields {

inline const FieldSpec kEpochs{"training.epochs", "--epochs", FieldSpec::Type::Integer, 1, 100000, false, "epochs",
                               NNLAB_TEXT("nnlab::settings", "Epochs"),
                               NNLAB_TEXT("nnlab::settings", "Passes over the training split")};
inline const FieldSpec kBatch{"training.batch", "--batch", FieldSpec::Type::Integer, 1, 1 << 20, false, "samples",
                              NNLAB_TEXT("nnlab::settings", "Batch size"),
                              NNLAB_TEXT("nnlab::settings",
                                         "Samples per optimizer step (per device when several train together)")};
inline const FieldSpec kLoss{"training.loss", "--loss", FieldSpec::Type::Choice, 0, 0, false, "-",
                             NNLAB_TEXT("nnlab::settings", "Loss"),
                             NNLAB_TEXT("nnlab::settings",
                                        "What training minimises: cross-entropy, or the mean squared error on one-hot "
                                        "targets"),
                             {"cross_entropy", "mse"}};
inline const FieldSpec kDtype{"training.dtype", "--dtype", FieldSpec::Type::Choice, 0, 0, false, "-",
                              NNLAB_TEXT("nnlab::settings", "Storage type"),
                              NNLAB_TEXT("nnlab::settings",
                                         "The element type of weights and activations: f32, or f64 (slow, for checks); "
                                         "16-bit training is --precision"),
                              {"f32", "f64"}};
inline const FieldSpec kSeed{"seed", "--seed", FieldSpec::Type::Integer, 0, 18446744073709551615.0, false, "-",
                             NNLAB_TEXT("nnlab::settings", "Seed"),
                             NNLAB_TEXT("nnlab::settings",
                                        "Seed of the split, the initial weights, the shuffles and dropout: the same "
                                        "seed reproduces a run")};

}  // namespace nnlab::fields

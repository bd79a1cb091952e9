#pragma once
// The optimizer's and the learning-rate schedule's settings (core/field_spec.h): read by
// OptimizerConfig / ScheduleConfig, listed with every other setting in experiment/spec_fields.h.
// Labels and help are marked for the app's translations (core/text.h, context "nnlab::settings").
#include "core/field_spec.h"
#include "core/text.h"

namespace nnlab::fields {

using T = FieldSpec::Type;

inline const FieldSpec kOptimizer{"optimizer.type", "--optimizer", T::Choice, 0, 0, false, "-",
                                  NNLAB_TEXT("nnlab::settings", "Optimizer"),
                                  NNLAB_TEXT("nnlab::settings",
                                             "How the weights follow the gradient: SGD with momentum, or Adam"),
                                  {"sgd", "adam"}};
inline const FieldSpec kLr{"optimizer.lr", "--lr", T::Number, 0.0, 100.0, true, "1",
                           NNLAB_TEXT("nnlab::settings", "Learning rate"),
                           NNLAB_TEXT("nnlab::settings",
                                      "The size of each update step; its default depends on the optimizer (typical "
                                      "values 0.001 to 0.1)")};
inline const FieldSpec kMomentum{"optimizer.momentum", "--momentum", T::Number, 0.0, 0.9999, false, "1",
                                 NNLAB_TEXT("nnlab::settings", "Momentum"),
                                 NNLAB_TEXT("nnlab::settings",
                                            "SGD: the share of the previous update carried into the next (typical "
                                            "values 0 or 0.9)")};
inline const FieldSpec kNesterov{"optimizer.nesterov", "--nesterov", T::Flag, 0, 0, false, "-",
                                 NNLAB_TEXT("nnlab::settings", "Nesterov momentum"),
                                 NNLAB_TEXT("nnlab::settings", "SGD: take the gradient after a step along the momentum")};
inline const FieldSpec kWeightDecay{"optimizer.weight_decay", "--weight-decay", T::Number, 0.0, 1.0, false, "1",
                                    NNLAB_TEXT("nnlab::settings", "Weight decay"),
                                    NNLAB_TEXT("nnlab::settings",
                                               "L2 penalty on the weights (not on biases or batch-norm parameters)")};
inline const FieldSpec kBeta1{"optimizer.beta1", "", T::Number, 0.0, 0.9999, false, "1",
                              NNLAB_TEXT("nnlab::settings", "Beta 1"),
                              NNLAB_TEXT("nnlab::settings", "Adam: how slowly the running mean of the gradient forgets")};
inline const FieldSpec kBeta2{"optimizer.beta2", "", T::Number, 0.0, 0.999999, false, "1",
                              NNLAB_TEXT("nnlab::settings", "Beta 2"),
                              NNLAB_TEXT("nnlab::settings",
                                         "Adam: how slowly the running mean of the squared gradient forgets")};
inline const FieldSpec kEps{"optimizer.eps", "", T::Number, 0.0, 1.0, true, "1", NNLAB_TEXT("nnlab::settings", "Epsilon"),
                            NNLAB_TEXT("nnlab::settings",
                                       "Adam: added to the root of the squared-gradient mean, against division by "
                                       "zero")};
inline const FieldSpec kSchedule{"training.schedule.type", "--schedule", T::Choice, 0, 0, false, "-",
                                 NNLAB_TEXT("nnlab::settings", "LR schedule"),
                                 NNLAB_TEXT("nnlab::settings", "How the learning rate changes over the epochs"),
                                 {"constant", "step", "cosine"}};
inline const FieldSpec kStepSize{"training.schedule.step_size", "--step-size", T::Integer, 1, 100000, false, "epochs",
                                 NNLAB_TEXT("nnlab::settings", "Step every"),
                                 NNLAB_TEXT("nnlab::settings", "Step schedule: epochs between two decays")};
inline const FieldSpec kGamma{"training.schedule.gamma", "--gamma", T::Number, 0.0, 1.0, true, "1",
                              NNLAB_TEXT("nnlab::settings", "Decay factor"),
                              NNLAB_TEXT("nnlab::settings",
                                         "Step schedule: the factor the learning rate is multiplied by at each decay")};
inline const FieldSpec kMinLr{"training.schedule.min_lr", "--min-lr", T::Number, 0.0, 100.0, false, "1",
                              NNLAB_TEXT("nnlab::settings", "Final LR"),
                              NNLAB_TEXT("nnlab::settings", "Cosine schedule: the learning rate the curve ends at")};
inline const FieldSpec kWarmup{"training.schedule.warmup_epochs", "--warmup-epochs", T::Integer, -1, 100000, false,
                               "epochs", NNLAB_TEXT("nnlab::settings", "Warm-up"),
                               NNLAB_TEXT("nnlab::settings",
                                          "Epochs over which the learning rate climbs to its value in equal steps "
                                          "(Goyal et al., 2017); -1 (auto): none on one device, up to 2 (5 with the "
                                          "linear rule) when several devices make each step's batch larger")};

}  // namespace nnlab::fields

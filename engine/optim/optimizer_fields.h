#pragma once
// The optimizer's and the learning-rate schedule's settings (core/field_spec.h): read by
// OptimizerConfig / ScheduleConfig, listed with every other setting in experiment/spec_fields.h.
#include "core/field_spec.h"

namespace nnlab::fields {

using T = FieldSpec::Type;

inline const FieldSpec kOptimizer{"optimizer.type", "--optimizer", T::Choice, 0, 0, false, "-", "Optimizer",
                                  "How the weights follow the gradient: SGD with momentum, or Adam", {"sgd", "adam"}};
inline const FieldSpec kLr{"optimizer.lr", "--lr", T::Number, 0.0, 100.0, true, "1", "Learning rate",
                           "The size of each update step; its default depends on the optimizer (typical values 0.001 "
                           "to 0.1)"};
inline const FieldSpec kMomentum{"optimizer.momentum", "--momentum", T::Number, 0.0, 0.9999, false, "1", "Momentum",
                                 "SGD: the share of the previous update carried into the next (typical values 0 or 0.9)"};
inline const FieldSpec kNesterov{"optimizer.nesterov", "--nesterov", T::Flag, 0, 0, false, "-", "Nesterov momentum",
                                 "SGD: take the gradient after a step along the momentum"};
inline const FieldSpec kWeightDecay{"optimizer.weight_decay", "--weight-decay", T::Number, 0.0, 1.0, false, "1",
                                    "Weight decay", "L2 penalty on the weights (not on biases or batch-norm parameters)"};
inline const FieldSpec kBeta1{"optimizer.beta1", "", T::Number, 0.0, 0.9999, false, "1", "Beta 1",
                              "Adam: how slowly the running mean of the gradient forgets"};
inline const FieldSpec kBeta2{"optimizer.beta2", "", T::Number, 0.0, 0.999999, false, "1", "Beta 2",
                              "Adam: how slowly the running mean of the squared gradient forgets"};
inline const FieldSpec kEps{"optimizer.eps", "", T::Number, 0.0, 1.0, true, "1", "Epsilon",
                            "Adam: added to the root of the squared-gradient mean, against division by zero"};
inline const FieldSpec kSchedule{"training.schedule.type", "--schedule", T::Choice, 0, 0, false, "-", "LR schedule",
                                 "How the learning rate changes over the epochs", {"constant", "step", "cosine"}};
inline const FieldSpec kStepSize{"training.schedule.step_size", "--step-size", T::Integer, 1, 100000, false, "epochs",
                                 "Step every", "Step schedule: epochs between two decays"};
inline const FieldSpec kGamma{"training.schedule.gamma", "--gamma", T::Number, 0.0, 1.0, true, "1", "Decay factor",
                              "Step schedule: the factor the learning rate is multiplied by at each decay"};
inline const FieldSpec kMinLr{"training.schedule.min_lr", "--min-lr", T::Number, 0.0, 100.0, false, "1", "Final LR",
                              "Cosine schedule: the learning rate the curve ends at"};
inline const FieldSpec kWarmup{"training.schedule.warmup_epochs", "--warmup-epochs", T::Integer, -1, 100000, false,
                               "epochs", "Warm-up",
                               "Epochs over which the learning rate climbs to its value in equal steps (Goyal et al., "
                               "2017); -1: chosen by the run (none on one device)"};

}  // namespace nnlab::fields

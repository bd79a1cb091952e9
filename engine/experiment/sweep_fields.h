#pragma once
// A sweep's own settings (core/field_spec.h): read by SweepSpec (sweep_spec.cpp), shown by the
// Sweeps page's editor with these ranges, labels and help. Labels and help are marked for the
// app's translations (core/text.h, context "nnlab::settings"); defaults are a SweepSpec's.
#include "core/field_spec.h"
#include "core/text.h"

namespace nnlab::fields {

inline const FieldSpec kRepeats{"repeats", "", FieldSpec::Type::Integer, 1, 1000, false, "runs",
                                NNLAB_TEXT("nnlab::settings", "Repeats (seeds)"),
                                NNLAB_TEXT("nnlab::settings",
                                           "Runs per cell, each with another seed: their mean and spread are what the "
                                           "report shows")};
inline const FieldSpec kCooldown{"cooldown_s", "", FieldSpec::Type::Number, 0.0, 3600.0, false, "s",
                                 NNLAB_TEXT("nnlab::settings", "Cool-down between runs"),
                                 NNLAB_TEXT("nnlab::settings",
                                            "A pause between runs, so that a hot machine does not slow the runs that "
                                            "come later")};
inline const FieldSpec kTimingWarmup{"warmup_epochs", "", FieldSpec::Type::Integer, 0, 1000, false, "epochs",
                                     NNLAB_TEXT("nnlab::settings", "Warm-up epochs"),
                                     NNLAB_TEXT("nnlab::settings",
                                                "Epochs left out of the timing summaries (the first pays for "
                                                "allocations and algorithm searches)")};
inline const FieldSpec* const kSweepFields[] = {&kRepeats, &kCooldown, &kTimingWarmup};

// The repeats a new sweep starts with in the app's editor: three, so that its charts have error
// bars from the first run. A sweep file without "repeats" runs each cell once (SweepSpec's default).
inline constexpr int kSuggestedRepeats = 3;

}  // namespace nnlab::fields

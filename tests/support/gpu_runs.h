#pragma once
// The GPU suites' common workload (test_gpu_parallel, test_gpu_pipeline): LeNet-5 on the bundled
// digits on cuda:0, deterministic, and the largest relative difference of two runs' epoch losses.
#include <algorithm>
#include <cmath>
#include <string>

#include "experiment/experiment_runner.h"
#include "nn/model_spec.h"

namespace nnlab::test {

inline ExperimentSpec gpuLenet(int epochs, const std::string& name) {
  ExperimentSpec s;
  s.model = loadModelSpec("lenet5");
  s.dataset = "mnist-bundled";
  s.split = {30, 10, 60};
  s.backend = "cuda:0";
  s.train.epochs = epochs;
  s.train.batch = 64;
  s.train.deterministic = true;
  s.train.optimizer.lr = 0.05;
  s.name = name;
  return s;
}

inline double worstEpochLoss(const RunRecord& a, const RunRecord& b) {
  double w = 0.0;
  for (std::size_t i = 0; i < std::min(a.result.epochs.size(), b.result.epochs.size()); ++i)
    w = std::max(w, std::fabs(a.result.epochs[i].trainLoss - b.result.epochs[i].trainLoss) /
                        std::max(1e-12, std::fabs(b.result.epochs[i].trainLoss)));
  return w;
}

}  // namespace nnlab::test

#pragma once
// The cuda suite's test class (label `gpu`), its slots in test_cuda_backend.cpp (the op table
// against cpu-reference, channels-last; main) and test_cuda_backend_steps.cpp (step ops, recording).
#include <QObject>
#include <memory>

#include "backends/backend.h"
#include "support/op_cases.h"

class TestCudaBackend : public QObject {
  Q_OBJECT

  std::unique_ptr<nnlab::Backend> cuda_;

  static void row(const char* op, const nnlab::test::Params& p, const char* tag);
  nnlab::Tensor stateOn(nnlab::Backend& be, double cursor, double batch, double global, double lr, double scale);

 private slots:
  void initTestCase();
  void ops_data();
  void ops();
  void channelsLast_data();
  void channelsLast();
  void shuffleOrderMatchesTheHost();
  void stepOpsReadTheState();
  void injectedOverflowSkipsExactlyThatStep();
  void recordedStepsReplayWithTheCurrentState();
  void outOfMemoryIsAnErrorAndTheBackendGoesOn();
  void describesItself();
};

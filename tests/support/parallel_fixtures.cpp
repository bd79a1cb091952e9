// test_parallel's fixtures (parallel_fixtures.h).
#include "support/parallel_fixtures.h"

#include <algorithm>
#include <cmath>

namespace nnlab::test {

double maxRelDiff(const std::vector<EpochRecord>& a, const std::vector<EpochRecord>& b) {
  double worst = 0.0;
  for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
    worst = std::max(worst, std::fabs(a[i].trainLoss - b[i].trainLoss) / std::max(1e-12, std::fabs(b[i].trainLoss)));
  return worst;
}

QStringList mpirunTwoRanks(QProcessEnvironment& env) {
  env = QProcessEnvironment::systemEnvironment();
  env.insert("OMPI_ALLOW_RUN_AS_ROOT", "1");
  env.insert("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
  QStringList launch{"--oversubscribe", "-np", "2"};
  if (env.contains("ASAN_OPTIONS")) {
    env.insert("ASAN_OPTIONS", env.value("ASAN_OPTIONS") + ":detect_leaks=0");
    launch << "-x" << "ASAN_OPTIONS";
  }
  return launch;
}

}  // namespace nnlab::test

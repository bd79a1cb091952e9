#pragma once
// Matching device names as systems print them ("Intel(R) Xeon(R) CPU E5-2620 0 @ 2.00GHz",
// "NVIDIA H100 80GB HBM3", "AMD EPYC 9654 96-Core Processor") to the names and aliases of the
// hardware database. Both sides are reduced to identifying tokens: lower case, split at spaces,
// '-' and '_', trademarks, clock suffixes ("@ 2.00GHz"), vendor and kind words ("NVIDIA",
// "GeForce", "CPU") and core counts ("96-core") dropped. Two names match when their token lists
// are equal, so "E5-2620" never matches "E5-2620 v2", "RTX 4090" never "RTX 4090 D", and an
// A100 40GB never the A100 80GB entry (memory sizes are kept).
#include <string>
#include <vector>

namespace nnlab {

std::vector<std::string> deviceNameTokens(const std::string& name);
bool sameDeviceName(const std::string& a, const std::string& b);

}  // namespace nnlab

#pragma once
// Rng: a small, fully specified generator (xoshiro256** seeded by splitmix64) so that a seed
// gives the same weights, shuffles and dropout masks on every platform and standard library.
#include <cstdint>
#include <vector>

namespace nnlab {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);
  std::uint64_t next();
  double uniform();                          // [0, 1)
  double uniform(double lo, double hi);      // [lo, hi)
  double normal();                           // mean 0, std 1 (Box-Muller, no cached pair)
  std::uint64_t below(std::uint64_t n);      // uniform integer in [0, n), unbiased
  template <class T> void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      const std::size_t j = static_cast<std::size_t>(below(i));
      std::swap(v[i - 1], v[j]);
    }
  }
  // An independent stream derived from this seed and a label (e.g. epoch number).
  static std::uint64_t derive(std::uint64_t seed, std::uint64_t stream);

 private:
  std::uint64_t s_[4];
};

// Stateless hash for counter-based randomness (dropout masks): same value on any backend.
std::uint64_t hashCounter(std::uint64_t seed, std::uint64_t counter);
inline float counterUniform(std::uint64_t seed, std::uint64_t counter) {
  return static_cast<float>(hashCounter(seed, counter) >> 40) * (1.0f / 16777216.0f);
}
// items sorted by hashCounter(seed, position): the epoch's sample order, the same on the host
// (train/shard.h) and on any device (Backend::shuffleOrder).
std::vector<std::int32_t> shuffledOrder(const std::vector<std::int32_t>& items, std::uint64_t seed);

}  // namespace nnlab

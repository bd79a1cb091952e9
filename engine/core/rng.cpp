#include "core/rng.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace nnlab {

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

Rng::Rng(std::uint64_t seed) {
  std::uint64_t x = seed;
  for (auto& s : s_) s = splitmix64(x);
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

double Rng::uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

double Rng::uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }

double Rng::normal() {
  double u1 = uniform();
  while (u1 <= 0.0) u1 = uniform();
  const double u2 = uniform();
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

std::uint64_t Rng::below(std::uint64_t n) {
  // Lemire's nearly divisionless method.
  unsigned __int128 m = static_cast<unsigned __int128>(next()) * n;
  std::uint64_t l = static_cast<std::uint64_t>(m);
  if (l < n) {
    const std::uint64_t t = (0 - n) % n;
    while (l < t) {
      m = static_cast<unsigned __int128>(next()) * n;
      l = static_cast<std::uint64_t>(m);
    }
  }
  return static_cast<std::uint64_t>(m >> 64);
}

std::uint64_t Rng::derive(std::uint64_t seed, std::uint64_t stream) {
  std::uint64_t x = seed ^ (stream * 0xd1342543de82ef95ULL + 0x632be59bd9b4e019ULL);
  return splitmix64(x);
}

std::uint64_t hashCounter(std::uint64_t seed, std::uint64_t counter) {
  std::uint64_t x = seed + counter * 0x9e3779b97f4a7c15ULL;
  std::uint64_t z = x;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::vector<std::int32_t> shuffledOrder(const std::vector<std::int32_t>& items, std::uint64_t seed) {
  const std::size_t n = items.size();
  std::vector<std::pair<std::uint64_t, std::int32_t>> keys(n);
  for (std::size_t i = 0; i < n; ++i) keys[i] = {hashCounter(seed, static_cast<std::uint64_t>(i)), static_cast<std::int32_t>(i)};
  std::sort(keys.begin(), keys.end());  // (key, index): ties keep index order
  std::vector<std::int32_t> out(n);
  for (std::size_t j = 0; j < n; ++j) out[j] = items[static_cast<std::size_t>(keys[j].second)];
  return out;
}

}  // namespace nnlab

#include "train/shard.h"

#include <algorithm>
#include <numeric>
#include <string>

#include "core/error.h"
#include "core/rng.h"

namespace nnlab {

ShardPlan planShard(const std::vector<std::int32_t>& items, std::uint64_t seed, const std::vector<std::int64_t>& shares,
                    int rank) {
  if (shares.empty() || rank < 0 || rank >= static_cast<int>(shares.size()))
    fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
        "planShard: rank %1 of %2"),
        std::to_string(rank), std::to_string(shares.size())));
  for (std::int64_t s : shares)
    if (s < 1) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "every device needs at least one row of each global batch")));
  const std::int64_t global = std::accumulate(shares.begin(), shares.end(), std::int64_t{0});
  const auto n = static_cast<std::int64_t>(items.size());
  if (n < global)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the global batch of %1 is larger than the %2 training samples"),
        std::to_string(global), std::to_string(n)));
  const std::vector<std::int32_t> order = shuffledOrder(items, seed);
  // Each replica's offset in a global batch, and its rows of the tail batch (proportional; the
  // tail is left out when a replica would get fewer than 2).
  std::int64_t offset = 0;
  for (int r = 0; r < rank; ++r) offset += shares[static_cast<std::size_t>(r)];
  const std::int64_t full = n / global, tail = n % global;
  std::vector<std::int64_t> tailRows(shares.size(), 0);
  bool keepTail = tail > 0;
  if (keepTail) {
    std::int64_t given = 0;
    for (std::size_t r = 0; r < shares.size(); ++r) {
      tailRows[r] = tail * shares[r] / global;
      given += tailRows[r];
    }
    for (std::size_t r = 0; given < tail; r = (r + 1) % shares.size(), ++given) ++tailRows[r];
    for (std::int64_t t : tailRows) keepTail = keepTail && t >= 2;
  }
  ShardPlan plan;
  const std::int64_t mine = shares[static_cast<std::size_t>(rank)];
  plan.order.reserve(static_cast<std::size_t>(full * mine + (keepTail ? tailRows[static_cast<std::size_t>(rank)] : 0)));
  for (std::int64_t g = 0; g < full; ++g) {
    const auto start = order.begin() + g * global + offset;
    plan.order.insert(plan.order.end(), start, start + mine);
    plan.rows.push_back(mine);
    plan.globalRows.push_back(global);
  }
  if (keepTail) {
    std::int64_t tailOffset = 0;
    for (int r = 0; r < rank; ++r) tailOffset += tailRows[static_cast<std::size_t>(r)];
    const auto start = order.begin() + full * global + tailOffset;
    plan.order.insert(plan.order.end(), start, start + tailRows[static_cast<std::size_t>(rank)]);
    plan.rows.push_back(tailRows[static_cast<std::size_t>(rank)]);
    plan.globalRows.push_back(tail);
  }
  return plan;
}

}  // namespace nnlab

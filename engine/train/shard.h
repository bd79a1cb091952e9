#pragma once
// How a data-parallel run splits an epoch between its replicas: every replica shuffles the same
// training items with the same seed (the order Backend::shuffleOrder gives on every device), cuts
// the order into global batches, and takes its share of rows of each. A last global batch too
// small to give every replica two rows (batch statistics) is left out, on every replica alike.
#include <cstdint>
#include <vector>

#include "core/rng.h"

namespace nnlab {

// shuffledOrder (core/rng.h): the host's twin of Backend::shuffleOrder.

struct ShardPlan {
  std::vector<std::int32_t> order;       // this replica's samples, step after step
  std::vector<std::int64_t> rows;        // this replica's rows in each step
  std::vector<std::int64_t> globalRows;  // the whole global batch of each step (every replica's rows)
};

// shares[r]: replica r's rows in a full global batch. Throws Error(InvalidArgument) when a share
// is below 1 or the items make no full global batch.
ShardPlan planShard(const std::vector<std::int32_t>& items, std::uint64_t seed, const std::vector<std::int64_t>& shares,
                    int rank);

}  // namespace nnlab

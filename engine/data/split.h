#pragma once
// Stratified train/validation/test split of a dataset, reproducible from a seed.
#include <array>
#include <cstdint>

#include "data/dataset.h"

namespace nnlab {

// percents = {train, validation, test}: each >= 0, summing to 100 (within 0.01), train > 0;
// otherwise Error(InvalidArgument). Validation and test may be 0 (empty subsets).
//
// Per class: the class's indices are shuffled (Rng seeded from seed and the class) and cut
// into parts whose sizes follow the percentages by largest remainder, so each part holds its
// share of the class to within one sample. Every part with a nonzero percentage gets at least
// one sample of every class that has samples (taken from the largest part when rounding
// would leave it none); a class with fewer samples than there are nonzero parts is an
// Error(InvalidArgument). Finally each part's index list is shuffled. The same dataset, percents
// and seed always give the same split.
DatasetSplits stratifiedSplit(const Dataset& data, std::array<double, 3> percents, std::uint64_t seed);

}  // namespace nnlab

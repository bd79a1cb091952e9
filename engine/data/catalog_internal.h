#pragma once
// Pieces of the catalog shared by dataset_catalog.cpp and catalog_sources.cpp (not public API).
#include <string>
#include <vector>

#include "data/dataset_catalog.h"

namespace nnlab {

// The stand-ins, stored caches and not-yet-imported manifests, appended to a listing.
void appendStoredAndManifestEntries(std::vector<DatasetInfo>& out, const DataLocations& where);
// A dataset given by path: a .csv table, a .nnds cache, an image folder (cached in
// <cacheDir>/folders/) or an IDX directory.
Dataset loadDatasetPath(const std::string& path, const DataLocations& where);
// True when dir holds a training pair of IDX files (Error(BadInput) for half a pair).
bool hasIdxFiles(const std::string& dir);

}  // namespace nnlab

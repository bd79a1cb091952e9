#pragma once
// Pieces shared by the history's source files (history_store, _read, _open, _repair, _sweeps); not for
// use outside engine/experiment.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nnlab {
struct RunFilter;
}

namespace nnlab::history_detail {

// A run filter as SQL: " WHERE ..." over `runs` with ?1.. bound to `values`; `status` (stored
// "running" rows read as interrupted or unknown) is compared after reading.
struct FilterSql {
  std::string where;
  std::vector<std::string> values;
  std::string status;
};
FilterSql filterSql(const RunFilter& filter);

// A JSON column's text parsed (empty text: null); Error(BadInput) naming `what` when it is not JSON.
nlohmann::json parseStored(const std::string& text, const char* what);
// Seconds from an ISO UTC time ("2026-11-22T10:30:00Z") to now; < 0 when it cannot be read.
double secondsSince(const std::string& iso);

}  // namespace nnlab::history_detail

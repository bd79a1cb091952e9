#pragma once
// Small formatting helpers for user-facing messages.
#include <string>

namespace nnlab {

std::string formatBytes(double bytes);         // "91.0 GiB"
std::string formatCount(long long n);          // "61,706"
std::string formatSeconds(double seconds);     // "1.23 s", "850 ms"
std::string formatDouble(double v, int precision = 6);  // shortest round-trippable-ish
std::string utcNowIso();                       // "2026-11-22T10:30:00Z"

}  // namespace nnlab

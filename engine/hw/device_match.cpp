#include "hw/device_match.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>

namespace nnlab {

namespace {

// Words that say who made a part or what kind of part it is, not which one it is.
const std::set<std::string>& noiseWords() {
  static const std::set<std::string> words{"nvidia", "intel", "amd", "geforce", "tesla", "corporation", "cpu",
                                           "processor", "gpu", "graphics", "with", "radeon"};
  return words;
}

bool isNoise(const std::string& t) {
  if (noiseWords().count(t)) return true;
  static const std::regex coreCount("[0-9]+cores?");
  return std::regex_match(t, coreCount);
}

}  // namespace

std::vector<std::string> deviceNameTokens(const std::string& name) {
  std::string lower;
  lower.reserve(name.size());
  for (unsigned char c : name) lower.push_back(static_cast<char>(std::tolower(c)));
  // Trademarks in all their spellings become spaces (copied, not replaced in place: GCC 12 warns
  // falsely about overlapping copies in std::string::replace).
  static const std::string marks[] = {"(r)", "(tm)", "\xc2\xae", "\xe2\x84\xa2"};
  std::string s;
  s.reserve(lower.size());
  for (std::size_t i = 0; i < lower.size();) {
    bool mark = false;
    for (const auto& m : marks)
      if (lower.compare(i, m.size(), m) == 0) {
        s.push_back(' ');
        i += m.size();
        mark = true;
        break;
      }
    if (!mark) s.push_back(lower[i++]);
  }
  // "@ 2.00ghz" and anything after it: the nominal clock, not part of the name.
  if (const auto at = s.find('@'); at != std::string::npos) s.erase(at);
  // "96-core" stays one token (dropped as noise below); other '-' and '_' separate tokens.
  s = std::regex_replace(s, std::regex("([0-9]+)-(core)"), "$1$2");
  std::vector<std::string> tokens;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty() && !isNoise(cur)) tokens.push_back(cur);
    cur.clear();
  };
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '.')
      cur.push_back(c);
    else
      flush();
  }
  flush();
  // The first Xeon E5/E7 generation prints "E5-2620 0 @ 2.00GHz": the lone 0 marks no "v2".
  if (tokens.size() >= 2 && tokens.back() == "0") tokens.pop_back();
  return tokens;
}

bool sameDeviceName(const std::string& a, const std::string& b) {
  const auto ta = deviceNameTokens(a);
  return !ta.empty() && ta == deviceNameTokens(b);
}

}  // namespace nnlab

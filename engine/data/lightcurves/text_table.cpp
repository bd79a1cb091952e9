#include "data/lightcurves/text_table.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "core/error.h"

namespace nnlab::lc {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

Table tokenize(const std::string& text, const std::string& source) {
  Table t;
  t.source = source;
  std::size_t pos = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
  int line = 0;
  char sep = 0;  // 0: not chosen yet; ' ': whitespace
  while (pos < text.size()) {
    ++line;
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string raw = trim(text.substr(pos, end - pos));
    pos = end + 1;
    if (raw.empty() || raw[0] == '#') continue;
    if (!sep) sep = raw.find(',') != std::string::npos ? ',' : raw.find(';') != std::string::npos ? ';'
                  : raw.find('\t') != std::string::npos ? '\t' : ' ';
    Row r;
    r.line = line;
    if (sep == ' ') {
      std::size_t i = 0;
      while (i < raw.size()) {
        while (i < raw.size() && (raw[i] == ' ' || raw[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < raw.size() && raw[j] != ' ' && raw[j] != '\t') ++j;
        if (j > i) r.f.push_back(raw.substr(i, j - i));
        i = j;
      }
    } else {
      std::size_t i = 0;
      for (;;) {
        const std::size_t j = std::min(raw.find(sep, i), raw.size());
        r.f.push_back(trim(raw.substr(i, j - i)));
        if (j >= raw.size()) break;
        i = j + 1;
      }
    }
    for (auto& f : r.f)
      if (f.size() >= 2 && f.front() == '"' && f.back() == '"') f = f.substr(1, f.size() - 2);
    t.rows.push_back(std::move(r));
  }
  return t;
}

std::string where(const std::string& source, int line) { return source + ":" + std::to_string(line); }

bool isNumber(const std::string& s) {
  if (s.empty()) return false;
  errno = 0;
  char* end = nullptr;
  std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
}

// The value of a numeric field; a field that is not a number, or not a finite one, is an error.
double number(const Row& r, std::size_t col, const std::string& colName, const std::string& source) {
  const std::string& s = r.f[col];
  const std::string at = where(source, r.line);  // "file.csv:12: mag '...' is not a number"
  if (s.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: %2 is empty"), at, colName));
  errno = 0;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1: %2 '%3' is not a number"),
      at, colName, s));
  if (!std::isfinite(v) || errno == ERANGE)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: %2 '%3' is not a finite number (NaN and infinities cannot be folded)"),
        at, colName, s));
  return v;
}

}  // namespace nnlab::lc

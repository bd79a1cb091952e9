#pragma once
// Plain text tables as light-curve files come: rows of fields with their line numbers, the
// separator found from the first line, '#' comments skipped, and numbers parsed strictly (the
// whole field, finite) with errors naming the file and line. Internal to light_curve_reader.
#include <string>
#include <vector>

namespace nnlab::lc {

struct Row {
  int line = 0;                // 1-based line in the file
  std::vector<std::string> f;  // trimmed fields, surrounding quotes removed
};

struct Table {
  std::string source;
  std::vector<Row> rows;  // every content line, the header (if any) first
};

// Splits text into rows; blank lines and '#' comments are skipped. The separator is chosen from
// the first content line: ',' if it has one, else ';', else tabs, else runs of spaces.
Table tokenize(const std::string& text, const std::string& source);

std::string lower(std::string s);
std::string trim(const std::string& s);
std::string joined(const std::vector<std::string>& v);  // "a, b, c"
std::string where(const std::string& source, int line);  // "file.csv:12"
bool isNumber(const std::string& s);                     // the whole field parses as a number
// The value of a numeric field; not a number, or not a finite one, is Error(BadInput) naming the
// file, the line and colName.
double number(const Row& r, std::size_t col, const std::string& colName, const std::string& source);

}  // namespace nnlab::lc

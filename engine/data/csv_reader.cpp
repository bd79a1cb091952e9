#include "data/csv_reader.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "core/limits.h"

namespace nnlab {

namespace {

struct Field {
  std::string text;
  bool quoted = false;
};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// Splits one record that starts at text[pos]; a quoted field may span lines (line counts
// them). Returns false at the end of the text.
bool nextRecord(const std::string& text, std::size_t& pos, char delim, std::vector<Field>& out, int& line,
                const std::string& source) {
  out.clear();
  if (pos >= text.size()) return false;
  Field f;
  bool inQuotes = false, afterQuote = false;
  const int startLine = line;
  for (;;) {
    if (pos >= text.size()) {
      if (inQuotes) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: line %2: a quote is never closed"),
          source, std::to_string(startLine)));
      break;
    }
    const char c = text[pos++];
    if (inQuotes) {
      if (c == '"') {
        if (pos < text.size() && text[pos] == '"') {
          f.text += '"';
          ++pos;
        } else {
          inQuotes = false;
          afterQuote = true;
        }
      } else {
        if (c == '\n') ++line;
        f.text += c;
      }
      continue;
    }
    if (c == '"' && trim(f.text).empty() && !afterQuote) {
      inQuotes = true;
      f.quoted = true;
      f.text.clear();
    } else if (c == delim) {
      out.push_back(f);
      f = {};
      afterQuote = false;
    } else if (c == '\n') {
      ++line;
      break;
    } else if (!afterQuote || (c != ' ' && c != '\t' && c != '\r')) {
      f.text += c;
    }
  }
  out.push_back(f);
  return true;
}

bool parseNumber(const std::string& raw, double& v) {
  const std::string s = trim(raw);
  if (s.empty()) return false;
  errno = 0;
  char* end = nullptr;
  v = std::strtod(s.c_str(), &end);
  // Values beyond f32's range would become infinities in the f32 feature tensor.
  return end == s.c_str() + s.size() && errno != ERANGE && std::isfinite(v) && std::fabs(v) <= 3.4e38;
}

bool blank(const std::vector<Field>& r) { return r.size() == 1 && !r[0].quoted && trim(r[0].text).empty(); }

}  // namespace

const char* csvNormalizeName(CsvNormalize n) {
  switch (n) {
    case CsvNormalize::MinMax: return "minmax";
    case CsvNormalize::Standard: return "standard";
    case CsvNormalize::None: break;
  }
  return "none";
}

CsvNormalize csvNormalizeFromName(const std::string& name) {
  if (name == "none") return CsvNormalize::None;
  if (name == "minmax") return CsvNormalize::MinMax;
  if (name == "standard") return CsvNormalize::Standard;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown normalisation '%1': use none, minmax or standard"),
      name));
}

Dataset parseCsv(const std::string& text, const CsvOptions& opt, const std::string& source) {
  if (opt.outputColumns < 1 || opt.outputColumns > kMaxClasses)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a CSV table has 1 to %1 output columns"),
        std::to_string(kMaxClasses)));
  std::size_t pos = 0;
  if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) pos = 3;  // UTF-8 byte order mark
  int line = 1;
  std::vector<Field> rec;
  std::vector<std::string> header;
  std::size_t columns = 0;
  int columnsLine = 0;
  std::vector<float> values;
  std::vector<std::string> labelText;  // one output column: the class as written
  std::vector<std::int32_t> argmax;    // several: the winning column
  bool first = true;
  while (true) {
    const int recLine = line;
    if (!nextRecord(text, pos, opt.delimiter, rec, line, source)) break;
    if (blank(rec)) continue;
    if (columns == 0) {
      columns = rec.size();
      columnsLine = recLine;
      if (columns <= static_cast<std::size_t>(opt.outputColumns))
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: line %2 has %3 column(s): expected the input columns and then %4 output column(s)"),
            source, std::to_string(recLine), std::to_string(columns), std::to_string(opt.outputColumns)));
    } else if (rec.size() != columns) {
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: line %2 has %3 columns, line %4 has %5: every row needs the same number of values"),
          source, std::to_string(recLine), std::to_string(rec.size()), std::to_string(columnsLine),
          std::to_string(columns)));
    }
    const std::size_t inputs = columns - static_cast<std::size_t>(opt.outputColumns);
    if (first) {
      first = false;
      bool isHeader = opt.header == CsvHeader::Yes;
      if (opt.header == CsvHeader::Auto) {
        double v;
        for (std::size_t c = 0; c < columns; ++c)
          if (rec[c].quoted || (c < inputs && !trim(rec[c].text).empty() && !parseNumber(rec[c].text, v))) isHeader = true;
      }
      if (isHeader) {
        for (const auto& f : rec) header.push_back(trim(f.text));
        continue;
      }
    }
    auto columnName = [&](std::size_t c) {
      std::string s = "column " + std::to_string(c + 1);
      if (c < header.size() && !header[c].empty()) s += " (" + header[c] + ")";
      return s;
    };
    for (std::size_t c = 0; c < inputs; ++c) {
      double v;
      if (!parseNumber(rec[c].text, v)) {
        const std::string t = trim(rec[c].text);
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: line %2, %3: %4 (input columns hold numbers; the class goes in the last column)"),
            source, std::to_string(recLine), columnName(c),
            (t.empty() ? msg(NNLAB_TEXT("nnlab::messages", "the value is empty")) : msg(NNLAB_TEXT("nnlab::messages", "'%1' is not a number"), t))));
      }
      values.push_back(static_cast<float>(v));
    }
    if (opt.outputColumns == 1) {
      const std::string t = trim(rec[inputs].text);
      if (t.empty())
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: line %2, %3: the class is empty"),
            source, std::to_string(recLine), columnName(inputs)));
      labelText.push_back(t);
    } else {
      std::int32_t best = 0;
      double bestV = -INFINITY;
      for (std::size_t c = inputs; c < columns; ++c) {
        double v;
        if (!parseNumber(rec[c].text, v))
          fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
              "%1: line %2, %3: '%4' is not a number (output columns hold one score per class)"),
              source, std::to_string(recLine), columnName(c), trim(rec[c].text)));
        if (v > bestV) {
          bestV = v;
          best = static_cast<std::int32_t>(c - inputs);
        }
      }
      argmax.push_back(best);
    }
  }
  if (columns == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 holds no rows"), source));
  const std::size_t inputs = columns - static_cast<std::size_t>(opt.outputColumns);
  const std::size_t n = values.size() / inputs;
  if (n == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 holds a header but no rows"), source));

  Dataset d;
  d.labels = Tensor::empty(Shape{static_cast<std::int64_t>(n)}, DType::I32);
  auto* lab = d.labels.data<std::int32_t>();
  if (opt.outputColumns == 1) {
    // Classes: the distinct values, in numeric order when they are all numbers.
    bool numeric = true;
    double v;
    for (const auto& t : labelText) numeric = numeric && parseNumber(t, v);
    std::vector<std::string> names(labelText.begin(), labelText.end());
    if (numeric) {
      std::map<double, std::string> byValue;
      for (const auto& t : labelText) {
        parseNumber(t, v);
        byValue.emplace(v, t);
      }
      names.clear();
      for (auto& [k, t] : byValue) names.push_back(t);
      std::map<double, std::int32_t> index;
      for (auto& [k, t] : byValue) index.emplace(k, static_cast<std::int32_t>(index.size()));
      for (std::size_t i = 0; i < n; ++i) {
        parseNumber(labelText[i], v);
        lab[i] = index[v];
      }
    } else {
      std::sort(names.begin(), names.end());
      names.erase(std::unique(names.begin(), names.end()), names.end());
      for (std::size_t i = 0; i < n; ++i)
        lab[i] = static_cast<std::int32_t>(std::lower_bound(names.begin(), names.end(), labelText[i]) - names.begin());
    }
    d.classNames = names;
  } else {
    for (std::size_t i = 0; i < n; ++i) lab[i] = argmax[i];
    for (int c = 0; c < opt.outputColumns; ++c) {
      const std::size_t col = inputs + static_cast<std::size_t>(c);
      d.classNames.push_back(col < header.size() && !header[col].empty() ? header[col] : std::to_string(c));
    }
  }
  if (d.classNames.size() > static_cast<std::size_t>(kMaxClasses))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has %2 different classes, more than the %3 nnlab supports: is the class the last column?"),
        source, countArg(static_cast<long long>(d.classNames.size())), countArg(kMaxClasses)));
  if (d.classNames.size() < 2)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: every row has the class '%2': a classifier needs at least 2 classes (is the class the last "
        "column?)"),
        source, d.classNames.front()));

  // Normalise each input column over all rows.
  if (opt.normalize != CsvNormalize::None) {
    for (std::size_t c = 0; c < inputs; ++c) {
      double lo = INFINITY, hi = -INFINITY, sum = 0, sq = 0;
      for (std::size_t i = 0; i < n; ++i) {
        const double x = values[i * inputs + c];
        lo = std::min(lo, x);
        hi = std::max(hi, x);
        sum += x;
      }
      const double mean = sum / static_cast<double>(n);
      for (std::size_t i = 0; i < n; ++i) sq += (values[i * inputs + c] - mean) * (values[i * inputs + c] - mean);
      const double sd = std::sqrt(sq / static_cast<double>(n));
      for (std::size_t i = 0; i < n; ++i) {
        float& x = values[i * inputs + c];
        if (opt.normalize == CsvNormalize::MinMax)
          x = hi > lo ? static_cast<float>((x - lo) / (hi - lo)) : 0.0f;
        else
          x = sd > 0 ? static_cast<float>((x - mean) / sd) : 0.0f;
      }
    }
  }
  d.features = Tensor::empty(Shape{static_cast<std::int64_t>(n), static_cast<std::int64_t>(inputs)}, DType::F32);
  std::copy(values.begin(), values.end(), d.features.data<float>());
  d.source = source;
  d.name = std::filesystem::path(source).stem().string();
  d.description = "CSV table " + source + ": " + formatCount(static_cast<long long>(n)) + " rows, " +
                  std::to_string(inputs) + " inputs, " + std::to_string(d.classNames.size()) + " classes" +
                  (opt.normalize == CsvNormalize::None ? std::string() : std::string(", ") + csvNormalizeName(opt.normalize) + " normalised");
  d.validate();
  return d;
}

Dataset readCsv(const std::string& path, const CsvOptions& options) {
  // Parsing holds the text, the values (4 bytes per number of at least 2 characters) and the
  // class names: a quarter of the memory budget for the file keeps it well inside.
  const std::uint64_t limit = std::min<std::uint64_t>(std::uint64_t{1} << 30, memoryBudget() / 4);
  return parseCsv(readFileLimited(path, static_cast<std::size_t>(limit), "CSV file"), options, path);
}

}  // namespace nnlab

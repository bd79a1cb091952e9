#pragma once
// CSV tables as the teaching C trainer reads them: comma-separated, input columns first, the
// output column(s) last, an optional header line (quoted or not). One output column holds the
// class (numbers or names); several output columns are one score per class (one-hot), the
// largest wins. The result is a tabular Dataset: f32 features (N x F), i32 labels.
#include <string>

#include "data/dataset.h"

namespace nnlab {

enum class CsvNormalize {
  None,      // values as written
  MinMax,    // per column to [0, 1] (a constant column becomes 0)
  Standard,  // per column to mean 0, standard deviation 1 (population std; constant -> 0)
};
enum class CsvHeader { Auto, Yes, No };

const char* csvNormalizeName(CsvNormalize n);
CsvNormalize csvNormalizeFromName(const std::string& name);  // none | minmax | standard

struct CsvOptions {
  int outputColumns = 1;  // class column(s) at the end of each row
  CsvNormalize normalize = CsvNormalize::None;
  // Auto: the first line is a header when one of its fields is quoted or one of its non-empty input
  // fields is not a number.
  CsvHeader header = CsvHeader::Auto;
  char delimiter = ',';
};

// Bad tables throw Error(BadInput) naming the source, the line and the column: a ragged row
// ("line 7 has 4 columns, line 1 has 5"), a value that is not a number ("line 5, column 3
// (petal_length): 'abc' is not a number"), an empty value, an unterminated quote, fewer
// than 2 classes. Statistics for normalisation are taken over all rows (as the C trainer does).
Dataset parseCsv(const std::string& text, const CsvOptions& options, const std::string& source = "CSV");
Dataset readCsv(const std::string& path, const CsvOptions& options = {});

}  // namespace nnlab

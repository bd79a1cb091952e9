#pragma once
// Writing a study report's files from nnlab-cli: the Qt renderer (widgets/report/) in a build with
// the app (cli_report_qt.cpp), or a plain refusal without it (cli_report_none.cpp).
#include <string>
#include <vector>

#include "experiment/report.h"

namespace nnlab::cli {

// Writes each path (.pdf or .html by its suffix); returns the lines to print ("wrote x.pdf (3 pages)").
// Error(Unsupported) in a build without the app; Error(WriteFailed) naming a file that cannot be written.
std::vector<std::string> writeReportFiles(const ReportDocument& doc, const std::vector<std::string>& paths);

}  // namespace nnlab::cli

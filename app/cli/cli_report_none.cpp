// nnlab-cli report in a build without the app: the document exists (--json), its files do not.
#include "cli/cli_report_render.h"

#include "core/error.h"

namespace nnlab::cli {

std::vector<std::string> writeReportFiles(const ReportDocument&, const std::vector<std::string>&) {
  fail(ErrorKind::Unsupported,
       "this nnlab-cli was built without the app (NNLAB_BUILD_APP=OFF): PDF and HTML reports need the app's build, "
       "which draws the charts with Qt. `nnlab-cli report ... --json` prints the report's contents here; copy the "
       "history to a machine with the app and run the same command there");
}

}  // namespace nnlab::cli

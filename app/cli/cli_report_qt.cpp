// nnlab-cli report in a build with the app: the Qt renderer, on an offscreen QApplication made for
// this command alone (QCustomPlot draws with QtWidgets; no display is needed).
#include <QApplication>
#include <QFileInfo>
#include <memory>

#include "cli/cli_report_render.h"
#include "core/error.h"
#include "widgets/report/report_render.h"

namespace nnlab::cli {

std::vector<std::string> writeReportFiles(const ReportDocument& doc, const std::vector<std::string>& paths) {
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  int argc = 1;
  char name[] = "nnlab-cli";
  char* argv[] = {name, nullptr};
  std::unique_ptr<QApplication> app;  // this command's alone, gone when it returns
  if (!QCoreApplication::instance()) app = std::make_unique<QApplication>(argc, argv);
  std::vector<std::string> lines;
  for (const auto& path : paths) {
    const QString p = QString::fromStdString(path);
    QString error;
    int pages = 0;
    const bool pdf = QFileInfo(p).suffix().toLower() == QLatin1String("pdf");
    const bool ok = pdf ? gui::ReportRender::savePdf(doc, p, &error, &pages) : gui::ReportRender::save(doc, p, &error);
    if (!ok) fail(ErrorKind::WriteFailed, error.toStdString());
    lines.push_back("wrote " + path + (pdf ? " (" + std::to_string(pages) + " page(s))" : std::string()));
  }
  return lines;
}

}  // namespace nnlab::cli

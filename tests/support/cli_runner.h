#pragma once
// Runs the real nnlab-cli (NNLAB_CLI, defined for the suites that use it) and collects its exit
// code and output; a process that hangs past the timeout is killed and reported as code -1.
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace nnlab::test {

struct CliResult {
  int code = -1;  // -1: timed out; -2: crashed (a signal)
  QString out, err;
};

inline CliResult runProgram(const QString& program, const QStringList& args, int timeoutMs = 180000, const QString& cwd = {},
                            const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  QProcess p;
  p.setProcessEnvironment(env);
  if (!cwd.isEmpty()) p.setWorkingDirectory(cwd);
  p.start(program, args);
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    return {};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

#ifdef NNLAB_CLI
inline CliResult runCli(const QStringList& args, int timeoutMs = 180000, const QString& cwd = {}) {
  return runProgram(QStringLiteral(NNLAB_CLI), args, timeoutMs, cwd);
}
#endif

}  // namespace nnlab::test

#pragma once
// Drives the main window without a person, for the command line:
//   --screenshot FILE [--page P] [--demo]  render the window (after a short real run with --demo)
//   --train-and-quit [--out FILE]          train the current settings through the GUI and exit
//                                           (the GUI-vs-CLI throughput measurement uses it)
// Both wait for the dataset to load first, and give up with a message after --timeout seconds.
#include <QObject>
#include <QSize>
#include <QString>

namespace nnlab::gui {

class MainWindow;

struct ScriptOptions {
  QString screenshot;          // PNG path
  QString page = "train";      // designer | data | devices | train
  bool demo = false;           // a short LeNet-5 run on MNIST before the screenshot
  int demoRuns = 1;            // more than 1: runs with batch 64, 32, 128, ... overlaid
  bool trainAndQuit = false;
  QString out;                 // run record JSON for --train-and-quit
  int timeoutSeconds = 600;
};

class ScriptedSession : public QObject {
  Q_OBJECT
 public:
  ScriptedSession(MainWindow* window, ScriptOptions options, QObject* parent = nullptr);
  void start();

 private:
  void whenDataReady();
  void onRunEnded(int runId);
  void takeScreenshot();
  void finish(int exitCode);

  MainWindow* window_;
  ScriptOptions options_;
  int runId_ = 0;
  int runsDone_ = 0;
  double guiCpuAtStart_ = 0.0;  // CPU seconds of the GUI thread when the run started
  double wallAtStart_ = 0.0;
  QList<int> finishedRuns_;
};

}  // namespace nnlab::gui

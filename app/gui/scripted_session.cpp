#include "gui/scripted_session.h"

#include <QApplication>
#include <QPixmap>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#include <ctime>

#include "experiment/analysis.h"
#include "gui/chart_exporter.h"
#include "gui/main_window.h"
#include "gui/training_controller.h"
#include "nn/model_spec.h"
#include "widgets/dataset_panel.h"
#include "widgets/hyper_params_panel.h"
#include "widgets/layer_palette.h"
#include "widgets/model_designer.h"
#include "widgets/run_shelf.h"
#include "widgets/training_view.h"

namespace nnlab::gui {

namespace {
double clockSeconds(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}
}  // namespace

ScriptedSession::ScriptedSession(MainWindow* window, ScriptOptions options, QObject* parent)
    : QObject(parent), window_(window), options_(std::move(options)) {}

void ScriptedSession::start() {
  QTimer::singleShot(options_.timeoutSeconds * 1000, this, [this] {
    std::fprintf(stderr, "nnlab: gave up after %d s (see --timeout)\n", options_.timeoutSeconds);
    finish(1);
  });
  connect(window_->training(), &TrainingController::runEnded, this, &ScriptedSession::onRunEnded);
  if (options_.demo) {
    // A short, real run: LeNet-5 on MNIST, 3 epochs, on the fast CPU path.
    // Everything else is nnlab's default experiment (the engine's defaults, not restated here).
    const ExperimentSpec defaults;
    ExperimentSpec spec = window_->currentSpec();
    spec.model = loadModelSpec("lenet5");
    spec.dataset = "mnist";
    spec.split = defaults.split;
    spec.backend = "cpu-blas";
    spec.threads = defaults.threads;
    spec.train = defaults.train;
    spec.train.epochs = 3;
    spec.train.schedule.type = "cosine";
    window_->applySpec(spec);
  }
  // From the event loop: exit() before exec() would be lost, and the data panel's results
  // arrive as queued signals.
  QTimer::singleShot(0, this, &ScriptedSession::whenDataReady);
}

void ScriptedSession::whenDataReady() {
  if (window_->dataPanel()->isLoading()) {
    QTimer::singleShot(50, this, &ScriptedSession::whenDataReady);
    return;
  }
  if (options_.demo || options_.trainAndQuit) {
    if (!window_->train()) {
      std::fprintf(stderr, "nnlab: cannot train: %s\n", qPrintable(window_->trainBlockedReason()));
      finish(3);
      return;
    }
    runId_ = window_->training()->shownRun()->id;
    guiCpuAtStart_ = clockSeconds(CLOCK_THREAD_CPUTIME_ID);
    wallAtStart_ = clockSeconds(CLOCK_MONOTONIC);
    return;
  }
  takeScreenshot();
}

void ScriptedSession::onRunEnded(int runId) {
  if (runId != runId_) return;
  RunPtr run = window_->training()->run(runId);
  finishedRuns_ << runId;
  if (options_.demo && ++runsDone_ < options_.demoRuns) {
    // The next demo run differs in its batch size; the earlier ones are overlaid for comparison.
    static const int batches[] = {64, 32, 128, 16};
    TrainConfig c = window_->hyperParams()->config();
    c.batch = batches[runsDone_ % 4];
    window_->hyperParams()->setConfig(c);
    QTimer::singleShot(0, this, &ScriptedSession::whenDataReady);
    return;
  }
  if (finishedRuns_.size() > 1)
    for (int id : finishedRuns_)
      if (id != runId) window_->trainingView()->shelf()->setOverlaid(id, true);
  if (options_.trainAndQuit) {
    for (const auto& e : run->epochs)
      std::printf("epoch %d  train %.3f s  %.0f samples/s  val acc %.4f\n", e.epoch, e.trainSeconds, e.samplesPerSecond,
                  e.valAccuracy);
    if (run->test) std::printf("test accuracy %.4f\n", run->test->metrics.accuracy);
    std::printf("median samples/s %.0f\n", median([&] {
      std::vector<double> v;
      for (const auto& e : run->epochs) v.push_back(e.samplesPerSecond);
      return v;
    }()));
    // What the window itself cost while the run trained: the GUI thread's CPU time.
    const double cpu = clockSeconds(CLOCK_THREAD_CPUTIME_ID) - guiCpuAtStart_;
    const double wall = clockSeconds(CLOCK_MONOTONIC) - wallAtStart_;
    std::printf("gui thread cpu %.3f s over %.3f s of run (%.1f %% of one core), %d replots\n", cpu, wall,
                100.0 * cpu / wall, window_->trainingView()->replotCount());
    if (!options_.out.isEmpty()) {
      QString error;
      if (!window_->exporter()->saveRecord(runId, options_.out, &error)) std::fprintf(stderr, "nnlab: %s\n", qPrintable(error));
    }
    std::fflush(stdout);
  }
  if (!options_.screenshot.isEmpty()) {
    // Let the last replot (40 ms timer) land before the picture is taken.
    QTimer::singleShot(TrainingView::kReplotIntervalMs * 5, this, &ScriptedSession::takeScreenshot);
    return;
  }
  finish(run->failedBeforeTraining ? 3 : (run->status == RunStatus::Completed ? 0 : 4));
}

void ScriptedSession::takeScreenshot() {
  const QString page = options_.page;
  window_->showPage(page == "designer" ? MainWindow::Page::Designer
                    : page == "data"   ? MainWindow::Page::Data
                    : page == "devices" ? MainWindow::Page::Devices
                    : page == "history" ? MainWindow::Page::History
                    : page == "sweeps"  ? MainWindow::Page::Sweeps
                    : page == "speedup" ? MainWindow::Page::Speedup
                    : page == "hardware" ? MainWindow::Page::Hardware
                                        : MainWindow::Page::Train);
  if (page == "designer") {  // a convolution in the stack and in the palette: both panes show something
    window_->designer()->palette()->selectType("conv2d");
    window_->designer()->selectRow(3);
  }
  if (finishedRuns_.size() > 1) window_->trainingView()->showCompareTab();  // a convolution, so the editor shows something
  // Two event-loop turns: layouts settle and the charts' queued repaints happen.
  QTimer::singleShot(TrainingView::kReplotIntervalMs * 3, this, [this] {
    QApplication::processEvents();
    const QPixmap shot = window_->grab();
    if (!shot.save(options_.screenshot, "PNG")) {
      std::fprintf(stderr, "nnlab: cannot write %s\n", qPrintable(options_.screenshot));
      finish(1);
      return;
    }
    std::printf("nnlab: wrote %s (%dx%d pixels)\n", qPrintable(options_.screenshot), shot.width(), shot.height());
    finish(0);
  });
}

void ScriptedSession::finish(int exitCode) {
  window_->training()->stop();
  QCoreApplication::exit(exitCode);
}

}  // namespace nnlab::gui

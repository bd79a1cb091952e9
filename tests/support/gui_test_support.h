#pragma once
// Helpers shared by the GUI suites (offscreen): isolated settings, waiting for the data page,
// the small experiments the tests train.
#include <QString>

#include "experiment/experiment_spec.h"

namespace nnlab::gui {
class ChartView;
class MainWindow;
}

namespace nnlab::test {

// Settings go to a temporary folder, never the user's (call from initTestCase()).
void isolateSettings();
// Processes events until the data page has loaded its dataset; false after timeoutMs.
bool waitForData(gui::MainWindow& window, int timeoutMs = 30000);
// A tiny MLP (flatten, dense 16, relu, dense classes) on the bundled MNIST, cpu-blas with one
// thread (bit-reproducible), `epochs` epochs of batch 64.
ExperimentSpec tinyMnistSpec(int epochs, std::uint64_t seed = 7);
bool fastMode();  // NNLAB_TEST_FAST=1 (the sanitizer run)
// Shows the chart at 600x400 as it is (empty or not), lays it out and paints it; returns the
// share of its width the plot area gets (an empty legend in the plot's column once squeezed
// whole charts to a strip), or -1 when the window never appeared.
double plotWidthShare(gui::ChartView& chart);
// Export charts (Ctrl+E) asks for the PNG options, then for a folder: from now on, accepts the
// first as it comes and chooses `dir` in the second, as the user's clicks would.
void answerExportDialogs(const QString& dir);

}  // namespace nnlab::test

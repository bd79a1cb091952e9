#include "support/gui_test_support.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QTimer>
#include <QDeadlineTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "gui/main_window.h"
#include "widgets/chart_view.h"
#include "widgets/dataset_panel.h"

namespace nnlab::test {

void isolateSettings() {
  static QTemporaryDir dir;
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName("nnlab-tests");
  QCoreApplication::setApplicationName("nnlab-tests");
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
}

bool waitForData(gui::MainWindow& window, int timeoutMs) {
  QDeadlineTimer deadline(timeoutMs);
  while (!deadline.hasExpired()) {
    if (!window.dataPanel()->isLoading() && window.dataPanel()->dataset()) return true;
    QTest::qWait(20);
  }
  return false;
}

ExperimentSpec tinyMnistSpec(int epochs, std::uint64_t seed) {
  ExperimentSpec s;
  s.name = "tiny-mlp";
  s.model.name = "tiny-mlp";
  s.model.layers = nlohmann::json::array(
      {{{"type", "flatten"}}, {{"type", "dense"}, {"units", 16}}, {{"type", "relu"}}, {{"type", "dense"}, {"units", "classes"}}});
  s.dataset = "mnist-bundled";
  s.split = {85, 2, 13};
  s.backend = "cpu-blas";
  s.threads = 1;
  s.train.epochs = epochs;
  s.train.batch = 64;
  s.train.optimizer.lr = 0.05;
  s.train.seed = seed;
  return s;
}

bool fastMode() { return qEnvironmentVariableIntValue("NNLAB_TEST_FAST") != 0; }

double plotWidthShare(gui::ChartView& chart) {
  chart.resize(600, 400);
  chart.show();
  if (!QTest::qWaitForWindowExposed(&chart)) return -1.0;
  chart.refresh();
  chart.replot();
  return static_cast<double>(chart.axisRect()->width()) / chart.viewport().width();
}

void answerExportDialogs(const QString& dir) {
  auto* timer = new QTimer;
  QObject::connect(timer, &QTimer::timeout, [timer, dir] {
    QWidget* modal = QApplication::activeModalWidget();
    if (!modal || !modal->isVisible()) return;
    if (auto* files = qobject_cast<QFileDialog*>(modal)) {
      timer->stop();
      timer->deleteLater();
      // The folder opened and nothing typed: Choose takes the folder shown.
      files->setDirectory(dir);
      if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) name->clear();
      QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
    } else if (auto* options = qobject_cast<QDialog*>(modal)) {
      QMetaObject::invokeMethod(options, "accept", Qt::QueuedConnection);
    }
  });
  timer->start(20);
}

}  // namespace nnlab::test

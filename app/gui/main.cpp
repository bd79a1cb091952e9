// nnlab: the desktop app. See README.md ("The desktop app") and docs/ARCHITECTURE.md.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <cstdio>

#include "gui/app_settings.h"
#include "gui/main_window.h"
#include "gui/model_files.h"
#include "gui/scripted_session.h"
#include "gui/view_actions.h"

using namespace nnlab::gui;

int main(int argc, char** argv) {
  // --screenshot and --train-and-quit need no screen: without a display they render offscreen
  // (the platform must be chosen before QApplication exists).
  const bool noDisplay = qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
  bool help = false;
  for (int i = 1; i < argc && noDisplay && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"); ++i) {
    const QByteArray a(argv[i]);
    if (a == "--screenshot" || a.startsWith("--screenshot=") || a == "--train-and-quit") qputenv("QT_QPA_PLATFORM", "offscreen");
    help |= a == "--help" || a == "-h" || a == "--version" || a == "-v";
  }
  if (noDisplay && help && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  if (noDisplay && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
    // Qt would abort with "could not connect to display"; say what to do instead.
    std::fprintf(stderr,
                 "nnlab: no display ($DISPLAY and $WAYLAND_DISPLAY are unset). Run it on a desktop, under a "
                 "virtual X server (xvfb-run nnlab), render a picture (nnlab --screenshot shot.png --demo) or "
                 "train headless with nnlab-cli train.\n");
    return 1;
  }
  QGuiApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
  QApplication app(argc, argv);
  QApplication::setOrganizationName("nnlab");
  QApplication::setApplicationName("nnlab");
  QApplication::setApplicationVersion(NNLAB_VERSION);
  QApplication::setWindowIcon(QIcon(":/icons/nnlab.svg"));

  QCommandLineParser cli;
  cli.setApplicationDescription(QCoreApplication::translate(
      "main", "nnlab: design neural networks, train them on CPUs and GPUs, watch what the hardware does."));
  cli.addHelpOption();
  cli.addVersionOption();
  const QCommandLineOption experiment("experiment", QCoreApplication::translate("main", "Open an experiment spec (JSON)."), "file");
  const QCommandLineOption model("model", QCoreApplication::translate("main", "Open a model spec (JSON)."), "file");
  const QCommandLineOption screenshot("screenshot", QCoreApplication::translate("main", "Render the window to a PNG file and exit."), "file");
  const QCommandLineOption page("page", QCoreApplication::translate("main", "Page for --screenshot: designer, data, devices, train, history, sweeps, speedup or hardware."), "page", "train");
  const QCommandLineOption history("history", QCoreApplication::translate("main", "The history file that keeps every run (default: the Preferences' one; with --screenshot or --train-and-quit a scratch file)."), "file");
  const QCommandLineOption demo("demo", QCoreApplication::translate("main", "Before the screenshot, train LeNet-5 on MNIST for 3 epochs."));
  const QCommandLineOption demoRuns("demo-runs", QCoreApplication::translate("main", "With --demo: this many runs (batch 64, 32, 128...), overlaid."), "n", "1");
  const QCommandLineOption size("size", QCoreApplication::translate("main", "Window size for --screenshot, e.g. 1280x800."), "WxH", "1280x800");
  const QCommandLineOption trainQuit("train-and-quit", QCoreApplication::translate("main", "Train the current settings (or --experiment) through the GUI, print the epochs and exit."));
  const QCommandLineOption out("out", QCoreApplication::translate("main", "With --train-and-quit: write the run record (JSON, and CSV beside it)."), "file");
  const QCommandLineOption theme("theme", QCoreApplication::translate("main", "Theme: system, light or dark."), "theme");
  const QCommandLineOption lang("lang", QCoreApplication::translate("main", "Language: system, en, es or pt."), "language");
  const QCommandLineOption timeout("timeout", QCoreApplication::translate("main", "Seconds before --screenshot or --train-and-quit give up."), "seconds", "600");
  const QCommandLineOption presentation("presentation", QCoreApplication::translate("main", "Start in presentation mode (larger text, lines and markers, for a projector)."));
  for (const auto* o : {&experiment, &model, &screenshot, &page, &history, &demo, &demoRuns, &size, &trainQuit, &out, &theme, &lang, &timeout, &presentation})
    cli.addOption(*o);
  cli.process(app);

  const bool scripted = cli.isSet(screenshot) || cli.isSet(trainQuit);
  // Scripted runs start from the defaults and leave the user's settings alone.
  QTemporaryDir scratch;
  if (scripted) {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
    // ... and keep their runs out of the user's history, unless a history is named.
    if (!cli.isSet(history) && qEnvironmentVariableIsEmpty("NNLAB_HISTORY"))
      qputenv("NNLAB_HISTORY", QDir(scratch.path()).filePath("history.sqlite").toLocal8Bit());
  }
  if (cli.isSet(history)) qputenv("NNLAB_HISTORY", cli.value(history).toLocal8Bit());
  AppSettings::installTranslators(app, cli.isSet(lang) ? cli.value(lang) : AppSettings::language());
  AppSettings::applyTheme(cli.isSet(theme) ? cli.value(theme) : AppSettings::theme());

  MainWindow window;
  if (cli.isSet(presentation)) window.viewActions()->presentationAction()->setChecked(true);
  if (cli.isSet(experiment)) {
    try {
      const QString problem = window.applySpec(nnlab::ExperimentSpec::load(cli.value(experiment).toStdString()));
      if (!problem.isEmpty()) std::fprintf(stderr, "nnlab: %s\n", problem.toLocal8Bit().constData());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "nnlab: %s\n", e.what());
      return 3;
    }
  }
  if (cli.isSet(model) && !window.modelFiles()->openPath(cli.value(model))) return 3;

  if (!scripted) {
    window.show();
    return app.exec();
  }
  const QStringList wh = cli.value(size).split('x');
  window.resize(wh.value(0).toInt() > 0 ? wh.value(0).toInt() : 1280, wh.value(1).toInt() > 0 ? wh.value(1).toInt() : 800);
  window.show();
  ScriptOptions opts;
  opts.screenshot = cli.value(screenshot);
  opts.page = cli.value(page);
  opts.demo = cli.isSet(demo);
  opts.demoRuns = std::clamp(cli.value(demoRuns).toInt(), 1, 4);
  opts.trainAndQuit = cli.isSet(trainQuit);
  opts.out = cli.value(out);
  opts.timeoutSeconds = std::max(1, cli.value(timeout).toInt());
  ScriptedSession session(&window, opts);
  session.start();
  return app.exec();
}

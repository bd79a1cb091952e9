// Every setting of an experiment declared once (issue 28, core/field_spec.h): each field has its
// key, label, help, unit, range or choices and a default inside them; the JSON reader or
// validate() refuses a value just outside the range and takes the ends; docs/SETTINGS.md is what
// `nnlab-cli settings --markdown` prints; `nnlab-cli train --help` offers every field's option;
// and no range or label is typed again in the app's panels or the CLI (a grep over their sources).
#include <QProcess>
#include <QtTest>
#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>

#include "core/error.h"
#include "experiment/experiment_spec.h"
#include "experiment/sweep_spec.h"
#include "experiment/spec_fields.h"
#include "experiment/sweep_fields.h"

using namespace nnlab;
using json = nlohmann::json;

namespace {

std::string readFile(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// A spec with `value` at field f's JSON key, with what makes the field count (the schedule or
// optimizer it belongs to, a pipeline around micro-batches).
json specWith(const FieldSpec& f, double value) {
  json j{{"model", "lenet5"}};
  const std::string key(f.key);
  auto set = [&](json& node, const std::string& path) {
    json* at = &node;
    std::size_t start = 0;
    for (std::size_t dot; (dot = path.find('.', start)) != std::string::npos; start = dot + 1) at = &(*at)[path.substr(start, dot - start)];
    (*at)[path.substr(start)] = value;
  };
  if (key.rfind("optimizer.beta", 0) == 0 || key == "optimizer.eps") j["optimizer"]["type"] = "adam";
  if (key == "training.schedule.step_size" || key == "training.schedule.gamma") j["training"]["schedule"]["type"] = "step";
  if (key == "training.schedule.min_lr") j["training"]["schedule"]["type"] = "cosine";
  if (key.rfind("pipeline.", 0) == 0) {
    j["pipeline"]["devices"] = {"cpu-blas", "cpu-blas"};
    j["training"]["batch"] = 1024;
  }
  set(j, key);
  return j;
}

bool accepted(const json& j) {
  try {
    ExperimentSpec::fromJson(j).validate();
    return true;
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::InvalidArgument) throw;
    return false;
  }
}

}  // namespace

class SettingsTest : public QObject {
  Q_OBJECT

 private slots:
  void everyFieldIsComplete() {
    QVERIFY(specFields().size() >= 40);
    for (const SpecField& s : specFields()) {
      const FieldSpec& f = *s.field;
      const QString k = QString::fromUtf8(f.key.data(), static_cast<int>(f.key.size()));
      QVERIFY2(!f.key.empty() && !f.label.empty() && !f.unit.empty(), qPrintable(k));
      QVERIFY2(f.help.size() > 15, qPrintable(k + ": no help"));
      QVERIFY2(findSpecField(f.key) == &s, qPrintable(k + ": declared twice"));
      const std::string d = defaultText(f);
      QVERIFY2(!d.empty(), qPrintable(k + ": no default"));
      if (f.numeric()) {
        QVERIFY2(f.min < f.max, qPrintable(k));
        const double v = std::strtod(d.c_str(), nullptr);  // the first number of "85,2,13", "0.05 (sgd), ..."
        if (d != "auto") QVERIFY2(f.contains(v), qPrintable(k + ": default " + QString::fromStdString(d) + " outside " +
                                                                 QString::fromStdString(f.rangeText())));
      }
      if (f.type == FieldSpec::Type::Choice) {
        QVERIFY2(f.choices.size() >= 2, qPrintable(k));
        QVERIFY2(f.allows(d), qPrintable(k + ": default " + QString::fromStdString(d) + " not a choice"));
      }
    }
  }

  // The reader and the checks take their ranges from the fields: the ends pass, one step outside fails.
  void rangesAreTheFields() {
    int checked = 0;
    for (const SpecField& s : specFields()) {
      const FieldSpec& f = *s.field;
      if (!f.numeric() || f.key == "seed" || f.key == "dataset.split") continue;  // 2^64 - 1; three numbers (below)
      const QString k = QString::fromUtf8(f.key.data(), static_cast<int>(f.key.size()));
      const double step = f.type == FieldSpec::Type::Integer ? 1.0 : std::max(1e-9, (f.max - f.min) * 1e-6);
      QVERIFY2(accepted(specWith(f, f.max)), qPrintable(k + " refuses its maximum"));
      QVERIFY2(!accepted(specWith(f, f.max + step)), qPrintable(k + " takes a value above its maximum"));
      QVERIFY2(!accepted(specWith(f, f.min - step)), qPrintable(k + " takes a value below its minimum"));
      if (f.minOpen) QVERIFY2(!accepted(specWith(f, f.min)), qPrintable(k + " takes its open minimum"));
      else QVERIFY2(accepted(specWith(f, f.min)), qPrintable(k + " refuses its minimum"));
      ++checked;
    }
    QVERIFY(checked >= 18);
    json j{{"model", "lenet5"}, {"dataset", {{"name", "mnist"}, {"split", {101, -1, 0}}}}};
    QVERIFY(!accepted(j));
  }

  // A sweep's own settings (experiment/sweep_fields.h): complete, and the reader takes their ends
  // and refuses a step outside.
  void sweepFieldsAreTheReaders() {
    for (const FieldSpec* f : fields::kSweepFields) {
      const std::string key(f->key);
      QVERIFY2(!f->label.empty() && f->help.size() > 15 && !f->unit.empty() && f->min < f->max, key.c_str());
      const double step = f->type == FieldSpec::Type::Integer ? 1.0 : 0.5;
      auto reads = [&](double v) {
        json j{{"base", {{"model", "lenet5"}}}, {"axes", json::array({{{"field", "training.batch"}, {"values", {32, 64}}}})}};
        j[key] = v;
        try {
          SweepSpec::fromJson(j);
          return true;
        } catch (const Error& e) {
          if (e.kind() != ErrorKind::InvalidArgument) throw;
          return false;
        }
      };
      QVERIFY2(reads(f->min) && reads(f->max), key.c_str());
      QVERIFY2(!reads(f->min - step) && !reads(f->max + step), key.c_str());
    }
  }

  void docsTableIsGenerated() {
    const std::string doc = readFile(std::string(NNLAB_SOURCE_DIR) + "/docs/SETTINGS.md");
    const std::string table = settingsMarkdown();
    QVERIFY2(doc.find(table) != std::string::npos,
             "docs/SETTINGS.md is not what `nnlab-cli settings --markdown` prints: regenerate its table");
  }

  void cliOffersEveryOption() {
    QProcess cli;
    cli.start(QStringLiteral(NNLAB_CLI), {"train", "--help"});
    QVERIFY(cli.waitForFinished(30000));
    const std::string help = cli.readAllStandardOutput().toStdString();
    for (const SpecField& s : specFields()) {
      const FieldSpec& f = *s.field;
      if (f.flag.empty()) continue;
      QVERIFY2(help.find(std::string(f.flag)) != std::string::npos, std::string(f.flag).c_str());
      // The default the help shows is the engine's.
      if (f.type != FieldSpec::Type::Flag && f.key != "parallel.batch")  // parallel.batch: the --global-batch flag
        QVERIFY2(help.find(std::string("[").append(defaultText(f))) != std::string::npos, std::string(f.flag).c_str());
    }
  }

  // No range typed again where settings are edited: setRange / CLI::Range with a number in the
  // app's setting panels and the train command (the lines listed here say why they may).
  void noRangeTypedTwice() {
    const std::vector<std::string> files{"widgets/hyper_params_panel.cpp", "widgets/device_panel.cpp",
                                         "widgets/dataset_panel.cpp", "widgets/pipeline_box.cpp", "widgets/lab/sweep_editor.cpp",
                                         "widgets/lab/speedup_page.cpp", "app/cli/cli_train.cpp", "app/cli/cli_compare.cpp"};
    const std::regex literalRange(R"((setRange|CLI::Range|setMinimum|setMaximum)\s*\(\s*-?[0-9])");
    const std::vector<std::string> allowed{
        "cpuReplicas_->setRange(0, std::max(2, cores))",  // a count of CPU replicas, not a setting of the spec
        "cpuShare_->setRange(1.0, 99.0)",                   // whole percents of parallel.cpu_share ([0, 1])
        "threads_->setRange(1, maxThreads)",                // this machine's cores (0, all of them, is the default)
        "threads_->setRange(1, std::max(1, c.maxThreads))",  // the same, for one CPU mode
        "stages_->setRange(2, kMaxStages)",                  // a count of devices, not a setting (pipeline.stages is a list)
    };
    for (const std::string& rel : files) {
      std::istringstream in(readFile(std::string(NNLAB_SOURCE_DIR) + "/" + rel));
      int n = 0;
      for (std::string line; std::getline(in, line);) {
        ++n;
        if (!std::regex_search(line, literalRange)) continue;
        bool ok = false;
        for (const std::string& a : allowed) ok = ok || line.find(a) != std::string::npos;
        QVERIFY2(ok, qPrintable(QString("%1:%2 types a range: %3").arg(QString::fromStdString(rel)).arg(n).arg(QString::fromStdString(line))));
      }
    }
  }

  // No name typed again for a setting the schema names: the panels show the field's label
  // (widgets/setting_label.h), not a tr() literal of their own ("Learning rate:"). test_gui_i18n
  // compares what the panels show; this catches the literal before it is built.
  void noLabelTypedTwice() {
    const std::vector<std::string> files{"widgets/hyper_params_panel.cpp", "widgets/device_panel.cpp",
                                         "widgets/dataset_panel.cpp", "widgets/pipeline_box.cpp",
                                         "widgets/lab/sweep_editor.cpp"};
    std::vector<const FieldSpec*> all(std::begin(fields::kSweepFields), std::end(fields::kSweepFields));
    for (const SpecField& s : specFields()) all.push_back(s.field);
    for (const std::string& rel : files) {
      const std::string text = readFile(std::string(NNLAB_SOURCE_DIR) + "/" + rel);
      QVERIFY2(!text.empty(), rel.c_str());
      for (const FieldSpec* f : all)
        for (const char* end : {":\")", "\")"}) {
          const std::string literal = std::string("tr(\"").append(f->label).append(end);
          QVERIFY2(text.find(literal) == std::string::npos, qPrintable(QString::fromStdString(rel + " types " + literal)));
        }
    }
  }
};

QTEST_GUILESS_MAIN(SettingsTest)
#include "test_settings.moc"

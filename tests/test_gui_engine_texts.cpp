// The engine's messages in the app's language (issue 29). The engine keeps a message as a
// template marked NNLAB_TEXT("nnlab::messages", ...) and its arguments (core/message.h); the app
// translates the template and fills the arguments, and matches texts stored in English (a
// failed run's message in the history) against the known templates (widgets/message_text.h).
// - In the folders converted so far, no error message is a raw unmarked literal (a scan of the
//   sources, like test_settings' greps): a new fail(kind, "text " + x) there fails here.
// - Every marked template is known to the app (engine_messages.inc is current: lupdate and
//   fill_ts.py ran) and has a Spanish and a Portuguese translation with the same placeholders.
// - A live nnlab::Error and the same text stored in English both read in Portuguese, with the
//   arguments in place and the numbers in the locale's notation.
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include "core/error.h"
#include "core/json_reader.h"
#include "experiment/experiment_spec.h"
#include "experiment/prediction_check.h"
#include "experiment/run_record.h"
#include "gui/app_settings.h"
#include "nn/model.h"
#include "nn/model_spec.h"
#include "support/gui_test_support.h"
#include "support/test_support.h"
#include "widgets/message_text.h"
#include "widgets/report/report_render.h"

namespace {

// Where every error message is marked: a folder (all its .cpp and .h) or a file. Add a folder here
// when its messages are converted (scripts/mark-messages), so that the guard grows with the work.
const char* const kConvertedPaths[] = {
    "engine/core/field_spec.cpp", "engine/experiment", "engine/optim", "engine/nn", "engine/train", "engine/parallel",
    "engine/data", "engine/interop", "engine/core", "engine/hw", "engine/device", "engine/backends",
};

QString source() { return QString::fromStdString(nnlab::test::sourceDir()); }

QString readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList sourceFiles(const QString& rel) {
  const QString path = source() + "/" + rel;
  if (QFileInfo(path).isFile()) return {path};
  QStringList out;
  // (the CUDA kernels' .cu/.cuh files are not read by lupdate: their messages stay English)
  QDirIterator it(path, {"*.cpp", "*.h"}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) out << it.next();
  out.sort();
  return out;
}

// The index after the literal that starts at s[i] (a string or a char).
qsizetype skipLiteral(const QString& s, qsizetype i) {
  const QChar q = s[i];
  for (++i; i < s.size() && s[i] != q; ++i)
    if (s[i] == '\\') ++i;
  return i + 1;
}

bool digitSeparator(const QString& s, qsizetype i) { return s[i] == '\'' && i > 0 && s[i - 1].isLetterOrNumber(); }

// The index of the ')' that closes s[open] == '(' (literals and line comments skipped), or -1.
qsizetype closing(const QString& s, qsizetype open) {
  int depth = 0;
  for (qsizetype i = open; i < s.size();) {
    const QChar c = s[i];
    if ((c == '"' || c == '\'') && !digitSeparator(s, i)) {
      i = skipLiteral(s, i);
      continue;
    }
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') {
      i = s.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (c == '(') ++depth;
    if (c == ')' && --depth == 0) return i;
    ++i;
  }
  return -1;
}

// The decoded text of the C literals "a" "b" that start at s[i]; *end is past them.
QString literals(const QString& s, qsizetype i, qsizetype* end) {
  QString out;
  for (;;) {
    while (i < s.size() && s[i].isSpace()) ++i;
    if (i >= s.size() || s[i] != '"') break;
    const qsizetype stop = skipLiteral(s, i);
    for (qsizetype k = i + 1; k < stop - 1; ++k) {
      if (s[k] == '\\' && k + 1 < stop - 1) {
        ++k;
        out += s[k] == 'n' ? QChar('\n') : s[k] == 't' ? QChar('\t') : s[k];
      } else {
        out += s[k];
      }
    }
    i = stop;
  }
  *end = i;
  return out;
}

// Every template marked in context nnlab::messages in the engine's sources.
QSet<QString> markedTemplates() {
  static const QRegularExpression mark(QStringLiteral("NNLAB_TEXT\\(\\s*\"nnlab::messages\"\\s*,"));
  QSet<QString> out;
  for (const QString& file : sourceFiles("engine")) {
    const QString text = readAll(file);
    for (auto it = mark.globalMatch(text); it.hasNext();) {
      const QRegularExpressionMatch m = it.next();
      const qsizetype lineStart = text.lastIndexOf('\n', m.capturedStart()) + 1;
      if (text.mid(lineStart, m.capturedStart() - lineStart).contains(QStringLiteral("//"))) continue;  // a comment
      qsizetype end = 0;
      const QString t = literals(text, m.capturedEnd(), &end);
      if (!t.isEmpty()) out.insert(t);
    }
  }
  return out;
}

// (source) -> translation of nnlab_<lang>.ts in context nnlab::messages.
QMap<QString, QString> translations(const QString& lang) {
  QMap<QString, QString> out;
  QFile ts(source() + "/resources/translations/nnlab_" + lang + ".ts");
  if (!ts.open(QIODevice::ReadOnly)) return out;
  QXmlStreamReader xml(&ts);
  QString context, src;
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == u"name") context = xml.readElementText();
    if (xml.name() == u"source") src = xml.readElementText();
    if (xml.name() == u"translation" && context == "nnlab::messages" && xml.attributes().value("type") != u"unfinished")
      out[src] = xml.readElementText(QXmlStreamReader::IncludeChildElements);
  }
  return out;
}

// The words of three letters or more in a text.
int words(const QString& text) {
  static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
  int n = 0;
  for (auto it = word.globalMatch(text); it.hasNext(); it.next()) ++n;
  return n;
}

QStringList placeholders(const QString& text) {
  static const QRegularExpression p(QStringLiteral("%[1-9]"));
  QStringList out;
  for (auto it = p.globalMatch(text); it.hasNext();) out << it.next().captured();
  out.removeDuplicates();
  out.sort();
  return out;
}

}  // namespace

using namespace nnlab;
using namespace nnlab::gui;

class EngineTextsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateSettings(); }
  void cleanup() { AppSettings::installTranslators(*qApp, "en"); }

  // In the converted folders every fail(...) / Error(ErrorKind...) message and every msg(...)
  // template is marked: once NNLAB_TEXT(...) spans are taken out, no literal with words (a letter
  // and a space) is left.
  void convertedFoldersMarkEveryMessage() {
    static const QRegularExpression call(
        QStringLiteral("(?<![A-Za-z0-9_.>:])(?:fail|msg)\\(|(?<![A-Za-z0-9_.>:])Error\\((?=\\s*ErrorKind::)"));
    static const QRegularExpression marked(QStringLiteral("NNLAB_TEXT\\("));
    static const QRegularExpression letter(QStringLiteral("[A-Za-z]"));
    QStringList raw;
    int calls = 0;
    for (const char* rel : kConvertedPaths) {
      const QStringList files = sourceFiles(QString::fromLatin1(rel));
      QVERIFY2(!files.isEmpty(), rel);
      for (const QString& file : files) {
        const QString text = readAll(file);
        for (auto it = call.globalMatch(text); it.hasNext();) {
          const QRegularExpressionMatch m = it.next();
          const qsizetype open = m.capturedEnd() - 1;
          const qsizetype close = closing(text, open);
          if (close < 0) continue;
          // the arguments after the error kind (fail, Error) or all of them (msg)
          QString args = text.mid(open + 1, close - open - 1);
          if (!m.captured().startsWith("msg")) {
            const qsizetype comma = args.indexOf(',');
            if (comma < 0) continue;
            // a bug's report (ErrorKind::Internal) is for the developers and stays English
            if (args.left(comma).trimmed() == QStringLiteral("ErrorKind::Internal")) continue;
            args = args.mid(comma + 1);
          }
          ++calls;
          // take the marked spans out
          for (QRegularExpressionMatch n = marked.match(args); n.hasMatch(); n = marked.match(args)) {
            const qsizetype end = closing(args, n.capturedEnd() - 1);
            if (end < 0) break;
            args.remove(n.capturedStart(), end - n.capturedStart() + 1);
          }
          for (qsizetype i = 0; i < args.size();) {
            if ((args[i] == '"' || args[i] == '\'') && !digitSeparator(args, i)) {
              const qsizetype end = skipLiteral(args, i);
              // a sentence, not a word compared or passed along ("nnlab-run", "test")
              if (args[i] == '"' && letter.match(args.mid(i, end - i)).hasMatch() && args.mid(i, end - i).contains(' ')) {
                const int line = static_cast<int>(text.left(m.capturedStart()).count('\n')) + 1;
                raw << QStringLiteral("%1:%2: %3").arg(file.mid(source().size() + 1)).arg(line).arg(args.mid(i, end - i));
                break;
              }
              i = end;
              continue;
            }
            ++i;
          }
        }
      }
    }
    QVERIFY2(calls > 100, qPrintable(QString::number(calls)));  // the scan sees the messages
    QVERIFY2(raw.isEmpty(), qPrintable("unmarked messages (scripts/mark-messages converts them):\n" + raw.join('\n')));
  }

  // Every marked template is listed for the app (engine_messages.inc) and translated in both
  // languages with the same placeholders, never left as its English.
  void everyTemplateIsTranslated() {
    const QSet<QString> templates = markedTemplates();
    QVERIFY2(templates.size() > 100, qPrintable(QString::number(templates.size())));
    QSet<QString> known;
    for (const char* t : knownTemplates()) known.insert(QString::fromUtf8(t));
    const QMap<QString, QString> es = translations("es"), pt = translations("pt");
    QStringList problems;
    for (const QString& t : templates) {
      if (!known.contains(t)) problems << "not in engine_messages.inc (run nnlab_lupdate and fill_ts.py): " + t;
      for (const auto& [lang, table] : {std::pair{QStringLiteral("es"), &es}, std::pair{QStringLiteral("pt"), &pt}}) {
        const QString tr = table->value(t);
        if (tr.isEmpty())
          problems << lang + ": no translation: " + t;
        else if (placeholders(tr) != placeholders(t))
          problems << lang + ": other placeholders: " + t + " -> " + tr;
        else if (tr == t && words(t) > 1)  // a name or a unit ("EDP (J·s)", "NaN") may read the same
          problems << lang + ": the English kept: " + t;
      }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
  }

  // A live error: the template in Portuguese, its argument in the locale's notation (99,5); the
  // same text stored in English reads the same, also behind a prefix; an unknown text is kept.
  void errorsReadInPortuguese() {
    QCOMPARE(AppSettings::installTranslators(*qApp, "pt"), QString("pt"));
    ExperimentSpec spec = ExperimentSpec::defaults();
    spec.split = {59.5, 20.0, 20.0};
    QString live;
    std::string english;
    try {
      spec.validate();
    } catch (const Error& e) {
      live = errorText(e);
      english = e.what();
    }
    QCOMPARE(QString::fromStdString(english), QString("split percentages must add up to 100, got 99.5"));
    const QString ptTemplate = QCoreApplication::translate("nnlab::messages", "split percentages must add up to 100, got %1");
    QVERIFY(ptTemplate != "split percentages must add up to 100, got %1");
    QCOMPARE(live, QString(ptTemplate).replace("%1", "99,5"));
    QCOMPARE(messageText(english), live);
    QCOMPARE(messageText("run 12: " + english), "run 12: " + live);
    QCOMPARE(messageText(std::string("nothing the engine writes")), QString("nothing the engine writes"));

    // a JSON document's key: "<document>: `key` <message>", the message translated, the key kept
    try {
      JsonReader(nlohmann::json{{"batch", 0}}, "spec 'x.json'", ErrorKind::InvalidArgument).integer("batch", 1, 1, 10);
      QFAIL("no error");
    } catch (const Error& e) {
      QCOMPARE(QString::fromUtf8(e.what()), QString("spec 'x.json': `batch` must be between 1 and 10, not 0"));
      QCOMPARE(errorText(e), "spec 'x.json': `batch` " + QCoreApplication::translate("nnlab::messages", "must be between %1 and %2, not %3")
                                                              .replace("%1", "1")
                                                              .replace("%2", "10")
                                                              .replace("%3", "0"));
    }

    // a nested message: the layer's own error inside the model's check, both translated
    ModelSpec model;
    model.name = "tiny";
    model.layers = nlohmann::json::array({nlohmann::json{{"type", "conv2d"}, {"filters", 4}, {"kernel", 3}}});
    const ModelCheck check = checkModel(model, Shape({10}), 2);
    QVERIFY(!check.ok);
    const QString shown = messageText(check.message);
    const QString layer = QCoreApplication::translate("nnlab::messages", "layer %1 (%2): %3");
    QVERIFY2(shown.startsWith(layer.left(layer.indexOf("%1"))), qPrintable(shown));
    QVERIFY2(!shown.contains("expects an image input"), qPrintable(shown));
    QVERIFY2(shown.contains("10"), qPrintable(shown));

    // the prediction line of a run's results: a template of nested parts, its numbers localised
    RunRecord rec;
    rec.prediction = RunPrediction{};
    rec.prediction->available = true;
    rec.prediction->modelVersion = kWhatIfModelVersion;
    rec.prediction->device = "H100 SXM";
    rec.prediction->epochSeconds = 0.25;
    rec.prediction->low = 0.125;
    rec.prediction->high = 0.375;
    const QString prediction = messageText(predictionMessage(rec));
    QCOMPARE(prediction, QCoreApplication::translate("nnlab::messages", "Predicted epoch (what-if, %1): %2 on %3%4%5%6")
                             .replace("%1", "assumed efficiencies")
                             .replace("%2", QCoreApplication::translate("nnlab::messages", "%1 s (range %2-%3)")
                                                .replace("%1", "0,25")
                                                .replace("%2", "0,125")
                                                .replace("%3", "0,375"))
                             .replace("%3", "H100 SXM")
                             .replace("%4", "")
                             .replace("%5", "")
                             .replace("%6", ""));
    QVERIFY2(prediction.startsWith(QString::fromUtf8("Época prevista")), qPrintable(prediction));

    // the study report as the app shows it: marked texts translated, numbers in the locale's
    // notation, a run's label left as the user wrote it even where it reads like a template
    ReportDocument doc;
    doc.title = "Runs: a, b";
    ReportSection results;
    results.heading = "Results";
    ReportTable t;
    t.columns = {"run", "train (s/epoch)"};
    t.numeric = {false, true};
    t.rows = {{"lenet5 on mnist", "1.25 ± 0.04"}, {"yes (generated)", "-"}};
    results.tables.push_back(t);
    doc.sections.push_back(results);
    const ReportDocument shownDoc = ReportRender::translated(doc);
    QCOMPARE(QString::fromStdString(shownDoc.title), QCoreApplication::translate("nnlab::messages", "Runs: %1").replace("%1", "a, b"));
    QCOMPARE(shownDoc.sections[0].heading, QCoreApplication::translate("nnlab::messages", "Results").toStdString());
    QVERIFY(shownDoc.sections[0].heading != "Results");
    const ReportTable& shownTable = shownDoc.sections[0].tables[0];
    QCOMPARE(shownTable.columns[1], QCoreApplication::translate("nnlab::messages", "train (s/epoch)").toStdString());
    QCOMPARE(shownTable.rows[0][0], std::string("lenet5 on mnist"));
    QCOMPARE(QString::fromStdString(shownTable.rows[0][1]), QString::fromUtf8("1,25 ± 0,04"));
    QCOMPARE(shownTable.rows[1][0], QCoreApplication::translate("nnlab::messages", "yes (generated)").toStdString());
    // the method's cells: a machine as detected (a template's text), counts grouped, a status
    ReportTable facts;
    facts.columns = {"as detected", "samples", "status"};
    facts.numeric = {false, true, false};
    facts.texts = {true, false, false};
    facts.rows = {{"AMD EPYC, 2 threads (2 cores), 2.6 GHz, 23.5 GiB memory", "8,500 / 201 / 1,299", "completed"}};
    doc.sections[0].tables = {facts};
    const ReportTable shownFacts = ReportRender::translated(doc).sections[0].tables[0];
    QCOMPARE(QString::fromStdString(shownFacts.rows[0][0]), QString::fromUtf8("AMD EPYC, 2 threads (2 núcleos), 2,6 GHz, 23,5 GiB de memória"));
    QCOMPARE(shownFacts.rows[0][1], std::string("8.500 / 201 / 1.299"));
    QCOMPARE(QString::fromStdString(shownFacts.rows[0][2]), QCoreApplication::translate("nnlab::messages", "completed"));
    QVERIFY(shownFacts.rows[0][2] != "completed");

    // Spanish too, and English again shows the engine's own text
    QCOMPARE(AppSettings::installTranslators(*qApp, "es"), QString("es"));
    QVERIFY(messageText(english).endsWith("99,5"));
    QVERIFY(messageText(english) != QString::fromStdString(english));
  }

  // A parallel run's facts (the results panel's lines): English for the CLI, the app's language
  // with its number notation in the app; a stored reason the engine wrote is translated too.
  void parallelFactsReadInPortuguese() {
    RunRecord rec;
    rec.spec.model = ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "m", "input": [1, 8, 8], "classes": 2,
      "layers": [{"type": "flatten"}, {"type": "dense", "units": 4}, {"type": "relu"}, {"type": "dense", "units": "classes"}]})"));
    PipelineFacts f;
    f.devices = {"cpu-blas (rank 0)", "cpu-blas (rank 1)"};
    f.stageStarts = {0, 2};
    f.stageParams = {2572, 59134};
    f.stageMemoryBytes = {7.1 * 1048576, 3.6 * 1048576};
    f.microBatches = 4;
    f.idealBubble = 0.2;
    f.steps = 10;
    f.stepSeconds = 1.09;
    f.stageBusySeconds = {1.0, 0.2};
    f.stageTransferSeconds = {0.047, 0.05};
    f.bytesMoved = 207.5 * 1048576;
    rec.pipeline = f;
    rec.prediction = RunPrediction{};
    rec.prediction->available = false;
    rec.prediction->reason = "a pipeline (model parallel) run: `nnlab-cli predict --pipeline-stages` predicts its stages";
    const auto english = parallelLines(rec);
    QCOMPARE(english.front().first, std::string("stages"));
    QCOMPARE(english.front().second, std::string("2 (model parallel): layers 1-2 on cpu-blas (rank 0) (2,572 parameters, about "
                                                 "7.1 MiB); layers 3-4 on cpu-blas (rank 1) (59,134 parameters, about 3.6 MiB)"));
    QCOMPARE(AppSettings::installTranslators(*qApp, "pt"), QString("pt"));
    QStringList shown;
    for (const FactLine& l : parallelFactLines(rec)) shown << messageText(l.what) + ": " + messageText(l.text);
    QCOMPARE(shown.size(), static_cast<qsizetype>(english.size()));
    const QString all = shown.join('\n');
    QVERIFY2(all.contains(QString::fromUtf8("estágios: 2 (paralelismo de modelo): camadas 1-2 em cpu-blas (rank 0) (2.572 parâmetros, "
                                            "cerca de 7,1 MiB)")),
             qPrintable(all));
    QVERIFY2(all.contains(QString::fromUtf8("bolha 45 % medida, 20 % ideal")), qPrintable(all));
    QVERIFY2(all.contains(QString::fromUtf8("estágio 1 91,7 % ocupado + 47,0 ms em transferências")), qPrintable(all));
    QVERIFY2(!all.contains("layers") && !all.contains("busy") && !all.contains("between stages"), qPrintable(all));
    const QString prediction = messageText(predictionMessage(rec));
    QVERIFY2(prediction.contains(QString::fromUtf8("paralelismo de modelo")) && !prediction.contains("run:"), qPrintable(prediction));
  }
};

QTEST_MAIN(EngineTextsTest)
#include "test_gui_engine_texts.moc"

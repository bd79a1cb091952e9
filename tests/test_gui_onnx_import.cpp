// Import ONNX on the main toolbar (app/gui/model_files): a click on the button, the file chosen in
// the file dialog as a user would, puts nnlab's exported LeNet-5 into the designer as its layer
// stack and shows the import's report; a model with an operator nnlab has no layer for is refused
// in a message box that names it, and the stack stays as it was.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include "backends/backend_factory.h"
#include "gui/main_window.h"
#include "interop/onnx_export.h"
#include "nn/model.h"
#include "support/gui_test_support.h"
#include "support/onnx_graph_builder.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

// Answers the dialogs the click opens, as a user would: picks `file` in the file dialog, discards
// unsaved changes when asked, and closes a message box after noting its text.
struct DialogAnswerer {
  QString file;
  QStringList boxes;  // the texts of the message boxes seen
  int fileTries = 0;
  QTimer timer;
  explicit DialogAnswerer(const QString& f) : file(f) {
    timer.setInterval(20);
    QObject::connect(&timer, &QTimer::timeout, [this] {
      QWidget* modal = QApplication::activeModalWidget();
      if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
        // Typed into the file name box, then Open (selectFile leaves the selection empty until the
        // folder's listing has loaded).
        auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
        if (!name || ++fileTries > 250) {  // 5 s: cancel, so that the test fails instead of hanging
          dialog->reject();
          return;
        }
        name->setText(file);
        QMetaObject::invokeMethod(dialog, "accept");
      } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        if (QAbstractButton* discard = box->button(QMessageBox::Discard)) {
          discard->click();
          return;
        }
        boxes << box->text();
        box->done(QMessageBox::Ok);
      }
    });
    timer.start();
  }
};

void click(MainWindow& w) {
  auto* bar = w.findChild<QToolBar*>("mainToolBar");
  auto* action = w.findChild<QAction*>("importOnnxAction");
  QVERIFY(bar && action);
  QWidget* button = bar->widgetForAction(action);
  QVERIFY(button && button->isVisible());
  QTest::mouseClick(button, Qt::LeftButton, {}, button->rect().center());
}

}  // namespace

class GuiOnnxImportTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void initTestCase() { test::isolateSettings(); }

  void importButtonLoadsTheStack() {
    auto backend = makeBackend("cpu-blas", 1);
    const ModelSpec lenet = loadModelSpec("lenet5");
    auto model = Model::create(lenet, *lenet.input, lenet.classes);
    model->build(*backend, DType::F32, 1);
    const QString file = dir_.filePath("lenet.onnx");
    exportOnnx(*model, file.toStdString());

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.designer()->loadSpec(loadModelSpec("mlp-784-192-10"), "load");
    w.designer()->undoStack()->setClean();
    DialogAnswerer answer(file);
    click(w);
    QCOMPARE(answer.boxes.size(), 1);
    QVERIFY2(answer.boxes[0].contains("lenet.onnx") && answer.boxes[0].contains("12"), qPrintable(answer.boxes[0]));
    const ModelSpec& now = w.designer()->document()->spec();
    QCOMPARE(now.layers.size(), lenet.layers.size());
    for (std::size_t i = 0; i < now.layers.size(); ++i)
      QCOMPARE(now.layers[i].at("type").get<std::string>(), lenet.layers[i].at("type").get<std::string>());
    QVERIFY(now.input.has_value() && *now.input == *lenet.input);
    QVERIFY(w.designer()->isValid());
    QVERIFY(!w.designer()->undoStack()->isClean());  // imported, not saved

    // An operator without a layer: named in a warning, the stack untouched.
    test::OnnxGraphBuilder b({4, 6, 6});
    b.node("LSTM", {"input"}, "h", "lstm_1");
    b.node("Flatten", {"h"}, "f");
    b.node("Gemm", {"f", b.weight("w", {144, 2})}, "logits");
    b.output("logits", 2);
    const QString lstm = dir_.filePath("lstm.onnx");
    QFile out(lstm);
    QVERIFY(out.open(QIODevice::WriteOnly));
    const std::string bytes = b.bytes();
    out.write(bytes.data(), static_cast<qint64>(bytes.size()));
    out.close();
    answer.file = lstm;
    answer.boxes.clear();
    const nlohmann::json before = w.designer()->document()->spec().toJson();
    click(w);
    QCOMPARE(answer.boxes.size(), 1);
    QVERIFY2(answer.boxes[0].contains("operator 'LSTM' (node 'lstm_1')"), qPrintable(answer.boxes[0]));
    QVERIFY(w.designer()->document()->spec().toJson() == before);
  }
};

QTEST_MAIN(GuiOnnxImportTest)
#include "test_gui_onnx_import.moc"

// The Spanish translation is compiled into the app and used: the translator loads from the
// resources, the main window's actions read in Spanish, and the .ts file has no string left
// untranslated (a new tr() string needs `cmake --build build --target nnlab_lupdate` and a
// translation).
#include <QAction>
#include <QFile>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include "gui/app_settings.h"
#include "gui/main_window.h"
#include "support/gui_test_support.h"
#include "support/test_support.h"

using namespace nnlab;
using namespace nnlab::gui;

class I18nTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateSettings(); }

  void everyStringIsTranslated() {
    QFile ts(QString::fromStdString(test::sourceDir()) + "/resources/translations/nnlab_es.ts");
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    int messages = 0;
    QStringList unfinished;
    QString source;
    while (!xml.atEnd()) {
      if (xml.readNext() != QXmlStreamReader::StartElement) continue;
      if (xml.name() == u"source") source = xml.readElementText();
      if (xml.name() == u"translation") {
        ++messages;
        if (xml.attributes().value("type") == u"unfinished") unfinished << source;
      }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 200);
    QVERIFY2(unfinished.isEmpty(), qPrintable("untranslated: " + unfinished.mid(0, 10).join(" | ")));
  }

  void spanishIsUsed() {
    QVERIFY(QFile::exists(":/i18n/nnlab_es.qm"));
    QCOMPARE(AppSettings::installTranslators(*qApp, "es"), QString("es"));
    MainWindow w;
    QCOMPARE(w.trainAction()->text(), QString("&Entrenar"));
    QCOMPARE(w.stopAction()->text(), QString("&Detener"));
  }
};

QTEST_MAIN(I18nTest)
#include "test_gui_i18n.moc"

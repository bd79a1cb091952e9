#include "gui/app_settings.h"

#include <QApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTranslator>

#include "experiment/history_store.h"

namespace nnlab::gui::AppSettings {

namespace {

constexpr int kMaxRecent = 10;

QPalette darkPalette() {
  QPalette p;
  const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(128, 128, 128), accent(66, 133, 244);
  p.setColor(QPalette::Window, window);
  p.setColor(QPalette::WindowText, text);
  p.setColor(QPalette::Base, base);
  p.setColor(QPalette::AlternateBase, QColor(52, 52, 56));
  p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
  p.setColor(QPalette::ToolTipText, text);
  p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
  p.setColor(QPalette::Text, text);
  p.setColor(QPalette::Button, window);
  p.setColor(QPalette::ButtonText, text);
  p.setColor(QPalette::BrightText, Qt::red);
  p.setColor(QPalette::Link, QColor(110, 170, 255));
  p.setColor(QPalette::Highlight, accent);
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::Light, QColor(70, 70, 74));
  p.setColor(QPalette::Midlight, QColor(60, 60, 64));
  p.setColor(QPalette::Mid, QColor(90, 90, 96));
  p.setColor(QPalette::Dark, QColor(20, 20, 22));
  p.setColor(QPalette::Shadow, Qt::black);
  for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
    p.setColor(QPalette::Disabled, role, disabled);
  p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(80, 80, 80));
  return p;
}

// Fusion outlines check boxes and radio buttons in the window colour made darker, which on a
// dark palette is about the colour of the box: the History page's Compare boxes were almost
// invisible. On a dark palette the outline is drawn from a mid grey instead.
class NnlabStyle : public QProxyStyle {
 public:
  NnlabStyle() : QProxyStyle(QStyleFactory::create("Fusion")) { setObjectName("nnlab-fusion"); }

  void drawPrimitive(PrimitiveElement pe, const QStyleOption* option, QPainter* painter, const QWidget* widget) const override {
    if ((pe == PE_IndicatorCheckBox || pe == PE_IndicatorRadioButton) && option->palette.color(QPalette::Base).lightness() < 110) {
      // (Fusion draws only from a QStyleOptionButton: the copy keeps the type.)
      if (const auto* button = qstyleoption_cast<const QStyleOptionButton*>(option)) {
        QStyleOptionButton o(*button);
        o.palette.setColor(QPalette::Window, QColor(150, 150, 158));  // Fusion outlines with this x 1/1.4
        return QProxyStyle::drawPrimitive(pe, &o, painter, widget);
      }
    }
    QProxyStyle::drawPrimitive(pe, option, painter, widget);
  }
};

}  // namespace

QString theme() { return QSettings().value("ui/theme", "system").toString(); }

QString historyPath() {
  if (!qEnvironmentVariableIsEmpty("NNLAB_HISTORY")) return qEnvironmentVariable("NNLAB_HISTORY");
  const QString chosen = QSettings().value("history/path").toString();
  return chosen.isEmpty() ? QString::fromStdString(HistoryStore::defaultPath()) : chosen;
}

void setHistoryPath(const QString& path) { QSettings().setValue("history/path", path); }
void setTheme(const QString& t) { QSettings().setValue("ui/theme", t); }

void applyTheme(const QString& t) {
  // Fusion draws the same everywhere and honours a palette fully, which the dark theme needs.
  static const QPalette systemPalette = QApplication::palette();
  if (QApplication::style()->objectName() != "nnlab-fusion") QApplication::setStyle(new NnlabStyle);
  if (t == "dark")
    QApplication::setPalette(darkPalette());
  else if (t == "light")
    QApplication::setPalette(QApplication::style()->standardPalette());
  else
    QApplication::setPalette(systemPalette);
}

QString language() { return QSettings().value("ui/language", "system").toString(); }
void setLanguage(const QString& l) { QSettings().setValue("ui/language", l); }

QString installTranslators(QApplication& app, const QString& lang) {
  const QLocale locale = lang == "system" || lang.isEmpty() ? QLocale::system() : QLocale(lang);
  auto* mine = new QTranslator(&app);
  // nnlab_<language>.qm for the locale; else English, whose file holds only plural forms
  // ("1 layer", "12 layers").
  if (!mine->load(locale, "nnlab", "_", ":/i18n") || locale.language() == QLocale::C) {
    if (!mine->load(":/i18n/nnlab_en.qm")) {
      delete mine;
      return "en";
    }
    app.installTranslator(mine);
    return "en";
  }
  app.installTranslator(mine);
  const QString code = QLocale::languageToCode(locale.language());
  if (code != "en") {
    // Qt's own strings (standard dialogs, buttons), when the system has them.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
      app.installTranslator(qt);
    else
      delete qt;
    QLocale::setDefault(locale);
  }
  return code;
}

QStringList recentFiles() {
  QStringList files = QSettings().value("files/recent").toStringList();
  files.erase(std::remove_if(files.begin(), files.end(), [](const QString& f) { return !QFileInfo::exists(f); }), files.end());
  return files;
}

void addRecentFile(const QString& path) {
  QStringList files = QSettings().value("files/recent").toStringList();
  files.removeAll(path);
  files.prepend(path);
  while (files.size() > kMaxRecent) files.removeLast();
  QSettings().setValue("files/recent", files);
}

void clearRecentFiles() { QSettings().remove("files/recent"); }

}  // namespace nnlab::gui::AppSettings

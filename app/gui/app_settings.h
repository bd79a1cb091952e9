#pragma once
// What nnlab remembers between sessions (QSettings): theme, language, recent files. Window
// geometry and the last experiment are saved by the main window itself.
#include <QString>
#include <QStringList>

class QApplication;

namespace nnlab::gui::AppSettings {

// "system", "light" or "dark"; applied at once.
QString theme();
void setTheme(const QString& theme);
void applyTheme(const QString& theme);

// "system" (follow the locale), "en", "es" or "pt"; takes effect at the next start.
QString language();
void setLanguage(const QString& language);
// Loads nnlab's and Qt's translations for `language` ("system": the locale); returns the
// language in use ("en" when nothing matched).
QString installTranslators(QApplication& app, const QString& language);

// The history file: $NNLAB_HISTORY, else the one chosen in Preferences, else the engine's default
// ($XDG_DATA_HOME/nnlab/history.sqlite).
QString historyPath();
void setHistoryPath(const QString& path);  // empty: back to the default

QStringList recentFiles();
void addRecentFile(const QString& path);
void clearRecentFiles();

}  // namespace nnlab::gui::AppSettings

#include "widgets/number_text.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace nnlab::gui {

QString decimalText(double v, int decimals) { return QLocale().toString(v, 'f', decimals); }

QString generalText(double v, int digits) { return QLocale().toString(v, 'g', digits); }

QString readableText(double v, int digits) {
  if (!std::isfinite(v)) return QStringLiteral("-");
  if (std::fabs(v) >= std::pow(10.0, digits)) return QLocale().toString(v, 'f', 0);
  return QLocale().toString(v, 'g', digits);
}

QString countText(qint64 n) { return QLocale().toString(n); }

QString percentText(double share, int decimals) {
  return std::isfinite(share) ? QLocale().toString(100.0 * share, 'f', decimals) + QStringLiteral(" %") : QString();
}

QString secondsText(double s) {
  // The thresholds and digits of the engine's formatSeconds(), in the locale's notation.
  return s < 1.0 ? QLocale().toString(s * 1e3, 'f', 1) + QStringLiteral(" ms") : QLocale().toString(s, 'f', 2) + QStringLiteral(" s");
}

QString bytesText(double bytes) {
  static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  int u = 0;
  while (std::fabs(bytes) >= 1024.0 && u < 5) {
    bytes /= 1024.0;
    ++u;
  }
  return QLocale().toString(bytes, 'f', u == 0 ? 0 : 1) + QLatin1Char(' ') + QLatin1String(units[u]);
}

QString durationText(double seconds) {
  const long long s = std::llround(std::max(0.0, seconds));
  if (s < 60) return QStringLiteral("%1 s").arg(s);
  if (s < 3600) return s % 60 ? QStringLiteral("%1 min %2 s").arg(s / 60).arg(s % 60) : QStringLiteral("%1 min").arg(s / 60);
  const long long m = (s + 30) / 60;
  return QStringLiteral("%1 h %2 min").arg(m / 60).arg(m % 60, 2, 10, QChar('0'));
}

}  // namespace nnlab::gui

#pragma once
// Numbers as the app shows them: in the user's locale (a decimal comma in Spanish) with the
// units of the engine's messages, so that no page mixes "24.10 s" with "0,9767".
#include <QString>

namespace nnlab::gui {

QString decimalText(double v, int decimals);  // fixed decimals: 0.9767
QString generalText(double v, int digits = 4);  // shortest of fixed and exponent: 0.05, 1e-05
// A measured figure for a table: `digits` significant digits below 10^digits, whole numbers with
// the locale's grouping above (19,440 samples/s, never "1.944e+04"), an exponent only below 1e-3.
QString readableText(double v, int digits = 4);
QString countText(qint64 n);                  // 61,706 (61.706 in Spanish)
QString percentText(double share, int decimals = 2);  // 0.97674 -> "97.67 %"
QString secondsText(double seconds);          // "850.0 ms" below a second, else "24.10 s"
// A time left or to come, rounded as a person says it: "42 s", "3 min 30 s", "1 h 05 min".
QString durationText(double seconds);
QString bytesText(double bytes);              // "91.0 GiB"

}  // namespace nnlab::gui

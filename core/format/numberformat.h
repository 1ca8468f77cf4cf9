#pragma once

#include <QLocale>
#include <QString>

// One rule for each kind of figure a person reads: money, power, counts, percentages and plain
// numbers. The CLI and every export write fixed English (a script or a spreadsheet parses them the
// same on every machine); the GUI may pass the desktop locale (QLocale()) to the same functions.
namespace podcad::format {

// en_US: "1,234.5". The locale of the CLI and the exports, whatever the machine's.
const QLocale &english();

// What every rule prints for NaN or infinity: a figure that is not a number reads as missing
// ("n/a"), never as "nan" or "$inf" in a report.
QString notANumber();

// "1,234.5": thousands separators and a fixed number of decimals, so that a column of figures
// lines up on the decimal point. A value that rounds to zero prints without a sign ("0.0", not
// "-0.0").
QString number(double value, int decimals = 0, const QLocale &locale = english());

// "2,048": a count of things, whole, with thousands separators.
QString count(double value, const QLocale &locale = english());

// "15T", "15.6T", "800B", "70B", "5K", "420": a count of tokens or parameters as people say it.
// Three significant digits like usdShort, but without trailing zeros: a model is "70B", not
// "70.0B". Fixed English: the suffixes are English words' initials.
QString shortCount(double value);

// "25.4 MB": a file's size in decimal units (1 MB = 10^6 bytes, as file managers and disks
// count), one decimal.
QString dataSize(qint64 bytes, const QLocale &locale = english());

} // namespace podcad::format

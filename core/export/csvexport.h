#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

namespace podcad {

class Bom;
struct Tco;
struct WorkloadFigure;

// RFC 4180 CSV: comma separated, CRLF line ends, fields quoted when they hold a comma, a quote or
// a line break (quotes doubled). UTF-8 without a byte-order mark.
namespace csv {

// One text field, quoted as needed. A field a spreadsheet would run as a formula or command (it
// begins with = + - @, a tab, a carriage return or another control character) gets a leading
// apostrophe first, the OWASP "CSV injection" advice: spreadsheets show it as text.
QString field(const QString &text);

// Numbers are written by PodCAD itself, never neutralised (a negative amount stays a number).
QString number(double value, int decimals);

// The bill of materials: one row per line, header first.
QByteArray bom(const Bom &bom);

// The TCO as one table: section, figure, year, value, unit, key. The design figures it starts from,
// CapEx, OpEx per year, the horizon and the unit costs (year empty), the assumptions in force, then
// the per-year table a row per figure and year (year 0 holds the CapEx). Keys name each figure as
// `podcad-cli tco --json` does; amounts in USD to the cent, other numbers unrounded.
QByteArray tco(const Tco &tco);

// The workload's figures (workloadFigures(), the rows of the workbook's Workload sheet): section,
// figure, value, unit, key. A number is written unrounded, a text figure as text.
QByteArray workload(const std::vector<WorkloadFigure> &figures);

} // namespace csv
} // namespace podcad

#pragma once

#include <QJsonObject>
#include <QString>

namespace podcad {
struct Analysis;
class Design;
} // namespace podcad

namespace podcad::cli {

// The `analyze --json` object: keys design, totals, fabrics, racks, problems (ARCHITECTURE.md); numbers are
// plain JSON numbers in the unit their key names.
QJsonObject analysisToJson(const Design &design, const QString &file, const Analysis &analysis);

} // namespace podcad::cli

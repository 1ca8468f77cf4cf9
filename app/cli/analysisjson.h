#pragma once

#include <QJsonObject>
#include <QString>

namespace podcad {
struct Analysis;
struct FabricFigures;
class Design;
} // namespace podcad

namespace podcad::cli {

// The `analyze --json` object: keys design, totals, fabrics, racks, problems (docs/cli.md);
// numbers are plain JSON numbers in the unit their key names.
QJsonObject analysisToJson(const Design &design, const QString &file, const Analysis &analysis);

// The bandwidth keys of one fabric (bisection_gbps, full_bisection_gbps, bisection_ratio,
// oversubscription per tier, diameter_hops, unreachable_endpoints, ...); empty when not computed.
// `analyze --json` merges them into each fabric, `whatif --json` prints them before and after.
QJsonObject fabricFiguresToJson(const FabricFigures &figures);

} // namespace podcad::cli

#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <vector>

namespace podcad {
struct Analysis;
struct FabricFigures;
struct PowerElementReport;
class Design;
} // namespace podcad

namespace podcad::cli {

// The `analyze --json` object: keys design, totals, fabrics, racks, problems, power_chain
// (docs/cli.md);
// numbers are plain JSON numbers in the unit their key names.
QJsonObject analysisToJson(const Design &design, const QString &file, const Analysis &analysis);

// `analyze --json` power_chain, present when the design has electrical elements: one object per
// element (id, name, kind, capacity_kw, usable_kw, load_kw, peak_kw, utilisation, stranded_kw,
// over).
QJsonArray powerChainToJson(const std::vector<PowerElementReport> &chain);

// The bandwidth keys of one fabric (bisection_gbps, full_bisection_gbps, bisection_ratio,
// oversubscription per tier, diameter_hops, unreachable_endpoints, ...); empty when not computed.
// `analyze --json` merges them into each fabric, `whatif --json` prints them before and after.
QJsonObject fabricFiguresToJson(const FabricFigures &figures);

} // namespace podcad::cli

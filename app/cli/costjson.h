#pragma once

#include <QJsonObject>
#include <QString>

namespace podcad {
class Bom;
struct CloudComparisonResult;
struct Tco;
} // namespace podcad

namespace podcad::cli {

// `bom --json`, `tco --json` and `compare --json`: snake_case keys with the unit in the name.
QJsonObject bomToJson(const QString &designName, const QString &file, const Bom &bom);
QJsonObject tcoToJson(const QString &designName, const QString &file, const Tco &tco);
QJsonObject comparisonToJson(const QString &designName, const QString &file,
                             const CloudComparisonResult &result);

} // namespace podcad::cli

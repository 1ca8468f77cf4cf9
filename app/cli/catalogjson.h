#pragma once

#include <QJsonObject>

namespace podcad {
struct DeviceModel;
struct Accelerator;
struct CloudOffer;
struct FigureRange;
struct Provenance;
} // namespace podcad

namespace podcad::cli {

// JSON views of catalog rows for `podcad-cli catalog ... --json`: snake_case, units in key names.
QJsonObject toJson(const Provenance &provenance);
QJsonObject toJson(const DeviceModel &model);
QJsonObject toJson(const Accelerator &accelerator);
QJsonObject toJson(const CloudOffer &offer);
QJsonObject toJson(const FigureRange &range);

} // namespace podcad::cli

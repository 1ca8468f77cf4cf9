#pragma once

#include <QPointF>
#include <QString>

namespace podcad {

// A rack on the floor. Its height, weight rating and footprint come from the catalog model (sku);
// the power limit is the site's feed budget for this position, so it belongs to the design.
struct Rack final
{
    QString id;
    QString sku;
    QString name;
    QString row;            // floor row label, e.g. "A"; empty when not in a row
    QPointF floorPositionM; // front-left corner on the floor plan, metres
    double powerLimitKw = 0;

    bool operator==(const Rack &) const = default;
};

} // namespace podcad

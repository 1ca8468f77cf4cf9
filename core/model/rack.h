#pragma once

#include "powerfeed.h"

#include <QPointF>
#include <QString>
#include <array>
#include <optional>

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
    // The site's circuits on feed A and B (index feedIndex(side)); unset: the rating of the PDU on
    // that side in the catalog, else 415 V 60 A three-phase at 80 % (see analysis/powerfeeds.h).
    std::array<std::optional<PowerFeed>, 2> feeds = {};

    const std::optional<PowerFeed> &feed(FeedSide side) const { return feeds[feedIndex(side)]; }

    bool operator==(const Rack &) const = default;
};

} // namespace podcad

#pragma once

#include "powerfeed.h"

#include <QPointF>
#include <QString>
#include <array>
#include <optional>
#include <vector>

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
    // The facility elements each side is fed from (index feedIndex(side); empty: not drawn). A side
    // with several sources (up to FacilityLimits::kMaxRackSources, six feeds a rack) splits its
    // draw equally over those that are up and is lost only when all of them are.
    std::array<std::vector<QString>, 2> powerFrom = {};
    // CDUs that take its liquid heat and CRAHs that take its air heat (each group shares equally);
    // a rack listing no CRAH sheds its air heat to every CRAH of the hall.
    std::vector<QString> cooledBy = {};

    const std::optional<PowerFeed> &feed(FeedSide side) const { return feeds[feedIndex(side)]; }

    bool operator==(const Rack &) const = default;
};

} // namespace podcad

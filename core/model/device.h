#pragma once

#include "powerfeed.h"
#include "role.h"

#include <QPointF>
#include <QString>
#include <optional>

namespace podcad {

// One physical box: server, switch, storage node, appliance or PDU. Specs come from the catalog by
// SKU; only what differs in this design (a negotiated price, a measured power draw) is stored here.
struct Device final
{
    QString id;
    QString sku;
    QString name;
    Role role = Role::Other;
    QString rackId;  // empty: not placed in a rack yet
    int lowestU = 0; // 1-based lowest rack unit occupied; 0 for zero-U items (PDUs) or unplaced
    QPointF canvasPosition; // topology view position, scene units
    std::optional<double> priceOverrideUsd;
    std::optional<double> powerOverrideW; // replaces the catalog's typical and max draw
    // For a PDU: the feed it is plugged into. For any other device: every one of its supplies is
    // on this feed (a single-corded box); unset: its supplies are split across the rack's feeds.
    std::optional<FeedSide> feed = {};

    bool isPlaced() const { return !rackId.isEmpty(); }
    bool operator==(const Device &) const = default;
};

} // namespace podcad

#pragma once

#include "cablemedium.h"
#include "cableroute.h"
#include "model/hall.h"

#include <QHash>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
class Design;

struct PortGroup;
struct PortRef;

// The catalog port group an end of a link plugs into; nullptr when its device or group is unknown.
const PortGroup *portGroupOf(const Design &design, const Catalog &catalog, const PortRef &end);

// One link as it will be built: its route and the medium on it.
struct PlannedCable final
{
    QString linkId;
    CableRoute route;
    // nullopt: an end's port is unknown to the catalog, or the catalog has no medium for it.
    std::optional<CableMedium> medium;

    bool operator==(const PlannedCable &) const = default;
};

// Every link of a design routed and given a medium (the user's cable where the link names one,
// else the cheapest that reaches). The analysis, the BOM, the cable schedule and the exports all
// read lengths and media from here, so they agree.
class CablePlan final
{
public:
    static CablePlan build(const Design &design, const Catalog &catalog);
    // How many whole plans build() has made in this process: a 64-SU plan is 97,000 routed
    // cables, so the readers of one revision share one, and the tests count that they do.
    static std::uint64_t wholeBuilds();

    const std::vector<PlannedCable> &cables() const { return mCables; } // link id order
    const PlannedCable *cable(const QString &linkId) const;

    // Plans these links again as the design now has them: after an edit that moved their racks or
    // devices, changed their ports or cable, or added them. Ids no longer in the design are
    // dropped. Costs what the links cost, not what the design does, unless the edit changed the
    // hall the routes run through (a design without a hall or trays routes through ones fitted
    // around its racks, which a moved rack may change): then every link is planned again.
    void update(const Design &design, const Catalog &catalog, const QStringList &linkIds);

private:
    std::vector<PlannedCable> mCables;
    Hall mLayout;               // the hall and trays routed through (CableRouter::hall())
    QHash<QString, int> mIndex; // link id -> position in mCables

    void reindex();
};

} // namespace podcad

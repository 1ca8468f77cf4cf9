#pragma once

#include "cableroute.h"
#include "traynetwork.h"

#include <memory>
#include <unordered_map>

namespace podcad {

class Catalog;
class Design;
struct Link;
struct Rack;

// Routes the links of one design through its hall (Design::hall: rows and overhead trays; a
// design without a hall is routed through the hall fitHall() gives it, and a hall without trays
// over defaultTrays()). Built once per hall layout; route() reads the racks' current positions
// from the design, so a rack that moved re-routes its own links without rebuilding the router.
// route() keeps each rack's way into the trays in a cache: one router per thread.
class CableRouter final
{
public:
    CableRouter(const Design &design, const Catalog &catalog);
    ~CableRouter();

    CableRoute route(const Link &link) const;
    // The hall routed through, with the trays routed over (the hall's, else the defaults).
    const Hall &hall() const { return mHall; }

private:
    // A rack's way into the trays: its vertical manager at the front corner on its right as
    // seen from the cold aisle, and the tray point nearest to that corner.
    struct RackEnd final
    {
        QPointF positionM; // the rack's position it was computed for
        QString row;
        QPointF managerM;
        double widthM = 0;
        TrayNetwork::Attach attach;
    };

    const RackEnd &end(const Rack &rack) const;
    double portHeightM(const QString &deviceSku, int lowestU) const;

    const Design &mDesign;
    const Catalog &mCatalog;
    Hall mHall;
    std::shared_ptr<const TrayNetwork> mTrays;
    // By rack id. Node-based on purpose: route() holds one rack's end while end() inserts the
    // other's, and a QHash moves its entries when it grows.
    mutable std::unordered_map<QString, RackEnd> mEnds;
};

} // namespace podcad

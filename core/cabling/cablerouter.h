#pragma once

#include "cableroute.h"

namespace podcad {

class Catalog;
class Design;
struct Link;

// Routes the links of one design through its hall (Design::hall: rows and overhead trays).
// Built once per hall layout; route() reads the racks' current positions from the design, so
// a rack that moved re-routes its own links without rebuilding the router.
class CableRouter final
{
public:
    CableRouter(const Design &design, const Catalog &catalog);

    CableRoute route(const Link &link) const;

private:
    const Design &mDesign;
    const Catalog &mCatalog;
};

} // namespace podcad

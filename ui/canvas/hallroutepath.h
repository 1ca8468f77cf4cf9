#pragma once

#include <QPolygonF>

namespace podcad {

class Catalog;
class Design;
struct CableRoute;
struct Hall;
struct Link;

// The route of a link as the Hall view draws it, in the plan's metres: from the centre of the
// rack at end a, onto each tray the route names and along it to where the next tray (or the far
// rack) is nearest, then to the centre of the rack at end b. Empty when an end is in no rack.
// `hall` is the one the view draws (the design's, or one fitted around its racks).
QPolygonF hallRoutePath(const Design &design, const Catalog &catalog, const Hall &hall,
                        const Link &link, const CableRoute &route);

} // namespace podcad

#pragma once

#include <QString>

namespace podcad {

class Catalog;
class CablePlan;
class Design;

// What the Inspector says of cables, from the design's cable plan, as rich text.
namespace cablesummary {

// One link: its route, the length the cable must have, the cable bought (SKU and length), the
// medium, the transceiver at each end and whether it reaches (in red when it does not, with the
// medium that would). "Not planned yet" while the plan is being built.
QString link(const Design &design, const Catalog *catalog, const CablePlan *plan,
             const QString &linkId);

// One rack: how many cables leave it for another rack and their total length.
QString rack(const Design &design, const CablePlan *plan, const QString &rackId);

} // namespace cablesummary
} // namespace podcad

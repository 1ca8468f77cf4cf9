#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace podcad {

class Catalog;
class CablePlan;
class Design;

// What the Inspector says of cables, from the design's cable plan, as rich text.
namespace cablesummary {

// One link: its route, the length the cable must have, the cable bought (SKU and length), the
// medium, the transceiver at each end and whether it reaches (in red when it does not, with the
// medium that would, or, when nothing in the catalog reaches, what to do). "Not planned yet"
// while the plan is being built.
QString link(const Design &design, const Catalog *catalog, const CablePlan *plan,
             const QString &linkId);

// The Cable field's default entry for the selected links: the cable each gets without a cable
// SKU of its own, as the plan picks it on the routed length (MediumChooser's cheapest that
// reaches), so that it names what the BOM prices. Links that take the default read "(planned:
// SKU, 23.40 m)"; while one names its own cable (which the plan and the BOM take instead), the
// entry says what choosing it would give, "(default: SKU, 23.40 m)". Several links name the SKU
// only when they share it, and no length. "(default: planning...)" while the plan is not ready
// (null) or does not hold a link yet.
QString defaultCable(const Design &design, const Catalog *catalog, const CablePlan *plan,
                     const QStringList &linkIds, const QLocale &locale = QLocale());

// One rack: how many cables leave it for another rack and their total length.
QString rack(const Design &design, const CablePlan *plan, const QString &rackId);

} // namespace cablesummary
} // namespace podcad

#pragma once

#include "cost/cloudcomparison.h"

#include <QString>

namespace podcad {

class Catalog;

// How the Costs dock and presentation mode name the cloud offer a design is compared with, so
// that both say exactly which line of the chart their break-even is against.
namespace cloudoffertext {

// "on-demand", "spot", "1-year reserved", "3-year reserved".
QString term(CloudTerm term);

// "Spheron B200 (per GPU), spot": provider, instance and how it is bought.
QString offer(const CloudComparison &c);

// When the offer has another GPU than the design (the catalog has none with the design's):
// "B200 offers stand in: no B300 (Blackwell Ultra SXM) offer in the catalog"; else empty.
QString standIn(const CloudComparison &c, const QString &designAcceleratorId,
                const Catalog *catalog);

} // namespace cloudoffertext
} // namespace podcad

#pragma once

// Internal to the analysis: what the cable plan's media mean for power and problems.

#include "problem.h"

#include <QHash>
#include <QString>
#include <vector>

namespace podcad {

class CablePlan;
class Catalog;
class Design;

namespace analysis {

struct Draw final
{
    double typicalW = 0;
    double maxW = 0;
};

// What the links' transceivers and active cables draw, by the device whose cage holds each end
// and by fabric. A twin-port module counts half on each of its cage's two links; an active
// cable (AOC, ACC) draws at its ends, half at each.
struct OpticsDraw final
{
    QHash<QString, Draw> byDevice;
    QHash<QString, Draw> byFabric;
};
OpticsDraw opticsDraw(const Design &design, const Catalog &catalog, const CablePlan &plan);

// "cable-too-short": a cable the user named whose length, or whose optics' reach, is shorter than
// the link's route, as information: the generators still name their cables by the old default,
// so a generated design would otherwise warn wherever the route outgrows it. One row per cable SKU
// (a generator's default repeated over a big hall would drown the list otherwise), pointing at the
// first link, with what would reach.
void cableReachProblems(const Design &design, const Catalog &catalog, const CablePlan &plan,
                        std::vector<Problem> &problems);

} // namespace analysis
} // namespace podcad

#pragma once

// Internal to the analysis: what the cable plan's media mean for power and problems.

#include "problem.h"

#include <QHash>
#include <QString>
#include <cstddef>
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

// "cable-too-short" (a warning): a link whose planned cable does not cover its routed length,
// whether the link names it (its length, or its optics' reach, is shorter than the route; with
// what would reach) or the plan picked it because nothing in the catalog reaches (the medium that
// carries farthest, with what to do: move the racks closer or give the catalog a longer medium).
// One problem per link, pointing at it, for the first kMaxCableReachProblems such links in id
// order; the rest are counted in one row per cable SKU (a 64-SU SuperPOD laid out without its
// facility has about 11,000 of them, which nobody reads one by one).
inline constexpr std::size_t kMaxCableReachProblems = 100;
void cableReachProblems(const Design &design, const Catalog &catalog, const CablePlan &plan,
                        std::vector<Problem> &problems);

} // namespace analysis
} // namespace podcad

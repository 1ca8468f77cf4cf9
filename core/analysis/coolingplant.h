#pragma once

#include "facilityreport.h"

#include <QSet>
#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct RackReport;

// The cooling plant's loads with the elements in `failed` out of service (empty: all up).
struct CoolingPlant final
{
    std::vector<CoolingUnitReport> units;     // cooling elements, id order
    std::vector<RackFacilityReport> racks;    // rack id order: heat split, flow, floor load
    std::vector<QString> racksWithoutCooling; // liquid-cooled racks all of whose CDUs are lost
};

// Splits each rack's heat between liquid and air, loads its CDUs and air units and the chillers or
// dry coolers behind them, and works out coolant flows and floor loading: docs/facility.md.
CoolingPlant analyzeCoolingPlant(const Design &design, const Catalog &catalog,
                                 const std::vector<RackReport> &racks,
                                 const QSet<QString> &failed = {});

} // namespace podcad

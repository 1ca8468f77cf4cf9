#pragma once

#include "model/facility.h"

#include <QPointF>
#include <QString>
#include <optional>
#include <vector>

namespace podcad {

// One electrical element of the power chain with both (all) sources up (analysis/powerchain.h).
struct PowerElementReport final
{
    QString id;
    QString name;
    FacilityKind kind = FacilityKind::Switchboard;
    double capacityKw = 0;  // rated: the element's capacity_kw, else its model's
    double usableKw = 0;    // what it may carry continuously (breaker/busway derating)
    double loadKw = 0;      // typical draw through it
    double peakKw = 0;      // peak (max) draw through it
    double utilisation = 0; // peakKw / usableKw (0 when usableKw is 0)
    double strandedKw = 0;  // usable capacity the redundancy scheme keeps from being used
    bool over = false;      // peakKw above usableKw

    bool operator==(const PowerElementReport &) const = default;
};

// One cooling element: a CDU (liquid heat of its racks), a CRAH (air heat) or a chiller or dry
// cooler (the heat of the CDUs and CRAHs fed from it) (analysis/coolingplant.h).
struct CoolingUnitReport final
{
    QString id;
    QString name;
    FacilityKind kind = FacilityKind::Cdu;
    double capacityKw = 0;
    double loadKw = 0;
    double utilisation = 0;
    std::optional<double> flowLpm;    // CDUs: the secondary flow its heat needs
    std::optional<double> maxFlowLpm; // CDUs: what its model pumps at most
    bool over = false;                // heat or flow above what it can do

    bool operator==(const CoolingUnitReport &) const = default;
};

// Per rack: where it stands, how its heat leaves, what it asks of the floor.
struct RackFacilityReport final
{
    QString rackId;
    QPointF positionM;        // front-left corner, metres
    double liquidHeatKw = 0;  // peak heat removed by liquid
    double airHeatKw = 0;     // peak heat shed to air
    double flowLpm = 0;       // coolant flow its liquid heat needs on its CDU loop
    double floorLoadKgM2 = 0; // weight over its own footprint
    double rowShareKgM2 = 0;  // weight over footprint plus half of each aisle

    bool operator==(const RackFacilityReport &) const = default;
};

struct FacilityReport final
{
    std::vector<PowerElementReport> powerChain; // element id order
    std::vector<CoolingUnitReport> cooling;     // element id order
    std::vector<RackFacilityReport> racks;      // rack id order

    bool operator==(const FacilityReport &) const = default;
};

} // namespace podcad

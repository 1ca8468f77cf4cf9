#pragma once

#include <QString>
#include <array>
#include <map>
#include <vector>

namespace podcad {

class CablePlan;
class Catalog;
class Design;

// One end of a cable as a contractor finds it: rack, rack unit, device and the port as the NetBox
// export names it.
struct CableScheduleEnd final
{
    QString rack;   // the rack's name (else its id); empty: the device stands in no rack
    int u = 0;      // lowest rack unit of the device; 0 for zero-U devices and those in no rack
    QString device; // the device's name, else its id
    QString port;   // "ib3", "ib2/1" (netbox::interfaceName)
    // "A03-U12-ib3": the rack's row and place in it (else its name without spaces), the unit and
    // the port; the device's name instead of the unit for zero-U devices and those in no rack.
    QString label;
};

// One cable to pull: a link of the design as the cable plan routes it and the medium on it.
struct CableScheduleRow final
{
    QString label;  // "A01-U12-ib3 / B02-U40-ib17": the two ends' labels
    QString linkId; // the link in PodCAD
    QString fabric; // the fabric's name
    std::array<CableScheduleEnd, 2> ends;
    QString route;     // CableRoute::text()
    double routeM = 0; // the length the route needs, slack and bends included
    double cableM = 0; // the length bought; 0 when the catalog does not say
    QString medium;    // "fibre", "dac", ... (mediumKindName); empty without a medium
    QString cableSku;  // empty: no cable fits the link's ports
    std::array<QString, 2> transceivers; // per end; empty when the cable carries its own
    // A breakout cable serves the links of one twin-port cage: the later links name the first
    // link's id here, and the schedule counts the cable once.
    QString sharesCableWith;
    bool defaulted = false; // the link names no cable: the plan chose it
    bool reaches = true;    // the cable covers the route

    // Whether this row is a cable to buy (a cable SKU, not the second leg of a breakout).
    bool bought() const { return !cableSku.isEmpty() && sharesCableWith.isEmpty(); }
    // What a contractor should know beyond the columns: "breakout, with L12", "too short for the
    // route", "chosen by PodCAD".
    QString note() const;
};

// The cables of a design in link id order, one row per link, ready for a cabling contractor.
class CableSchedule final
{
public:
    // From the design's cable plan (a Revision's: the schedule lists the cables the BOM prices).
    static CableSchedule build(const Design &design, const Catalog &catalog, const CablePlan &plan);

    const std::vector<CableScheduleRow> &rows() const { return mRows; }

    // The cables bought, by SKU: equal to the bill of materials' cable lines.
    std::map<QString, int> cablesBySku() const;

    // The cables bought by medium and length, shortest first: the "Cables by length" summary.
    struct LengthCount final
    {
        QString medium;
        double cableM = 0;
        QString cableSku;
        int count = 0;
    };
    std::vector<LengthCount> byLength() const;
    int uncabled() const; // rows without a cable SKU

private:
    std::vector<CableScheduleRow> mRows;
};

} // namespace podcad

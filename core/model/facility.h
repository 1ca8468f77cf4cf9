#pragma once

#include <QPointF>
#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace podcad {

// What stands upstream of and beside the racks: the power chain from the utility to the rack
// feeds, and the cooling plant. Kind names are the file's (docs/file-format.md, "Facility").
enum class FacilityKind {
    Utility,     // utility feed / transformer: the root of a power chain
    Switchboard, // main switchboard / switchgear
    Ups,         // one UPS (or one module of an N+1 system: draw each module as an element)
    Busway,      // overhead busway along a row
    FloorPdu,    // floor-standing PDU (transformer and panel)
    Rpp,         // remote power panel
    DcPowerRack, // 800 V DC power rack ("sidecar") beside Vera Rubin-class racks
    Cdu,         // coolant distribution unit: a secondary liquid loop to its racks
    Crah,        // computer-room air handler: the heat racks still shed to air
    Chiller,     // facility loop heat rejection
    DryCooler,   // facility loop heat rejection without compressors (warm-water cooling)
};

inline constexpr std::array<FacilityKind, 11> kFacilityKinds{
    FacilityKind::Utility,     FacilityKind::Switchboard, FacilityKind::Ups,
    FacilityKind::Busway,      FacilityKind::FloorPdu,    FacilityKind::Rpp,
    FacilityKind::DcPowerRack, FacilityKind::Cdu,         FacilityKind::Crah,
    FacilityKind::Chiller,     FacilityKind::DryCooler};

QString facilityKindName(FacilityKind kind);  // "utility", "floor-pdu", "dc-power-rack", ...
QString facilityKindLabel(FacilityKind kind); // "Utility feed", "Floor PDU", ... (for people)
std::optional<FacilityKind> facilityKindFromName(const QString &name);

// Electrical elements: utility to dc-power-rack. Cooling elements: cdu, crah, chiller, dry-cooler.
bool isPowerKind(FacilityKind kind);
inline bool isCoolingKind(FacilityKind kind)
{
    return !isPowerKind(kind);
}
// A rack's power feed may be taken from these (everything electrical below the utility).
bool canFeedRacks(FacilityKind kind);
// A rack may be cooled by these: CDUs take its liquid heat, CRAHs its air heat.
inline bool canCoolRacks(FacilityKind kind)
{
    return kind == FacilityKind::Cdu || kind == FacilityKind::Crah;
}
// Whether `downstream` may be fed from `upstream`: power from power (never into a utility), a
// CDU's or CRAH's facility water from a chiller or dry cooler; chillers and dry coolers are roots.
bool canBeFedFrom(FacilityKind downstream, FacilityKind upstream);

// One element of the facility. Its capacity is its catalog model's (sku) unless capacityKw
// overrides it (an element without a model must have one). When an element is fed from several
// upstream elements, they share its load equally and any one of them keeps it up (a UPS system
// of N+1 modules is N+1 UPS elements feeding the same switchboard; an N+1 CDU group is N+1 CDUs
// listed by the same racks): docs/facility.md.
struct FacilityElement final
{
    QString id;
    FacilityKind kind = FacilityKind::Switchboard;
    QString name;
    QString sku;                       // a catalog facility model; may be empty
    std::optional<double> capacityKw;  // overrides the model's
    std::vector<QString> fedFrom = {}; // upstream element ids, in the order the file gives
    QPointF positionM;                 // centre on the hall plan, metres
    // CDUs: the secondary loop's fluid and temperatures; unset: the analysis's defaults.
    QString fluid; // "water" or "pg25"; empty: default
    std::optional<double> supplyC;
    std::optional<double> returnC;

    bool operator==(const FacilityElement &) const = default;
};

// Checked when a file is read and when the inspector edits an element.
struct FacilityLimits final
{
    static constexpr double kMaxCapacityKw = 1e6; // 1 GW: beyond any one element
    // The generators draw a busway fed from every module of its UPS line and a UPS line from
    // every switchboard: a 64-SU DGX H100 SuperPOD's 2N side has 22 UPS modules, a DGX B300's 66,
    // a Vera Rubin NVL72's 110 (and 72 switchboards for NVL144 CPX). A bound on what a file may
    // list, well above what the largest generated design needs.
    static constexpr int kMaxFedFrom = 1024;
    static constexpr int kMaxRackSources = 3; // per side: six feeds a rack at most
    static constexpr double kMinCoolantC = 0, kMaxCoolantC = 90;
};

} // namespace podcad

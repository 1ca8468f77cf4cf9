#pragma once

#include <QPointF>
#include <QString>
#include <optional>
#include <vector>

namespace podcad {

enum class FloorType { Slab, Raised };
enum class Containment { None, ColdAisle, HotAisle };
// The way a row's rack fronts face on the plan (y grows towards the back of the hall, as on the
// floor view): north is towards y = 0.
enum class Facing { North, South };

// A row of racks: racks whose `row` is this name stand in it. Racks run along x from the row's
// origin; their fronts face `facing`, onto a cold aisle.
struct HallRow final
{
    QString name;    // the racks' row label
    QPointF originM; // front-left corner of the row's first rack position, metres
    Facing facing = Facing::North;
    Containment containment = Containment::None;

    bool operator==(const HallRow &) const = default;
};

// An overhead cable tray, a straight run between two points on the plan.
struct CableTray final
{
    QString id;
    QPointF fromM;
    QPointF toM;
    double widthM = 0.6;
    double heightM = 2.7; // above the floor (top of racks plus clearance)

    bool operator==(const CableTray &) const = default;
};

// The room the cluster stands in, x across and y in depth, in the plan's metres (the racks'
// coordinates); originM is its front-left corner.
struct Hall final
{
    QPointF originM;
    double widthM = 0;
    double depthM = 0;
    std::optional<double> floorRatingKgM2; // unset: not known, the floor is not checked
    FloorType floor = FloorType::Slab;
    double coldAisleM = 1.2;
    double hotAisleM = 1.2;
    std::vector<HallRow> rows;    // in name order
    std::vector<CableTray> trays; // in id order

    const HallRow *row(const QString &name) const
    {
        for (const HallRow &r : rows)
            if (r.name == name)
                return &r;
        return nullptr;
    }
    bool operator==(const Hall &) const = default;
};

struct HallLimits final
{
    static constexpr double kMaxSizeM = 100000;
    static constexpr double kMaxFloorRatingKgM2 = 100000;
    static constexpr double kMaxAisleM = 20;
    static constexpr int kMaxRows = 100000;
    static constexpr int kMaxTrays = 100000;
};

QString floorTypeName(FloorType type);  // "slab", "raised"
QString containmentName(Containment c); // "none", "cold-aisle", "hot-aisle"
QString facingName(Facing facing);      // "north", "south"
std::optional<FloorType> floorTypeFromName(const QString &name);
std::optional<Containment> containmentFromName(const QString &name);
std::optional<Facing> facingFromName(const QString &name);

} // namespace podcad

#pragma once

#include "model/facility.h"
#include "model/hall.h"
#include "scenecounters.h"

#include <QColor>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QHash>
#include <QPen>
#include <QSizeF>
#include <QStringList>
#include <array>
#include <optional>

namespace podcad {

class CablePlan;
class Catalog;
class Design;
class HallElementItem;
class HallLinksItem;
class HallPlanItem;
class HallRackItem;
struct Analysis;
struct ChangeEvent;
struct Rack;

// The Hall view: the plan seen from above, to scale in metres (kPixelsPerMetre). The hall (the
// design's, or one fitted around its racks), its rows' aisles and trays (HallPlanItem), each rack
// as its catalog footprint (HallRackItem), each facility element with its kind's symbol
// (HallElementItem), and two overlays of lines (HallLinksItem). As on the floor, the scene keeps
// an id -> item map and an edit touches the items its change event names; only a replaced
// design is built anew.
class HallScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    enum ItemDataKey { IdKey = 0, KindKey = 1 };
    static inline const QString kRackKind = QStringLiteral("rack");
    static inline const QString kElementKind = QStringLiteral("facility");
    static constexpr double kPixelsPerMetre = 40.0;

    // What a rack's fill shows: its peak power, or the part of its heat that goes to the air.
    enum class ColourBy { Power, HeatToAir };
    enum class Overlay { PowerChain, Cooling };

    explicit HallScene(QObject *parent = nullptr);

    void rebuild(const Design &design, const Catalog &catalog, const Analysis *analysis);
    void apply(const ChangeEvent &event, const Design &design, const Catalog &catalog);
    // New figures for the fills (racks by ColourBy, elements by utilisation).
    void showAnalysis(const Analysis *analysis);

    void setColourBy(ColourBy by);
    ColourBy colourBy() const { return mColourBy; }
    void setOverlay(Overlay overlay, bool on, const Design &design);
    bool overlayShown(Overlay overlay) const;

    // Draws the routes of these links from the plan (none: hides them), along the trays of the
    // hall drawn; ids of other kinds are passed over, and links past the 200th.
    void showRoutes(const Design &design, const Catalog &catalog, const CablePlan *plan,
                    const QStringList &linkIds);
    // The selected links' routes as one path, in scene coordinates (for tests).
    const QGraphicsPathItem *routesItem() const;

    QRectF objectRect(const QString &id) const;
    QStringList selectedIds() const;
    void selectIds(const QStringList &ids);
    // The id and kind (kRackKind, kElementKind) of the object drawn at `pos`, or nothing.
    std::optional<std::pair<QString, QString>> objectAt(QPointF pos) const;
    QGraphicsItem *item(const QString &id, const QString &kind) const;

    // Where the last apply() changed the picture (scene coordinates): what the minimap redraws.
    const QRectF &lastChangedArea() const { return mChangedArea; }

    using Counters = SceneCounters;
    const Counters &counters() const { return mCounters; }
    void resetCounters() { mCounters = {}; }

    // The footprint of a rack in metres: rackFootprint() (its model's width and depth, 0.6 x 1.2 m
    // without them), as the router and the cooling plant take it.
    static QSizeF rackFootprintM(const Rack &rack, const Catalog &catalog);
    // A kind's short mark on the plan ("UPS", "CDU", ...).
    static QString kindSymbol(FacilityKind kind);
    // The colour bands of the rack fills, in kW (upper bounds), and their colours: the legend.
    static const std::vector<std::pair<double, QColor>> &rackBands();
    static QColor utilisationColour(double utilisation);
    // What every object item of the plan is: selectable, found by its id and kind, outlined.
    static void setUpObjectItem(QAbstractGraphicsShapeItem *item, const QString &id,
                                const QString &kind, qreal z);
    // Its outline as painted: thick and blue when selected.
    static QPen outline(const QAbstractGraphicsShapeItem *item);

private:
    void syncRack(const Design &design, const Catalog &catalog, const QString &id);
    void syncElement(const Design &design, const Catalog &catalog, const QString &id);
    void syncPlan(const Design &design, const Catalog &catalog);
    void syncOverlays(const Design &design);
    QRectF fedRacksRect(const QString &elementId) const;
    void fillRack(HallRackItem *item) const;
    void fillElement(HallElementItem *item) const;

    QHash<QString, HallRackItem *> mRacks;
    QHash<QString, HallElementItem *> mElements;
    // Which racks each element feeds or cools, and the reverse: a rack edit re-draws the busways
    // it left or joined without a walk over the hall.
    QHash<QString, QStringList> mRacksOf;
    QHash<QString, QStringList> mElementsOfRack;
    // Owned by the scene: null until the first rebuild(), made again by each.
    HallPlanItem *mPlan = nullptr;
    HallLinksItem *mPowerLinks = nullptr;
    HallLinksItem *mCoolingLinks = nullptr;
    HallLinksItem *mRoutes = nullptr;
    // Whether the power chain and the cooling overlay show: the person's choice, which outlives
    // the items a rebuild() deletes.
    std::array<bool, 2> mShown{false, false};
    Hall mHall; // the one drawn: the design's, or one fitted around its racks
    // Figures by id from the newest analysis.
    QHash<QString, double> mRackPowerKw, mRackAirKw, mElementUse;
    ColourBy mColourBy = ColourBy::Power;
    Counters mCounters;
    QRectF mChangedArea;
};

} // namespace podcad

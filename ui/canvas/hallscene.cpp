#include "hallscene.h"

#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "hallelementitem.h"
#include "halllinksitem.h"
#include "hallplanitem.h"
#include "hallrackitem.h"
#include "hallroutepath.h"
#include "model/design.h"
#include "model/hallfit.h"
#include "session/changeevent.h"

#include <QPainterPath>
#include <algorithm>

namespace podcad {

HallScene::HallScene(QObject *parent)
    : QGraphicsScene(parent)
{
    // Items are found by id; the BSP index would be rebuilt for every moved rack of a big hall.
    setItemIndexMethod(NoIndex);
}

QSizeF HallScene::rackFootprintM(const Rack &rack, const Catalog &catalog)
{
    const RackFootprint f = rackFootprint(catalog.model(rack.sku));
    return QSizeF(f.widthM, f.depthM);
}

QString HallScene::kindSymbol(FacilityKind kind)
{
    switch (kind) {
    case FacilityKind::Utility:
        return QStringLiteral("UTL");
    case FacilityKind::Switchboard:
        return QStringLiteral("SWB");
    case FacilityKind::Ups:
        return QStringLiteral("UPS");
    case FacilityKind::Busway:
        return QStringLiteral("BUS");
    case FacilityKind::FloorPdu:
        return QStringLiteral("PDU");
    case FacilityKind::Rpp:
        return QStringLiteral("RPP");
    case FacilityKind::DcPowerRack:
        return QStringLiteral("DC");
    case FacilityKind::Cdu:
        return QStringLiteral("CDU");
    case FacilityKind::Crah:
        return QStringLiteral("CRAH");
    case FacilityKind::Chiller:
        return QStringLiteral("CHL");
    case FacilityKind::DryCooler:
        return QStringLiteral("DRY");
    }
    return {};
}

const std::vector<std::pair<double, QColor>> &HallScene::rackBands()
{
    // From air-cooled enterprise racks to the 130 kW and more of a liquid-cooled NVL72.
    static const std::vector<std::pair<double, QColor>> bands{
        {10, QColor(198, 219, 239)}, {20, QColor(158, 202, 225)}, {40, QColor(253, 208, 162)},
        {80, QColor(253, 141, 60)},  {130, QColor(230, 85, 13)},  {1e12, QColor(166, 54, 3)}};
    return bands;
}

QColor HallScene::utilisationColour(double utilisation)
{
    if (utilisation >= 1)
        return QColor(222, 45, 38);
    if (utilisation >= 0.8)
        return QColor(254, 196, 79);
    return QColor(161, 217, 155);
}

void HallScene::setUpObjectItem(QAbstractGraphicsShapeItem *item, const QString &id,
                                const QString &kind, qreal z)
{
    item->setFlag(QGraphicsItem::ItemIsSelectable);
    item->setData(IdKey, id);
    item->setData(KindKey, kind);
    item->setZValue(z);
    QPen pen(QColor(50, 50, 50));
    pen.setCosmetic(true);
    item->setPen(pen);
}

QPen HallScene::outline(const QAbstractGraphicsShapeItem *item)
{
    if (!item->isSelected())
        return item->pen();
    QPen pen(QColor(0, 90, 200), 3);
    pen.setCosmetic(true);
    return pen;
}

void HallScene::rebuild(const Design &design, const Catalog &catalog, const Analysis *analysis)
{
    // clear() deletes every item: the maps and pointers to them go first, so that nothing reads
    // a deleted item, during clear() or after it (what the overlays show is kept in mShown).
    mRacks.clear();
    mElements.clear();
    mRacksOf.clear();
    mElementsOfRack.clear();
    mPlan = nullptr;
    mPowerLinks = nullptr;
    mCoolingLinks = nullptr;
    mRoutes = nullptr;
    {
        // Items are about to be replaced, not unselected: the canvas selects on the new ones.
        const QSignalBlocker blocker(this);
        clear();
    }
    mPlan = new HallPlanItem;
    addItem(mPlan);
    mPowerLinks = new HallLinksItem(QColor(200, 120, 0));
    mCoolingLinks = new HallLinksItem(QColor(0, 120, 200));
    addItem(mPowerLinks);
    addItem(mCoolingLinks);
    mPowerLinks->setVisible(overlayShown(Overlay::PowerChain));
    mCoolingLinks->setVisible(overlayShown(Overlay::Cooling));
    // Above the racks: a route runs over them to the trays.
    mRoutes = new HallLinksItem(QColor(0, 150, 60), 3);
    mRoutes->setZValue(6);
    addItem(mRoutes);
    for (const auto &[id, rack] : design.racks())
        syncRack(design, catalog, id);
    for (const auto &[id, element] : design.facility())
        syncElement(design, catalog, id);
    syncPlan(design, catalog);
    showAnalysis(analysis);
    syncOverlays(design);
    setSceneRect(itemsBoundingRect().adjusted(-40, -40, 40, 40));
}

void HallScene::apply(const ChangeEvent &event, const Design &design, const Catalog &catalog)
{
    mChangedArea = QRectF();
    if (!mPlan)
        return; // nothing drawn yet: rebuild() draws the design as it is then
    QStringList elements(event.facility.begin(), event.facility.end());
    for (const QString &id : event.racks) {
        // The busways the rack left or joined change length.
        for (const QString &e : mElementsOfRack.value(id))
            elements << e;
        syncRack(design, catalog, id);
        for (const QString &e : mElementsOfRack.value(id))
            elements << e;
    }
    elements.removeDuplicates();
    for (const QString &id : elements)
        syncElement(design, catalog, id);
    if (event.fields.contains(ChangeEvent::hallField())) {
        syncPlan(design, catalog);
        mChangedArea |= mPlan->sceneBoundingRect();
    }
    if ((!event.racks.isEmpty() || !event.facility.isEmpty()) &&
        (overlayShown(Overlay::PowerChain) || overlayShown(Overlay::Cooling))) {
        syncOverlays(design);
        mChangedArea = sceneRect();
    }
    const QRectF shown = itemsBoundingRect().adjusted(-40, -40, 40, 40);
    if (!sceneRect().contains(shown))
        setSceneRect(sceneRect() | shown);
}

void HallScene::syncRack(const Design &design, const Catalog &catalog, const QString &id)
{
    for (const QString &e : mElementsOfRack.take(id))
        mRacksOf[e].removeAll(id);
    const Rack *rack = design.rack(id);
    HallRackItem *item = mRacks.value(id);
    if (item)
        mChangedArea |= item->sceneBoundingRect();
    if (!rack) {
        if (item) {
            mRacks.remove(id);
            delete item;
            ++mCounters.removed;
        }
        return;
    }
    if (!item) {
        item = new HallRackItem(id);
        addItem(item);
        mRacks.insert(id, item);
        ++mCounters.created;
    } else {
        ++mCounters.synced;
    }
    item->sync(design, catalog);
    mChangedArea |= item->sceneBoundingRect();
    fillRack(item);
    QStringList fedBy;
    for (const auto &side : rack->powerFrom)
        for (const QString &e : side)
            fedBy << e;
    for (const QString &e : rack->cooledBy)
        fedBy << e;
    fedBy.removeDuplicates();
    for (const QString &e : fedBy)
        mRacksOf[e] << id;
    mElementsOfRack.insert(id, fedBy);
}

QRectF HallScene::fedRacksRect(const QString &elementId) const
{
    QRectF area;
    for (const QString &rackId : mRacksOf.value(elementId))
        if (const HallRackItem *item = mRacks.value(rackId))
            area |= item->rect();
    return area;
}

void HallScene::syncElement(const Design &design, const Catalog &catalog, const QString &id)
{
    HallElementItem *item = mElements.value(id);
    if (item)
        mChangedArea |= item->sceneBoundingRect();
    if (!design.facilityElement(id)) {
        if (item) {
            mElements.remove(id);
            delete item;
            ++mCounters.removed;
        }
        return;
    }
    if (!item) {
        item = new HallElementItem(id);
        addItem(item);
        mElements.insert(id, item);
        ++mCounters.created;
    } else {
        ++mCounters.synced;
    }
    item->sync(design, catalog, fedRacksRect(id));
    mChangedArea |= item->sceneBoundingRect();
    fillElement(item);
}

void HallScene::syncPlan(const Design &design, const Catalog &catalog)
{
    mHall = design.hall ? *design.hall : fitHall(design);
    const Hall &hall = mHall;
    std::vector<HallPlanItem::RowExtent> rows;
    QHash<QString, std::size_t> index;
    for (const HallRow &row : hall.rows) {
        index.insert(row.name, rows.size());
        rows.push_back({row, row.originM.x(), row.originM.x(), 1.2});
    }
    for (const auto &[id, rack] : design.racks()) {
        const auto at = index.constFind(rack.row);
        if (at == index.constEnd())
            continue;
        HallPlanItem::RowExtent &extent = rows[*at];
        const QSizeF size = rackFootprintM(rack, catalog);
        extent.rightM = std::max(extent.rightM, rack.floorPositionM.x() + size.width());
        extent.leftM = std::min(extent.leftM, rack.floorPositionM.x());
        extent.depthM = size.height();
    }
    mPlan->setPlan(hall, std::move(rows));
}

void HallScene::syncOverlays(const Design &design)
{
    const double ppm = kPixelsPerMetre;
    auto centreOf = [&](const QString &id) -> std::optional<QPointF> {
        if (const HallRackItem *rack = mRacks.value(id))
            return rack->rect().center();
        if (const FacilityElement *element = design.facilityElement(id))
            return element->positionM * ppm;
        return std::nullopt;
    };
    for (HallLinksItem *links : {mPowerLinks, mCoolingLinks}) {
        if (!links || !links->isVisible())
            continue;
        const bool power = links == mPowerLinks;
        QPainterPath path;
        auto line = [&](const QString &from, const QString &to) {
            const std::optional<QPointF> a = centreOf(from), b = centreOf(to);
            if (!a || !b)
                return;
            path.moveTo(*a);
            path.lineTo(*b);
        };
        for (const auto &[id, element] : design.facility()) {
            if (isPowerKind(element.kind) != power)
                continue;
            for (const QString &up : element.fedFrom)
                line(up, id);
            for (const QString &rackId : mRacksOf.value(id))
                line(id, rackId);
        }
        links->setPath(path);
    }
}

void HallScene::showRoutes(const Design &design, const Catalog &catalog, const CablePlan *plan,
                           const QStringList &linkIds)
{
    if (!mRoutes)
        return;
    // A selection of every link of a big design would be a blur of lines that costs a walk over
    // the routes on each edit: routes show for a handful of links.
    constexpr int kMaxRoutes = 200;
    QPainterPath path;
    const double ppm = kPixelsPerMetre;
    int drawn = 0;
    for (const QString &id : linkIds) {
        if (drawn == kMaxRoutes)
            break;
        const Link *link = design.link(id);
        const PlannedCable *cable = plan && link ? plan->cable(id) : nullptr;
        if (!cable)
            continue;
        const QPolygonF route = hallRoutePath(design, catalog, mHall, *link, cable->route);
        if (route.size() < 2)
            continue;
        QPolygonF scaled;
        for (const QPointF &p : route)
            scaled << p * ppm;
        path.addPolygon(scaled);
        ++drawn;
    }
    mRoutes->setPath(path);
    mRoutes->setVisible(!path.isEmpty());
}

const QGraphicsPathItem *HallScene::routesItem() const
{
    return mRoutes;
}

void HallScene::setOverlay(Overlay overlay, bool on, const Design &design)
{
    bool &shown = mShown[overlay == Overlay::PowerChain ? 0 : 1];
    if (shown == on)
        return;
    shown = on;
    // Before the first rebuild there are no lines yet: they show as asked when they are made.
    HallLinksItem *links = overlay == Overlay::PowerChain ? mPowerLinks : mCoolingLinks;
    if (!links)
        return;
    links->setVisible(on);
    syncOverlays(design);
}

bool HallScene::overlayShown(Overlay overlay) const
{
    return mShown[overlay == Overlay::PowerChain ? 0 : 1];
}

void HallScene::showAnalysis(const Analysis *analysis)
{
    mRackPowerKw.clear();
    mRackAirKw.clear();
    mElementUse.clear();
    if (analysis) {
        for (const RackReport &r : analysis->racks) {
            mRackPowerKw.insert(r.rackId, r.maxKw);
            mRackAirKw.insert(r.rackId, std::max(0.0, r.maxKw - r.liquidKw));
        }
        // The plant's own split, where the cooling analysis made one.
        for (const RackFacilityReport &r : analysis->facility.racks)
            mRackAirKw.insert(r.rackId, r.airHeatKw);
        for (const PowerElementReport &e : analysis->facility.powerChain)
            mElementUse.insert(e.id, e.utilisation);
        for (const CoolingUnitReport &e : analysis->facility.cooling)
            mElementUse.insert(e.id, e.utilisation);
    }
    for (HallRackItem *item : std::as_const(mRacks))
        fillRack(item);
    for (HallElementItem *item : std::as_const(mElements))
        fillElement(item);
}

void HallScene::setColourBy(ColourBy by)
{
    if (by == mColourBy)
        return;
    mColourBy = by;
    for (HallRackItem *item : std::as_const(mRacks))
        fillRack(item);
}

void HallScene::fillRack(HallRackItem *item) const
{
    const auto &figures = mColourBy == ColourBy::Power ? mRackPowerKw : mRackAirKw;
    const auto at = figures.constFind(item->id());
    if (at == figures.constEnd()) {
        item->setFill(QColor(235, 235, 235)); // not analysed yet
        return;
    }
    for (const auto &[upTo, colour] : rackBands())
        if (*at < upTo) {
            item->setFill(colour);
            return;
        }
}

void HallScene::fillElement(HallElementItem *item) const
{
    const auto at = mElementUse.constFind(item->id());
    item->setFill(at == mElementUse.constEnd() ? QColor(250, 250, 250) : utilisationColour(*at));
}

QGraphicsItem *HallScene::item(const QString &id, const QString &kind) const
{
    if (kind == kRackKind)
        return mRacks.value(id);
    return mElements.value(id);
}

QRectF HallScene::objectRect(const QString &id) const
{
    if (const HallRackItem *rack = mRacks.value(id))
        return rack->mapRectToScene(rack->rect());
    if (const HallElementItem *element = mElements.value(id))
        return element->mapRectToScene(element->rect());
    return {};
}

QStringList HallScene::selectedIds() const
{
    QStringList ids;
    for (const QGraphicsItem *item : selectedItems())
        ids << item->data(IdKey).toString();
    ids.sort();
    return ids;
}

void HallScene::selectIds(const QStringList &ids)
{
    if (selectedIds() == ids)
        return;
    clearSelection();
    for (const QString &id : ids) {
        if (HallRackItem *rack = mRacks.value(id))
            rack->setSelected(true);
        if (HallElementItem *element = mElements.value(id))
            element->setSelected(true);
    }
}

std::optional<std::pair<QString, QString>> HallScene::objectAt(QPointF pos) const
{
    for (QGraphicsItem *item : items(pos)) {
        const QString id = item->data(IdKey).toString();
        if (!id.isEmpty())
            return std::pair(id, item->data(KindKey).toString());
    }
    return std::nullopt;
}

} // namespace podcad

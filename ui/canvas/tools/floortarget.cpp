#include "floortarget.h"

#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "catalog/catalog.h"
#include "edit/arrange.h"
#include "edit/placement.h"
#include "format/lengthformat.h"
#include "model/design.h"
#include "session/document.h"

#include <QLocale>
#include <cmath>

namespace podcad {

FloorTarget FloorTarget::forDevice(const Document &document, const FloorScene &scene,
                                   const QString &sku, QPointF scenePos, const QString &movingId,
                                   int grabOffsetU)
{
    FloorTarget target;
    const Catalog *catalog = document.catalog();
    const DeviceModel *model = catalog ? catalog->model(sku) : nullptr;
    const auto slot = scene.slotAt(scenePos);
    if (!model || !slot) {
        target.reason = tr("Drop %1 onto a rack.").arg(sku);
        return target;
    }
    target.kind = Kind::Device;
    target.rackId = slot->rackId;
    target.lowestU = model->rackUnits > 0 ? slot->unit - grabOffsetU : 0;
    target.marker = scene.slotRect(slot->rackId, target.lowestU, model->rackUnits);
    const PlacementCheck check =
        checkPlacement(document.design(), *catalog, slot->rackId, target.lowestU, sku,
                       document.design().device(movingId));
    target.ok = check.ok;
    target.reason = check.ok ? tr("%1 at U%2 of %3").arg(sku).arg(target.lowestU).arg(slot->rackId)
                             : check.reason;
    return target;
}

FloorTarget FloorTarget::forCatalogItem(const Document &document, const FloorScene &scene,
                                        const QString &sku, QPointF scenePos)
{
    FloorTarget target;
    const Catalog *catalog = document.catalog();
    const DeviceModel *model = catalog ? catalog->model(sku) : nullptr;
    if (!model) {
        target.reason = tr("%1 is not in the catalog.").arg(sku);
        return target;
    }
    switch (model->kind) {
    case DeviceKind::Rack: {
        target.kind = Kind::Rack;
        // Below the last row starts the next one; anywhere else extends the nearest row.
        const bool newRow = scene.isBelowLastRow(scenePos);
        target.row = newRow ? nextRowLabel(document.design())
                            : scene.nearestRow(scenePos).value_or(QStringLiteral("A"));
        target.marker = scene.newRackRect(target.row, model->rackUnits);
        target.ok = true;
        target.reason = newRow ? tr("New %1 starting row %2").arg(sku, target.row)
                        : target.row.isEmpty()
                            ? tr("New %1 at the end of the unassigned row").arg(sku)
                            : tr("New %1 at the end of row %2").arg(sku, target.row);
        return target;
    }
    case DeviceKind::Nic:
    case DeviceKind::Transceiver:
    case DeviceKind::Cable:
        target.reason = tr("%1 is not rack-mounted; it is counted from the links.").arg(sku);
        return target;
    default:
        return forDevice(document, scene, sku, scenePos, {}, 0);
    }
}

FloorTarget FloorTarget::forRackMove(const Document &document, const FloorScene &scene,
                                     const QString &rackId, QPointF scenePos, double grabOffsetM,
                                     bool snap)
{
    FloorTarget target;
    const Design &design = document.design();
    const Rack *rack = design.rack(rackId);
    const Catalog *catalog = document.catalog();
    if (!rack || !catalog)
        return target;
    target.kind = Kind::Rack;
    target.row = scene.nearestRow(scenePos).value_or(rack->row);
    const double raw = scenePos.x() / FloorScene::kPixelsPerMetre - grabOffsetM;
    double xM = raw;
    if (snap) {
        // The nearest tile edge, or the side of a neighbour in the target row when that is nearer:
        // 800 mm racks stand side by side off the 600 mm tile grid, and must still butt up.
        xM = std::round(raw / FloorView::kFloorTileM) * FloorView::kFloorTileM;
        const double width = rackWidthM(*catalog, *rack);
        for (const auto &[id, other] : design.racks()) {
            if (id == rackId || other.row != target.row)
                continue;
            for (const double side : {other.floorPositionM.x() + rackWidthM(*catalog, other),
                                      other.floorPositionM.x() - width})
                if (std::abs(side - raw) < std::abs(xM - raw))
                    xM = side;
        }
    }
    // To the millimetre: the file keeps what can be measured on the floor.
    target.xM = std::round(xM * 1000) / 1000 + 0.0; // + 0.0: no "-0 m"
    const DeviceModel *model = catalog->model(rack->sku);
    target.marker = scene.rackRectAt(target.row, target.xM, model ? model->rackUnits : 48);
    Rack moved = *rack;
    moved.row = target.row;
    moved.floorPositionM.setX(target.xM);
    std::vector<const Rack *> others;
    for (const auto &[id, r] : design.racks())
        others.push_back(&r);
    const QString name = rack->name.isEmpty() ? rack->id : rack->name;
    const QString along = format::metres(target.xM, QLocale());
    const QString where = target.row.isEmpty() ? tr("%1 m along the unassigned row").arg(along)
                                               : tr("%1 m along row %2").arg(along, target.row);
    if (const Rack *other = overlappingRack(*catalog, moved, others)) {
        target.reason = tr("%1 would stand on %2 at %3.")
                            .arg(name, other->name.isEmpty() ? other->id : other->name, where);
        return target;
    }
    target.ok = true;
    target.reason = tr("%1 to %2").arg(name, where);
    return target;
}

} // namespace podcad

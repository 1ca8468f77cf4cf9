#include "placement.h"

#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "format/powerformat.h"
#include "generate/ids.h"
#include "model/design.h"

#include <QCoreApplication>
#include <algorithm>
#include <set>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::Placement", text);
}

double maxPowerW(const Device &device, const Catalog &catalog)
{
    if (device.powerOverrideW)
        return *device.powerOverrideW;
    const DeviceModel *m = catalog.model(device.sku);
    return m ? m->maxPowerW : 0;
}

QString who(const Device &device)
{
    return device.name.isEmpty() ? device.id : device.name;
}

} // namespace

PlacementCheck checkPlacement(const Design &design, const Catalog &catalog, const QString &rackId,
                              int lowestU, const QString &sku, const Device *moving)
{
    const Rack *rack = design.rack(rackId);
    if (!rack)
        return {false, tr("There is no rack here.")};
    const DeviceModel *model = catalog.model(sku);
    if (!model)
        return {false, tr("%1 is not in the catalog.").arg(sku)};
    const DeviceModel *rackModel = catalog.model(rack->sku);
    const QString rackName = rack->name.isEmpty() ? rack->id : rack->name;
    const int units = model->rackUnits;

    if (units > 0) {
        if (lowestU < 1)
            return {false, tr("%1 would start below U1.").arg(sku)};
        const int top = lowestU + units - 1;
        if (rackModel && top > rackModel->rackUnits)
            return {false, tr("%1 (%2U) at U%3 would reach U%4, above the top of the %5U rack %6.")
                               .arg(sku)
                               .arg(units)
                               .arg(lowestU)
                               .arg(top)
                               .arg(rackModel->rackUnits)
                               .arg(rackName)};
        for (const Device *other : design.devicesIn(rackId)) {
            if (moving && other->id == moving->id)
                continue;
            const DeviceModel *m = catalog.model(other->sku);
            const int otherUnits = m ? m->rackUnits : 0;
            if (otherUnits <= 0 || other->lowestU <= 0)
                continue;
            const int otherTop = other->lowestU + otherUnits - 1;
            if (lowestU <= otherTop && other->lowestU <= top)
                return {false, tr("U%1-U%2 collides with %3 (U%4-U%5).")
                                   .arg(lowestU)
                                   .arg(top)
                                   .arg(who(*other))
                                   .arg(other->lowestU)
                                   .arg(otherTop)};
        }
    }

    const bool entering = !moving || moving->rackId != rackId;
    if (entering && rack->powerLimitKw > 0) {
        double watts = rackModel ? rackModel->maxPowerW : 0;
        for (const Device *other : design.devicesIn(rackId))
            watts += maxPowerW(*other, catalog);
        watts += moving ? maxPowerW(*moving, catalog) : model->maxPowerW;
        if (watts / 1000.0 > rack->powerLimitKw)
            return {false, tr("Rack %1 would draw up to %2 kW, over its %3 kW power limit.")
                               .arg(rackName, format::kilowatts(watts / 1000.0),
                                    format::kilowatts(rack->powerLimitKw))};
    }
    return {true, {}};
}

Role guessRole(const DeviceModel &model)
{
    switch (model.kind) {
    case DeviceKind::GpuServer:
        return Role::Compute;
    case DeviceKind::Switch:
        return Role::Leaf;
    case DeviceKind::Storage:
        return Role::Storage;
    case DeviceKind::ManagementServer:
    case DeviceKind::Appliance:
        return Role::Management;
    case DeviceKind::Pdu:
        return Role::Pdu;
    default:
        return Role::Other;
    }
}

QString idPrefix(const DeviceModel &model)
{
    switch (model.kind) {
    case DeviceKind::GpuServer:
        return QStringLiteral("node");
    case DeviceKind::Switch:
        return QStringLiteral("leaf");
    case DeviceKind::Storage:
        return QStringLiteral("storage");
    case DeviceKind::ManagementServer:
        return QStringLiteral("mgmt");
    case DeviceKind::Appliance:
        return QStringLiteral("appliance");
    case DeviceKind::Pdu:
        return QStringLiteral("pdu");
    case DeviceKind::Rack:
        return QStringLiteral("rack");
    default:
        return QStringLiteral("device");
    }
}

Rack newRackAtRowEnd(const Design &design, const Catalog &catalog, const QString &sku,
                     const QString &row)
{
    const Rack *last = nullptr;
    int inRow = 0;
    for (const auto &[id, rack] : design.racks())
        if (rack.row == row) {
            ++inRow;
            if (!last || rack.floorPositionM.x() >= last->floorPositionM.x())
                last = &rack;
        }
    Rack rack;
    rack.id = design.uniqueId(QStringLiteral("rack"));
    rack.sku = sku;
    rack.row = row;
    rack.name = row.isEmpty() ? rack.id : row + QString::number(inRow + 1);
    if (last) {
        // Touching the last rack as arrange and the overlap check measure it.
        rack.floorPositionM =
            last->floorPositionM + QPointF(rackFootprint(catalog.model(last->sku)).widthM, 0);
        rack.powerLimitKw = last->powerLimitKw;
    } else {
        const AssumptionDefault *feed =
            catalog.assumption(QStringLiteral("default_rack_power_limit_kw"));
        rack.powerLimitKw = feed ? feed->value : 40.0;
        // A new row stands one row pitch behind the last one (as the generators lay rows out), so
        // that cable runs measured on the floor plan see it where it is drawn.
        const auto &racks = design.racks();
        auto back = std::max_element(racks.begin(), racks.end(), [](const auto &a, const auto &b) {
            return a.second.floorPositionM.y() < b.second.floorPositionM.y();
        });
        if (back != racks.end())
            rack.floorPositionM =
                QPointF(0, back->second.floorPositionM.y() + generate::kRowPitchM);
    }
    return rack;
}

QString nextRowLabel(const Design &design)
{
    std::set<QString> rows;
    int last = -1;
    for (const auto &[id, rack] : design.racks()) {
        rows.insert(rack.row);
        last = std::max(last, generate::rowIndex(rack.row));
    }
    int next = last + 1;
    while (rows.count(generate::rowLabel(next)))
        ++next;
    return generate::rowLabel(next);
}

} // namespace podcad

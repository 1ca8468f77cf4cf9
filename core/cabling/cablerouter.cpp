#include "cablerouter.h"

#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "defaulttrays.h"
#include "model/design.h"
#include "model/hallfit.h"
#include "routefigures.h"

#include <algorithm>
#include <cmath>

namespace podcad {
namespace {

double manhattan(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) + std::abs(a.y() - b.y());
}

} // namespace

CableRouter::CableRouter(const Design &design, const Catalog &catalog)
    : mDesign(design)
    , mCatalog(catalog)
    , mHall(design.hall ? *design.hall : fitHall(design))
{
    if (mHall.trays.empty())
        mHall.trays = defaultTrays(design, mHall, &catalog);
    mTrays = TrayNetwork::shared(mHall.trays);
}

CableRouter::~CableRouter() = default;

const CableRouter::RackEnd &CableRouter::end(const Rack &rack) const
{
    auto it = mEnds.find(rack.id);
    if (it != mEnds.end() && it->second.positionM == rack.floorPositionM &&
        it->second.row == rack.row)
        return it->second;
    RackEnd e;
    e.positionM = rack.floorPositionM;
    e.row = rack.row;
    const RackFootprint footprint = rackFootprint(mCatalog.model(rack.sku));
    e.widthM = footprint.widthM;
    const double depth = footprint.depthM;
    const HallRow *row = mHall.row(rack.row);
    const bool south = row && row->facing == Facing::South;
    // Seen from the cold aisle the right-hand side is west for a rack facing north (its front at
    // the smaller y) and east for one facing south.
    const QPointF p = rack.floorPositionM;
    e.managerM = south ? QPointF(p.x() + e.widthM, p.y() + depth) : p;
    e.attach = mTrays->attach(e.managerM);
    return mEnds.insert_or_assign(rack.id, std::move(e)).first->second;
}

double CableRouter::portHeightM(const QString &deviceSku, int lowestU) const
{
    if (lowestU <= 0) // a zero-U device (a PDU in the rack's side) is reached at the rack's foot
        return RouteFigures::kFirstUAboveFloorM;
    const DeviceModel *m = mCatalog.model(deviceSku);
    const int height = m ? std::max(1, m->rackUnits) : 1;
    return RouteFigures::kFirstUAboveFloorM +
           (lowestU - 1 + height / 2.0) * RouteFigures::kRackUnitM;
}

CableRoute CableRouter::route(const Link &link) const
{
    CableRoute r;
    r.slackM = 2 * RouteFigures::kSlackPerEndM;
    const Device *a = mDesign.device(link.a.deviceId);
    const Device *b = mDesign.device(link.b.deviceId);
    const Rack *ra = a ? mDesign.rack(a->rackId) : nullptr;
    const Rack *rb = b ? mDesign.rack(b->rackId) : nullptr;
    int bends = 2; // into the manager and out of it
    if (!ra || !rb) {
        // The end outside a rack stands beside the other: across to that rack's manager.
        r.placed = false;
        r.pathM = RouteFigures::kUnplacedRunM;
        if (const Rack *rack = ra ? ra : rb) {
            r.pathM += end(*rack).widthM / 2;
            r.via = {rack->name};
        }
        r.bendM = bends * RouteFigures::kBendM;
        return r;
    }
    const RackEnd &ea = end(*ra);
    const double ha = portHeightM(a->sku, a->lowestU);
    const double hb = portHeightM(b->sku, b->lowestU);
    if (ra == rb) {
        // Across to the manager, along it between the two heights, across to the other port.
        r.inRack = true;
        r.pathM = ea.widthM + std::abs(ha - hb);
        r.via = {ra->name};
        r.bendM = bends * RouteFigures::kBendM;
        return r;
    }
    const RackEnd &eb = end(*rb);
    r.via.append(ra->name);
    const double along = mTrays->pathM(ea.attach, eb.attach, &r.via);
    const int trays = int(r.via.size()) - 1;
    double up = 0;
    if (along >= 0) {
        const double heightA = mTrays->trays()[std::size_t(ea.attach.tray)].heightM;
        const double heightB = mTrays->trays()[std::size_t(eb.attach.tray)].heightM;
        up = std::max(0.0, heightA - ha) + std::max(0.0, heightB - hb);
        r.pathM = ea.widthM / 2 + up + ea.attach.awayM + along + eb.attach.awayM + eb.widthM / 2;
        // Up into the tray and down out of it at each end, and from tray to tray.
        bends += 2 + std::max(0, trays - 1);
    } else {
        // No tray joins them: along the floor between the two managers.
        r.pathM = ea.widthM / 2 + ha + manhattan(ea.managerM, eb.managerM) + hb + eb.widthM / 2;
        bends += 2;
    }
    r.via.append(rb->name);
    r.bendM = bends * RouteFigures::kBendM;
    return r;
}

} // namespace podcad

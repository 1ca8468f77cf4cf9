#include "cablerouter.h"

#include "catalog/cablechoice.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <cmath>

namespace podcad {
namespace {

constexpr double kRackUnitM = 0.04445;
constexpr double kVerticalRunM = 3.0; // up to the tray and down again
constexpr double kInRackM = 1.0;      // across to the manager and back

} // namespace

CableRouter::CableRouter(const Design &design, const Catalog &catalog)
    : mDesign(design)
    , mCatalog(catalog)
{}

CableRoute CableRouter::route(const Link &link) const
{
    CableRoute r;
    const Device *a = mDesign.device(link.a.deviceId);
    const Device *b = mDesign.device(link.b.deviceId);
    const Rack *ra = a ? mDesign.rack(a->rackId) : nullptr;
    const Rack *rb = b ? mDesign.rack(b->rackId) : nullptr;
    if (!ra || !rb) {
        r.placed = false;
        r.pathM = kVerticalRunM;
        return r;
    }
    if (ra == rb) {
        r.inRack = true;
        r.pathM = std::abs(a->lowestU - b->lowestU) * kRackUnitM + kInRackM;
        r.via = {ra->name};
        return r;
    }
    const CableChoice choice(mCatalog);
    r.pathM = CableChoice::runM(choice.rackCentre(*ra), choice.rackCentre(*rb));
    r.via = {ra->name, rb->name};
    return r;
}

} // namespace podcad

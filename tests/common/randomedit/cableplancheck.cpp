#include "cableplancheck.h"

#include "session/cableplanupdate.h"
#include "session/changeevent.h"
#include "session/document.h"

namespace podcad::randomedit {
namespace {

QString describe(const std::optional<CableMedium> &medium)
{
    if (!medium)
        return QStringLiteral("no medium");
    return QStringLiteral("%1 (%2 m, %3, %4)")
        .arg(medium->cableSku.isEmpty() ? QStringLiteral("-") : medium->cableSku)
        .arg(medium->cableLengthM)
        .arg(medium->transceiverSku[0] + u'/' + medium->transceiverSku[1],
             medium->reaches ? QStringLiteral("reaches") : QStringLiteral("short"));
}

QString describe(const CableRoute &route)
{
    return QStringLiteral("%1 m (path %2, slack %3, bends %4%5%6) via %7")
        .arg(route.lengthM())
        .arg(route.pathM)
        .arg(route.slackM)
        .arg(route.bendM)
        .arg(route.inRack ? QStringLiteral(", in rack") : QString(),
             route.placed ? QString() : QStringLiteral(", unplaced"), route.text().left(200));
}

} // namespace

QString cablePlanProblems(const CablePlan &incremental, const CablePlan &scratch)
{
    const std::vector<PlannedCable> have(incremental.cables().begin(), incremental.cables().end());
    const std::vector<PlannedCable> want(scratch.cables().begin(), scratch.cables().end());
    for (std::size_t i = 0; i < std::max(have.size(), want.size()); ++i) {
        if (i == have.size())
            return QStringLiteral("the updated plan lacks link %1 (%2 cables, a plan from "
                                  "scratch %3)")
                .arg(want[i].linkId)
                .arg(have.size())
                .arg(want.size());
        if (i == want.size())
            return QStringLiteral("the updated plan has link %1, which a plan from scratch has "
                                  "not (%2 cables, from scratch %3)")
                .arg(have[i].linkId)
                .arg(have.size())
                .arg(want.size());
        const PlannedCable &h = have[i], &w = want[i];
        if (h.linkId != w.linkId)
            return QStringLiteral("cable %1 is link %2 in the updated plan, %3 in a plan from "
                                  "scratch (%4 cables, from scratch %5)")
                .arg(i)
                .arg(h.linkId, w.linkId)
                .arg(have.size())
                .arg(want.size());
        if (!(h.route == w.route))
            return QStringLiteral("link %1: the updated plan routes it %2, a plan from scratch %3")
                .arg(h.linkId, describe(h.route), describe(w.route));
        if (h.medium != w.medium)
            return QStringLiteral("link %1: the updated plan gives it %2, a plan from scratch %3")
                .arg(h.linkId, describe(h.medium), describe(w.medium));
    }
    // The same cables; each must also be found by its id.
    for (const PlannedCable &c : incremental.cables())
        if (incremental.cable(c.linkId) != &c)
            return QStringLiteral("link %1 is in the updated plan but cable() does not find it")
                .arg(c.linkId);
    return {};
}

IncrementalCablePlan::IncrementalCablePlan(Document &document,
                                           std::shared_ptr<const Catalog> catalog)
    : mDocument(document)
    , mCatalog(std::move(catalog))
{
    // As LiveCablePlan: before the listeners of changed(), on the design as the edit left it
    // (one step may announce several events).
    mConnection =
        QObject::connect(&mDocument, &Document::aboutToNotify, [this](const ChangeEvent &event) {
            CablePlanUpdate::of(mDocument.design(), event)
                .applyTo(mPlan, mDocument.design(), *mCatalog);
        });
}

IncrementalCablePlan::~IncrementalCablePlan()
{
    QObject::disconnect(mConnection);
}

QString IncrementalCablePlan::problems(const CablePlan *scratch) const
{
    if (scratch)
        return cablePlanProblems(mPlan, *scratch);
    return cablePlanProblems(mPlan, CablePlan::build(mDocument.design(), *mCatalog));
}

} // namespace podcad::randomedit

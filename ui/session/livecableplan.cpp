#include "livecableplan.h"

#include "cableplanupdate.h"
#include "catalog/catalog.h"
#include "changeevent.h"
#include "document.h"
#include "model/design.h"

#include <QElapsedTimer>

namespace podcad {

LiveCablePlan::LiveCablePlan(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    // Before changed(): the views that hear of the edit read a plan of the edited design.
    connect(mDocument, &Document::aboutToNotify, this, &LiveCablePlan::onEdit);
    rebuild();
}

LiveCablePlan::~LiveCablePlan() = default;

void LiveCablePlan::rebuild()
{
    mBuild.abandon(); // the design it plans is no longer the one wanted
    mReady = false;
    mEditedDuringBuild.clear();
    mPlan = std::make_shared<const CablePlan>();
    const std::shared_ptr<const Catalog> catalog = mDocument->catalogSnapshot();
    if (!catalog) {
        Q_EMIT changed();
        return;
    }
    // The worker owns its snapshots: the document may change (or go) while it runs. A 64-SU
    // SuperPOD has some 97,000 links: planning them all is far over an edit's budget.
    std::shared_ptr<const Design> design = mDocument->snapshot();
    // Superseded (a newer design, hall or catalog) or abandoned, it stops early.
    mBuild.start(
        [design, catalog](const BackgroundTask::Control &control) {
            return CablePlan::build(*design, *catalog, control.cancelFlag());
        },
        [this](CablePlan plan) {
            if (!mEditedDuringBuild.isEmpty() && mDocument->catalog())
                plan.update(mDocument->design(), *mDocument->catalog(),
                            QStringList(mEditedDuringBuild.begin(), mEditedDuringBuild.end()));
            mPlan = std::make_shared<const CablePlan>(std::move(plan));
            mEditedDuringBuild.clear();
            mReady = true;
            Q_EMIT changed();
        });
    Q_EMIT changed();
}

void LiveCablePlan::onEdit(const ChangeEvent &event)
{
    QElapsedTimer timer;
    timer.start();
    // The rule the random edits check against a plan built from scratch (cableplanupdate.h).
    const CablePlanUpdate update = CablePlanUpdate::of(mDocument->design(), event);
    if (update.kind == CablePlanUpdate::Kind::None)
        return;
    if (!mReady && update.kind == CablePlanUpdate::Kind::Links) {
        for (const QString &id : update.links)
            mEditedDuringBuild.insert(id);
        return;
    }
    const Catalog *catalog = mDocument->catalog();
    // A copy shares every chunk; the update copies only those it changes. What takes a whole
    // build (a new design or hall, or an edit that moved the trays fitted around the racks) is
    // built off the UI thread.
    auto next = std::make_shared<CablePlan>(*mPlan);
    if (!catalog || !update.tryApplyTo(*next, mDocument->design(), *catalog)) {
        rebuild();
        return;
    }
    mPlan = std::move(next);
    mLastUpdateMs = timer.nsecsElapsed() / 1e6;
    Q_EMIT changed();
}

} // namespace podcad

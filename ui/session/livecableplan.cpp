#include "livecableplan.h"

#include "catalog/catalog.h"
#include "changeevent.h"
#include "document.h"
#include "model/design.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

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

QStringList LiveCablePlan::touchedLinks(const Design &design, const ChangeEvent &event)
{
    QSet<QString> ids(event.links.begin(), event.links.end());
    const auto addLinksOf = [&](const QString &deviceId) {
        for (const Link *link : design.linksOf(deviceId))
            ids.insert(link->id);
    };
    for (const QString &deviceId : event.devices)
        addLinksOf(deviceId);
    for (const QString &rackId : event.racks)
        for (const Device *device : design.devicesIn(rackId))
            addLinksOf(device->id);
    return QStringList(ids.begin(), ids.end());
}

void LiveCablePlan::rebuild()
{
    const quint64 build = ++mBuild;
    mReady = false;
    mEditedDuringBuild.clear();
    mPlan = CablePlan();
    const std::shared_ptr<const Catalog> catalog = mDocument->catalogSnapshot();
    if (!catalog) {
        Q_EMIT changed();
        return;
    }
    // The worker owns its snapshots: the document may change (or go) while it runs. A 64-SU
    // SuperPOD has some 97,000 links: planning them all is far over an edit's budget.
    auto design = std::make_shared<const Design>(mDocument->design());
    auto *watcher = new QFutureWatcher<CablePlan>(this); // a child: gone with this object
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, build] {
        CablePlan plan = watcher->result();
        watcher->deleteLater();
        if (build != mBuild)
            return; // a newer build is running
        mPlan = std::move(plan);
        if (!mEditedDuringBuild.isEmpty() && mDocument->catalog())
            mPlan.update(mDocument->design(), *mDocument->catalog(),
                         QStringList(mEditedDuringBuild.begin(), mEditedDuringBuild.end()));
        mEditedDuringBuild.clear();
        mReady = true;
        Q_EMIT changed();
    });
    watcher->setFuture(
        QtConcurrent::run([design, catalog] { return CablePlan::build(*design, *catalog); }));
    Q_EMIT changed();
}

void LiveCablePlan::onEdit(const ChangeEvent &event)
{
    // A new design, or a new hall (its trays carry every route): everything may have changed.
    if (event.kind == ChangeEvent::Kind::DesignReplaced ||
        event.fields.contains(ChangeEvent::hallField())) {
        rebuild();
        return;
    }
    if (!event.namesObjects())
        return; // prices and the design's own fields route nothing
    QElapsedTimer timer;
    timer.start();
    const QStringList ids = touchedLinks(mDocument->design(), event);
    if (!mReady) {
        for (const QString &id : ids)
            mEditedDuringBuild.insert(id);
        return;
    }
    if (const Catalog *catalog = mDocument->catalog())
        mPlan.update(mDocument->design(), *catalog, ids);
    mLastUpdateMs = timer.nsecsElapsed() / 1e6;
    Q_EMIT changed();
}

} // namespace podcad

#include "livecomputation.h"

#include "model/design.h"

namespace podcad {

LiveComputation::LiveComputation(const Catalog *catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(catalog)
{
    mDebounce.setSingleShot(true);
    mDebounce.setInterval(kDebounceMs);
    connect(&mDebounce, &QTimer::timeout, this, &LiveComputation::startNext);
}

LiveComputation::~LiveComputation()
{
    // The workers read the catalog, which the owner destroys after us.
    for (QFutureWatcherBase *watcher : findChildren<QFutureWatcherBase *>(Qt::FindDirectChildrenOnly))
        watcher->waitForFinished();
}

void LiveComputation::schedule(const Design &design, bool immediately)
{
    if (!mCatalog)
        return;
    mNext = std::make_shared<const Design>(design);
    ++mGeneration; // whatever is running now is already stale
    setPending(true);
    if (immediately) {
        mDebounce.stop();
        startNext();
    } else {
        mDebounce.start();
    }
}

void LiveComputation::startNext()
{
    // The worker owns its snapshot: the document may change (or go) while it runs.
    if (std::shared_ptr<const Design> design = std::exchange(mNext, nullptr))
        start(std::move(design));
}

bool LiveComputation::finished(quint64 generation)
{
    if (generation != mGeneration)
        return false; // a newer design has been scheduled since
    setPending(false);
    return true;
}

void LiveComputation::setPending(bool pending)
{
    if (mPending == pending)
        return;
    mPending = pending;
    Q_EMIT pendingChanged(pending);
}

} // namespace podcad

#include "livecomputation.h"

namespace podcad {

LiveComputation::LiveComputation(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(std::move(catalog))
{
    mDebounce.setSingleShot(true);
    mDebounce.setInterval(kDebounceMs);
    connect(&mDebounce, &QTimer::timeout, this, &LiveComputation::startNext);
}

LiveComputation::~LiveComputation()
{
    shutdown();
}

void LiveComputation::shutdown()
{
    // A computation's helpers (the live session's workload step) read the same catalog.
    for (LiveComputation *helper : findChildren<LiveComputation *>(Qt::FindDirectChildrenOnly))
        helper->shutdown();
    mDebounce.stop();
    mCatalog.reset(); // nothing more is scheduled
    mTask.abandon();  // nobody waits for its result any more
}

void LiveComputation::schedule(bool immediately)
{
    if (!mCatalog)
        return;
    ++mGeneration; // whatever is running now is already stale: let it stop early
    if (mTask.abandon())
        ++mCancelled;
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
    start();
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

#include "backgroundtask.h"

namespace podcad {

BackgroundTask::BackgroundTask(QObject *parent)
    : QObject(parent)
{}

// Never waits: the worker owns what it reads. Its watcher goes with this object (a child), and a
// QFutureWatcher destroyed before its future ends drops the future's signals, queued ones
// included, so the callback cannot run on what is gone.
BackgroundTask::~BackgroundTask()
{
    dropRunning();
}

bool BackgroundTask::dropRunning()
{
    if (!mWatcher)
        return false;
    mCancel->store(true); // nobody will read its result: let it stop early
    mWatcher->disconnect(this);
    // Later, not now: this may be called from a slot of the watcher's own progress signal.
    mWatcher->deleteLater();
    mWatcher = nullptr;
    return true;
}

void BackgroundTask::cancel()
{
    if (mWatcher)
        mCancel->store(true);
}

bool BackgroundTask::abandon()
{
    const bool dropped = dropRunning();
    if (dropped)
        ++mAbandoned;
    setBusy(false);
    return dropped;
}

void BackgroundTask::setBusy(bool busy)
{
    if (mBusy == busy)
        return;
    mBusy = busy;
    Q_EMIT busyChanged(busy);
}

} // namespace podcad

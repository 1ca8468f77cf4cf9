#pragma once

#include "backgroundtask.h"

#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>

namespace podcad {

class Catalog;

// Something computed from the current design off the UI thread and kept up to date as it is
// edited. schedule() after every change restarts a short debounce; when it fires, the subclass's
// start() runs the computation with run() on a snapshot of the design.
//
// A newer schedule() supersedes what is running: its BackgroundTask abandons the running
// computation (the cancel flag is raised, so it stops at its next check instead of finishing a
// result nobody will see, and its result is dropped). So only the newest design's result is ever
// delivered; isPending() is true until it is.
class LiveComputation : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 150;

    // Computes the design as it is when the debounce fires (one snapshot however many edits came
    // in between); `immediately` skips the debounce (a freshly opened design). Nothing is
    // computed without a catalog.
    void schedule(bool immediately = false);
    // True from schedule() until the result for the newest design has arrived.
    bool isPending() const { return mPending; }
    // The catalog computations start with from now on; null when none could be opened. The raw
    // pointer is for reading it on this thread now; whatever keeps it longer (a worker, a model
    // of its rows) keeps catalogSnapshot(), which stays whole when a newer catalog comes.
    const Catalog *catalog() const { return mCatalog.get(); }
    const std::shared_ptr<const Catalog> &catalogSnapshot() const { return mCatalog; }
    // Of the newest schedule(); a delivered result carries the generation it was computed for.
    quint64 generation() const { return mGeneration; }
    // Stops: nothing more is started and the running computation is abandoned (cancelled, its
    // result dropped). Never waits: a worker owns everything it reads (its design and catalog
    // snapshots).
    void shutdown();
    // Computations started and computations cancelled since construction (for tests).
    int startedCount() const { return mStarted; }
    int cancelledCount() const { return mCancelled; }

Q_SIGNALS:
    void pendingChanged(bool pending);
    // A computation of `generation` has just been handed to the thread pool. Emitted last in
    // run(), so a receiver may schedule again at once (a test supersedes a computation that is
    // certainly running, however fast the machine).
    void started(quint64 generation);

protected:
    // `catalog` may be null (nothing is computed).
    explicit LiveComputation(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);
    ~LiveComputation() override;

    // For the computations started from now on; a running one keeps the snapshot it has.
    void setCatalogSnapshot(std::shared_ptr<const Catalog> catalog)
    {
        mCatalog = std::move(catalog);
    }

    // Snapshots the design and starts computing it: a call of run().
    virtual void start() = 0;

    // Runs `compute(const std::atomic<bool> *cancel)` (returning a T) on the thread pool and hands
    // its result to `deliver` on this object's thread, unless a newer design has been scheduled in
    // the meantime.
    template<class T, class Compute, class Deliver> void run(Compute compute, Deliver deliver)
    {
        const quint64 generation = mGeneration;
        ++mStarted;
        mTask.start(
            [compute = std::move(compute)](const BackgroundTask::Control &control) -> T {
                return compute(control.cancelFlag());
            },
            [this, generation, deliver = std::move(deliver)](T result) {
                if (finished(generation))
                    deliver(std::move(result));
            });
        Q_EMIT started(generation);
    }

private:
    void startNext();
    // Whether the computation of `generation` is the newest; if so, no longer pending.
    bool finished(quint64 generation);
    void setPending(bool pending);

    std::shared_ptr<const Catalog> mCatalog;
    QTimer mDebounce;
    quint64 mGeneration = 0;
    bool mPending = false;
    int mStarted = 0;
    int mCancelled = 0;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad

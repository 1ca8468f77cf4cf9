#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <memory>

namespace podcad {

class Catalog;

// Something computed from the current design off the UI thread and kept up to date as it is
// edited. schedule() after every change restarts a short debounce; when it fires, the subclass's
// start() runs the computation with run() on a snapshot of the design.
//
// A newer schedule() supersedes what is running: the running computation's cancel flag is raised
// (it stops at its next check instead of finishing a result nobody will see) and, should it
// deliver anyway, its result is dropped by generation. So only the newest design's result is
// ever delivered; isPending() is true until it is.
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
    // Stops: nothing more is started and the running computation is cancelled. Never waits: a
    // worker owns everything it reads (its design and catalog snapshots) and its result goes
    // nowhere once this object is gone.
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
        auto cancel = std::make_shared<std::atomic<bool>>(false);
        mRunningCancel = cancel;
        auto *watcher = new QFutureWatcher<T>(this); // a child: gone with this object
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, deliver] {
            T result = watcher->result();
            watcher->deleteLater(); // we are inside the watcher's own signal
            if (finished(generation))
                deliver(std::move(result));
        });
        ++mStarted;
        watcher->setFuture(QtConcurrent::run(
            [compute = std::move(compute), cancel] { return compute(cancel.get()); }));
        Q_EMIT started(generation);
    }

private:
    void startNext();
    // Whether the computation of `generation` is the newest; if so, no longer pending.
    bool finished(quint64 generation);
    void setPending(bool pending);

    std::shared_ptr<const Catalog> mCatalog;
    std::shared_ptr<std::atomic<bool>> mRunningCancel; // of the newest computation started
    QTimer mDebounce;
    quint64 mGeneration = 0;
    bool mPending = false;
    int mStarted = 0;
    int mCancelled = 0;
};

} // namespace podcad

#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace podcad {

// The one way the window runs work off the UI thread: a callable on a thread pool, its result
// handed to a callback on this object's thread.
//
// - One run at a time: start() while a run is busy supersedes it (the old run's cancel flag is
//   raised and its result dropped), so only the newest run's result is ever delivered.
// - cancel() asks the running work to stop (it polls Control::isCancelled() or hands
//   Control::cancelFlag() to core, e.g. AnalysisOptions::cancel); its result, however partial,
//   is still delivered, so the owner can say "cancelled". abandon() also drops it.
// - Progress: the work calls Control::setProgress(done, total); progress() arrives here.
// - isBusy() is true from start() until the callback has returned (or the run was abandoned):
//   "busy" covers the result being shown, not only the worker running.
// - It never waits for a worker: the work must own what it reads (copies, snapshots, values;
//   never a widget or the owner), so the owner may go while it runs. Destroying this object
//   abandons the run: the callback never runs after that, and the worker ends on its own with its
//   result dropped (an application pool such as serverPool() lets it end before Qt goes). Make it
//   a member of the owner declared after everything its callbacks touch (members go in reverse
//   order, so it goes first), or a child the owner deletes first.
class BackgroundTask final : public QObject
{
    Q_OBJECT
public:
    // What the work sees of its run; copyable, usable from the worker thread.
    class Control final
    {
    public:
        // True once the run was cancelled, superseded or abandoned: stop early.
        bool isCancelled() const { return mCancel->load(std::memory_order_relaxed); }
        // The same flag, for core's functions that poll one (AnalysisOptions::cancel).
        const std::atomic<bool> *cancelFlag() const { return mCancel.get(); }
        // Reports `done` of `total` steps; delivered to progress() on the owner's thread (Qt
        // passes at most some 25 a second, and always the last).
        void setProgress(int done, int total) const
        {
            if (mProgress)
                mProgress(done, total);
        }

    private:
        friend class BackgroundTask;
        std::shared_ptr<std::atomic<bool>> mCancel;
        std::function<void(int, int)> mProgress;
    };

    explicit BackgroundTask(QObject *parent = nullptr);
    ~BackgroundTask() override;

    // Runs `work` (callable as work(const Control &) or work(), returning a T) on `pool` (null:
    // the global pool) and then `deliver(T)` on this object's thread, unless the run was
    // superseded or abandoned first. `deliver` may start() again.
    template<class Work, class Deliver>
    void start(Work work, Deliver deliver, QThreadPool *pool = nullptr);

    // Asks the running work to stop; its result is still delivered (isCancelled() then says so).
    void cancel();
    // Stops the running work and drops its result: nothing is delivered, isBusy() turns false.
    // True when there was a running work to drop (not when called from the callback).
    bool abandon();

    // From start() until the result has been delivered (the callback returned) or abandoned.
    bool isBusy() const { return mBusy; }
    // Whether the newest run was asked to stop (readable inside the callback).
    bool isCancelled() const { return mCancel && mCancel->load(); }
    // Runs started and runs abandoned (superseded included) since construction (for tests).
    int startedCount() const { return mStarted; }
    int abandonedCount() const { return mAbandoned; }

Q_SIGNALS:
    // The running work reported `done` of `total` steps.
    void progress(int done, int total);
    void busyChanged(bool busy);

private:
    // Drops the running run (if any) without a signal; true if there was one.
    bool dropRunning();
    void setBusy(bool busy);

    QFutureWatcherBase *mWatcher = nullptr; // of the running run; null once delivered or dropped
    std::shared_ptr<std::atomic<bool>> mCancel; // of the newest run
    bool mBusy = false;
    int mStarted = 0;
    int mAbandoned = 0;
};

template<class Work, class Deliver>
void BackgroundTask::start(Work work, Deliver deliver, QThreadPool *pool)
{
    constexpr bool takesControl = std::is_invocable_v<Work &, const Control &>;
    using T = std::decay_t<
        typename std::conditional_t<takesControl, std::invoke_result<Work &, const Control &>,
                                    std::invoke_result<Work &>>::type>;
    if (dropRunning())
        ++mAbandoned;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    mCancel = cancel;
    auto *watcher = new QFutureWatcher<T>(this); // a child: gone with this object
    mWatcher = watcher;
    ++mStarted;
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher](int done) {
        if (watcher == mWatcher)
            Q_EMIT progress(done, watcher->progressMaximum());
    });
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, deliver = std::move(deliver)]() mutable {
                watcher->deleteLater(); // we are inside the watcher's own signal
                if (watcher != mWatcher)
                    return; // superseded or abandoned (then disconnected; checked all the same)
                mWatcher = nullptr;
                T result = watcher->future().takeResult();
                // The callback may run an event loop (a message box) in which the owner, and so
                // this task, goes.
                const QPointer<BackgroundTask> self(this);
                deliver(std::move(result)); // still busy: the result is being shown
                if (self && !mWatcher)      // `deliver` did not start another run
                    setBusy(false);
            });
    setBusy(true);
    watcher->setFuture(
        QtConcurrent::run(pool ? pool : QThreadPool::globalInstance(),
                          [work = std::move(work), cancel](QPromise<T> &promise) mutable {
                              Control control;
                              control.mCancel = cancel;
                              control.mProgress = [&promise](int done, int total) {
                                  promise.setProgressRange(0, total);
                                  promise.setProgressValue(done);
                              };
                              if constexpr (takesControl)
                                  promise.addResult(work(std::as_const(control)));
                              else
                                  promise.addResult(work());
                          }));
}

} // namespace podcad

#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace podcad {

class Catalog;
class Design;

// Something computed from the current design off the UI thread and kept up to date as it is
// edited (the analysis, the costs). schedule() after every change restarts a short debounce; when
// it fires, the subclass's start() runs the computation with run() on a copy of the design.
// Results of computations overtaken by a newer schedule() are dropped (generation counter), so
// only the newest design's result is ever delivered; isPending() is true until it is.
class LiveComputation : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 150;

    // Computes `design` after the debounce; `immediately` skips it (a freshly opened design).
    // Nothing is computed without a catalog.
    void schedule(const Design &design, bool immediately = false);
    // True from schedule() until the result for the newest design has arrived.
    bool isPending() const { return mPending; }
    const Catalog *catalog() const { return mCatalog; }

Q_SIGNALS:
    void pendingChanged(bool pending);

protected:
    // `catalog` may be null; it must outlive this object (the destructor waits for the workers,
    // which read it).
    explicit LiveComputation(const Catalog *catalog, QObject *parent = nullptr);
    ~LiveComputation() override;

    // Starts computing `design`: a call of run().
    virtual void start(std::shared_ptr<const Design> design) = 0;

    // Runs `compute` (returning a T) on the thread pool and hands its result to `deliver` on this
    // object's thread, unless a newer design has been scheduled in the meantime.
    template <class T, class Compute, class Deliver> void run(Compute compute, Deliver deliver)
    {
        const quint64 generation = mGeneration;
        auto *watcher = new QFutureWatcher<T>(this); // a child: the destructor waits for it
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, deliver] {
            T result = watcher->result();
            watcher->deleteLater(); // we are inside the watcher's own signal
            if (finished(generation))
                deliver(std::move(result));
        });
        watcher->setFuture(QtConcurrent::run(std::move(compute)));
    }

private:
    void startNext();
    // Whether the computation of `generation` is the newest; if so, no longer pending.
    bool finished(quint64 generation);
    void setPending(bool pending);

    const Catalog *mCatalog;
    std::shared_ptr<const Design> mNext; // what the debounce will compute
    QTimer mDebounce;
    quint64 mGeneration = 0;
    bool mPending = false;
};

} // namespace podcad

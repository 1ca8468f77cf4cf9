#include "livecosts.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace podcad {

LiveCosts::LiveCosts(const Catalog *catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(catalog)
{
    mDebounce.setSingleShot(true);
    mDebounce.setInterval(kDebounceMs);
    connect(&mDebounce, &QTimer::timeout, this, &LiveCosts::start);
}

LiveCosts::~LiveCosts()
{
    // The workers read the catalog, which the owner destroys after us.
    for (auto &watcher : mRunning)
        watcher->waitForFinished();
}

void LiveCosts::schedule(const Design &design, bool immediately)
{
    if (!mCatalog)
        return;
    mNext = std::make_shared<const Design>(design);
    ++mGeneration;
    setPending(true);
    if (immediately) {
        mDebounce.stop();
        start();
    } else {
        mDebounce.start();
    }
}

void LiveCosts::start()
{
    if (!mNext)
        return;
    const quint64 generation = mGeneration;
    auto watcher = std::make_unique<QFutureWatcher<CostSnapshot>>();
    QFutureWatcher<CostSnapshot> *raw = watcher.get();
    connect(raw, &QFutureWatcherBase::finished, this, [this, raw, generation] {
        auto result = std::make_shared<const CostSnapshot>(raw->result());
        auto it = std::find_if(mRunning.begin(), mRunning.end(),
                               [raw](const auto &w) { return w.get() == raw; });
        if (it != mRunning.end()) {
            it->release()->deleteLater(); // we are inside the watcher's own signal
            mRunning.erase(it);
        }
        if (generation != mGeneration)
            return; // a newer design has been scheduled since
        mLatest = std::move(result);
        setPending(false);
        Q_EMIT ready();
    });
    std::shared_ptr<const Design> snapshot = std::exchange(mNext, nullptr);
    const Catalog *catalog = mCatalog;
    raw->setFuture(QtConcurrent::run([snapshot, catalog] { return computeCostSnapshot(*snapshot, *catalog); }));
    mRunning.push_back(std::move(watcher));
}

void LiveCosts::setPending(bool pending)
{
    if (mPending == pending)
        return;
    mPending = pending;
    Q_EMIT pendingChanged(pending);
}

} // namespace podcad

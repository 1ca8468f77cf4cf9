#include "liveanalysis.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace podcad {

LiveAnalysis::LiveAnalysis(const Catalog *catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(catalog)
{
    mOptions.effort = AnalysisEffort::Quick;
    mDebounce.setSingleShot(true);
    mDebounce.setInterval(kDebounceMs);
    connect(&mDebounce, &QTimer::timeout, this, &LiveAnalysis::start);
}

LiveAnalysis::~LiveAnalysis()
{
    // The workers read the catalog, which the owner destroys after us.
    for (auto &watcher : mRunning)
        watcher->waitForFinished();
}

void LiveAnalysis::schedule(const Design &design, bool immediately)
{
    if (!mCatalog)
        return;
    mNext = std::make_shared<const Design>(design);
    ++mGeneration; // whatever is running now is already stale
    setPending(true);
    if (immediately) {
        mDebounce.stop();
        start();
    } else {
        mDebounce.start();
    }
}

void LiveAnalysis::start()
{
    if (!mNext)
        return;
    const quint64 generation = mGeneration;
    auto watcher = std::make_unique<QFutureWatcher<Analysis>>();
    QFutureWatcher<Analysis> *raw = watcher.get();
    connect(raw, &QFutureWatcherBase::finished, this, [this, raw, generation] {
        Analysis result = raw->result();
        // Deleted later: we are inside the watcher's own signal.
        auto it = std::find_if(mRunning.begin(), mRunning.end(),
                               [raw](const auto &w) { return w.get() == raw; });
        if (it != mRunning.end()) {
            it->release()->deleteLater();
            mRunning.erase(it);
        }
        if (generation != mGeneration)
            return; // a newer design has been scheduled since
        mLatest = std::move(result);
        setPending(false);
        Q_EMIT ready(mLatest);
    });
    // The worker owns its snapshot: the document may change (or go) while it runs.
    std::shared_ptr<const Design> snapshot = std::exchange(mNext, nullptr);
    const Catalog *catalog = mCatalog;
    const AnalysisOptions options = mOptions;
    raw->setFuture(QtConcurrent::run([snapshot, catalog, options] { return analyze(*snapshot, *catalog, options); }));
    mRunning.push_back(std::move(watcher));
}

void LiveAnalysis::setPending(bool pending)
{
    if (mPending == pending)
        return;
    mPending = pending;
    Q_EMIT pendingChanged(pending);
}

} // namespace podcad

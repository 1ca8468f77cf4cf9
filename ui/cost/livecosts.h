#pragma once

#include "costsnapshot.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// Keeps a CostSnapshot of the current design without blocking the UI thread (the same pattern as
// LiveAnalysis): schedule() restarts a short debounce, then computeCostSnapshot() runs with
// QtConcurrent on a copy of the design; results overtaken by a newer schedule() are dropped.
class LiveCosts final : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 150;

    // `catalog` may be null (nothing is ever computed); it must outlive this object.
    explicit LiveCosts(const Catalog *catalog, QObject *parent = nullptr);
    ~LiveCosts() override;

    void schedule(const Design &design, bool immediately = false);
    const CostSnapshot &latest() const { return *mLatest; }
    std::shared_ptr<const CostSnapshot> latestShared() const { return mLatest; }
    bool isPending() const { return mPending; }
    const Catalog *catalog() const { return mCatalog; }

Q_SIGNALS:
    void ready();
    void pendingChanged(bool pending);

private:
    void start();
    void setPending(bool pending);

    const Catalog *mCatalog;
    std::shared_ptr<const Design> mNext;
    QTimer mDebounce;
    quint64 mGeneration = 0;
    std::vector<std::unique_ptr<QFutureWatcher<CostSnapshot>>> mRunning;
    std::shared_ptr<const CostSnapshot> mLatest = std::make_shared<const CostSnapshot>();
    bool mPending = false;
};

} // namespace podcad

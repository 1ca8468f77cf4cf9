#pragma once

#include "cost/costsnapshot.h"
#include "document/livecomputation.h"

#include <memory>

namespace podcad {

// The CostSnapshot (BOM, TCO, cloud comparison, analysis) of the current design, kept up to date
// off the UI thread (LiveComputation).
class LiveCosts final : public LiveComputation
{
    Q_OBJECT
public:
    // `catalog` may be null (nothing is ever computed); it must outlive this object.
    explicit LiveCosts(const Catalog *catalog, QObject *parent = nullptr);

    const CostSnapshot &latest() const { return *mLatest; }
    std::shared_ptr<const CostSnapshot> latestShared() const { return mLatest; }

Q_SIGNALS:
    void ready();

private:
    void start(std::shared_ptr<const Design> design) override;

    std::shared_ptr<const CostSnapshot> mLatest = std::make_shared<const CostSnapshot>();
};

} // namespace podcad

#include "livecosts.h"

#include "catalog/catalog.h"
#include "model/design.h"

namespace podcad {

LiveCosts::LiveCosts(const Catalog *catalog, QObject *parent)
    : LiveComputation(catalog, parent)
{
}

void LiveCosts::start(std::shared_ptr<const Design> design)
{
    run<CostSnapshot>([design, catalog = catalog()] { return computeCostSnapshot(*design, *catalog); },
                      [this](CostSnapshot result) {
                          mLatest = std::make_shared<const CostSnapshot>(std::move(result));
                          Q_EMIT ready();
                      });
}

} // namespace podcad

#include "liveanalysis.h"

#include "catalog/catalog.h"
#include "model/design.h"

namespace podcad {

LiveAnalysis::LiveAnalysis(const Catalog *catalog, QObject *parent)
    : LiveComputation(catalog, parent)
{
    mOptions.effort = AnalysisEffort::Quick;
}

void LiveAnalysis::start(std::shared_ptr<const Design> design)
{
    run<Analysis>([design, catalog = catalog(), options = mOptions] { return analyze(*design, *catalog, options); },
                  [this](Analysis result) {
                      mLatest = std::move(result);
                      Q_EMIT ready(mLatest);
                  });
}

} // namespace podcad

#include "workloaddesign.h"

#include "cost/costassumptions.h"
#include "cost/costsnapshot.h"

namespace podcad {

WorkloadDesign WorkloadDesign::of(const Design &design, const Catalog &catalog,
                                  const CostSnapshot *costs)
{
    WorkloadDesign d;
    d.pue = std::max(1.0, CostAssumptions::resolve(design, catalog).value(costkey::pue));
    d.gpus = DesignGpus::fromDesign(design, catalog, &d.why);
    if (costs && costs->valid)
        d.tco = CostBasis::ofDesign(costs->inputs, costs->assumptions);
    return d;
}

} // namespace podcad

#include "costsnapshot.h"

#include "catalog/catalog.h"
#include "model/design.h"

namespace podcad {

CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog)
{
    AnalysisOptions options;
    options.effort = AnalysisEffort::Quick;
    options.fabricFigures = false; // the costs need counts and power, not bisection
    return computeCostSnapshot(design, catalog, analyze(design, catalog, options));
}

CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog, Analysis analysis)
{
    return computeCostSnapshot(design, catalog,
                               std::make_shared<const Analysis>(std::move(analysis)));
}

CostSnapshot computeCostSnapshot(const Design &design, const Catalog &catalog,
                                 std::shared_ptr<const Analysis> analysis)
{
    CostSnapshot s;
    s.analysis = std::move(analysis);
    // The analysis planned the cables already; planning them again would cost as much as the
    // rest of the snapshot on a 64-SU design, on every edit.
    s.bom = Bom::build(design, catalog, *s.analysis->cables);
    s.inputs = TcoInputs::fromDesign(design, catalog, s.bom, s.analysis->totals);
    s.assumptions = CostAssumptions::resolve(design, catalog);
    CostSnapshot::Scenario own = s.under(s.assumptions, catalog);
    s.tco = std::move(own.tco);
    s.cloud = std::move(own.cloud);
    s.valid = true;
    return s;
}

CostSnapshot::Scenario CostSnapshot::scenario(const CostWhatIf &whatIf,
                                              const Catalog &catalog) const
{
    CostAssumptions values = assumptions;
    if (whatIf.utilization)
        values.set(costkey::loadFactor, *whatIf.utilization);
    if (whatIf.electricityUsdPerKwh)
        values.set(costkey::electricity, *whatIf.electricityUsdPerKwh);
    if (whatIf.years)
        values.set(costkey::years, *whatIf.years);
    return under(values, catalog);
}

CostSnapshot::Scenario CostSnapshot::under(const CostAssumptions &values, const Catalog &catalog,
                                           const QStringList &offerIds) const
{
    Scenario out;
    out.assumptions = values;
    out.tco = Tco::compute(inputs, out.assumptions);
    if (inputs.gpus > 0)
        out.cloud = compareWithCloud(inputs, out.assumptions, catalog, offerIds,
                                     out.assumptions.value(costkey::loadFactor));
    else
        out.cloud.onPrem = out.tco;
    return out;
}

} // namespace podcad

#include "costbasis.h"

#include "model/design.h"
#include "sizing/gpusystem.h"

namespace podcad {

namespace {

QString notEstimated(const QString &why)
{
    return QStringLiteral("not estimated: ") + why;
}

} // namespace

CostBasis CostBasis::ofDesign(const TcoInputs &inputs, const CostAssumptions &assumptions)
{
    CostBasis b;
    b.onPrem = true;
    b.inputs = inputs;
    b.assumptions = assumptions;
    b.text = QStringLiteral("share of the design's TCO");
    return b;
}

CostBasis CostBasis::ofReferenceDesign(const GpuSystem &system, int nodes, const Catalog &catalog)
{
    CostBasis b;
    b.generated = designCostFor(system, nodes, catalog, &b.whyNot);
    if (!b.generated) {
        b.assumptions = CostAssumptions::resolve(Design(), catalog);
        b.text = notEstimated(b.whyNot);
        return b;
    }
    b.whyNot.clear();
    b.onPrem = true;
    b.inputs = b.generated->inputs;
    b.assumptions = b.generated->assumptions;
    b.text =
        QStringLiteral("share of the TCO of `generate %1`").arg(b.generated->request.commandLine());
    if (!b.generated->differs.isEmpty())
        b.text += QStringLiteral("; ") + b.generated->differs;
    return b;
}

CostBasis CostBasis::none(const QString &why)
{
    CostBasis b;
    b.whyNot = why;
    b.text = notEstimated(why);
    return b;
}

RunCost CostBasis::cost(const GpuSystem &system, const Catalog &catalog, const RunUse &use) const
{
    if (onPrem)
        return computeRunCost(inputs, assumptions, catalog, use);
    return computeCloudRunCost(system.accelerator, assumptions, catalog, use);
}

} // namespace podcad

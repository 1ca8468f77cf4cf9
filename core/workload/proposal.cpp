#include "proposal.h"

#include "catalog/catalog.h"
#include "workloadevaluation.h"

#include <algorithm>
#include <cmath>

namespace podcad {

namespace {

std::vector<GpuSystem> gpuSystems(const Catalog &catalog)
{
    std::vector<GpuSystem> out;
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::GpuServer))
        if (std::optional<GpuSystem> s = GpuSystem::fromCatalog(catalog, m->sku, nullptr))
            out.push_back(*s);
    return out;
}

// The design a row's run is priced on: the generated reference design for `nodes` nodes, or the
// request the generator would have been given, with the reason there is none.
void describeDesign(ProposalRow &row, const CostBasis &basis, int nodes)
{
    if (!basis.generated) {
        row.request = designRequestFor(row.system, nodes);
        row.request.generator.clear();
        row.note = basis.whyNot;
        return;
    }
    const DesignCost &design = *basis.generated;
    row.request = design.request;
    row.designGpus = design.gpus;
    row.units = design.request.sus;
    row.unitName = design.request.sus > 0 ? QStringLiteral("SU") : QString();
    row.designItPowerMw = design.itPowerKw / 1000;
    row.capexUsd = design.capexUsd;
    row.costed = true;
}

void fillTraining(ProposalRow &row, const WorkloadEvaluation &e)
{
    const TrainingEvaluation &t = *e.training;
    const TrainingRun &run = t.run;
    row.parallelism = t.parallelism;
    row.minGpus = t.minGpus;
    row.training = run;
    row.gpus = run.gpus;
    row.nodes = run.nodes;
    row.days = run.days;
    row.itPowerMw = run.itPowerMw;
    row.facilityPowerMw = run.facilityPowerMw;
    // The deadline's nodes: the ones the generator was asked for.
    describeDesign(row, e.trainingCostBasis, t.forDeadline ? t.forDeadline->nodes : run.nodes);
    if (!row.costed) {
        row.units = run.units;
        row.unitName = row.system.unitName;
    }
    row.cost = e.trainingCost.value_or(RunCost{});
}

void fillInference(ProposalRow &row, const WorkloadEvaluation &e)
{
    const InferenceEvaluation &i = *e.inference;
    row.inference = i.sizing;
    if (!i.fits) {
        row.note = QStringLiteral("one replica outgrows the NVLink domain of %1 GPUs")
                       .arg(row.system.nvlinkDomain);
        return;
    }
    row.gpus = i.sizing.gpus;
    row.nodes = i.sizing.nodes;
    row.tokensPerS = i.tokensPerS;
    row.itPowerMw = i.itPowerMw;
    row.facilityPowerMw = i.facilityPowerMw;
    describeDesign(row, e.inferenceCostBasis, i.sizing.nodes);
    row.cost = e.inferenceCost.value_or(RunCost{});
}

// The designs one can generate first (those a person can pick), each group in SKU order.
std::vector<ProposalRow> buildableFirst(std::vector<ProposalRow> rows)
{
    std::stable_partition(rows.begin(), rows.end(), [](const ProposalRow &r) { return r.costed; });
    return rows;
}

} // namespace

ProposalRow proposeWorkload(const WorkloadRequest &request, const GpuSystem &system,
                            const Catalog &catalog)
{
    WorkloadRequest r = request;
    r.placement = WorkloadPlacement::Proposal;
    r.system = system;
    r.design = nullptr;
    if (r.training)
        r.inference.reset();
    const WorkloadEvaluation e = evaluateWorkload(r, catalog);
    ProposalRow row;
    row.system = system;
    if (e.training)
        fillTraining(row, e);
    else if (e.inference)
        fillInference(row, e);
    return row;
}

std::vector<ProposalRow> proposeWorkload(const WorkloadRequest &request, const Catalog &catalog)
{
    std::vector<ProposalRow> rows;
    for (const GpuSystem &s : gpuSystems(catalog))
        rows.push_back(proposeWorkload(request, s, catalog));
    return buildableFirst(std::move(rows));
}

std::optional<Design> generateProposal(const ProposalRow &row, const Catalog &catalog,
                                       QString *error)
{
    return generateDesign(row.request, catalog, error);
}

} // namespace podcad

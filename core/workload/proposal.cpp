#include "proposal.h"

#include "catalog/catalog.h"

#include <algorithm>
#include <cmath>

namespace podcad {

namespace {

double cataloguePue(const Catalog &catalog)
{
    const AssumptionDefault *a = catalog.assumption(costkey::pue);
    return a ? a->value : 1.3;
}

std::vector<GpuSystem> gpuSystems(const Catalog &catalog)
{
    std::vector<GpuSystem> out;
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::GpuServer))
        if (std::optional<GpuSystem> s = GpuSystem::fromCatalog(catalog, m->sku, nullptr))
            out.push_back(*s);
    return out;
}

// Generates the design for `nodes` nodes into the row; nullopt (with the note) when none can be.
std::optional<DesignCost> attachDesign(ProposalRow &row, int nodes, const Catalog &catalog)
{
    QString why;
    std::optional<DesignCost> design = designCostFor(row.system, nodes, catalog, &why);
    if (!design) {
        row.request = designRequestFor(row.system, nodes);
        row.request.generator.clear();
        row.note = why;
        return std::nullopt;
    }
    row.request = design->request;
    row.designGpus = design->gpus;
    row.units = design->request.sus;
    row.unitName = design->request.sus > 0 ? QStringLiteral("SU") : QString();
    row.designItPowerMw = design->itPowerKw / 1000;
    row.capexUsd = design->capexUsd;
    row.costed = true;
    return design;
}

// The run's cost on the generated design, or in the cloud alone when there is none (the offers
// need only the GPU; the catalog's assumptions stand in for a design's).
RunCost runCostOn(const std::optional<DesignCost> &design, const GpuSystem &system,
                  const Catalog &catalog, const RunUse &use)
{
    if (design)
        return computeRunCost(design->inputs, design->assumptions, catalog, use);
    return computeCloudRunCost(system.accelerator, CostAssumptions::resolve(Design(), catalog),
                               catalog, use);
}

} // namespace

ProposalRow proposeTraining(const TrainingGoal &t, const GpuSystem &system, const Catalog &catalog)
{
    ProposalRow row;
    row.system = system;
    const double pue = cataloguePue(catalog);
    const double achieved = peakDenseTflops(system.accelerator, t.precision) * t.mfu;
    const double flops = trainingFlops(t.model.activeParams, t.tokens);
    const double memory = system.accelerator.memoryGb;
    row.parallelism.tensor = defaultTensorParallel(t.model, t.accounting, 1, 3, t.sequenceTokens,
                                                   t.microBatch, memory, system.nvlinkDomain);
    row.minGpus = leastGpusThatFit(
        t.model.params, t.accounting, row.parallelism,
        activationsPerGpuGb(t.model, t.sequenceTokens, t.microBatch, row.parallelism), memory);
    TrainingRun run = trainingRunForDays(flops, t.days, achieved, system, pue, row.minGpus,
                                         row.parallelism.tensor * row.parallelism.pipeline);
    const std::optional<DesignCost> design = attachDesign(row, run.nodes, catalog);
    // The generated design may hold a node more than asked (designCostFor): the run uses it all.
    if (design && row.designGpus != run.gpus)
        run = trainingRunOnGpus(flops, row.designGpus, achieved, system, pue);
    row.training = run;
    row.gpus = run.gpus;
    row.nodes = run.nodes;
    row.days = run.days;
    row.itPowerMw = run.itPowerMw;
    row.facilityPowerMw = run.facilityPowerMw;
    if (!row.costed) {
        row.units = run.units;
        row.unitName = system.unitName;
    }
    const RunUse use{run.gpus, run.days * 24, 0};
    row.cost = runCostOn(design, system, catalog, use);
    return row;
}

ProposalRow proposeInference(const InferenceGoal &t, const GpuSystem &system,
                             const Catalog &catalog)
{
    ProposalRow row;
    row.system = system;
    const double pue = cataloguePue(catalog);
    row.inference = sizeInference(t.model, t.input, system);
    const InferenceSizing &s = row.inference;
    if (s.gpusPerReplica == 0) {
        row.note = QStringLiteral("one replica outgrows the NVLink domain of %1 GPUs")
                       .arg(system.nvlinkDomain);
        return row;
    }
    row.gpus = s.gpus;
    row.nodes = s.nodes;
    row.tokensPerS = s.replicas * s.decodeTokensPerS;
    row.itPowerMw = s.gpus * system.powerPerGpuW / 1e6;
    row.facilityPowerMw = row.itPowerMw * pue;
    const std::optional<DesignCost> design = attachDesign(row, s.nodes, catalog);
    // Per hour of serving at the decode bound: $/million tokens is a lower bound.
    const RunUse use{s.gpus, 1.0, row.tokensPerS};
    row.cost = runCostOn(design, system, catalog, use);
    return row;
}

namespace {

// The designs one can generate first (those a person can pick), each group in SKU order.
std::vector<ProposalRow> buildableFirst(std::vector<ProposalRow> rows)
{
    std::stable_partition(rows.begin(), rows.end(), [](const ProposalRow &r) { return r.costed; });
    return rows;
}

} // namespace

std::vector<ProposalRow> proposeTraining(const TrainingGoal &target, const Catalog &catalog)
{
    std::vector<ProposalRow> rows;
    for (const GpuSystem &s : gpuSystems(catalog))
        rows.push_back(proposeTraining(target, s, catalog));
    return buildableFirst(std::move(rows));
}

std::vector<ProposalRow> proposeInference(const InferenceGoal &target, const Catalog &catalog)
{
    std::vector<ProposalRow> rows;
    for (const GpuSystem &s : gpuSystems(catalog))
        rows.push_back(proposeInference(target, s, catalog));
    return buildableFirst(std::move(rows));
}

std::optional<Design> generateProposal(const ProposalRow &row, const Catalog &catalog,
                                       QString *error)
{
    return generateDesign(row.request, catalog, error);
}

} // namespace podcad

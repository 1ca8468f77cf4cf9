#include "proposal.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "cost/costsnapshot.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "workloaddesign.h"
#include "workloadevaluation.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace podcad {

namespace {

// A GPU server whose accelerator the catalog also sells as a larger rack-scale system (one NVLink
// domain of a rack) is a part of that system, a tray for designs drawn piece by piece: its GPUs
// reach their NVLink domain only inside the rack, so it is not a system to propose on its own.
bool isPartOfRackScaleSystem(const GpuSystem &s, const std::vector<GpuSystem> &all)
{
    return std::any_of(all.begin(), all.end(), [&](const GpuSystem &other) {
        return other.accelerator.id == s.accelerator.id && other.nvlinkDomain > s.gpusPerNode;
    });
}

// A Vera Rubin NVL144 CPX rack serves with two kinds of GPU, Rubin CPX for the prefill and Rubin
// for the decode (disaggregated serving): the sizing sees one accelerator a system and has no
// prefill/decode split, so it would price the rack as Rubin GPUs alone (docs/workload.md).
bool needsDisaggregatedServing(const QString &sku)
{
    return sku.compare(QLatin1String("VR-NVL144-CPX"), Qt::CaseInsensitive) == 0;
}

std::vector<GpuSystem> gpuSystems(const Catalog &catalog)
{
    std::vector<GpuSystem> all;
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::GpuServer))
        if (std::optional<GpuSystem> s = GpuSystem::fromCatalog(catalog, m->sku, nullptr);
            s && !needsDisaggregatedServing(s->sku))
            all.push_back(*s);
    std::vector<GpuSystem> out;
    for (const GpuSystem &s : all)
        if (!isPartOfRackScaleSystem(s, all))
            out.push_back(s);
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

// The planned run's own figures, wherever it was planned (the reference fabric, or the design
// Generate builds).
void takeRun(ProposalRow &row, const TrainingEvaluation &t)
{
    const TrainingRun &run = t.run;
    row.precision = precisionName(t.precision);
    row.parallelism = t.parallelism;
    row.minGpus = t.minGpus;
    row.training = run;
    row.gpus = run.gpus;
    row.nodes = run.nodes;
    row.days = run.days;
    row.mfu = t.mfu;
    row.mfuGiven = t.mfuGiven;
    row.validation = t.validation;
    row.fabric = t.fabric.source;
    row.itPowerMw = run.itPowerMw;
    row.facilityPowerMw = run.facilityPowerMw;
}

void fillTraining(ProposalRow &row, const WorkloadEvaluation &e)
{
    const TrainingEvaluation &t = *e.training;
    const TrainingRun &run = t.run;
    takeRun(row, t);
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
    row.precision = precisionName(i.input.weights);
    if (!i.unsupported.isEmpty()) {
        row.note = i.unsupported;
        return;
    }
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

// The training target as the Workload dock evaluates it on a generated design, but for a
// deadline: the proposal answers "on how many GPUs by then", so a target's own GPU count (a
// dialog opened on a target of GPUs proposes for 30 days) does not size the run.
WorkloadEvaluation evaluateOnDesign(const WorkloadRequest &request, const Design &design,
                                    const Catalog &catalog, CostSnapshot &costs)
{
    // As the live session computes a design's figures (ui/session/livesession.cpp): a quick
    // analysis with the fabric's figures, the costs from it, then the workload on what the
    // design offers.
    AnalysisOptions options;
    options.effort = AnalysisEffort::Quick;
    costs = computeCostSnapshot(design, catalog, analyze(design, catalog, options));
    const WorkloadDesign offered =
        WorkloadDesign::of(design, catalog, &costs, costs.analysis.get());
    WorkloadRequest r;
    r.model = request.model;
    r.training = request.training;
    r.training->gpus.reset();
    r.placement = WorkloadPlacement::Design;
    r.design = &offered;
    r.checkpointSeconds = request.checkpointSeconds;
    return evaluateWorkload(r, catalog);
}

// The row's run on the design Generate builds, evaluated as the Workload dock evaluates it once
// generated, so that the row promises what the dock will show. The proposal plans the run on the
// system's reference fabric; on the generated design's drawn fabric the planner may choose
// another plan (a wider tensor-parallel group, issue 39: DGX B300 planned TP 4 in 59.9 days, TP 8
// in 63.8 days on the design). The design then grows to the nodes its own plan asks for, until
// its run meets the deadline or the reference architecture has no larger build (the note says
// so, and the row ranks after those that meet it).
void planOnGeneratedDesign(ProposalRow &row, const WorkloadRequest &request, DesignCost cost,
                           const Catalog &catalog)
{
    const double deadline = *request.training->days;
    for (int attempt = 0; attempt < 8 && cost.design; ++attempt) {
        CostSnapshot costs;
        const WorkloadEvaluation e = evaluateOnDesign(request, *cost.design, catalog, costs);
        if (!e.training || e.training->run.gpus <= 0)
            return;
        const TrainingEvaluation &t = *e.training;
        const TrainingRun &run = t.run;
        takeRun(row, t);
        row.request = cost.request;
        row.designGpus = cost.gpus;
        row.units = cost.request.sus;
        row.unitName = cost.request.sus > 0 ? QStringLiteral("SU") : QString();
        row.designItPowerMw = costs.analysis->totals.itPowerMaxKw / 1000;
        row.capexUsd = costs.tco.capexUsd;
        row.costed = true;
        row.cost = e.trainingCost.value_or(RunCost{});
        if (run.days <= deadline + 1e-9)
            return;
        // The nodes this design's plan finishes in time on (on its fabric), else as many more as
        // the days are over; at least one more.
        int nodes = std::max(cost.nodes + 1, int(std::ceil(cost.nodes * run.days / deadline)));
        if (t.forDeadline)
            nodes = std::max(nodes, t.forDeadline->nodes);
        QString why;
        std::optional<DesignCost> larger = designCostFor(row.system, nodes, catalog, &why);
        if (!larger || larger->nodes <= cost.nodes) {
            row.note = QStringLiteral("%1 days on the generated design's %2 GPUs; %3")
                           .arg(format::number(run.days, 1), format::count(run.gpus),
                                larger ? QStringLiteral("no larger reference design") : why);
            return;
        }
        cost = std::move(*larger);
    }
}

// What a row's run costs: its share of the generated design, else the cheapest cloud offer.
std::optional<double> rowCost(const ProposalRow &row)
{
    if (std::optional<double> onPrem = row.onPremUsd())
        return onPrem;
    if (const CloudRunCost *cloud = row.cost.cheapestCloud())
        return cloud->usd;
    return std::nullopt;
}

// Fastest first among the runs that finish within the deadline, then the cheapest; the runs that
// miss it after, and rows without a cost last. Days compare as the table shows them (0.1 day), so
// that rounding GPUs to whole nodes and SUs does not decide between systems that finish together:
// the cost does. The days are the evaluation's, so a predicted step time ranks as it lands.
// Equal rows keep SKU order.
// The inference target in formats `accelerator` has: FP4 (weights or KV cache) becomes FP8 on a
// part without FP4 tensor cores, the same bytes' worth of tensor cores one step up, so that every
// system still gets a row; the row's note says which. Empty when nothing changed.
QString servableOn(InferenceTarget &target, const Accelerator &accelerator)
{
    const QString fp4 = precisionName(Precision::Fp4), fp8 = precisionName(Precision::Fp8);
    if (unsupportedPrecision(accelerator, Precision::Fp4).isEmpty())
        return {};
    QStringList changed;
    if (target.precision == fp4) {
        target.precision = fp8;
        changed << QStringLiteral("weights");
    }
    if (target.kvPrecision == fp4) {
        target.kvPrecision = fp8;
        changed << QStringLiteral("KV cache");
    }
    if (changed.isEmpty())
        return {};
    return QStringLiteral("no FP4 tensor cores: %1 in FP8")
        .arg(changed.join(QStringLiteral(" and ")));
}

std::vector<ProposalRow> ranked(std::vector<ProposalRow> rows, double deadlineDays)
{
    const auto key = [deadlineDays](const ProposalRow &r) {
        const std::optional<double> cost = rowCost(r);
        const bool within = deadlineDays <= 0 || r.days <= deadlineDays + 1e-9;
        return std::tuple(!cost, !within, std::llround(r.days * 10), cost.value_or(0));
    };
    std::stable_sort(rows.begin(), rows.end(),
                     [&](const ProposalRow &a, const ProposalRow &b) { return key(a) < key(b); });
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
    const QString fallback = r.inference ? servableOn(*r.inference, system.accelerator) : QString();
    const WorkloadEvaluation e = evaluateWorkload(r, catalog);
    ProposalRow row;
    row.system = system;
    if (e.training) {
        fillTraining(row, e);
        if (row.costed && e.trainingCostBasis.generated && r.training->days)
            planOnGeneratedDesign(row, r, *e.trainingCostBasis.generated, catalog);
        // The table says its rows rest on each system's plan: a row without one says what it
        // rests on instead.
        const TrainingEvaluation &t = *e.training;
        if (!t.precisionNote.isEmpty())
            row.note = row.note.isEmpty() ? t.precisionNote
                                          : t.precisionNote + QStringLiteral("; ") + row.note;
        row.mfuAssumed = !t.mfuGiven && !(t.planner && t.planner->best());
        if (row.mfuAssumed) {
            const QString assumed =
                QStringLiteral("MFU assumed at %1: %2")
                    .arg(format::percent(row.mfu),
                         t.planNote.isEmpty() ? QStringLiteral("no plan") : t.planNote);
            row.note = row.note.isEmpty() ? assumed : row.note + QStringLiteral("; ") + assumed;
        }
    } else if (e.inference) {
        fillInference(row, e);
    }
    if (!fallback.isEmpty())
        row.note = row.note.isEmpty() ? fallback : fallback + QStringLiteral("; ") + row.note;
    return row;
}

std::vector<ProposalRow> proposeWorkload(const WorkloadRequest &request, const Catalog &catalog)
{
    std::vector<ProposalRow> rows;
    for (const GpuSystem &s : gpuSystems(catalog))
        rows.push_back(proposeWorkload(request, s, catalog));
    const double deadline =
        request.training && request.training->days ? *request.training->days : 0;
    return ranked(std::move(rows), deadline);
}

QString proposalBasis(const TrainingTarget &target)
{
    if (target.achievedTflops && *target.achievedTflops > 0)
        return QStringLiteral("at the given %1 TFLOP/s per GPU")
            .arg(format::number(*target.achievedTflops));
    if (target.mfu && *target.mfu > 0)
        return QStringLiteral("at the given MFU of %1 on every system")
            .arg(format::percent(*target.mfu));
    return QStringLiteral("each row at the MFU the planner predicts for its system's best plan, on "
                          "the fabric of the design it generates (else the system's reference "
                          "fabric)");
}

std::optional<Design> generateProposal(const ProposalRow &row, const Catalog &catalog,
                                       QString *error)
{
    return generateDesign(row.request, catalog, error);
}

} // namespace podcad

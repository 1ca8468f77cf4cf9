#include "workloadevaluation.h"

#include "catalog/catalog.h"
#include "cost/costassumptions.h"
#include "cost/costsnapshot.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "perf/modelflops.h"
#include "trainingplanrun.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

bool asAsked(const WorkloadRequest &r)
{
    return r.runAsAsked || r.placement != WorkloadPlacement::Design;
}

// The TCO the run's on-prem cost is a share of, for a run on `nodes` nodes: the design's, or
// the reference design's for the run.
std::optional<CostBasis> costBasisFor(const WorkloadRequest &r, const GpuSystem &system, int nodes,
                                      const Catalog &catalog)
{
    if (r.placement == WorkloadPlacement::Design)
        return r.design->tco;
    return CostBasis::ofReferenceDesign(system, nodes, catalog);
}

double givenOrEstimatedActivations(const TrainingEvaluation &t, const LanguageModel &model,
                                   int microBatch, double activationsGiven)
{
    return activationsGiven >= 0
               ? activationsGiven
               : activationsPerGpuGb(model, t.sequenceTokens, microBatch, t.parallelism);
}

// The run at a given (or the default) MFU, without the planner: the target's GPUs, the design's,
// or the least whole nodes that meet the deadline and hold the model.
void sizeAtGivenMfu(TrainingEvaluation &t, const WorkloadRequest &r, const TrainingTarget &target,
                    const GpuSystem &system, int designGpus, double pue, int microBatch,
                    double activationsGiven)
{
    const LanguageModel &model = r.model;
    t.forDeadline.reset();
    t.deadlineDays.reset();
    t.moreGpusNeeded = 0;
    if (target.achievedTflops && *target.achievedTflops > 0) {
        t.achievedTflops = *target.achievedTflops;
        t.mfu = t.peakTflops > 0 ? t.achievedTflops / t.peakTflops : 0;
    } else {
        t.mfu = target.mfu && *target.mfu > 0 ? *target.mfu : kDefaultMfu;
        t.achievedTflops = t.peakTflops * t.mfu;
    }
    t.minGpus = leastGpusThatFit(
        model.params, t.accounting, t.parallelism,
        givenOrEstimatedActivations(t, model, microBatch, activationsGiven), t.gpuMemoryGb);
    const bool sizeable = t.flops > 0 && t.achievedTflops > 0;
    const bool targetGpus = target.gpus && *target.gpus > 0;
    if (target.days && *target.days > 0 && sizeable) {
        t.deadlineDays = *target.days;
        // Whole data-parallel replicas, as `size train --days` counts them.
        t.forDeadline =
            trainingRunForDays(t.flops, *target.days, t.achievedTflops, system, pue, t.minGpus,
                               t.parallelism.tensor * t.parallelism.pipeline);
        t.moreGpusNeeded = std::max(0, t.forDeadline->gpus - designGpus);
    }
    t.runOnDesign = !targetGpus && !(asAsked(r) && t.forDeadline);
    if (sizeable) {
        if (targetGpus)
            t.run = trainingRunOnGpus(t.flops, *target.gpus, t.achievedTflops, system, pue);
        else if (!t.runOnDesign)
            t.run = *t.forDeadline;
        else if (designGpus > 0)
            t.run = trainingRunOnGpus(t.flops, designGpus, t.achievedTflops, system, pue);
    }
}

// The best plan's parallelism and the least GPUs of the plans found (the smallest model replica
// that fits) stand for the evaluation's.
void adoptPlan(TrainingEvaluation &t, const LanguageModel &model, const TrainingShape &shape)
{
    const StepPrediction &best = *t.planner->best();
    t.parallelism = Parallelism{best.plan.tp, best.plan.pp, best.plan.zero};
    t.minGpus = leastGpusForLayout(model, best.plan, shape, t.gpuMemoryGb);
}

// The run's GPUs and days from the step-time prediction: the planner's best plan on the target's
// GPUs, the design's, or the least that meet the deadline. False (nothing set) when no plan fits:
// the caller then sizes at the default MFU and says so.
bool predictTraining(TrainingEvaluation &t, const WorkloadRequest &r, const TrainingTarget &target,
                     const GpuSystem &system, int designGpus, double pue, PlannerRequest request)
{
    const LanguageModel &model = r.model;
    const bool targetGpus = target.gpus && *target.gpus > 0;
    auto achievedAt = [&](const StepPrediction &p, int gpus) {
        return achievedTflopsPerGpu(p, model.activeParams, gpus);
    };
    if (target.days && *target.days > 0) {
        t.deadlineDays = *target.days;
        const int guess =
            int(std::ceil(gpusForDays(t.flops, *target.days, t.peakTflops * kDefaultMfu)));
        PlannerResult atDeadline;
        const std::optional<int> gpus =
            leastGpusForDays(request, t.tokens, *target.days, system.gpusPerNode,
                             std::max(1, guess), std::max(guess, 1) * 64, &atDeadline);
        if (!gpus)
            t.planNote =
                u"no GPU count up to %1 finishes in %2 days on the predicted throughput (a batch "
                u"of %3 tokens limits the data-parallel width)"_s.arg(
                    format::count(std::max(guess, 1) * 64), format::number(*target.days, 1),
                    format::shortCount(request.batchTokens));
        if (gpus && atDeadline.best()) {
            t.forDeadline = trainingRunOnGpus(t.flops, *gpus, achievedAt(*atDeadline.best(), *gpus),
                                              system, pue);
            t.moreGpusNeeded = std::max(0, t.forDeadline->gpus - designGpus);
        }
    }
    t.runOnDesign = !targetGpus && !(asAsked(r) && t.forDeadline);
    const int runGpus = targetGpus       ? *target.gpus
                        : !t.runOnDesign ? (t.forDeadline ? t.forDeadline->gpus : 0)
                                         : designGpus;
    if (runGpus <= 0)
        return false;
    request.gpus = runGpus;
    PlannerResult result = planTraining(request);
    if (!result.best()) {
        t.planNote = result.whyNone;
        t.planner = std::move(result);
        return false;
    }
    const StepPrediction &best = *result.best();
    t.achievedTflops = achievedAt(best, runGpus);
    t.mfu = t.peakTflops > 0 ? t.achievedTflops / t.peakTflops : 0;
    t.run = trainingRunOnGpus(t.flops, runGpus, t.achievedTflops, system, pue);
    if (best.plan.gpus() < runGpus)
        t.planNote = u"the plan uses %1 of the %2 GPUs: whole model replicas of %3 GPUs"_s.arg(
            format::count(best.plan.gpus()), format::count(runGpus),
            format::count(best.plan.modelParallel()));
    t.predictedMfu = t.mfu;
    t.planner = std::move(result);
    adoptPlan(t, model, request.shape);
    return true;
}

TrainingEvaluation evaluateTraining(const WorkloadRequest &r, const GpuSystem &system,
                                    int designGpus, double pue, const Catalog &catalog,
                                    std::optional<RunCost> &cost, CostBasis &basis)
{
    TrainingTarget target = *r.training;
    const bool proposal = r.placement == WorkloadPlacement::Proposal;
    double activationsGiven = r.activationsGb;
    if (proposal) {
        const TrainingTarget chosen;
        target.gpus.reset();
        target.achievedTflops.reset();
        target.tensorParallel = chosen.tensorParallel;
        target.pipelineParallel = chosen.pipelineParallel;
        target.zeroStage = chosen.zeroStage;
        activationsGiven = -1;
    }
    const LanguageModel &model = r.model;
    TrainingEvaluation t;
    t.precision = parsePrecision(target.precision).value_or(Precision::Bf16);
    if (t.precision == Precision::Fp8) {
        // Without FP8 tensor cores an FP8 recipe runs its GEMMs in BF16: size it so, and say it,
        // rather than an FP8 run at the BF16 peak.
        if (const QString missing = missingTensorCores(system.accelerator, t.precision);
            !missing.isEmpty()) {
            t.precision = Precision::Bf16;
            t.precisionNote = missing + u": sized in BF16"_s;
        }
    }
    t.accounting = target.accounting == "bf16-adam"_L1 ? OptimizerAccounting::Bf16Adam
                                                       : OptimizerAccounting::MixedPrecisionAdam;
    t.sequenceTokens = target.sequenceTokens > 0 ? target.sequenceTokens : kDefaultTrainingSequence;
    const int microBatch = std::max(1, target.microBatch);
    t.parallelism.pipeline = std::max(1, target.pipelineParallel);
    t.parallelism.zeroStage = target.zeroStage < 0 ? 3 : std::clamp(target.zeroStage, 0, 3);
    t.parallelism.tensor = target.tensorParallel > 0
                               ? std::min(target.tensorParallel, std::max(1, system.nvlinkDomain))
                               : defaultTensorParallel(model, t.accounting, t.parallelism.pipeline,
                                                       t.parallelism.zeroStage, t.sequenceTokens,
                                                       microBatch, system.accelerator.memoryGb,
                                                       system.nvlinkDomain, activationsGiven);
    t.tokens = target.tokens;
    t.flops = trainingFlops(model.activeParams, target.tokens);
    t.peakTflops = peakDenseTflops(system.accelerator, t.precision);
    t.gpuMemoryGb = system.accelerator.memoryGb;
    t.fabric = r.placement == WorkloadPlacement::Design && r.design->fabric
                   ? *r.design->fabric
                   : runFabricOfSystem(system);
    t.mfuGiven =
        (target.achievedTflops && *target.achievedTflops > 0) || (target.mfu && *target.mfu > 0);
    const bool plannable = hasLayerShape(model) && activationsGiven < 0;
    if (!hasLayerShape(model))
        t.planNote = u"no plan or step-time prediction: the model's layers, hidden size and "
                     u"attention heads are unknown (the MFU is assumed)"_s;
    const PlannerRequest request =
        plannerRequestFor(model, target, t.accounting, t.sequenceTokens,
                          stepGpuFor(system, t.precision, catalog), t.fabric, 0);
    const bool predicted = plannable && !t.mfuGiven && t.flops > 0 &&
                           predictTraining(t, r, target, system, designGpus, pue, request);
    if (predicted) {
        t.plannerRequest = request;
        t.validation = trainingValidationBand(catalog, system.accelerator.id, t.precision);
    } else
        sizeAtGivenMfu(t, r, target, system, designGpus, pue, microBatch, activationsGiven);
    if (plannable && t.mfuGiven && t.run.gpus > 0) {
        // The MFU is the user's; the plan and its memory are still the planner's.
        PlannerRequest atRun = request;
        atRun.gpus = t.run.gpus;
        t.planner = planTraining(atRun);
        if (const StepPrediction *best = t.planner->best()) {
            // On the days' basis, as `mfu` is given: 6 x active parameters a token.
            t.predictedMfu =
                t.peakTflops > 0
                    ? achievedTflopsPerGpu(*best, model.activeParams, t.run.gpus) / t.peakTflops
                    : 0;
            adoptPlan(t, model, atRun.shape);
        } else
            t.planNote = t.planner->whyNone;
    }
    const double activations =
        t.planner && t.planner->best()
            ? t.planner->best()->memory.activationsGb
            : givenOrEstimatedActivations(t, model, microBatch, activationsGiven);
    if (t.run.gpus > 0) {
        if (std::optional<CostBasis> b = costBasisFor(r, system, t.run.nodes, catalog)) {
            basis = std::move(*b);
            // The reference design may hold a node more than asked (designCostFor): a proposal's
            // run uses it all.
            if (proposal && basis.generated && basis.generated->gpus != t.run.gpus)
                t.run = trainingRunOnGpus(t.flops, basis.generated->gpus, t.achievedTflops, system,
                                          pue);
            cost = basis.cost(system, catalog, RunUse{t.run.gpus, t.run.days * 24, 0});
        }
    }
    t.memory = trainingMemory(model.params, t.accounting, t.parallelism, std::max(1, t.run.gpus),
                              activations);
    if (t.planner && t.planner->best()) {
        const PlanMemory &m = t.planner->best()->memory;
        t.memory.perGpuGb = m.totalGb();
        t.fits = m.fits();
    } else {
        t.fits = !t.planner && t.minGpus > 0 && t.run.gpus >= t.minGpus &&
                 t.memory.perGpuGb <= t.gpuMemoryGb;
    }
    if (r.placement == WorkloadPlacement::Design) {
        // The deadline's GPUs, else the target's own count, against the design's.
        const int gpusForTarget = t.forDeadline                   ? t.forDeadline->gpus
                                  : t.runOnDesign || r.runAsAsked ? 0
                                                                  : t.run.gpus;
        const double days = t.forDeadline ? *t.deadlineDays : gpusForTarget > 0 ? t.run.days : 0;
        t.fit = trainingFitText(designGpus, gpusForTarget, t.minGpus, t.parallelism, days);
        t.designFits = t.minGpus > 0 && designGpus >= std::max(t.minGpus, gpusForTarget);
        t.checkpoint = checkpointCheck(t.memory, r.checkpointSeconds,
                                       r.design->gpus ? r.design->gpus->storageReadGBps : 0);
    } else {
        t.checkpoint = checkpointCheck(t.memory, r.checkpointSeconds, 0);
    }
    return t;
}

InferenceEvaluation evaluateInference(const WorkloadRequest &r, const GpuSystem &system,
                                      int designGpus, double pue, const Catalog &catalog,
                                      std::optional<RunCost> &cost, CostBasis &basis)
{
    InferenceEvaluation e;
    e.input = inferenceInput(*r.inference, r.model);
    e.unsupported = unsupportedPrecision(system.accelerator, e.input.weights);
    if (e.unsupported.isEmpty())
        e.unsupported = unsupportedPrecision(system.accelerator, e.input.kvCache);
    if (!e.unsupported.isEmpty()) {
        basis = CostBasis::none(e.unsupported);
        return e;
    }
    e.sizing = sizeInference(r.model, e.input, system);
    const InferenceSizing &s = e.sizing;
    e.fits = s.gpusPerReplica > 0;
    e.designReplicas = e.fits ? designGpus / s.gpusPerReplica : 0;
    if (r.placement == WorkloadPlacement::Design) {
        e.fit = inferenceFitText(designGpus, s, system.nvlinkDomain);
        e.designFits = e.fits && s.gpus <= designGpus;
    }
    if (!e.fits) {
        basis = CostBasis::none(u"the model does not fit"_s);
        return e;
    }
    e.tokensPerS = s.replicas * s.decodeTokensPerS;
    if (hasLayerShape(r.model) && r.model.kvHeads > 0 && r.model.headDim > 0) {
        const StepGpu gpu = stepGpuFor(system, e.input.weights, catalog);
        const RunFabric fabric =
            r.design && r.design->fabric ? *r.design->fabric : runFabricOfSystem(system);
        e.serving = predictServing(r.model, servingInput(e.input, r.serving, s.gpusPerReplica), gpu,
                                   fabric);
        if (e.serving->fits)
            e.servingValidation =
                servingValidationBand(catalog, system.accelerator.id, e.input.weights);
    }
    e.itPowerMw = s.gpus * system.powerPerGpuW / 1e6;
    e.facilityPowerMw = e.itPowerMw * pue;
    // Per hour of serving at the decode bound: $/million tokens is a lower bound.
    if (std::optional<CostBasis> b = costBasisFor(r, system, s.nodes, catalog)) {
        basis = std::move(*b);
        cost = basis.cost(system, catalog, RunUse{s.gpus, 1.0, e.tokensPerS});
    }
    return e;
}

QString gpusWord(int n)
{
    return n == 1 ? u"1 GPU"_s : u"%1 GPUs"_s.arg(format::count(n));
}

QString sentence(const QString &text)
{
    return text.isEmpty() ? text : text.at(0).toUpper() + text.mid(1) + QLatin1Char('.');
}

QString costSentence(const QString &what, const RunCost &cost)
{
    QString s = QStringLiteral("%1: %2 on-prem (the run's share of the design's TCO)")
                    .arg(what, format::usdShort(cost.onPrem.usd));
    if (const CloudRunCost *cloud = cost.cheapestCloud())
        s += QStringLiteral("; %1 in the cheapest cloud (%2 %3)")
                 .arg(format::usdShort(cloud->usd), cloud->provider, cloud->instance);
    return s + QLatin1Char('.');
}

} // namespace

double achievedTflopsPerGpu(const StepPrediction &p, double activeParams, int gpus)
{
    return p.tokensPerS * 6.0 * activeParams / std::max(1, gpus) / 1e12;
}

QString mfuText(const TrainingEvaluation &t)
{
    const QString peak = u"the dense %1 peak"_s.arg(precisionName(t.precision).toUpper());
    if (!t.mfuGiven)
        return u"predicted MFU %1 of %2"_s.arg(format::percent(t.mfu, 1), peak);
    return u"MFU %1 of %2 as given (the plan predicts %3)"_s.arg(
        format::percent(t.mfu, 1), peak, format::percent(t.predictedMfu, 1));
}

namespace {

QString strategy(const Parallelism &p)
{
    QString s = p.zeroStage == 3   ? u"FSDP"_s
                : p.zeroStage == 0 ? u"plain data parallelism"_s
                                   : u"ZeRO-%1"_s.arg(p.zeroStage);
    QStringList split;
    if (p.tensor > 1)
        split << u"TP %1"_s.arg(p.tensor);
    if (p.pipeline > 1)
        split << u"PP %1"_s.arg(p.pipeline);
    return split.isEmpty() ? s : s + u" and "_s + split.join(u" x "_s);
}

} // namespace

std::optional<LanguageModel> resolveWorkloadModel(const Workload &workload, const Catalog &catalog,
                                                  QString *error)
{
    if (!workload.modelId.isEmpty()) {
        if (const LanguageModel *m = catalog.languageModel(workload.modelId))
            return *m;
        if (error)
            *error = u"unknown model \"%1\" (not in the catalog)"_s.arg(workload.modelId);
        return std::nullopt;
    }
    if (!workload.custom || workload.custom->params <= 0) {
        if (error)
            *error = u"no model: pick one from the catalog or give its parameters"_s;
        return std::nullopt;
    }
    const WorkloadModel &c = *workload.custom;
    LanguageModel m;
    m.id = u"custom"_s;
    m.name = u"Custom %1B model"_s.arg(c.params / 1e9, 0, 'g', 4);
    m.params = c.params;
    m.activeParams = c.activeParams > 0 ? c.activeParams : c.params;
    m.layers = c.layers;
    m.hiddenSize = c.hidden;
    m.attentionHeads = c.heads;
    m.kvHeads = c.kvHeads > 0 ? c.kvHeads : c.heads;
    m.headDim = c.headDim > 0 ? c.headDim : (c.heads > 0 ? c.hidden / c.heads : 0);
    m.contextTokens = c.contextTokens;
    m.ffnSize = c.ffn;
    m.vocabSize = c.vocab;
    m.experts = c.experts;
    m.activeExperts = c.activeExperts;
    return m;
}

InferenceInput inferenceInput(const InferenceTarget &target, const LanguageModel &model)
{
    InferenceInput in;
    in.weights = parsePrecision(target.precision).value_or(Precision::Bf16);
    in.kvCache = in.weights == Precision::Fp8 || in.weights == Precision::Fp4 ? Precision::Fp8
                                                                              : Precision::Fp16;
    if (const std::optional<Precision> kv = parsePrecision(target.kvPrecision))
        in.kvCache = *kv;
    in.contextTokens = target.contextTokens > 0 ? target.contextTokens : model.contextTokens;
    in.concurrency = std::max(1, target.concurrency);
    in.targetTokensPerS = std::max(0.0, target.tokensPerS);
    return in;
}

double cataloguePue(const Catalog &catalog)
{
    const AssumptionDefault *a = catalog.assumption(costkey::pue);
    return a ? a->value : 1.3;
}

WorkloadEvaluation evaluateWorkload(const WorkloadRequest &r, const Catalog &catalog)
{
    WorkloadEvaluation e;
    e.model = r.model;
    if (r.placement == WorkloadPlacement::Design) {
        const WorkloadDesign &d = *r.design;
        e.pue = r.pue.value_or(d.pue);
        if (!d.gpus) {
            e.systemNote = d.why + u": add GPU nodes (or generate a design from the proposals) "
                                   u"to size the workload"_s;
            return e;
        }
        e.system = d.gpus->system;
        e.designGpus = d.gpus->gpus;
        e.designNodes = d.gpus->nodes;
        e.designNote = d.gpus->note;
    } else {
        e.system = r.system;
        const bool givenPue = r.pue && r.placement == WorkloadPlacement::System;
        e.pue = givenPue ? *r.pue : cataloguePue(catalog);
    }
    if (!e.system)
        return e;
    if (r.training)
        e.training = evaluateTraining(r, *e.system, e.designGpus, e.pue, catalog, e.trainingCost,
                                      e.trainingCostBasis);
    if (r.inference)
        e.inference = evaluateInference(r, *e.system, e.designGpus, e.pue, catalog, e.inferenceCost,
                                        e.inferenceCostBasis);
    return e;
}

WorkloadEvaluation evaluateWorkload(const Workload &workload, const WorkloadDesign &design,
                                    const Catalog &catalog)
{
    WorkloadRequest r;
    QString error;
    std::optional<LanguageModel> model = resolveWorkloadModel(workload, catalog, &error);
    if (!model) {
        WorkloadEvaluation e;
        e.error = error;
        return e;
    }
    r.model = *model;
    r.training = workload.training;
    r.inference = workload.inference;
    r.design = &design;
    return evaluateWorkload(r, catalog);
}

WorkloadEvaluation evaluateWorkload(const Workload &workload, const Design &design,
                                    const Catalog &catalog, const CostSnapshot *costs)
{
    return evaluateWorkload(workload, WorkloadDesign::of(design, catalog, costs), catalog);
}

WorkloadEvaluation evaluateWorkloadWithCosts(const Workload &workload, const Design &design,
                                             const Catalog &catalog)
{
    const CostSnapshot costs = computeCostSnapshot(design, catalog);
    return evaluateWorkload(workload, design, catalog, &costs);
}

QStringList WorkloadEvaluation::sentences() const
{
    QStringList out;
    if (!error.isEmpty())
        return {u"Cannot size the workload: %1."_s.arg(error)};
    if (!system)
        return {u"Nothing to size: %1."_s.arg(systemNote)};
    const QString gpuName =
        system->accelerator.name.isEmpty() ? system->sku : system->accelerator.name;
    // Each target's answer first, then what lies behind it: with both ticked, the serving
    // sentence stands on the second line, in sight in a dock a few lines high (issue 39: it came
    // after seven training sentences, below the dock's edge, and read as missing).
    if (training) {
        const TrainingEvaluation &t = *training;
        if (t.run.gpus > 0)
            out << u"Training: %1 days on %2 %3 (%4)%5."_s.arg(
                format::number(t.run.days, 1),
                t.runOnDesign ? u"this design's"_s : u"the target's"_s, gpusWord(t.run.gpus),
                gpuName,
                t.validation ? u"; "_s + t.validation->durationText(t.run.days, u"days"_s)
                             : QString());
        else if (t.flops <= 0)
            out << u"Training: give the tokens to train on."_s;
        if (!t.precisionNote.isEmpty())
            out << sentence(t.precisionNote);
    }
    QStringList serving;
    if (inference) {
        const InferenceEvaluation &i = *inference;
        const InferenceSizing &s = i.sizing;
        if (!i.unsupported.isEmpty()) {
            out << u"Serving: %1."_s.arg(i.unsupported);
        } else if (!i.fits) {
            out << u"Serving: one replica does not fit in an NVLink domain (%1 x %2 GB usable; "
                   u"weights %3 GB, KV cache %4 GB)."_s.arg(
                       format::count(system->nvlinkDomain), format::number(s.usableMemoryPerGpuGb),
                       format::number(s.weightsGb), format::number(s.kvCacheGb));
        } else {
            out << u"Serving: %1 of %2; decode at most %3 tokens/s (upper bound)."_s.arg(
                s.replicas == 1 ? u"1 replica"_s : u"%1 replicas"_s.arg(format::count(s.replicas)),
                gpusWord(s.gpusPerReplica), format::number(s.decodeTokensPerS * s.replicas));
            serving << sentence(i.fit);
            if (inferenceCost)
                serving << costSentence(u"An hour of serving"_s, *inferenceCost);
        }
    }
    if (training) {
        const TrainingEvaluation &t = *training;
        if (!t.fit.isEmpty())
            out << sentence(t.fit);
        // The fit speaks of memory first; a deadline the design misses by more is said too.
        if (t.forDeadline && t.moreGpusNeeded > 0 && !t.fit.contains(u"finishing in"_s))
            out << u"Needs %1 more GPUs to finish in %2 days (%3 in all)."_s.arg(
                format::count(t.moreGpusNeeded),
                format::number(*t.deadlineDays,
                               *t.deadlineDays == std::floor(*t.deadlineDays) ? 0 : 1),
                gpusWord(t.forDeadline->gpus));
        if (t.planner && t.planner->best()) {
            const StepPrediction &p = *t.planner->best();
            out << u"Plan: %1; step %2 s, %3."_s.arg(planText(p.plan),
                                                     format::number(p.stepTimeS, 2), mfuText(t));
        }
        if (!t.planNote.isEmpty())
            out << sentence(t.planNote);
        if (t.run.gpus > 0 && t.minGpus > 0)
            out << u"Memory: %1 GB of %2 GB per GPU on %3 with %4%5."_s.arg(
                format::number(t.memory.perGpuGb), format::number(t.gpuMemoryGb),
                gpusWord(t.run.gpus), strategy(t.parallelism),
                t.fits ? QString() : u": does not fit"_s);
        if (t.run.gpus > 0)
            out << u"Power: %1 IT, %2 at PUE %3; %4 MWh for the run."_s.arg(
                format::power(t.run.itPowerMw * 1000), format::power(t.run.facilityPowerMw * 1000),
                format::number(pue, 2), format::number(t.run.energyMwh));
        if (trainingCost)
            out << costSentence(u"Cost of the run"_s, *trainingCost);
    }
    out << serving;
    if (!designNote.isEmpty())
        out << sentence(designNote);
    if (!training && !inference)
        out << u"No target: give a training or an inference target."_s;
    return out;
}

} // namespace podcad

#include "planner.h"

#include "format/percentformat.h"
#include "modelflops.h"

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

std::vector<int> powersOfTwoUpTo(int limit)
{
    std::vector<int> out;
    for (int v = 1; v <= limit; v *= 2)
        out.push_back(v);
    return out;
}

std::vector<int> choices(const std::optional<int> &fixed, std::vector<int> free)
{
    return fixed ? std::vector<int>{*fixed} : free;
}

// Pipeline depths: powers of two and the divisors of the layer count, up to the layers (a stage
// holds at least one layer).
std::vector<int> pipelineChoices(int layers, int limit)
{
    std::vector<int> out = powersOfTwoUpTo(std::min(layers, limit));
    for (int d = 3; d <= std::min(layers, limit); ++d)
        if (layers % d == 0)
            out.push_back(d);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

double score(const StepPrediction &p, PlanObjective objective)
{
    // Fastest: tokens per second of the whole run. Cheapest per token: per GPU (the GPUs a plan
    // leaves idle are paid for but a smaller plan could give them back).
    return objective == PlanObjective::Fastest ? p.tokensPerS
                                               : p.tokensPerS / std::max(1, p.plan.gpus());
}

QString whyNot(const StepPrediction &loser, const StepPrediction &best)
{
    const double slower = best.tokensPerS > 0 ? 1.0 - loser.tokensPerS / best.tokensPerS : 0;
    const StepBreakdown &a = loser.breakdown;
    const StepBreakdown &b = best.breakdown;
    // The part of the step that grew most against the chosen plan, per token.
    const double la = loser.tokensPerStep, lb = best.tokensPerStep;
    struct Part
    {
        QString name;
        double delta;
    };
    const Part parts[] = {
        {u"compute"_s, a.computeS / la - b.computeS / lb},
        {u"pipeline bubble"_s, a.ppBubbleS / la - b.ppBubbleS / lb},
        {u"exposed communication"_s, a.exposedCommS / la - b.exposedCommS / lb},
    };
    const Part *worst =
        std::max_element(std::begin(parts), std::end(parts),
                         [](const Part &x, const Part &y) { return x.delta < y.delta; });
    QString s = u"%1 slower"_s.arg(format::percent(slower, slower < 0.1 ? 1 : 0));
    if (worst->delta > 0)
        s += u": more %1"_s.arg(worst->name);
    if (loser.plan.gpus() != best.plan.gpus())
        s += u" (on %1 GPUs)"_s.arg(loser.plan.gpus());
    return s;
}

} // namespace

namespace {

// The search; `mayAddCp`: context parallelism may be added to a layout whose TP and PP are fixed.
PlannerResult searchPlans(const PlannerRequest &r, bool mayAddCp)
{
    PlannerResult result;
    const LanguageModel &model = r.model;
    if (!hasLayerShape(model)) {
        result.whyNone = u"the model's layers, hidden size and attention heads are unknown: give "
                         u"them to plan its parallelism"_s;
        return result;
    }
    if (model.ffnSize <= 0)
        result.notes << u"FFN size taken as 4 x hidden (the model gives none)"_s;
    const int s = r.shape.sequenceTokens;
    const int sequences = std::max(1, int(std::llround(r.batchTokens / s)));
    const int domain = std::max(1, r.fabric.nvlinkDomain);

    std::vector<int> tps;
    for (int tp : choices(r.fixed.tp, powersOfTwoUpTo(std::min(domain, 64))))
        if (model.attentionHeads % tp == 0 || r.fixed.tp)
            tps.push_back(tp);
    const std::vector<int> pps = choices(r.fixed.pp, pipelineChoices(model.layers, 128));
    std::vector<int> cpFree{1};
    for (int cp = 2; cp <= 32 && s / cp >= 4096; cp *= 2)
        cpFree.push_back(cp);
    // A layout whose TP and PP are given is the user's: context parallelism is not added to it
    // unasked (planTraining retries with CP free only when nothing fits, and says so).
    const bool layoutFixed = r.fixed.tp && r.fixed.pp && !mayAddCp;
    const std::vector<int> cps = choices(r.fixed.cp, layoutFixed ? std::vector<int>{1} : cpFree);
    std::vector<int> epFree{1};
    if (model.experts > 1)
        for (int ep = 2; ep <= model.experts; ep *= 2)
            if (model.experts % ep == 0)
                epFree.push_back(ep);
    const std::vector<int> eps = choices(r.fixed.ep, epFree);
    const std::vector<int> zeros = choices(r.fixed.zero, {1, 3});
    const std::vector<int> mbs = choices(r.fixed.microBatch, {1, 2, 4, 8});
    const std::vector<Recompute> recomputes =
        r.fixed.recompute
            ? std::vector<Recompute>{*r.fixed.recompute}
            : std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full};

    std::vector<StepPrediction> fitting;
    // Of the plans memory refuses, the one closest to fitting says why none fits.
    QString lastWhy;
    double closestGb = INFINITY;
    int batchTooSmall = 0;
    auto refuse = [&](const PlanMemory &memory, const TrainingPlan &plan) {
        if (memory.totalGb() >= closestGb)
            return;
        closestGb = memory.totalGb();
        lastWhy = u"%1 (%2 GB of %3 GB per GPU with %4)"_s.arg(
            memory.why, format::number(memory.totalGb(), 1), format::number(memory.capacityGb),
            planText(plan));
    };
    for (int tp : tps)
        for (int pp : pps)
            for (int cp : cps) {
                const int group = tp * pp * cp;
                const int dp = r.gpus / group;
                if (dp < 1) {
                    lastWhy = u"%1 GPUs are fewer than one model replica needs"_s.arg(r.gpus);
                    continue;
                }
                for (int ep : eps) {
                    if ((dp * cp) % ep != 0)
                        continue;
                    for (int mb : mbs) {
                        const int microBatches = sequences / (dp * mb);
                        if (microBatches < 1) {
                            ++batchTooSmall;
                            continue;
                        }
                        // Interleaving needs whole rounds of pp micro-batches and a layer per
                        // virtual stage; stages may differ by a layer, as Llama 3's did.
                        std::vector<int> interleaves{1};
                        if (pp > 1 && microBatches % pp == 0)
                            for (int v = 2; v <= 8 && pp * v <= model.layers; v *= 2)
                                interleaves.push_back(v);
                        if (r.fixed.interleave) {
                            const int v = *r.fixed.interleave;
                            const bool possible = v == 1 || (pp > 1 && microBatches % pp == 0 &&
                                                             pp * v <= model.layers);
                            interleaves = possible ? std::vector<int>{v} : std::vector<int>{};
                        }
                        for (int zero : zeros)
                            for (Recompute rc : recomputes) {
                                TrainingPlan plan{tp,   pp, dp,           cp, ep,
                                                  zero, mb, microBatches, 1,  rc};
                                // Memory first: it is cheap and most plans fail it.
                                const PlanMemory memory =
                                    planMemory(model, plan, r.shape, r.gpu.accelerator.memoryGb);
                                ++result.plansTried;
                                if (!memory.fits()) {
                                    refuse(memory, plan);
                                    continue;
                                }
                                for (int v : interleaves) {
                                    plan.interleave = v;
                                    StepPrediction p =
                                        predictStep(model, plan, r.shape, r.gpu, r.fabric);
                                    if (!p.memory.fits())
                                        refuse(p.memory, plan);
                                    else if (p.tokensPerS > 0)
                                        fitting.push_back(std::move(p));
                                }
                            }
                    }
                }
            }
    result.plansFitting = int(fitting.size());
    if (fitting.empty()) {
        if (!lastWhy.isEmpty())
            result.whyNone = u"no plan fits: %1"_s.arg(lastWhy);
        else if (batchTooSmall > 0)
            result.whyNone = u"the batch of %1 sequences is too small to give every data-parallel "
                             u"rank a micro-batch"_s.arg(sequences);
        else
            result.whyNone = u"no plan satisfies the fixed dimensions"_s;
        return result;
    }
    std::sort(fitting.begin(), fitting.end(),
              [&](const StepPrediction &a, const StepPrediction &b) {
                  return score(a, r.objective) > score(b, r.objective);
              });
    // The alternatives are the best of other layouts: a plan that differs from a better one only
    // in its micro-batch, ZeRO stage or recomputation teaches the reader nothing new.
    auto sameLayout = [](const TrainingPlan &a, const TrainingPlan &b) {
        return a.tp == b.tp && a.pp == b.pp && a.cp == b.cp && a.ep == b.ep;
    };
    const std::size_t keep = std::size_t(std::max(1, r.keep));
    for (const StepPrediction &p : fitting) {
        if (result.plans.size() >= keep)
            break;
        const bool seen =
            std::any_of(result.plans.begin(), result.plans.end(),
                        [&](const RankedPlan &k) { return sameLayout(k.prediction.plan, p.plan); });
        if (!seen)
            result.plans.push_back(RankedPlan{
                p, result.plans.empty() ? QString() : whyNot(p, result.plans.front().prediction)});
    }
    return result;
}

} // namespace

PlannerResult planTraining(const PlannerRequest &r)
{
    PlannerResult result = searchPlans(r, false);
    if (result.plans.empty() && r.fixed.tp && r.fixed.pp && !r.fixed.cp &&
        r.shape.sequenceTokens / 2 >= 4096) {
        PlannerResult withCp = searchPlans(r, true);
        if (!withCp.plans.empty()) {
            withCp.notes << u"CP %1 added to the fixed TP %2 x PP %3: with CP 1 %4"_s
                                .arg(withCp.best()->plan.cp)
                                .arg(*r.fixed.tp)
                                .arg(*r.fixed.pp)
                                .arg(result.whyNone);
            return withCp;
        }
    }
    return result;
}

int leastGpusForLayout(const LanguageModel &model, const TrainingPlan &plan,
                       const TrainingShape &shape, double gpuMemoryGb)
{
    auto fitsWith = [&](int dp) {
        TrainingPlan p = plan;
        p.dp = dp;
        return planMemory(model, p, shape, gpuMemoryGb).fits();
    };
    if (plan.dp < 1 || !fitsWith(plan.dp))
        return 0;
    // Memory falls as dp grows (only the sharded states depend on it): bisect.
    int lo = 0, hi = plan.dp;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (fitsWith(mid) ? hi : lo) = mid;
    }
    if (plan.ep > 1)
        hi = (hi + plan.ep - 1) / plan.ep * plan.ep;
    return hi * plan.modelParallel();
}

} // namespace podcad

#include "workloadreport.h"

#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "workload/workloadevaluation.h"

namespace podcad {
namespace {

class Rows final
{
public:
    explicit Rows(std::vector<WorkloadFigure> &out)
        : mOut(out)
    {}
    void section(const QString &name) { mSection = name; }
    void number(const QString &key, const QString &label, double value, const QString &unit,
                int decimals)
    {
        QString text = unit == QLatin1String("USD") ? format::usd(value, decimals)
                                                    : format::number(value, decimals);
        if (!unit.isEmpty() && unit != QLatin1String("USD"))
            text += u' ' + unit;
        mOut.push_back({mSection, key, label, value, unit, text, decimals});
    }
    // A number printed another way than grouped digits ("3.791e+25", "40.0 %", "15T").
    void shown(const QString &key, const QString &label, double value, const QString &unit,
               const QString &text, int decimals)
    {
        mOut.push_back({mSection, key, label, value, unit, text, decimals});
    }
    void text(const QString &key, const QString &label, const QString &text)
    {
        mOut.push_back({mSection, key, label, std::nan(""), {}, text, 0});
    }

private:
    std::vector<WorkloadFigure> &mOut;
    QString mSection;
};

QString parallelismText(const Parallelism &p)
{
    return QStringLiteral("TP %1, PP %2, ZeRO stage %3")
        .arg(p.tensor)
        .arg(p.pipeline)
        .arg(p.zeroStage);
}

QString offerLabel(const CloudRunCost &c)
{
    QString s = QStringLiteral("%1 %2 on demand").arg(c.provider, c.instance);
    if (!c.exactGpu)
        s += QStringLiteral(" (substitute GPU)");
    return s;
}

} // namespace

std::vector<WorkloadFigure> workloadFigures(const WorkloadEvaluation &e)
{
    std::vector<WorkloadFigure> out;
    Rows r(out);
    r.section(QStringLiteral("Model"));
    if (!e.ok()) {
        r.text(QStringLiteral("not_sized"), QStringLiteral("Not sized"), e.sentences().join(u' '));
        return out;
    }
    const GpuSystem &system = *e.system;
    r.text(QStringLiteral("model"), QStringLiteral("Model"), e.model.name);
    r.shown(QStringLiteral("params"), QStringLiteral("Parameters"), e.model.params, {},
            format::shortCount(e.model.params), 0);
    if (e.model.activeParams > 0 && e.model.activeParams < e.model.params)
        r.shown(QStringLiteral("active_params"), QStringLiteral("Active parameters per token"),
                e.model.activeParams, {}, format::shortCount(e.model.activeParams), 0);
    r.text(QStringLiteral("system"), QStringLiteral("GPU system"), system.sku);
    r.number(QStringLiteral("design_gpus"), QStringLiteral("The design's GPUs"), e.designGpus, {},
             0);
    r.number(QStringLiteral("gpu_memory_gb"), QStringLiteral("Memory per GPU"),
             system.accelerator.memoryGb, QStringLiteral("GB"), 0);

    if (e.training) {
        const TrainingEvaluation &t = *e.training;
        const TrainingRun &run = t.run;
        r.section(QStringLiteral("Training"));
        r.shown(QStringLiteral("tokens"), QStringLiteral("Tokens"), t.tokens, {},
                format::shortCount(t.tokens), 0);
        r.text(QStringLiteral("precision"), QStringLiteral("Precision"),
               precisionName(t.precision));
        r.shown(QStringLiteral("flops"), QStringLiteral("FLOPs (6 x active parameters x tokens)"),
                t.flops, {}, QString::number(t.flops, 'e', 3), 0);
        r.number(QStringLiteral("achieved_tflops_per_gpu"),
                 QStringLiteral("Achieved TFLOP/s per GPU"), t.achievedTflops, {}, 1);
        r.shown(QStringLiteral("mfu"), QStringLiteral("MFU"), t.mfu, {}, format::percent(t.mfu, 1),
                3);
        r.text(QStringLiteral("parallelism"), QStringLiteral("Parallelism"),
               parallelismText(t.parallelism));
        r.number(QStringLiteral("gpus"),
                 t.runOnDesign ? QStringLiteral("GPUs (the design's)")
                               : QStringLiteral("GPUs (the target's)"),
                 run.gpus, {}, 0);
        r.number(QStringLiteral("nodes"), QStringLiteral("Nodes (%1)").arg(system.nodeName),
                 run.nodes, {}, 0);
        r.number(QStringLiteral("days"), QStringLiteral("Days"), run.days, QStringLiteral("days"),
                 1);
        if (const std::optional<ValidationBand> &band = t.validation) {
            // What the days came to on the published runs most like this one (issue 40).
            const auto [low, high] = band->durationRange(run.days);
            r.number(QStringLiteral("days_low"),
                     QStringLiteral("Days on published runs like it, from"), low,
                     QStringLiteral("days"), 1);
            r.number(QStringLiteral("days_high"),
                     QStringLiteral("Days on published runs like it, to"), high,
                     QStringLiteral("days"), 1);
            // The rows' kind only: the report's text column holds about 35 characters.
            r.text(QStringLiteral("validation_runs"), QStringLiteral("Published runs like it"),
                   QStringLiteral("%1 %2 runs")
                       .arg(format::count(band->rows()),
                            band->like.isEmpty() ? QStringLiteral("published") : band->like));
        }
        r.number(QStringLiteral("gpu_hours"), QStringLiteral("GPU-hours"), run.gpuHours, {}, 0);
        // A small run's power and energy keep three significant digits ("0.041 MW", "5.5 MWh").
        auto digits = [](double v) { return v >= 100 ? 0 : v >= 10 ? 1 : v >= 1 ? 2 : 3; };
        r.number(QStringLiteral("it_power_mw"), QStringLiteral("IT power"), run.itPowerMw,
                 QStringLiteral("MW"), digits(run.itPowerMw));
        r.number(QStringLiteral("facility_power_mw"),
                 QStringLiteral("Facility power at PUE %1").arg(format::number(e.pue, 2)),
                 run.facilityPowerMw, QStringLiteral("MW"), digits(run.facilityPowerMw));
        r.number(QStringLiteral("energy_mwh"), QStringLiteral("Energy for the run"), run.energyMwh,
                 QStringLiteral("MWh"), digits(run.energyMwh));
        if (t.forDeadline && t.deadlineDays) {
            r.number(QStringLiteral("deadline_days"), QStringLiteral("Deadline"), *t.deadlineDays,
                     QStringLiteral("days"), 1);
            r.number(QStringLiteral("deadline_gpus"),
                     QStringLiteral("GPUs that finish by the deadline"), t.forDeadline->gpus, {},
                     0);
            r.number(QStringLiteral("deadline_run_days"), QStringLiteral("Days on those GPUs"),
                     t.forDeadline->days, QStringLiteral("days"), 1);
            r.number(QStringLiteral("more_gpus_needed"), QStringLiteral("GPUs beyond the design's"),
                     t.moreGpusNeeded, {}, 0);
        }
        r.section(QStringLiteral("Training memory"));
        r.number(QStringLiteral("weights_gb"), QStringLiteral("Weights (whole model)"),
                 t.memory.weightsGb, QStringLiteral("GB"), 0);
        r.number(QStringLiteral("gradients_gb"), QStringLiteral("Gradients (whole model)"),
                 t.memory.gradientsGb, QStringLiteral("GB"), 0);
        r.number(QStringLiteral("optimizer_gb"), QStringLiteral("Optimizer states (whole model)"),
                 t.memory.optimizerGb, QStringLiteral("GB"), 0);
        r.number(QStringLiteral("activations_per_gpu_gb"),
                 QStringLiteral("Activations per GPU (estimate)"), t.memory.activationsPerGpuGb,
                 QStringLiteral("GB"), 1);
        r.number(QStringLiteral("per_gpu_gb"), QStringLiteral("Memory per GPU"), t.memory.perGpuGb,
                 QStringLiteral("GB"), 1);
        r.shown(QStringLiteral("fits"),
                QStringLiteral("Fits in %1 GB").arg(format::number(t.gpuMemoryGb)), t.fits ? 1 : 0,
                {}, t.fits ? QStringLiteral("yes") : QStringLiteral("no"), 0);
        if (t.minGpus > 0)
            r.number(QStringLiteral("min_gpus"), QStringLiteral("Least GPUs that hold the model"),
                     t.minGpus, {}, 0);
        else
            r.text(QStringLiteral("min_gpus"), QStringLiteral("Least GPUs that hold the model"),
                   QStringLiteral("none at this parallelism"));
    }

    if (e.inference) {
        const InferenceEvaluation &i = *e.inference;
        const InferenceSizing &s = i.sizing;
        r.section(QStringLiteral("Inference (throughputs are upper bounds)"));
        r.number(QStringLiteral("context"), QStringLiteral("Context per sequence"),
                 i.input.contextTokens, QStringLiteral("tokens"), 0);
        r.number(QStringLiteral("concurrency"), QStringLiteral("Sequences in flight per replica"),
                 i.input.concurrency, {}, 0);
        r.text(QStringLiteral("precision"), QStringLiteral("Weights / KV cache precision"),
               precisionName(i.input.weights) + QStringLiteral(" / ") +
                   precisionName(i.input.kvCache));
        r.number(QStringLiteral("weights_gb"), QStringLiteral("Weights"), s.weightsGb,
                 QStringLiteral("GB"), 1);
        r.number(QStringLiteral("kv_bytes_per_token"), QStringLiteral("KV cache per token"),
                 s.kvBytesPerToken, QStringLiteral("bytes"), 0);
        r.number(QStringLiteral("kv_cache_gb"), QStringLiteral("KV cache at full context"),
                 s.kvCacheGb, QStringLiteral("GB"), 1);
        if (!i.fits) {
            r.text(QStringLiteral("fits"), QStringLiteral("One replica"),
                   QStringLiteral("does not fit in an NVLink domain of %1 GPUs")
                       .arg(system.nvlinkDomain));
        } else {
            r.number(QStringLiteral("gpus_per_replica"), QStringLiteral("GPUs per replica"),
                     s.gpusPerReplica, {}, 0);
            r.number(QStringLiteral("memory_per_gpu_gb"), QStringLiteral("Memory per GPU"),
                     s.memoryPerGpuGb, QStringLiteral("GB"), 1);
            r.number(QStringLiteral("decode_tokens_per_s_upper_bound"),
                     QStringLiteral("Decode tokens/s per replica (upper bound)"),
                     s.decodeTokensPerS, {}, 0);
            r.number(QStringLiteral("prefill_tokens_per_s_upper_bound"),
                     QStringLiteral("Prefill tokens/s per replica (upper bound)"),
                     s.prefillTokensPerS, {}, 0);
            if (i.input.targetTokensPerS > 0)
                r.number(QStringLiteral("target_tokens_per_s"), QStringLiteral("Target tokens/s"),
                         i.input.targetTokensPerS, {}, 0);
            r.number(QStringLiteral("replicas"), QStringLiteral("Replicas (at the upper bound)"),
                     s.replicas, {}, 0);
            r.number(QStringLiteral("gpus"), QStringLiteral("GPUs for those replicas"), s.gpus, {},
                     0);
            r.number(QStringLiteral("design_replicas"),
                     QStringLiteral("Replicas the design's GPUs hold"), i.designReplicas, {}, 0);
        }
    }

    if (e.trainingCost) {
        const RunCost &c = *e.trainingCost;
        r.section(QStringLiteral("Training run cost"));
        r.number(QStringLiteral("on_prem_usd"),
                 QStringLiteral("On-prem (the run's share of the TCO)"), c.onPrem.usd,
                 QStringLiteral("USD"), 0);
        r.shown(QStringLiteral("on_prem_usd_per_gpu_hour"), QStringLiteral("On-prem per GPU-hour"),
                c.onPrem.usdPerGpuHour, QStringLiteral("USD"),
                format::usd(c.onPrem.usdPerGpuHour, 2), 2);
        for (const CloudRunCost &o : c.cloud)
            r.number(QStringLiteral("cloud_usd:") + o.offerId, offerLabel(o), o.usd,
                     QStringLiteral("USD"), 0);
        if (const CloudRunCost *cheapest = c.cheapestCloud())
            r.text(QStringLiteral("cheapest_cloud"), QStringLiteral("Cheapest cloud"),
                   QStringLiteral("%1: %2").arg(offerLabel(*cheapest), cheapest->verdict()));
    }
    if (e.inferenceCost) {
        const RunCost &c = *e.inferenceCost;
        r.section(QStringLiteral(
            "Serving cost (one hour at the decode upper bound: per million tokens, lower bounds)"));
        r.number(QStringLiteral("serving_on_prem_usd_per_hour"), QStringLiteral("On-prem per hour"),
                 c.onPrem.usd, QStringLiteral("USD"), 2);
        r.shown(QStringLiteral("on_prem_usd_per_million_tokens"),
                QStringLiteral("On-prem, per million tokens"), c.onPrem.usdPerMillionTokens,
                QStringLiteral("USD"), format::usd(c.onPrem.usdPerMillionTokens, 3), 3);
        for (const CloudRunCost &o : c.cloud)
            r.shown(QStringLiteral("cloud_usd_per_million_tokens:") + o.offerId,
                    offerLabel(o) + QStringLiteral(", per million tokens"), o.usdPerMillionTokens,
                    QStringLiteral("USD"), format::usd(o.usdPerMillionTokens, 3), 3);
    }
    return out;
}

} // namespace podcad

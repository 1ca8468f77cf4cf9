// podcad-cli size train | size infer: a model and a target against a GPU system (issue 15).
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "cost/costassumptions.h"
#include "sizeoptions.h"
#include "texttable.h"
#include "workload/inferencesizing.h"
#include "workload/trainingsizing.h"

#include <QJsonDocument>

namespace podcad::cli {
namespace {

const char *const kUsage =
    "Usage: podcad-cli size train (--model ID | --params P [--active-params A] [--layers L\n"
    "                             --hidden H]) --tokens T (--gpus N | --days D) --system SKU\n"
    "                             [--mfu M | --achieved-tflops X] [--precision bf16|fp8]\n"
    "                             [--accounting mixed-adam|bf16-adam] [--tp N] [--pp N]\n"
    "                             [--zero 0..3] [--seq-len S] [--micro-batch B]\n"
    "                             [--activations-gb G] [--pue P] [--json]\n"
    "       podcad-cli size infer (--model ID | --params P [--active-params A] --layers L\n"
    "                             --kv-heads H --head-dim D) --context C --concurrency K\n"
    "                             [--precision bf16|fp16|fp8|int8|int4] [--kv-precision ...]\n"
    "                             [--tokens-per-s R] --system SKU [--json]\n"
    "Numbers take K, M, B or T suffixes: --tokens 15.6T, --params 70B.\n";

QString num(double v, int decimals = 0)
{
    return formatNumber(v, decimals);
}

// "15.6T", "70B": counts as people say them.
QString count(double v)
{
    if (v >= 1e12)
        return QString::number(v / 1e12, 'g', 4) + QLatin1Char('T');
    if (v >= 1e9)
        return QString::number(v / 1e9, 'g', 4) + QLatin1Char('B');
    return num(v);
}

QString plural(int n, const QString &word)
{
    return QStringLiteral("%1 %2%3").arg(num(n), word, n == 1 ? QString() : QStringLiteral("s"));
}

void printRows(QTextStream &out, const std::vector<std::pair<QString, QString>> &rows)
{
    qsizetype width = 0;
    for (const auto &[label, value] : rows)
        width = std::max(width, label.size());
    for (const auto &[label, value] : rows)
        out << label.leftJustified(width + 2) << value << '\n';
}

int train(const QStringList &list, Context &ctx)
{
    const Arguments args(list,
                         {QStringLiteral("--model"),
                          QStringLiteral("--params"),
                          QStringLiteral("--active-params"),
                          QStringLiteral("--layers"),
                          QStringLiteral("--hidden"),
                          QStringLiteral("--tokens"),
                          QStringLiteral("--gpus"),
                          QStringLiteral("--days"),
                          QStringLiteral("--system"),
                          QStringLiteral("--design"),
                          QStringLiteral("--mfu"),
                          QStringLiteral("--achieved-tflops"),
                          QStringLiteral("--precision"),
                          QStringLiteral("--accounting"),
                          QStringLiteral("--tp"),
                          QStringLiteral("--pp"),
                          QStringLiteral("--zero"),
                          QStringLiteral("--seq-len"),
                          QStringLiteral("--micro-batch"),
                          QStringLiteral("--activations-gb"),
                          QStringLiteral("--pue")},
                         {QStringLiteral("--json")});
    SizeOptions o(args, QStringLiteral("size train"), ctx);
    if (!args.ok() || !args.positional().isEmpty()) {
        o.usage(args.ok()
                    ? QStringLiteral("unexpected argument \"%1\"").arg(args.positional().first())
                    : args.error());
        return o.status();
    }
    if (!args.has(QStringLiteral("--tokens"))) {
        o.usage(QStringLiteral("--tokens T is required"));
        return o.status();
    }
    if (args.has(QStringLiteral("--gpus")) == args.has(QStringLiteral("--days"))) {
        o.usage(QStringLiteral("give either --gpus N or --days D"));
        return o.status();
    }
    if (args.has(QStringLiteral("--mfu")) && args.has(QStringLiteral("--achieved-tflops"))) {
        o.usage(QStringLiteral("give --mfu or --achieved-tflops, not both"));
        return o.status();
    }
    const std::optional<Precision> precision =
        parsePrecision(args.value(QStringLiteral("--precision"), QStringLiteral("bf16")));
    if (!precision || (*precision != Precision::Bf16 && *precision != Precision::Fp8)) {
        o.usage(QStringLiteral("--precision is bf16 or fp8 for training"));
        return o.status();
    }
    const QString accountingName =
        args.value(QStringLiteral("--accounting"), QStringLiteral("mixed-adam"));
    if (accountingName != QLatin1String("mixed-adam") &&
        accountingName != QLatin1String("bf16-adam")) {
        o.usage(QStringLiteral("--accounting is mixed-adam or bf16-adam"));
        return o.status();
    }
    const OptimizerAccounting accounting = accountingName == QLatin1String("bf16-adam")
                                               ? OptimizerAccounting::Bf16Adam
                                               : OptimizerAccounting::MixedPrecisionAdam;

    LanguageModel model;
    std::optional<GpuSystem> system;
    double tokens = 0, days = 0, gpusAsked = 0, mfu = 0.4, achieved = 0, activations = -1;
    int seqLen = 4096, microBatch = 1;
    Parallelism parallelism;
    if (!o.openCatalog() || !o.model(model, {}) || !o.system(system) ||
        !o.amount(QStringLiteral("--tokens"), tokens) ||
        !o.amount(QStringLiteral("--days"), days) ||
        !o.amount(QStringLiteral("--gpus"), gpusAsked, 0, 1e8) ||
        !o.amount(QStringLiteral("--mfu"), mfu, 0, 1) ||
        !o.amount(QStringLiteral("--achieved-tflops"), achieved, 0, 1e6) ||
        !o.amount(QStringLiteral("--activations-gb"), activations, -1e-12, 1e6) ||
        !o.whole(QStringLiteral("--tp"), parallelism.tensor, 1, 1 << 20) ||
        !o.whole(QStringLiteral("--pp"), parallelism.pipeline, 1, 1 << 20) ||
        !o.whole(QStringLiteral("--zero"), parallelism.zeroStage, 0, 3) ||
        !o.whole(QStringLiteral("--seq-len"), seqLen, 1, 1 << 24) ||
        !o.whole(QStringLiteral("--micro-batch"), microBatch, 1, 1 << 20))
        return o.status();
    if (parallelism.tensor > system->nvlinkDomain) {
        o.invalid(QStringLiteral("--tp %1 is more than the NVLink domain of %2 (%3 GPUs)")
                      .arg(parallelism.tensor)
                      .arg(system->sku)
                      .arg(system->nvlinkDomain));
        return o.status();
    }
    // Training needs the layer count and width only for the activations estimate.
    if (args.has(QStringLiteral("--params")) &&
        (!o.whole(QStringLiteral("--layers"), model.layers, 1, 1 << 24) ||
         !o.whole(QStringLiteral("--hidden"), model.hiddenSize, 1, 1 << 24)))
        return o.status();
    double pue =
        o.catalog().assumption(costkey::pue) ? o.catalog().assumption(costkey::pue)->value : 1.3;
    if (!o.amount(QStringLiteral("--pue"), pue, 0.999999, 10))
        return o.status();

    const double peak = peakDenseTflops(system->accelerator, *precision);
    if (achieved > 0)
        mfu = achieved / peak;
    else
        achieved = peak * mfu;
    if (activations < 0)
        activations = activationsPerGpuGb(model, seqLen, microBatch, parallelism);

    const double flops = trainingFlops(model.activeParams, tokens);
    const double gpuMemory = system->accelerator.memoryGb;
    const int minGpus =
        leastGpusThatFit(model.params, accounting, parallelism, activations, gpuMemory);
    const TrainingRun run =
        args.has(QStringLiteral("--gpus"))
            ? trainingRunOnGpus(flops, int(std::ceil(gpusAsked)), achieved, *system, pue)
            : trainingRunForDays(flops, days, achieved, *system, pue, minGpus);
    const TrainingMemory memory =
        trainingMemory(model.params, accounting, parallelism, run.gpus, activations);
    const bool fits = memory.perGpuGb <= gpuMemory && minGpus > 0 && run.gpus >= minGpus;

    if (args.has(QStringLiteral("--json"))) {
        QJsonObject json{
            {QStringLiteral("workload"), QStringLiteral("train")},
            {QStringLiteral("model"), o.modelJson(model)},
            {QStringLiteral("system"), system->sku},
            {QStringLiteral("accelerator"), system->accelerator.id},
            {QStringLiteral("precision"), precisionName(*precision)},
            {QStringLiteral("tokens"), tokens},
            {QStringLiteral("flops"), flops},
            {QStringLiteral("peak_tflops_per_gpu"), peak},
            {QStringLiteral("mfu"), mfu},
            {QStringLiteral("achieved_tflops_per_gpu"), achieved},
            {QStringLiteral("gpus"), run.gpus},
            {QStringLiteral("nodes"), run.nodes},
            {QStringLiteral("node"), system->nodeName},
            {QStringLiteral("units"), run.units},
            {QStringLiteral("unit"), system->unitName},
            {QStringLiteral("days"), run.days},
            {QStringLiteral("gpu_hours"), run.gpuHours},
            {QStringLiteral("power_per_gpu_w"), system->powerPerGpuW},
            {QStringLiteral("it_power_mw"), run.itPowerMw},
            {QStringLiteral("pue"), pue},
            {QStringLiteral("facility_power_mw"), run.facilityPowerMw},
            {QStringLiteral("energy_mwh"), run.energyMwh},
            {QStringLiteral("memory"),
             QJsonObject{{QStringLiteral("accounting"), accountingName},
                         {QStringLiteral("weights_gb"), memory.weightsGb},
                         {QStringLiteral("gradients_gb"), memory.gradientsGb},
                         {QStringLiteral("optimizer_gb"), memory.optimizerGb},
                         {QStringLiteral("activations_per_gpu_gb"), memory.activationsPerGpuGb},
                         {QStringLiteral("per_gpu_gb"), memory.perGpuGb},
                         {QStringLiteral("gpu_memory_gb"), gpuMemory},
                         {QStringLiteral("fits"), fits},
                         {QStringLiteral("min_gpus"), minGpus}}},
            {QStringLiteral("parallelism"),
             QJsonObject{{QStringLiteral("tensor"), parallelism.tensor},
                         {QStringLiteral("pipeline"), parallelism.pipeline},
                         {QStringLiteral("data"), memory.dataParallel},
                         {QStringLiteral("zero_stage"), parallelism.zeroStage}}}};
        ctx.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return Ok;
    }
    const QString units =
        run.units > 0 ? QStringLiteral(", ") + plural(run.units, system->unitName) : QString();
    const QString fit =
        minGpus == 0
            ? QStringLiteral("does not fit at any data-parallel width: raise --tp, --pp or --zero")
        : fits ? QStringLiteral("fits (%1 GB of %2 GB per GPU; at least %3 GPUs)")
                     .arg(num(memory.perGpuGb, 1), num(gpuMemory, 0), num(minGpus))
               : QStringLiteral("does not fit: %1 GB per GPU > %2 GB; needs %3 GPUs, %4 more")
                     .arg(num(memory.perGpuGb, 1), num(gpuMemory, 0), num(minGpus),
                          num(minGpus - run.gpus));
    ctx.out << model.name << " on " << count(tokens) << " tokens, " << system->sku << ", "
            << precisionName(*precision) << '\n';
    printRows(
        ctx.out,
        {{QStringLiteral("FLOPs (6 x active params x tokens)"), QString::number(flops, 'e', 3)},
         {QStringLiteral("achieved TFLOP/s per GPU"),
          QStringLiteral("%1 (MFU %2 of %3 dense)")
              .arg(num(achieved, 1), num(mfu * 100, 1) + QLatin1Char('%'), num(peak))},
         {QStringLiteral("GPUs"),
          QStringLiteral("%1 (%2 %3%4)")
              .arg(num(run.gpus), num(run.nodes),
                   system->nodeName + (run.nodes == 1 ? QString() : QStringLiteral("s")), units)},
         {QStringLiteral("days"), num(run.days, 1)},
         {QStringLiteral("GPU-hours"), num(run.gpuHours)},
         {QStringLiteral("power"),
          QStringLiteral("%1 MW IT, %2 MW at PUE %3")
              .arg(num(run.itPowerMw, 2), num(run.facilityPowerMw, 2), num(pue, 2))},
         {QStringLiteral("energy"), num(run.energyMwh) + QStringLiteral(" MWh")},
         {QStringLiteral("memory (whole model)"),
          QStringLiteral("weights %1 GB, gradients %2 GB, optimizer %3 GB (%4)")
              .arg(num(memory.weightsGb), num(memory.gradientsGb), num(memory.optimizerGb),
                   accountingName)},
         {QStringLiteral("per GPU"),
          QStringLiteral("TP %1 x PP %2 x DP %3, ZeRO %4, activations %5 GB: %6")
              .arg(parallelism.tensor)
              .arg(parallelism.pipeline)
              .arg(memory.dataParallel)
              .arg(parallelism.zeroStage)
              .arg(num(memory.activationsPerGpuGb, 1), fit)}});
    return Ok;
}

int infer(const QStringList &list, Context &ctx)
{
    const Arguments args(
        list,
        {QStringLiteral("--model"), QStringLiteral("--params"), QStringLiteral("--active-params"),
         QStringLiteral("--layers"), QStringLiteral("--kv-heads"), QStringLiteral("--head-dim"),
         QStringLiteral("--context"), QStringLiteral("--concurrency"),
         QStringLiteral("--precision"), QStringLiteral("--kv-precision"),
         QStringLiteral("--tokens-per-s"), QStringLiteral("--system"), QStringLiteral("--design")},
        {QStringLiteral("--json")});
    SizeOptions o(args, QStringLiteral("size infer"), ctx);
    if (!args.ok() || !args.positional().isEmpty()) {
        o.usage(args.ok()
                    ? QStringLiteral("unexpected argument \"%1\"").arg(args.positional().first())
                    : args.error());
        return o.status();
    }
    if (!args.has(QStringLiteral("--context")) || !args.has(QStringLiteral("--concurrency"))) {
        o.usage(QStringLiteral("--context C and --concurrency K are required"));
        return o.status();
    }
    InferenceInput in;
    const std::optional<Precision> weights =
        parsePrecision(args.value(QStringLiteral("--precision"), QStringLiteral("bf16")));
    if (!weights) {
        o.usage(QStringLiteral("--precision is bf16, fp16, fp8, int8 or int4"));
        return o.status();
    }
    in.weights = *weights;
    // Weight-only quantisation (INT8, INT4) keeps the cache in FP16; FP8 serving caches in FP8.
    in.kvCache = *weights == Precision::Fp8 ? Precision::Fp8 : Precision::Fp16;
    if (args.has(QStringLiteral("--kv-precision"))) {
        const std::optional<Precision> kv =
            parsePrecision(args.value(QStringLiteral("--kv-precision")));
        if (!kv) {
            o.usage(QStringLiteral("--kv-precision is bf16, fp16, fp8, int8 or int4"));
            return o.status();
        }
        in.kvCache = *kv;
    }
    LanguageModel model;
    std::optional<GpuSystem> system;
    double context = 0, concurrency = 0;
    if (!o.openCatalog() ||
        !o.model(model, {QStringLiteral("--layers"), QStringLiteral("--kv-heads"),
                         QStringLiteral("--head-dim")}) ||
        !o.system(system) || !o.amount(QStringLiteral("--context"), context, 0, 1e9) ||
        !o.amount(QStringLiteral("--concurrency"), concurrency, 0, 1e7) ||
        !o.amount(QStringLiteral("--tokens-per-s"), in.targetTokensPerS, 0, 1e12))
        return o.status();
    in.contextTokens = int(context);
    in.concurrency = int(concurrency);
    const InferenceSizing s = sizeInference(model, in, *system);
    const bool fits = s.gpusPerReplica > 0;

    if (args.has(QStringLiteral("--json"))) {
        QJsonObject json{{QStringLiteral("workload"), QStringLiteral("infer")},
                         {QStringLiteral("model"), o.modelJson(model)},
                         {QStringLiteral("system"), system->sku},
                         {QStringLiteral("accelerator"), system->accelerator.id},
                         {QStringLiteral("precision"), precisionName(in.weights)},
                         {QStringLiteral("kv_precision"), precisionName(in.kvCache)},
                         {QStringLiteral("context"), in.contextTokens},
                         {QStringLiteral("concurrency"), in.concurrency},
                         {QStringLiteral("weights_gb"), s.weightsGb},
                         {QStringLiteral("kv_bytes_per_token"), s.kvBytesPerToken},
                         {QStringLiteral("kv_cache_gb"), s.kvCacheGb},
                         {QStringLiteral("fits"), fits},
                         {QStringLiteral("gpus_per_replica"), s.gpusPerReplica},
                         {QStringLiteral("memory_per_gpu_gb"), s.memoryPerGpuGb},
                         {QStringLiteral("usable_memory_per_gpu_gb"), s.usableMemoryPerGpuGb},
                         {QStringLiteral("decode_tokens_per_s_upper_bound"), s.decodeTokensPerS},
                         {QStringLiteral("prefill_tokens_per_s_upper_bound"), s.prefillTokensPerS},
                         {QStringLiteral("tokens_per_s"), in.targetTokensPerS},
                         {QStringLiteral("replicas"), s.replicas},
                         {QStringLiteral("gpus"), s.gpus},
                         {QStringLiteral("nodes"), s.nodes}};
        ctx.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return Ok;
    }
    ctx.out << model.name << ", " << precisionName(in.weights) << " weights, "
            << precisionName(in.kvCache) << " KV cache, " << num(in.contextTokens) << " tokens x "
            << num(in.concurrency) << " sequences, " << system->sku << '\n';
    std::vector<std::pair<QString, QString>> rows{
        {QStringLiteral("weights"), num(s.weightsGb, 1) + QStringLiteral(" GB")},
        {QStringLiteral("KV cache"), QStringLiteral("%1 GB (%2 bytes per token)")
                                         .arg(num(s.kvCacheGb, 1), num(s.kvBytesPerToken))}};
    if (!fits) {
        rows.emplace_back(QStringLiteral("GPUs per replica"),
                          QStringLiteral("does not fit in one NVLink domain (%1 x %2 GB usable)")
                              .arg(system->nvlinkDomain)
                              .arg(num(s.usableMemoryPerGpuGb, 1)));
        printRows(ctx.out, rows);
        return Ok;
    }
    rows.insert(
        rows.end(),
        {{QStringLiteral("GPUs per replica"),
          QStringLiteral("%1 (%2 of %3 GB usable per GPU)")
              .arg(num(s.gpusPerReplica), num(s.memoryPerGpuGb, 1),
                   num(s.usableMemoryPerGpuGb, 1))},
         {QStringLiteral("decode tokens/s per replica"),
          QStringLiteral("at most %1 (memory bandwidth bound)").arg(num(s.decodeTokensPerS))},
         {QStringLiteral("prefill tokens/s per replica"),
          QStringLiteral("at most %1 (dense peak)").arg(num(s.prefillTokensPerS))},
         {QStringLiteral("replicas"),
          in.targetTokensPerS > 0
              ? QStringLiteral("%1 for %2 tokens/s").arg(num(s.replicas), num(in.targetTokensPerS))
              : num(s.replicas)},
         {QStringLiteral("GPUs"), QStringLiteral("%1 (%2 %3%4)")
                                      .arg(num(s.gpus), num(s.nodes), system->nodeName,
                                           s.nodes == 1 ? QString() : QStringLiteral("s"))}});
    printRows(ctx.out, rows);
    ctx.out << "Throughputs are upper bounds: real serving reaches a fraction of them.\n";
    return Ok;
}

} // namespace

int sizeCommand(const QStringList &args, Context &ctx)
{
    if (args.isEmpty() || args.first() == QLatin1String("--help")) {
        (args.isEmpty() ? ctx.err : ctx.out) << kUsage;
        return args.isEmpty() ? Usage : Ok;
    }
    const QString what = args.first();
    if (what == QLatin1String("train"))
        return train(args.mid(1), ctx);
    if (what == QLatin1String("infer"))
        return infer(args.mid(1), ctx);
    ctx.err << "podcad-cli size: unknown workload \"" << what << "\" (train or infer)\n" << kUsage;
    return Usage;
}

} // namespace podcad::cli

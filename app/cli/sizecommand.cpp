// podcad-cli size train | size infer: parse the options into a WorkloadRequest, evaluate it
// (evaluateWorkload, or proposeWorkload for --propose), print it (sizeoutput.h).
#include "arguments.h"
#include "cli.h"
#include "commands.h"
#include "sizeoptions.h"
#include "sizeoutput.h"
#include "sizeversus.h"
#include "workload/workloadevaluation.h"

#include <cmath>

namespace podcad::cli {
namespace {

const char *const kUsage =
    "Usage: podcad-cli size train (--model ID | --params P [--active-params A] [--layers L\n"
    "                             --hidden H] [SHAPE]) --tokens T (--gpus N | --days D)\n"
    "                             (--system SKU | --design FILE | --propose)\n"
    "                             [--mfu M | --achieved-tflops X] [--precision bf16|fp8]\n"
    "                             [--accounting mixed-adam|bf16-adam] [--tp N] [--pp N]\n"
    "                             [--cp N] [--ep N] [--zero 0..3] [--micro-batch B]\n"
    "                             [--recompute none|selective|full] [--seq-len S]\n"
    "                             [--batch-tokens T] [--versus FILE]\n"
    "                             [--activations-gb G] [--pue P] [--checkpoint-seconds S]\n"
    "                             [--fail ID[,ID...]] [--json]\n"
    "       podcad-cli size infer (--model ID | --params P [--active-params A] --layers L\n"
    "                             --kv-heads H --head-dim D [--hidden H] [SHAPE]) --context C\n"
    "                             --concurrency K\n"
    "                             [--precision bf16|fp16|fp8|int8|int4|fp4] [--kv-precision ...]\n"
    "                             [--tokens-per-s R] (--system SKU | --design FILE | --propose)\n"
    "                             [--prompt-tokens P] [--output-tokens O] [--batch B] [--tp N]\n"
    "                             [--max-tpot-ms T] [--max-ttft-s S] [--json]\n"
    "SHAPE of a custom model: [--heads A] [--ffn F] [--vocab V]\n"
    "                         [--experts E --active-experts K] (a mixture of experts).\n"
    "With --design and neither --gpus nor --days, a training run uses the design's GPUs.\n"
    "--fail (with --design): the run is timed on the design with these devices or links failed.\n"
    "--propose: one row per GPU system of the catalog (training needs --days).\n"
    "Numbers take K, M, B or T suffixes: --tokens 15.6T, --params 70B.\n";
// `size train`'s options as a request, placed on the system or the design (the proposals place
// it themselves); nullopt with the message printed and o.status() set otherwise.
std::optional<WorkloadRequest> parseTrain(const Arguments &args, SizeOptions &o)
{
    if (!args.ok() || !args.positional().isEmpty()) {
        o.usage(args.ok()
                    ? QStringLiteral("unexpected argument \"%1\"").arg(args.positional().first())
                    : args.error());
        return std::nullopt;
    }
    if (!args.has(QStringLiteral("--tokens"))) {
        o.usage(QStringLiteral("--tokens T is required"));
        return std::nullopt;
    }
    const bool propose = args.has(QStringLiteral("--propose"));
    const bool onDesign = args.has(QStringLiteral("--design"));
    if (propose) {
        for (const QString &option :
             {QStringLiteral("--system"), QStringLiteral("--design"), QStringLiteral("--gpus"),
              QStringLiteral("--tp"), QStringLiteral("--pp"), QStringLiteral("--zero"),
              QStringLiteral("--achieved-tflops"), QStringLiteral("--activations-gb"),
              QStringLiteral("--pue"), QStringLiteral("--checkpoint-seconds"),
              QStringLiteral("--fail")})
            if (args.has(option)) {
                o.usage(QStringLiteral("--propose chooses the GPUs, parallelism and design of "
                                       "every system itself: drop %1")
                            .arg(option));
                return std::nullopt;
            }
        if (!args.has(QStringLiteral("--days"))) {
            o.usage(QStringLiteral("--propose needs --days D"));
            return std::nullopt;
        }
    } else if (args.has(QStringLiteral("--gpus")) && args.has(QStringLiteral("--days"))) {
        o.usage(QStringLiteral("give either --gpus N or --days D"));
        return std::nullopt;
    } else if (!onDesign && !args.has(QStringLiteral("--gpus")) &&
               !args.has(QStringLiteral("--days"))) {
        o.usage(QStringLiteral("give either --gpus N or --days D (or --design FILE to use its "
                               "GPUs)"));
        return std::nullopt;
    }
    if (args.has(QStringLiteral("--mfu")) && args.has(QStringLiteral("--achieved-tflops"))) {
        o.usage(QStringLiteral("give --mfu or --achieved-tflops, not both"));
        return std::nullopt;
    }
    const std::optional<Precision> precision =
        parsePrecision(args.value(QStringLiteral("--precision"), QStringLiteral("bf16")));
    if (!precision || (*precision != Precision::Bf16 && *precision != Precision::Fp8)) {
        o.usage(QStringLiteral("--precision is bf16 or fp8 for training"));
        return std::nullopt;
    }
    const QString accountingName =
        args.value(QStringLiteral("--accounting"), QStringLiteral("mixed-adam"));
    if (accountingName != QLatin1String("mixed-adam") &&
        accountingName != QLatin1String("bf16-adam")) {
        o.usage(QStringLiteral("--accounting is mixed-adam or bf16-adam"));
        return std::nullopt;
    }

    WorkloadRequest request;
    LanguageModel &model = request.model;
    std::optional<GpuSystem> &system = request.system;
    double tokens = 0, days = 0, gpusAsked = 0, mfu = kDefaultMfu, achieved = 0;
    int seqLen = kDefaultTrainingSequence;
    TrainingTarget &target = request.training.emplace();
    if (!o.openCatalog() || !o.model(model, {}) || (!propose && !o.system(system)) ||
        !o.amount(QStringLiteral("--tokens"), tokens) ||
        !o.amount(QStringLiteral("--days"), days) ||
        !o.amount(QStringLiteral("--gpus"), gpusAsked, 0, 1e8) ||
        !o.amount(QStringLiteral("--mfu"), mfu, 0, 1) ||
        !o.amount(QStringLiteral("--achieved-tflops"), achieved, 0, 1e6) ||
        !o.amount(QStringLiteral("--activations-gb"), request.activationsGb, -1e-12, 1e6) ||
        !o.amount(QStringLiteral("--checkpoint-seconds"), request.checkpointSeconds, 0, 1e7) ||
        !o.amount(QStringLiteral("--batch-tokens"), target.batchTokens, 0, 1e12) ||
        !o.whole(QStringLiteral("--tp"), target.tensorParallel, 1, 1 << 20) ||
        !o.whole(QStringLiteral("--pp"), target.pipelineParallel, 1, 1 << 20) ||
        !o.whole(QStringLiteral("--cp"), target.contextParallel, 1, 1 << 20) ||
        !o.whole(QStringLiteral("--ep"), target.expertParallel, 1, 1 << 20) ||
        !o.whole(QStringLiteral("--zero"), target.zeroStage, 0, 3) ||
        !o.whole(QStringLiteral("--seq-len"), seqLen, 1, 1 << 24) ||
        !o.whole(QStringLiteral("--micro-batch"), target.microBatch, 1, 1 << 20))
        return std::nullopt;
    if (args.has(QStringLiteral("--recompute"))) {
        target.recompute = args.value(QStringLiteral("--recompute"));
        if (!parseRecompute(target.recompute)) {
            o.usage(QStringLiteral("--recompute is none, selective or full"));
            return std::nullopt;
        }
    }
    // Training needs the layer count and width only for the activations estimate.
    if (args.has(QStringLiteral("--params")) &&
        (!o.whole(QStringLiteral("--layers"), model.layers, 1, 1 << 24) ||
         !o.whole(QStringLiteral("--hidden"), model.hiddenSize, 1, 1 << 24)))
        return std::nullopt;

    target.tokens = tokens;
    if (args.has(QStringLiteral("--gpus")))
        target.gpus = int(std::ceil(gpusAsked));
    if (args.has(QStringLiteral("--days")))
        target.days = days;
    if (args.has(QStringLiteral("--mfu")))
        target.mfu = mfu;
    if (args.has(QStringLiteral("--achieved-tflops")))
        target.achievedTflops = achieved;
    target.precision = precisionName(*precision);
    target.accounting = accountingName;
    target.sequenceTokens = seqLen;

    if (propose)
        return request;
    if (target.tensorParallel > system->nvlinkDomain) {
        o.invalid(QStringLiteral("--tp %1 is more than the NVLink domain of %2 (%3 GPUs)")
                      .arg(target.tensorParallel)
                      .arg(system->sku)
                      .arg(system->nvlinkDomain));
        return std::nullopt;
    }
    if (!o.pue(request.pue))
        return std::nullopt;
    const WorkloadDesign *design = o.design();
    if (design) {
        request.placement = WorkloadPlacement::Design;
        request.design = design;
        request.runAsAsked = true;
    } else {
        request.placement = WorkloadPlacement::System;
    }
    return request;
}
int train(const QStringList &list, Context &ctx)
{
    if (list.contains(QStringLiteral("--versus")))
        return trainVersus(list, ctx, &train);
    const Arguments args(list,
                         {QStringLiteral("--model"),
                          QStringLiteral("--params"),
                          QStringLiteral("--active-params"),
                          QStringLiteral("--layers"),
                          QStringLiteral("--hidden"),
                          QStringLiteral("--heads"),
                          QStringLiteral("--ffn"),
                          QStringLiteral("--vocab"),
                          QStringLiteral("--experts"),
                          QStringLiteral("--active-experts"),
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
                          QStringLiteral("--cp"),
                          QStringLiteral("--ep"),
                          QStringLiteral("--recompute"),
                          QStringLiteral("--batch-tokens"),
                          QStringLiteral("--zero"),
                          QStringLiteral("--seq-len"),
                          QStringLiteral("--micro-batch"),
                          QStringLiteral("--activations-gb"),
                          QStringLiteral("--pue"),
                          QStringLiteral("--checkpoint-seconds"),
                          QStringLiteral("--fail")},
                         {QStringLiteral("--json"), QStringLiteral("--propose")});
    SizeOptions o(args, QStringLiteral("size train"), ctx);
    const std::optional<WorkloadRequest> request = parseTrain(args, o);
    if (!request)
        return o.status();
    const bool json = args.has(QStringLiteral("--json"));
    if (args.has(QStringLiteral("--propose"))) {
        printTrainProposals(ctx.out, o, *request, json);
        return Ok;
    }
    const WorkloadEvaluation e = evaluateWorkload(*request, o.catalog());
    printTrain(ctx.out, o, *request, e, json);
    return Ok;
}

// `size infer`'s options as a request, placed on the system or the design (the proposals place
// it themselves); nullopt with the message printed and o.status() set otherwise.
std::optional<WorkloadRequest> parseInfer(const Arguments &args, SizeOptions &o)
{
    if (!args.ok() || !args.positional().isEmpty()) {
        o.usage(args.ok()
                    ? QStringLiteral("unexpected argument \"%1\"").arg(args.positional().first())
                    : args.error());
        return std::nullopt;
    }
    if (!args.has(QStringLiteral("--context")) || !args.has(QStringLiteral("--concurrency"))) {
        o.usage(QStringLiteral("--context C and --concurrency K are required"));
        return std::nullopt;
    }
    WorkloadRequest request;
    InferenceTarget &target = request.inference.emplace();
    const std::optional<Precision> weights =
        parsePrecision(args.value(QStringLiteral("--precision"), QStringLiteral("bf16")));
    if (!weights) {
        o.usage(QStringLiteral("--precision is bf16, fp16, fp8, int8, int4 or fp4"));
        return std::nullopt;
    }
    target.precision = precisionName(*weights);
    if (args.has(QStringLiteral("--kv-precision"))) {
        const std::optional<Precision> kv =
            parsePrecision(args.value(QStringLiteral("--kv-precision")));
        if (!kv) {
            o.usage(QStringLiteral("--kv-precision is bf16, fp16, fp8, int8, int4 or fp4"));
            return std::nullopt;
        }
        target.kvPrecision = precisionName(*kv);
    }
    const bool propose = args.has(QStringLiteral("--propose"));
    if (propose && (args.has(QStringLiteral("--system")) || args.has(QStringLiteral("--design")))) {
        o.usage(QStringLiteral("--propose compares every system of the catalog: drop --system and "
                               "--design"));
        return std::nullopt;
    }
    LanguageModel &model = request.model;
    std::optional<GpuSystem> &system = request.system;
    double context = 0, concurrency = 0;
    if (!o.openCatalog() ||
        !o.model(model, {QStringLiteral("--layers"), QStringLiteral("--kv-heads"),
                         QStringLiteral("--head-dim")}) ||
        (!propose && !o.system(system)) ||
        !o.amount(QStringLiteral("--context"), context, 0, 1e9) ||
        !o.amount(QStringLiteral("--concurrency"), concurrency, 0, 1e7) ||
        !o.amount(QStringLiteral("--tokens-per-s"), target.tokensPerS, 0, 1e12))
        return std::nullopt;
    target.contextTokens = int(context);
    target.concurrency = int(concurrency);
    ServingOptions &serving = request.serving;
    double maxTpotMs = 0;
    const int big = 1 << 24;
    if (!o.whole(QStringLiteral("--prompt-tokens"), serving.promptTokens, 1, big) ||
        !o.whole(QStringLiteral("--output-tokens"), serving.outputTokens, 1, big) ||
        !o.whole(QStringLiteral("--batch"), serving.batch, 1, big) ||
        !o.whole(QStringLiteral("--tp"), serving.tensorParallel, 1, big) ||
        !o.amount(QStringLiteral("--max-tpot-ms"), maxTpotMs, 0, 1e7) ||
        !o.amount(QStringLiteral("--max-ttft-s"), serving.maxTtftS, 0, 1e7))
        return std::nullopt;
    serving.maxTpotS = maxTpotMs / 1e3;
    if (propose && serving.tensorParallel > 0) {
        o.usage(QStringLiteral("--propose chooses each system's tensor parallelism: drop --tp"));
        return std::nullopt;
    }
    if (!propose && serving.tensorParallel > system->nvlinkDomain) {
        o.invalid(QStringLiteral("--tp %1 is more than the NVLink domain of %2 (%3 GPUs)")
                      .arg(serving.tensorParallel)
                      .arg(system->sku)
                      .arg(system->nvlinkDomain));
        return std::nullopt;
    }
    if (propose)
        return request;
    const WorkloadDesign *design = o.design();
    // FP4 needs FP4 tensor cores: refused on a GPU without them (the proposals fall back instead).
    const GpuSystem *on = system                   ? &*system
                          : design && design->gpus ? &design->gpus->system
                                                   : nullptr;
    if (on) {
        const InferenceInput input = inferenceInput(target, model);
        for (Precision p : {input.weights, input.kvCache})
            if (const QString why = unsupportedPrecision(on->accelerator, p); !why.isEmpty()) {
                o.invalid(QStringLiteral("%1: %2").arg(on->sku, why));
                return std::nullopt;
            }
    }
    request.placement = design ? WorkloadPlacement::Design : WorkloadPlacement::System;
    request.design = design;
    request.runAsAsked = true;
    return request;
}
int infer(const QStringList &list, Context &ctx)
{
    const Arguments args(list,
                         {QStringLiteral("--model"),
                          QStringLiteral("--params"),
                          QStringLiteral("--active-params"),
                          QStringLiteral("--layers"),
                          QStringLiteral("--kv-heads"),
                          QStringLiteral("--head-dim"),
                          QStringLiteral("--hidden"),
                          QStringLiteral("--heads"),
                          QStringLiteral("--ffn"),
                          QStringLiteral("--vocab"),
                          QStringLiteral("--experts"),
                          QStringLiteral("--active-experts"),
                          QStringLiteral("--context"),
                          QStringLiteral("--concurrency"),
                          QStringLiteral("--precision"),
                          QStringLiteral("--kv-precision"),
                          QStringLiteral("--tokens-per-s"),
                          QStringLiteral("--system"),
                          QStringLiteral("--design"),
                          QStringLiteral("--prompt-tokens"),
                          QStringLiteral("--output-tokens"),
                          QStringLiteral("--batch"),
                          QStringLiteral("--tp"),
                          QStringLiteral("--max-tpot-ms"),
                          QStringLiteral("--max-ttft-s")},
                         {QStringLiteral("--json"), QStringLiteral("--propose")});
    SizeOptions o(args, QStringLiteral("size infer"), ctx);
    const std::optional<WorkloadRequest> request = parseInfer(args, o);
    if (!request)
        return o.status();
    const bool json = args.has(QStringLiteral("--json"));
    if (args.has(QStringLiteral("--propose"))) {
        printInferProposals(ctx.out, o, *request, json);
        return Ok;
    }
    const WorkloadEvaluation e = evaluateWorkload(*request, o.catalog());
    printInfer(ctx.out, o, e, json);
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

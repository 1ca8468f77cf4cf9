#include "servingoutput.h"

#include "format/numberformat.h"
#include "planoutput.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonObject>

namespace podcad::cli {
namespace {

using format::count;
using format::number;

QJsonObject pointJson(const ServingPoint &p)
{
    return {{QStringLiteral("batch"), p.batch},
            {QStringLiteral("tpot_s"), p.tpotS},
            {QStringLiteral("ttft_s"), p.ttftS},
            {QStringLiteral("tokens_per_s"), p.tokensPerS},
            {QStringLiteral("tokens_per_s_per_gpu"), p.tokensPerSPerGpu}};
}

QJsonValue limit(double seconds)
{
    return seconds > 0 ? QJsonValue(seconds) : QJsonValue(QJsonValue::Null);
}

QString ms(double seconds)
{
    return number(seconds * 1e3, 1) + QStringLiteral(" ms");
}

// A first token comes in milliseconds on a short prompt and in seconds on a long one.
QString firstTokenTime(double seconds)
{
    return seconds < 1 ? ms(seconds) : number(seconds, 2) + QStringLiteral(" s");
}

} // namespace

QJsonValue servingJson(const std::optional<ServingReport> &serving,
                       const std::optional<ValidationBand> &band)
{
    if (!serving)
        return QJsonValue(QJsonValue::Null);
    const ServingReport &r = *serving;
    const ServingInput &in = r.input;
    QJsonObject o{{QStringLiteral("tp"), r.tensorParallel},
                  {QStringLiteral("prompt_tokens"), in.promptTokens},
                  {QStringLiteral("output_tokens"), in.outputTokens},
                  {QStringLiteral("fits"), r.fits},
                  {QStringLiteral("max_batch"), r.maxBatch},
                  {QStringLiteral("max_tpot_s"), limit(in.maxTpotS)},
                  {QStringLiteral("max_ttft_s"), limit(in.maxTtftS)},
                  {QStringLiteral("memory_efficiency"), in.memoryEfficiency},
                  {QStringLiteral("all_reduce_latency_s"), in.allReduceLatencyS}};
    QJsonArray curve;
    for (const ServingPoint &p : r.curve)
        curve.append(pointJson(p));
    if (r.fits) {
        const ServingPoint &p = r.point;
        o.insert(QStringLiteral("batch"), p.batch);
        o.insert(QStringLiteral("ttft_s"), p.ttftS);
        o.insert(QStringLiteral("tpot_s"), p.tpotS);
        o.insert(QStringLiteral("prefill_s"), p.prefillS);
        o.insert(QStringLiteral("decode_step_s"), p.decodeStepS);
        o.insert(QStringLiteral("tokens_per_s"), p.tokensPerS);
        o.insert(QStringLiteral("tokens_per_s_per_gpu"), p.tokensPerSPerGpu);
        o.insert(QStringLiteral("memory_per_gpu_gb"), p.memoryPerGpuGb);
        o.insert(QStringLiteral("meets_limits"), p.meetsLimits);
        o.insert(QStringLiteral("replicas"), r.replicas);
        o.insert(QStringLiteral("gpus"), r.gpus);
        o.insert(QStringLiteral("validation"),
                 validationJson(band, p.tokensPerS, false, QStringLiteral("tokens_per_s")));
    }
    o.insert(QStringLiteral("curve"), curve);
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(r.notes));
    return o;
}

void printServing(QTextStream &out, const std::optional<ServingReport> &serving,
                  const std::optional<ValidationBand> &band)
{
    if (!serving) {
        out << "Serving: not predicted (it needs the model's layers, hidden size and heads: a "
               "catalog model).\n";
        return;
    }
    const ServingReport &r = *serving;
    const ServingInput &in = r.input;
    out << "Serving on TP " << r.tensorParallel << ", " << count(in.promptTokens) << " prompt + "
        << count(in.outputTokens) << " output tokens per request";
    if (in.maxTpotS > 0)
        out << ", at most " << ms(in.maxTpotS) << " per token";
    if (in.maxTtftS > 0)
        out << ", at most " << firstTokenTime(in.maxTtftS) << " to the first";
    out << ":\n";
    if (r.fits) {
        const ServingPoint &p = r.point;
        TextTable t({QStringLiteral("batch"), QStringLiteral("TTFT"), QStringLiteral("TPOT"),
                     QStringLiteral("tokens/s"), QStringLiteral("tokens/s per GPU"),
                     QStringLiteral("GB per GPU")});
        for (const ServingPoint &c : r.curve)
            t.addRow({count(c.batch), firstTokenTime(c.ttftS), ms(c.tpotS), number(c.tokensPerS),
                      number(c.tokensPerSPerGpu), number(c.memoryPerGpuGb, 1)});
        t.print(out);
        out << "At batch " << count(p.batch) << ": " << firstTokenTime(p.ttftS)
            << " to the first token, " << ms(p.tpotS) << " per output token, "
            << number(p.tokensPerS) << " tokens/s per replica";
        if (band)
            out << " (" << band->rateText(p.tokensPerS, QStringLiteral("tokens/s")) << ")";
        if (in.targetTokensPerS > 0)
            out << "; " << count(r.replicas) << " replicas (" << count(r.gpus) << " GPUs) for "
                << number(in.targetTokensPerS) << " tokens/s";
        out << ".\n";
    }
    for (const QString &note : r.notes)
        out << "Note: " << note << '\n';
}

} // namespace podcad::cli

#include "publishedruns.h"

#include "catalog/catalog.h"
#include "format/csvrecords.h"
#include "perf/planner.h"
#include "perf/serving.h"
#include "perf/trainingplan.h"
#include "sizing/gpusystem.h"
#include "trainingplanrun.h"

#include <QFile>
#include <cmath>

using namespace Qt::StringLiterals;

namespace podcad {
namespace {

// Where the shipped rows live: compiled into the core (core/CMakeLists.txt).
constexpr const char16_t *kTrainingRunsPath = u":/validation/training-runs.csv";
constexpr const char16_t *kServingRunsPath = u":/validation/serving-runs.csv";

// The published figure's bases, and how each converts (docs/performance.md, "Validation"):
// - tokens_per_gpu_s: tokens per second per GPU, compared as it is;
// - model_tflops_causal: model FLOPs per GPU-second with causal attention, as Meta counts them
//   (The Llama 3 Herd of Models, table 4): 6 per parameter and token plus 6*l*s*h per token;
// - megatron_eq3_tflops: Megatron's hardware FLOPs with full recomputation, Narayanan et al.
//   2021 eq. 3: 96*l*h^2*(1 + s/(6h) + V/(16*l*h)) per token;
// - iteration_s: seconds per iteration, converted to tokens/s per GPU = batch * s / (t * GPUs);
// - gpu_hours_per_trillion_tokens: converted to tokens/s per GPU = 1e12 / (hours * 3600).
// FLOPs per token a TFLOP/s basis counts; 0 for the bases compared in tokens/s per GPU.
double basisFlopsPerToken(const QString &basis, const LanguageModel &m, int s)
{
    const double l = m.layers, h = m.hiddenSize, V = m.vocabSize;
    if (basis == u"model_tflops_causal"_s)
        return 6.0 * m.params + 6.0 * l * s * h;
    if (basis == u"megatron_eq3_tflops"_s)
        return 96.0 * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
    return 0;
}

// The published figure on the basis the comparison uses: TFLOP/s for the TFLOP/s bases, else
// tokens/s per GPU.
double publishedCompared(const PublishedRow &row)
{
    const QString basis = rowText(row, u"basis"_s);
    const double published = rowNumber(row, u"published"_s);
    const double gpus = rowNumber(row, u"gpus"_s);
    if (basis == u"iteration_s"_s)
        return rowNumber(row, u"global_batch"_s) * rowNumber(row, u"seq_len"_s) /
               (published * gpus);
    if (basis == u"gpu_hours_per_trillion_tokens"_s)
        return 1e12 / (published * 3600);
    return published;
}

struct ShippedRows final
{
    std::vector<PublishedRow> rows;
    QString error;
};

ShippedRows readShipped(const char16_t *path)
{
    ShippedRows r;
    r.rows = readPublishedRows(QString::fromUtf16(path), &r.error);
    return r;
}

const std::vector<PublishedRow> &shippedRows(const ShippedRows &read, QString *error)
{
    if (error)
        *error = read.error;
    return read.rows;
}

PublishedRunOutcome outcomeOf(const PublishedRow &row, const Catalog &catalog)
{
    PublishedRunOutcome o;
    o.id = rowText(row, u"id"_s);
    o.calibrated = rowText(row, u"calibrated"_s) == u"yes"_s;
    const PublishedRunKind kind = publishedRunKind(row, catalog);
    o.acceleratorId = kind.acceleratorId;
    o.precision = kind.precision.value_or(Precision::Bf16);
    return o;
}

} // namespace

bool PublishedRunOutcome::computed() const
{
    return predicted > 0 && std::isfinite(predicted);
}

double PublishedRunOutcome::error() const
{
    return computed() ? predicted / published - 1 : -1;
}

// Each file read on first use; a static local initialises once, on any thread.
const std::vector<PublishedRow> &publishedTrainingRuns(QString *error)
{
    static const ShippedRows rows = readShipped(kTrainingRunsPath);
    return shippedRows(rows, error);
}

const std::vector<PublishedRow> &publishedServingRuns(QString *error)
{
    static const ShippedRows rows = readShipped(kServingRunsPath);
    return shippedRows(rows, error);
}

std::vector<PublishedRow> readPublishedRows(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot open %1: %2"_s.arg(path, file.errorString());
        return {};
    }
    const std::vector<QStringList> records = format::csvRecords(QString::fromUtf8(file.readAll()));
    if (records.empty()) {
        *error = u"%1 is empty"_s.arg(path);
        return {};
    }
    const QStringList &header = records.front();
    std::vector<PublishedRow> rows;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const QStringList &fields = records[i];
        if (fields.size() == 1 && fields.front().trimmed().isEmpty())
            continue; // a blank line
        if (fields.size() != header.size()) {
            *error = u"%1 record %2: %3 fields, the header has %4"_s.arg(path)
                         .arg(i + 1)
                         .arg(fields.size())
                         .arg(header.size());
            return {};
        }
        PublishedRow row;
        for (qsizetype c = 0; c < header.size(); ++c)
            row[header.at(c).trimmed()] = fields.at(c).trimmed();
        rows.push_back(std::move(row));
    }
    return rows;
}

double rowNumber(const PublishedRow &row, const QString &key, double fallback)
{
    const auto it = row.find(key);
    bool ok = false;
    const double v = it == row.end() ? 0 : it->second.toDouble(&ok);
    return ok ? v : fallback;
}

std::optional<int> rowInteger(const PublishedRow &row, const QString &key)
{
    const auto it = row.find(key);
    bool ok = false;
    const int v = it == row.end() ? 0 : it->second.toInt(&ok);
    return ok ? std::optional<int>(v) : std::nullopt;
}

QString rowText(const PublishedRow &row, const QString &key)
{
    const auto it = row.find(key);
    return it == row.end() ? QString() : it->second;
}

LanguageModel publishedModel(const PublishedRow &row)
{
    LanguageModel m;
    m.id = rowText(row, u"id"_s);
    m.name = rowText(row, u"model"_s);
    m.params = rowNumber(row, u"params"_s);
    m.activeParams = rowNumber(row, u"active_params"_s, m.params);
    m.layers = int(rowNumber(row, u"layers"_s));
    m.hiddenSize = int(rowNumber(row, u"hidden"_s));
    m.attentionHeads = int(rowNumber(row, u"heads"_s));
    m.kvHeads = int(rowNumber(row, u"kv_heads"_s));
    m.headDim = int(rowNumber(row, u"head_dim"_s));
    m.ffnSize = int(rowNumber(row, u"ffn"_s));
    m.vocabSize = int(rowNumber(row, u"vocab"_s));
    m.experts = int(rowNumber(row, u"experts"_s));
    m.activeExperts = int(rowNumber(row, u"active_experts"_s));
    // Long enough for every published sequence (Llama 3's 131,072).
    m.contextTokens = 131072;
    return m;
}

PublishedRunKind publishedRunKind(const PublishedRow &row, const Catalog &catalog)
{
    PublishedRunKind kind;
    if (const auto system = GpuSystem::fromCatalog(catalog, rowText(row, u"system"_s), nullptr))
        kind.acceleratorId = system->accelerator.id;
    kind.precision = parsePrecision(rowText(row, u"precision"_s));
    return kind;
}

PublishedRunOutcome predictPublishedTraining(const PublishedRow &row, const Catalog &catalog)
{
    PublishedRunOutcome o = outcomeOf(row, catalog);
    const LanguageModel model = publishedModel(row);
    const int s = int(rowNumber(row, u"seq_len"_s));
    const QString basis = rowText(row, u"basis"_s);
    const double flopsPerToken = basisFlopsPerToken(basis, model, s);
    o.unit = flopsPerToken > 0 ? u"TFLOP/s"_s : u"tok/s/GPU"_s;
    o.published = publishedCompared(row);
    const auto system = GpuSystem::fromCatalog(catalog, rowText(row, u"system"_s), nullptr);
    const std::optional<Precision> precision = parsePrecision(rowText(row, u"precision"_s));
    if (!system || !precision) {
        o.plan = u"the catalog has no system %1 or the precision %2 is unknown"_s.arg(
            rowText(row, u"system"_s), rowText(row, u"precision"_s));
        return o;
    }
    PlannerRequest r;
    r.model = model;
    r.gpus = int(rowNumber(row, u"gpus"_s));
    r.batchTokens = rowNumber(row, u"global_batch"_s) * s;
    r.shape.sequenceTokens = s;
    r.shape.flashAttention = rowText(row, u"flash_attention"_s) == u"yes"_s;
    r.gpu = stepGpuFor(*system, *precision, catalog);
    r.fabric = runFabricOfSystem(*system);
    // The published layout, fixed; what the publication does not give stays free.
    r.fixed.tp = rowInteger(row, u"tp"_s);
    r.fixed.pp = rowInteger(row, u"pp"_s);
    r.fixed.cp = rowInteger(row, u"cp"_s);
    r.fixed.ep = rowInteger(row, u"ep"_s);
    r.fixed.zero = rowInteger(row, u"zero"_s);
    r.fixed.microBatch = rowInteger(row, u"micro_batch"_s);
    r.fixed.interleave = rowInteger(row, u"vp"_s);
    r.fixed.recompute = parseRecompute(rowText(row, u"recompute"_s));
    r.keep = 1;
    const PlannerResult result = planTraining(r);
    if (const StepPrediction *p = result.best()) {
        const double tokensPerGpu = p->tokensPerS / p->plan.gpus();
        o.predicted = flopsPerToken > 0 ? tokensPerGpu * flopsPerToken / 1e12 : tokensPerGpu;
        o.plan = planText(p->plan);
        if (p->plan.interleave > 1)
            o.plan += u", VP %1"_s.arg(p->plan.interleave);
    } else
        o.plan = result.whyNone;
    return o;
}

PublishedRunOutcome predictPublishedServing(const PublishedRow &row, const Catalog &catalog)
{
    PublishedRunOutcome o = outcomeOf(row, catalog);
    o.unit = u"tok/s/GPU"_s;
    const int tp = int(rowNumber(row, u"tp"_s));
    o.published = tp > 0 ? rowNumber(row, u"published"_s) / tp : 0;
    const auto system = GpuSystem::fromCatalog(catalog, rowText(row, u"system"_s), nullptr);
    const std::optional<Precision> weights = parsePrecision(rowText(row, u"precision"_s));
    const std::optional<Precision> kv = parsePrecision(rowText(row, u"kv_precision"_s));
    if (!system || !weights || !kv || tp <= 0) {
        o.plan = u"the catalog has no system %1, or the precisions or TP are not known"_s.arg(
            rowText(row, u"system"_s));
        return o;
    }
    ServingInput in;
    in.weights = *weights;
    in.kvCache = *kv;
    in.tensorParallel = tp;
    in.promptTokens = int(rowNumber(row, u"prompt_tokens"_s));
    in.outputTokens = int(rowNumber(row, u"output_tokens"_s));
    in.batch = 0; // maximum load: the largest batch memory holds
    const ServingReport report =
        predictServing(publishedModel(row), in, stepGpuFor(*system, in.weights, catalog),
                       runFabricOfSystem(*system));
    if (report.fits) {
        o.predicted = report.point.tokensPerSPerGpu;
        o.plan = u"TP %1, batch %2"_s.arg(in.tensorParallel).arg(report.point.batch);
    } else
        o.plan = report.notes.join(u' ');
    return o;
}

} // namespace podcad

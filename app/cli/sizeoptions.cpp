#include "sizeoptions.h"

#include "analysis/whatif.h"
#include "catalogaccess.h"
#include "cli.h"
#include "perf/runfabricdesign.h"
#include "workload/amount.h"

#include <QFileInfo>
#include <cmath>

namespace podcad::cli {

namespace {

// The shape of a custom model beyond --layers, --hidden, --kv-heads and --head-dim: what the
// step-time model and the memory per GPU need.
const QStringList kShapeOptions{QStringLiteral("--heads"), QStringLiteral("--ffn"),
                                QStringLiteral("--vocab"), QStringLiteral("--experts"),
                                QStringLiteral("--active-experts")};

} // namespace

bool SizeOptions::usage(const QString &message)
{
    mCtx.err << "podcad-cli " << mCommand << ": " << message << " (see podcad-cli --help)\n";
    mStatus = Usage;
    return false;
}

bool SizeOptions::invalid(const QString &message)
{
    mCtx.err << "podcad-cli " << mCommand << ": " << message << '\n';
    mStatus = InvalidInput;
    return false;
}

bool SizeOptions::amount(const QString &option, double &value, double min, double max)
{
    if (!mArgs.has(option))
        return true;
    const std::optional<double> parsed = parseAmount(mArgs.value(option));
    if (!parsed)
        return usage(
            QStringLiteral("%1 needs a number, not \"%2\"").arg(option, mArgs.value(option)));
    const double v = *parsed;
    if (!(v > min && v <= max)) {
        const QString range = std::isinf(max)
                                  ? QStringLiteral("above %1").arg(min)
                                  : QStringLiteral("above %1 and at most %2").arg(min).arg(max);
        return invalid(
            QStringLiteral("%1 must be %2 (got %3)").arg(option, range, mArgs.value(option)));
    }
    value = v;
    return true;
}

bool SizeOptions::whole(const QString &option, int &value, int min, int max)
{
    if (!mArgs.has(option))
        return true;
    bool ok = false;
    const int v = mArgs.value(option).toInt(&ok);
    if (!ok)
        return usage(
            QStringLiteral("%1 needs a whole number, not \"%2\"").arg(option, mArgs.value(option)));
    if (v < min || v > max)
        return invalid(QStringLiteral("%1 must be from %2 to %3 (got %4)")
                           .arg(option)
                           .arg(min)
                           .arg(max)
                           .arg(v));
    value = v;
    return true;
}

bool SizeOptions::openCatalog()
{
    mCatalog = cli::openCatalog(mCtx);
    if (!mCatalog) {
        mStatus = InvalidInput;
        return false;
    }
    return true;
}

bool SizeOptions::model(LanguageModel &model, const QStringList &needed)
{
    const bool byId = mArgs.has(QStringLiteral("--model"));
    const bool byNumbers = mArgs.has(QStringLiteral("--params"));
    if (byId == byNumbers)
        return usage(QStringLiteral("give either --model ID or --params P"));
    if (byId) {
        const QString id = mArgs.value(QStringLiteral("--model"));
        const LanguageModel *m = mCatalog->languageModel(id);
        if (!m) {
            QStringList known;
            for (const LanguageModel *k : mCatalog->languageModels())
                known << k->id;
            return invalid(QStringLiteral("unknown model \"%1\"; known: %2")
                               .arg(id, known.join(QStringLiteral(", "))));
        }
        for (const QString &option : kShapeOptions)
            if (mArgs.has(option))
                return usage(QStringLiteral("%1 describes a model given by --params; --model %2 "
                                            "has its own shape")
                                 .arg(option, id));
        model = *m;
        return true;
    }
    model = {};
    model.id = QStringLiteral("custom");
    model.name = QStringLiteral("custom model");
    if (!amount(QStringLiteral("--params"), model.params))
        return false;
    model.activeParams = model.params;
    if (!amount(QStringLiteral("--active-params"), model.activeParams, 0, model.params))
        return false;
    for (const QString &option : needed)
        if (!mArgs.has(option))
            return usage(QStringLiteral("a model given by --params also needs %1")
                             .arg(needed.join(QStringLiteral(", "))));
    const int big = 1 << 24;
    if (!(whole(QStringLiteral("--layers"), model.layers, 1, big) &&
          whole(QStringLiteral("--hidden"), model.hiddenSize, 1, big) &&
          whole(QStringLiteral("--kv-heads"), model.kvHeads, 1, big) &&
          whole(QStringLiteral("--head-dim"), model.headDim, 1, big) &&
          whole(QStringLiteral("--heads"), model.attentionHeads, 1, big) &&
          whole(QStringLiteral("--ffn"), model.ffnSize, 1, big) &&
          whole(QStringLiteral("--vocab"), model.vocabSize, 1, big) &&
          whole(QStringLiteral("--experts"), model.experts, 1, big)))
        return false;
    // A mixture of experts needs both counts: how many there are and how many a token runs.
    const bool experts = mArgs.has(QStringLiteral("--experts"));
    if (experts != mArgs.has(QStringLiteral("--active-experts")))
        return invalid(experts ? QStringLiteral("--experts needs --active-experts")
                               : QStringLiteral("--active-experts needs --experts"));
    return !experts ||
           whole(QStringLiteral("--active-experts"), model.activeExperts, 1, model.experts);
}

bool SizeOptions::system(std::optional<GpuSystem> &system)
{
    const bool bySku = mArgs.has(QStringLiteral("--system"));
    const bool byDesign = mArgs.has(QStringLiteral("--design"));
    if (bySku == byDesign)
        return usage(QStringLiteral("give either --system SKU (a GPU system such as DGX-H100) or "
                                    "--design FILE"));
    const bool failures = mArgs.has(QStringLiteral("--fail"));
    if (failures && !byDesign)
        return usage(QStringLiteral("--fail ID[,ID...] fails devices or links of --design FILE"));
    QString error;
    if (bySku) {
        system = GpuSystem::fromCatalog(*mCatalog, mArgs.value(QStringLiteral("--system")), &error);
        return system || invalid(error);
    }
    const QString file = mArgs.value(QStringLiteral("--design"));
    // A training run is timed on the drawn fabric's bisection and oversubscription; serving needs
    // counts, power and costs only, so `size infer --design` skips the fabric figures.
    const bool training = mCommand == QLatin1String("size train");
    AnalysisOptions options;
    options.effort = AnalysisEffort::Quick;
    options.fabricFigures = training;
    if (const int status = loadDesignInput(file, mCtx, mDesign, options); status != Ok) {
        mStatus = status;
        return false;
    }
    const QString source = QFileInfo(file).fileName();
    mWorkloadDesign =
        WorkloadDesign::of(mDesign.design(), *mDesign.catalog, mDesign.revision->costs().get(),
                           training ? &mDesign.analysis() : nullptr, source);
    if (!mWorkloadDesign->gpus)
        return invalid(QStringLiteral("%1: %2").arg(file, mWorkloadDesign->why));
    system = mWorkloadDesign->gpus->system;
    return !failures || fail(options, source);
}

bool SizeOptions::fail(const AnalysisOptions &options, const QString &source)
{
    // The failures go through the what-if's own machinery (`podcad-cli whatif --fail`), so the
    // run sees the same figures that command prints.
    std::vector<QString> ids;
    for (const QString &id : mArgs.value(QStringLiteral("--fail")).split(u',', Qt::SkipEmptyParts))
        ids.push_back(id.trimmed());
    if (ids.empty())
        return usage(QStringLiteral("--fail needs at least one device or link id"));
    QString why;
    const std::optional<WhatIf> w = whatIf(mDesign.design(), *mDesign.catalog, ids, options, &why);
    if (!w)
        return invalid(QStringLiteral("%1: %2").arg(mDesign.file, why));
    mWorkloadDesign->fabric =
        runFabricOfDesign(mDesign.design(), *mDesign.catalog, mDesign.analysis().fabrics,
                          mWorkloadDesign->gpus->system, source, &*w);
    return true;
}

bool SizeOptions::pue(std::optional<double> &pue)
{
    double given = 0;
    if (!amount(QStringLiteral("--pue"), given, 0.999999, 10))
        return false;
    if (mArgs.has(QStringLiteral("--pue")))
        pue = given;
    return true;
}

QJsonObject SizeOptions::modelJson(const LanguageModel &model) const
{
    return {{QStringLiteral("id"), model.id},
            {QStringLiteral("name"), model.name},
            {QStringLiteral("params"), model.params},
            {QStringLiteral("active_params"), model.activeParams},
            {QStringLiteral("layers"), model.layers},
            {QStringLiteral("hidden_size"), model.hiddenSize},
            {QStringLiteral("attention_heads"), model.attentionHeads},
            {QStringLiteral("kv_heads"), model.kvHeads},
            {QStringLiteral("head_dim"), model.headDim},
            {QStringLiteral("ffn_size"), model.ffnSize},
            {QStringLiteral("vocab_size"), model.vocabSize},
            {QStringLiteral("experts"), model.experts},
            {QStringLiteral("active_experts"), model.activeExperts}};
}

} // namespace podcad::cli

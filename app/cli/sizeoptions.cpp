#include "sizeoptions.h"

#include "catalogaccess.h"
#include "cli.h"
#include "workload/amount.h"

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
    QString error;
    if (bySku) {
        system = GpuSystem::fromCatalog(*mCatalog, mArgs.value(QStringLiteral("--system")), &error);
        return system || invalid(error);
    }
    const QString file = mArgs.value(QStringLiteral("--design"));
    AnalysisOptions counts;
    counts.effort = AnalysisEffort::Quick;
    counts.fabricFigures = false; // sizing needs counts, power and costs, not bisection
    if (const int status = loadDesignInput(file, mCtx, mDesign, counts); status != Ok) {
        mStatus = status;
        return false;
    }
    const CostSnapshot costs =
        computeCostSnapshot(mDesign.design(), *mDesign.catalog, mDesign.analysis);
    mWorkloadDesign = WorkloadDesign::of(mDesign.design(), *mDesign.catalog, &costs);
    if (!mWorkloadDesign->gpus)
        return invalid(QStringLiteral("%1: %2").arg(file, mWorkloadDesign->why));
    system = mWorkloadDesign->gpus->system;
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

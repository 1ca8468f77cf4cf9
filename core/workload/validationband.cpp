#include "validationband.h"

#include "format/numberformat.h"

#include <algorithm>
#include <array>
#include <functional>

using namespace Qt::StringLiterals;

namespace podcad {
namespace {

// Accelerator ids of the catalog by the architecture NVIDIA builds them on: NVIDIA A100 Tensor
// Core GPU Architecture (NVIDIA, 2020); NVIDIA H100 Tensor Core GPU Architecture (NVIDIA, 2022;
// the H200 and H800 are Hopper parts); NVIDIA Blackwell Architecture Technical Brief (NVIDIA,
// 2024: B200, GB200); NVIDIA Blackwell Ultra announcement, GTC 2025 (B300, GB300); Vera Rubin
// NVL72, announced at GTC 2025 (Rubin, Rubin CPX). https://www.nvidia.com/en-us/data-center/
struct Generation final
{
    const char16_t *idPrefix;
    const char16_t *name;
};
constexpr std::array kGenerations{
    Generation{u"a100", u"Ampere"},          Generation{u"h100", u"Hopper"},
    Generation{u"h200", u"Hopper"},          Generation{u"h800", u"Hopper"},
    Generation{u"b200", u"Blackwell"},       Generation{u"gb200", u"Blackwell"},
    Generation{u"b300", u"Blackwell Ultra"}, Generation{u"gb300", u"Blackwell Ultra"},
    Generation{u"rubin", u"Rubin"},
};

// What a row is before it is predicted: enough to tell whether a band draws on it.
struct RowKind final
{
    QString generation;
    std::optional<Precision> precision;
    bool calibrated = false;
};

// The nearest level of rows with kMinValidationRows predicted, `outcome(i)` predicting row i
// when it is first needed.
std::optional<ValidationBand>
bandOver(const std::vector<RowKind> &kinds,
         const std::function<const PublishedRunOutcome &(std::size_t)> &outcome,
         const QString &acceleratorId, Precision precision)
{
    const QString generation = gpuGeneration(acceleratorId);
    const QString precisionText = precisionName(precision).toUpper();
    struct Level final
    {
        bool sameGeneration;
        bool samePrecision;
        QString like;
    };
    std::vector<Level> levels;
    if (!generation.isEmpty()) {
        levels.push_back({true, true, generation + u' ' + precisionText});
        levels.push_back({true, false, generation});
    }
    levels.push_back({false, true, precisionText});
    levels.push_back({false, false, QString()});
    for (const Level &level : levels) {
        std::vector<std::size_t> rows;
        for (std::size_t i = 0; i < kinds.size(); ++i) {
            const RowKind &k = kinds[i];
            if (k.calibrated || (level.sameGeneration && k.generation != generation) ||
                (level.samePrecision && k.precision != precision))
                continue;
            rows.push_back(i);
        }
        if (int(rows.size()) < kMinValidationRows)
            continue;
        ValidationBand band;
        band.like = level.like;
        bool first = true;
        for (std::size_t i : rows) {
            const PublishedRunOutcome &o = outcome(i);
            if (!o.computed())
                continue;
            const double e = o.error();
            band.errorLow = first ? e : std::min(band.errorLow, e);
            band.errorHigh = first ? e : std::max(band.errorHigh, e);
            first = false;
            band.rowIds << o.id;
        }
        if (band.rows() >= kMinValidationRows)
            return band;
    }
    return std::nullopt;
}

std::optional<ValidationBand>
shippedBand(const Catalog &catalog, const std::vector<PublishedRow> &rows,
            PublishedRunOutcome (*predict)(const PublishedRow &, const Catalog &),
            const QString &acceleratorId, Precision precision)
{
    std::vector<RowKind> kinds;
    kinds.reserve(rows.size());
    for (const PublishedRow &row : rows) {
        const PublishedRunKind kind = publishedRunKind(row, catalog);
        kinds.push_back({gpuGeneration(kind.acceleratorId), kind.precision,
                         rowText(row, u"calibrated"_s) == u"yes"_s});
    }
    std::vector<std::optional<PublishedRunOutcome>> predicted(rows.size());
    return bandOver(
        kinds,
        [&](std::size_t i) -> const PublishedRunOutcome & {
            if (!predicted[i])
                predicted[i] = predict(rows[i], catalog);
            return *predicted[i];
        },
        acceleratorId, precision);
}

// "54.2-66.1 days on 10 published Hopper FP8 runs"
QString rangeWords(std::pair<double, double> range, int decimals, const QString &unit,
                   const QString &runs)
{
    return u"%1-%2 %3 on %4"_s.arg(format::number(range.first, decimals),
                                   format::number(range.second, decimals), unit, runs);
}

} // namespace

QString ValidationBand::runsText() const
{
    const QString count = format::count(rows());
    return like.isEmpty() ? u"%1 published runs"_s.arg(count)
                          : u"%1 published %2 runs"_s.arg(count, like);
}

std::pair<double, double> ValidationBand::durationRange(double predicted) const
{
    return {predicted * (1 + errorLow), predicted * (1 + errorHigh)};
}

std::pair<double, double> ValidationBand::rateRange(double predicted) const
{
    return {predicted / (1 + errorHigh), predicted / (1 + errorLow)};
}

QString ValidationBand::durationText(double predicted, const QString &unit, int decimals) const
{
    return rangeWords(durationRange(predicted), decimals, unit, runsText());
}

QString ValidationBand::rateText(double predicted, const QString &unit) const
{
    return rangeWords(rateRange(predicted), 0, unit, runsText());
}

QString gpuGeneration(const QString &acceleratorId)
{
    for (const Generation &g : kGenerations)
        if (acceleratorId.startsWith(QStringView(g.idPrefix), Qt::CaseInsensitive))
            return QString::fromUtf16(g.name);
    return {};
}

std::optional<ValidationBand> validationBandOf(const std::vector<PublishedRunOutcome> &outcomes,
                                               const QString &acceleratorId, Precision precision)
{
    std::vector<RowKind> kinds;
    kinds.reserve(outcomes.size());
    for (const PublishedRunOutcome &o : outcomes)
        kinds.push_back({gpuGeneration(o.acceleratorId), o.precision, o.calibrated});
    return bandOver(
        kinds, [&](std::size_t i) -> const PublishedRunOutcome & { return outcomes[i]; },
        acceleratorId, precision);
}

std::optional<ValidationBand>
trainingValidationBand(const Catalog &catalog, const QString &acceleratorId, Precision precision)
{
    return shippedBand(catalog, publishedTrainingRuns(), &predictPublishedTraining, acceleratorId,
                       precision);
}

std::optional<ValidationBand>
servingValidationBand(const Catalog &catalog, const QString &acceleratorId, Precision precision)
{
    return shippedBand(catalog, publishedServingRuns(), &predictPublishedServing, acceleratorId,
                       precision);
}

} // namespace podcad

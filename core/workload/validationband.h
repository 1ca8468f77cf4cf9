#pragma once

#include "publishedruns.h"
#include "sizing/precision.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

namespace podcad {

class Catalog;

// How far the performance model was off on the published runs most like a prediction: the
// interval an answer carries ("59.9 days, 54-66 on published runs like this"). The runs are the
// shipped validation rows (publishedruns.h) the model was not calibrated on, nearest first:
// the same GPU generation and precision, else the same generation, else the same precision,
// else all of them, whichever first has kMinValidationRows rows the model predicts.
struct ValidationBand final
{
    QString like;       // "Hopper FP8", "Hopper", "FP8" or empty (every row): the rows drawn on
    QStringList rowIds; // the rows' ids in the validation files
    // predicted / published - 1 on the most pessimistic and the most optimistic of the rows.
    double errorLow = 0;
    double errorHigh = 0;

    int rows() const { return int(rowIds.size()); }
    // "10 published Hopper FP8 runs"
    QString runsText() const;
    // What a duration predicted as `predicted` (days, seconds) came to on those runs: a run
    // predicted (1 + e) times too fast takes (1 + e) times longer. Low first.
    std::pair<double, double> durationRange(double predicted) const;
    // What a rate predicted as `predicted` (tokens/s) came to: predicted / (1 + e). Low first.
    std::pair<double, double> rateRange(double predicted) const;
    // "54.2-66.1 days on 10 published Hopper FP8 runs": durationRange(predicted) with `decimals`
    // and its unit.
    QString durationText(double predicted, const QString &unit, int decimals = 1) const;
    // "1,150-1,420 tokens/s on 12 published Hopper FP8 runs": rateRange(predicted), whole.
    QString rateText(double predicted, const QString &unit) const;
};

// The fewest rows an interval rests on before it widens to less similar runs: two rows give a
// range of two points, three the first with a middle.
inline constexpr int kMinValidationRows = 3;

// The accelerator's GPU generation ("Hopper" for h100-sxm and h200-sxm), by the NVIDIA
// architecture each part is built on; empty for a part of no generation the rows cover.
QString gpuGeneration(const QString &acceleratorId);

// The band over outcomes already predicted (the rows' own accelerators and precisions).
std::optional<ValidationBand> validationBandOf(const std::vector<PublishedRunOutcome> &outcomes,
                                               const QString &acceleratorId, Precision precision);

// The band of a training prediction (the planner's, on `acceleratorId` in `precision`) and of a
// serving prediction, the shipped rows predicted on `catalog`'s systems as they are needed.
std::optional<ValidationBand>
trainingValidationBand(const Catalog &catalog, const QString &acceleratorId, Precision precision);
std::optional<ValidationBand>
servingValidationBand(const Catalog &catalog, const QString &acceleratorId, Precision precision);

} // namespace podcad

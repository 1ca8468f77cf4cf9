#pragma once

#include <QChartView>

namespace podcad {

struct ServingReport;

// Tokens/s per GPU against the time per output token, one point per batch of the serving curve
// (ServingReport::curve), the chosen batch marked and the TPOT limit drawn as a vertical line:
// how much throughput a latency target costs. The Workload dock places it under the inference
// results.
class ServingChart final : public QChartView
{
    Q_OBJECT

public:
    explicit ServingChart(QWidget *parent = nullptr);

    // Redraws from `report` (copied: the chart keeps nothing of it); nullptr or a replica that
    // does not fit empties the chart and says why in the title.
    void setServing(const ServingReport *report);

    // Object names of the series, for tests.
    static inline const QString kCurveSeries = QStringLiteral("servingCurve");
    static inline const QString kChosenSeries = QStringLiteral("servingChosen");
    static inline const QString kLimitSeries = QStringLiteral("servingTpotLimit");
};

} // namespace podcad

#pragma once

#include <QLabel>

class QChart;

namespace podcad {

// A chart's legend as wrapped text under the chart instead of Qt Charts' own, which cuts every
// name to a few letters ("AWS...", "Azur...") once a comparison has more than a handful of offers
// in a dock-sized chart. Lists the series (lines, scatter), pie slices and bar sets with a swatch
// in their colour and their whole name, followed by the series' detail (costcharts::
// kDetailProperty) unless compact; a compact legend puts the details in its tooltip instead.
// refresh() after the chart is refilled.
class ChartLegend final : public QLabel
{
    Q_OBJECT
public:
    ChartLegend(QChart *chart, double pointSize, bool compact, QWidget *parent = nullptr);

    void refresh();
    // The names listed, in order, for tests.
    QStringList names() const { return mNames; }

private:
    QChart *mChart;
    bool mCompact;
    QStringList mNames;
};

} // namespace podcad

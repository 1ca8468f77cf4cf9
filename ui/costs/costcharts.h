#pragma once

#include <QString>

class QChart;

namespace podcad {

struct Analysis;
class Bom;
struct CloudComparisonResult;
struct Tco;

// The cost charts, filled from core results so that the Costs panel and presentation mode draw the
// same thing. Each function clears the chart and rebuilds its series and axes.
namespace costcharts {

// Object names, so tests and styles can find the series.
inline const QString kOnPremSeries = QStringLiteral("onPrem");
inline const QString kCloudSeriesPrefix = QStringLiteral("cloud:"); // + offer id + ":" + term
inline const QString kBreakEvenSeries = QStringLiteral("breakEven");
// A series' second line of legend text ("break-even month 11"), kept out of its name so that a
// compact legend can show names only (ChartLegend).
inline constexpr const char *kDetailProperty = "legendDetail";

// Cumulative cost over the horizon: on-prem (CapEx, then OpEx per month) and one line per
// comparison row (offer and term), with the break-even points (months where on-prem becomes the
// cheaper) marked on the on-prem line. `large`: bigger fonts, for presentation mode.
void fillComparison(QChart *chart, const Tco &onPrem, const CloudComparisonResult &cloud,
                    bool large = false);

// Where the money goes over the horizon: hardware by group, then energy, facility, support and
// staff for all years. The slices add up to the TCO before the residual value (CapEx + years x
// OpEx).
void fillBreakdown(QChart *chart, const Tco &tco, const Bom &bom);

// Max power per rack against its limit; at most `maxRacks` bars (the highest), the title says so.
void fillRackPower(QChart *chart, const Analysis &analysis, int maxRacks = 40);

} // namespace costcharts
} // namespace podcad

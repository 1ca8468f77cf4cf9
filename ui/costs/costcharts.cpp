#include "costcharts.h"

#include "analysis/analysis.h"
#include "cloudoffertext.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/tco.h"
#include "format/moneyformat.h"
#include "format/moneyscale.h"
#include "format/percentformat.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace podcad::costcharts {
namespace {

void clear(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis; // removeAxis hands ownership back
    }
}

// Distinct colours in a fixed order, so an offer keeps its colour as the figures change.
QColor seriesColour(int i)
{
    static const QColor colours[] = {QColor(0xd6, 0x27, 0x28), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                                     QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
    return colours[i % int(std::size(colours))];
}

// On-demand is the default way to buy an offer: the legend names only the others.
QString termLabel(CloudTerm term)
{
    return term == CloudTerm::OnDemand ? QString()
                                       : QStringLiteral(", ") + cloudoffertext::term(term);
}

void setFonts(QChart *chart, bool large)
{
    QFont title = chart->titleFont();
    title.setPointSizeF(large ? 16 : 10);
    title.setBold(true);
    chart->setTitleFont(title);
    QFont legend = chart->legend()->font();
    legend.setPointSizeF(large ? 12 : 8.5);
    chart->legend()->setFont(legend);
}

void styleAxis(QAbstractAxis *axis, bool large)
{
    QFont f = axis->labelsFont();
    f.setPointSizeF(large ? 12 : 8.5);
    axis->setLabelsFont(f);
    QFont t = axis->titleFont();
    t.setPointSizeF(large ? 12 : 8.5);
    t.setBold(false);
    axis->setTitleFont(t);
}

} // namespace

void fillComparison(QChart *chart, const Tco &onPrem, const CloudComparisonResult &cloud,
                    bool large)
{
    clear(chart);
    setFonts(chart, large);
    const int months = 12 * std::max(1, onPrem.years);
    const double capex = onPrem.capexUsd, opexMonth = onPrem.opexUsdPerYear / 12.0;
    double maxY = capex + months * opexMonth;
    for (const CloudComparison &c : cloud.rows)
        maxY = std::max(maxY, c.cloudCumulativeUsd(months));
    // An empty design costs nothing: a zero-height axis would make Qt's nice numbers NaN.
    maxY = std::max(maxY, 1.0);
    const format::MoneyScale scale = format::moneyScale(maxY);

    auto *onPremLine = new QLineSeries;
    onPremLine->setObjectName(kOnPremSeries);
    onPremLine->setName(QStringLiteral("On-prem"));
    onPremLine->setProperty(kDetailProperty,
                            QStringLiteral("CapEx %1, then %2/month")
                                .arg(format::usdShort(capex), format::usdShort(opexMonth)));
    onPremLine->append(0, capex / scale.divisor);
    onPremLine->append(months, (capex + months * opexMonth) / scale.divisor);
    QPen pen(QColor(0x1f, 0x77, 0xb4));
    pen.setWidthF(large ? 4 : 3);
    onPremLine->setPen(pen);
    chart->addSeries(onPremLine);

    auto *marks = new QScatterSeries;
    marks->setObjectName(kBreakEvenSeries);
    marks->setName(QStringLiteral("Break-even"));
    marks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    marks->setMarkerSize(large ? 14 : 10);
    marks->setColor(Qt::black);
    marks->setBorderColor(Qt::white);

    int i = 0;
    for (const CloudComparison &c : cloud.rows) {
        auto *line = new QLineSeries;
        line->setObjectName(kCloudSeriesPrefix + c.offerId + u':' + cloudTermKey(c.term));
        line->setName(c.provider + u' ' + c.instance + termLabel(c.term));
        // In the words of every other view ("break-even month 14", "not within 5 years").
        line->setProperty(kDetailProperty, QStringLiteral("break-even ") + c.breakEvenText());
        if (c.breakEvenMonthWithinHorizon())
            marks->append(*c.breakEvenMonths,
                          c.onPremCumulativeUsd(*c.breakEvenMonths) / scale.divisor);
        line->append(0, 0);
        line->append(months, c.cloudCumulativeUsd(months) / scale.divisor);
        QPen p(seriesColour(i++));
        p.setWidthF(large ? 2.5 : 1.8);
        p.setStyle(Qt::DashLine);
        line->setPen(p);
        chart->addSeries(line);
    }
    chart->addSeries(marks);

    auto *x = new QValueAxis;
    x->setRange(0, months);
    x->setTickCount(std::min(onPrem.years, 10) + 1);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(QStringLiteral("Month"));
    auto *y = new QValueAxis;
    const double top = maxY / scale.divisor * 1.05;
    y->setRange(0, top);
    if (large) {
        y->setLabelFormat(top >= 20 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
        y->setTitleText(QStringLiteral("Cumulative cost, ") + scale.suffix);
        y->applyNiceNumbers();
    } else {
        // A dock's chart is a few rows high: too short for a vertical title (Qt Charts cuts it to
        // "USD mi...", so the chart's title gives the unit) or for more than three or four labels
        // (elided to "..."), which a round step apart are.
        const double magnitude = std::pow(10.0, std::floor(std::log10(top / 2)));
        double step = magnitude;
        for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
            if (m * magnitude * 2 <= top)
                step = m * magnitude;
        y->setTickType(QValueAxis::TicksDynamic);
        y->setTickAnchor(0);
        y->setTickInterval(step);
        y->setLabelFormat(QStringLiteral("%g")); // the scale keeps values under 1,000: "2.5", "500"
    }
    styleAxis(x, large);
    styleAxis(y, large);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // A dock's tab already says "On-prem vs Cloud": its chart's title gives the unit and the
    // terms in a line that fits a 1280x720 dock, where every row of text is a row less of plot.
    const QString terms = QStringLiteral("%1 years, utilization %2")
                              .arg(onPrem.years)
                              .arg(format::percent(onPrem.assumptions.value(costkey::loadFactor)));
    chart->setTitle(large ? QStringLiteral("On-prem versus cloud over %1").arg(terms)
                          : QStringLiteral("%1 over %2").arg(scale.suffix, terms));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setVisible(true);
    if (cloud.rows.empty())
        chart->setTitle(chart->title() + QStringLiteral(" - no cloud offer to compare"));
}

void fillBreakdown(QChart *chart, const Tco &tco, const Bom &bom)
{
    clear(chart);
    setFonts(chart, false);
    const double years = tco.years;
    const double compute = bom.subtotalUsd(BomCategory::Compute);
    const double network =
        bom.subtotalUsd(BomCategory::NetworkSwitches) + bom.subtotalUsd(BomCategory::OpticsCables);
    const double storage = bom.subtotalUsd(BomCategory::Storage);
    // Everything else in CapEx, so the slices add up: racks, PDUs, management, install and tax.
    const double other = tco.capexUsd - compute - network - storage;
    const std::pair<QString, double> parts[] = {
        {QStringLiteral("Compute"), compute},
        {QStringLiteral("Network"), network},
        {QStringLiteral("Storage"), storage},
        {QStringLiteral("Racks, mgmt, install"), other},
        {QStringLiteral("Power"), tco.energyUsdPerYear * years},
        {QStringLiteral("Facility"), tco.facilityUsdPerYear * years},
        {QStringLiteral("Support"), tco.supportUsdPerYear * years},
        {QStringLiteral("Staff"), tco.staffUsdPerYear * years},
    };
    double sum = 0;
    for (const auto &[label, v] : parts)
        sum += std::max(0.0, v);
    auto *pie = new QPieSeries;
    pie->setObjectName(QStringLiteral("breakdown"));
    pie->setHoleSize(0.35);
    for (const auto &[label, v] : parts) {
        if (v <= 0)
            continue; // a zero slice only clutters the legend
        QPieSlice *slice = pie->append(
            QStringLiteral("%1 %2 (%3)")
                .arg(label, format::usdShort(v), format::percent(sum > 0 ? v / sum : 0)),
            v);
        slice->setProperty("part", label);
    }
    chart->addSeries(pie);
    chart->setTitle(
        QStringLiteral("Cost over %1 years: %2").arg(tco.years).arg(format::usdShort(sum)));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setVisible(true);
}

void fillRackPower(QChart *chart, const Analysis &analysis, int maxRacks)
{
    clear(chart);
    setFonts(chart, false);
    std::vector<const RackReport *> racks;
    for (const RackReport &r : analysis.racks)
        racks.push_back(&r);
    const int total = int(racks.size());
    if (total > maxRacks) {
        std::stable_sort(racks.begin(), racks.end(), [](const RackReport *a, const RackReport *b) {
            return a->maxKw > b->maxKw;
        });
        racks.resize(size_t(maxRacks));
    }
    auto *used = new QBarSet(QStringLiteral("Max kW"));
    auto *limit = new QBarSet(QStringLiteral("Limit kW"));
    used->setColor(QColor(0x1f, 0x77, 0xb4));
    limit->setColor(QColor(0xc8, 0xc8, 0xc8));
    QStringList names;
    double maxKw = 1;
    for (const RackReport *r : racks) {
        names << (r->name.isEmpty() ? r->rackId : r->name);
        *used << r->maxKw;
        *limit << r->powerLimitKw;
        maxKw = std::max({maxKw, r->maxKw, r->powerLimitKw});
    }
    auto *series = new QBarSeries;
    series->setObjectName(QStringLiteral("rackPower"));
    series->append(used);
    series->append(limit);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(names);
    if (names.size() > 8)
        x->setLabelsAngle(-60);
    auto *y = new QValueAxis;
    y->setRange(0, maxKw * 1.1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(QStringLiteral("kW"));
    y->applyNiceNumbers();
    styleAxis(x, false);
    styleAxis(y, false);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setTitle(
        total > maxRacks
            ? QStringLiteral("Power per rack: the %1 highest of %2 racks").arg(maxRacks).arg(total)
            : QStringLiteral("Power per rack (%1 racks)").arg(total));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setVisible(true);
}

} // namespace podcad::costcharts

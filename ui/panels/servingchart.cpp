#include "servingchart.h"

#include "format/numberformat.h"
#include "perf/serving.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace podcad {

ServingChart::ServingChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setServing(nullptr);
}

void ServingChart::setServing(const ServingReport *report)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    if (!report || !report->fits || report->curve.empty()) {
        c->setTitle(report ? tr("Serving: the replica does not fit")
                           : tr("Serving: no prediction (the model needs its layer shape)"));
        return;
    }
    // Short, to stay whole in a narrow dock: the axes say what is plotted against what.
    c->setTitle(tr("Serving on TP %1, per GPU").arg(report->tensorParallel));

    auto *curve = new QLineSeries;
    curve->setObjectName(kCurveSeries);
    curve->setName(tr("batch 1 to %1").arg(format::count(report->curve.back().batch)));
    curve->setPointsVisible(true);
    double maxX = 0, maxY = 0;
    for (const ServingPoint &p : report->curve) {
        curve->append(p.tpotS * 1e3, p.tokensPerSPerGpu);
        maxX = std::max(maxX, p.tpotS * 1e3);
        maxY = std::max(maxY, p.tokensPerSPerGpu);
    }
    c->addSeries(curve);

    // Each point's batch as its label: a one-point series whose label format is the batch itself.
    std::vector<QScatterSeries *> labels;
    for (const ServingPoint &p : report->curve) {
        auto *label = new QScatterSeries;
        label->append(p.tpotS * 1e3, p.tokensPerSPerGpu);
        label->setMarkerSize(0);
        label->setPointLabelsFormat(format::count(p.batch));
        label->setPointLabelsVisible(true);
        label->setPointLabelsClipping(false);
        c->addSeries(label);
        labels.push_back(label);
    }

    const ServingPoint &chosen = report->point;
    auto *mark = new QScatterSeries;
    mark->setObjectName(kChosenSeries);
    mark->setName(tr("batch %1: %2 ms, %3 tokens/s per GPU")
                      .arg(format::count(chosen.batch), format::number(chosen.tpotS * 1e3, 1),
                           format::number(chosen.tokensPerSPerGpu)));
    mark->setMarkerSize(12);
    mark->append(chosen.tpotS * 1e3, chosen.tokensPerSPerGpu);
    maxX = std::max(maxX, chosen.tpotS * 1e3);
    maxY = std::max(maxY, chosen.tokensPerSPerGpu);
    c->addSeries(mark);

    QLineSeries *limit = nullptr;
    if (report->input.maxTpotS > 0) {
        const double x = report->input.maxTpotS * 1e3;
        maxX = std::max(maxX, x);
        limit = new QLineSeries;
        limit->setObjectName(kLimitSeries);
        limit->setName(tr("TPOT limit %1 ms").arg(format::number(x, 1)));
        QPen pen(Qt::red);
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        limit->setPen(pen);
        limit->append(x, 0);
        limit->append(x, maxY * 1.1);
        c->addSeries(limit);
    }

    auto *x = new QValueAxis;
    x->setTitleText(tr("time per output token (ms)"));
    x->setRange(0, maxX * 1.1);
    x->setLabelFormat(QStringLiteral("%.0f"));
    auto *y = new QValueAxis;
    // Short enough to run whole along the plot at the chart's least height (issue 39: "tokens/s
    // per GPU" was cut there); the chart's title says the figure is per GPU.
    y->setTitleText(tr("tokens/s"));
    y->setRange(0, maxY * 1.15);
    y->setLabelFormat(QStringLiteral("%.0f"));
    // Round ticks (0, 10, 20 ms), not fractions of the widest point.
    x->applyNiceNumbers();
    y->applyNiceNumbers();
    if (limit) // from the x axis to the top of the plot, wherever the nice numbers put it
        limit->replace(1, QPointF(limit->at(1).x(), y->max()));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : c->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    for (QScatterSeries *label : labels)
        for (QLegendMarker *marker : c->legend()->markers(label))
            marker->setVisible(false);
}

} // namespace podcad

// The serving chart: one point per batch of the curve, the chosen batch marked, the TPOT limit
// drawn where the report puts it; grabbed at 1280x720 and 1920x1080 (PODCAD_TEST_SHOTS=dir saves
// servingchart-WxH.png).
#include "panels/servingchart.h"
#include "perf/serving.h"
#include "perffixtures.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>

using namespace podcad;

namespace {

// Llama 3.1 70B in BF16 on 8 x H100 SXM.
ServingReport llama70bOnH100(double maxTpotS)
{
    StepGpu gpu;
    gpu.accelerator = test::h100Sxm();
    RunFabric fabric;
    fabric.nvlinkDomain = 8;
    fabric.scaleUpGBps = 450;
    ServingInput in;
    in.kvCache = Precision::Bf16;
    in.tensorParallel = 8;
    in.promptTokens = 1000;
    in.outputTokens = 1000;
    in.maxTpotS = maxTpotS;
    return predictServing(test::llama70b(), in, gpu, fabric);
}

template<typename Series> Series *series(ServingChart &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName() == name)
            return qobject_cast<Series *>(s);
    return nullptr;
}

} // namespace

class TestServingChart final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pointsPerBatchAndLimit_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void pointsPerBatchAndLimit()
    {
        QFETCH(QSize, size);
        const ServingReport report = llama70bOnH100(0.020);
        ServingChart chart;
        chart.setServing(&report);
        auto *curve = series<QLineSeries>(chart, ServingChart::kCurveSeries);
        QVERIFY(curve);
        QCOMPARE(curve->count(), qsizetype(report.curve.size()));
        for (qsizetype i = 0; i < curve->count(); ++i) {
            QCOMPARE(curve->at(i).x(), report.curve[size_t(i)].tpotS * 1e3);
            QCOMPARE(curve->at(i).y(), report.curve[size_t(i)].tokensPerSPerGpu);
        }
        auto *chosen = series<QScatterSeries>(chart, ServingChart::kChosenSeries);
        QVERIFY(chosen);
        QCOMPARE(chosen->at(0).x(), report.point.tpotS * 1e3);
        auto *limit = series<QLineSeries>(chart, ServingChart::kLimitSeries);
        QVERIFY(limit);
        QCOMPARE(limit->at(0).x(), 20.0);
        QCOMPARE(limit->at(1).x(), 20.0);
        // The chosen batch sits left of the limit, the last batch right of it.
        QCOMPARE_LE(chosen->at(0).x(), 20.0);
        QCOMPARE_GT(curve->at(curve->count() - 1).x(), 20.0);

        chart.resize(size);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const QImage shot = chart.grab().toImage();
        QCOMPARE(shot.size(), size * chart.devicePixelRatio());
        if (const QString dir = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !dir.isEmpty())
            shot.save(QStringLiteral("%1/servingchart-%2x%3.png")
                          .arg(dir)
                          .arg(size.width())
                          .arg(size.height()));
    }

    // The chart's and the axes' titles whole at the chart's smallest height, in a dock's width
    // (issue 39: the y axis title was cut in the Workload dock): each title's text width against
    // the chart's width or the side of the plot area it runs along.
    void axisTitlesAreWhole_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("320") << 320;
        QTest::newRow("480") << 480;
    }

    void axisTitlesAreWhole()
    {
        QFETCH(int, width);
        const ServingReport report = llama70bOnH100(0.020);
        ServingChart chart;
        chart.setServing(&report);
        chart.resize(width, chart.minimumHeight());
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QTest::qWait(20);
        if (const QString dir = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !dir.isEmpty())
            chart.grab().save(QStringLiteral("%1/servingchart-least-%2.png").arg(dir).arg(width));
        const QRectF plot = chart.chart()->plotArea();
        QVERIFY(!plot.isEmpty());
        const double title =
            QFontMetricsF(chart.chart()->titleFont()).horizontalAdvance(chart.chart()->title());
        QVERIFY2(title <= chart.chart()->size().width() - 8,
                 qPrintable(QStringLiteral("the title: %1 px in %2 px")
                                .arg(title)
                                .arg(chart.chart()->size().width())));
        for (QAbstractAxis *axis : chart.chart()->axes()) {
            const double text =
                QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
            const double room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
            QVERIFY2(text <= room, qPrintable(QStringLiteral("\"%1\": %2 px along %3 px")
                                                  .arg(axis->titleText())
                                                  .arg(text)
                                                  .arg(room)));
        }
    }

    void emptyWithoutReport()
    {
        ServingChart chart;
        const ServingReport report = llama70bOnH100(0.020);
        chart.setServing(&report);
        chart.setServing(nullptr);
        QVERIFY(chart.chart()->series().isEmpty());
        QVERIFY(chart.chart()->title().contains(QStringLiteral("no prediction")));
    }
};

QTEST_MAIN(TestServingChart)
#include "tst_servingchart.moc"

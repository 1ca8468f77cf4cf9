// The Costs panel and presentation mode, driven through the real window on the bundled sample:
// a unit price edited in the BOM table moves the BOM total and the CapEx by what a hand
// calculation says, undo and redo restore them exactly, the override survives a save; the filter,
// the comparison chart's series; the presentation sliders change the figures as the formulas say.
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/costassumptions.h"
#include "costs/bomtablemodel.h"
#include "costs/chartlegend.h"
#include "costs/costcharts.h"
#include "costs/costspanel.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "presentation/presentationmode.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QApplication>
#include <QChart>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPointer>
#include <QScatterSeries>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>
#include <memory>

using namespace podcad;

class TestCosts final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    std::optional<Catalog> mCatalog;
    QTemporaryDir mDir;

    CostsPanel *panel() const { return mWindow->costsPanel(); }
    QUndoStack *undo() const { return mWindow->document()->undoStack(); }

    // The BOM total as the core computes it for the window's design right now: the oracle.
    double coreBomTotal() const { return Bom::build(mWindow->design(), *mCatalog).totalUsd(); }

    void waitForCosts()
    {
        QTRY_VERIFY(!panel()->isPending());
        QVERIFY(panel()->snapshot().valid);
    }

    int rowOf(const QString &sku) const
    {
        BomTableModel *m = panel()->bomModel();
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->data(m->index(r, BomTableModel::Sku)).toString() == sku)
                return r;
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QApplication::setOrganizationName(QStringLiteral("PodCAD-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_costs"));
        QSettings().clear();
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        QVERIFY(mDir.isValid());
    }

    void init()
    {
        mWindow = test::openWindow(QSize(1500, 1000));
        QVERIFY(mWindow);
        mWindow->showCosts();
        waitForCosts();
    }

    void cleanup() { test::closeWindow(mWindow); }

    void unitPriceEditMovesTotalsAndUndoes()
    {
        const QString sku = QStringLiteral("MQM9700-NS2F");
        // Two QM9700 rail leaves in the sample, counted from the design, not from the table.
        int quantity = 0;
        for (const auto &[id, device] : mWindow->design().devices())
            quantity += device.sku == sku;
        QCOMPARE(quantity, 2);
        const DeviceModel *model = mCatalog->model(sku);
        QVERIFY(model && model->listPriceUsd > 0);
        const double catalogPrice = model->listPriceUsd;
        const double newPrice = catalogPrice + 5000;

        const double bomBefore = panel()->snapshot().bom.totalUsd();
        const double capexBefore = panel()->snapshot().tco.capexUsd;
        QCOMPARE(bomBefore, coreBomTotal());
        const CostAssumptions a = CostAssumptions::resolve(mWindow->design(), *mCatalog);
        const double markup = 1 + (a.value(costkey::installPct) + a.value(costkey::taxPct)) / 100.0;

        BomTableModel *m = panel()->bomModel();
        const int row = rowOf(sku);
        QVERIFY(row >= 0);
        QCOMPARE(m->data(m->index(row, BomTableModel::Quantity)).toInt(), quantity);
        QVERIFY(m->editable(row));
        QVERIFY(m->setData(m->index(row, BomTableModel::UnitPrice), newPrice));
        QCOMPARE(mWindow->design().priceOverrides.at(sku), newPrice);
        waitForCosts();
        // By hand: 2 switches x $5,000 more, and CapEx carries installation and tax on top.
        QCOMPARE(panel()->snapshot().bom.totalUsd(), bomBefore + quantity * 5000.0);
        QCOMPARE(panel()->snapshot().bom.totalUsd(), coreBomTotal());
        QVERIFY(std::abs(panel()->snapshot().tco.capexUsd -
                         (capexBefore + quantity * 5000.0 * markup)) < 1e-6);
        QVERIFY(m->hasSkuOverride(rowOf(sku)));

        undo()->undo();
        QVERIFY(!mWindow->design().priceOverrides.count(sku));
        waitForCosts();
        QCOMPARE(panel()->snapshot().bom.totalUsd(), bomBefore);
        QCOMPARE(panel()->snapshot().tco.capexUsd, capexBefore);
        undo()->redo();
        waitForCosts();
        QCOMPARE(panel()->snapshot().bom.totalUsd(), bomBefore + quantity * 5000.0);

        // The override is part of the design file.
        const QString path = mDir.filePath(QStringLiteral("priced.podcad"));
        QVERIFY(mWindow->saveFileAs(path));
        LoadResult loaded = DesignFile::read(path);
        QVERIFY(loaded.design);
        QCOMPARE(loaded.design->priceOverrides.at(sku), newPrice);
    }

    void filterNarrowsTheTable()
    {
        BomTableModel *m = panel()->bomModel();
        int expected = 0;
        for (int r = 0; r < m->rowCount(); ++r)
            for (int c = 0; c < BomTableModel::ColumnCount; ++c)
                if (m->data(m->index(r, c))
                        .toString()
                        .contains(QLatin1String("osfp"), Qt::CaseInsensitive)) {
                    ++expected;
                    break;
                }
        QVERIFY(expected > 0 && expected < m->rowCount());
        QTest::keyClicks(panel()->bomFilter(), QStringLiteral("osfp"));
        QCOMPARE(panel()->bomProxy()->rowCount(), expected);
        panel()->bomFilter()->clear();
        QCOMPARE(panel()->bomProxy()->rowCount(), m->rowCount());
    }

    void comparisonChartHasEveryOfferAndItsBreakEven()
    {
        const CostSnapshot &s = panel()->snapshot();
        QVERIFY(!s.cloud.rows.empty());
        QChart *chart = panel()->comparisonChart();
        int onPrem = 0, cloud = 0, marks = -1;
        for (QAbstractSeries *series : chart->series()) {
            if (series->objectName() == costcharts::kOnPremSeries)
                ++onPrem;
            else if (series->objectName().startsWith(costcharts::kCloudSeriesPrefix))
                ++cloud;
            else if (series->objectName() == costcharts::kBreakEvenSeries)
                marks = int(static_cast<QScatterSeries *>(series)->count());
        }
        QCOMPARE(onPrem, 1);
        QCOMPARE(cloud, int(s.cloud.rows.size()));
        int expectedMarks = 0;
        for (const CloudComparison &c : s.cloud.rows)
            expectedMarks += c.breakEvenMonths && *c.breakEvenMonths <= s.tco.years * 12;
        QVERIFY(expectedMarks > 0); // the sample breaks even against the 8-GPU instances
        QCOMPARE(marks, expectedMarks);

        // The legend under the chart names every offer in full (Qt's own cut them to "AWS..."),
        // and its tooltip says which break even when.
        const ChartLegend *legend = panel()->comparisonLegend();
        QVERIFY(!chart->legend()->isVisible());
        const QStringList names = legend->names();
        QCOMPARE(names.size(), 1 + cloud + 1); // on-prem, offers, break-even marks
        QCOMPARE(names.first(), QStringLiteral("On-prem"));
        for (const CloudComparison &c : s.cloud.rows) {
            const QString name = c.provider + u' ' + c.instance;
            QVERIFY2(std::any_of(names.begin(), names.end(),
                                 [&](const QString &n) { return n.startsWith(name); }),
                     qPrintable(name));
            if (c.breakEvenMonth && *c.breakEvenMonths <= s.tco.years * 12)
                QVERIFY(legend->toolTip().contains(
                    QStringLiteral("break-even month %1").arg(*c.breakEvenMonth)));
        }
        QVERIFY(!legend->text().contains(QStringLiteral("...")));
    }

    void presentationPowerInKilowattsBelowAMegawatt()
    {
        // Below 1 MW the figure is in kW: a 42 kW pod reads "42.0 kW", not "0.04 MW".
        PresentationMode *page = mWindow->present();
        QVERIFY(page);
        QTRY_VERIFY(page->figure(QStringLiteral("power"))->property("value").toDouble() > 0);
        const double kw = mWindow->analysis().totals.itPowerMaxKw;
        QVERIFY2(kw > 1 && kw < 1000, "the sample is a small pod");
        QCOMPARE(page->figure(QStringLiteral("power"))->property("value").toDouble(), kw);
        QCOMPARE(page->figure(QStringLiteral("power"))->text(),
                 QLocale(QLocale::English, QLocale::UnitedStates).toString(kw, 'f', 1));
        auto *caption = page->findChild<QLabel *>(QStringLiteral("caption_power"));
        QVERIFY(caption);
        QCOMPARE(caption->text(), QStringLiteral("kW IT power (max)"));
    }

    void presentationSlidersFollowTheFormulas()
    {
        PresentationMode *page = mWindow->present();
        QVERIFY(page);
        QTRY_VERIFY(page->figure(QStringLiteral("opex"))->property("value").toDouble() > 0);
        auto opexAt = [&](int cents) {
            page->electricitySlider()->setValue(cents);
            return page->figure(QStringLiteral("opex"))->property("value").toDouble();
        };
        page->utilizationSlider()->setValue(50);
        const double at10 = opexAt(10), at20 = opexAt(20), at30 = opexAt(30);
        // Energy = P_it x utilization x PUE x 8,760 h x $/kWh: linear in the price, and each
        // 10 cents per kWh adds exactly this (P from the core analysis, PUE from the assumptions).
        const Analysis analysis = analyze(mWindow->design(), *mCatalog);
        const CostAssumptions a = CostAssumptions::resolve(mWindow->design(), *mCatalog);
        const double per10Cents = analysis.totals.itPowerMaxKw * 0.5 * a.value(costkey::pue) *
                                  a.value(costkey::hoursPerYear) * 0.10;
        QVERIFY2(std::abs((at20 - at10) - per10Cents) < 0.01,
                 qPrintable(QStringLiteral("%1 vs %2").arg(at20 - at10).arg(per10Cents)));
        QVERIFY(std::abs((at30 - at20) - per10Cents) < 0.01);

        // Utilization moves energy and the cost per GPU-hour; the horizon moves the TCO.
        const double gpuHourAt50 =
            page->figure(QStringLiteral("gpuhour"))->property("value").toDouble();
        page->utilizationSlider()->setValue(100);
        QVERIFY(page->figure(QStringLiteral("gpuhour"))->property("value").toDouble() <
                gpuHourAt50);
        page->horizonSlider()->setValue(3);
        const double tco3 = page->figure(QStringLiteral("tco"))->property("value").toDouble();
        page->horizonSlider()->setValue(5);
        const double tco5 = page->figure(QStringLiteral("tco"))->property("value").toDouble();
        const double opex = page->figure(QStringLiteral("opex"))->property("value").toDouble();
        QVERIFY(std::abs((tco5 - tco3) - 2 * opex) < 0.01 * opex); // two more years of OpEx
        // The sliders are what-ifs: the design keeps its own assumptions.
        QVERIFY(!mWindow->design().assumptions.values.count(costkey::electricity));

        QPointer<PresentationMode> guard(page); // Esc may delete the page
        QTest::keyClick(page, Qt::Key_Escape);
        QTRY_VERIFY(!guard || !guard->isVisible());
    }
};

QTEST_MAIN(TestCosts)
#include "tst_costs.moc"

// The Costs panel and presentation mode, driven through the real window on the bundled sample:
// a unit price edited in the BOM table moves the BOM total and the CapEx by what a hand
// calculation says, undo and redo restore them exactly, the override survives a save; the filter,
// the comparison chart's series; the presentation sliders change the figures as the formulas say.
#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/costassumptions.h"
#include "cost/costsnapshot.h"
#include "costs/bomtablemodel.h"
#include "costs/chartlegend.h"
#include "costs/costcharts.h"
#include "costs/costspanel.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "layoutchecks.h"
#include "mainwindow/mainwindow.h"
#include "panels/workloadpanel.h"
#include "presentation/presentationmode.h"
#include "presentation/workloadpage.h"
#include "session/document.h"
#include "session/livesession.h"
#include "testpaths.h"
#include "windowfixture.h"
#include "workload/workloadevaluation.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPointer>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
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
    double coreBomTotal() const
    {
        return Bom::build(mWindow->design(), *mCatalog,
                          CablePlan::build(mWindow->design(), *mCatalog))
            .totalUsd();
    }

    void waitForCosts()
    {
        QTRY_VERIFY(!panel()->isPending());
        QVERIFY(panel()->snapshot().valid);
    }

    // The window again at 1280x720 (a laptop, a meeting-room projector), the sample's costs shown.
    void reopenAt1280x720()
    {
        test::closeWindow(mWindow);
        mWindow = test::openWindow(QSize(1280, 720));
        QVERIFY(mWindow);
        mWindow->showCosts();
        waitForCosts();
    }

    // A DGX SuperPOD of `sus` SUs of `system`, as the template makes it.
    std::optional<Design> superPod(const QString &system, int sus) const
    {
        SuperPodOptions o;
        o.system = system;
        o.sus = sus;
        QString why;
        std::optional<Design> pod = generateSuperPod(*mCatalog, o, &why);
        if (!pod)
            qWarning("%s", qPrintable(why));
        return pod;
    }

    QTableView *yearsTable() const
    {
        return panel()->findChild<QTableView *>(QStringLiteral("tcoYears"));
    }

    // The text item that shows `text` whole in `chart`, or null.
    static const QGraphicsTextItem *axisTitle(const QChart *chart, const QString &text)
    {
        std::vector<const QGraphicsItem *> items{chart};
        while (!items.empty()) {
            const QGraphicsItem *item = items.back();
            items.pop_back();
            if (const auto *t = dynamic_cast<const QGraphicsTextItem *>(item);
                t && t->isVisible() && t->toPlainText() == text)
                return t;
            for (const QGraphicsItem *child : item->childItems())
                items.push_back(child);
        }
        return nullptr;
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

    // At 1280x720 on a 64-SU SuperPOD (the largest figures the templates make): no BOM or TCO
    // cell is elided, quantities have thousands separators, the comparison chart's axis titles
    // are whole and inside the chart. PODCAD_TEST_SHOTS saves the dock's tabs.
    void nothingElidedAt1280x720OnA64SuPod()
    {
        // As a person gets there: the sample's costs shown first, then the big pod.
        reopenAt1280x720();
        std::optional<Design> pod = superPod(QStringLiteral("dgx-h100"), 64);
        QVERIFY(pod);
        mWindow->newFromDesign(std::move(*pod));
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isPending() && panel()->snapshot().valid &&
                                     panel()->snapshot().analysis->totals.gpus > 16000,
                                 120000);
        QApplication::processEvents();
        const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS");
        auto *tables = panel()->findChild<QTabWidget *>(QStringLiteral("costTables"));
        QVERIFY(tables);
        QStringList elided;
        for (int tab = 0; tab < 2; ++tab) {
            tables->setCurrentIndex(tab);
            QApplication::processEvents();
            const std::vector<QTableView *> views =
                tab == 0 ? std::vector<QTableView *>{panel()->bomView()}
                         : std::vector<QTableView *>{static_cast<QTableView *>(panel()->tcoTable()),
                                                     yearsTable()};
            for (QTableView *view : views)
                elided << test::elidedCells(view);
            // The figures in sight without scrolling sideways: the TCO's every column, the BOM's
            // all but the description (last, so that a long one scrolls instead).
            for (QTableView *view : views)
                for (int c = 0; c < view->model()->columnCount(); ++c) {
                    const QHeaderView *header = view->horizontalHeader();
                    if (view == panel()->bomView() && c == BomTableModel::Description)
                        continue;
                    if (header->sectionViewportPosition(c) < 0 ||
                        header->sectionViewportPosition(c) + header->sectionSize(c) >
                            view->viewport()->width())
                        elided << QStringLiteral("%1 column %2 out of sight")
                                      .arg(view->objectName())
                                      .arg(c);
                }
            if (!shots.isEmpty())
                mWindow->grab().save(
                    QStringLiteral("%1/costs-64su-1280x720-tab%2.png").arg(shots).arg(tab));
        }
        QVERIFY2(elided.isEmpty(), qPrintable(elided.join(u'\n')));

        // Thousands separators: 16,376 GPUs' worth of lines have four- and five-digit counts.
        BomTableModel *m = panel()->bomModel();
        int large = 0;
        for (int r = 0; r < m->rowCount(); ++r) {
            const int quantity = m->index(r, BomTableModel::Quantity).data(Qt::UserRole).toInt();
            const QString shown = m->index(r, BomTableModel::Quantity).data().toString();
            QCOMPARE(shown, QLocale(QLocale::English, QLocale::UnitedStates).toString(quantity));
            large += quantity >= 1000;
        }
        QVERIFY(large >= 5);

        // The comparison chart's axis titles: whole (Qt Charts cuts a title that does not fit its
        // axis) and inside the chart's view.
        QChartView *chart = panel()->findChild<QChartView *>(QStringLiteral("comparisonChart"));
        QVERIFY(chart && chart->isVisible());
        for (QAbstractAxis *axis : chart->chart()->axes()) {
            const QGraphicsTextItem *title = axisTitle(chart->chart(), axis->titleText());
            QVERIFY2(
                title,
                qPrintable(QStringLiteral("\"%1\" is not shown whole").arg(axis->titleText())));
            const QRect shown = chart->mapFromScene(title->sceneBoundingRect()).boundingRect();
            QVERIFY2(chart->viewport()->rect().contains(shown),
                     qPrintable(QDebug::toString(shown)));
        }
        // Nor is any tick label elided: a short plot gets fewer labels, not "...".
        std::vector<const QGraphicsItem *> items{chart->chart()};
        int labels = 0;
        while (!items.empty()) {
            const QGraphicsItem *item = items.back();
            items.pop_back();
            if (const auto *t = dynamic_cast<const QGraphicsTextItem *>(item);
                t && t->isVisible()) {
                ++labels;
                QVERIFY2(!t->toPlainText().contains(u"...") &&
                             !t->toPlainText().contains(u'\u2026'),
                         qPrintable(t->toPlainText()));
            }
            for (const QGraphicsItem *child : item->childItems())
                items.push_back(child);
        }
        QVERIFY(labels >= 8); // the title, two axis titles' worth of ticks
    }

    // The headline names the offer its break-even is against as the chart's line is (provider,
    // instance and term), and says when offers for another GPU stand in for the design's: on a
    // DGX B300 pod (no B300 offer in the catalog; the cheapest is a B200 spot price) and on the
    // sample (H100 offers, on-demand the cheapest). Presentation mode says the same.
    void headlineNamesTheOfferAndAStandIn_data()
    {
        QTest::addColumn<QString>("system"); // empty: the sample
        QTest::addColumn<QString>("term");
        QTest::addColumn<QString>("standIn");
        QTest::newRow("B300") << QStringLiteral("dgx-b300") << QStringLiteral("spot")
                              << QStringLiteral(
                                     "B200 offers stand in: no B300 (Blackwell Ultra SXM) offer "
                                     "in the catalog");
        QTest::newRow("H100 sample") << QString() << QStringLiteral("on-demand") << QString();
    }

    void headlineNamesTheOfferAndAStandIn()
    {
        QFETCH(QString, system);
        QFETCH(QString, term);
        QFETCH(QString, standIn);
        reopenAt1280x720();
        if (!system.isEmpty()) {
            std::optional<Design> pod = superPod(system, 1);
            QVERIFY(pod);
            mWindow->newFromDesign(std::move(*pod));
            QTRY_VERIFY_WITH_TIMEOUT(!panel()->isPending() && panel()->snapshot().valid &&
                                         panel()->snapshot().inputs.acceleratorId == u"b300",
                                     60000);
        }
        // The oracle: core's cheapest row for the design as it is.
        const CostSnapshot core = computeCostSnapshot(mWindow->design(), *mCatalog);
        const CloudComparison *cheapest = cheapestCloud(core.cloud);
        QVERIFY(cheapest);
        QCOMPARE(cheapest->exactGpu, standIn.isEmpty());
        const QString offer =
            QStringLiteral("%1 %2, %3").arg(cheapest->provider, cheapest->instance, term);

        const auto *summaryLabel = panel()->findChild<QLabel *>(QStringLiteral("costSummary"));
        QTextDocument summary;
        summary.setHtml(summaryLabel->text());
        const QString headline = summary.toPlainText();
        QVERIFY2(headline.contains(QStringLiteral("vs ") + offer), qPrintable(headline));
        // Whole: as tall as its text wrapped at its width.
        QVERIFY(summaryLabel->height() >= summaryLabel->heightForWidth(summaryLabel->width()));
        const auto *note = panel()->findChild<QLabel *>(QStringLiteral("costCloudNote"));
        QCOMPARE(note->isVisible(), !standIn.isEmpty());
        if (!standIn.isEmpty()) {
            QCOMPARE(note->text(), standIn);
            QVERIFY(note->width() >= note->sizeHint().width());
            QVERIFY(note->toolTip().contains(u"cloud GPUs match"));
        }
        QTest::qWait(50); // the chart's new axes are laid out with deferred events
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mWindow->grab().save(QStringLiteral("%1/costs-headline-%2.png")
                                     .arg(shots, QString::fromLatin1(QTest::currentDataTag())));

        PresentationMode *page = mWindow->present();
        QVERIFY(page);
        QTRY_VERIFY(page->figure(QStringLiteral("tco"))->property("value").toDouble() > 0);
        const QString caption =
            page->findChild<QLabel *>(QStringLiteral("caption_breakeven"))->text();
        QVERIFY2(caption.contains(offer), qPrintable(caption));
        QCOMPARE(page->cloudNote()->isVisible(), !standIn.isEmpty());
        if (!standIn.isEmpty())
            QCOMPARE(page->cloudNote()->text(), standIn);
        page->close();
    }

    // Every source a person reads names a public document: the Assumptions tab's Source column,
    // the BOM's price sources and the sources of a workload's figures (its model and the cloud
    // offers its run is priced at), on the sample and on a 64-SU SuperPOD. None cites the
    // project's own notes; each that is not an estimate (or plain arithmetic) gives a link. No
    // text of the Workload dock or of presentation mode's pages cites the notes either.
    void noSourceCitesPrivateNotes_data()
    {
        QTest::addColumn<int>("sus"); // 0: the sample
        QTest::newRow("sample") << 0;
        QTest::newRow("64-SU SuperPOD") << 64;
    }

    void noSourceCitesPrivateNotes()
    {
        QFETCH(int, sus);
        std::optional<Design> design = sus == 0 ? DesignFile::read(test::basePodSample()).design
                                                : superPod(QStringLiteral("dgx-h100"), sus);
        QVERIFY(design);
        Workload w;
        w.modelId = QStringLiteral("llama-3.1-8b");
        TrainingTarget t;
        t.tokens = 100e9;
        t.gpus = 32;
        w.training = t;
        design->workload = w;
        AnalysisOptions quick;
        quick.effort = AnalysisEffort::Quick;
        const int gpus = analyze(*design, *mCatalog, quick).totals.gpus;
        mWindow->newFromDesign(std::move(*design));
        LiveSession *session = mWindow->session();
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isPending() && panel()->snapshot().valid &&
                                     panel()->snapshot().analysis->totals.gpus == gpus &&
                                     !session->isWorkloadPending() && session->workload(),
                                 60000);

        QStringList problems;
        auto check = [&problems](const QString &where, const QString &source, bool estimate) {
            static const QRegularExpression privateNote(QStringLiteral("seeds/|DOMAIN(\\.md| ?§)"));
            if (privateNote.match(source).hasMatch())
                problems << QStringLiteral("%1 cites private notes: %2").arg(where, source);
            else if (!estimate && !source.startsWith(u"estimate") &&
                     !source.startsWith(u"arithmetic:") && !source.contains(u"http"))
                problems << QStringLiteral("%1 names no link: %2").arg(where, source);
        };

        auto *assumptions = panel()->findChild<QTableWidget *>(QStringLiteral("costAssumptions"));
        QVERIFY(assumptions);
        const auto &entries = panel()->snapshot().assumptions.entries();
        QCOMPARE(assumptions->rowCount(), int(entries.size()));
        QCOMPARE(assumptions->horizontalHeaderItem(3)->text(), QStringLiteral("Source"));
        for (int r = 0; r < assumptions->rowCount(); ++r) {
            const CostAssumption &a = entries[size_t(r)];
            if (a.overridden) // the design's own value has no document
                continue;
            check(QStringLiteral("assumption %1").arg(a.key), assumptions->item(r, 3)->text(),
                  a.provenance.estimate);
            // Its date on hover.
            QVERIFY(!a.provenance.sourceDate.isEmpty());
            QVERIFY(assumptions->item(r, 3)->toolTip().endsWith(
                QStringLiteral("(%1)").arg(a.provenance.sourceDate)));
        }

        BomTableModel *bom = panel()->bomModel();
        for (int r = 0; r < bom->rowCount(); ++r) {
            const QModelIndex source = bom->index(r, BomTableModel::Source);
            if (source.data().toString() == u"catalog" || source.data().toString() == u"estimate")
                check(QStringLiteral("price of %1")
                          .arg(bom->index(r, BomTableModel::Sku).data().toString()),
                      source.data(Qt::ToolTipRole).toString(),
                      source.data().toString() == u"estimate");
        }

        const std::shared_ptr<const WorkloadEvaluation> evaluation = session->workload();
        QVERIFY(evaluation->ok() && evaluation->trainingCost);
        check(QStringLiteral("model %1").arg(evaluation->model.name),
              evaluation->model.provenance.source, evaluation->model.provenance.estimate);
        QVERIFY(!evaluation->trainingCost->cloud.empty());
        for (const CloudRunCost &c : evaluation->trainingCost->cloud)
            check(QStringLiteral("offer %1").arg(c.offerId), c.provenance.source,
                  c.provenance.estimate);

        mWindow->showWorkload();
        QWidget *dock = mWindow->workloadPanel();
        QTRY_VERIFY(dock->isVisible());
        QStringList shown;
        for (const QLabel *l : dock->findChildren<QLabel *>())
            shown << l->text() << l->toolTip();
        for (const QAbstractItemView *v : dock->findChildren<QAbstractItemView *>()) {
            const QAbstractItemModel *m = v->model();
            for (int r = 0; m && r < m->rowCount(); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    shown << m->index(r, c).data().toString()
                          << m->index(r, c).data(Qt::ToolTipRole).toString();
        }
        for (const QWidget *w : dock->findChildren<QWidget *>())
            shown << w->toolTip();
        QVERIFY(shown.join(QString()).contains(u"GPU-hours")); // the run's figures are read
        // And presentation mode's pages, the costs and the workload.
        PresentationMode *page = mWindow->present();
        QVERIFY(page);
        QTRY_VERIFY(page->pageCount() == 2 && !page->workloadPage()->isComputing() &&
                    page->workloadPage()->evaluation().trainingCost.has_value());
        for (const QLabel *l : page->findChildren<QLabel *>())
            shown << l->text() << l->toolTip();
        page->close();
        for (const QString &text : std::as_const(shown))
            if (text.contains(u"seeds/") || text.contains(u"DOMAIN"))
                problems << QStringLiteral("shown: %1").arg(text);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
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

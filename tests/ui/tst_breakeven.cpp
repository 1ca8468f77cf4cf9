// One break-even answer: for the same design and offers, the Costs dock's headline,
// presentation mode's figure, podcad-cli compare (JSON and text) and the PDF report say the same
// break-even in the same words: "month N" within the horizon, "not within N years" beyond it.
// The oracle is core's comparison of the design (cheapestCloud, CloudComparison::breakEvenText),
// and each case checks that it is the case it claims (within or beyond the horizon).
#include "catalog/catalog.h"
#include "cli/cli.h"
#include "cost/costsnapshot.h"
#include "costs/costspanel.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "presentation/presentationmode.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPointer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>

using namespace podcad;

class TestBreakEven final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    QTemporaryDir mDir;

    static QString plain(const QString &html)
    {
        QTextDocument doc;
        doc.setHtml(html);
        return doc.toPlainText().simplified();
    }

    static int cli(const QStringList &args, QString *out)
    {
        QString err;
        QTextStream o(out), e(&err);
        const int status = cli::run(args, o, e);
        o.flush();
        e.flush();
        if (status != 0)
            qWarning("%s", qPrintable(err));
        return status;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        QVERIFY(mDir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext (poppler-utils) reads the PDF report's text");
    }

    void everyViewSaysTheSame_data()
    {
        QTest::addColumn<double>("utilization");
        QTest::addColumn<int>("years");
        QTest::addColumn<double>("dgxPriceUsd"); // a negotiated price per DGX, 0: the catalog's
        QTest::addColumn<bool>("within");
        // The cheapest offer for the sample's H100 is billed by the GPU-hour: against the catalog
        // price on-prem does not catch up within the horizon, busy or idle (the case).
        QTest::newRow("catalog price, 80 %, 5 years") << 0.8 << 5 << 0.0 << false;
        QTest::newRow("idle pod, 1 year") << 0.05 << 1 << 0.0 << false;
        // A pod bought cheaply and kept busy does.
        QTest::newRow("cheap busy pod, 5 years") << 0.95 << 5 << 20000.0 << true;
        // Not on a slider step: presentation mode must show the design's value, not 74 %.
        QTest::newRow("cheap busy pod, 73.7 %, 3 years") << 0.737 << 3 << 20000.0 << true;
        QTest::newRow("cheap idle pod, 5 years") << 0.05 << 5 << 20000.0 << false;
    }

    void everyViewSaysTheSame()
    {
        QFETCH(double, utilization);
        QFETCH(int, years);
        QFETCH(double, dgxPriceUsd);
        QFETCH(bool, within);
        auto loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design);
        Design design = *loaded.design;
        design.assumptions.values[costkey::loadFactor] = utilization;
        design.assumptions.values[costkey::years] = years;
        if (dgxPriceUsd > 0)
            design.priceOverrides[QStringLiteral("DGX-H100")] = dgxPriceUsd;
        const QString path = mDir.filePath(QStringLiteral("breakeven-%1.podcad")
                                               .arg(QString::fromUtf8(QTest::currentDataTag()))
                                               .replace(u' ', u'-')
                                               .remove(u'%')
                                               .remove(u','));
        QString error;
        QVERIFY2(DesignFile::write(design, path, &error), qPrintable(error));

        // The oracle: core's comparison of the design as the file holds it.
        const CostSnapshot core = computeCostSnapshot(*DesignFile::read(path).design, *mCatalog);
        QVERIFY(core.valid);
        const CloudComparison *cheapest = cheapestCloud(core.cloud);
        QVERIFY(cheapest);
        QCOMPARE(cheapest->horizonYears, years);
        QCOMPARE(bool(cheapest->breakEvenMonthWithinHorizon()), within);
        const QString words = cheapest->breakEvenText();
        if (within) {
            QCOMPARE(words, QStringLiteral("month %1").arg(*cheapest->breakEvenMonth));
            QVERIFY(*cheapest->breakEvenMonth <= 12 * years);
        } else {
            QCOMPARE(words, years == 1 ? QStringLiteral("not within 1 year")
                                       : QStringLiteral("not within %1 years").arg(years));
        }

        // The Costs dock.
        MainWindow window;
        window.resize(1500, 1000);
        window.show();
        QVERIFY(window.openFile(path));
        window.showCosts();
        CostsPanel *costs = window.costsPanel();
        QTRY_VERIFY_WITH_TIMEOUT(!costs->isPending() && costs->snapshot().valid, 20000);
        auto *summary = costs->findChild<QLabel *>(QStringLiteral("costSummary"));
        QVERIFY(summary);
        QTRY_VERIFY(!summary->text().isEmpty());
        QVERIFY2(plain(summary->text())
                     .contains(QStringLiteral("Cloud break-even %1 vs %2 %3")
                                   .arg(words, cheapest->provider, cheapest->instance)),
                 qPrintable(plain(summary->text())));

        // Presentation mode, sliders as it opens (the design's values).
        QPointer<PresentationMode> page = window.present();
        QVERIFY(page);
        QLabel *figure = page->figure(QStringLiteral("breakeven"));
        QTRY_COMPARE(figure->text(), words);
        QCOMPARE(page->scenario().cloud.rows.size(), core.cloud.rows.size());
        // The design's own values, not the sliders' rounded ones: the same figures to the cent.
        QCOMPARE(page->scenario().tco.totalUsd, core.tco.totalUsd);
        if (within)
            QCOMPARE(figure->property("value").toDouble(), *cheapest->breakEvenMonths);
        QCOMPARE(figure->toolTip(), cheapest->provider + u' ' + cheapest->instance);
        page->close();

        // podcad-cli compare --json: the cheapest row, and that row among the offers.
        QString json;
        QCOMPARE(cli({QStringLiteral("compare"), path, QStringLiteral("--json")}, &json), 0);
        const QJsonObject c = QJsonDocument::fromJson(json.toUtf8()).object();
        const QJsonObject best = c.value(QStringLiteral("cheapest")).toObject();
        QCOMPARE(best.value(QStringLiteral("offer_id")).toString(), cheapest->offerId);
        QCOMPARE(best.value(QStringLiteral("term")).toString(), cloudTermKey(cheapest->term));
        QCOMPARE(best.value(QStringLiteral("break_even")).toString(), words);
        QCOMPARE(best.value(QStringLiteral("break_even_month")).isNull(), !within);
        if (within)
            QCOMPARE(best.value(QStringLiteral("break_even_month")).toInt(),
                     *cheapest->breakEvenMonth);
        bool found = false;
        for (const QJsonValue &v : c.value(QStringLiteral("offers")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("offer_id")).toString() != cheapest->offerId ||
                o.value(QStringLiteral("term")).toString() != cloudTermKey(cheapest->term))
                continue;
            found = true;
            QCOMPARE(o.value(QStringLiteral("break_even")).toString(), words);
            QCOMPARE(o.value(QStringLiteral("break_even_month")).isNull(), !within);
        }
        QVERIFY(found);

        // podcad-cli compare, text.
        QString text;
        QCOMPARE(cli({QStringLiteral("compare"), path}, &text), 0);
        QVERIFY2(text.contains(QStringLiteral("cheapest: %1 %2 (%3 %4), break-even %5\n")
                                   .arg(cheapest->provider, cheapest->instance, cheapest->offerId,
                                        cloudTermKey(cheapest->term), words)),
                 qPrintable(text));

        // The PDF report (podcad-cli tco -o report.pdf), read back with pdftotext.
        const QString pdf = mDir.filePath(QStringLiteral("report.pdf"));
        QString ignored;
        QCOMPARE(cli({QStringLiteral("tco"), path, QStringLiteral("-o"), pdf}, &ignored), 0);
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString pdfText = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY2(pdfText.contains(QStringLiteral("Cheapest cloud: %1 %2 (%3 %4), break-even %5")
                                      .arg(cheapest->provider, cheapest->instance,
                                           cheapest->offerId, cloudTermKey(cheapest->term), words)),
                 qPrintable(pdfText.right(3000)));
        window.document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestBreakEven)
#include "tst_breakeven.moc"

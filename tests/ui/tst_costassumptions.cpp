// The Costs dock's Assumptions tab edits the design's assumptions: a value typed into it is the
// design's (one undo step, saved in the file), the figures follow (energy in proportion to the
// electricity price, the facility power to the PUE), the window's TCO export then
// equals `podcad-cli tco --set KEY=VALUE` on the file as it was, bad values are refused with one
// line and the cell shows the value in force again, and Use Catalog Value takes a value back.
#include "cli/commands.h"
#include "costs/assumptionstable.h"
#include "costs/costspanel.h"
#include "export/costexport.h"
#include "io/designfile.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "session/livesession.h"
#include "windowfixture.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QUndoStack>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

const QString kElectricity = u"electricity_usd_per_kwh"_s;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCostAssumptions final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
    QString mFile; // the sample as it was opened

    AssumptionsTable *table() const { return mWindow->costsPanel()->assumptionsTable(); }
    QUndoStack *undo() const { return mWindow->document()->undoStack(); }
    const CostSnapshot &costs() const { return mWindow->session()->costs(); }

    bool waitForCosts() const
    {
        return QTest::qWaitFor(
            [this] { return costs().valid && !mWindow->session()->isWorkloadPending(); }, 30000);
    }

    // Types `text` into the Value cell of `key` as an editor commit does.
    void type(const QString &key, const QString &text)
    {
        const int row = table()->rowOf(key);
        QVERIFY2(row >= 0, qPrintable(key));
        table()->item(row, AssumptionsTable::Value)->setText(text);
    }

    QString shown(const QString &key) const
    {
        return table()->item(table()->rowOf(key), AssumptionsTable::Value)->text();
    }

    QString status() const
    {
        return mWindow->costsPanel()->findChild<QLabel *>(u"assumptionStatus"_s)->text();
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
        mFile = mDir.filePath(u"pod.podcad"_s);
        QVERIFY(QFile::copy(test::basePodSample(), mFile));
        QFile(mFile).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        mWindow = test::openWindow({}, mFile, test::Wait::Analysis);
        QVERIFY(mWindow);
        mWindow->showCosts();
        QVERIFY(waitForCosts());
    }

    void cleanupTestCase() { test::closeWindow(mWindow); }

    // Electricity from the catalog's price to 0.2 USD/kWh: energy per year in proportion, every
    // other figure of the TCO's OpEx as it was; Undo gives the catalog's price back.
    void typedValueIsTheDesigns()
    {
        const double price = costs().assumptions.value(kElectricity);
        const double energy = costs().tco.energyUsdPerYear;
        const double support = costs().tco.supportUsdPerYear;
        QVERIFY(price > 0 && price != 0.2 && energy > 0);
        QVERIFY(!mWindow->design().assumptions.values.count(kElectricity));
        const int steps = undo()->count();

        type(kElectricity, u"0.2"_s);
        QCOMPARE(undo()->count(), steps + 1);
        QCOMPARE(mWindow->design().assumptions.value(kElectricity, 0), 0.2);
        QVERIFY(waitForCosts());
        QCOMPARE(costs().assumptions.value(kElectricity), 0.2);
        QVERIFY(qAbs(costs().tco.energyUsdPerYear - energy * 0.2 / price) < 0.01);
        QCOMPARE(costs().tco.supportUsdPerYear, support);
        QCOMPARE(shown(kElectricity), u"0.2"_s);
        const int row = table()->rowOf(kElectricity);
        QVERIFY(table()->item(row, AssumptionsTable::Value)->font().bold());

        undo()->undo();
        QVERIFY(!mWindow->design().assumptions.values.count(kElectricity));
        QVERIFY(waitForCosts());
        QCOMPARE(costs().tco.energyUsdPerYear, energy);
        QVERIFY(!table()->item(row, AssumptionsTable::Value)->font().bold());
        undo()->redo();
        QVERIFY(waitForCosts());
    }

    // The window's TCO export after the edit is what the command line writes with --set for the
    // file as it was opened: the same computation, reached from either side.
    void exportEqualsTheCliSet()
    {
        QCOMPARE(mWindow->design().assumptions.value(kElectricity, 0), 0.2);
        const QString gui = mDir.filePath(u"tco-gui.csv"_s);
        const QString cli = mDir.filePath(u"tco-cli.csv"_s);
        QString error;
        QVERIFY2(mWindow->exports()->exportCosts(CostSheet::Tco, gui, &error), qPrintable(error));
        QString out, err;
        QTextStream o(&out), e(&err);
        cli::Context ctx{o, e, {}};
        QCOMPARE(cli::tcoCommand({mFile, u"--set"_s, kElectricity + u"=0.2"_s, u"-o"_s, cli}, ctx),
                 0);
        QVERIFY(readAll(gui).contains(",0.2,USD/kWh,electricity_usd_per_kwh\r\n"));
        QCOMPARE(readAll(gui), readAll(cli));
    }

    // The analysis follows too: the Totals' facility power is the IT power times the PUE.
    void analysisFollowsThePue()
    {
        const double pue = costs().assumptions.value(u"pue"_s);
        const double facility = mWindow->analysis().totals.facilityPowerKw;
        QVERIFY(pue > 1 && pue != 1.5 && facility > 0);
        type(u"pue"_s, u"1.5"_s);
        QVERIFY(waitForCosts());
        QVERIFY(qAbs(mWindow->analysis().totals.facilityPowerKw - facility * 1.5 / pue) < 1e-6);
        undo()->undo();
        QVERIFY(waitForCosts());
        QCOMPARE(mWindow->analysis().totals.facilityPowerKw, facility);
    }

    // Not a number, out of range: nothing changes, one line says why, the cell shows the value in
    // force again.
    void badValuesAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");
        QTest::newRow("text") << kElectricity << u"cheap"_s << u"is not a number"_s;
        QTest::newRow("negative") << kElectricity << u"-1"_s << u"from 0 to 10"_s;
        QTest::newRow("PUE below 1") << u"pue"_s << u"0.9"_s << u"from 1 to 5"_s;
    }

    void badValuesAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(QString, why);
        const Assumptions before = mWindow->design().assumptions;
        const QString was = shown(key);
        const int steps = undo()->index();
        type(key, text);
        QCOMPARE(undo()->index(), steps);
        QVERIFY(mWindow->design().assumptions == before);
        QCOMPARE(shown(key), was);
        QVERIFY2(status().contains(key) && status().contains(why), qPrintable(status()));
    }

    // Use Catalog Value: the selected assumption back to the catalog's, one undo step; saved, the
    // file holds only what the design still sets.
    void catalogValueAndSave()
    {
        QVERIFY(mWindow->design().assumptions.values.count(kElectricity));
        type(u"pue"_s, u"1.1"_s);
        QVERIFY(waitForCosts());
        table()->selectRow(table()->rowOf(kElectricity));
        const int steps = undo()->count();
        mWindow->costsPanel()->findChild<QPushButton *>(u"catalogValueButton"_s)->click();
        QCOMPARE(undo()->count(), steps + 1);
        QVERIFY(!mWindow->design().assumptions.values.count(kElectricity));
        QCOMPARE(mWindow->design().assumptions.value(u"pue"_s, 0), 1.1);

        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty()) {
            auto *tabs = mWindow->costsPanel()->findChild<QTabWidget *>(u"costTables"_s);
            tabs->setCurrentIndex(tabs->indexOf(table()->parentWidget()));
            QTest::qWait(50);
            mWindow->grab().save(shots + u"/cost-assumptions.png"_s);
        }

        const QString saved = mDir.filePath(u"saved.podcad"_s);
        QVERIFY(mWindow->saveFileAs(saved));
        const LoadResult loaded = DesignFile::read(saved);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.design->assumptions.values.size(), std::size_t(1));
        QCOMPARE(loaded.design->assumptions.value(u"pue"_s, 0), 1.1);
    }
};

QTEST_MAIN(TestCostAssumptions)
#include "tst_costassumptions.moc"

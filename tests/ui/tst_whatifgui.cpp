// Analysis > What If in the editor: Worst Single Switch Failure and Fail Selection run off the UI
// thread behind a progress dialog, then show every fabric before and after; the dialog's figures
// are those of core's worstSingleSwitch() and whatIf() on the same design, the worst switch ends
// up selected, and Cancel stops the run without a result. With PODCAD_SCREENSHOT_DIR set, the
// window and the dialog are saved as whatif.png (1280 x 720) there.
#include "analysis/powerfeeds.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "commands/changevalues.h"
#include "dialogs/feedlossdialog.h"
#include "dialogs/whatifdialog.h"
#include "generate/superpod.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/whatifactions.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace podcad;

class TestWhatIfGui final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    std::unique_ptr<MainWindow> mWindow;

    WhatIfActions *actions() const { return mWindow->findChild<WhatIfActions *>(); }
    QAction *action(const char *name) const
    {
        return mWindow->findChild<QAction *>(QString::fromLatin1(name));
    }

    // Triggers an action and waits for the run to end; the result's dialog, or null.
    WhatIfDialog *runAction(const char *name) const
    {
        QSignalSpy finished(actions(), &WhatIfActions::finished);
        QAction *a = action(name);
        if (!a || !a->isEnabled())
            return nullptr;
        a->trigger();
        if (!actions()->running() || !actions()->progressDialog())
            return nullptr;
        if (!finished.wait(60000))
            return nullptr;
        return actions()->dialog();
    }

    // The progress dialogs on screen (there should be none once a run has ended).
    static QStringList visibleProgressDialogs()
    {
        QStringList shown;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *progress = qobject_cast<QProgressDialog *>(w); progress && w->isVisible())
                shown << progress->labelText();
        return shown;
    }

    // Longer than a run's progress dialog waits before it shows itself.
    void waitPastTheProgressDelay() const
    {
        QProgressDialog *progress = actions()->progressDialog();
        QTest::qWait((progress ? progress->minimumDuration() : 0) + 300);
    }

    // Every row of the dialog against core's result for that fabric, numbers and text.
    static void compareFigures(const WhatIfDialog &dialog, const WhatIf &expected)
    {
        const QLocale locale;
        QTableWidget *table = dialog.table();
        int rows = 0;
        for (const WhatIf::Fabric &f : expected.fabrics)
            rows += f.before.computed;
        QCOMPARE(table->rowCount(), rows);
        QVERIFY(rows > 0);
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString id =
                table->item(row, WhatIfDialog::FabricColumn)->data(Qt::UserRole).toString();
            const WhatIf::Fabric *f = nullptr;
            for (const WhatIf::Fabric &candidate : expected.fabrics)
                if (candidate.id == id)
                    f = &candidate;
            QVERIFY2(f, qPrintable(id));
            QCOMPARE(table->item(row, WhatIfDialog::FabricColumn)
                         ->text()
                         .contains(QStringLiteral("untouched")),
                     !f->touched);
            auto value = [&](int column) {
                return table->item(row, column)->data(Qt::UserRole).toDouble();
            };
            auto text = [&](int column) { return table->item(row, column)->text(); };
            QCOMPARE(value(WhatIfDialog::BisectionBefore), f->before.bisectionGbps());
            QCOMPARE(value(WhatIfDialog::BisectionAfter), f->after.bisectionGbps());
            QCOMPARE(text(WhatIfDialog::BisectionAfter),
                     locale.toString(f->after.bisectionGbps(), 'f', 0));
            QCOMPARE(value(WhatIfDialog::RatioBefore), f->before.bisection.ratio);
            QCOMPARE(value(WhatIfDialog::RatioAfter), f->after.bisection.ratio);
            QCOMPARE(text(WhatIfDialog::RatioAfter),
                     locale.toString(f->after.bisection.ratio, 'f', 3));
            QCOMPARE(value(WhatIfDialog::UnreachableBefore),
                     double(f->before.unreachableIds.size()));
            QCOMPARE(value(WhatIfDialog::UnreachableAfter), double(f->after.unreachableIds.size()));
            QCOMPARE(text(WhatIfDialog::UnreachableAfter),
                     locale.toString(double(f->after.unreachableIds.size()), 'f', 0));
            QCOMPARE(value(WhatIfDialog::LeafBefore), f->before.tierRatio(1));
            QCOMPARE(value(WhatIfDialog::LeafAfter), f->after.tierRatio(1));
            QCOMPARE(value(WhatIfDialog::SpineBefore), f->before.tierRatio(2));
            QCOMPARE(value(WhatIfDialog::SpineAfter), f->after.tierRatio(2));
            if (f->after.tierRatio(1) > 0)
                QCOMPARE(text(WhatIfDialog::LeafAfter),
                         locale.toString(f->after.tierRatio(1), 'f', 2) + QStringLiteral(":1"));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void init()
    {
        mWindow = test::openWindow(QSize(1280, 720), QString());
        QVERIFY(mWindow);
        SuperPodOptions o;
        o.sus = 2;
        QString why;
        std::optional<Design> design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        mWindow->newFromDesign(std::move(*design));
        QVERIFY(actions());
    }

    void cleanup() { test::closeWindow(mWindow); }

    // Fail Feed A and B show, per rack, core's feedLoss() for the same design; a rack
    // pushed over its feed comes first, in bold, and is selected in the editor.
    void failFeedShowsCoresRacks()
    {
        QAction *failA = action("failFeedAAction");
        QVERIFY(failA && failA->isEnabled());
        failA->trigger();
        FeedLossDialog *dialog = actions()->feedLossDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const std::vector<RackFeedLoss> expected =
            feedLoss(mWindow->design(), *mCatalog, FeedSide::A);
        QTableWidget *table = dialog->table();
        QCOMPARE(table->rowCount(), int(expected.size()));
        int throttled = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString id =
                table->item(row, FeedLossDialog::RackColumn)->data(Qt::UserRole).toString();
            auto it = std::find_if(expected.begin(), expected.end(),
                                   [&](const RackFeedLoss &r) { return r.rackId == id; });
            QVERIFY2(it != expected.end(), qPrintable(id));
            auto value = [&](int column) {
                return table->item(row, column)->data(Qt::UserRole).toDouble();
            };
            QCOMPARE(value(FeedLossDialog::LoadColumn), it->survivorKw);
            QCOMPARE(value(FeedLossDialog::UsableColumn), it->survivorUsableKw);
            QCOMPARE(int(value(FeedLossDialog::ThrottledColumn)),
                     it->count(SupplyOutcome::Throttled));
            QCOMPARE(int(value(FeedLossDialog::DownColumn)), it->count(SupplyOutcome::Down));
            QCOMPARE(table->item(row, FeedLossDialog::SurvivorColumn)->text(), QStringLiteral("B"));
            QVERIFY(!it->over()); // the generator sizes both feeds for the rack's peak
            throttled += it->count(SupplyOutcome::Throttled);
        }
        // A 2-SU SuperPOD has 63 DGX H100, each split 3/3 over the feeds: all throttled
        // (3 supplies left < 4 for full performance, >= 3 to run), none down.
        QCOMPARE(throttled, 63);
        QVERIFY2(dialog->summary()->text().contains(
                     QStringLiteral("0 of %1 racks over feed B; 63 devices throttled, 0 down")
                         .arg(expected.size())),
                 qPrintable(dialog->summary()->text()));

        // dgx-su1-01 drawing 60 kW takes its rack over feed A when B is lost: the rack's row comes
        // first, "over", and the rack is selected.
        Device hot = *mWindow->design().device(QStringLiteral("dgx-su1-01"));
        const QString rackId = hot.rackId;
        hot.powerOverrideW = 60000;
        QString why;
        QVERIFY2(mWindow->document()->push(
                     new ChangeDevices(mWindow->document(), {hot}, QStringLiteral("hot")), &why),
                 qPrintable(why));
        QAction *failB = action("failFeedBAction");
        QVERIFY(failB && failB->isEnabled());
        failB->trigger();
        dialog = actions()->feedLossDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->lost(), FeedSide::B);
        QCOMPARE(
            dialog->table()->item(0, FeedLossDialog::RackColumn)->data(Qt::UserRole).toString(),
            rackId);
        QVERIFY(
            dialog->table()->item(0, FeedLossDialog::StatusColumn)->data(Qt::UserRole).toBool());
        QCOMPARE(dialog->table()->item(0, FeedLossDialog::StatusColumn)->text(),
                 QStringLiteral("over"));
        QVERIFY(dialog->table()->item(0, FeedLossDialog::LoadColumn)->font().bold());
        QVERIFY(mWindow->selection().contains(rackId));
        QVERIFY(dialog->summary()->text().contains(QStringLiteral("1 of")));
        dialog->close();
    }

    void worstSingleSwitchShowsCoresAnswer()
    {
        const std::optional<WhatIf> expected = worstSingleSwitch(mWindow->design(), *mCatalog, {});
        QVERIFY(expected);
        WhatIfDialog *dialog = runAction("worstSingleSwitchAction");
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->result().failed, expected->failed);
        QVERIFY(dialog->summary()->text().contains(expected->failed.front()));
        compareFigures(*dialog, *expected);
        // The failed switch is selected in the editor.
        QCOMPARE(mWindow->selection(), QStringList{expected->failed.front()});
        QVERIFY(action("worstSingleSwitchAction")->isEnabled());

        if (const QByteArray dir = qgetenv("PODCAD_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QImage shot = mWindow->grab().toImage();
            QCOMPARE(shot.size(), QSize(1280, 720));
            const QPixmap over = dialog->grab();
            QPainter p(&shot);
            // Offscreen windows have no frame: draw the dialog's edge.
            const QRect at((shot.width() - over.width()) / 2, (shot.height() - over.height()) / 2,
                           over.width(), over.height());
            p.drawPixmap(at.topLeft(), over);
            p.setPen(QPen(Qt::darkGray, 1));
            p.drawRect(at.adjusted(-1, -1, 0, 0));
            p.end();
            QVERIFY(shot.save(
                QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("whatif.png"))));
        }
    }

    // The progress dialog goes with the run, however short: over the result, after the result
    // is closed, after a cancel; whether the run outlasted the dialog's delay or not (the 2-SU
    // run's first progress starts the delay, and the run ends within it).
    void progressLeavesWithTheRun_data()
    {
        QTest::addColumn<bool>("sample");
        QTest::newRow("2-SU") << false;
        QTest::newRow("sample") << true;
    }

    void progressLeavesWithTheRun()
    {
        QFETCH(bool, sample);
        if (sample) {
            QVERIFY(mWindow->openFile(test::basePodSample()));
            QVERIFY(test::waitForAnalysis(*mWindow));
        }
        WhatIfDialog *dialog = runAction("worstSingleSwitchAction");
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        waitPastTheProgressDelay();
        QVERIFY2(visibleProgressDialogs().isEmpty(),
                 qPrintable(visibleProgressDialogs().join(QStringLiteral(", "))));
        QVERIFY(dialog->isVisible());
        dialog->close();
        waitPastTheProgressDelay();
        QVERIFY2(visibleProgressDialogs().isEmpty(),
                 qPrintable(visibleProgressDialogs().join(QStringLiteral(", "))));

        // Cancelled at once.
        QSignalSpy finished(actions(), &WhatIfActions::finished);
        action("worstSingleSwitchAction")->trigger();
        QVERIFY(actions()->progressDialog());
        QPushButton *cancel = actions()->progressDialog()->findChild<QPushButton *>();
        QVERIFY(cancel);
        cancel->click();
        QVERIFY(finished.wait(60000));
        QVERIFY(!actions()->dialog());
        waitPastTheProgressDelay();
        QVERIFY2(visibleProgressDialogs().isEmpty(),
                 qPrintable(visibleProgressDialogs().join(QStringLiteral(", "))));
    }

    // A figure is bold when it reads differently after the failure, not when it moved past
    // the decimals shown: a leaf ratio of 0.2301 -> 0.2349 is "0.23:1" both times.
    void boldOnlyWhatReadsDifferently()
    {
        auto tier = [](int level, double ratio) {
            Oversubscription::Tier t;
            t.tier = level;
            t.ratio = ratio;
            return t;
        };
        WhatIf::Fabric fabric;
        fabric.id = QStringLiteral("compute");
        fabric.touched = true;
        fabric.before.computed = fabric.after.computed = true;
        fabric.before.bisection.bisectionMbps = 800000;
        fabric.after.bisection.bisectionMbps = 799900; // 800 Gb/s, as shown, both times
        fabric.before.bisection.ratio = 0.5;
        fabric.after.bisection.ratio = 0.25;
        fabric.before.oversubscription.tiers = {tier(1, 0.2301), tier(2, 1.0)};
        fabric.after.oversubscription.tiers = {tier(1, 0.2349), tier(2, 2.0)};
        fabric.after.unreachableIds = {QStringLiteral("dgx-01")};
        WhatIf result;
        result.failed = {QStringLiteral("spine-01")};
        result.fabrics = {fabric};
        const WhatIfDialog dialog(result, true);
        const QTableWidget *table = dialog.table();
        QCOMPARE(table->rowCount(), 1);
        auto cell = [&](int column) { return table->item(0, column); };
        QCOMPARE(cell(WhatIfDialog::LeafBefore)->text(), cell(WhatIfDialog::LeafAfter)->text());
        QVERIFY(!cell(WhatIfDialog::LeafAfter)->font().bold());
        QCOMPARE(cell(WhatIfDialog::BisectionBefore)->text(),
                 cell(WhatIfDialog::BisectionAfter)->text());
        QVERIFY(!cell(WhatIfDialog::BisectionAfter)->font().bold());
        // What reads differently is bold: the ratio, the spine tier, the endpoint cut off.
        for (int column :
             {WhatIfDialog::RatioAfter, WhatIfDialog::SpineAfter, WhatIfDialog::UnreachableAfter}) {
            QVERIFY(cell(column - 1)->text() != cell(column)->text());
            QVERIFY2(cell(column)->font().bold(), qPrintable(QString::number(column)));
        }
        // The before column is never bold.
        for (int column = WhatIfDialog::BisectionBefore; column < WhatIfDialog::ColumnCount;
             column += 2)
            QVERIFY(!cell(column)->font().bold());
    }

    void failSelectionShowsCoresFigures()
    {
        QString spine;
        for (const auto &[id, device] : mWindow->design().devices())
            if (device.role == Role::Spine && spine.isEmpty())
                spine = id;
        QVERIFY(!spine.isEmpty());
        QVERIFY(!action("whatIfFailSelectionAction")->isEnabled()); // nothing selected yet
        mWindow->setSelection({spine});
        QVERIFY(action("whatIfFailSelectionAction")->isEnabled());
        const std::optional<WhatIf> expected =
            whatIf(mWindow->design(), *mCatalog, {spine}, {}, nullptr);
        QVERIFY(expected);
        WhatIfDialog *dialog = runAction("whatIfFailSelectionAction");
        QVERIFY(dialog);
        QCOMPARE(dialog->result().failed, std::vector<QString>{spine});
        compareFigures(*dialog, *expected);
        bool lostBisection = false;
        for (const WhatIf::Fabric &f : expected->fabrics)
            lostBisection |= f.after.bisection.bisectionMbps < f.before.bisection.bisectionMbps;
        QVERIFY(lostBisection); // a lost spine costs bisection somewhere
    }

    void cancelStopsTheRun()
    {
        QSignalSpy finished(actions(), &WhatIfActions::finished);
        action("worstSingleSwitchAction")->trigger();
        QVERIFY(actions()->running());
        QProgressDialog *progress = actions()->progressDialog();
        QVERIFY(progress);
        QVERIFY(!action("worstSingleSwitchAction")->isEnabled()); // one run at a time
        QPushButton *cancel = progress->findChild<QPushButton *>();
        QVERIFY(cancel);
        cancel->click(); // as a person would
        QVERIFY(finished.wait(60000));
        QVERIFY(!actions()->running());
        QVERIFY(!actions()->dialog());
        QVERIFY(action("worstSingleSwitchAction")->isEnabled());
    }

    void closingWhileRunning()
    {
        // The worker keeps its own design and catalog snapshots: the window may close mid-run
        // (under the sanitizers, nothing it reads may go with the window).
        action("worstSingleSwitchAction")->trigger();
        QVERIFY(actions()->running());
        test::closeWindow(mWindow);
        mWindow = std::make_unique<MainWindow>(); // for cleanup()
    }
};

QTEST_MAIN(TestWhatIfGui)
#include "tst_whatifgui.moc"

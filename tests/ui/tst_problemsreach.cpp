// The Problems dock with many cables that cannot reach their runs (cable-too-short): 128 links
// between racks 45 m apart (tests/common/cablereachdesign.h: 53.5 m routes, beyond any QSFP28
// cable) list 100 rows, one per link, and one row counting the other 28; a click on a row selects
// its link (its two switches, the link in the Inspector, which says that its cable is the farthest
// the catalog has and nothing reaches, not "cheapest that reaches"), a click on the counting row
// the first link it counts. PODCAD_TEST_SHOTS=DIR saves the window with the Problems dock in front
// at 1280x720 and 1920x1080 (problems-reach-WxH.png).
#include "analysis/cablemedia.h"
#include "cablereachdesign.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowdocks.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "panels/problemsmodel.h"
#include "windowfixture.h"

#include <QDockWidget>
#include <QLabel>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad;

class TestProblemsReach final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QTemporaryDir mDir;

    ProblemsList *problems() const { return mWindow->docks()->problems(); }

    // The rows of cable-too-short, in the list's order.
    QList<QModelIndex> reachRows() const
    {
        QList<QModelIndex> rows;
        const ProblemsModel *model = problems()->model();
        for (int i = 0; i < model->rowCount(); ++i)
            if (model->index(i, ProblemsModel::Code).data().toString() ==
                QLatin1String("cable-too-short"))
                rows << model->index(i, 0);
        return rows;
    }

    void click(const QModelIndex &item) const
    {
        mWindow->findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
        problems()->scrollTo(item);
        QTest::mouseClick(problems()->viewport(), Qt::LeftButton, {},
                          problems()->visualRect(item).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
        const QString file = mDir.filePath(QStringLiteral("far.podcad"));
        QString error;
        QVERIFY2(DesignFile::write(test::twoRacks(45, 2, 64), file, &error), qPrintable(error));
        mWindow = test::openWindow(QSize(1280, 720), file, test::Wait::Analysis);
        QVERIFY(mWindow);
    }

    void cleanupTestCase() { test::closeWindow(mWindow); }

    void oneRowPerLinkToTheCapThenOneCountingRow()
    {
        const QList<QModelIndex> rows = reachRows();
        QCOMPARE(rows.size(), qsizetype(analysis::kMaxCableReachProblems + 1));
        for (qsizetype i = 0; i < qsizetype(analysis::kMaxCableReachProblems); ++i) {
            const QString id = QStringLiteral("l%1").arg(int(i) + 1, 3, 10, QChar(u'0'));
            QCOMPARE(rows[i].siblingAtColumn(ProblemsModel::Object).data().toString(), id);
            QVERIFY(rows[i]
                        .siblingAtColumn(ProblemsModel::Message)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("Link %1: the route is ").arg(id)));
        }
        QVERIFY(rows.back()
                    .siblingAtColumn(ProblemsModel::Message)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("28 more links whose cable, ")));
    }

    // As for any problem on a link: its two switches are selected and the Inspector shows the
    // link, its route and cable.
    void aClickSelectsTheLink()
    {
        const QList<QModelIndex> rows = reachRows();
        QVERIFY(!rows.isEmpty());
        auto selected = [this] {
            return QSet<QString>(mWindow->selection().begin(), mWindow->selection().end());
        };
        click(rows[41]); // l042, between the first pair
        QTRY_COMPARE(selected(), (QSet<QString>{QStringLiteral("sw1-1"), QStringLiteral("sw1-2")}));
        const QLabel *route = mWindow->docks()->inspector()->linkRouteLabel();
        QTRY_VERIFY(route->isVisible());
        // The plan's pick there is the farthest the catalog has, not one that reaches, and
        // nothing would.
        QTRY_VERIFY2(route->text().contains(QStringLiteral("the farthest the catalog has")),
                     qPrintable(route->text()));
        QVERIFY2(!route->text().contains(QStringLiteral("cheapest that reaches")) &&
                     !route->text().contains(QStringLiteral(" would.")) &&
                     route->text().contains(QStringLiteral("Nothing in the catalog for these "
                                                           "ports reaches it")),
                 qPrintable(route->text()));
        click(rows.back()); // l101, the first link the row counts, between the second pair
        QTRY_COMPARE(selected(), (QSet<QString>{QStringLiteral("sw2-1"), QStringLiteral("sw2-2")}));
    }

    void saveShots()
    {
        const QString dir = qEnvironmentVariable("PODCAD_TEST_SHOTS");
        if (dir.isEmpty())
            return;
        mWindow->findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            mWindow->resize(size);
            QVERIFY(test::waitForAnalysis(*mWindow));
            problems()->scrollTo(reachRows().back());
            QTest::qWait(100);
            mWindow->grab().save(QStringLiteral("%1/problems-reach-%2x%3.png")
                                     .arg(dir)
                                     .arg(size.width())
                                     .arg(size.height()));
        }
    }
};

QTEST_MAIN(TestProblemsReach)
#include "tst_problemsreach.moc"

// The window's "Team catalog" setting against a real PostgreSQL 15 (tests/common/postgresserver.h):
// connecting runs off the UI thread (timers keep firing), the status bar says what came of it, and
// with the server stopped the window opens on the local copy and says so.
#include "postgresserver.h"
#include "testpaths.h"

#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/teamcatalogstatus.h"
#include "dialogs/teampricedialog.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace podcad;

class TestTeamCatalogGui final : public QObject
{
    Q_OBJECT

    QString statusText(MainWindow &window)
    {
        auto *label = window.statusBar()->findChild<QLabel *>(u"teamCatalogStatus"_s);
        return label ? label->text() : u"(no label)"_s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mSettingsDir.isValid() && mCache.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mSettingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
        QSettings().clear();
        qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(mCache.path()));
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        QVERIFY2(mServer.createDatabase(u"team"_s, &error), qPrintable(error));
        TeamCatalog team(*CatalogUrl::parse(mServer.url(u"team"_s), &error));
        QVERIFY2(team.connect(&error), qPrintable(error));
        QVERIFY2(team.push(test::catalogDbPath(), &error), qPrintable(error));
    }

    void connectingKeepsTheWindowResponsive()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.statusBar()->findChild<QLabel *>(u"teamCatalogStatus"_s)->isVisible());

        // Ticks of the UI thread's event loop while the worker is still connecting and reading.
        int ticks = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] {
            if (window.teamCatalogStatus()->isBusy())
                ++ticks;
        });
        timer.start(1);
        int ticksWhenDone = -1;
        QObject::connect(window.teamCatalogStatus(), &TeamCatalogStatus::finished,
                         [&] { ticksWhenDone = ticks; });
        QElapsedTimer clock;
        clock.start();
        window.teamCatalogStatus()->setUrl(mServer.url(u"team"_s));
        QVERIFY2(clock.elapsed() < 1000, "setUrl waited for the server");
        QVERIFY(window.teamCatalogStatus()->isBusy());
        QVERIFY(statusText(window).endsWith(u"(connecting...)"_s));
        QTRY_VERIFY_WITH_TIMEOUT(ticksWhenDone >= 0, 20000);
        QVERIFY2(ticksWhenDone > 0, "no timer fired while connecting");

        const std::optional<Catalog> shipped = Catalog::open(test::catalogDbPath(), nullptr);
        QVERIFY(shipped);
        // This window opened on catalog.db (there was no copy yet): the server's is for next time.
        QCOMPARE(statusText(window),
                 u"Team catalog: %1 (connected, %2 models); its newest prices are used from the "
                 "next start"_s.arg(mServer.url(u"team"_s))
                     .arg(shipped->models().size()));
        QCOMPARE(QSettings().value(QLatin1String(TeamCatalogStatus::kUrlSetting)).toString(),
                 mServer.url(u"team"_s));
    }

    void theNextWindowUsesTheCopy()
    {
        MainWindow window;
        QVERIFY(window.catalog());
        QCOMPARE(window.catalog()->path(), mServer.url(u"team"_s));
        QSignalSpy done(window.teamCatalogStatus(), &TeamCatalogStatus::finished);
        QVERIFY(done.wait(20000));
        QVERIFY2(statusText(window).endsWith(u"models)"_s), qPrintable(statusText(window)));
    }

    void aConflictingPriceEditKeepsTheEdit()
    {
        QString error;
        const CatalogUrl url = *CatalogUrl::parse(mServer.url(u"team"_s), &error);
        TeamPriceDialog dialog(url, u"DGX-H100"_s);
        dialog.show();
        QSignalSpy settled(&dialog, &TeamPriceDialog::settled);
        QVERIFY(settled.wait(20000));
        auto *current = dialog.findChild<QLabel *>(u"teamPriceCurrent"_s);
        QVERIFY2(current->text().startsWith(u"400,000.00 USD, version "_s), qPrintable(current->text()));

        // Alice, elsewhere, changes the price after the dialog read it.
        qputenv("PODCAD_USER", "alice");
        TeamCatalog alice(url);
        QVERIFY2(alice.connect(&error), qPrintable(error));
        TeamCatalog::Price after;
        QCOMPARE(alice.setPrice(u"DGX-H100"_s, 310000, std::nullopt, &after, &error),
                 TeamCatalog::Edit::Written);
        qunsetenv("PODCAD_USER");

        auto *price = dialog.findChild<QLineEdit *>(u"teamPriceUsd"_s);
        price->setText(u"305000"_s);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"teamPriceSave"_s), Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QVERIFY(dialog.conflictBox() && dialog.conflictBox()->isVisible());
        QVERIFY2(dialog.conflictBox()->text().contains(u"changed by alice at "_s),
                 qPrintable(dialog.conflictBox()->text()));
        QVERIFY2(dialog.statusText().startsWith(u"Not saved: changed by alice"_s),
                 qPrintable(dialog.statusText()));
        QCOMPARE(price->text(), u"305000"_s);
        QVERIFY2(current->text().startsWith(u"310,000.00 USD"_s), qPrintable(current->text()));
        QCOMPARE(alice.price(u"DGX-H100"_s, &error)->usd, 310000.0);

        // Save again: now knowingly over Alice's version.
        dialog.conflictBox()->accept();
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"teamPriceSave"_s), Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QVERIFY2(dialog.statusText().startsWith(u"Saved."_s), qPrintable(dialog.statusText()));
        QCOMPARE(alice.price(u"DGX-H100"_s, &error)->usd, 305000.0);
    }

    void aStoppedServerLeavesTheCopy()
    {
        QString error;
        QVERIFY2(mServer.stop(&error), qPrintable(error));
        MainWindow window;
        QVERIFY(window.catalog());
        QCOMPARE(window.catalog()->path(), mServer.url(u"team"_s));
        QVERIFY(window.catalog()->model(u"DGX-H100"_s));
        QSignalSpy done(window.teamCatalogStatus(), &TeamCatalogStatus::finished);
        QVERIFY(done.wait(20000));
        const QRegularExpression expected(u"^Team catalog unreachable: .+; using the copy from "
                                          "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$"_s);
        QVERIFY2(expected.match(statusText(window)).hasMatch(), qPrintable(statusText(window)));
    }

    void cleanupTestCase() { QSettings().clear(); }

private:
    QTemporaryDir mSettingsDir;
    QTemporaryDir mCache;
    test::PostgresServer mServer;
};

QTEST_MAIN(TestTeamCatalogGui)
#include "tst_teamcataloggui.moc"

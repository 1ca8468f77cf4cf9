// The window's "Team catalog" setting against a real PostgreSQL 15 (tests/common/postgresserver.h):
// connecting runs off the UI thread (timers keep firing), the status bar says what came of it, and
// with the server stopped the window opens on the local copy and says so.
#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "catalogchange.h"
#include "dialogs/teamhistorydialog.h"
#include "dialogs/teammodeldialog.h"
#include "isolatedsettings.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/teamcatalogstatus.h"
#include "postgresserver.h"
#include "session/livesession.h"
#include "session/serverpool.h"
#include "testpaths.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

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
        QVERIFY(mSettingsDir.isValid() && mCache.isValid());
        test::isolateSettingsAndCache(mSettingsDir.path(), mCache.path());
        mUserCatalogBefore = qgetenv("PODCAD_USER_CATALOG");
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
        // This window opened on catalog.db (there was no copy yet): it now uses the server's,
        // which holds the same models.
        QCOMPARE(statusText(window), u"Team catalog: %1 (connected, %2 models; now in use)"_s
                                         .arg(mServer.url(u"team"_s))
                                         .arg(shipped->models().size()));
        // Swapped in on the UI thread once the server's catalog has been read.
        QTRY_COMPARE(window.catalog()->path(), mServer.url(u"team"_s));
        QCOMPARE(QSettings().value(QLatin1String(TeamCatalogStatus::kUrlSetting)).toString(),
                 mServer.url(u"team"_s));
    }

    // Busy means "until the answer is shown", not "until the worker ends": between the two the
    // label still says connecting, and a test (or a caller) that waited for !isBusy() read it.
    void statusBusyUntilTheAnswerIsShown()
    {
        MainWindow window;
        window.teamCatalogStatus()->setUrl(mServer.url(u"team"_s));
        QVERIFY(window.teamCatalogStatus()->isBusy());
        QVERIFY(serverPool()->waitForDone(20000)); // the worker has ended; nothing shown yet
        QVERIFY(window.teamCatalogStatus()->isBusy());
        QVERIFY2(statusText(window).endsWith(u"(connecting...)"_s), qPrintable(statusText(window)));
        QSignalSpy done(window.teamCatalogStatus(), &TeamCatalogStatus::finished);
        QVERIFY(done.wait(20000));
        QVERIFY(!window.teamCatalogStatus()->isBusy());
        QVERIFY2(statusText(window).contains(u"(connected, "_s), qPrintable(statusText(window)));
    }

    void historyBusyUntilTheAnswerIsShown()
    {
        QString error;
        const CatalogUrl url = *CatalogUrl::parse(mServer.url(u"team"_s), &error);
        TeamHistoryDialog dialog(url, u"DGX-H100"_s);
        QVERIFY(dialog.isBusy());
        QVERIFY(serverPool()->waitForDone(20000));
        QVERIFY(dialog.isBusy());
        QCOMPARE(dialog.statusText(), u"Talking to the server..."_s);
        QSignalSpy settled(&dialog, &TeamHistoryDialog::settled);
        QVERIFY(settled.wait(20000));
        QVERIFY(!dialog.isBusy());
        QCOMPARE(dialog.statusText(), settled.last().at(0).toString());
    }

    void theNextWindowUsesTheCopy()
    {
        MainWindow window;
        QVERIFY(window.catalog());
        QCOMPARE(window.catalog()->path(), mServer.url(u"team"_s));
        QSignalSpy done(window.teamCatalogStatus(), &TeamCatalogStatus::finished);
        QVERIFY(done.wait(20000));
        // The copy is what the server holds: nothing to take.
        QVERIFY2(statusText(window).endsWith(u" models)"_s), qPrintable(statusText(window)));
    }

    void aConflictingModelEditKeepsTheEdit()
    {
        QString error;
        const CatalogUrl url = *CatalogUrl::parse(mServer.url(u"team"_s), &error);
        TeamModelDialog dialog(url, u"DGX-H100"_s);
        dialog.show();
        QSignalSpy settled(&dialog, &TeamModelDialog::settled);
        QVERIFY(settled.wait(20000));
        auto *current = dialog.findChild<QLabel *>(u"teamModelCurrent"_s);
        QVERIFY2(current->text().startsWith(u"400,000.00 USD, version "_s),
                 qPrintable(current->text()));
        // The fields hold the server's values as they read back (catalog.sql: 10.2 kW max).
        QLineEdit *price = dialog.fieldEdit(u"list_price_usd"_s);
        QLineEdit *typical = dialog.fieldEdit(u"typical_power_w"_s);
        QLineEdit *maximum = dialog.fieldEdit(u"max_power_w"_s);
        QCOMPARE(price->text(), u"400000"_s);
        QCOMPARE(maximum->text(), u"10200"_s);
        // A GPU server's form has no rows for a rack's, a PDU's or storage's figures.
        QVERIFY(price->isVisible() && maximum->isVisible());
        for (const char *column : {"max_load_kg", "power_capacity_w", "storage_capacity_tb"})
            QVERIFY2(!dialog.fieldEdit(QLatin1String(column))->isVisible(), column);
        const QString typicalRead = typical->text();

        // Alice, elsewhere, changes the price and the maximum power after the dialog read them.
        qputenv("PODCAD_USER", "alice");
        TeamCatalog alice(url);
        QVERIFY2(alice.connect(&error), qPrintable(error));
        TeamCatalog::Model after;
        QCOMPARE(alice.setModel(u"DGX-H100"_s,
                                {{u"list_price_usd"_s, 310000}, {u"max_power_w"_s, 10400}},
                                std::nullopt, &after, &error),
                 TeamCatalog::Edit::Written);
        qunsetenv("PODCAD_USER");

        price->setText(u"305000"_s);
        typical->setText(u"9000"_s);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"teamModelSave"_s), Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QVERIFY(dialog.conflictBox() && dialog.conflictBox()->isVisible());
        QVERIFY2(dialog.conflictBox()->text().contains(u"changed by alice at "_s),
                 qPrintable(dialog.conflictBox()->text()));
        QVERIFY2(dialog.statusText().startsWith(u"Not saved: changed by alice"_s),
                 qPrintable(dialog.statusText()));
        // What was typed stays; the field not touched shows Alice's value.
        QCOMPARE(price->text(), u"305000"_s);
        QCOMPARE(typical->text(), u"9000"_s);
        QCOMPARE(maximum->text(), u"10400"_s);
        QVERIFY2(current->text().startsWith(u"310,000.00 USD"_s), qPrintable(current->text()));
        QCOMPARE(alice.model(u"DGX-H100"_s, &error)->usd, 310000.0);
        QCOMPARE(alice.model(u"DGX-H100"_s, &error)->values.value(u"typical_power_w"_s).toString(),
                 typicalRead);

        // docs/team-catalog.md's picture of this moment (docs/screenshots/team-model-dialog.png).
        if (const QString dir = qEnvironmentVariable("PODCAD_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + u"/team-model-dialog.png"_s));

        // Save again: now knowingly over Alice's version; her maximum power stays.
        dialog.conflictBox()->accept();
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"teamModelSave"_s), Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QVERIFY2(dialog.statusText().startsWith(u"Saved."_s), qPrintable(dialog.statusText()));
        QCOMPARE(settled.last().at(1).toBool(), true);
        const auto saved = alice.model(u"DGX-H100"_s, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->usd, 305000.0);
        QCOMPARE(saved->values.value(u"typical_power_w"_s).toDouble(), 9000.0);
        QCOMPARE(saved->values.value(u"max_power_w"_s).toDouble(), 10400.0);

        // A value the catalog cannot hold is refused by the server side and kept in the field.
        typical->setText(u"20000"_s);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"teamModelSave"_s), Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QVERIFY2(dialog.statusText().contains(u"typical_power_w exceeds max_power_w"_s),
                 qPrintable(dialog.statusText()));
        QCOMPARE(typical->text(), u"20000"_s);
        QCOMPARE(alice.model(u"DGX-H100"_s, &error)->values.value(u"typical_power_w"_s).toDouble(),
                 9000.0);
    }

    // An open window takes what the server now holds: the price saved in the dialog reaches its
    // catalog and its costs without a restart.
    void aSavedEditReachesTheOpenWindow()
    {
        MainWindow window;
        QVERIFY(window.openFile(test::samplePath(u"basepod-4x-dgx-h100.podcad"_s)));
        QSignalSpy done(window.teamCatalogStatus(), &TeamCatalogStatus::finished);
        QVERIFY(done.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->costs().valid && !window.session()->isPending(),
                                 20000);
        const double before = window.session()->costs().bom.totalUsd();
        const double oldPrice = window.catalog()->model(u"DGX-H100"_s)->listPriceUsd;

        QString error;
        const CatalogUrl url = *CatalogUrl::parse(mServer.url(u"team"_s), &error);
        TeamCatalog bob(url);
        QVERIFY2(bob.connect(&error), qPrintable(error));
        TeamCatalog::Model after;
        QCOMPARE(bob.setPrice(u"DGX-H100"_s, oldPrice + 1000, std::nullopt, &after, &error),
                 TeamCatalog::Edit::Written);

        // Nobody asks: the window reads the server again on its own (every 5 minutes; here
        // sooner).
        QCOMPARE(window.teamCatalogStatus()->refreshInterval(), TeamCatalogStatus::kRefreshMs);
        done.clear();
        window.teamCatalogStatus()->setRefreshInterval(300);
        QVERIFY(done.wait(20000));
        window.teamCatalogStatus()->setRefreshInterval(TeamCatalogStatus::kRefreshMs);
        QVERIFY2(statusText(window).endsWith(u"; 1 model changed, now in use)"_s),
                 qPrintable(statusText(window)));
        QTRY_COMPARE(window.catalog()->model(u"DGX-H100"_s)->listPriceUsd, oldPrice + 1000);
        // The sample has four DGX H100s: the BOM grows by four times the change.
        QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isPending(), 20000);
        QCOMPARE(window.session()->costs().bom.totalUsd(), before + 4 * 1000.0);
    }

    // A password typed into the URL never reaches the settings (a plain file): it stays in memory
    // for the session, or goes to libpq's password file, which the next start reads.
    void aPasswordStaysOutOfTheSettings()
    {
        QString error;
        QVERIFY2(mServer.requirePassword(u"carol"_s, u"pw2"_s, &error), qPrintable(error));
        QTemporaryDir home;
        const QString passFile = home.filePath(u"pgpass"_s);
        qputenv("PGPASSFILE", QFile::encodeName(passFile));
        const auto restore = qScopeGuard([this] {
            qunsetenv("PGPASSFILE");
            QSettings().setValue(QLatin1String(TeamCatalogStatus::kUrlSetting),
                                 mServer.url(u"team"_s));
        });
        const QString dir = mServer.socketDir();
        const QString plain = u"postgresql://carol@/team?host=%1"_s.arg(dir);
        const QString typed = u"postgresql://carol:pw2@/team?host=%1"_s.arg(dir);

        MainWindow window;
        TeamCatalogStatus *status = window.teamCatalogStatus();
        QSignalSpy done(status, &TeamCatalogStatus::finished);
        QVERIFY(done.wait(20000));

        // This session only: the settings hold the URL without it, the window connects.
        done.clear();
        QVERIFY(status->setUrl(typed, TeamCatalogStatus::KeepPassword::ThisSession));
        QCOMPARE(QSettings().value(QLatin1String(TeamCatalogStatus::kUrlSetting)).toString(),
                 plain);
        QCOMPARE(TeamCatalogStatus::url(), typed);
        QVERIFY(done.wait(20000));
        QVERIFY2(statusText(window).contains(u"(connected, "_s), qPrintable(statusText(window)));
        QVERIFY(!QFile::exists(passFile));

        // Without a password the server's refusal is shown with where to give one.
        done.clear();
        status->setUrl(u"postgresql://carol@/other?host=%1"_s.arg(dir));
        QVERIFY(done.wait(20000));
        QVERIFY2(
            statusText(window).contains(u"no password supplied"_s) &&
                statusText(window).endsWith(u"; give the password in File > Team Catalog..."_s),
            qPrintable(statusText(window)));

        // Kept in the password file: a connection from the saved URL alone (the next start's).
        done.clear();
        QVERIFY2(status->setUrl(typed, TeamCatalogStatus::KeepPassword::InPasswordFile, &error),
                 qPrintable(error));
        QVERIFY(done.wait(20000));
        QVERIFY(QFile::exists(passFile));
        qunsetenv("PGPASSWORD");
        QCOMPARE(TeamCatalogStatus::savedUrl(), plain);
        TeamCatalog nextStart(*CatalogUrl::parse(TeamCatalogStatus::savedUrl(), &error));
        QVERIFY2(nextStart.connect(&error), qPrintable(error));

        // A password an older PodCAD left in the settings moves out on the first read.
        QSettings().setValue(QLatin1String(TeamCatalogStatus::kUrlSetting), typed);
        QCOMPARE(TeamCatalogStatus::savedUrl(), plain);
        QCOMPARE(QSettings().value(QLatin1String(TeamCatalogStatus::kUrlSetting)).toString(),
                 plain);
        QCOMPARE(TeamCatalogStatus::url(), typed);
    }

    // A URL that sends prices and passwords to another host without a required TLS connection is
    // warned about in the status bar, as podcad-cli warns on stderr, whether or not it connects
    // (0.0.0.0 port 1: another host to the rule, and refused at once).
    void aPlainConnectionToAnotherHostIsWarned()
    {
        const auto restore = qScopeGuard([this] {
            QSettings().setValue(QLatin1String(TeamCatalogStatus::kUrlSetting),
                                 mServer.url(u"team"_s));
        });
        MainWindow window;
        TeamCatalogStatus *status = window.teamCatalogStatus();
        status->setUrl(u"postgresql://carol@0.0.0.0:1/team"_s);
        const QString warning =
            u"warning: postgresql://carol@0.0.0.0:1/team reaches 0.0.0.0 over the network without "
            "a required TLS connection (sslmode=prefer)"_s;
        // Said while connecting and after the connection failed.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return statusText(window).contains(warning) &&
                       !statusText(window).contains(u"(connecting...)"_s);
            },
            20000));

        // The test's server on its socket: this machine, no warning.
        status->setUrl(mServer.url(u"team"_s));
        QVERIFY(
            QTest::qWaitFor([&] { return statusText(window).contains(u"(connected, "_s); }, 20000));
        QVERIFY2(!statusText(window).contains(u"TLS"_s), qPrintable(statusText(window)));
    }

    // A server that takes the connection and never answers holds only the worker that asked: a
    // change of the window's catalog (here an import of device types) does not wait for the Edit
    // Team Model dialog's read.
    void aSilentServerDoesNotHoldTheWindow()
    {
        QTemporaryDir socketDir;
        QVERIFY(socketDir.isValid());
        // Listening is enough: the kernel completes the connection, nobody ever answers libpq.
        const int silent = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(silent >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray socketPath = QFile::encodeName(socketDir.filePath(u".s.PGSQL.5432"_s));
        QVERIFY(socketPath.size() < qsizetype(sizeof address.sun_path));
        std::memcpy(address.sun_path, socketPath.constData(), socketPath.size());
        QVERIFY(::bind(silent, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0);
        QVERIFY(::listen(silent, 4) == 0);
        const auto closeSocket = qScopeGuard([silent] { ::close(silent); });
        // The import writes a user catalog of this test's own.
        QTemporaryDir userDir;
        qputenv("PODCAD_USER_CATALOG", QFile::encodeName(userDir.filePath(u"user-catalog.db"_s)));
        const auto restoreUserCatalog = qScopeGuard([this] {
            if (mUserCatalogBefore.isNull())
                qunsetenv("PODCAD_USER_CATALOG");
            else
                qputenv("PODCAD_USER_CATALOG", mUserCatalogBefore);
        });

        MainWindow window;
        QSignalSpy refreshed(window.teamCatalogStatus(), &TeamCatalogStatus::finished);
        QVERIFY(refreshed.wait(20000)); // the window's own read, from the real server

        QString error;
        const CatalogUrl url = *CatalogUrl::parse(
            u"postgresql://podcad@/team?host=%1"_s.arg(socketDir.path()), &error);
        TeamModelDialog dialog(url, u"DGX-H100"_s);
        QSignalSpy settled(&dialog, &TeamModelDialog::settled);
        QCOMPARE(dialog.statusText(), u"Talking to the server..."_s);

        QElapsedTimer clock;
        clock.start();
        const CatalogActions::Outcome imported =
            test::settle(window.catalogActions()->importDeviceTypes(
                {test::dataPath(u"netbox/supermicro-sys-1029u-tr4.yaml"_s)}));
        const qint64 waited = clock.elapsed();
        QVERIFY2(imported.done, qPrintable(imported.error));
        QVERIFY(window.catalog()->model(u"SYS-1029U-TR4"_s));
        // libpq gives up after the 5 s connect_timeout; the import took a fraction of that.
        QVERIFY2(waited < 2500, qPrintable(u"the import waited %1 ms"_s.arg(waited)));
        QVERIFY(settled.isEmpty());

        // The dialog still gets its answer, in its own time.
        QVERIFY(settled.wait(20000));
        QVERIFY2(dialog.statusText().startsWith(u"Not read: "_s), qPrintable(dialog.statusText()));

        // Closing a dialog that is still waiting for the server does not wait either.
        auto *waiting = new TeamModelDialog(url, u"DGX-H100"_s);
        QCOMPARE(waiting->statusText(), u"Talking to the server..."_s);
        clock.restart();
        delete waiting;
        QVERIFY2(clock.elapsed() < 2500,
                 qPrintable(u"closing the dialog waited %1 ms"_s.arg(clock.elapsed())));
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
    QByteArray mUserCatalogBefore;
};

QTEST_MAIN(TestTeamCatalogGui)
#include "tst_teamcataloggui.moc"

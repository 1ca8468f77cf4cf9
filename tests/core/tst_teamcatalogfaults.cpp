// The team catalog when things go wrong, on a real PostgreSQL 15 (tests/common/postgresserver.h):
// hostile values stored exactly or refused with nothing written; the server killed while a client
// reads or edits (the reader falls back to its copy, the edit leaves no trace); a push racing an
// edit; an edit that reports the version it wrote, not a later one.
//
// Each fault is placed, not hoped for: a session of the test's own holds a lock where the client
// must wait, the test sees the client wait (pg_stat_activity), then strikes.

#include "catalog/catalog.h"
#include "catalog/catalogurl.h"
#include "catalog/openingconnection.h"
#include "catalog/teamcatalog.h"
#include "catalog/teamcatalogloader.h"
#include "droppingpostgres.h"
#include "postgresserver.h"
#include "postgressession.h"
#include "teamcatalogurl.h"
#include "testpaths.h"

#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <cstdio>
#include <cstring>
#include <functional>
#include <thread>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace podcad;
using podcad::test::DroppingPostgres;
using podcad::test::PostgresServer;
using podcad::test::PostgresSession;
using podcad::test::teamCatalogUrl;

namespace {

// What an edit on a Client thread came to.
struct EditResult
{
    TeamCatalog::Edit edit = TeamCatalog::Edit::Failed;
    TeamCatalog::Model after;
    QString message;
};

// Runs `work` on a thread of its own (a client that will block on a lock), joined when it goes.
class Client final
{
public:
    explicit Client(std::function<void()> work)
        : mThread(std::move(work))
    {}
    ~Client() { join(); }
    void join()
    {
        if (mThread.joinable())
            mThread.join();
    }

private:
    std::thread mThread;
};

} // namespace

class TestTeamCatalogFaults final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mCache.isValid());
        qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(mCache.path()));
        qputenv("PODCAD_USER", "tester");
    }
    // Starts the server, and again after a test that killed it failed before restarting it.
    void init()
    {
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        // A client that lost its connection says so in its result, not by trying statements on
        // it and drawing the driver's warnings (stderr, in the command line).
        QTest::failOnWarning(QRegularExpression(u"database not open"_s));
    }

    // Text a user may type, or paste, into a name or a description: stored and read back byte
    // for byte, or refused with a message that says why and nothing written.
    void hostileTextIsStoredExactlyOrRefused_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("refusal"); // empty: stored exactly
        QTest::newRow("quotes") << u"name"_s << u"O'Brien \"8\" ''x''"_s << QString();
        QTest::newRow("SQL") << u"name"_s << u"x'); DROP TABLE device_models; --"_s << QString();
        QTest::newRow("backslashes")
            << u"description"_s << u"C:\\new\\table\\\\ \\x00 \\' E'\\n'"_s << QString();
        QTest::newRow("dollar quotes")
            << u"description"_s << u"$$; DROP TABLE audit; $$ $a$ ? ?1 :name %1 $1"_s << QString();
        QTest::newRow("unicode")
            << u"name"_s << u"GPU \u670D\u52A1\u5668 \u2014 \u03A9 \u2713 \U0001F680 \u05E2"_s
            << QString();
        QTest::newRow("control characters")
            << u"description"_s << u"tab\there\x01\x1f\x7f\rline\nnext"_s << QString();
        QString huge;
        huge.reserve(1 << 20);
        while (huge.size() < (1 << 20))
            huge += u"'\\\"; DROP TABLE audit; -- \u00E9\u670D "_s;
        // Trimmed text would not come back as typed: the value ends on a letter.
        huge.truncate((1 << 20) - 1);
        huge += u'x';
        QTest::newRow("1 MB") << u"description"_s << huge << QString();
        QTest::newRow("NUL")
            << u"name"_s << QString(u"before\0after"_s)
            << u"name: text with a NUL character, which the team catalog cannot hold"_s;
        QTest::newRow("lone surrogate")
            << u"description"_s << (u"broken "_s + QChar(0xD800) + u" pair"_s)
            << u"description: not valid Unicode text (a lone surrogate)"_s;
    }
    void hostileTextIsStoredExactlyOrRefused()
    {
        QFETCH(QString, column);
        QFETCH(QString, value);
        QFETCH(QString, refusal);
        checkEdit(column, value, refusal,
                  [&](const QVariant &stored) { return stored.toString() == value; });
    }

    // Numbers: refused unless finite and a value the catalog's reader takes; the extremes it
    // takes come back bit for bit.
    void hostileNumbersAreStoredExactlyOrRefused_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("refusal");
        for (const char *text : {"NaN", "nan", "inf", "-inf", "Infinity", "1e309", "0x10", "1,5",
                                 "12 kg", "", "'; DROP TABLE audit; --"})
            QTest::newRow(text) << u"weight_kg"_s << QString::fromLatin1(text)
                                << u"weight_kg: \"%1\" is not a number"_s.arg(
                                       QString::fromLatin1(text).trimmed());
        QTest::newRow("negative weight")
            << u"weight_kg"_s << u"-1"_s << u"weight_kg: -1 is negative"_s;
        QTest::newRow("negative price")
            << u"list_price_usd"_s << u"-0.01"_s << u"list_price_usd: -0.01 is negative"_s;
        QTest::newRow("whole number too big")
            << u"rack_units"_s << u"2147483648"_s
            << u"rack_units: \"2147483648\" is not a whole number"_s;
        QTest::newRow("largest double")
            << u"list_price_usd"_s << u"1.7976931348623157e308"_s << QString();
        QTest::newRow("smallest subnormal")
            << u"airflow_cfm"_s << u"4.9406564584124654e-324"_s << QString();
        QTest::newRow("many digits") << u"weight_kg"_s << u"130.12345678901234567"_s << QString();
        QTest::newRow("one tenth") << u"liquid_fraction"_s << u"0.1"_s << QString();
    }
    void hostileNumbersAreStoredExactlyOrRefused()
    {
        QFETCH(QString, column);
        QFETCH(QString, value);
        QFETCH(QString, refusal);
        const double wanted = value.toDouble();
        checkEdit(column, value, refusal, [&](const QVariant &stored) {
            const double d = stored.toDouble();
            return std::memcmp(&d, &wanted, sizeof d) == 0;
        });
    }

    // The pulled copy holds what the edits above stored, and the catalog reads it.
    void hostileValuesReachThePulledCopy()
    {
        TeamCatalog team(teamCatalogUrl(mServer.url(hostileDatabase())));
        QString error;
        QVERIFY2(team.connect(&error), qPrintable(error));
        const std::optional<TeamCatalog::Model> server = team.model(u"DGX-H100"_s, &error);
        QVERIFY2(server, qPrintable(error));
        QTemporaryDir dir;
        const QString copy = dir.filePath(u"copy.db"_s);
        QVERIFY2(team.pull(copy, &error), qPrintable(error));
        const std::optional<Catalog> catalog = Catalog::open(copy, &error);
        QVERIFY2(catalog, qPrintable(error));
        const DeviceModel *m = catalog->model(u"DGX-H100"_s);
        QVERIFY(m);
        QCOMPARE(m->description.size(), qsizetype(1 << 20));
        QCOMPARE(m->description, server->values.value(u"description"_s).toString());
        QCOMPARE(m->name, server->values.value(u"name"_s).toString());
        QCOMPARE(m->listPriceUsd, 1.7976931348623157e308);
    }

    // A SKU is a key the user types too: looked up, never run.
    void hostileSkusAreLookedUpNotRun()
    {
        TeamCatalog team(teamCatalogUrl(mServer.url(hostileDatabase())));
        QString error;
        QVERIFY2(team.connect(&error), qPrintable(error));
        for (const QString &sku : {u"'; DROP TABLE device_models; --"_s, u"DGX-H100' OR '1'='1"_s,
                                   u"\\'; DELETE FROM audit; --"_s}) {
            TeamCatalog::Model after;
            QString message;
            QCOMPARE(team.setPrice(sku, 1, std::nullopt, &after, &message),
                     TeamCatalog::Edit::Failed);
            QCOMPARE(message, u"no item with SKU \"%1\""_s.arg(sku));
            QVERIFY(!team.model(sku, &error));
        }
        QList<QVariantList> rows;
        QVERIFY2(mServer.exec(hostileDatabase(),
                              u"SELECT count(*) > 50, (SELECT count(*) FROM audit) > 0 "
                              "FROM device_models"_s,
                              &error, &rows),
                 qPrintable(error));
        QCOMPARE(rows, (QList<QVariantList>{{true, true}}));
    }

    // A catalog file with a SKU full of quotes, backslashes and SQL goes to the server and comes
    // back byte for byte; one with a NUL in its text is refused naming the file, the table and
    // the column, and the server keeps what it had.
    void hostilePushedRowsRoundTripOrAreRefused()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"pushed"_s, &error), qPrintable(error));
        TeamCatalog team(teamCatalogUrl(mServer.url(u"pushed"_s)));
        QVERIFY2(team.connect(&error), qPrintable(error));
        QTemporaryDir dir;
        const QString hostileSku = u"Q'\"\\'); DROP TABLE audit; -- \u670D"_s;
        const QString hostile = dir.filePath(u"hostile.db"_s);
        QVERIFY(QFile::copy(test::catalogDbPath(), hostile));
        QFile::setPermissions(hostile, QFile::ReadOwner | QFile::WriteOwner);
        // A copy of DGX-H100's row under the hostile SKU, whatever columns the schema has.
        for (const auto &[sql, values] : QList<std::pair<QString, QVariantList>>{
                 {u"CREATE TABLE scratch AS SELECT * FROM device_models WHERE sku = 'DGX-H100'"_s,
                  {}},
                 {u"UPDATE scratch SET sku = ?, description = ?"_s,
                  {hostileSku, u"it's \\\\ 100% \"fine\"; --"_s}},
                 {u"INSERT INTO device_models SELECT * FROM scratch"_s, {}},
                 {u"DROP TABLE scratch"_s, {}}})
            QVERIFY2(sqliteExec(hostile, sql, values, &error), qPrintable(error));
        QVERIFY2(team.push(hostile, &error), qPrintable(error));
        const QString pulled = dir.filePath(u"pulled.db"_s);
        QVERIFY2(team.pull(pulled, &error), qPrintable(error));
        const std::optional<Catalog> catalog = Catalog::open(pulled, &error);
        QVERIFY2(catalog, qPrintable(error));
        const DeviceModel *m = catalog->model(hostileSku);
        QVERIFY(m);
        QCOMPARE(m->description, u"it's \\\\ 100% \"fine\"; --"_s);
        const std::optional<TeamCatalog::Model> server = team.model(hostileSku, &error);
        QVERIFY2(server, qPrintable(error));
        TeamCatalog::Model after;
        QString message;
        QCOMPARE(team.setPrice(hostileSku, 1234.5, server->version, &after, &message),
                 TeamCatalog::Edit::Written);
        QCOMPARE(after.sku, hostileSku);
        QCOMPARE(after.usd, 1234.5);

        const QString withNul = dir.filePath(u"nul.db"_s);
        QVERIFY(QFile::copy(hostile, withNul));
        QFile::setPermissions(withNul, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY2(sqliteExec(withNul,
                            u"UPDATE device_models SET description = ? WHERE sku = 'DGX-H100'"_s,
                            {QString(u"cut\0here"_s)}, &error),
                 qPrintable(error));
        QList<QVariantList> before;
        QVERIFY(mServer.exec(u"pushed"_s,
                             u"SELECT count(*), max(row_version), (SELECT count(*) FROM audit) "
                             "FROM device_models"_s,
                             &error, &before));
        QVERIFY(!team.push(withNul, &error));
        QCOMPARE(error, u"%1: table device_models, row \"DGX-H100\": column description holds a "
                        "NUL character, which the team catalog cannot hold"_s.arg(withNul));
        QList<QVariantList> now;
        QVERIFY(mServer.exec(u"pushed"_s,
                             u"SELECT count(*), max(row_version), (SELECT count(*) FROM audit) "
                             "FROM device_models"_s,
                             &error, &now));
        QCOMPARE(now, before);
    }

    // The server killed while a client reads it: the client carries on from its copy with the
    // message it gives for a server that is away, and reads the server again once it is back.
    void killedMidPullFallsBackToTheCopy()
    {
        const QString database = pushedDatabase(u"midpull"_s);
        const CatalogUrl url = teamCatalogUrl(mServer.url(database));
        const TeamCatalogLoader::Result first = TeamCatalogLoader::load(url);
        QVERIFY2(first.catalog && !first.fromCache, qPrintable(first.error));

        PostgresSession holder(mServer, database);
        QVERIFY2(holder.exec(u"BEGIN"_s) &&
                     holder.exec(u"LOCK TABLE sqlite_schema IN ACCESS EXCLUSIVE MODE"_s),
                 qPrintable(holder.error()));
        TeamCatalogLoader::Result loaded;
        Client reader([&] { loaded = TeamCatalogLoader::load(url); });
        QVERIFY(mServer.waitForLockWaiters(database, 1));
        QString error;
        QVERIFY2(mServer.kill(&error), qPrintable(error));
        reader.join();
        QVERIFY2(loaded.catalog, qPrintable(loaded.error));
        QVERIFY(loaded.fromCache);
        QVERIFY2(loaded.notice.startsWith(u"team catalog %1 unreachable ("_s.arg(url.display())),
                 qPrintable(loaded.notice));
        QVERIFY2(loaded.notice.contains(u"); using the cached copy from 20"_s),
                 qPrintable(loaded.notice));
        QCOMPARE(loaded.catalog->models().size(), first.catalog->models().size());

        QVERIFY2(mServer.start(&error), qPrintable(error));
        const TeamCatalogLoader::Result again = TeamCatalogLoader::load(url);
        QVERIFY2(again.catalog, qPrintable(again.error));
        QVERIFY(!again.fromCache);
    }

    // What the server says besides its answers (a NOTICE from a trigger a team's administrator
    // added, the FATAL of a backend that ends because its server was killed) reaches libpq's
    // notice processor, whose default prints it on stderr ahead of the command line's one-line
    // error. The edit goes through, and nothing is printed.
    void serverNoticesStayOffStderr()
    {
        const QString database = pushedDatabase(u"notices"_s);
        QString error;
        QVERIFY2(mServer.exec(database,
                              u"CREATE FUNCTION shout() RETURNS trigger LANGUAGE plpgsql AS $$ "
                              "BEGIN RAISE NOTICE 'row % edited', NEW.sku; RETURN NEW; END $$"_s,
                              &error),
                 qPrintable(error));
        QVERIFY2(mServer.exec(database,
                              u"CREATE TRIGGER shout BEFORE UPDATE ON device_models "
                              "FOR EACH ROW EXECUTE FUNCTION shout()"_s,
                              &error),
                 qPrintable(error));
        TeamCatalog team(teamCatalogUrl(mServer.url(database)));
        QVERIFY2(team.connect(&error), qPrintable(error));
        TeamCatalog::Edit edit = TeamCatalog::Edit::Failed;
        QString message;
        const QByteArray printed = stderrOf(
            [&] { edit = team.setPrice(u"DGX-H100"_s, 390000, std::nullopt, nullptr, &message); });
        QVERIFY2(edit == TeamCatalog::Edit::Written, qPrintable(message));
        QVERIFY2(printed.isEmpty(), printed.constData());
    }

    // A server gone between letting the client in and the driver's set-up queries: the catalog
    // is unreachable (a reader uses its copy), and every warning the driver printed about its
    // set-up was raised inside OpeningConnection, where podcad-cli drops it.
    void aServerGoneDuringTheDriversSetUpIsUnreachable()
    {
        QTemporaryDir sockets;
        QVERIFY(sockets.isValid());
        DroppingPostgres gone(sockets.path());
        QVERIFY(gone.isListening());
        TeamCatalog team(
            teamCatalogUrl(u"postgresql://podcad@/gone?host=%1"_s.arg(sockets.path())));
        static QList<std::pair<QString, bool>> warnings;
        warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType type, const QMessageLogContext &, const QString &message) {
                if (type == QtWarningMsg)
                    warnings.append({message, OpeningConnection::onThisThread()});
            });
        QString error;
        bool unreachable = false;
        const bool connected = team.connect(&error, &unreachable);
        qInstallMessageHandler(previous);

        QVERIFY(!connected);
        QVERIFY2(unreachable, qPrintable(error));
        QCOMPARE(gone.admitted(), 1);
        QCOMPARE(gone.dropped(), 1);
        QVERIFY(!OpeningConnection::onThisThread());
        // The driver did warn (the case is real), and only while opening.
        QVERIFY(!warnings.isEmpty());
        for (const auto &[message, opening] : warnings)
            QVERIFY2(opening, qPrintable(message));
    }

    // A model is read with its own statement and nothing more. Qt's driver looks up the table of
    // each column of a scrollable result in pg_class, a statement per table, and on a connection
    // the server dropped just after answering, prints a warning per column: podcad-cli printed 26
    // of them above its own line for an edit cut off by a server kill.
    void aModelIsReadWithItsOwnStatementOnly()
    {
        const QString database = pushedDatabase(u"lookups"_s);
        QString error;
        QVERIFY2(mServer.exec(u"postgres"_s,
                              u"ALTER DATABASE %1 SET log_statement = 'all'"_s.arg(database),
                              &error),
                 qPrintable(error));
        TeamCatalog team(teamCatalogUrl(mServer.url(database)));
        QVERIFY2(team.connect(&error), qPrintable(error));
        QFile log(mServer.logPath());
        QVERIFY(log.open(QIODevice::ReadOnly));
        log.seek(log.size());
        const std::optional<TeamCatalog::Model> model = team.model(u"DGX-H100"_s, &error);
        QVERIFY2(model, qPrintable(error));
        const QByteArray logged = log.readAll();
        QVERIFY2(logged.contains("FROM device_models m LEFT JOIN LATERAL"), logged.constData());
        QVERIFY2(!logged.contains("pg_class"), logged.constData());
    }

    // The server killed while an edit waits for the row, while the catalog is checked after the
    // row's UPDATE, and while the audit rows go in: after the restart the row, its version and
    // the audit table are as before (one transaction per edit), the editor was told nothing was
    // written, and the same edit then goes through.
    void killedMidEditLeavesNoTrace_data()
    {
        QTest::addColumn<QString>("hold");
        QTest::newRow("waiting for the row")
            << u"SELECT 1 FROM device_models WHERE sku = 'DGX-H100' FOR UPDATE"_s;
        QTest::newRow("row updated, catalog being checked")
            << u"LOCK TABLE figure_ranges IN ACCESS EXCLUSIVE MODE"_s;
        QTest::newRow("audit being written") << u"LOCK TABLE audit IN SHARE MODE"_s;
    }
    void killedMidEditLeavesNoTrace()
    {
        QFETCH(QString, hold);
        const QString database = pushedDatabase(u"midedit"_s);
        const CatalogUrl url = teamCatalogUrl(mServer.url(database));
        const QString state =
            u"SELECT row_version, list_price_usd, weight_kg, (SELECT count(*) FROM audit) "
            "FROM device_models WHERE sku = 'DGX-H100'"_s;
        QString error;
        QList<QVariantList> before;
        QVERIFY2(mServer.exec(database, state, &error, &before), qPrintable(error));
        const QVariantMap edit{{u"list_price_usd"_s, 777777.25}, {u"weight_kg"_s, 140.5}};

        TeamCatalog::Edit outcome = TeamCatalog::Edit::Written;
        QString message;
        {
            PostgresSession holder(mServer, database);
            QVERIFY2(holder.exec(u"BEGIN"_s) && holder.exec(hold), qPrintable(holder.error()));
            Client editor([&] {
                TeamCatalog team(url);
                if (!team.connect(&message))
                    return;
                TeamCatalog::Model after;
                outcome = team.setModel(u"DGX-H100"_s, edit, std::nullopt, &after, &message);
            });
            QVERIFY(mServer.waitForLockWaiters(database, 1));
            QVERIFY2(mServer.kill(&error), qPrintable(error));
        }
        QCOMPARE(outcome, TeamCatalog::Edit::Failed);
        QVERIFY2(message.startsWith(u"the connection to the team catalog was lost ("_s) &&
                     message.endsWith(u"); nothing written"_s),
                 qPrintable(message));

        QVERIFY2(mServer.start(&error), qPrintable(error));
        QList<QVariantList> now;
        QVERIFY2(mServer.exec(database, state, &error, &now), qPrintable(error));
        QCOMPARE(now, before);

        TeamCatalog team(url);
        QVERIFY2(team.connect(&error), qPrintable(error));
        TeamCatalog::Model after;
        QCOMPARE(team.setModel(u"DGX-H100"_s, edit, before[0][0].toInt(), &after, &message),
                 TeamCatalog::Edit::Written);
        now.clear();
        QVERIFY2(mServer.exec(database, state, &error, &now), qPrintable(error));
        QCOMPARE(now, (QList<QVariantList>{{before[0][0].toInt() + 1, 777777.25, 140.5,
                                            before[0][3].toLongLong() + 2}}));
        // Back as it was for the next row of data.
        QCOMPARE(
            team.setModel(u"DGX-H100"_s,
                          {{u"list_price_usd"_s, before[0][1]}, {u"weight_kg"_s, before[0][2]}},
                          after.version, &after, &message),
            TeamCatalog::Edit::Written);
    }

    // A push that starts while an edit holds its row: the edit commits its version, and the push
    // must hand out a newer one, or whoever holds the edit's version would edit the pushed row
    // as if nothing had replaced it.
    void aPushRacingAnEditHandsOutANewerVersion()
    {
        const QString database = pushedDatabase(u"pushrace"_s);
        const CatalogUrl url = teamCatalogUrl(mServer.url(database));
        PostgresSession holder(mServer, database);
        QVERIFY2(holder.exec(u"BEGIN"_s) && holder.exec(u"LOCK TABLE audit IN SHARE MODE"_s),
                 qPrintable(holder.error()));
        EditResult edited;
        Client editor = editPrice(url, 111111, std::nullopt, &edited);
        QVERIFY(mServer.waitForLockWaiters(database, 1));
        bool pushed = false;
        QString pushMessage;
        Client pusher([&] {
            TeamCatalog team(url);
            pushed = team.connect(&pushMessage) && team.push(test::catalogDbPath(), &pushMessage);
        });
        QVERIFY(mServer.waitForLockWaiters(database, 2));
        QVERIFY2(holder.exec(u"COMMIT"_s), qPrintable(holder.error()));
        editor.join();
        pusher.join();
        QVERIFY2(edited.edit == TeamCatalog::Edit::Written, qPrintable(edited.message));
        QVERIFY2(pushed, qPrintable(pushMessage));

        TeamCatalog team(url);
        QString error;
        QVERIFY2(team.connect(&error), qPrintable(error));
        const std::optional<TeamCatalog::Model> now = team.model(u"DGX-H100"_s, &error);
        QVERIFY2(now, qPrintable(error));
        QVERIFY(now->pushed);
        QVERIFY2(now->version > edited.after.version,
                 qPrintable(u"pushed row at version %1, the edit wrote %2"_s.arg(now->version)
                                .arg(edited.after.version)));
        QString message;
        QCOMPARE(team.setPrice(u"DGX-H100"_s, 1, edited.after.version, nullptr, &message),
                 TeamCatalog::Edit::Conflict);
        QVERIFY2(message.startsWith(u"replaced by a push by tester at "_s), qPrintable(message));
    }

    // An edit reports the version it wrote and its values, even when another editor commits
    // the next version before the editing client reads the row back.
    void anEditReportsTheVersionItWrote()
    {
        const QString database = pushedDatabase(u"report"_s);
        const CatalogUrl url = teamCatalogUrl(mServer.url(database));
        // Holds the edit after its UPDATE (the catalog check reads figure_ranges) ...
        PostgresSession check(mServer, database);
        QVERIFY2(check.exec(u"BEGIN"_s) &&
                     check.exec(u"LOCK TABLE figure_ranges IN ACCESS EXCLUSIVE MODE"_s),
                 qPrintable(check.error()));
        EditResult edited;
        Client editor = editPrice(url, 222222, 1, &edited);
        QVERIFY(mServer.waitForLockWaiters(database, 1));
        // ... while a second editor queues for the audit table, which it takes the moment the
        // first commits, and writes version 3 while holding it.
        QString secondError;
        Client second([&] {
            PostgresSession s(mServer, database);
            // The server's trigger writes Bob's audit row with the UPDATE.
            if (!s.exec(u"BEGIN"_s) || !s.exec(u"LOCK TABLE audit IN ACCESS EXCLUSIVE MODE"_s) ||
                !s.exec(u"SELECT set_config('podcad.who', 'bob', true)"_s) ||
                !s.exec(u"UPDATE device_models SET list_price_usd = 333333, "
                        "row_version = row_version + 1 WHERE sku = 'DGX-H100'"_s) ||
                !s.exec(u"COMMIT"_s))
                secondError = s.error();
        });
        QVERIFY(mServer.waitForLockWaiters(database, 2));
        QVERIFY2(check.exec(u"COMMIT"_s), qPrintable(check.error()));
        editor.join();
        second.join();
        QVERIFY2(secondError.isEmpty(), qPrintable(secondError));
        QVERIFY2(edited.edit == TeamCatalog::Edit::Written, qPrintable(edited.message));
        QCOMPARE(edited.after.version, 2);
        QCOMPARE(edited.after.usd, 222222.0);
        QCOMPARE(edited.after.changedBy, u"tester"_s);
        QList<QVariantList> rows;
        QString error;
        QVERIFY(mServer.exec(database,
                             u"SELECT row_version, list_price_usd FROM device_models "
                             "WHERE sku = 'DGX-H100'"_s,
                             &error, &rows));
        QCOMPARE(rows, (QList<QVariantList>{{3, 333333.0}}));
    }

private:
    // DGX-H100's price set to `usd` on a thread of its own, by a connection of its own.
    static Client editPrice(const CatalogUrl &url, double usd, std::optional<int> expected,
                            EditResult *result)
    {
        return Client([url, usd, expected, result] {
            TeamCatalog team(url);
            if (team.connect(&result->message))
                result->edit =
                    team.setPrice(u"DGX-H100"_s, usd, expected, &result->after, &result->message);
        });
    }

    // A new database holding catalog.db, pushed once; later calls with the same name reuse it.
    QString pushedDatabase(const QString &name)
    {
        if (!mPushed.contains(name)) {
            QString error;
            if (!mServer.createDatabase(name, &error))
                qFatal("%s", qPrintable(error));
            TeamCatalog team(teamCatalogUrl(mServer.url(name)));
            if (!team.connect(&error) || !team.push(test::catalogDbPath(), &error))
                qFatal("%s", qPrintable(error));
            mPushed << name;
        }
        return name;
    }

    // What the process writes to file descriptor 2 while `work` runs: libpq writes there itself,
    // past Qt's message handling.
    static QByteArray stderrOf(const std::function<void()> &work)
    {
        QTemporaryFile file;
        if (!file.open())
            qFatal("cannot create a temporary file");
        std::fflush(stderr);
        const int saved = ::dup(2);
        ::dup2(file.handle(), 2);
        work();
        std::fflush(stderr);
        ::dup2(saved, 2);
        ::close(saved);
        file.seek(0);
        return file.readAll();
    }

    static bool sqliteExec(const QString &path, const QString &sql, const QVariantList &values,
                           QString *error)
    {
        const QString name = u"tst-faults-sqlite"_s;
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(path);
            if (db.open()) {
                QSqlQuery q(db);
                ok = q.prepare(sql);
                for (const QVariant &v : values)
                    q.addBindValue(v);
                ok = ok && q.exec();
                if (!ok)
                    *error = q.lastError().text();
                db.close();
            } else {
                *error = db.lastError().text();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

    // One database for the hostile values: each row edits DGX-H100 further.
    QString hostileDatabase() { return pushedDatabase(u"hostile"_s); }

    // The row and its audit trail as the server holds them (the test's own connection).
    struct RowState
    {
        int version = 0;
        qlonglong auditRows = 0;
        QVariant value;
    };
    RowState rowState(const QString &column)
    {
        QString error;
        QList<QVariantList> rows;
        if (!mServer.exec(hostileDatabase(),
                          u"SELECT row_version, (SELECT count(*) FROM audit), %1 "
                          "FROM device_models WHERE sku = 'DGX-H100'"_s.arg(column),
                          &error, &rows) ||
            rows.size() != 1)
            qFatal("%s", qPrintable(error));
        return {rows[0][0].toInt(), rows[0][1].toLongLong(), rows[0][2]};
    }

    // One edit of DGX-H100's `column`: refused with `refusal` and nothing written, or written as
    // one new version with one audit row, the server and model() both holding `isValue`.
    void checkEdit(const QString &column, const QString &value, const QString &refusal,
                   const std::function<bool(const QVariant &)> &isValue)
    {
        TeamCatalog team(teamCatalogUrl(mServer.url(hostileDatabase())));
        QString error;
        QVERIFY2(team.connect(&error), qPrintable(error));
        const RowState before = rowState(column);
        TeamCatalog::Model after;
        QString message;
        const TeamCatalog::Edit edit =
            team.setModel(u"DGX-H100"_s, {{column, value}}, std::nullopt, &after, &message);
        const RowState now = rowState(column);
        if (!refusal.isEmpty()) {
            QCOMPARE(edit, TeamCatalog::Edit::Failed);
            QVERIFY2(message.startsWith(refusal), qPrintable(message));
            QCOMPARE(now.version, before.version);
            QCOMPARE(now.auditRows, before.auditRows);
            QCOMPARE(now.value, before.value);
            return;
        }
        QVERIFY2(edit == TeamCatalog::Edit::Written, qPrintable(message));
        QCOMPARE(now.version, before.version + 1);
        QCOMPARE(now.auditRows, before.auditRows + 1);
        QVERIFY2(isValue(now.value), "the server holds another value");
        QCOMPARE(after.version, now.version);
        QVERIFY2(isValue(after.values.value(column)), "read back as another value");
        QList<QVariantList> audit;
        QVERIFY(mServer.exec(hostileDatabase(),
                             u"SELECT new_value FROM audit ORDER BY id DESC LIMIT 1"_s, &error,
                             &audit));
        const TeamCatalog::Field *f = TeamCatalog::field(column);
        QVERIFY(f);
        QCOMPARE(audit.value(0).value(0).toString(),
                 TeamCatalog::valueText(*f, after.values[column]));
    }

    QTemporaryDir mCache;
    PostgresServer mServer;
    QStringList mPushed;
};

QTEST_GUILESS_MAIN(TestTeamCatalogFaults)
#include "tst_teamcatalogfaults.moc"

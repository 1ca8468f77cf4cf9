// The team catalog on a real PostgreSQL 15 (tests/common/postgresserver.h): schema creation and
// versions, push and pull, prices edited from two connections, the local copy when the server is
// away, and URLs that never show their password.

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "catalog/catalogurl.h"
#include "catalog/pgpass.h"
#include "catalog/teamcatalog.h"
#include "catalog/teamcatalogloader.h"
#include "io/designfile.h"
#include "postgresserver.h"
#include "teamcatalogurl.h"
#include "testpaths.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;
using namespace podcad;
using podcad::test::PostgresServer;
using podcad::test::teamCatalogUrl;

namespace {

// Every row of every table of a SQLite file, read by the test's own connection: the oracle for
// "pull gives back what push sent".
QMap<QString, QList<QVariantList>> sqliteContent(const QString &path, int *userVersion)
{
    static int counter = 0;
    const QString name = u"tst-team-sqlite-%1"_s.arg(++counter);
    QMap<QString, QList<QVariantList>> content;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery version(db);
            version.exec(u"PRAGMA user_version"_s);
            *userVersion = version.next() ? version.value(0).toInt() : -1;
            for (const QString &table : db.tables()) {
                QSqlQuery q(db);
                q.exec(u"SELECT * FROM %1 ORDER BY rowid"_s.arg(table));
                QList<QVariantList> rows;
                while (q.next()) {
                    QVariantList row;
                    for (int i = 0; i < q.record().count(); ++i)
                        row << q.record().fieldName(i) << q.value(i);
                    rows << row;
                }
                content.insert(table, rows);
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return content;
}

} // namespace

class TestTeamCatalog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mCache.isValid());
        qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(mCache.path()));
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
    }

    void urls_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("shown");
        QTest::newRow("host and port") << u"postgresql://alice@db.example:5433/catalog"_s << true
                                       << u"postgresql://alice@db.example:5433/catalog"_s;
        QTest::newRow("password hidden") << u"postgresql://alice:s3cret@db.example/catalog"_s
                                         << true << u"postgresql://alice@db.example/catalog"_s;
        QTest::newRow("socket directory") << u"postgresql://alice@/catalog?host=/run/pg"_s << true
                                          << u"postgresql://alice@/catalog?host=/run/pg"_s;
        QTest::newRow("postgres scheme")
            << u"postgres://bob@h/c"_s << true << u"postgresql://bob@h/c"_s;
        QTest::newRow("no database")
            << u"postgresql://alice:s3cret@db.example/"_s << false << QString();
        QTest::newRow("no host") << u"postgresql://alice:s3cret@/catalog"_s << false << QString();
        QTest::newRow("unknown parameter")
            << u"postgresql://a:s3cret@h/c?sslmode=x"_s << false << QString();
    }
    void urls()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, shown);
        QVERIFY(CatalogUrl::isTeamCatalog(text));
        QString error;
        const std::optional<CatalogUrl> url = CatalogUrl::parse(text, &error);
        QCOMPARE(url.has_value(), valid);
        if (url)
            QCOMPARE(url->display(), shown);
        else
            QVERIFY(!error.isEmpty());
        QVERIFY2(!error.contains(u"s3cret"_s), qPrintable(error));
        QVERIFY(!CatalogUrl::isTeamCatalog(u"/tmp/postgresql.db"_s));
    }

    void pushThenPullGivesTheSameTables()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"roundtrip"_s, &error), qPrintable(error));
        TeamCatalog team(teamCatalogUrl(mServer.url(u"roundtrip"_s)));
        QVERIFY2(team.connect(&error), qPrintable(error));
        QVERIFY2(team.push(test::catalogDbPath(), &error), qPrintable(error));

        QTemporaryDir dir;
        const QString pulled = dir.filePath(u"pulled.db"_s);
        QVERIFY2(team.pull(pulled, &error), qPrintable(error));
        int shippedVersion = 0;
        int pulledVersion = 0;
        auto shipped = sqliteContent(test::catalogDbPath(), &shippedVersion);
        auto copy = sqliteContent(pulled, &pulledVersion);
        // Only port groups keep their order through the server (push numbers them); the server
        // hands other rows back in its own storage order, which the catalog does not read by, so
        // those tables are compared by content.
        auto byContent = [](QList<QVariantList> &rows) {
            std::sort(rows.begin(), rows.end(), [](const QVariantList &x, const QVariantList &y) {
                return QVariant(x).toStringList() < QVariant(y).toStringList();
            });
        };
        for (const QString &table : shipped.keys())
            if (table != u"port_groups"_s) {
                byContent(shipped[table]);
                byContent(copy[table]);
            }
        QCOMPARE(pulledVersion, shippedVersion);
        QCOMPARE(copy.keys(), shipped.keys());
        for (const QString &table : shipped.keys()) {
            QVERIFY2(!shipped[table].isEmpty(), qPrintable(table));
            QCOMPARE(copy[table].size(), shipped[table].size());
            for (qsizetype i = 0; i < shipped[table].size(); ++i)
                QVERIFY2(copy[table][i] == shipped[table][i],
                         qPrintable(u"%1 row %2"_s.arg(table).arg(i)));
        }
        // And Catalog reads the copy as it reads catalog.db.
        QVERIFY(Catalog::open(pulled, &error));

        // Pulling again over an existing file replaces it; a failing pull leaves it alone.
        QVERIFY2(team.pull(pulled, &error), qPrintable(error));
        const QByteArray before = [&] {
            QFile f(pulled);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(mServer.exec(u"roundtrip"_s,
                             u"UPDATE device_models SET kind = 'toaster' WHERE sku = "
                             "(SELECT min(sku) FROM device_models)"_s,
                             &error));
        QVERIFY(!team.pull(pulled, &error));
        QVERIFY2(error.contains(u"unknown kind \"toaster\""_s), qPrintable(error));
        QFile f(pulled);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void versionOneMigratesToSix()
    {
        // A team catalog made before the facility models, the step-time figures and the
        // confidence columns gets their tables and columns when a client connects, the new
        // figures 0 (not known) and confidence NULL (not rated) until a push.
        QString error;
        QVERIFY2(mServer.createDatabase(u"migrates"_s, &error), qPrintable(error));
        {
            TeamCatalog team(teamCatalogUrl(mServer.url(u"migrates"_s)));
            QVERIFY2(team.connect(&error), qPrintable(error));
        }
        for (const QString &sql :
             {u"DROP TABLE facility_models"_s, u"DROP TABLE kernel_efficiency"_s,
              u"DROP TABLE media_specs"_s, u"DROP TABLE figure_ranges"_s,
              u"ALTER TABLE accelerators DROP COLUMN scale_up_gbps, DROP COLUMN fp4_dense_tflops, "
              "DROP COLUMN confidence"_s,
              u"ALTER TABLE device_models DROP COLUMN spec_confidence, "
              "DROP COLUMN price_confidence"_s,
              u"ALTER TABLE cloud_offers DROP COLUMN confidence"_s,
              u"ALTER TABLE assumptions DROP COLUMN confidence"_s,
              u"ALTER TABLE power_supplies DROP COLUMN confidence"_s,
              u"ALTER TABLE models DROP COLUMN ffn_size, DROP COLUMN vocab_size, "
              "DROP COLUMN experts, DROP COLUMN active_experts, DROP COLUMN confidence"_s,
              // Version 6's audit triggers (the triggers go with their functions).
              u"DROP TABLE team_roles"_s, u"DROP INDEX audit_row"_s,
              u"DROP FUNCTION podcad_audit, podcad_audit_push, podcad_audit_guard, "
              "podcad_audit_truncate, podcad_is_owner CASCADE"_s,
              u"UPDATE schema_version SET version = 1, catalog_schema = 3"_s})
            QVERIFY2(mServer.exec(u"migrates"_s, sql, &error), qPrintable(error));
        {
            TeamCatalog team(teamCatalogUrl(mServer.url(u"migrates"_s)));
            QVERIFY2(team.connect(&error), qPrintable(error));
        }
        QList<QVariantList> rows;
        QVERIFY(mServer.exec(u"migrates"_s, u"SELECT version, catalog_schema FROM schema_version"_s,
                             &error, &rows));
        QCOMPARE(rows, (QList<QVariantList>{{6, 6}}));
        QList<QVariantList> count;
        QVERIFY(
            mServer.exec(u"migrates"_s, u"SELECT count(*) FROM facility_models"_s, &error, &count));
        QCOMPARE(count, (QList<QVariantList>{{0}}));
        // Fails unless the step added the table and the columns.
        QList<QVariantList> added;
        QVERIFY2(mServer.exec(u"migrates"_s,
                              u"SELECT (SELECT count(*) FROM kernel_efficiency), "
                              "(SELECT count(scale_up_gbps) FROM accelerators), "
                              "(SELECT count(ffn_size + vocab_size + experts + active_experts) "
                              "FROM models), (SELECT count(*) FROM media_specs), "
                              "(SELECT count(*) FROM figure_ranges), "
                              "(SELECT count(fp4_dense_tflops) + count(confidence) FROM "
                              "accelerators), (SELECT count(spec_confidence) + "
                              "count(price_confidence) FROM device_models), "
                              "(SELECT count(confidence) FROM models)"_s,
                              &error, &added),
                 qPrintable(error));
        QCOMPARE(added, (QList<QVariantList>{{0, 0, 0, 0, 0, 0, 0, 0}}));
    }

    void schemaIsVersioned()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"versions"_s, &error), qPrintable(error));
        {
            TeamCatalog team(teamCatalogUrl(mServer.url(u"versions"_s)));
            QVERIFY2(team.connect(&error), qPrintable(error));
        }
        QList<QVariantList> rows;
        QVERIFY(mServer.exec(u"versions"_s, u"SELECT version, catalog_schema FROM schema_version"_s,
                             &error, &rows));
        QCOMPARE(rows, (QList<QVariantList>{{6, 6}}));
        QVERIFY(mServer.exec(u"versions"_s, u"UPDATE schema_version SET version = 7"_s, &error));
        TeamCatalog team(teamCatalogUrl(mServer.url(u"versions"_s)));
        bool unreachable = true;
        QVERIFY(!team.connect(&error, &unreachable));
        QVERIFY(!unreachable);
        QCOMPARE(error, u"team catalog schema version 7 is newer than this PodCAD knows (6); "
                        "update PodCAD"_s);
        // The loader does not fall back to a copy for this: the server answered.
        const TeamCatalogLoader::Result loaded =
            TeamCatalogLoader::load(teamCatalogUrl(mServer.url(u"versions"_s)));
        QVERIFY(!loaded.catalog);
        QVERIFY2(loaded.error.contains(u"newer than this PodCAD knows"_s),
                 qPrintable(loaded.error));
    }

    void editsFromTwoConnectionsConflict()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"edits"_s, &error), qPrintable(error));
        const CatalogUrl url = teamCatalogUrl(mServer.url(u"edits"_s));
        TeamCatalog alice(url);
        TeamCatalog bob(url);
        QVERIFY2(alice.connect(&error), qPrintable(error));
        QVERIFY2(alice.push(test::catalogDbPath(), &error), qPrintable(error));
        QVERIFY2(bob.connect(&error), qPrintable(error));
        const QString sku = u"DGX-H100"_s;
        const auto aliceRead = alice.model(sku, &error);
        const auto bobRead = bob.model(sku, &error);
        QVERIFY2(aliceRead && bobRead, qPrintable(error));
        QCOMPARE(aliceRead->version, bobRead->version);
        const double original = aliceRead->usd;

        qputenv("PODCAD_USER", "alice");
        TeamCatalog::Model after;
        QString message;
        QCOMPARE(alice.setPrice(sku, 123456.5, aliceRead->version, &after, &message),
                 TeamCatalog::Edit::Written);
        QCOMPARE(after.usd, 123456.5);
        QCOMPARE(after.version, aliceRead->version + 1);
        QCOMPARE(after.changedBy, u"alice"_s);

        qputenv("PODCAD_USER", "bob");
        QCOMPARE(bob.setPrice(sku, 99.0, bobRead->version, &after, &message),
                 TeamCatalog::Edit::Conflict);
        qunsetenv("PODCAD_USER");
        const QRegularExpression expected(
            u"^changed by alice at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC since you read it "
            "\\(version %1, yours %2\\); nothing written$"_s.arg(aliceRead->version + 1)
                .arg(bobRead->version));
        QVERIFY2(expected.match(message).hasMatch(), qPrintable(message));

        QList<QVariantList> rows;
        QVERIFY(mServer.exec(u"edits"_s,
                             u"SELECT list_price_usd, row_version FROM device_models WHERE sku = "
                             "'DGX-H100'"_s,
                             &error, &rows));
        QCOMPARE(rows, (QList<QVariantList>{{123456.5, aliceRead->version + 1}}));
        rows.clear();
        QVERIFY(mServer.exec(u"edits"_s,
                             u"SELECT who, db_user, table_name, row_key, column_name, old_value, "
                             "new_value, at > now() - interval '1 minute' FROM audit "
                             "WHERE action = 'update'"_s,
                             &error, &rows));
        QCOMPARE(rows,
                 (QList<QVariantList>{{u"alice"_s, u"podcad"_s, u"device_models"_s, sku,
                                       u"list_price_usd"_s, u"400000"_s, u"123456.5"_s, true}}));

        // Bob reads again and his edit goes through.
        const auto again = bob.model(sku, &error);
        QVERIFY(again);
        QCOMPARE(bob.setPrice(sku, 99.0, again->version, &after, &message),
                 TeamCatalog::Edit::Written);

        // A push replaces everything: an edit prepared before it conflicts too, and says so.
        const auto beforePush = alice.model(sku, &error);
        QVERIFY(beforePush);
        qputenv("PODCAD_USER", "carol");
        QVERIFY2(bob.push(test::catalogDbPath(), &error), qPrintable(error));
        qunsetenv("PODCAD_USER");
        QCOMPARE(alice.setPrice(sku, 1.0, beforePush->version, &after, &message),
                 TeamCatalog::Edit::Conflict);
        QVERIFY2(message.startsWith(u"replaced by a push by carol at "_s), qPrintable(message));
        const auto pushed = alice.model(sku, &error);
        QVERIFY(pushed);
        QVERIFY(pushed->version > beforePush->version);
        QCOMPARE(pushed->usd, original);
        QVERIFY(pushed->pushed);

        QCOMPARE(bob.setPrice(u"NO-SUCH-SKU"_s, 1.0, std::nullopt, &after, &message),
                 TeamCatalog::Edit::Failed);
        QCOMPARE(message, u"no item with SKU \"NO-SUCH-SKU\""_s);
    }

    // A model's specifications, edited on the server: one new version for the whole edit, one
    // audit row per changed field, nothing written for a catalog PodCAD could not read, and the
    // figures reach a design analysed through a pulled copy.
    void modelEditsAreVersionedAuditedAndChecked()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"models"_s, &error), qPrintable(error));
        const CatalogUrl url = teamCatalogUrl(mServer.url(u"models"_s));
        TeamCatalog team(url);
        QVERIFY2(team.connect(&error), qPrintable(error));
        QVERIFY2(team.push(test::catalogDbPath(), &error), qPrintable(error));
        const QString sku = u"DGX-H100"_s;
        const auto read = team.model(sku, &error);
        QVERIFY2(read, qPrintable(error));
        // catalog.sql's row: 8 U, 130.45 kg, 7,650 W typical, 10,200 W max.
        QCOMPARE(read->kind, u"gpu-server"_s);
        QCOMPARE(read->values.value(u"rack_units"_s).toInt(), 8);
        QCOMPARE(read->values.value(u"weight_kg"_s).toDouble(), 130.45);
        QCOMPARE(read->values.value(u"typical_power_w"_s).toDouble(), 7650.0);
        QCOMPARE(read->values.value(u"max_power_w"_s).toDouble(), 10200.0);
        QCOMPARE(read->values.size(), TeamCatalog::editableFields().size());

        qputenv("PODCAD_USER", "alice");
        TeamCatalog::Model after;
        QString message;
        // Text values, as the command line and the dialog send them; the price is unchanged.
        QCOMPARE(team.setModel(sku,
                               {{u"typical_power_w"_s, u"8000"_s},
                                {u"weight_kg"_s, u" 131.5 "_s},
                                {u"list_price_usd"_s, u"400000"_s}},
                               read->version, &after, &message),
                 TeamCatalog::Edit::Written);
        QCOMPARE(after.version, read->version + 1);
        QCOMPARE(after.values.value(u"typical_power_w"_s).toDouble(), 8000.0);
        QCOMPARE(after.values.value(u"weight_kg"_s).toDouble(), 131.5);
        QCOMPARE(after.changedBy, u"alice"_s);
        QList<QVariantList> rows;
        QVERIFY(mServer.exec(u"models"_s,
                             u"SELECT who, column_name, old_value, new_value, row_version "
                             "FROM audit WHERE action = 'update' ORDER BY column_name"_s,
                             &error, &rows));
        QCOMPARE(rows, (QList<QVariantList>{
                           {u"alice"_s, u"typical_power_w"_s, u"7650"_s, u"8000"_s, after.version},
                           {u"alice"_s, u"weight_kg"_s, u"130.45"_s, u"131.5"_s, after.version}}));
        rows.clear();
        QVERIFY(mServer.exec(u"models"_s,
                             u"SELECT spec_source, price_source FROM device_models "
                             "WHERE sku = 'DGX-H100'"_s,
                             &error, &rows));
        QCOMPARE(rows.value(0).value(0).toString(), u"team catalog: set by alice"_s);
        QVERIFY2(rows.value(0).value(1).toString().startsWith(u"estimate: midpoint"_s),
                 "the price was not changed: its source stays");

        // The same values again: nothing to write, no new version, no audit row.
        QCOMPARE(
            team.setModel(sku, {{u"typical_power_w"_s, 8000}}, after.version, &after, &message),
            TeamCatalog::Edit::Written);
        QCOMPARE(message, u"nothing changed"_s);
        QCOMPARE(after.version, read->version + 1);

        // Refused, with the row as it was: values the reader would not take, unknown fields,
        // text where a number goes, a fraction of a rack unit, an old version.
        const struct
        {
            QVariantMap changes;
            QString message;
            TeamCatalog::Edit edit;
        } refused[] = {
            {{{u"typical_power_w"_s, 20000}},
             u"model \"DGX-H100\": typical_power_w exceeds max_power_w; nothing written"_s,
             TeamCatalog::Edit::Failed},
            {{{u"liquid_fraction"_s, 1.5}},
             u"model \"DGX-H100\": liquid_fraction must be between 0 and 1; nothing written"_s,
             TeamCatalog::Edit::Failed},
            {{{u"name"_s, u" "_s}},
             u"table device_models, row \"DGX-H100\": "_s,
             TeamCatalog::Edit::Failed},
            {{{u"kind"_s, u"switch"_s}},
             u"\"kind\" is not a field a team edits; these are: list_price_usd, name, "_s,
             TeamCatalog::Edit::Failed},
            {{{u"weight_kg"_s, u"heavy"_s}},
             u"weight_kg: \"heavy\" is not a number"_s,
             TeamCatalog::Edit::Failed},
            {{{u"rack_units"_s, u"2.5"_s}},
             u"rack_units: \"2.5\" is not a whole number"_s,
             TeamCatalog::Edit::Failed},
            {{{u"weight_kg"_s, 140}}, u"changed by alice at "_s, TeamCatalog::Edit::Conflict},
        };
        for (const auto &r : refused) {
            const bool stale = r.edit == TeamCatalog::Edit::Conflict;
            QCOMPARE(team.setModel(sku, r.changes, stale ? read->version : after.version, nullptr,
                                   &message),
                     r.edit);
            QVERIFY2(message.startsWith(r.message), qPrintable(message));
        }
        qunsetenv("PODCAD_USER");
        const auto unchanged = team.model(sku, &error);
        QVERIFY(unchanged);
        QCOMPARE(unchanged->version, after.version);
        QCOMPARE(unchanged->values, after.values);
        const auto history = team.audit(sku, 10, &error);
        QVERIFY2(history, qPrintable(error));
        QCOMPARE(history->size(), std::size_t(3)); // two field updates and the push
        QCOMPARE(history->back().action, u"push"_s);

        // Through a pulled copy, the sample's four DGX H100s draw 4 x 350 W more, typically.
        QTemporaryDir dir;
        const QString pulled = dir.filePath(u"pulled.db"_s);
        QVERIFY2(team.pull(pulled, &error), qPrintable(error));
        const std::optional<Catalog> shipped = Catalog::open(test::catalogDbPath(), &error);
        const std::optional<Catalog> edited = Catalog::open(pulled, &error);
        QVERIFY2(shipped && edited, qPrintable(error));
        QVERIFY(!shipped->sameContent(*edited));
        const LoadResult loaded =
            DesignFile::read(test::samplePath(u"basepod-4x-dgx-h100.podcad"_s));
        QVERIFY(loaded.ok());
        const Analysis before = analyze(*loaded.design, *shipped);
        const Analysis now = analyze(*loaded.design, *edited);
        QCOMPARE(now.totals.itPowerTypicalKw - before.totals.itPowerTypicalKw, 4 * 0.350);
        QCOMPARE(now.totals.itPowerMaxKw, before.totals.itPowerMaxKw);
    }

    // A server that asks for a password: the URL's password works, none is refused in the
    // server's words (not "unreachable": the copy would hide it), and a password kept in libpq's
    // password file by PgPass::store works without the URL naming it.
    void passwordsGoToThePasswordFileNotTheUrl()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"secret"_s, &error), qPrintable(error));
        QVERIFY2(mServer.requirePassword(u"alice"_s, u"s3cret:x"_s, &error), qPrintable(error));
        const QString plain = u"postgresql://alice@/secret?host=%1"_s.arg(mServer.socketDir());
        const QString withPassword =
            u"postgresql://alice:s3cret%3Ax@/secret?host=%1"_s.arg(mServer.socketDir());
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString passFile = home.filePath(u"pgpass"_s);
        qputenv("PGPASSFILE", QFile::encodeName(passFile));
        qunsetenv("PGPASSWORD");

        {
            TeamCatalog team(teamCatalogUrl(withPassword));
            QVERIFY2(team.connect(&error), qPrintable(error));
            QVERIFY(teamCatalogUrl(withPassword).passwordInUrl());
            QVERIFY(!teamCatalogUrl(withPassword).display().contains(u"s3cret"_s));
        }
        {
            TeamCatalog team(teamCatalogUrl(plain));
            bool unreachable = true;
            QVERIFY(!team.connect(&error, &unreachable));
            QVERIFY2(!unreachable, qPrintable(error));
            QVERIFY2(error.contains(u"password"_s), qPrintable(error));
        }

        // A line of someone else's stays; the same server's line is replaced, not added.
        {
            QFile f(passFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // A wildcard line for alice that would match first if the new line went last.
            f.write("# mine\notherhost:5432:db:bob:pw\n*:*:*:alice:wrong\n");
        }
        QVERIFY2(PgPass::store(teamCatalogUrl(u"postgresql://alice:old@/secret?host=%1"_s.arg(
                                   mServer.socketDir())),
                               &error),
                 qPrintable(error));
        QVERIFY2(PgPass::store(teamCatalogUrl(withPassword), &error), qPrintable(error));
        // A file others can read is refused by name, not skipped (libpq would send no password).
        QVERIFY(QFile::setPermissions(passFile, QFile::ReadOwner | QFile::WriteOwner |
                                                    QFile::ReadGroup | QFile::ReadOther));
        {
            TeamCatalog team(teamCatalogUrl(plain));
            bool unreachable = true;
            QVERIFY(!team.connect(&error, &unreachable));
            QVERIFY(!unreachable);
            QCOMPARE(error, u"the password file %1 can be read by others; libpq will not use it: "
                            "chmod 600 %1"_s.arg(passFile));
        }
        // Storing again makes it 0600 whatever it was.
        QVERIFY2(PgPass::store(teamCatalogUrl(withPassword), &error), qPrintable(error));
        QFile f(passFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()),
                 u"%1:*:secret:alice:s3cret\\:x\n# mine\notherhost:5432:db:bob:pw\n"
                 "*:*:*:alice:wrong\n"_s.arg(mServer.socketDir()));
        QCOMPARE(f.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                                    QFileDevice::WriteGroup | QFileDevice::WriteOther),
                 QFileDevice::Permissions());
        {
            TeamCatalog team(teamCatalogUrl(plain));
            QVERIFY2(team.connect(&error), qPrintable(error));
        }
        QCOMPARE(PgPass::escaped(u"C:\\db:1"_s), u"C\\:\\\\db\\:1"_s);
        qunsetenv("PGPASSFILE");
    }

    // Last: it stops the server.
    void theCopyIsUsedWhenTheServerIsAway()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"away"_s, &error), qPrintable(error));
        const CatalogUrl url = teamCatalogUrl(mServer.url(u"away"_s));
        {
            TeamCatalog team(url);
            QVERIFY2(team.connect(&error), qPrintable(error));
            QVERIFY2(team.push(test::catalogDbPath(), &error), qPrintable(error));
        }
        const TeamCatalogLoader::Result live = TeamCatalogLoader::load(url);
        QVERIFY2(live.catalog, qPrintable(live.error));
        QVERIFY(!live.fromCache);
        QVERIFY(live.notice.isEmpty());
        QCOMPARE(live.catalog->path(), url.display());
        const std::optional<Catalog> shipped = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY(shipped);
        QCOMPARE(live.catalog->models().size(), shipped->models().size());

        QVERIFY2(mServer.stop(&error), qPrintable(error));
        const TeamCatalogLoader::Result away = TeamCatalogLoader::load(url);
        QVERIFY2(away.catalog, qPrintable(away.error));
        QVERIFY(away.fromCache);
        QVERIFY2(away.notice.startsWith(u"team catalog %1 unreachable ("_s.arg(url.display())),
                 qPrintable(away.notice));
        QVERIFY2(away.notice.contains(u"); using the cached copy from 20"_s),
                 qPrintable(away.notice));
        QVERIFY(!away.notice.contains(u'\n'));
        for (const DeviceModel *m : shipped->models()) {
            const DeviceModel *copy = away.catalog->model(m->sku);
            QVERIFY(copy);
            QCOMPARE(copy->listPriceUsd, m->listPriceUsd);
            QCOMPARE(copy->portGroups.size(), m->portGroups.size());
        }

        const TeamCatalogLoader::Result none =
            TeamCatalogLoader::load(teamCatalogUrl(mServer.url(u"never"_s)));
        QVERIFY(!none.catalog);
        QVERIFY2(none.error.endsWith(u"; no cached copy"_s), qPrintable(none.error));
    }

private:
    QTemporaryDir mCache;
    PostgresServer mServer;
};

QTEST_GUILESS_MAIN(TestTeamCatalog)
#include "tst_teamcatalog.moc"

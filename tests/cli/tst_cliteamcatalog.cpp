// podcad-cli against a team catalog on a real PostgreSQL 15 (tests/common/postgresserver.h):
// push, the same figures as catalog.db, two architects editing one price, the cached copy when
// the server is away, and one-line errors that never show a password.
#include "clirun.h"
#include "droppingpostgres.h"
#include "postgresserver.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace podcad::test;

namespace {

// Runs podcad-cli as `user` (what the audit table records) with the test's cache directory.
CliRun runAs(const QString &user, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!user.isEmpty())
        environment.insert(u"PODCAD_USER"_s, user);
    p.setProcessEnvironment(environment);
    p.start(cliPath(), args);
    if (!p.waitForFinished(300000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QString sample()
{
    return samplePath(u"basepod-4x-dgx-h100.podcad"_s);
}

} // namespace

class TestCliTeamCatalog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mCache.isValid());
        qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(mCache.path()));
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        QVERIFY2(mServer.createDatabase(u"team"_s, &error), qPrintable(error));
        mUrl = mServer.url(u"team"_s);
        const CliRun push = runAs({}, {u"--catalog"_s, mUrl, u"catalog"_s, u"push"_s});
        QVERIFY2(push.exitCode == 0, push.err.constData());
        QCOMPARE(push.out, u"pushed %1 to %2\n"_s.arg(catalogDbPath(), mUrl).toUtf8());
        QVERIFY(push.err.isEmpty());
    }

    void sameFiguresAsCatalogDb_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("analyze") << QStringList{u"analyze"_s, sample(), u"--json"_s};
        QTest::newRow("bom") << QStringList{u"bom"_s, sample(), u"--json"_s};
        QTest::newRow("tco") << QStringList{u"tco"_s, sample(), u"--json"_s};
        QTest::newRow("compare") << QStringList{u"compare"_s, sample(), u"--json"_s};
        QTest::newRow("analyze text") << QStringList{u"analyze"_s, sample()};
        QTest::newRow("show") << QStringList{u"catalog"_s, u"show"_s, u"DGX-H100"_s};
    }
    void sameFiguresAsCatalogDb()
    {
        QFETCH(QStringList, args);
        const CliRun local = runAs({}, args);
        const CliRun team = runAs({}, QStringList{u"--catalog"_s, mUrl} + args);
        QCOMPARE(local.exitCode, 0);
        QVERIFY2(team.exitCode == 0, team.err.constData());
        QVERIFY(team.err.isEmpty());
        QVERIFY(team.out.size() > 100);
        QCOMPARE(team.out, local.out);
    }

    void twoArchitectsEditOnePrice()
    {
        const QStringList price{u"--catalog"_s, mUrl,          u"catalog"_s,
                                u"price"_s,     u"DGX-H100"_s, u"--json"_s};
        const CliRun aliceRead = runAs(u"alice"_s, price);
        const CliRun bobRead = runAs(u"bob"_s, price);
        QCOMPARE(aliceRead.exitCode, 0);
        QCOMPARE(bobRead.out, aliceRead.out);
        QJsonObject read;
        QString why;
        QVERIFY2(parseJsonObject(aliceRead.out, &read, &why), qPrintable(why));
        const int version = read.value(u"version"_s).toInt();
        QVERIFY(version >= 1);
        const double original = read.value(u"list_price_usd"_s).toDouble();

        const auto setPrice = [&](const QString &user, const QString &usd) {
            return runAs(user, {u"--catalog"_s, mUrl, u"catalog"_s, u"set-price"_s, u"DGX-H100"_s,
                                usd, u"--expect-version"_s, QString::number(version)});
        };
        const CliRun alice = setPrice(u"alice"_s, u"310000"_s);
        QVERIFY2(alice.exitCode == 0, alice.err.constData());
        QVERIFY2(
            alice.out.startsWith(
                u"DGX-H100: 310,000.00 USD, version %1 (changed by alice at "_s.arg(version + 1)
                    .toUtf8()),
            alice.out.constData());

        const CliRun bob = setPrice(u"bob"_s, u"305000"_s);
        QCOMPARE(bob.exitCode, 2);
        QVERIFY(bob.out.isEmpty());
        QCOMPARE(nonEmptyLineCount(bob.err), 1);
        const QRegularExpression conflict(
            u"^podcad-cli catalog set-price DGX-H100: changed by alice at \\d{4}-\\d\\d-\\d\\d "
            "\\d\\d:\\d\\d UTC since you read it \\(version %1, yours %2\\); nothing written\n$"_s
                .arg(version + 1)
                .arg(version));
        QVERIFY2(conflict.match(QString::fromUtf8(bob.err)).hasMatch(), bob.err.constData());

        // The server holds Alice's price; the audit table one row saying who, when, old and new.
        QString error;
        QList<QVariantList> rows;
        QVERIFY2(mServer.exec(u"team"_s,
                              u"SELECT m.list_price_usd, a.who, a.old_value, a.new_value, "
                              "a.at IS NOT NULL FROM device_models m JOIN audit a "
                              "ON a.row_key = m.sku AND a.action = 'update' "
                              "WHERE m.sku = 'DGX-H100'"_s,
                              &error, &rows),
                 qPrintable(error));
        QCOMPARE(rows, (QList<QVariantList>{
                           {310000.0, u"alice"_s,
                            QString::number(original, 'f', QLocale::FloatingPointShortest),
                            u"310000"_s, true}}));

        // Everyone costing through the server now sees Alice's price.
        const CliRun bom = runAs(
            u"bob"_s, {u"--catalog"_s, mUrl, u"catalog"_s, u"show"_s, u"DGX-H100"_s, u"--json"_s});
        QVERIFY(bom.out.contains("\"list_price_usd\": 310000"));
    }

    // A model's specifications edited from the command line: the edit, its refusals (one line,
    // exit 2 or 1), the audit trail, and a design analysed through the server with the new figure.
    void editAModelAndReadTheAuditTrail()
    {
        const QStringList base{u"--catalog"_s, mUrl, u"catalog"_s};
        const CliRun read = runAs({}, base + QStringList{u"model"_s, u"DGX-H100"_s, u"--json"_s});
        QVERIFY2(read.exitCode == 0, read.err.constData());
        QJsonObject model;
        QString why;
        QVERIFY2(parseJsonObject(read.out, &model, &why), qPrintable(why));
        QCOMPARE(model.value(u"kind"_s).toString(), u"gpu-server"_s);
        QCOMPARE(model.value(u"typical_power_w"_s).toDouble(), 7650.0);
        QCOMPARE(model.value(u"max_power_w"_s).toDouble(), 10200.0);
        const QString version = QString::number(model.value(u"version"_s).toInt());

        const CliRun text = runAs({}, base + QStringList{u"model"_s, u"DGX-H100"_s});
        QVERIFY2(text.out.contains("Typical power") && text.out.contains("7650 W"),
                 text.out.constData());
        // The text lists the fields of the model's kind; JSON has every key.
        QVERIFY2(!text.out.contains("max_load_kg") && !text.out.contains("storage_capacity_tb"),
                 text.out.constData());
        QVERIFY(model.contains(u"max_load_kg"_s) && model.contains(u"storage_capacity_tb"_s));

        const auto setModel = [&](const QStringList &args) {
            return runAs(u"carol"_s, base + QStringList{u"set-model"_s, u"DGX-H100"_s} + args);
        };
        const CliRun refused = setModel({u"typical_power_w=99999"_s});
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(
            QString::fromUtf8(refused.err),
            u"podcad-cli catalog set-model DGX-H100: model \"DGX-H100\": typical_power_w exceeds "
            "max_power_w; nothing written\n"_s);
        const CliRun unknown = setModel({u"vendor=ACME"_s});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.startsWith("podcad-cli catalog set-model DGX-H100: \"vendor=ACME\" is "
                                        "not FIELD=VALUE with a field of: list_price_usd, name,"),
                 unknown.err.constData());
        QCOMPARE(setModel({}).exitCode, 1);
        QCOMPARE(setModel({u"weight_kg=1"_s, u"weight_kg=2"_s}).exitCode, 1);

        const CliRun edited = setModel({u"typical_power_w=8150"_s, u"airflow_cfm=1200"_s,
                                        u"--expect-version"_s, version, u"--json"_s});
        QVERIFY2(edited.exitCode == 0, edited.err.constData());
        QJsonObject after;
        QVERIFY2(parseJsonObject(edited.out, &after, &why), qPrintable(why));
        QCOMPARE(after.value(u"version"_s).toInt(), version.toInt() + 1);
        QCOMPARE(after.value(u"typical_power_w"_s).toDouble(), 8150.0);
        QCOMPARE(after.value(u"changed_by"_s).toString(), u"carol"_s);
        // The same --expect-version again is stale now.
        const CliRun stale = setModel({u"typical_power_w=8200"_s, u"--expect-version"_s, version});
        QCOMPARE(stale.exitCode, 2);
        QVERIFY2(stale.err.contains("changed by carol at "), stale.err.constData());

        const CliRun audit = runAs(
            {}, base + QStringList{u"audit"_s, u"DGX-H100"_s, u"--limit"_s, u"2"_s, u"--json"_s});
        QVERIFY2(audit.exitCode == 0, audit.err.constData());
        const QJsonArray entries = QJsonDocument::fromJson(audit.out).array();
        QCOMPARE(entries.size(), 2);
        QStringList fields;
        for (const QJsonValue &e : entries) {
            QCOMPARE(e[u"who"_s].toString(), u"carol"_s);
            QCOMPARE(e[u"version"_s].toInt(), version.toInt() + 1);
            fields << e[u"field"_s].toString() + u':' + e[u"old"_s].toString() + u'>' +
                          e[u"new"_s].toString();
        }
        fields.sort();
        QCOMPARE(fields, (QStringList{u"airflow_cfm:1105>1200"_s, u"typical_power_w:7650>8150"_s}));

        // The sample's four DGX H100s through the server: 4 x 500 W more, typically.
        const QStringList analyze{u"analyze"_s, sample(), u"--json"_s};
        const CliRun local = runAs({}, analyze);
        const CliRun team = runAs({}, QStringList{u"--catalog"_s, mUrl} + analyze);
        QVERIFY2(team.exitCode == 0, team.err.constData());
        const auto typicalKw = [](const QByteArray &json) {
            return QJsonDocument::fromJson(json)[u"totals"_s][u"it_power_typical_kw"_s].toDouble();
        };
        QCOMPARE(typicalKw(team.out) - typicalKw(local.out), 2.0);

        // Put it back for the tests after this one.
        QCOMPARE(setModel({u"typical_power_w=7650"_s, u"airflow_cfm=1105"_s}).exitCode, 0);
    }

    void pullWritesACatalogFile()
    {
        QTemporaryDir dir;
        const QString to = dir.filePath(u"team.db"_s);
        const CliRun pull = runAs({}, {u"--catalog"_s, mUrl, u"catalog"_s, u"pull"_s, u"-o"_s, to});
        QVERIFY2(pull.exitCode == 0, pull.err.constData());
        const CliRun show =
            runAs({}, {u"--catalog"_s, to, u"catalog"_s, u"show"_s, u"DGX-H100"_s, u"--json"_s});
        QCOMPARE(show.exitCode, 0);
        QVERIFY(show.out.contains("\"list_price_usd\": 310000"));

        const CliRun nowhere = runAs({}, {u"catalog"_s, u"pull"_s});
        QCOMPARE(nowhere.exitCode, 1);
        QCOMPARE(nonEmptyLineCount(nowhere.err), 1);
    }

    void passwordsAreNeverPrinted()
    {
        const QString withPassword =
            u"postgresql://podcad:s3cret@/nowhere?host=%1/no-such-dir"_s.arg(mServer.socketDir());
        for (const QStringList &args :
             {QStringList{u"--catalog"_s, withPassword, u"analyze"_s, sample()},
              QStringList{u"--catalog"_s, withPassword, u"catalog"_s, u"push"_s},
              QStringList{u"--catalog"_s, u"postgresql://podcad:s3cret@host/"_s, u"analyze"_s,
                          sample()}}) {
            const CliRun r = runAs({}, args);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(nonEmptyLineCount(r.err), 1);
            QVERIFY2(!r.err.contains("s3cret"), r.err.constData());
            QVERIFY2(r.err.contains("postgresql://podcad@"), r.err.constData());
        }
    }

    void aNewerServerSchemaIsRefused()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"future"_s, &error), qPrintable(error));
        const QString url = mServer.url(u"future"_s);
        QCOMPARE(runAs({}, {u"--catalog"_s, url, u"catalog"_s, u"push"_s}).exitCode, 0);
        QCOMPARE(runAs({}, {u"--catalog"_s, url, u"analyze"_s, sample()}).exitCode, 0);
        QVERIFY2(mServer.exec(u"future"_s, u"UPDATE schema_version SET version = 7"_s, &error),
                 qPrintable(error));
        // Refused, not answered from the copy the first analyze left: the server did answer.
        for (const QStringList &command :
             {QStringList{u"analyze"_s, sample()}, QStringList{u"catalog"_s, u"push"_s}}) {
            const CliRun r = runAs({}, QStringList{u"--catalog"_s, url} + command);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(nonEmptyLineCount(r.err), 1);
            QVERIFY2(r.err.contains("team catalog schema version 7 is newer than this PodCAD knows "
                                    "(6); update PodCAD\n"),
                     r.err.constData());
        }
    }

    // Last: it stops the server.
    // A server that answers "no" (a database or role it does not know) is news, not a reason
    // to work from the copy: one line with the server's words, exit 2, even with a copy there.
    void aRefusingServerIsNotWorkedAround()
    {
        QString error;
        QVERIFY2(mServer.createDatabase(u"renamed"_s, &error), qPrintable(error));
        const QString url = mServer.url(u"renamed"_s);
        QCOMPARE(runAs({}, {u"--catalog"_s, url, u"catalog"_s, u"push"_s}).exitCode, 0);
        const QStringList bom{u"--catalog"_s, url, u"bom"_s, sample()};
        QCOMPARE(runAs({}, bom).exitCode, 0); // the copy of this URL now exists
        QVERIFY2(mServer.exec(u"postgres"_s, u"DROP DATABASE renamed"_s, &error),
                 qPrintable(error));

        const CliRun refused = runAs({}, bom);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.out.isEmpty());
        QCOMPARE(nonEmptyLineCount(refused.err), 1);
        QVERIFY2(refused.err.startsWith(u"podcad-cli: team catalog %1: "_s.arg(url).toUtf8()),
                 refused.err.constData());
        QVERIFY2(refused.err.contains("FATAL:  database \"renamed\" does not exist"),
                 refused.err.constData());

        const CliRun role =
            runAs({}, {u"--catalog"_s, QString(mUrl).replace(u"podcad@"_s, u"nobody@"_s), u"bom"_s,
                       sample()});
        QCOMPARE(role.exitCode, 2);
        QVERIFY2(role.err.contains("FATAL:  role \"nobody\" does not exist") &&
                     !role.err.contains("unreachable"),
                 role.err.constData());
    }

    void theCachedCopyAnswersWhenTheServerIsAway()
    {
        const QStringList analyze{u"--catalog"_s, mUrl, u"bom"_s, sample(), u"--json"_s};
        const CliRun live = runAs({}, analyze);
        QCOMPARE(live.exitCode, 0);
        QString error;
        QVERIFY2(mServer.stop(&error), qPrintable(error));

        const CliRun away = runAs({}, analyze);
        QCOMPARE(away.exitCode, 0);
        QCOMPARE(away.out, live.out);
        QCOMPARE(nonEmptyLineCount(away.err), 1);
        const QRegularExpression notice(
            u"^podcad-cli: team catalog %1 unreachable \\(.+\\); using the cached copy from "
            "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\n$"_s.arg(QRegularExpression::escape(mUrl)));
        QVERIFY2(notice.match(QString::fromUtf8(away.err)).hasMatch(), away.err.constData());

        // Another database on the same (stopped) server was never read: no copy to fall back to.
        const CliRun none =
            runAs({}, {u"--catalog"_s, mServer.url(u"other"_s), u"analyze"_s, sample()});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.out.isEmpty());
        QCOMPARE(nonEmptyLineCount(none.err), 1);
        QVERIFY2(none.err.endsWith("; no cached copy\n"), none.err.constData());

        // Edits need the server: a clear line, never a silent local change.
        const CliRun edit =
            runAs({}, {u"--catalog"_s, mUrl, u"catalog"_s, u"set-price"_s, u"DGX-H100"_s, u"1"_s});
        QCOMPARE(edit.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(edit.err), 1);
        QVERIFY2(edit.err.contains("unreachable"), edit.err.constData());
    }

    // A server gone between letting podcad-cli in and the Qt driver's set-up queries: the
    // command's own line, and none of the driver's warnings about its set-up above it.
    void aServerGoneDuringTheDriversSetUpLeavesOneLine()
    {
        QTemporaryDir sockets;
        QVERIFY(sockets.isValid());
        DroppingPostgres gone(sockets.path());
        QVERIFY(gone.isListening());
        const QString url = u"postgresql://podcad@/team?host=%1"_s.arg(sockets.path());
        const CliRun edit =
            runAs({}, {u"--catalog"_s, url, u"catalog"_s, u"set-price"_s, u"DGX-H100"_s, u"1"_s});
        QCOMPARE(gone.dropped(), 1);
        QCOMPARE(edit.exitCode, 2);
        QVERIFY(edit.out.isEmpty());
        const QRegularExpression line(u"^podcad-cli: team catalog %1 unreachable: [^\n]+\n$"_s.arg(
            QRegularExpression::escape(url)));
        QVERIFY2(line.match(QString::fromUtf8(edit.err)).hasMatch(), edit.err.constData());
    }

private:
    QTemporaryDir mCache;
    PostgresServer mServer;
    QString mUrl;
};

QTEST_GUILESS_MAIN(TestCliTeamCatalog)
#include "tst_cliteamcatalog.moc"

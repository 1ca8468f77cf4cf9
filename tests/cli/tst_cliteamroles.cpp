// Roles on the team catalog (podcad-cli team init | grant | revoke | whoami | history) against a
// real PostgreSQL 15 (tests/common/postgresserver.h): what each role may do is decided by the
// server, checked both through podcad-cli and through plain SQL as that role.
#include "clirun.h"
#include "postgresserver.h"
#include "testpaths.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace podcad::test;

class TestCliTeamRoles final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mCache.isValid());
        qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(mCache.path()));
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        QVERIFY2(mServer.createDatabase(u"roles"_s, &error), qPrintable(error));
        const CliRun push = cli(u"podcad"_s, {u"catalog"_s, u"push"_s});
        QVERIFY2(push.exitCode == 0, push.err.constData());
        const CliRun init = cli(u"podcad"_s, {u"team"_s, u"init"_s});
        QVERIFY2(init.exitCode == 0, init.err.constData());
        QVERIFY2(init.out.contains("podcad_roles_reader: may read prices and models"),
                 init.out.constData());
        // A second run sets the same grants.
        QCOMPARE(cli(u"podcad"_s, {u"team"_s, u"init"_s}).exitCode, 0);
        for (const char *login : {"r_ann", "e_bob", "o_cat"})
            QVERIFY2(mServer.exec(u"roles"_s, u"CREATE ROLE %1 LOGIN"_s.arg(QLatin1String(login)),
                                  &error),
                     qPrintable(error));
        const CliRun owner = cli(u"podcad"_s, {u"team"_s, u"grant"_s, u"o_cat"_s, u"owner"_s});
        QVERIFY2(owner.exitCode == 0, owner.err.constData());
        QCOMPARE(owner.out, QByteArray("o_cat is now an owner of " + url(u"podcad"_s).toUtf8() +
                                       " (role podcad_roles_owner): may push, change and remove "
                                       "the catalog, grant roles and prune the audit\n"));
        // An owner hands out the other roles.
        for (const auto &[login, role] :
             {std::pair{u"e_bob"_s, u"editor"_s}, std::pair{u"r_ann"_s, u"reader"_s}}) {
            const CliRun r = cli(u"o_cat"_s, {u"team"_s, u"grant"_s, login, role});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
    }

    void aReaderReadsAndIsRefusedWrites()
    {
        const CliRun whoami = cli(u"r_ann"_s, {u"team"_s, u"whoami"_s});
        QCOMPARE(whoami.out, QByteArray("r_ann: reader (role podcad_roles_reader), may read "
                                        "prices and models, not change them\n"));
        const CliRun price = cli(u"r_ann"_s, {u"catalog"_s, u"price"_s, u"DGX-H100"_s});
        QVERIFY2(price.exitCode == 0, price.err.constData());
        const double before = serverPrice();

        // Through PodCAD: refused by the server, said in one line naming the role.
        const CliRun edit = cli(u"r_ann"_s, {u"catalog"_s, u"set-price"_s, u"DGX-H100"_s, u"1"_s});
        QCOMPARE(edit.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(edit.err), 1);
        QVERIFY2(edit.err.contains("refused by the server: r_ann is a reader (role "
                                   "podcad_roles_reader) and may read prices and models, not "
                                   "change them; to change prices and models ask an owner "
                                   "(podcad-cli team grant r_ann editor)"),
                 edit.err.constData());
        const CliRun push = cli(u"r_ann"_s, {u"catalog"_s, u"push"_s});
        QCOMPARE(push.exitCode, 2);
        QVERIFY2(push.err.contains("r_ann is a reader"), push.err.constData());
        // Through SQL, no PodCAD code: the same.
        QString error;
        for (const QString &sql :
             {u"UPDATE device_models SET list_price_usd = 1 WHERE sku = 'DGX-H100'"_s,
              u"DELETE FROM port_groups"_s,
              u"INSERT INTO audit (who, action, table_name, "
              "row_key) VALUES ('x', 'update', 'x', 'x')"_s}) {
            QVERIFY2(!mServer.exec(u"roles"_s, sql, &error, nullptr, u"r_ann"_s), qPrintable(sql));
            QVERIFY2(error.contains(u"permission denied"_s), qPrintable(error));
        }
        QCOMPARE(serverPrice(), before);
        // Nor may a reader hand out roles.
        const CliRun grant = cli(u"r_ann"_s, {u"team"_s, u"grant"_s, u"r_ann"_s, u"editor"_s});
        QCOMPARE(grant.exitCode, 2);
        QVERIFY2(grant.err.contains("permission denied") || grant.err.contains("must have admin"),
                 grant.err.constData());
    }

    void anEditorEditsAndEveryChangeIsAudited()
    {
        const CliRun edit =
            cli(u"e_bob"_s, {u"catalog"_s, u"set-price"_s, u"DGX-H100"_s, u"310000"_s});
        QVERIFY2(edit.exitCode == 0, edit.err.constData());
        QString error;
        // A plain SQL change by the editor: the server writes its audit row.
        QVERIFY2(mServer.exec(u"roles"_s,
                              u"UPDATE device_models SET list_price_usd = 305000 "
                              "WHERE sku = 'DGX-H100'"_s,
                              &error, nullptr, u"e_bob"_s),
                 qPrintable(error));
        QList<QVariantList> rows;
        QVERIFY2(mServer.exec(u"roles"_s,
                              u"SELECT db_user, old_value, new_value FROM audit "
                              "WHERE action = 'update' ORDER BY id"_s,
                              &error, &rows),
                 qPrintable(error));
        QCOMPARE(rows, (QList<QVariantList>{{u"e_bob"_s, u"400000"_s, u"310000"_s},
                                            {u"e_bob"_s, u"310000"_s, u"305000"_s}}));
        // The editor can neither alter the audit nor add or remove rows, nor push.
        for (const QString &sql :
             {u"DELETE FROM audit"_s, u"UPDATE audit SET who = 'x'"_s,
              u"DELETE FROM device_models WHERE sku = 'DGX-H100'"_s,
              u"UPDATE device_models SET kind = 'switch' WHERE sku = 'DGX-H100'"_s}) {
            QVERIFY2(!mServer.exec(u"roles"_s, sql, &error, nullptr, u"e_bob"_s), qPrintable(sql));
            QVERIFY2(error.contains(u"permission denied"_s), qPrintable(error));
        }
        const CliRun push = cli(u"e_bob"_s, {u"catalog"_s, u"push"_s});
        QCOMPARE(push.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(push.err), 1);
        QVERIFY2(push.err.contains("e_bob is an editor (role podcad_roles_editor) and may read "
                                   "and change prices and models, not push, remove or grant; to "
                                   "push ask an owner (podcad-cli team grant e_bob owner)"),
                 push.err.constData());
        // Anyone with a role reads the history the server kept.
        const CliRun history = cli(u"r_ann"_s, {u"team"_s, u"history"_s, u"DGX-H100"_s});
        QVERIFY2(history.exitCode == 0, history.err.constData());
        QVERIFY2(history.out.contains("305000") && history.out.contains("push of catalog.db"),
                 history.out.constData());
    }

    void anOwnerPushesAndRevokes()
    {
        const CliRun push = cli(u"o_cat"_s, {u"catalog"_s, u"push"_s});
        QVERIFY2(push.exitCode == 0, push.err.constData());
        QCOMPARE(serverPrice(), 400000.0);
        const CliRun revoke = cli(u"o_cat"_s, {u"team"_s, u"revoke"_s, u"e_bob"_s});
        QVERIFY2(revoke.exitCode == 0, revoke.err.constData());
        // Without a role the server does not even let e_bob connect.
        const CliRun edit = cli(u"e_bob"_s, {u"catalog"_s, u"set-price"_s, u"DGX-H100"_s, u"2"_s});
        QCOMPARE(edit.exitCode, 2);
        QVERIFY2(edit.err.contains("permission denied for database"), edit.err.constData());
        QCOMPARE(serverPrice(), 400000.0);
    }

private:
    QString url(const QString &login) const
    {
        return u"postgresql://%1@/roles?host=%2"_s.arg(login, mServer.socketDir());
    }
    CliRun cli(const QString &login, const QStringList &args)
    {
        return runCli(QStringList{u"--catalog"_s, url(login)} + args);
    }
    double serverPrice()
    {
        QString error;
        QList<QVariantList> rows;
        mServer.exec(u"roles"_s,
                     u"SELECT list_price_usd FROM device_models WHERE sku = 'DGX-H100'"_s, &error,
                     &rows);
        return rows.value(0).value(0).toDouble();
    }

    QTemporaryDir mCache;
    PostgresServer mServer;
};

QTEST_GUILESS_MAIN(TestCliTeamRoles)
#include "tst_cliteamroles.moc"

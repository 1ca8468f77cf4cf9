// The audit the server keeps (schema version 6, core/catalog/teamaudit.cpp), on a real
// PostgreSQL 15: a change written with plain SQL, through a connection of the test's own and no
// PodCAD code, gets its audit row from the server, in its transaction, with the role and the
// server's clock; nobody but an owner alters or deletes the audit; a migration from version 5
// keeps every row and audit row.

#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "catalog/teamschema.h"
#include "postgresserver.h"
#include "teamcatalogurl.h"
#include "testpaths.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace podcad;
using podcad::test::PostgresServer;
using podcad::test::teamCatalogUrl;

class TestTeamCatalogAudit final : public QObject
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

    void plainSqlChangesGetTheirAuditRow()
    {
        const QString db = u"plainsql"_s;
        pushed(db);
        QString error;
        // A role that may change device_models (granted by hand here; team init's roles are
        // tst_teamcatalogroles'), with no PodCAD code between it and the server.
        QVERIFY2(mServer.exec(db, u"CREATE ROLE plain_carol LOGIN"_s, &error), qPrintable(error));
        QVERIFY2(mServer.exec(db,
                              u"GRANT SELECT, UPDATE, DELETE ON device_models, port_groups "
                              "TO plain_carol"_s,
                              &error),
                 qPrintable(error));
        QVERIFY2(mServer.exec(db, u"GRANT SELECT ON audit TO plain_carol"_s, &error),
                 qPrintable(error));
        const int before = auditCount(db);

        QVERIFY2(mServer.exec(db,
                              u"UPDATE device_models SET list_price_usd = 123456.5 "
                              "WHERE sku = 'DGX-H100'"_s,
                              &error, nullptr, u"plain_carol"_s),
                 qPrintable(error));
        QList<QVariantList> rows;
        QVERIFY2(mServer.exec(db,
                              u"SELECT who, db_user, action, table_name, row_key, column_name, "
                              "old_value, new_value, row_version, "
                              "abs(extract(epoch FROM now() - at)) < 60 FROM audit "
                              "WHERE id > (SELECT max(id) FROM audit WHERE action = 'push') "
                              "ORDER BY id"_s,
                              &error, &rows),
                 qPrintable(error));
        // The pushed row's version is 1; a plain UPDATE leaves it as it was (PodCAD's edits add
        // one), and the audit records the row's version after the change.
        QCOMPARE(rows, (QList<QVariantList>{{u"plain_carol"_s, u"plain_carol"_s, u"update"_s,
                                             u"device_models"_s, u"DGX-H100"_s, u"list_price_usd"_s,
                                             u"400000"_s, u"123456.5"_s, 1, true}}));

        // A statement rolled back leaves no audit row: the row is written in its transaction.
        QVERIFY2(mServer.exec(db,
                              u"DO $$ BEGIN UPDATE device_models SET weight_kg = 1 "
                              "WHERE sku = 'DGX-H100'; RAISE EXCEPTION 'undo'; END $$"_s,
                              &error, nullptr, u"plain_carol"_s) == false,
                 "the DO block raises");
        QCOMPARE(auditCount(db), before + 1);

        // A source changed alone is the edit; changed with its figure, it is part of it.
        QVERIFY2(mServer.exec(db,
                              u"UPDATE device_models SET price_source = 'quote 7' "
                              "WHERE sku = 'DGX-H100'"_s,
                              &error, nullptr, u"plain_carol"_s),
                 qPrintable(error));
        QVERIFY2(mServer.exec(db,
                              u"UPDATE device_models SET max_power_w = 10300, "
                              "spec_source = 'lab' WHERE sku = 'DGX-H100'"_s,
                              &error, nullptr, u"plain_carol"_s),
                 qPrintable(error));
        // A deleted row: its key, port groups' two columns joined.
        QList<QVariantList> portGroup;
        QVERIFY2(mServer.exec(db, u"SELECT min(name) FROM port_groups WHERE sku = 'DGX-H100'"_s,
                              &error, &portGroup),
                 qPrintable(error));
        const QString group = portGroup.value(0).value(0).toString();
        QVERIFY(!group.isEmpty());
        QVERIFY2(mServer.exec(
                     db,
                     u"DELETE FROM port_groups WHERE sku = 'DGX-H100' AND name = '%1'"_s.arg(group),
                     &error, nullptr, u"plain_carol"_s),
                 qPrintable(error));
        rows.clear();
        QVERIFY2(mServer.exec(db,
                              u"SELECT action, table_name, row_key, column_name, old_value, "
                              "new_value FROM audit WHERE id > (SELECT max(id) FROM audit "
                              "WHERE action = 'push') ORDER BY id OFFSET 1"_s,
                              &error, &rows),
                 qPrintable(error));
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0), (QVariantList{u"update"_s, u"device_models"_s, u"DGX-H100"_s,
                                           u"price_source"_s, rows.at(0).at(4), u"quote 7"_s}));
        QCOMPARE(rows.at(1), (QVariantList{u"update"_s, u"device_models"_s, u"DGX-H100"_s,
                                           u"max_power_w"_s, u"10200"_s, u"10300"_s}));
        const QVariant none(QMetaType(QMetaType::QString));
        QCOMPARE(rows.at(2), (QVariantList{u"delete"_s, u"port_groups"_s, u"DGX-H100/"_s + group,
                                           none, none, none}));
    }

    void onlyAnOwnerAltersTheAudit()
    {
        const QString db = u"appendonly"_s;
        pushed(db);
        QString error;
        QVERIFY2(mServer.exec(db, u"CREATE ROLE audit_mallory LOGIN"_s, &error), qPrintable(error));
        QVERIFY2(mServer.exec(db, u"GRANT SELECT ON audit TO audit_mallory"_s, &error),
                 qPrintable(error));
        const int before = auditCount(db);
        // Refused by privileges ...
        for (const QString &sql :
             {u"DELETE FROM audit"_s, u"UPDATE audit SET who = 'nobody'"_s, u"TRUNCATE audit"_s}) {
            QVERIFY2(!mServer.exec(db, sql, &error, nullptr, u"audit_mallory"_s), qPrintable(sql));
            QVERIFY2(error.contains(u"permission denied"_s), qPrintable(error));
        }
        // ... and by the server's trigger, for a role someone granted them by hand.
        QVERIFY2(mServer.exec(db,
                              u"GRANT INSERT, UPDATE, DELETE, TRUNCATE ON audit TO "
                              "audit_mallory; GRANT USAGE ON SEQUENCE audit_id_seq TO "
                              "audit_mallory"_s,
                              &error),
                 qPrintable(error));
        for (const QString &sql :
             {u"DELETE FROM audit"_s, u"UPDATE audit SET who = 'nobody'"_s, u"TRUNCATE audit"_s}) {
            QVERIFY2(!mServer.exec(db, sql, &error, nullptr, u"audit_mallory"_s), qPrintable(sql));
            QVERIFY2(error.contains(u"the audit table is append-only"_s), qPrintable(error));
        }
        QCOMPARE(auditCount(db), before);
        // An insert by hand cannot pick its time or its role: the server's are written.
        QVERIFY2(mServer.exec(db,
                              u"INSERT INTO audit (at, who, db_user, action, table_name, row_key) "
                              "VALUES ('2001-01-01', 'alice', 'alice', 'update', 'x', 'y')"_s,
                              &error, nullptr, u"audit_mallory"_s),
                 qPrintable(error));
        QList<QVariantList> rows;
        QVERIFY2(mServer.exec(db,
                              u"SELECT db_user, at > now() - interval '1 minute' FROM audit "
                              "ORDER BY id DESC LIMIT 1"_s,
                              &error, &rows),
                 qPrintable(error));
        QCOMPARE(rows, (QList<QVariantList>{{u"audit_mallory"_s, true}}));
        // The owner (here the superuser that made the tables) may.
        QVERIFY2(mServer.exec(db, u"DELETE FROM audit WHERE table_name = 'x'"_s, &error),
                 qPrintable(error));
        QCOMPARE(auditCount(db), before);
    }

    // A push is one audit row naming the file, by whoever pushed, not one per row replaced; an
    // edit through PodCAD one row per changed field, written by the server.
    void pushAndEditAuditRows()
    {
        const QString db = u"pushaudit"_s;
        qputenv("PODCAD_USER", "dora");
        pushed(db);
        TeamCatalog team(teamCatalogUrl(mServer.url(db)));
        QString error;
        QVERIFY2(team.connect(&error), qPrintable(error));
        TeamCatalog::Model after;
        QCOMPARE(team.setModel(u"DGX-H100"_s,
                               {{u"list_price_usd"_s, 390000}, {u"weight_kg"_s, 131}}, 1, &after,
                               &error),
                 TeamCatalog::Edit::Written);
        qunsetenv("PODCAD_USER");
        QList<QVariantList> rows;
        QVERIFY2(mServer.exec(db,
                              u"SELECT who, db_user, action, row_key, column_name, old_value, "
                              "new_value, row_version FROM audit ORDER BY id"_s,
                              &error, &rows),
                 qPrintable(error));
        QCOMPARE(rows,
                 (QList<QVariantList>{{u"dora"_s, u"podcad"_s, u"push"_s, u"*"_s,
                                       QVariant(QMetaType(QMetaType::QString)),
                                       QVariant(QMetaType(QMetaType::QString)), u"catalog.db"_s, 1},
                                      {u"dora"_s, u"podcad"_s, u"update"_s, u"DGX-H100"_s,
                                       u"list_price_usd"_s, u"400000"_s, u"390000"_s, 2},
                                      {u"dora"_s, u"podcad"_s, u"update"_s, u"DGX-H100"_s,
                                       u"weight_kg"_s, u"130.45"_s, u"131"_s, 2}}));
    }

    // A team catalog at version 5 (the audit written by the clients) keeps every row and every
    // audit row when a PodCAD of version 6 connects, and its audit is the server's from then on.
    void versionFiveMigratesKeepingEveryRow()
    {
        const QString db = u"fromfive"_s;
        QString error;
        QVERIFY2(mServer.createDatabase(db, &error), qPrintable(error));
        // Version 5's statements: create() without the last step.
        QStringList five = TeamSchema::create();
        five.resize(five.size() - TeamSchema::migrate(5).size());
        for (const QString &sql : five)
            QVERIFY2(mServer.exec(db, sql, &error), qPrintable(error + u": "_s + sql));
        for (const QString &sql : {
                 u"INSERT INTO accelerators (id, name, vendor, bf16_dense_tflops, "
                 "fp8_dense_tflops, memory_gb, memory_type, memory_bandwidth_tbps, tdp_w, "
                 "scale_up_link, source, source_date, estimate, row_version) VALUES ('H100', "
                 "'H100', 'NVIDIA', 989, 1979, 80, 'HBM3', 3.35, 700, 'nvlink', 's', "
                 "'2024-01-01', 0, 4)"_s,
                 u"INSERT INTO device_models (sku, name, vendor, kind, list_price_usd, "
                 "spec_source, spec_source_date, spec_estimate, price_source, "
                 "price_source_date, price_estimate, row_version) VALUES ('X-1', 'X', 'v', "
                 "'gpu-server', 250000, 's', '2024-01-01', 0, 'p', '2024-01-01', 0, 5)"_s,
                 u"INSERT INTO audit (at, who, db_user, action, table_name, row_key, new_value, "
                 "row_version) VALUES ('2026-11-01 10:00+00', 'root', 'podcad', 'push', '*', "
                 "'*', 'catalog.db', 4)"_s,
                 u"INSERT INTO audit (at, who, db_user, action, table_name, row_key, "
                 "column_name, old_value, new_value, row_version) VALUES ('2026-11-02 "
                 "11:00+00', 'alice', 'podcad', 'update', 'device_models', 'X-1', "
                 "'list_price_usd', '260000', '250000', 5)"_s,
             })
            QVERIFY2(mServer.exec(db, sql, &error), qPrintable(error + u": "_s + sql));
        const QString dump = u"SELECT (SELECT json_agg(a ORDER BY id)::text FROM audit a), "
                             "(SELECT json_agg(d)::text FROM device_models d), "
                             "(SELECT json_agg(x)::text FROM accelerators x)"_s;
        QList<QVariantList> before;
        QVERIFY2(mServer.exec(db, dump, &error, &before), qPrintable(error));
        {
            TeamCatalog team(teamCatalogUrl(mServer.url(db)));
            QVERIFY2(team.connect(&error), qPrintable(error));
        }
        QList<QVariantList> after;
        QVERIFY2(mServer.exec(db, dump, &error, &after), qPrintable(error));
        QCOMPARE(after, before);
        QList<QVariantList> version;
        QVERIFY2(mServer.exec(db, u"SELECT version FROM schema_version"_s, &error, &version),
                 qPrintable(error));
        QCOMPARE(version, (QList<QVariantList>{{6}}));
        // From now on the server writes the audit.
        QVERIFY2(mServer.exec(db, u"UPDATE device_models SET list_price_usd = 1"_s, &error),
                 qPrintable(error));
        QCOMPARE(auditCount(db), 3);
    }

private:
    void pushed(const QString &db)
    {
        QString error;
        QVERIFY2(mServer.createDatabase(db, &error), qPrintable(error));
        TeamCatalog team(teamCatalogUrl(mServer.url(db)));
        QVERIFY2(team.connect(&error), qPrintable(error));
        QVERIFY2(team.push(test::catalogDbPath(), &error), qPrintable(error));
    }

    int auditCount(const QString &db)
    {
        QString error;
        QList<QVariantList> rows;
        if (!mServer.exec(db, u"SELECT count(*) FROM audit"_s, &error, &rows))
            qWarning("%s", qPrintable(error));
        return rows.value(0).value(0).toInt();
    }

    QTemporaryDir mCache;
    PostgresServer mServer;
};

QTEST_GUILESS_MAIN(TestTeamCatalogAudit)
#include "tst_teamcatalogaudit.moc"

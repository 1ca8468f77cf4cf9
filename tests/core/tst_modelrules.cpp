// The catalog's model rules (core/catalog/modelrules.h) at every door a model comes in by: one
// broken model is written the way each door reads it (a catalog.db file, a user catalog file and
// UserCatalog::add, a NetBox device type's import, a team catalog server's rows) and each door
// must refuse it with the same line.
#include "catalog/catalog.h"
#include "catalog/catalogreader.h"
#include "catalog/modelrules.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/sqliteconnection.h"
#include "catalog/usercatalog.h"
#include "catalogrowstext.h"
#include "testpaths.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <limits>

using namespace podcad;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(podcad::DeviceModel)

namespace {

// A model every door takes: a 1U switch with one group of twin-port cages and a supply scheme.
DeviceModel goodModel(const QString &sku)
{
    DeviceModel m;
    m.sku = sku;
    m.name = u"Example switch"_s;
    m.vendor = u"Example Corp"_s;
    m.kind = DeviceKind::Switch;
    m.description = u"a model for the rules"_s;
    m.rackUnits = 1;
    m.weightKg = 14.5;
    m.typicalPowerW = 900;
    m.maxPowerW = 1100;
    m.listPriceUsd = 25000;
    m.supplies = 2;
    m.suppliesForFull = 1;
    m.suppliesToRun = 1;
    m.suppliesListed = true;
    m.suppliesProvenance = {u"example datasheet"_s, u"2026-12"_s, false};
    m.specProvenance = {u"example datasheet"_s, u"2026-12"_s, false};
    m.priceProvenance = {u"example price list"_s, u"2026-12"_s, false};
    m.portGroups = {{u"ib"_s, 64, 400, u"OSFP"_s, u"compute"_s, 2},
                    {u"mgmt"_s, 1, 1, u"RJ45"_s, u"oob"_s, 1}};
    return m;
}

// A catalog's rows as a server (or a catalog.db file) gives them: every table the reader needs,
// the model's in device_models, port_groups and power_supplies, the others empty.
CatalogRows catalogRowsOf(const DeviceModel &m)
{
    CatalogRows rows;
    const auto table = [&rows](const char *name, const QString &columns) -> CatalogRows::Table & {
        CatalogRows::Table &t = rows.tables[QLatin1String(name)];
        t.columns = columns.split(u' ');
        return t;
    };
    table("accelerators", u"id name vendor bf16_dense_tflops fp8_dense_tflops memory_gb "
                          "memory_type memory_bandwidth_tbps tdp_w scale_up_link scale_up_gbps "
                          "source source_date estimate"_s);
    table("cloud_offers", u"id provider instance accelerator_id gpus_per_instance "
                          "on_demand_usd_per_hour source source_date estimate"_s);
    table("assumptions", u"key value unit description source source_date estimate"_s);
    table("pdu_inputs", u"sku voltage_v current_a phases derating"_s);
    table("models", u"id name params_b active_params_b layers hidden_size attention_heads "
                    "kv_heads head_dim context_tokens ffn_size vocab_size experts active_experts "
                    "source source_date estimate"_s);
    table("device_models",
          u"sku name vendor kind description rack_units weight_kg typical_power_w max_power_w "
          "typical_power_estimate liquid_fraction airflow_cfm list_price_usd accelerator_id "
          "accelerator_count storage_capacity_tb storage_read_gbytes_per_s max_load_kg width_mm "
          "depth_mm power_capacity_w spec_source spec_source_date spec_estimate price_source "
          "price_source_date price_estimate row_version"_s)
        .rows.push_back({m.sku,
                         m.name,
                         m.vendor,
                         deviceKindName(m.kind),
                         m.description,
                         m.rackUnits,
                         m.weightKg,
                         m.typicalPowerW,
                         m.maxPowerW,
                         m.typicalPowerEstimate ? 1 : 0,
                         m.liquidFraction,
                         m.airflowCfm,
                         m.listPriceUsd,
                         m.acceleratorId,
                         m.acceleratorCount,
                         m.storageCapacityTb,
                         m.storageBandwidthGBps,
                         m.maxLoadKg,
                         m.widthMm,
                         m.depthMm,
                         m.powerCapacityW,
                         m.specProvenance.source,
                         m.specProvenance.sourceDate,
                         0,
                         m.priceProvenance.source,
                         m.priceProvenance.sourceDate,
                         0,
                         1});
    CatalogRows::Table &groups = table(
        "port_groups", u"sku name count speed_gbps connector fabric ports_per_cage position"_s);
    int position = 0;
    for (const PortGroup &g : m.portGroups)
        groups.rows.push_back({m.sku, g.name, g.count, g.speedGbps, g.connector, g.fabric,
                               g.portsPerCage, position++});
    CatalogRows::Table &supplies = table(
        "power_supplies", u"sku supplies needed_full needed_up source source_date estimate"_s);
    if (m.suppliesListed)
        supplies.rows.push_back({m.sku, m.supplies, m.suppliesForFull, m.suppliesToRun,
                                 m.suppliesProvenance.source, m.suppliesProvenance.sourceDate, 0});
    return rows;
}

// The model as the user catalog's two tables hold it (core/catalog/usercatalog.cpp's schema).
CatalogRows userCatalogRowsOf(const DeviceModel &m)
{
    CatalogRows rows;
    CatalogRows::Table &models = rows.tables[u"device_models"_s];
    models.columns =
        u"sku name vendor kind description rack_units weight_kg typical_power_w max_power_w "
        "typical_power_estimate liquid_fraction list_price_usd supplies needed_full needed_up "
        "spec_source spec_source_date price_source price_source_date"_s.split(u' ');
    const QVariant noInt{QMetaType(QMetaType::Int)};
    models.rows.push_back(
        {m.sku, m.name, m.vendor, deviceKindName(m.kind), m.description, m.rackUnits, m.weightKg,
         m.typicalPowerW, m.maxPowerW, m.typicalPowerEstimate ? 1 : 0, m.liquidFraction,
         m.listPriceUsd, m.suppliesListed ? QVariant(m.supplies) : noInt,
         m.suppliesListed ? QVariant(m.suppliesForFull) : noInt,
         m.suppliesListed ? QVariant(m.suppliesToRun) : noInt, m.specProvenance.source,
         m.specProvenance.sourceDate, m.priceProvenance.source, m.priceProvenance.sourceDate});
    CatalogRows::Table &groups = rows.tables[u"port_groups"_s];
    groups.columns =
        u"sku name count speed_gbps connector fabric ports_per_cage position"_s.split(u' ');
    int position = 0;
    for (const PortGroup &g : m.portGroups)
        groups.rows.push_back({m.sku, g.name, g.count, g.speedGbps, g.connector, g.fabric,
                               g.portsPerCage, position++});
    return rows;
}

// `rows` as a SQLite file of schema `version`, built by hand: tables without a type, a key or a
// CHECK, as a damaged or foreign file may be, so that it holds what the shipped schema's
// constraints would refuse (two port groups of one name).
bool writeSqlite(const QString &path, int version, const CatalogRows &rows, QString *error)
{
    error->clear();
    SqliteConnection c(path, false);
    if (!c.error().isEmpty()) {
        *error = c.error();
        return false;
    }
    QSqlDatabase db = c.db();
    QSqlQuery q(db);
    const auto run = [&](const QString &sql, const QVariantList &values = {}) {
        q.prepare(sql);
        for (const QVariant &v : values)
            q.addBindValue(v);
        if (!q.exec())
            *error = sql + u": "_s + q.lastError().text();
        return error->isEmpty();
    };
    if (!run(u"PRAGMA user_version = %1"_s.arg(version)))
        return false;
    for (const auto &[name, table] : rows.tables) {
        if (!run(u"CREATE TABLE %1 (%2)"_s.arg(name, table.columns.join(u", "_s))))
            return false;
        const QString marks = QStringList(table.columns.size(), u"?"_s).join(u", "_s);
        for (const QVariantList &row : table.rows)
            if (!run(u"INSERT INTO %1 VALUES (%2)"_s.arg(name, marks), row))
                return false;
    }
    return true;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestModelRules final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;
    std::optional<Catalog> mShipped;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QString error;
        mShipped = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mShipped, qPrintable(error));
    }

    // The doors' own test of themselves: the good model goes through every one.
    void aGoodModelPassesEveryDoor()
    {
        const DeviceModel m = goodModel(u"EX-GOOD"_s);
        QCOMPARE(modelRuleProblem(m), QString());
        QString error;
        const QString file = mDir.filePath(u"good-catalog.db"_s);
        QVERIFY2(writeSqlite(file, Catalog::kSchemaVersion, catalogRowsOf(m), &error),
                 qPrintable(error));
        const std::optional<Catalog> catalog = Catalog::open(file, &error);
        QVERIFY2(catalog, qPrintable(error));
        QVERIFY(catalog->model(m.sku) && *catalog->model(m.sku) == m);

        const QString user = mDir.filePath(u"good-user.db"_s);
        QVERIFY2(UserCatalog::add(user, {m}, nullptr, &error), qPrintable(error));
        std::vector<DeviceModel> read;
        QVERIFY2(UserCatalog::read(user, &read, &error), qPrintable(error));
        QCOMPARE(read.size(), std::size_t(1));
        QCOMPARE(read[0].portGroups, m.portGroups);

        CatalogTables tables;
        QVERIFY2(readCatalogTables(catalogRowsOf(m), &tables, &error), qPrintable(error));
        QVERIFY(tables.models.size() == 1 && tables.models[0] == m);
    }

    void everyDoorRefusesTheSameModel_data()
    {
        QTest::addColumn<DeviceModel>("model");
        QTest::addColumn<QString>("rule");

        DeviceModel twice = goodModel(u"EX-TWICE"_s);
        twice.portGroups.push_back({u"ib"_s, 4, 400, u"OSFP"_s, u"any"_s, 1});
        QTest::newRow("two port groups named ib")
            << twice << u"model \"EX-TWICE\": port group \"ib\" given twice"_s;

        DeviceModel power = goodModel(u"EX-POWER"_s);
        power.typicalPowerW = 900;
        power.maxPowerW = 10;
        QTest::newRow("typical power above the maximum")
            << power << u"model \"EX-POWER\": typical_power_w exceeds max_power_w"_s;

        DeviceModel supplies = goodModel(u"EX-SUPPLIES"_s);
        supplies.suppliesForFull = 3;
        QTest::newRow("more supplies for full power than it has")
            << supplies
            << u"model \"EX-SUPPLIES\": power supplies out of order (needs 1 <= needed_up <= "
               "needed_full <= supplies)"_s;

        DeviceModel fabric = goodModel(u"EX-FABRIC"_s);
        fabric.portGroups[1].fabric = u"sideways"_s;
        QTest::newRow("a fabric PodCAD does not know")
            << fabric << u"model \"EX-FABRIC\": port group \"mgmt\": unknown fabric \"sideways\""_s;
    }

    void everyDoorRefusesTheSameModel()
    {
        QFETCH(DeviceModel, model);
        QFETCH(QString, rule);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');

        // The rule itself: what parseNetboxDeviceType's result, and every door below, goes
        // through.
        QCOMPARE(modelRuleProblem(model), rule);

        // (a) A catalog file (catalog.db, --catalog FILE), opened the way PodCAD opens it.
        QString error;
        const QString file = mDir.filePath(tag + u"-catalog.db"_s);
        QVERIFY2(writeSqlite(file, Catalog::kSchemaVersion, catalogRowsOf(model), &error),
                 qPrintable(error));
        QVERIFY(!Catalog::open(file, &error));
        QCOMPARE(error, file + u": "_s + rule);

        // (b) A user catalog file holding it, read and layered over the shipped catalog; the file
        // stays as it was.
        const QString user = mDir.filePath(tag + u"-user.db"_s);
        QVERIFY2(writeSqlite(user, UserCatalog::kSchemaVersion, userCatalogRowsOf(model), &error),
                 qPrintable(error));
        const QByteArray before = bytesOf(user);
        std::vector<DeviceModel> read;
        QVERIFY(!UserCatalog::read(user, &read, &error));
        QCOMPARE(error, user + u": "_s + rule);
        QVERIFY(!UserCatalog::layer(*mShipped, user, &error));
        QCOMPARE(error, user + u": "_s + rule);
        QCOMPARE(bytesOf(user), before);

        // ... and added to a user catalog: refused before SQLite sees it, so in the rule's words
        // rather than a constraint's, and nothing is created.
        const QString added = mDir.filePath(tag + u"-added/user-catalog.db"_s);
        QVERIFY(!UserCatalog::add(added, {goodModel(u"EX-GOOD"_s), model}, nullptr, &error));
        QCOMPARE(error, added + u": "_s + rule);
        QVERIFY(!QFileInfo::exists(added));

        // (d) A team catalog's rows as its server sends them (pull, push and setModel check
        // these), also through the text form the team-rows fixtures use.
        const CatalogRows rows = catalogRowsOf(model);
        for (const CatalogRows &sent :
             {rows, catalogrowstext::parse(catalogrowstext::write(rows))}) {
            CatalogTables tables;
            QString problem;
            QVERIFY(!readCatalogTables(sent, &tables, &problem));
            QCOMPARE(problem, rule);
        }
    }

    // (c) The NetBox door: no device type can give the models above (the importer names its
    // groups apart, takes typical power as at most the maximum and keeps a supply scheme only in
    // order), but its result goes through the same rules. A maximum_draw near the largest double
    // times four supplies is an infinite maximum, which none of the importer's own checks see:
    // the rules refuse it, with a line naming the file.
    void theNetBoxDoorChecksItsResult()
    {
        const QByteArray yaml = "manufacturer: Example Corp\nmodel: Huge\nslug: example-huge\n"
                                "part_number: EX-HUGE\n"
                                "comments: \"PodCAD: kind switch; 4 power supplies, 4 for full "
                                "performance, 2 to run\"\n"
                                "power-ports:\n  - name: PS1\n    maximum_draw: 1e308\n";
        QString error;
        QVERIFY(!parseNetboxDeviceType(yaml, u"huge.yaml"_s, {}, &error));
        QCOMPARE(error, u"huge.yaml: model \"EX-HUGE\": typical_power_w is not a finite number"_s);
    }

    // The rules one by one, each with the words a user reads.
    void eachRule_data()
    {
        QTest::addColumn<DeviceModel>("model");
        QTest::addColumn<QString>("rule");
        const auto row = [](const char *name, const std::function<void(DeviceModel &)> &change,
                            const QString &rule) {
            DeviceModel m = goodModel(u"X"_s);
            change(m);
            QTest::newRow(name) << m << rule;
        };
        const double inf = std::numeric_limits<double>::infinity();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        row(
            "no sku", [](DeviceModel &m) { m.sku = u" "_s; }, u"model \" \": sku is empty"_s);
        row(
            "sku too long", [](DeviceModel &m) { m.sku = QString(5000, u's'); },
            u"model \""_s + QString(100, u's') +
                u"...\": sku: 5000 bytes of text; names, SKUs and labels are at most 4096 bytes"_s);
        row(
            "sku with a control character", [](DeviceModel &m) { m.sku = u"X\x01"_s; },
            u"model \"X\\x01\": sku: control character U+0001 at position 2: names are printable "
            "text"_s);
        row(
            "no name", [](DeviceModel &m) { m.name.clear(); }, u"model \"X\": name is empty"_s);
        row(
            "no vendor", [](DeviceModel &m) { m.vendor = u"\t"_s; },
            u"model \"X\": vendor is empty"_s);
        row(
            "negative height", [](DeviceModel &m) { m.rackUnits = -1; },
            u"model \"X\": rack_units is negative"_s);
        row(
            "negative weight", [](DeviceModel &m) { m.weightKg = -5; },
            u"model \"X\": weight_kg is negative"_s);
        row(
            "infinite airflow", [&](DeviceModel &m) { m.airflowCfm = inf; },
            u"model \"X\": airflow_cfm is not a finite number"_s);
        row(
            "NaN depth", [&](DeviceModel &m) { m.depthMm = nan; },
            u"model \"X\": depth_mm is not a finite number"_s);
        row(
            "negative price", [](DeviceModel &m) { m.listPriceUsd = -1; },
            u"model \"X\": list_price_usd is negative"_s);
        row(
            "liquid share above 1", [](DeviceModel &m) { m.liquidFraction = 7; },
            u"model \"X\": liquid_fraction must be between 0 and 1"_s);
        row(
            "NaN liquid share", [&](DeviceModel &m) { m.liquidFraction = nan; },
            u"model \"X\": liquid_fraction must be between 0 and 1"_s);
        row(
            "negative GPU count", [](DeviceModel &m) { m.acceleratorCount = -8; },
            u"model \"X\": accelerator_count is negative"_s);
        row(
            "GPU without a count", [](DeviceModel &m) { m.acceleratorId = u"h100-sxm"_s; },
            u"model \"X\": accelerator_id and accelerator_count must be set together"_s);
        row(
            "no spec source", [](DeviceModel &m) { m.specProvenance.source.clear(); },
            u"model \"X\": spec_source is empty"_s);
        row(
            "no price source", [](DeviceModel &m) { m.priceProvenance.source.clear(); },
            u"model \"X\": price_source is empty"_s);
        row(
            "supplies to run above those for full power",
            [](DeviceModel &m) { m.suppliesToRun = 2; },
            u"model \"X\": power supplies out of order (needs 1 <= needed_up <= needed_full <= "
            "supplies)"_s);
        row(
            "supplies out of order but not listed",
            [](DeviceModel &m) {
                m.suppliesListed = false;
                m.suppliesToRun = 0;
            },
            QString());
        row(
            "group without a name", [](DeviceModel &m) { m.portGroups[1].name = u" "_s; },
            u"model \"X\": port group 2 has no name"_s);
        row(
            "group name too long",
            [](DeviceModel &m) { m.portGroups[0].name = QString(4097, u'g'); },
            u"model \"X\": port group \""_s + QString(100, u'g') +
                u"...\": name: 4097 bytes of text; names, SKUs and labels are at most 4096 "
                "bytes"_s);
        row(
            "group name of 4096 bytes",
            [](DeviceModel &m) { m.portGroups[0].name = QString(4096, u'g'); }, QString());
        row(
            "negative count", [](DeviceModel &m) { m.portGroups[0].count = -4; },
            u"model \"X\": port group \"ib\": count is negative"_s);
        row(
            "no speed", [](DeviceModel &m) { m.portGroups[0].speedGbps = 0; },
            u"model \"X\": port group \"ib\": speed_gbps must be positive"_s);
        row(
            "infinite speed", [&](DeviceModel &m) { m.portGroups[0].speedGbps = inf; },
            u"model \"X\": port group \"ib\": speed_gbps must be positive"_s);
        row(
            "no connector", [](DeviceModel &m) { m.portGroups[0].connector.clear(); },
            u"model \"X\": port group \"ib\": connector is empty"_s);
        row(
            "no cage", [](DeviceModel &m) { m.portGroups[0].portsPerCage = 0; },
            u"model \"X\": port group \"ib\": ports_per_cage must be at least 1"_s);
    }

    void eachRule()
    {
        QFETCH(DeviceModel, model);
        QFETCH(QString, rule);
        QCOMPARE(modelRuleProblem(model), rule);
    }

    // The shipped catalog keeps every rule (its reader checks them; this says so directly).
    void theShippedCatalogKeepsThem()
    {
        for (const DeviceModel *m : mShipped->models())
            QVERIFY2(modelRuleProblem(*m).isEmpty(), qPrintable(modelRuleProblem(*m)));
    }
};

QTEST_MAIN(TestModelRules)
#include "tst_modelrules.moc"

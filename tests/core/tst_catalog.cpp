// The shipped catalog (content against DOMAIN.md), its sync with catalog.sql, and how Catalog
// copes with files that are not catalogs.

#include "catalog/catalog.h"
#include "testpaths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;
using namespace podcad;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Runs statements on a database file with its own short-lived connection (test set-up only).
bool execOn(const QString &path, const QStringList &statements, QString *error = nullptr)
{
    static int counter = 0;
    const QString name = u"tst-catalog-%1"_s.arg(++counter);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &statement : statements) {
            if (!ok)
                break;
            QSqlQuery q(db);
            ok = q.exec(statement);
            if (!ok && error)
                *error = q.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// A disk error part-way through `table`: its last leaf page gets a page type SQLite does not have,
// after pages whose rows read fine. False unless the table spans pages (its root is an interior
// page), which the test relies on.
bool damageLastLeaf(const QString &path, const QString &table)
{
    qint64 root = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tst-catalog-root"_s);
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() &&
            q.exec(u"SELECT rootpage FROM sqlite_master WHERE name = '%1'"_s.arg(table)) &&
            q.next())
            root = q.value(0).toLongLong();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"tst-catalog-root"_s);
    QFile file(path);
    if (root < 2 || !file.open(QIODevice::ReadWrite))
        return false;
    const QByteArray header = file.read(100);
    const qint64 pageSize = qFromBigEndian<quint16>(header.constData() + 16);
    const qint64 rootAt = (root - 1) * pageSize;
    QByteArray page;
    if (!file.seek(rootAt) || (page = file.read(12)).size() != 12 || page[0] != 0x05)
        return false;
    const qint64 lastLeaf = qFromBigEndian<quint32>(page.constData() + 8);
    return file.seek((lastLeaf - 1) * pageSize) && file.write("\x42", 1) == 1;
}

// Every table's schema and rows in a canonical text form: the "logical content" that must not
// depend on who built the file or when.
QStringList canonicalDump(const QString &path)
{
    static int counter = 0;
    const QString name = u"tst-dump-%1"_s.arg(++counter);
    QStringList lines;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.open())
            return {u"cannot open "_s + path};
        QSqlQuery version(db);
        version.exec(u"PRAGMA user_version"_s);
        version.next();
        lines << u"user_version=%1"_s.arg(version.value(0).toInt());

        QStringList tables;
        QSqlQuery schema(db);
        schema.exec(u"SELECT type, name, sql FROM sqlite_master ORDER BY type, name"_s);
        while (schema.next()) {
            lines << u"schema %1 %2: %3"_s.arg(
                schema.value(0).toString(), schema.value(1).toString(), schema.value(2).toString());
            if (schema.value(0).toString() == u"table"_s)
                tables << schema.value(1).toString();
        }
        for (const QString &table : tables) {
            QSqlQuery rows(db);
            // Ordering by every column orders by the primary key first (it is the leading
            // column or columns of each table) and makes the order total.
            rows.exec(u"SELECT * FROM \"%1\""_s.arg(table));
            const int columns = rows.record().count();
            QStringList order;
            for (int i = 1; i <= columns; ++i)
                order << QString::number(i);
            rows.exec(u"SELECT * FROM \"%1\" ORDER BY %2"_s.arg(table, order.join(u',')));
            while (rows.next()) {
                QStringList values;
                for (int i = 0; i < columns; ++i) {
                    const QVariant v = rows.value(i);
                    values << (v.isNull()
                                   ? u"NULL"_s
                                   : u"%1:%2"_s.arg(QLatin1String(v.typeName()), v.toString()));
                }
                lines << table + u": "_s + values.join(u" | "_s);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return lines;
}

QStringList skus(const std::vector<const DeviceModel *> &models)
{
    QStringList result;
    for (const DeviceModel *m : models)
        result << m->sku;
    return result;
}

// What a file looked like, to prove that a failed open() left it alone.
struct FileState
{
    bool exists = false;
    QByteArray bytes;
    QDateTime modified;
    bool operator==(const FileState &) const = default;
};

FileState stateOf(const QString &path)
{
    const QFileInfo info(path);
    return {info.exists(), readAll(path), info.lastModified()};
}

} // namespace

class TestCatalog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void skuKinds_data();
    void skuKinds();
    void dgxH100MatchesDomain();
    void accelerators_data();
    void accelerators();
    void portGroups_data();
    void portGroups();
    void everyRowHasProvenance();
    void everyShippedRowHasSourceAndConfidence();
    void figureRangesHoldTheirRowsFigure();
    void facilityModelsHaveSources();
    void aCatalogWithoutFacilityModelsOpens();
    void noSourceCitesPrivateNotes();
    void languageModels_data();
    void languageModels();
    void scaleUpBandwidth_data();
    void scaleUpBandwidth();
    void kernelEfficiencies();
    void typicalPowerNotAboveMax();
    void racksAndPdus();
    void cloudOffers_data();
    void cloudOffers();
    void everyOfferHasAPositivePrice();
    void assumptions_data();
    void assumptions();
    void modelsOfKind();
    void search_data();
    void search();
    void fromData();
    void defaultPathHonoursEnvironment();

    void shippedCatalogIsInSyncWithSql();
    void buildIsRepeatable();

    void openRejects_data();
    void openRejects();
    void readOnlyCopyOpens();
    void buildFailureKeepsDestination_data();
    void buildFailureKeepsDestination();

private:
    std::optional<Catalog> mCatalog;
};

void TestCatalog::initTestCase()
{
    QString error;
    mCatalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(mCatalog, qPrintable(error));
    QCOMPARE(mCatalog->path(), test::catalogDbPath());
}

void TestCatalog::skuKinds_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<DeviceKind>("kind");
    const std::pair<const char *, DeviceKind> items[] = {
        {"DGX-H100", DeviceKind::GpuServer},
        {"DGX-H200", DeviceKind::GpuServer},
        {"DGX-B200", DeviceKind::GpuServer},
        {"DGX-A100", DeviceKind::GpuServer},
        {"DGX-GB200-NVL72", DeviceKind::GpuServer},
        {"HGX-H100-OEM", DeviceKind::GpuServer},
        {"MI300X-8GPU-SERVER", DeviceKind::GpuServer},
        {"GAUDI3-8GPU-SERVER", DeviceKind::GpuServer},
        {"L40S-8GPU-SERVER", DeviceKind::GpuServer},
        {"MQM9700-NS2F", DeviceKind::Switch},
        {"MQM9790-NS2F", DeviceKind::Switch},
        {"Q3400-RA", DeviceKind::Switch},
        {"SN5600", DeviceKind::Switch},
        {"SN4600C", DeviceKind::Switch},
        {"SN2201", DeviceKind::Switch},
        {"UFM-ENT-APPLIANCE", DeviceKind::Appliance},
        {"CTRL-PLANE-SRV", DeviceKind::ManagementServer},
        {"DDN-AI400X2", DeviceKind::Storage},
        {"WEKA-NVME-NODE", DeviceKind::Storage},
        {"PURE-FLASHBLADE-E", DeviceKind::Storage},
        {"VAST-CBOX-DBOX", DeviceKind::Storage},
        {"RACK-42U", DeviceKind::Rack},
        {"RACK-48U", DeviceKind::Rack},
        {"RACK-52U", DeviceKind::Rack},
        {"RACK-NVL72", DeviceKind::Rack},
        {"PDU-415V-60A-3P", DeviceKind::Pdu},
        {"PDU-208V-60A-3P", DeviceKind::Pdu},
        {"CX7-400G-OSFP", DeviceKind::Nic},
        {"OSFP-2x400G-TWINPORT", DeviceKind::Transceiver},
        {"OSFP-400G-SINGLE", DeviceKind::Transceiver},
        {"OSFP-2x400G-800G", DeviceKind::Transceiver},
        {"QSFP112-400G", DeviceKind::Transceiver},
        {"QSFP28-100G-SR4", DeviceKind::Transceiver},
        {"FIBER-MPO-3M", DeviceKind::Cable},
        {"FIBER-MPO-10M", DeviceKind::Cable},
        {"FIBER-MPO-30M", DeviceKind::Cable},
        {"DAC-400G-OSFP", DeviceKind::Cable},
        {"AOC-400G", DeviceKind::Cable},
        {"CAT6-RJ45", DeviceKind::Cable},
    };
    for (const auto &[sku, kind] : items)
        QTest::newRow(sku) << QString::fromLatin1(sku) << kind;
}

void TestCatalog::skuKinds()
{
    QFETCH(QString, sku);
    QFETCH(DeviceKind, kind);
    const DeviceModel *m = mCatalog->model(sku);
    QVERIFY2(m, qPrintable(sku));
    QCOMPARE(deviceKindName(m->kind), deviceKindName(kind));
    QVERIFY(!m->name.isEmpty());
    QVERIFY(!m->vendor.isEmpty());
    QCOMPARE(deviceKindFromName(deviceKindName(kind)), kind);
}

void TestCatalog::dgxH100MatchesDomain()
{
    const DeviceModel *m = mCatalog->model(u"DGX-H100"_s);
    QVERIFY(m);
    QCOMPARE(m->rackUnits, 8);
    QCOMPARE(m->weightKg, 130.45);
    QCOMPARE(m->maxPowerW, 10200.0);
    QCOMPARE(m->airflowCfm, 1105.0);
    QCOMPARE(m->acceleratorId, u"h100-sxm"_s);
    QCOMPARE(m->acceleratorCount, 8);
    QCOMPARE(m->liquidFraction, 0.0);
    QVERIFY(m->typicalPowerW > 0 && m->typicalPowerW < m->maxPowerW);
    QVERIFY(m->typicalPowerEstimate);
    QVERIFY(!m->specProvenance.estimate);
    QVERIFY(m->priceProvenance.estimate);
    QVERIFY(m->listPriceUsd >= 300000 && m->listPriceUsd <= 500000);
    const PortGroup *ib = m->portGroup(u"ib"_s);
    QVERIFY(ib);
    QCOMPARE(ib->count, 8);
    QCOMPARE(ib->speedGbps, 400.0);
    QCOMPARE(ib->portsPerCage, 2);
    QCOMPARE(m->totalPorts(), 8 + 2 + 2 + 1);

    const DeviceModel *nvl72 = mCatalog->model(u"DGX-GB200-NVL72"_s);
    QVERIFY(nvl72);
    QCOMPARE(nvl72->rackUnits, 48);
    QCOMPARE(nvl72->acceleratorCount, 72);
    QVERIFY(nvl72->maxPowerW >= 120000 && nvl72->maxPowerW <= 132000);
    QVERIFY(nvl72->liquidFraction > 0.8 && nvl72->liquidFraction < 0.9);
    QCOMPARE(nvl72->weightKg, 1360.0);
}

void TestCatalog::accelerators_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("fp8");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<double>("bandwidthTBps");
    QTest::addColumn<double>("tdpW");
    // DOMAIN.md §1, dense figures.
    QTest::newRow("a100") << u"a100-sxm-80gb"_s << 312.0 << 0.0 << 80.0 << 2.0 << 400.0;
    QTest::newRow("h100") << u"h100-sxm"_s << 989.0 << 1979.0 << 80.0 << 3.35 << 700.0;
    QTest::newRow("h200") << u"h200-sxm"_s << 989.0 << 1979.0 << 141.0 << 4.8 << 700.0;
    QTest::newRow("b200") << u"b200"_s << 2250.0 << 4500.0 << 180.0 << 8.0 << 1000.0;
    QTest::newRow("gb200") << u"gb200"_s << 2500.0 << 5000.0 << 186.0 << 8.0 << 1200.0;
    QTest::newRow("l40s") << u"l40s"_s << 362.0 << 733.0 << 48.0 << 0.864 << 350.0;
    QTest::newRow("l4") << u"l4"_s << 121.0 << 242.0 << 24.0 << 0.3 << 72.0;
    QTest::newRow("mi300x") << u"mi300x"_s << 1307.0 << 2615.0 << 192.0 << 5.3 << 750.0;
    QTest::newRow("gaudi3") << u"gaudi3"_s << 1835.0 << 0.0 << 128.0 << 3.7 << 900.0;
}

void TestCatalog::accelerators()
{
    QFETCH(QString, id);
    QFETCH(double, bf16);
    QFETCH(double, fp8);
    QFETCH(double, memoryGb);
    QFETCH(double, bandwidthTBps);
    QFETCH(double, tdpW);
    const Accelerator *a = mCatalog->accelerator(id);
    QVERIFY2(a, qPrintable(id));
    QCOMPARE(a->bf16DenseTflops, bf16);
    QCOMPARE(a->fp8DenseTflops, fp8);
    QCOMPARE(a->memoryGb, memoryGb);
    QCOMPARE(a->memoryBandwidthTBps, bandwidthTBps);
    QCOMPARE(a->tdpW, tdpW);
    QVERIFY(!a->scaleUpLink.isEmpty());
}

void TestCatalog::portGroups_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("speedGbps");
    QTest::addColumn<QString>("connector");
    QTest::addColumn<QString>("fabric");
    QTest::addColumn<int>("portsPerCage");
    const auto row = [](const char *sku, const char *group, int count, double speed,
                        const char *connector, const char *fabric, int perCage) {
        QTest::addRow("%s/%s", sku, group)
            << QString::fromLatin1(sku) << QString::fromLatin1(group) << count << speed
            << QString::fromLatin1(connector) << QString::fromLatin1(fabric) << perCage;
    };
    for (const char *dgx : {"DGX-H100", "DGX-H200", "DGX-B200"}) {
        row(dgx, "ib", 8, 400, "OSFP", "compute", 2);
        row(dgx, "storage", 2, 400, "QSFP112", "storage", 1);
        row(dgx, "inband", 2, 400, "QSFP112", "inband", 1);
        row(dgx, "bmc", 1, 1, "RJ45", "oob", 1);
    }
    row("DGX-A100", "ib", 8, 200, "QSFP56", "compute", 1);
    row("DGX-GB200-NVL72", "ib", 72, 400, "OSFP", "compute", 1);
    row("DGX-GB200-NVL72", "storage", 36, 400, "QSFP112", "storage", 1);
    row("MQM9700-NS2F", "ib", 64, 400, "OSFP", "any", 2);
    row("MQM9700-NS2F", "mgmt", 1, 1, "RJ45", "oob", 1);
    row("MQM9790-NS2F", "ib", 64, 400, "OSFP", "any", 2);
    row("Q3400-RA", "ib", 144, 800, "OSFP", "any", 2);
    row("SN5600", "eth", 64, 800, "OSFP", "any", 1);
    row("SN4600C", "eth", 64, 100, "QSFP28", "any", 1);
    row("SN2201", "rj45", 48, 1, "RJ45", "oob", 1);
    row("SN2201", "uplink", 4, 100, "QSFP28", "any", 1);
    row("SN2201", "mgmt", 1, 1, "RJ45", "oob", 1);
    row("UFM-ENT-APPLIANCE", "ib", 2, 400, "OSFP", "compute", 1);
    row("UFM-ENT-APPLIANCE", "bmc", 1, 1, "RJ45", "oob", 1);
    row("CTRL-PLANE-SRV", "inband", 2, 100, "QSFP28", "inband", 1);
    row("DDN-AI400X2", "data", 8, 200, "QSFP112", "storage", 1);
    row("PDU-415V-60A-3P", "mgmt", 1, 1, "RJ45", "oob", 1);
    row("OSFP-2x400G-TWINPORT", "line", 2, 400, "MPO-12", "any", 1);
}

void TestCatalog::portGroups()
{
    QFETCH(QString, sku);
    QFETCH(QString, group);
    const DeviceModel *m = mCatalog->model(sku);
    QVERIFY2(m, qPrintable(sku));
    const PortGroup *g = m->portGroup(group);
    QVERIFY2(g, qPrintable(group));
    QTEST(g->count, "count");
    QTEST(g->speedGbps, "speedGbps");
    QTEST(g->connector, "connector");
    QTEST(g->fabric, "fabric");
    QTEST(g->portsPerCage, "portsPerCage");
}

void TestCatalog::everyRowHasProvenance()
{
    const auto complete = [](const Provenance &p) {
        return !p.source.trimmed().isEmpty() && !p.sourceDate.trimmed().isEmpty();
    };
    for (const DeviceModel *m : mCatalog->models()) {
        QVERIFY2(complete(m->specProvenance), qPrintable(m->sku));
        QVERIFY2(complete(m->priceProvenance), qPrintable(m->sku));
        // A figure we made up must say so, in the flag and in the source text.
        if (m->specProvenance.source.startsWith(u"estimate"_s))
            QVERIFY2(m->specProvenance.estimate, qPrintable(m->sku));
        if (m->priceProvenance.source.startsWith(u"estimate"_s))
            QVERIFY2(m->priceProvenance.estimate, qPrintable(m->sku));
    }
    for (const Accelerator *a : mCatalog->accelerators())
        QVERIFY2(complete(a->provenance), qPrintable(a->id));
    for (const CloudOffer *c : mCatalog->cloudOffers())
        QVERIFY2(complete(c->provenance), qPrintable(c->id));
    for (const AssumptionDefault *a : mCatalog->assumptions())
        QVERIFY2(complete(a->provenance) && !a->unit.isEmpty() && !a->description.isEmpty(),
                 qPrintable(a->key));
    for (const LanguageModel *m : mCatalog->languageModels())
        QVERIFY2(complete(m->provenance), qPrintable(m->id));
}

// Checked on the tables, not through Catalog: a table or source column added later is covered
// without touching this test. Every column `source` or `*_source` needs its date and its
// confidence beside it, and no row may leave any of the three empty.
void TestCatalog::everyShippedRowHasSourceAndConfidence()
{
    const QString connection = u"everyShippedRow"_s;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(test::catalogDbPath());
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QVERIFY(db.open());
        QSqlQuery tables(db);
        QVERIFY(tables.exec(u"SELECT name FROM sqlite_master WHERE type = 'table'"_s));
        int checked = 0;
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            const QSqlRecord record = db.record(table);
            for (int i = 0; i < record.count(); ++i) {
                const QString column = record.fieldName(i);
                if (column != u"source"_s && !column.endsWith(u"_source"_s))
                    continue;
                const QString prefix = column.chopped(int(qstrlen("source")));
                const QString date = column + u"_date"_s;
                const QString confidence = prefix + u"confidence"_s;
                QVERIFY2(record.contains(date), qPrintable(table + u": no "_s + date));
                QVERIFY2(record.contains(confidence), qPrintable(table + u": no "_s + confidence));
                QSqlQuery bad(db);
                QVERIFY(bad.exec(u"SELECT rowid FROM %1 WHERE trim(COALESCE(%2, '')) = '' OR "
                                 "trim(COALESCE(%3, '')) = '' OR %4 IS NULL OR "
                                 "%4 NOT IN ('datasheet', 'reference architecture', "
                                 "'vendor announcement', 'third-party estimate')"_s.arg(
                                     table, column, date, confidence)));
                QStringList rows;
                while (bad.next())
                    rows << bad.value(0).toString();
                QVERIFY2(rows.isEmpty(),
                         qPrintable(u"%1.%2: rows %3 lack a source, date or "
                                    "confidence"_s.arg(table, column, rows.join(u", "_s))));
                ++checked;
            }
        }
        // accelerators, device_models (2), media_specs, cloud_offers, assumptions,
        // facility_models (2), models, power_supplies, kernel_efficiency: at least these 11.
        QVERIFY2(checked >= 11, qPrintable(QString::number(checked)));
    }
    QSqlDatabase::removeDatabase(connection);
}

// A range is about the figure in its subject's row: the figure taken must be that figure.
void TestCatalog::figureRangesHoldTheirRowsFigure()
{
    const FigureRange *gb300 = mCatalog->figureRange(u"DGX-GB300-NVL72"_s, u"max_power_w"_s);
    QVERIFY(gb300);
    QCOMPARE(gb300->low, 120000.0);
    QCOMPARE(gb300->high, 142000.0);
    QCOMPARE(gb300->chosen, mCatalog->model(u"DGX-GB300-NVL72"_s)->maxPowerW);
    QVERIFY(gb300->sources.contains(u"136 kW"_s));
    for (const FigureRange *f : mCatalog->figureRanges()) {
        QVERIFY2(!f->why.isEmpty() && f->sources.contains(u"http"_s), qPrintable(f->subject));
        if (f->field == u"max_power_w"_s) {
            const DeviceModel *m = mCatalog->model(f->subject);
            QVERIFY2(m && m->maxPowerW == f->chosen, qPrintable(f->subject));
        }
    }
}

// Users see every source and description (GUI, `catalog list`, `tco --json`, exports), so each
// must be something they can look up: never the developers' own notes, which they cannot.
void TestCatalog::facilityModelsHaveSources()
{
    // Every kind the generators place has a model, and every model says where its figures come
    // from: a document with a link, or "estimate:"/"announcement:" with what it rests on.
    std::set<FacilityKind> kinds;
    static const QRegularExpression isoDate(u"^\\d{4}(-\\d{2}(-\\d{2})?)?$"_s);
    for (const FacilityModel *m : mCatalog->facilityModels()) {
        kinds.insert(m->kind);
        QVERIFY2(m->capacityKw > 0, qPrintable(m->sku));
        for (const Provenance *p : {&m->specProvenance, &m->priceProvenance}) {
            QVERIFY2(isoDate.match(p->sourceDate).hasMatch(), qPrintable(m->sku));
            const bool ours =
                p->source.startsWith(u"estimate:"_s) || p->source.startsWith(u"announcement:"_s);
            QVERIFY2(ours ? p->estimate : p->source.contains(u"http"_s), qPrintable(m->sku));
        }
        // Nobody here publishes list prices for this equipment.
        QVERIFY2(m->priceProvenance.estimate && m->listPriceUsd > 0, qPrintable(m->sku));
        if (m->kind == FacilityKind::Cdu)
            QVERIFY2(m->maxFlowLpm > 0 && m->approachK > 0, qPrintable(m->sku));
        if (m->kind == FacilityKind::DcPowerRack)
            QVERIFY(m->specProvenance.source.startsWith(u"announcement:"_s));
    }
    QCOMPARE(int(kinds.size()), int(kFacilityKinds.size()));
    const FacilityModel *cdu = mCatalog->facilityModel(u"vertiv-coolchip-cdu-600"_s);
    QVERIFY(cdu);
    QCOMPARE(cdu->kind, FacilityKind::Cdu);
    QCOMPARE(cdu->capacityKw, 600.0);
}

void TestCatalog::aCatalogWithoutFacilityModelsOpens()
{
    // A catalog.db or team copy made before the table: everything else reads as before.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"catalog.db"_s);
    QVERIFY(QFile::copy(test::catalogDbPath(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    QVERIFY2(execOn(path, {u"DROP TABLE facility_models"_s}, &error), qPrintable(error));
    const std::optional<Catalog> older = Catalog::open(path, &error);
    QVERIFY2(older, qPrintable(error));
    QVERIFY(older->facilityModels().empty());
    QCOMPARE(older->models().size(), mCatalog->models().size());
    QVERIFY(!mCatalog->facilityModels().empty());
}

void TestCatalog::noSourceCitesPrivateNotes()
{
    QStringList shown;
    for (const DeviceModel *m : mCatalog->models())
        shown << m->name << m->description << m->specProvenance.source << m->priceProvenance.source
              << m->suppliesProvenance.source;
    for (const Accelerator *a : mCatalog->accelerators())
        shown << a->name << a->provenance.source;
    for (const CloudOffer *c : mCatalog->cloudOffers())
        shown << c->provider << c->instance << c->provenance.source;
    for (const AssumptionDefault *a : mCatalog->assumptions())
        shown << a->description << a->provenance.source;
    for (const LanguageModel *m : mCatalog->languageModels())
        shown << m->name << m->provenance.source;
    for (const FacilityModel *m : mCatalog->facilityModels())
        shown << m->name << m->description << m->specProvenance.source << m->priceProvenance.source;
    QVERIFY(shown.size() > 300);
    static const QRegularExpression privateNote(u"seeds/|DOMAIN(\\.md| ?§)"_s);
    for (const QString &text : std::as_const(shown))
        QVERIFY2(!privateNote.match(text).hasMatch(), qPrintable(text));
}

void TestCatalog::languageModels_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<double>("activeB");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<int>("ffnSize");
    QTest::addColumn<int>("vocabSize");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("activeExperts");
    // Llama 3 paper table 3 and the models' config.json; Mixtral paper table 1; DeepSeek-V3 report
    // and config.json (MLA: 576 cached values per token and layer, stored as 1 x 288 for keys and
    // values; the FFN of one routed expert); GPT-3 paper table 2.1 (d_ff = 4 x d_model).
    QTest::newRow("8B") << u"llama-3.1-8b"_s << 8.0 << 8.0 << 32 << 8 << 128 << 14336 << 128256 << 0
                        << 0;
    QTest::newRow("70B") << u"llama-3.1-70b"_s << 70.0 << 70.0 << 80 << 8 << 128 << 28672 << 128256
                         << 0 << 0;
    QTest::newRow("405B") << u"llama-3.1-405b"_s << 405.0 << 405.0 << 126 << 8 << 128 << 53248
                          << 128256 << 0 << 0;
    QTest::newRow("Mixtral") << u"mixtral-8x7b"_s << 46.7 << 12.9 << 32 << 8 << 128 << 14336
                             << 32000 << 8 << 2;
    QTest::newRow("DeepSeek-V3") << u"deepseek-v3"_s << 671.0 << 37.0 << 61 << 1 << 288 << 2048
                                 << 129280 << 256 << 8;
    QTest::newRow("GPT-3") << u"gpt-3-175b"_s << 175.0 << 175.0 << 96 << 96 << 128 << 49152 << 50257
                           << 0 << 0;
}

void TestCatalog::languageModels()
{
    QFETCH(QString, id);
    const LanguageModel *m = mCatalog->languageModel(id);
    QVERIFY2(m, qPrintable(id));
    QFETCH(double, paramsB);
    QFETCH(double, activeB);
    QCOMPARE(m->params, paramsB * 1e9);
    QCOMPARE(m->activeParams, activeB * 1e9);
    QTEST(m->layers, "layers");
    QTEST(m->kvHeads, "kvHeads");
    QTEST(m->headDim, "headDim");
    QTEST(m->ffnSize, "ffnSize");
    QTEST(m->vocabSize, "vocabSize");
    QTEST(m->experts, "experts");
    QTEST(m->activeExperts, "activeExperts");
}

void TestCatalog::scaleUpBandwidth_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("gbps");
    // Each way: half the bidirectional figure of the datasheets; PCIe cards have none.
    QTest::newRow("a100") << u"a100-sxm-80gb"_s << 300.0;
    QTest::newRow("h100") << u"h100-sxm"_s << 450.0;
    QTest::newRow("h200") << u"h200-sxm"_s << 450.0;
    QTest::newRow("b200") << u"b200"_s << 900.0;
    QTest::newRow("gb300") << u"gb300"_s << 900.0;
    QTest::newRow("mi300x") << u"mi300x"_s << 448.0;
    QTest::newRow("gaudi3") << u"gaudi3"_s << 525.0;
    QTest::newRow("l40s") << u"l40s"_s << 0.0;
}

void TestCatalog::scaleUpBandwidth()
{
    QFETCH(QString, id);
    const Accelerator *a = mCatalog->accelerator(id);
    QVERIFY2(a, qPrintable(id));
    QTEST(a->scaleUpGBps, "gbps");
    QVERIFY2(a->provenance.source.contains(u"scale_up_gbps"_s), qPrintable(id));
}

void TestCatalog::kernelEfficiencies()
{
    // Every accelerator that trains has a BF16 figure, and an FP8 one exactly when it has FP8.
    const QStringList training{u"a100-sxm-80gb"_s, u"a100-sxm-40gb"_s, u"h100-sxm"_s, u"h200-sxm"_s,
                               u"b200"_s,          u"gb200"_s,         u"b300"_s,     u"gb300"_s,
                               u"mi300x"_s,        u"gaudi3"_s,        u"rubin"_s};
    for (const QString &id : training) {
        const Accelerator *a = mCatalog->accelerator(id);
        QVERIFY2(a, qPrintable(id));
        const KernelEfficiency *bf16 = mCatalog->kernelEfficiency(id, u"bf16"_s);
        QVERIFY2(bf16 && bf16->matmul > 0 && bf16->matmul <= 1, qPrintable(id));
        QCOMPARE(mCatalog->kernelEfficiency(id, u"fp8"_s) != nullptr, a->fp8DenseTflops > 0);
    }
    QCOMPARE(int(mCatalog->kernelEfficiencies().size()), 19);
    for (const KernelEfficiency *k : mCatalog->kernelEfficiencies())
        if (k->provenance.source.startsWith(u"estimate"_s))
            QVERIFY2(k->provenance.estimate, qPrintable(k->acceleratorId));
    // Inference cards have none: the step time then rests on the user's --mfu.
    QVERIFY(!mCatalog->kernelEfficiency(u"l40s"_s, u"bf16"_s));
    QVERIFY(!mCatalog->kernelEfficiency(u"h100-sxm"_s, u"fp16"_s));
    // The A100's BF16 share is calibrated against a published run; the others carry it as an
    // estimate.
    const KernelEfficiency *a100 = mCatalog->kernelEfficiency(u"a100-sxm-80gb"_s, u"bf16"_s);
    QVERIFY(a100 && !a100->provenance.estimate);
    QVERIFY(a100->provenance.source.contains(u"2104.04473"_s));
    QCOMPARE(mCatalog->kernelEfficiency(u"h100-sxm"_s, u"bf16"_s)->matmul, a100->matmul);
    QVERIFY(mCatalog->kernelEfficiency(u"h100-sxm"_s, u"bf16"_s)->provenance.estimate);

    // A catalog built in memory takes them too, the later row of a key replacing the earlier.
    Catalog built = Catalog::fromData({}, {});
    built.addKernelEfficiencies({{u"x"_s, u"bf16"_s, 0.5, {}}, {u"x"_s, u"bf16"_s, 0.6, {}}});
    QCOMPARE(built.kernelEfficiency(u"x"_s, u"bf16"_s)->matmul, 0.6);
    QVERIFY(!built.sameContent(Catalog::fromData({}, {})));
}

void TestCatalog::typicalPowerNotAboveMax()
{
    for (const DeviceModel *m : mCatalog->models()) {
        QVERIFY2(m->typicalPowerW <= m->maxPowerW, qPrintable(m->sku));
        if (m->kind == DeviceKind::GpuServer || m->kind == DeviceKind::Switch ||
            m->kind == DeviceKind::Storage || m->kind == DeviceKind::Pdu ||
            m->kind == DeviceKind::Appliance || m->kind == DeviceKind::ManagementServer)
            QVERIFY2(m->typicalPowerW > 0 && m->rackUnits >= 0, qPrintable(m->sku));
        if (m->kind == DeviceKind::GpuServer) {
            QVERIFY2(mCatalog->accelerator(m->acceleratorId), qPrintable(m->sku));
            QVERIFY2(m->acceleratorCount > 0, qPrintable(m->sku));
        }
        if (m->kind == DeviceKind::Storage)
            QVERIFY2(m->storageCapacityTb > 0 && m->storageBandwidthGBps > 0, qPrintable(m->sku));
    }
}

void TestCatalog::racksAndPdus()
{
    for (const DeviceModel *rack : mCatalog->modelsOfKind(DeviceKind::Rack)) {
        QVERIFY2(rack->rackUnits >= 42 && rack->maxLoadKg >= 1400, qPrintable(rack->sku));
        QVERIFY2(rack->widthMm > 0 && rack->depthMm > 0, qPrintable(rack->sku));
    }
    QCOMPARE(mCatalog->model(u"RACK-48U"_s)->widthMm, 800.0);
    QCOMPARE(mCatalog->model(u"RACK-48U"_s)->depthMm, 1200.0);
    QCOMPARE(mCatalog->model(u"RACK-NVL72"_s)->weightKg, 0.0); // included in the system's weight
    QVERIFY(mCatalog->model(u"RACK-42U"_s)->weightKg > 0);

    const DeviceModel *pdu = mCatalog->model(u"PDU-415V-60A-3P"_s);
    QCOMPARE(pdu->rackUnits, 0);
    QCOMPARE(pdu->powerCapacityW, 32700.0);
    QVERIFY(pdu->typicalPowerW > 0); // a PDU's own draw is small, never zero
}

void TestCatalog::cloudOffers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("onDemand");
    QTest::newRow("p5") << u"aws-p5.48xlarge"_s << u"h100-sxm"_s << 8 << 100.0;
    QTest::newRow("nd-h100") << u"azure-nd-h100-v5"_s << u"h100-sxm"_s << 8 << 90.0;
    QTest::newRow("a3") << u"gcp-a3-highgpu-8g"_s << u"h100-sxm"_s << 8 << 110.0;
    QTest::newRow("p4d") << u"aws-p4d.24xlarge"_s << u"a100-sxm-40gb"_s << 8 << 32.0;
    QTest::newRow("nd-a100") << u"azure-nd-a100-v4"_s << u"a100-sxm-80gb"_s << 8 << 30.0;
    QTest::newRow("a2") << u"gcp-a2-ultragpu-8g"_s << u"a100-sxm-80gb"_s << 8 << 35.0;
    QTest::newRow("thunder-h100") << u"thunder-h100-sxm"_s << u"h100-sxm"_s << 1 << 1.38;
    QTest::newRow("spheron-b200") << u"spheron-b200"_s << u"b200"_s << 1 << 3.39;
    QTest::newRow("aws-b200") << u"aws-b200"_s << u"b200"_s << 1 << 14.24;
    QTest::newRow("tensorwave") << u"tensorwave-mi300x"_s << u"mi300x"_s << 1 << 1.50;
}

void TestCatalog::cloudOffers()
{
    QFETCH(QString, id);
    const CloudOffer *c = mCatalog->cloudOffer(id);
    QVERIFY2(c, qPrintable(id));
    QTEST(c->acceleratorId, "accelerator");
    QTEST(c->gpusPerInstance, "gpus");
    QVERIFY(c->onDemandUsdPerHour.has_value());
    QTEST(*c->onDemandUsdPerHour, "onDemand");
    QVERIFY(mCatalog->accelerator(c->acceleratorId));
    // No seed quotes reserved prices: they stay empty rather than invented.
    QVERIFY(!c->reserved1yUsdPerHour && !c->reserved3yUsdPerHour);
}

void TestCatalog::everyOfferHasAPositivePrice()
{
    QVERIFY(mCatalog->cloudOffers().size() >= 20);
    for (const CloudOffer *c : mCatalog->cloudOffers()) {
        QVERIFY2(c->onDemandUsdPerHour || c->spotUsdPerHour, qPrintable(c->id));
        for (const auto &price : {c->onDemandUsdPerHour, c->reserved1yUsdPerHour,
                                  c->reserved3yUsdPerHour, c->spotUsdPerHour})
            QVERIFY2(!price || *price > 0, qPrintable(c->id));
    }
    QCOMPARE(*mCatalog->cloudOffer(u"spheron-b200"_s)->spotUsdPerHour, 2.12);
}

void TestCatalog::assumptions_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::newRow("electricity") << u"electricity_usd_per_kwh"_s << 0.10;
    QTest::newRow("pue") << u"pue"_s << 1.3;
    QTest::newRow("years") << u"years"_s << 5.0;
    QTest::newRow("rack limit") << u"default_rack_power_limit_kw"_s << 40.0;
    for (const char *key : {"load_factor", "install_services_pct", "support_pct_per_year",
                            "discount_rate", "colocation_usd_per_kw_month"})
        QTest::newRow(key) << QString::fromLatin1(key) << -1.0; // present, any value
}

void TestCatalog::assumptions()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    const AssumptionDefault *a = mCatalog->assumption(key);
    QVERIFY2(a, qPrintable(key));
    if (value >= 0)
        QCOMPARE(a->value, value);
    QVERIFY(a->value > 0);
}

void TestCatalog::modelsOfKind()
{
    const QStringList switches = skus(mCatalog->modelsOfKind(DeviceKind::Switch));
    QCOMPARE(switches,
             (QStringList{u"GB300-NVSWITCH-TRAY"_s, u"MQM9700-NS2F"_s, u"MQM9790-NS2F"_s,
                          u"Q3400-RA"_s, u"Q3450-LD"_s, u"SN2201"_s, u"SN4600C"_s, u"SN5600"_s,
                          u"SN5610"_s, u"SN6800"_s, u"SN6810"_s, u"VR-NVSWITCH-TRAY"_s}));
    const QStringList all = skus(mCatalog->models());
    QStringList sorted = all;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(all, sorted);
    std::size_t total = 0;
    for (int k = int(DeviceKind::GpuServer); k <= int(DeviceKind::Cable); ++k)
        total += mCatalog->modelsOfKind(DeviceKind(k)).size();
    QCOMPARE(total, mCatalog->models().size());
}

void TestCatalog::search_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("mustContain");
    QTest::addColumn<bool>("empty");
    QTest::newRow("sku lower case") << u"dgx-h100"_s << QStringList{u"DGX-H100"_s} << false;
    QTest::newRow("name") << u"QUANTUM-2"_s << QStringList{u"MQM9700-NS2F"_s, u"MQM9790-NS2F"_s}
                          << false;
    QTest::newRow("vendor") << u"ddn"_s << QStringList{u"DDN-AI400X2"_s} << false;
    QTest::newRow("description") << u"twin-port osfp"_s << QStringList{u"MQM9700-NS2F"_s} << false;
    // Characters that mean something in SQL LIKE or in string literals match only themselves.
    QTest::newRow("percent") << u"%"_s << QStringList() << true;
    QTest::newRow("underscore") << u"_"_s << QStringList() << true;
    QTest::newRow("like pattern") << u"DGX%H100"_s << QStringList() << true;
    QTest::newRow("quote") << u"' OR '1'='1"_s << QStringList() << true;
    QTest::newRow("double quote") << u"\""_s << QStringList() << true;
    QTest::newRow("nothing") << u"zzz-no-such-thing"_s << QStringList() << true;
}

void TestCatalog::search()
{
    QFETCH(QString, text);
    QFETCH(QStringList, mustContain);
    QFETCH(bool, empty);
    const QStringList found = skus(mCatalog->search(text));
    QCOMPARE(found.isEmpty(), empty);
    for (const QString &sku : mustContain)
        QVERIFY2(found.contains(sku), qPrintable(found.join(u", "_s)));
    for (const QString &sku : found) {
        const DeviceModel *m = mCatalog->model(sku);
        QVERIFY(m->sku.contains(text, Qt::CaseInsensitive) ||
                m->name.contains(text, Qt::CaseInsensitive) ||
                m->vendor.contains(text, Qt::CaseInsensitive) ||
                m->description.contains(text, Qt::CaseInsensitive));
    }
}

void TestCatalog::fromData()
{
    DeviceModel server;
    server.sku = u"X-1"_s;
    server.kind = DeviceKind::GpuServer;
    server.acceleratorId = u"acc"_s;
    server.acceleratorCount = 4;
    DeviceModel sw;
    sw.sku = u"A-SWITCH"_s;
    sw.kind = DeviceKind::Switch;
    Accelerator acc;
    acc.id = u"acc"_s;
    const Catalog c = Catalog::fromData({server, sw}, {acc});
    QCOMPARE(skus(c.models()), (QStringList{u"A-SWITCH"_s, u"X-1"_s}));
    QVERIFY(c.accelerator(u"acc"_s));
    QVERIFY(!c.model(u"missing"_s));
    QVERIFY(c.cloudOffers().empty());
    QCOMPARE(c.modelsOfKind(DeviceKind::GpuServer).size(), std::size_t(1));
}

void TestCatalog::defaultPathHonoursEnvironment()
{
    const QByteArray saved = qgetenv("PODCAD_CATALOG");
    qputenv("PODCAD_CATALOG", "/somewhere/else.db");
    QCOMPARE(Catalog::defaultPath(), u"/somewhere/else.db"_s);
    qunsetenv("PODCAD_CATALOG");
    QVERIFY(Catalog::defaultPath().endsWith(u"catalog.db"_s));
    QVERIFY(QFileInfo::exists(Catalog::defaultPath())); // the source tree's catalog at worst
    if (!saved.isEmpty())
        qputenv("PODCAD_CATALOG", saved);
}

void TestCatalog::shippedCatalogIsInSyncWithSql()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString built = dir.filePath(u"catalog.db"_s);
    QString error;
    QVERIFY2(Catalog::build(test::catalogSqlPath(), built, &error), qPrintable(error));
    QVERIFY2(canonicalDump(built) == canonicalDump(test::catalogDbPath()),
             "catalog.db differs from resources/catalog/catalog.sql: rebuild it with "
             "`podcad-cli catalog build` and commit both");
    // Only the finished file is left behind: no temporary or journal files.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"catalog.db"_s});
    QVERIFY(QFileInfo(built).permissions() & QFile::ReadOther);
}

void TestCatalog::buildIsRepeatable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"catalog.db"_s);
    QString error;
    QVERIFY2(Catalog::build(test::catalogSqlPath(), path, &error), qPrintable(error));
    const QStringList first = canonicalDump(path);
    const QByteArray firstBytes = readAll(path);
    // Building over an existing file replaces it.
    QVERIFY2(Catalog::build(test::catalogSqlPath(), path, &error), qPrintable(error));
    QCOMPARE(canonicalDump(path), first);
    QCOMPARE(readAll(path), firstBytes);
    QVERIFY(Catalog::open(path, &error));
}

void TestCatalog::openRejects_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing") << u"missing"_s << u"no such file"_s;
    QTest::newRow("directory") << u"directory"_s << u"not a file"_s;
    QTest::newRow("empty") << u"empty"_s << u"not a PodCAD catalog"_s;
    QTest::newRow("text") << u"text"_s << u"not a SQLite database"_s;
    QTest::newRow("random bytes") << u"random"_s << u"not a SQLite database"_s;
    QTest::newRow("truncated") << u"truncated"_s << u"malformed"_s;
    QTest::newRow("damaged last page of a table")
        << u"damagedLeaf"_s << u"table device_models could not be read past row "_s;
    QTest::newRow("newer schema")
        << u"newer"_s << u"schema version 99 is newer than this PodCAD reads (6); update PodCAD"_s;
    // Schema 3 added the models table: a schema-2 catalog.db is refused as before, not half read.
    QTest::newRow("older schema")
        << u"older"_s << u"schema version 2 is not supported (this PodCAD reads 6); rebuild"_s;
    QTest::newRow("no schema version") << u"version0"_s << u"not a PodCAD catalog"_s;
    QTest::newRow("missing table")
        << u"dropTable"_s << u"not a PodCAD catalog (table cloud_offers is missing)"_s;
    QTest::newRow("missing column")
        << u"dropColumn"_s << u"table device_models: column airflow_cfm is missing"_s;
    QTest::newRow("bad kind")
        << u"badKind"_s << u"table device_models, row \"DGX-H100\": unknown kind \"spaceship\""_s;
    QTest::newRow("bad fraction") << u"badFraction"_s
                                  << u"model \"SN5600\": liquid_fraction must be between 0 and 1"_s;
    QTest::newRow("text in number")
        << u"textNumber"_s
        << u"table accelerators, row \"h100-sxm\": column tdp_w is not a number"_s;
    QTest::newRow("bad fabric")
        << u"badFabric"_s
        << u"model \"SN2201\": port group \"uplink\": unknown fabric \"sideways\""_s;
    QTest::newRow("more active experts than experts")
        << u"badExperts"_s
        << u"table models, row \"mixtral-8x7b\": needs 0 < active_experts <= experts"_s;
    QTest::newRow("efficiency above 1")
        << u"badEfficiency"_s
        << u"table kernel_efficiency, row \"h100-sxm/bf16\": matmul must be in (0, 1]"_s;
    QTest::newRow("efficiency of an unknown GPU")
        << u"unknownEfficiency"_s
        << u"table kernel_efficiency, row \"nope/bf16\": unknown accelerator \"nope\""_s;
    QTest::newRow("negative scale-up")
        << u"negativeScaleUp"_s
        << u"table accelerators, row \"h100-sxm\": column scale_up_gbps is negative"_s;
    QTest::newRow("unknown confidence")
        << u"unknownConfidence"_s
        << u"table device_models, row \"DGX-H100\": column spec_confidence is not datasheet, "
           "reference architecture, vendor announcement or third-party estimate: \"rumour\""_s;
}

void TestCatalog::openRejects()
{
    QFETCH(QString, setup);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"catalog.db"_s);

    const auto copyAndRun = [&](const QStringList &statements) {
        QVERIFY(QFile::copy(test::catalogDbPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QString error;
        QVERIFY2(execOn(path, statements, &error), qPrintable(error));
    };
    // Test set-up may break the schema's own CHECK constraints: the reader must not rely on them.
    const QString noChecks = u"PRAGMA ignore_check_constraints = ON"_s;
    if (setup == u"directory"_s) {
        QVERIFY(QDir().mkdir(path));
    } else if (setup == u"empty"_s) {
        QVERIFY(writeAll(path, {}));
    } else if (setup == u"text"_s) {
        QVERIFY(writeAll(path, QByteArray("This is a text file, not a catalog.\n").repeated(50)));
    } else if (setup == u"random"_s) {
        QRandomGenerator random(4096);
        QByteArray bytes(8192, '\0');
        for (char &b : bytes)
            b = char(random.bounded(256));
        QVERIFY(writeAll(path, bytes));
    } else if (setup == u"truncated"_s) {
        // A valid header and schema page, but the table pages are gone (an interrupted copy).
        QVERIFY(writeAll(path, readAll(test::catalogDbPath()).left(8192)));
    } else if (setup == u"damagedLeaf"_s) {
        QVERIFY(QFile::copy(test::catalogDbPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(damageLastLeaf(path, u"device_models"_s));
    } else if (setup == u"newer"_s) {
        copyAndRun({u"PRAGMA user_version = 99"_s});
    } else if (setup == u"older"_s) {
        copyAndRun({u"PRAGMA user_version = 2"_s, u"DROP TABLE models"_s});
    } else if (setup == u"version0"_s) {
        copyAndRun({u"PRAGMA user_version = 0"_s});
    } else if (setup == u"dropTable"_s) {
        copyAndRun({u"DROP TABLE cloud_offers"_s});
    } else if (setup == u"dropColumn"_s) {
        copyAndRun({u"ALTER TABLE device_models DROP COLUMN airflow_cfm"_s});
    } else if (setup == u"badKind"_s) {
        copyAndRun(
            {noChecks, u"UPDATE device_models SET kind = 'spaceship' WHERE sku = 'DGX-H100'"_s});
    } else if (setup == u"badFraction"_s) {
        copyAndRun(
            {noChecks, u"UPDATE device_models SET liquid_fraction = 1.5 WHERE sku = 'SN5600'"_s});
    } else if (setup == u"textNumber"_s) {
        copyAndRun({noChecks, u"UPDATE accelerators SET tdp_w = 'lots' WHERE id = 'h100-sxm'"_s});
    } else if (setup == u"badFabric"_s) {
        copyAndRun(
            {noChecks,
             u"UPDATE port_groups SET fabric = 'sideways' WHERE sku = 'SN2201' AND name = 'uplink'"_s});
    } else if (setup == u"badExperts"_s) {
        copyAndRun({noChecks, u"UPDATE models SET active_experts = 9 WHERE id = 'mixtral-8x7b'"_s});
    } else if (setup == u"badEfficiency"_s) {
        copyAndRun({noChecks, u"UPDATE kernel_efficiency SET matmul = 1.5 "
                              "WHERE accelerator_id = 'h100-sxm' AND precision = 'bf16'"_s});
    } else if (setup == u"unknownEfficiency"_s) {
        copyAndRun(
            {u"PRAGMA foreign_keys = OFF"_s,
             u"INSERT INTO kernel_efficiency VALUES ('nope', 'bf16', 0.5, 's', '2026', 0, NULL)"_s});
    } else if (setup == u"unknownConfidence"_s) {
        copyAndRun({noChecks, u"UPDATE device_models SET spec_confidence = 'rumour' "
                              "WHERE sku = 'DGX-H100'"_s});
    } else if (setup == u"negativeScaleUp"_s) {
        copyAndRun(
            {noChecks, u"UPDATE accelerators SET scale_up_gbps = -1 WHERE id = 'h100-sxm'"_s});
    }
    if (QTest::currentTestFailed())
        return;

    const FileState before = stateOf(path);
    const QStringList entriesBefore =
        QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QString error;
    const std::optional<Catalog> catalog = Catalog::open(path, &error);
    QVERIFY(!catalog);
    QVERIFY2(error.startsWith(path + u": "_s), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    // Nothing created (a missing file stays missing, no journal) and nothing modified.
    QVERIFY(stateOf(path) == before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             entriesBefore);
}

void TestCatalog::readOnlyCopyOpens()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"catalog.db"_s);
    QVERIFY(QFile::copy(test::catalogDbPath(), path));
    const QFile::Permissions readOnly = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
    QVERIFY(QFile::setPermissions(path, readOnly));
    QVERIFY(QFile::setPermissions(dir.path(),
                                  readOnly | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));
    // Give the directory back before QTemporaryDir removes it, whatever happens below.
    struct RestoreWritable
    {
        QString path;
        ~RestoreWritable()
        {
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    } restore{dir.path()};

    QString error;
    const std::optional<Catalog> catalog = Catalog::open(path, &error);
    QVERIFY2(catalog, qPrintable(error));
    QVERIFY(catalog->model(u"DGX-H100"_s));
    QCOMPARE(catalog->models().size(), mCatalog->models().size());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"catalog.db"_s});
}

void TestCatalog::buildFailureKeepsDestination_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("expected");
    const QByteArray sql = readAll(test::catalogSqlPath());
    QVERIFY(sql.contains("COMMIT;"));
    QTest::newRow("syntax error") << QByteArray(sql).replace(
                                         "COMMIT;",
                                         "INSERT INTO assumptions VALUES (oops;\nCOMMIT;")
                                  << u":%1: SQL error: near \";\": syntax error"_s.arg(
                                         sql.left(sql.indexOf("COMMIT;")).count('\n') + 1);
    QTest::newRow("check constraint")
        << QByteArray(sql).replace(
               "COMMIT;",
               "INSERT INTO device_models (sku, name, vendor, kind, spec_source, spec_source_date, "
               "spec_estimate, price_source, price_source_date, price_estimate) VALUES ('X', 'X', "
               "'X', 'spaceship', 's', '2026', 0, 's', '2026', 0);\nCOMMIT;")
        << u"CHECK constraint failed"_s;
    QTest::newRow("foreign key")
        << QByteArray(sql).replace(
               "COMMIT;", "INSERT INTO port_groups VALUES ('NO-SUCH-SKU', 'ib', 1, 400, 'OSFP', "
                          "'compute', 1);\nCOMMIT;")
        << u"FOREIGN KEY constraint failed"_s;
    QTest::newRow("wrong schema version")
        << QByteArray(sql).replace("PRAGMA user_version = 6;", "PRAGMA user_version = 7;")
        << u"schema version 7 is newer"_s;
    QTest::newRow("empty script") << QByteArray() << u"not a PodCAD catalog"_s;
}

void TestCatalog::buildFailureKeepsDestination()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sqlPath = dir.filePath(u"broken.sql"_s);
    const QString dbPath = dir.filePath(u"catalog.db"_s);
    QVERIFY(writeAll(sqlPath, script));
    QVERIFY(QFile::copy(test::catalogDbPath(), dbPath));
    const FileState before = stateOf(dbPath);

    QString error;
    QVERIFY(!Catalog::build(sqlPath, dbPath, &error));
    QVERIFY2(error.startsWith(sqlPath), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    QVERIFY(stateOf(dbPath) == before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{u"broken.sql"_s, u"catalog.db"_s}));

    // A missing script is reported the same way and creates nothing.
    QVERIFY(!Catalog::build(dir.filePath(u"nope.sql"_s), dbPath, &error));
    QVERIFY2(error.startsWith(dir.filePath(u"nope.sql"_s)), qPrintable(error));
    QVERIFY(stateOf(dbPath) == before);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"

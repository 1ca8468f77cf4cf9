// Tests for the *.podcad design file: layout, byte-stable round trips, safe saving, and located
// errors for every hostile input in tests/data/bad (see the README.md there).
#include "io/designfile.h"
#include "io/designreader.h"
#include "io/duplicatekeys.h"
#include "io/migrations.h"
#include "testpaths.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstring>
#include <limits>

using namespace podcad;

namespace {

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString describe(const LoadResult &result)
{
    QStringList lines = result.errorLines(QStringLiteral("file"));
    return lines.isEmpty() ? QStringLiteral("(no errors)") : lines.join(u'\n');
}

// A design touching every field: placed and unplaced devices, overrides present and absent, links
// with and without a fabric, awkward strings and numbers that do not print exactly in decimal.
Design sampleDesign()
{
    Design d;
    d.name = QStringLiteral("Pod \"A\" \\ Zürich – 東京 🚀\nline two\ttab");
    d.assumptions.values[QStringLiteral("electricity_usd_per_kwh")] = 0.1;
    d.assumptions.values[QStringLiteral("pue")] = 1.3;
    d.assumptions.values[QStringLiteral("years")] = 5;
    d.assumptions.values[QStringLiteral("tiny")] = 1e-300;
    d.assumptions.values[QStringLiteral("third")] = 1.0 / 3.0;

    auto check = [](bool ok, const QString &why) {
        if (!ok)
            qFatal("sampleDesign: %s", qPrintable(why));
    };
    QString why;
    check(d.addFabric({QStringLiteral("fab-compute"), QStringLiteral("Compute"),
                       FabricKind::Compute, QStringLiteral("InfiniBand NDR")},
                      &why),
          why);
    check(d.addFabric({QStringLiteral("fab-oob"), QStringLiteral("Out of band"), FabricKind::Oob,
                       QStringLiteral("Ethernet 1G")},
                      &why),
          why);
    check(d.addRack({QStringLiteral("r-1"), QStringLiteral("RACK-42U-800"), QStringLiteral("A01"),
                     QStringLiteral("A"), QPointF(0.6, -1.2), 41.5},
                    &why),
          why);
    check(d.addRack({QStringLiteral("r-2"), QStringLiteral("RACK-48U-600"), QStringLiteral("A02"),
                     QString(), QPointF(1.2, 1e-7), 0},
                    &why),
          why);

    Device dgx;
    dgx.id = QStringLiteral("dgx-1");
    dgx.sku = QStringLiteral("DGX-H100");
    dgx.name = QStringLiteral("dgx 1");
    dgx.role = Role::Compute;
    dgx.rackId = QStringLiteral("r-1");
    dgx.lowestU = 3;
    dgx.canvasPosition = QPointF(120.25, -33.1);
    dgx.priceOverrideUsd = 289999.99;
    check(d.addDevice(dgx, &why), why);

    Device dgx2 = dgx;
    dgx2.id = QStringLiteral("dgx-2");
    dgx2.lowestU = 13;
    dgx2.priceOverrideUsd.reset();
    dgx2.powerOverrideW = 10200.5;
    check(d.addDevice(dgx2, &why), why);

    Device leaf;
    leaf.id = QStringLiteral("leaf-1");
    leaf.sku = QStringLiteral("QM9700");
    leaf.name = QStringLiteral("leaf 1");
    leaf.role = Role::Leaf;
    leaf.canvasPosition = QPointF(1e9, -1e9);
    leaf.priceOverrideUsd = 0;
    leaf.powerOverrideW = 1000000;
    check(d.addDevice(leaf, &why), why);

    Device pdu;
    pdu.id = QStringLiteral("pdu-1");
    pdu.sku = QStringLiteral("PDU-3PH");
    pdu.role = Role::Pdu;
    pdu.rackId = QStringLiteral("r-2");
    check(d.addDevice(pdu, &why), why);

    check(d.addLink({QStringLiteral("l-1"),
                     {QStringLiteral("dgx-1"), QStringLiteral("osfp"), 0},
                     {QStringLiteral("leaf-1"), QStringLiteral("osfp"), 31},
                     QStringLiteral("MMA4Z00-NS"),
                     QStringLiteral("fab-compute")},
                    &why),
          why);
    check(d.addLink({QStringLiteral("l-2"),
                     {QStringLiteral("dgx-2"), QStringLiteral("osfp"), 7},
                     {QStringLiteral("leaf-1"), QStringLiteral("osfp"), 30},
                     QStringLiteral("MMA4Z00-NS"),
                     QStringLiteral("fab-compute")},
                    &why),
          why);
    check(d.addLink({QStringLiteral("l-3"),
                     {QStringLiteral("dgx-1"), QStringLiteral("bmc"), 0},
                     {QStringLiteral("dgx-2"), QStringLiteral("bmc"), 0},
                     QString(),
                     QString()},
                    &why),
          why);
    return d;
}

// `devices` servers and `links` cables, for the speed and size tests.
Design bigDesign(int racks, int devices, int links)
{
    Design d;
    d.name = QStringLiteral("big");
    for (int r = 0; r < racks; ++r)
        d.addRack({QStringLiteral("rack-%1").arg(r, 5, 10, QLatin1Char('0')),
                   QStringLiteral("RACK-42U-800"), QStringLiteral("Rack %1").arg(r),
                   QStringLiteral("R%1").arg(r / 20), QPointF(0.6 * (r % 20), 1.2 * (r / 20)),
                   40 + r % 7 * 0.1});
    for (int i = 0; i < devices; ++i) {
        Device dev;
        dev.id = QStringLiteral("dev-%1").arg(i, 6, 10, QLatin1Char('0'));
        dev.sku = QStringLiteral("DGX-H100");
        dev.name = QStringLiteral("server %1").arg(i);
        dev.role = i % 10 == 0 ? Role::Leaf : Role::Compute;
        dev.rackId = QStringLiteral("rack-%1").arg(i % racks, 5, 10, QLatin1Char('0'));
        dev.lowestU = 1 + i % 40;
        dev.canvasPosition = QPointF(i * 1.5, i * 0.1);
        if (i % 3 == 0)
            dev.priceOverrideUsd = 1000 + i;
        d.addDevice(std::move(dev));
    }
    for (int i = 0; i < links; ++i) {
        Link link;
        link.id = QStringLiteral("link-%1").arg(i, 6, 10, QLatin1Char('0'));
        link.a = {QStringLiteral("dev-%1").arg(i % devices, 6, 10, QLatin1Char('0')),
                  QStringLiteral("osfp"), i / devices};
        link.b = {QStringLiteral("dev-%1").arg((i * 7 + 1) % devices, 6, 10, QLatin1Char('0')),
                  QStringLiteral("osfp-b"), i};
        link.cableSku = QStringLiteral("MMA4Z00-NS");
        d.addLink(std::move(link));
    }
    return d;
}

struct Snapshot
{
    QByteArray bytes;
    QDateTime modified;
    qint64 size = -1;
};

Snapshot snapshot(const QString &path)
{
    const QFileInfo info(path);
    return {readBytes(path), info.lastModified(), info.size()};
}

bool hasIssue(const LoadResult &result, const QString &location, const QString &fragment)
{
    for (const FileIssue &issue : result.errors)
        if (issue.location.contains(location) && issue.message.contains(fragment))
            return true;
    return false;
}

} // namespace

class TestDesignFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripBuiltDesign();
    void exactLayout();
    void priceOverridesRoundTrip();
    void badPriceOverrides_data();
    void badPriceOverrides();
    void fixtureRoundTrip();
    void numbersRoundTrip_data();
    void numbersRoundTrip();
    void writeOverExisting();
    void writeFailureKeepsOriginal_data();
    void writeFailureKeepsOriginal();
    void writeRefusesNonFinite();
    void writeRefusesNonFiniteAfterFirstChunk();
    void badFixtures_data();
    void duplicateKeys_data();
    void duplicateKeys();
    void badFixtures();
    void reportsEveryProblem();
    void firstErrorNamesFileAndLocation();
    void unknownSkuParses();
    void unknownKeysWarn();
    void locationOfId();
    void idsSharedAcrossKinds();
    void invalidIdDoesNotCascade();
    void emptyRackMeansUnplaced();
    void loneSurrogateSurvives();
    void countLimits_data();
    void countLimits();
    void textLimit();
    void readingStopsAtErrorCap();
    void duplicateKeyInIgnoredKey();
    void duplicateKeyInABigObject_data();
    void duplicateKeyInABigObject();
    void missingFile();
    void directoryIsNotAFile();
    void refusesHugeFile();
    void loadsLargeDesign();
    void migrateRunsStepsInOrder();
    void migrateReportsFailingStep();
    void parseMigratesOlderVersions();
    void realMigrationTableMatchesVersion();
    void nullStepsOnlyMoveTheVersion();
    void migratesVersion1Pdus();
    void feedsRoundTrip();
    void badFeeds();
};

void TestDesignFile::roundTripBuiltDesign()
{
    const Design design = sampleDesign();
    const QByteArray bytes = DesignFile::serialize(design);
    QVERIFY(bytes.endsWith("}\n"));
    QVERIFY(bytes.startsWith("{\n  \"format\": \"podcad-design\",\n  \"version\": 5,\n"));

    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QCOMPARE(loaded.fileVersion, 5);
    QVERIFY(loaded.warnings.empty());
    QVERIFY(*loaded.design == design);
    QCOMPARE(DesignFile::serialize(*loaded.design), bytes);

    // Derived indexes are rebuilt by the mutators during load.
    QCOMPARE(loaded.design->linksOf(QStringLiteral("leaf-1")).size(), size_t(2));
    QCOMPARE(loaded.design->devicesIn(QStringLiteral("r-1")).size(), size_t(2));
}

void TestDesignFile::exactLayout()
{
    Design d;
    d.name = QStringLiteral("Golden");
    d.assumptions.values[QStringLiteral("pue")] = 1.3;
    d.assumptions.values[QStringLiteral("electricity_usd_per_kwh")] = 0.1;
    QVERIFY(d.addFabric({QStringLiteral("f-1"), QStringLiteral("Compute"), FabricKind::Compute,
                         QStringLiteral("InfiniBand NDR")}));
    QVERIFY(d.addRack({QStringLiteral("r-1"), QStringLiteral("RACK-42U"), QStringLiteral("Rack 1"),
                       QStringLiteral("A"), QPointF(1.2, 0), 40}));
    Device d2;
    d2.id = QStringLiteral("d-2");
    d2.sku = QStringLiteral("QM9700");
    d2.name = QStringLiteral("leaf 1");
    d2.role = Role::Leaf;
    d2.powerOverrideW = 1700;
    QVERIFY(d.addDevice(d2)); // added first: the file still lists devices in id order
    Device d1;
    d1.id = QStringLiteral("d-1");
    d1.sku = QStringLiteral("DGX-H100");
    d1.name = QStringLiteral("dgx 1");
    d1.role = Role::Compute;
    d1.rackId = QStringLiteral("r-1");
    d1.lowestU = 1;
    d1.canvasPosition = QPointF(10, -20.5);
    d1.priceOverrideUsd = 1000000;
    QVERIFY(d.addDevice(d1));
    QVERIFY(d.addLink({QStringLiteral("l-1"),
                       {QStringLiteral("d-1"), QStringLiteral("osfp"), 0},
                       {QStringLiteral("d-2"), QStringLiteral("osfp"), 31},
                       QStringLiteral("MMA4Z00"),
                       QStringLiteral("f-1")}));

    const QByteArray expected = R"({
  "format": "podcad-design",
  "version": 5,
  "name": "Golden",
  "assumptions": {
    "electricity_usd_per_kwh": 0.1,
    "pue": 1.3
  },
  "fabrics": [
    {
      "id": "f-1",
      "name": "Compute",
      "kind": "compute",
      "technology": "InfiniBand NDR"
    }
  ],
  "racks": [
    {
      "id": "r-1",
      "sku": "RACK-42U",
      "name": "Rack 1",
      "row": "A",
      "floor_x_m": 1.2,
      "floor_y_m": 0,
      "power_limit_kw": 40
    }
  ],
  "devices": [
    {
      "id": "d-1",
      "sku": "DGX-H100",
      "name": "dgx 1",
      "role": "compute",
      "rack": "r-1",
      "lowest_u": 1,
      "canvas_x": 10,
      "canvas_y": -20.5,
      "price_override_usd": 1000000
    },
    {
      "id": "d-2",
      "sku": "QM9700",
      "name": "leaf 1",
      "role": "leaf",
      "rack": null,
      "lowest_u": 0,
      "canvas_x": 0,
      "canvas_y": 0,
      "power_override_w": 1700
    }
  ],
  "links": [
    {
      "id": "l-1",
      "a": {"device": "d-1", "port_group": "osfp", "port": 0},
      "b": {"device": "d-2", "port_group": "osfp", "port": 31},
      "cable_sku": "MMA4Z00",
      "fabric": "f-1"
    }
  ]
}
)";
    QCOMPARE(DesignFile::serialize(d), expected);

    Design empty;
    QCOMPARE(
        DesignFile::serialize(empty),
        QByteArray("{\n  \"format\": \"podcad-design\",\n  \"version\": 5,\n  \"name\": \"\",\n"
                   "  \"assumptions\": {},\n  \"fabrics\": [],\n  \"racks\": [],\n"
                   "  \"devices\": [],\n  \"links\": []\n}\n"));
    const LoadResult loaded = DesignFile::parse(DesignFile::serialize(empty));
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QVERIFY(*loaded.design == empty);
}

// Design::priceOverrides: an object after the assumptions, SKUs sorted whatever the insertion
// order, absent when empty (so older files and their bytes are unchanged), and read back exactly.
void TestDesignFile::priceOverridesRoundTrip()
{
    Design d;
    d.name = QStringLiteral("Prices");
    d.priceOverrides[QStringLiteral("MMA4Z00-NS")] = 0; // free optics is a real price
    d.priceOverrides[QStringLiteral("DGX-H100")] = 289999.99;
    d.priceOverrides[QStringLiteral("CAT6 \"blue\"")] = 4.5; // SKUs are text, escaped like any
    const QByteArray bytes = DesignFile::serialize(d);
    const QByteArray expected = R"({
  "format": "podcad-design",
  "version": 5,
  "name": "Prices",
  "assumptions": {},
  "price_overrides": {
    "CAT6 \"blue\"": 4.5,
    "DGX-H100": 289999.99,
    "MMA4Z00-NS": 0
  },
  "fabrics": [],
  "racks": [],
  "devices": [],
  "links": []
}
)";
    QCOMPARE(bytes, expected);
    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QVERIFY(loaded.warnings.empty());
    QCOMPARE(loaded.design->priceOverrides, d.priceOverrides);
    QVERIFY(*loaded.design == d);
    QCOMPARE(DesignFile::serialize(*loaded.design), bytes);

    // Through a real file too, with the rest of a design around it.
    Design full = sampleDesign();
    full.priceOverrides[QStringLiteral("QM9700")] = 21000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("prices.podcad"));
    QString error;
    QVERIFY2(DesignFile::write(full, path, &error), qPrintable(error));
    const LoadResult reread = DesignFile::read(path);
    QVERIFY2(reread.ok(), qPrintable(describe(reread)));
    QCOMPARE(reread.design->priceOverrides.at(QStringLiteral("QM9700")), 21000.0);
    QVERIFY(*reread.design == full);
    // Differs from the design without the override: equality sees the prices.
    QVERIFY(!(*reread.design == sampleDesign()));
}

void TestDesignFile::badPriceOverrides_data()
{
    QTest::addColumn<QByteArray>("overrides");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("price_overrides")
                           << QStringLiteral(
                                  "expected an object of SKU: price in USD, got an array");
    QTest::newRow("string price") << QByteArray(R"({"DGX-H100": "300000"})")
                                  << QStringLiteral("price_overrides.DGX-H100")
                                  << QStringLiteral("expected a price in USD, got a string");
    QTest::newRow("negative") << QByteArray(R"({"DGX-H100": -1})")
                              << QStringLiteral("price_overrides.DGX-H100")
                              << QStringLiteral(", got -1");
    QTest::newRow("absurd") << QByteArray(R"({"QM9700": 1e300})")
                            << QStringLiteral("price_overrides.QM9700")
                            << QStringLiteral("expected a number from 0 to");
    QTest::newRow("null") << QByteArray(R"({"QM9700": null})")
                          << QStringLiteral("price_overrides.QM9700")
                          << QStringLiteral("expected a price in USD, got null");
    QTest::newRow("empty sku") << QByteArray(R"({"": 5})") << QStringLiteral("price_overrides")
                               << QStringLiteral("empty SKU");
}

void TestDesignFile::badPriceOverrides()
{
    QFETCH(QByteArray, overrides);
    QFETCH(QString, location);
    QFETCH(QString, message);
    const QByteArray bytes =
        R"({"format": "podcad-design", "version": 1, "name": "", "assumptions": {},
 "price_overrides": )" +
        overrides + R"(, "fabrics": [], "racks": [], "devices": [], "links": []})";
    const LoadResult result = DesignFile::parse(bytes);
    QVERIFY(!result.ok());
    QVERIFY2(hasIssue(result, location, message), qPrintable(describe(result)));
}

void TestDesignFile::fixtureRoundTrip()
{
    const QString path = test::dataPath(QStringLiteral("good/small-pod.podcad"));
    const Snapshot before = snapshot(path);
    QVERIFY(!before.bytes.isEmpty());

    const LoadResult first = DesignFile::read(path);
    QVERIFY2(first.ok(), qPrintable(describe(first)));
    QVERIFY(first.warnings.empty());
    QVERIFY(first.design->devices().size() >= 4);
    // The fixture is in canonical form, so saving it reproduces it byte for byte.
    QCOMPARE(DesignFile::serialize(*first.design), before.bytes);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("copy.podcad"));
    QString error;
    QVERIFY2(DesignFile::write(*first.design, copy, &error), qPrintable(error));
    const LoadResult second = DesignFile::read(copy);
    QVERIFY2(second.ok(), qPrintable(describe(second)));
    QVERIFY(*second.design == *first.design);
    QCOMPARE(readBytes(copy), before.bytes);

    const Snapshot after = snapshot(path);
    QCOMPARE(after.bytes, before.bytes);
    QCOMPARE(after.modified, before.modified);
}

void TestDesignFile::numbersRoundTrip_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("tenth") << 0.1 << QByteArray("0.1");
    QTest::newRow("third") << 1.0 / 3.0 << QByteArray("0.3333333333333333");
    QTest::newRow("integer") << 42.0 << QByteArray("42");
    QTest::newRow("million") << 1e6 << QByteArray("1000000");
    QTest::newRow("negative") << -20.5 << QByteArray("-20.5");
    QTest::newRow("negative zero") << -0.0 << QByteArray("0");
    QTest::newRow("2^53+2") << 9007199254740994.0 << QByteArray("9007199254740994");
    QTest::newRow("large") << 1.2345678901234568e20 << QByteArray("1.2345678901234568e+20");
    QTest::newRow("max") << std::numeric_limits<double>::max()
                         << QByteArray("1.7976931348623157e+308");
    QTest::newRow("tiny") << 1e-300 << QByteArray("1e-300");
    QTest::newRow("denormal") << 5e-324 << QByteArray("5e-324");
    QTest::newRow("small") << 0.000123 << QByteArray("0.000123");
}

void TestDesignFile::numbersRoundTrip()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    Design d;
    d.assumptions.values[QStringLiteral("x")] = value;
    const QByteArray bytes = DesignFile::serialize(d);
    QVERIFY2(bytes.contains("\"x\": " + text + "\n"), bytes.constData());
    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    const double back = loaded.design->assumptions.values.at(QStringLiteral("x"));
    const double expected = value == 0 ? 0.0 : value;
    QVERIFY(std::memcmp(&back, &expected, sizeof back) == 0); // bit-exact, not just ==
    QCOMPARE(DesignFile::serialize(*loaded.design), bytes);
}

void TestDesignFile::writeOverExisting()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("pod.podcad"));
    QVERIFY(writeBytes(path, QByteArray("old contents that are longer than nothing\n")));

    const Design design = sampleDesign();
    QString error;
    QVERIFY2(DesignFile::write(design, path, &error), qPrintable(error));
    QCOMPARE(readBytes(path), DesignFile::serialize(design));
    // No temporary files left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("pod.podcad")});
}

void TestDesignFile::writeFailureKeepsOriginal_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("missing directory") << QStringLiteral("missing-dir");
    QTest::newRow("parent is a file") << QStringLiteral("parent-file");
    QTest::newRow("read-only directory") << QStringLiteral("read-only");
    QTest::newRow("read-only file system") << QStringLiteral("proc");
}

void TestDesignFile::writeFailureKeepsOriginal()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString target;
    QString original; // an existing file that must survive untouched
    if (kind == u"missing-dir") {
        target = dir.filePath(QStringLiteral("no/such/dir/pod.podcad"));
        original = dir.filePath(QStringLiteral("other.podcad"));
        QVERIFY(writeBytes(original, QByteArray("keep me\n")));
    } else if (kind == u"parent-file") {
        original = dir.filePath(QStringLiteral("plain-file"));
        QVERIFY(writeBytes(original, QByteArray("keep me\n")));
        target = original + QStringLiteral("/pod.podcad");
    } else if (kind == u"read-only") {
        const QString sub = dir.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(sub));
        target = original = sub + QStringLiteral("/pod.podcad");
        QVERIFY(writeBytes(original, QByteArray("keep me\n")));
        QVERIFY(QFile::setPermissions(sub, QFile::ReadOwner | QFile::ExeOwner));
        QFile probe(sub + QStringLiteral("/probe"));
        const bool canStillWrite = probe.open(QIODevice::WriteOnly);
        if (canStillWrite) {
            probe.remove();
            QFile::setPermissions(sub, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QSKIP("permissions are not enforced for this user (root?)");
        }
    } else {
        // /proc refuses new files even for root, and /proc/version is a file that exists.
        if (!QFileInfo::exists(QStringLiteral("/proc/version")))
            QSKIP("no /proc on this system");
        target = original = QStringLiteral("/proc/version");
    }

    const Snapshot before = snapshot(original);
    QString error;
    QVERIFY(!DesignFile::write(sampleDesign(), target, &error));
    QVERIFY2(error.contains(target), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("cannot save")), qPrintable(error));
    const Snapshot after = snapshot(original);
    QCOMPARE(after.bytes, before.bytes);
    QCOMPARE(after.modified, before.modified);

    if (kind == u"read-only")
        QFile::setPermissions(QFileInfo(original).path(),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestDesignFile::writeRefusesNonFinite()
{
    Design design = sampleDesign();
    Device dev = *design.device(QStringLiteral("dgx-2"));
    dev.canvasPosition.setX(std::numeric_limits<double>::quiet_NaN());
    QVERIFY(design.updateDevice(dev));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pod.podcad"));
    QVERIFY(writeBytes(path, QByteArray("keep me\n")));
    QString error;
    QVERIFY(!DesignFile::write(design, path, &error));
    QVERIFY2(error.contains(QStringLiteral("devices[1].canvas_x")), qPrintable(error));
    QCOMPARE(readBytes(path), QByteArray("keep me\n"));
}

void TestDesignFile::writeRefusesNonFiniteAfterFirstChunk()
{
    // The writer streams megabytes to the temporary file before it meets the bad number; the
    // original must still be untouched and no temporary file left behind.
    Design design = bigDesign(10, 20000, 0);
    Device last = std::prev(design.devices().end())->second;
    last.canvasPosition.setY(std::numeric_limits<double>::infinity());
    QVERIFY(design.updateDevice(last));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pod.podcad"));
    QVERIFY(writeBytes(path, QByteArray("keep me\n")));
    QString error;
    QVERIFY(!DesignFile::write(design, path, &error));
    QVERIFY2(error.contains(QStringLiteral("devices[19999].canvas_y")), qPrintable(error));
    QCOMPARE(readBytes(path), QByteArray("keep me\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("pod.podcad")});
}

void TestDesignFile::badFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");

    auto row = [](const char *file, const char *location, const char *message) {
        QTest::newRow(file) << QString::fromUtf8(file) << QString::fromUtf8(location)
                            << QString::fromUtf8(message);
    };
    row("empty.podcad", "", "the file is empty");
    row("whitespace-only.podcad", "", "only whitespace");
    row("not-json.podcad", "line 4, column 11", "not valid JSON");
    row("truncated.podcad", "line ", "not valid JSON");
    row("invalid-utf8.podcad", "line 4, column", "not valid JSON");
    row("deep-nesting.podcad", "line 1, column", "nested too deeply");
    row("wrong-shape-array.podcad", "", "expected a JSON object at the top level, got an array");
    row("wrong-format.podcad", "format", "expected \"podcad-design\", got \"kicad-pcb\"");
    row("missing-format.podcad", "format", "missing: this is not a PodCAD design");
    row("newer-version.podcad", "version", "version 7 is newer than this PodCAD reads (5)");
    row("version-not-a-number.podcad", "version", "expected a whole number, got \"1\"");
    row("version-zero.podcad", "version", "version 0 does not exist");
    row("missing-section.podcad", "links", "missing, expected an array");
    row("element-not-object.podcad", "devices[1]", "expected an object, got a string");
    row("wrong-types.podcad", "racks[2].power_limit_kw", "expected a number, got a string");
    row("missing-field.podcad", "devices[0].sku", "missing, expected a string");
    row("duplicate-ids.podcad", "devices[2].id",
        "duplicate device id \"dgx-1\" (first at devices[0])");
    row("invalid-id.podcad", "racks[0].id", "invalid id \"rack 1\"");
    row("unknown-role.podcad", "devices[0].role", "unknown role \"gpu\"");
    row("unknown-fabric-kind.podcad", "fabrics[0].kind", "unknown fabric kind \"infiniband\"");
    row("device-missing-rack.podcad", "devices[12].rack", "unknown rack \"r-99\"");
    row("link-missing-device.podcad", "links[4].b.device", "unknown device \"dgx-9\"");
    row("link-missing-port-fields.podcad", "links[0].a.port_group", "missing, expected a string");
    row("link-same-port.podcad", "links[0].b", "same port as a");
    row("link-unknown-fabric.podcad", "links[1].fabric", "unknown fabric \"fab-nope\"");
    row("negative-numbers.podcad", "devices[0].lowest_u",
        "expected a whole number from 0 to 200, got -3");
    row("fractional-number.podcad", "links[0].a.port",
        "expected a whole number from 0 to 100000, got 1.5");
    row("huge-number.podcad", "line 7, column 17", "illegal number or unquoted text");
    row("absurd-numbers.podcad", "racks[0].power_limit_kw",
        "expected a number from 0 to 2000, got 1e+300");
    row("bad-overrides.podcad", "devices[0].price_override_usd",
        "expected a number from 0 to 10000000000, got -1");
    row("three-errors.podcad", "devices[1].rack", "unknown rack \"r-9\"");
    // Refused: a two-billion-year TCO (memory without bound), a negative PUE (negative facility
    // power), an escape sequence in a name (it would reach the terminal raw).
    row("assumption-out-of-range.podcad", "assumptions.years",
        "expected a number from 1 to 100, got 2000000000");
    row("negative-pue.podcad", "assumptions.pue", "expected a number from 1 to 5, got -5");
    row("control-character-name.podcad", "racks[0].name", "control character U+001b at position 4");
    row("duplicate-key.podcad", "devices[0].id", "duplicate key \"id\" (at line ");
    // Feeds are A or B, with 1 or 3 phases (badFeeds checks every error of the file).
    row("bad-feeds.podcad", "racks[0].feeds.A.phases", "expected 1 or 3 phases, got 2");
    // The facility (version 4): the chain may not loop or feed itself, kinds must fit (a rack is
    // not powered by a CDU), capacities are finite, positive and below 1 GW.
    row("facility-cycle.podcad", "facility[5].fed_from",
        "facility element \"ups-a\" would feed itself through its upstream chain (a cycle)");
    row("facility-self-fed.podcad", "facility[5].fed_from",
        "facility element \"ups-a\" is fed from itself");
    row("facility-negative-capacity.podcad", "facility[6].capacity_kw",
        "expected a number from 0 to 1000000, got -150");
    row("facility-absurd-capacity.podcad", "facility[6].capacity_kw",
        "expected a number from 0 to 1000000, got 1000000000000");
    row("facility-no-capacity.podcad", "facility[3].capacity_kw",
        "an element without a catalog model (sku) needs a capacity");
    row("facility-unknown-kind.podcad", "facility[2].kind", "unknown kind \"heat-pump\"");
    row("facility-unknown-source.podcad", "facility[1].fed_from",
        "fed from unknown element \"ups-c\"");
    row("facility-wrong-source-kind.podcad", "facility[5].fed_from",
        "\"ups-a\" (ups) cannot be fed from \"cdu-1\" (cdu)");
    row("rack-fed-from-cdu.podcad", "racks[1].power_from.A[0]",
        "\"cdu-1\" is a cdu, which cannot feed a rack");
    row("rack-cooled-by-ups.podcad", "racks[2].cooled_by[0]",
        "\"ups-a\" is a ups, which cannot cool a rack");
    row("hall-bad-floor.podcad", "hall.floor_rating_kg_m2",
        "expected a number from 1 to 100000, got -200");
    // The workload's keys of version 5: the custom model's shape and the training plan.
    row("workload-ffn-wrong-type.podcad", "workload.custom_model.ffn",
        "expected a whole number, got a string");
    row("workload-vocab-out-of-range.podcad", "workload.custom_model.vocab",
        "expected a whole number from 1 to 100000000, got -5");
    row("workload-active-experts-above-experts.podcad", "workload.custom_model.active_experts",
        "9 active experts of 8: at most all of them");
    row("workload-unknown-recompute.podcad", "workload.training.recompute",
        "unknown value \"sometimes\", expected one of none, selective, full");
    row("workload-cp-out-of-range.podcad", "workload.training.cp",
        "expected a whole number from 1 to 1024, got 0");
    // Beyond 64 bits: simdjson refuses the number, Qt reads it as a double, the range check names
    // it.
    row("big-integer.podcad", "devices[0].lowest_u",
        "expected a whole number from 0 to 200, got 1.2345678901234568e+29");
}

void TestDesignFile::badFixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, location);
    QFETCH(QString, message);
    const QString path = test::dataPath(QStringLiteral("bad/") + file);
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const Snapshot before = snapshot(path);

    const LoadResult result = DesignFile::read(path);
    QVERIFY2(!result.ok(), qPrintable(file));
    QVERIFY(!result.design);
    QVERIFY2(hasIssue(result, location, message), qPrintable(describe(result)));
    QVERIFY(result.firstError(file).startsWith(file + QStringLiteral(": ")));

    // Reading never touches the file.
    const Snapshot after = snapshot(path);
    QCOMPARE(after.bytes, before.bytes);
    QCOMPARE(after.size, before.size);
    QCOMPARE(after.modified, before.modified);
}

void TestDesignFile::reportsEveryProblem()
{
    const LoadResult result =
        DesignFile::read(test::dataPath(QStringLiteral("bad/three-errors.podcad")));
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), size_t(3));
    QCOMPARE(result.errors[0].location, QStringLiteral("racks[0].power_limit_kw"));
    QCOMPARE(result.errors[1].location, QStringLiteral("devices[0].role"));
    QCOMPARE(result.errors[2].location, QStringLiteral("devices[1].rack"));

    // Many broken objects: each is reported, up to the cap, which is then announced.
    QByteArray many = R"({"format": "podcad-design", "version": 1, "name": "", "assumptions": {},
        "fabrics": [], "racks": [], "links": [], "devices": [)";
    for (int i = 0; i < 1500; ++i)
        many += QByteArray(i ? "," : "") + "{\"id\": \"d-" + QByteArray::number(i) + "\"}";
    many += "]}";
    const LoadResult capped = DesignFile::parse(many);
    QCOMPARE(capped.errors.size(), size_t(DesignFile::kMaxErrors + 1));
    QVERIFY(capped.errors.back().message.contains(QStringLiteral("more problems not listed")));
}

void TestDesignFile::firstErrorNamesFileAndLocation()
{
    const LoadResult result =
        DesignFile::read(test::dataPath(QStringLiteral("bad/device-missing-rack.podcad")));
    QCOMPARE(result.firstError(QStringLiteral("pod.podcad")),
             QStringLiteral("pod.podcad: devices[12].rack: unknown rack \"r-99\""));
    QCOMPARE(result.errorLines(QStringLiteral("pod.podcad")).size(), 1);
    QCOMPARE(LoadResult().firstError(QStringLiteral("x")), QString());
}

void TestDesignFile::unknownSkuParses()
{
    const LoadResult result =
        DesignFile::read(test::dataPath(QStringLiteral("bad/unknown-sku.podcad")));
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    const Device *device = result.design->device(QStringLiteral("mystery-1"));
    QVERIFY(device);
    QCOMPARE(device->sku, QStringLiteral("NO-SUCH-SKU"));
}

void TestDesignFile::unknownKeysWarn()
{
    QByteArray bytes = DesignFile::serialize(sampleDesign());
    bytes.replace("\"lowest_u\": 3,", "\"lowest_u\": 3, \"colour\": \"red\",");
    bytes.replace("\"name\": \"Pod", "\"extra\": {\"nested\": [1]}, \"name\": \"Pod");
    const LoadResult result = DesignFile::parse(bytes);
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QVERIFY(*result.design == sampleDesign());
    QCOMPARE(result.warnings.size(), size_t(2));
    QCOMPARE(result.warnings[0].toString(), QStringLiteral("extra: unknown key, ignored"));
    QCOMPARE(result.warnings[1].toString(),
             QStringLiteral("devices[0].colour: unknown key, ignored"));
}

void TestDesignFile::locationOfId()
{
    const LoadResult result = DesignFile::parse(DesignFile::serialize(sampleDesign()));
    QVERIFY(result.ok());
    QCOMPARE(result.locationOfId.at(QStringLiteral("fab-oob")), QStringLiteral("fabrics[1]"));
    QCOMPARE(result.locationOfId.at(QStringLiteral("r-2")), QStringLiteral("racks[1]"));
    QCOMPARE(result.locationOfId.at(QStringLiteral("leaf-1")), QStringLiteral("devices[2]"));
    QCOMPARE(result.locationOfId.at(QStringLiteral("l-3")), QStringLiteral("links[2]"));
    QCOMPARE(result.locationOfId.size(), size_t(2 + 2 + 4 + 3));
}

void TestDesignFile::idsSharedAcrossKinds()
{
    // The model keeps ids unique per kind only, so the file must accept what the model allows.
    Design d;
    QVERIFY(d.addRack({QStringLiteral("x-1"), QStringLiteral("RACK"), {}, {}, {}, 10}));
    Device dev;
    dev.id = QStringLiteral("x-1");
    dev.rackId = QStringLiteral("x-1");
    QVERIFY(d.addDevice(dev));
    const LoadResult result = DesignFile::parse(DesignFile::serialize(d));
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QVERIFY(*result.design == d);
    QCOMPARE(result.locationOfId.at(QStringLiteral("x-1")), QStringLiteral("racks[0]"));
}

void TestDesignFile::invalidIdDoesNotCascade()
{
    QByteArray bytes = DesignFile::serialize(sampleDesign());
    bytes.replace("\"r-1\"", "\"r 1\""); // the rack's id and both references to it
    const LoadResult result = DesignFile::parse(bytes);
    QCOMPARE(result.errors.size(), size_t(1));
    QCOMPARE(result.errors[0].location, QStringLiteral("racks[0].id"));
}

void TestDesignFile::emptyRackMeansUnplaced()
{
    QByteArray bytes = DesignFile::serialize(sampleDesign());
    QVERIFY(bytes.contains("\"rack\": null"));
    bytes.replace("\"rack\": null,", "\"rack\": \"\",");
    LoadResult result = DesignFile::parse(bytes);
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QVERIFY(*result.design == sampleDesign());

    bytes.replace("\"rack\": \"\",", "");
    result = DesignFile::parse(bytes);
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QVERIFY(*result.design == sampleDesign());
}

void TestDesignFile::loneSurrogateSurvives()
{
    Design d;
    d.name = QStringLiteral("half ") + QChar(0xd800) + QStringLiteral(" pair");
    const QByteArray bytes = DesignFile::serialize(d);
    QVERIFY2(bytes.contains("\\ud800"), bytes.constData());
    QVERIFY(QString::fromUtf8(bytes).toUtf8() == bytes); // the file is valid UTF-8
    const LoadResult result = DesignFile::parse(bytes);
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QCOMPARE(DesignFile::serialize(*result.design), bytes);
}

void TestDesignFile::countLimits_data()
{
    QTest::addColumn<QByteArray>("array");
    QTest::addColumn<qsizetype>("limit");
    QTest::addColumn<QByteArray>("element");
    QTest::newRow("fabrics") << QByteArray("fabrics") << DesignFile::kMaxFabrics
                             << QByteArray("{}");
    QTest::newRow("racks") << QByteArray("racks") << DesignFile::kMaxRacks << QByteArray("0");
}

void TestDesignFile::countLimits()
{
    // One past the limit is refused before any object is read (the elements are not even objects,
    // which the reader would otherwise report one by one); the limit itself is not.
    QFETCH(QByteArray, array);
    QFETCH(qsizetype, limit);
    QFETCH(QByteArray, element);
    for (const qsizetype count : {limit, limit + 1}) {
        QByteArray bytes =
            R"({"format": "podcad-design", "version": 1, "name": "", "assumptions": {},
            "fabrics": [], "racks": [], "devices": [], "links": []})";
        QByteArray items;
        for (qsizetype i = 0; i < count; ++i)
            items += (i ? "," : "") + element;
        bytes.replace("\"" + array + "\": []", "\"" + array + "\": [" + items + "]");
        const LoadResult result = DesignFile::parse(bytes);
        QVERIFY(!result.ok());
        const bool refused =
            hasIssue(result, QString::fromLatin1(array),
                     QStringLiteral("%1 entries; a design holds at most %2").arg(count).arg(limit));
        QVERIFY2(refused == (count > limit), qPrintable(describe(result)));
        if (refused)
            QCOMPARE(result.errors.size(), size_t(1));
    }
}

void TestDesignFile::textLimit()
{
    Design design = sampleDesign();
    Rack rack = *design.rack(QStringLiteral("r-1"));
    rack.name = QString(DesignFile::kMaxTextBytes, u'x');
    QVERIFY(design.updateRack(rack));
    QByteArray bytes = DesignFile::serialize(design);
    QVERIFY2(DesignFile::parse(bytes).ok(), "the limit itself is allowed");

    // One byte more, which the model refuses to hold (core/tst_design): written into the file.
    const QByteArray atLimit = '"' + rack.name.toUtf8() + '"';
    rack.name = QString(DesignFile::kMaxTextBytes / 2, QChar(0x00e9)); // two UTF-8 bytes each
    rack.name += u'!';
    QVERIFY(!design.updateRack(rack));
    QVERIFY(bytes.contains(atLimit));
    bytes.replace(atLimit, '"' + rack.name.toUtf8() + '"');
    const LoadResult result = DesignFile::parse(bytes);
    QVERIFY(!result.ok());
    QVERIFY2(
        hasIssue(result, QStringLiteral("racks[0].name"),
                 QStringLiteral("%1 bytes of text; names, SKUs and labels are at most %2 bytes")
                     .arg(DesignFile::kMaxTextBytes + 1)
                     .arg(DesignFile::kMaxTextBytes)),
        qPrintable(describe(result)));
}

void TestDesignFile::readingStopsAtErrorCap()
{
    // 20,000 links with one id: reading stops at the cap instead of checking every one (a
    // million duplicate links took 3.6 s and 1.5 GB to refuse before).
    Design design = sampleDesign();
    QByteArray bytes = DesignFile::serialize(design);
    const qsizetype at = bytes.indexOf("\"links\": [") + qsizetype(sizeof("\"links\": [")) - 1;
    const QByteArray link =
        R"({"a": {"device": "dgx-1", "port": 0, "port_group": "x"}, "b": {"device": "dgx-2", "port": 0, "port_group": "x"}, "cable_sku": "C", "fabric": null, "id": "dup"},)";
    QByteArray links;
    for (int i = 0; i < 20000; ++i)
        links += link;
    bytes.insert(at, links);
    const LoadResult result = DesignFile::parse(bytes);
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), size_t(DesignFile::kMaxErrors + 1));
    QCOMPARE(result.errors[0].location, QStringLiteral("links[1].id"));
    QVERIFY(result.errors.back().message.contains(QStringLiteral("more problems not listed")));
    QVERIFY(result.locationOfId.at(QStringLiteral("dup")) == QStringLiteral("links[0]"));
}

void TestDesignFile::duplicateKeyInIgnoredKey()
{
    // An unknown key is ignored with a warning, but a duplicate key anywhere, even inside it, is
    // still a file that means two things.
    QByteArray bytes = DesignFile::serialize(sampleDesign());
    bytes.insert(bytes.indexOf("\"name\": "), R"("extra": {"a": 1, "b": {"c": 1, "c": 2}}, )");
    const LoadResult result = DesignFile::parse(bytes);
    QVERIFY(!result.ok());
    QVERIFY2(hasIssue(result, QStringLiteral("extra.b.c"), QStringLiteral("duplicate key \"c\"")),
             qPrintable(describe(result)));
}

void TestDesignFile::duplicateKeyInABigObject_data()
{
    // The reader compares an object's first 16 keys pairwise and sorts the rest with them: a
    // repeat within the first 16, across the two, and past them are all found, and 24 distinct
    // keys are not a repeat.
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second"); // -1: no repeat
    QTest::newRow("distinct") << 0 << -1;
    QTest::newRow("within the first 16") << 3 << 12;
    QTest::newRow("first 16 and past them") << 2 << 20;
    QTest::newRow("past the first 16") << 17 << 23;
}

void TestDesignFile::duplicateKeyInABigObject()
{
    QFETCH(int, first);
    QFETCH(int, second);
    QStringList fields;
    for (int i = 0; i < 24; ++i)
        fields << QStringLiteral("\"k%1\": %2").arg(i == second ? first : i).arg(i);
    QByteArray bytes = DesignFile::serialize(sampleDesign());
    bytes.insert(bytes.indexOf("\"name\": "),
                 "\"extra\": {" + fields.join(QStringLiteral(", ")).toUtf8() + "}, ");
    const LoadResult result = DesignFile::parse(bytes);
    if (second < 0) {
        QVERIFY2(result.ok(), qPrintable(describe(result)));
        return;
    }
    QVERIFY(!result.ok());
    QVERIFY2(hasIssue(result, QStringLiteral("extra.k%1").arg(first),
                      QStringLiteral("duplicate key \"k%1\"").arg(first)),
             qPrintable(describe(result)));
}

void TestDesignFile::missingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nope.podcad"));
    const LoadResult result = DesignFile::read(path);
    QVERIFY(!result.ok());
    QCOMPARE(result.firstError(path), path + QStringLiteral(": no such file"));
    QVERIFY(!QFileInfo::exists(path));
}

void TestDesignFile::directoryIsNotAFile()
{
    QTemporaryDir dir;
    const LoadResult result = DesignFile::read(dir.path());
    QVERIFY(!result.ok());
    QVERIFY(hasIssue(result, QString(), QStringLiteral("is a directory")));
}

void TestDesignFile::refusesHugeFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.podcad"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(300) * 1024 * 1024)); // sparse: costs no disk space
    file.close();

    const LoadResult result = DesignFile::read(path);
    QVERIFY(!result.ok());
    QVERIFY2(hasIssue(result, QString(), QStringLiteral("too large (300.0 MiB")),
             qPrintable(describe(result)));
    QVERIFY2(hasIssue(result, QString(), QStringLiteral("at most 256.0 MiB")),
             qPrintable(describe(result)));
}

void TestDesignFile::loadsLargeDesign()
{
    const Design design = bigDesign(1000, 40000, 90000);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("large.podcad"));
    QString error;
    QVERIFY2(DesignFile::write(design, path, &error), qPrintable(error));
    const qint64 size = QFileInfo(path).size();
    QVERIFY2(size > 25 * 1000 * 1000, qPrintable(QString::number(size)));
    // Saving streams the text in chunks; it must be the same bytes as the one-piece serializer.
    QVERIFY(readBytes(path) == DesignFile::serialize(design));

    QElapsedTimer timer;
    timer.start();
    const LoadResult result = DesignFile::read(path);
    qInfo("read %lld bytes in %lld ms", size, timer.elapsed());
    QVERIFY2(result.ok(), qPrintable(describe(result)));
    QCOMPARE(result.design->devices().size(), size_t(40000));
    QCOMPARE(result.design->links().size(), size_t(90000));
    QVERIFY(*result.design == design);
}

namespace {

// Fake steps, so that the mechanism is tested apart from the real table (migratesVersion1Pdus
// tests the real step). v1 named the rack budget "power_kw"; v2 renames it; v3 adds a key.
bool renamePowerKey(QJsonObject &root, QString *)
{
    QJsonArray racks = root.value(u"racks").toArray();
    for (qsizetype i = 0; i < racks.size(); ++i) {
        QJsonObject rack = racks.at(i).toObject();
        rack.insert(QStringLiteral("power_limit_kw"), rack.take(QStringLiteral("power_kw")));
        racks.replace(i, rack);
    }
    root.insert(QStringLiteral("racks"), racks);
    return true;
}

bool recordVersion(QJsonObject &root, QString *)
{
    // Steps see the version they were written for.
    root.insert(QStringLiteral("seen"), root.value(u"version"));
    return true;
}

bool failingStep(QJsonObject &, QString *error)
{
    *error = QStringLiteral("racks[0] has no power");
    return false;
}

} // namespace

void TestDesignFile::migrateRunsStepsInOrder()
{
    const MigrationStep steps[] = {renamePowerKey, recordVersion};
    QCOMPARE(newestVersion(steps), 3);

    QJsonObject root{
        {QStringLiteral("version"), 1},
        {QStringLiteral("racks"), QJsonArray{QJsonObject{{QStringLiteral("power_kw"), 12}}}}};
    QString error;
    QVERIFY2(migrate(root, 1, steps, &error), qPrintable(error));
    QCOMPARE(root.value(u"version").toInt(), 3);
    QCOMPARE(root.value(u"seen").toInt(), 2);
    const QJsonObject rack = root.value(u"racks").toArray().at(0).toObject();
    QCOMPARE(rack.value(u"power_limit_kw").toDouble(), 12.0);
    QVERIFY(!rack.contains(u"power_kw"));

    // From the middle: only the later step runs.
    QJsonObject v2{{QStringLiteral("version"), 2}};
    QVERIFY(migrate(v2, 2, steps, &error));
    QCOMPARE(v2.value(u"seen").toInt(), 2);
    QVERIFY(!v2.contains(u"racks"));

    // Already newest: nothing to do.
    QJsonObject v3{{QStringLiteral("version"), 3}};
    QVERIFY(migrate(v3, 3, steps, &error));
    QCOMPARE(v3, (QJsonObject{{QStringLiteral("version"), 3}}));

    QVERIFY(!migrate(v3, 4, steps, &error));
    QVERIFY(!migrate(v3, 0, steps, &error));
}

void TestDesignFile::migrateReportsFailingStep()
{
    const MigrationStep steps[] = {recordVersion, failingStep};
    QJsonObject root{{QStringLiteral("version"), 1}};
    QString error;
    QVERIFY(!migrate(root, 1, steps, &error));
    QCOMPARE(error, QStringLiteral("cannot upgrade from version 2 to 3: racks[0] has no power"));

    const LoadResult result = parseDesign(R"({"format": "podcad-design", "version": 1})", steps);
    QVERIFY(!result.ok());
    QCOMPARE(result.fileVersion, 1);
    QCOMPARE(result.firstError(QStringLiteral("old.podcad")),
             QStringLiteral("old.podcad: version: cannot upgrade from version 2 to 3: racks[0] has "
                            "no power"));
}

void TestDesignFile::parseMigratesOlderVersions()
{
    // With one fake step, today's layout is "version 2" and a version 1 file names the rack power
    // "power_kw": it must load through the step.
    const MigrationStep steps[] = {renamePowerKey};
    QByteArray current = DesignFile::serialize(sampleDesign());
    current.replace("\"version\": 5", "\"version\": 1"); // the fake steps' era
    QByteArray old = current;
    old.replace("\"power_limit_kw\"", "\"power_kw\"");
    QVERIFY(old != current);

    const LoadResult migrated = parseDesign(old, steps);
    QVERIFY2(migrated.ok(), qPrintable(describe(migrated)));
    QCOMPARE(migrated.fileVersion, 1);
    QVERIFY(*migrated.design == sampleDesign());

    current.replace("\"version\": 1", "\"version\": 2");
    const LoadResult native = parseDesign(current, steps);
    QVERIFY2(native.ok(), qPrintable(describe(native)));
    QCOMPARE(native.fileVersion, 2);

    QByteArray newer = current;
    newer.replace("\"version\": 2", "\"version\": 3");
    const LoadResult refused = parseDesign(newer, steps);
    QVERIFY(!refused.ok());
    QVERIFY(hasIssue(refused, QStringLiteral("version"),
                     QStringLiteral("version 3 is newer than this PodCAD reads (2)")));

    // Without the step the old file's power key is missing (and the unknown one is warned about).
    const LoadResult unmigrated = parseDesign(old, {});
    QVERIFY(!unmigrated.ok());
    QVERIFY(
        hasIssue(unmigrated, QStringLiteral("racks[0].power_limit_kw"), QStringLiteral("missing")));
    QCOMPARE(unmigrated.warnings.front().location, QStringLiteral("racks[0].power_kw"));
}

void TestDesignFile::realMigrationTableMatchesVersion()
{
    QCOMPARE(newestVersion(migrationSteps()), DesignFile::kFormatVersion);
    QCOMPARE(DesignFile::kFormatVersion, 5);
}

void TestDesignFile::nullStepsOnlyMoveTheVersion()
{
    const MigrationStep steps[] = {renamePowerKey, nullptr};
    QVERIFY(changesMoreThanVersion(1, steps));
    QVERIFY(!changesMoreThanVersion(2, steps));
    QVERIFY(!changesMoreThanVersion(3, steps));
    QString error;
    QJsonObject v2{{QStringLiteral("version"), 2}};
    QVERIFY2(migrate(v2, 2, steps, &error), qPrintable(error));
    QCOMPARE(v2, (QJsonObject{{QStringLiteral("version"), 3}}));

    // A version 1 file still goes through the real step, and the null one after it.
    QByteArray current = DesignFile::serialize(sampleDesign());
    QByteArray old = current;
    old.replace("\"version\": 5", "\"version\": 1");
    old.replace("\"power_limit_kw\"", "\"power_kw\"");
    const LoadResult migrated = parseDesign(old, steps);
    QVERIFY2(migrated.ok(), qPrintable(describe(migrated)));
    QCOMPARE(migrated.fileVersion, 1);
    QVERIFY(*migrated.design == sampleDesign());

    // The real table: a version 2 file (before site, location and workload) is read as it is;
    // a version 1 file has its PDUs put on feeds.
    QVERIFY(changesMoreThanVersion(1, migrationSteps()));
    QVERIFY(!changesMoreThanVersion(2, migrationSteps()));
    // Version 4 files, whose old plan defaults the reader drops, stay on the fast path too.
    QVERIFY(!changesMoreThanVersion(4, migrationSteps()));
    current.replace("\"version\": 5", "\"version\": 2");
    const LoadResult v2File = parseDesign(current, migrationSteps());
    QVERIFY2(v2File.ok(), qPrintable(describe(v2File)));
    QCOMPARE(v2File.fileVersion, 2);
    QVERIFY(*v2File.design == sampleDesign());
}

void TestDesignFile::migratesVersion1Pdus()
{
    // A version 1 file knew no feeds. The v1 -> v2 step puts each rack's PDUs on A, B, A, ... in
    // id order: r-1 holds pdu-r1-a, pdu-r1-b, pdu-r1-c -> A, B, A; r-2's only PDU -> A; the
    // unplaced spare feeds nothing and stays unassigned. Nothing else changes.
    const QString path = test::dataPath(QStringLiteral("good/version1-pdus.podcad"));
    const QByteArray original = readBytes(path);
    const LoadResult loaded = DesignFile::read(path);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QCOMPARE(loaded.fileVersion, 1);
    QVERIFY(loaded.warnings.empty());
    const Design &d = *loaded.design;
    auto feedOf = [&](const char *id) { return d.device(QString::fromLatin1(id))->feed; };
    QCOMPARE(feedOf("pdu-r1-a"), std::optional(FeedSide::A));
    QCOMPARE(feedOf("pdu-r1-b"), std::optional(FeedSide::B));
    QCOMPARE(feedOf("pdu-r1-c"), std::optional(FeedSide::A));
    QCOMPARE(feedOf("pdu-r2-1"), std::optional(FeedSide::A));
    QCOMPARE(feedOf("pdu-spare"), std::optional<FeedSide>());
    QCOMPARE(feedOf("dgx-1"), std::optional<FeedSide>()); // supplies split, not pinned
    QVERIFY(!d.rack(QStringLiteral("r-1"))->feeds[0] && !d.rack(QStringLiteral("r-1"))->feeds[1]);
    QCOMPARE(d.device(QStringLiteral("dgx-2"))->lowestU, 9);
    QCOMPARE(d.rack(QStringLiteral("r-2"))->floorPositionM, QPointF(0.8, 0));
    // Reading never rewrites the file; saving writes the newest version with the feeds.
    QCOMPARE(readBytes(path), original);
    const QByteArray saved = DesignFile::serialize(d);
    QVERIFY(saved.contains("\"version\": 5,"));
    QCOMPARE(saved.count("\"feed\": \"A\""), 3);
    QCOMPARE(saved.count("\"feed\": \"B\""), 1);
    const LoadResult again = DesignFile::parse(saved);
    QVERIFY2(again.ok(), qPrintable(describe(again)));
    QCOMPARE(again.fileVersion, 5);
    QVERIFY(*again.design == d);
}

void TestDesignFile::feedsRoundTrip()
{
    // Site feeds on a rack and a feed on a device survive save and load; a rack that sets none
    // writes no "feeds" key (it follows its PDUs and the defaults).
    Design d = sampleDesign();
    Rack rack = *d.rack(QStringLiteral("r-1"));
    rack.feeds[feedIndex(FeedSide::B)] = PowerFeed{230, 32, 1, 0.75};
    QVERIFY(d.updateRack(rack));
    Device device = *d.device(QStringLiteral("leaf-1"));
    device.feed = FeedSide::B;
    QVERIFY(d.updateDevice(device));
    const QByteArray bytes = DesignFile::serialize(d);
    QVERIFY2(bytes.contains("      \"feeds\": {\n        \"B\": {\n          \"voltage_v\": 230,\n"
                            "          \"current_a\": 32,\n          \"phases\": 1,\n"
                            "          \"derating\": 0.75\n        }\n      }\n"),
             bytes.constData());
    QCOMPARE(bytes.count("\"feeds\""), 1);
    QCOMPARE(bytes.count("\"feed\": \"B\""), 1);
    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QVERIFY(*loaded.design == d);
    QCOMPARE(loaded.design->rack(QStringLiteral("r-1"))->feed(FeedSide::B)->usableW(),
             230.0 * 32 * 0.75);

    // derating may be left out: 80 %.
    QByteArray noDerating = bytes;
    noDerating.replace(",\n          \"derating\": 0.75", "");
    const LoadResult defaulted = DesignFile::parse(noDerating);
    QVERIFY2(defaulted.ok(), qPrintable(describe(defaulted)));
    QCOMPARE(defaulted.design->rack(QStringLiteral("r-1"))->feed(FeedSide::B)->derating, 0.8);
}

void TestDesignFile::badFeeds()
{
    // Every bad value of the file is named with its location, and nothing is built.
    const LoadResult result =
        DesignFile::read(test::dataPath(QStringLiteral("bad/bad-feeds.podcad")));
    QVERIFY(!result.ok());
    QVERIFY(!result.design);
    const struct
    {
        const char *location;
        const char *message;
    } expected[] = {
        {"racks[0].feeds.A.phases", "expected 1 or 3 phases, got 2"},
        {"racks[0].feeds.C", "unknown feed \"C\" (expected A or B)"},
        {"racks[1].feeds.B.voltage_v", "expected a number, got a string"},
        {"racks[1].feeds.B.current_a", "expected a number from 1 to 1000, got 0"},
        {"racks[1].feeds.B.derating", "expected a number from 0.01 to 1, got 1.5"},
        {"devices[0].feed", "unknown feed \"X\" (expected \"A\", \"B\" or null)"},
    };
    for (const auto &e : expected)
        QVERIFY2(hasIssue(result, QString::fromLatin1(e.location), QString::fromUtf8(e.message)),
                 qPrintable(describe(result)));
    QCOMPARE(result.errors.size(), std::size(expected));
}

// Core only: no QGuiApplication, so the test needs no display or platform plugin.
void TestDesignFile::duplicateKeys_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("location"); // empty: none
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::newRow("none") << QByteArray(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]})")
                          << QString() << 0 << 0;
    QTest::newRow("root") << QByteArray(R"({"devices": [], "devices": []})")
                          << QStringLiteral("devices") << 1 << 16;
    QTest::newRow("in an array element")
        << QByteArray(R"({"devices": [{"id": "x"}, {"id": "y", "sku": "s", "id": "z"}]})")
        << QStringLiteral("devices[1].id") << 27 << 50;
    QTest::newRow("after numbers and literals")
        << QByteArray(R"({"v": [1, -2.5e3, true, null, "s", [3], {"k": 1, "k": 2}]})")
        << QStringLiteral("v[6].k") << 41 << 49;
    QTest::newRow("escaped quotes in values")
        << QByteArray(R"({"a": "x\"y", "b": "\\", "a": 1})") << QStringLiteral("a") << 1 << 25;
    QTest::newRow("nested object path")
        << QByteArray(R"({"assumptions": {"pue": 1.2, "pue": 1.3}})")
        << QStringLiteral("assumptions.pue") << 17 << 29;
}

void TestDesignFile::duplicateKeys()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, location);
    QFETCH(int, first);
    QFETCH(int, second);
    QVERIFY(QJsonDocument::fromJson(json).isObject()); // the scanner runs on valid JSON only
    const std::optional<DuplicateKey> d = findDuplicateKey(json);
    if (location.isEmpty()) {
        QVERIFY(!d);
        return;
    }
    QVERIFY(d);
    QCOMPARE(d->location, location);
    QCOMPARE(int(d->firstOffset), first);
    QCOMPARE(int(d->secondOffset), second);
    QCOMPARE(json.mid(d->firstOffset, d->key.size() + 2), QByteArray('"' + d->key.toUtf8() + '"'));
    QCOMPARE(json.mid(d->secondOffset, d->key.size() + 2), QByteArray('"' + d->key.toUtf8() + '"'));
}

QTEST_GUILESS_MAIN(TestDesignFile)
#include "tst_designfile.moc"

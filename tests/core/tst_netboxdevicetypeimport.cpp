// NetBox device-type import: what a device type becomes in the catalog, the
// round trip through PodCAD's own export, hand-made library-style fixtures, bad files, and the
// user catalog overlay the imports land in.
#include "badnetboxdevicetypes.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "catalog/modelrules.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/sqliteconnection.h"
#include "catalog/usercatalog.h"
#include "cost/bom.h"
#include "export/netboxexport.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "model/textrules.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <set>

using namespace podcad;

namespace {

QString fixture(const QString &name)
{
    return test::dataPath(QStringLiteral("netbox/") + name);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// "ib: 8 x 400 OSFP /2 any": a port group as the tests compare it.
QStringList groupsOf(const DeviceModel &m)
{
    QStringList out;
    for (const PortGroup &g : m.portGroups)
        out << QStringLiteral("%1: %2 x %3 %4 /%5 %6")
                   .arg(g.name)
                   .arg(g.count)
                   .arg(g.speedGbps)
                   .arg(g.connector)
                   .arg(g.portsPerCage)
                   .arg(g.fabric);
    return out;
}

// A device type of `interfaces` (lines of the `interfaces:` list) and nothing else to say.
QByteArray withInterfaces(const QByteArray &interfaces)
{
    return "manufacturer: Example Corp\nmodel: Names\nslug: example-names\ninterfaces:\n" +
           interfaces;
}

// An imported model under the SKU of a shipped one (DGX-H100), as an import over a shipped SKU
// stores it.
DeviceModel underShippedSku(DeviceModel imported)
{
    imported.sku = QStringLiteral("DGX-H100");
    return imported;
}

} // namespace

class TestNetBoxDeviceTypeImport final : public QObject
{
    Q_OBJECT

private:
    std::optional<Catalog> mCatalog;
    QTemporaryDir mDir;

    // Exports `design`, imports every device type it wrote, and compares each with the model it
    // was exported from.
    void checkRoundTrip(const Design &design)
    {
        QString error;
        const auto files = netbox::exportDesign(design, *mCatalog,
                                                CablePlan::build(design, *mCatalog), {}, &error);
        QVERIFY2(!files.empty(), qPrintable(error));
        int types = 0;
        for (const auto &f : files) {
            if (!f.path.startsWith(QLatin1String("device-types/")))
                continue;
            ++types;
            const auto imported = parseNetboxDeviceType(f.bytes, f.path, {}, &error);
            QVERIFY2(imported, qPrintable(error));
            const DeviceModel &got = imported->model;
            const DeviceModel *want = mCatalog->model(got.sku);
            QVERIFY2(want, qPrintable(got.sku));
            const QByteArray what = got.sku.toUtf8();
            QVERIFY2(got.kind == want->kind, what);
            QVERIFY2(got.rackUnits == want->rackUnits, what);
            QVERIFY2(std::abs(got.weightKg - want->weightKg) < 0.001, what);
            QVERIFY2((got.liquidFraction >= 1) == (want->liquidFraction >= 1), what); // airflow
            // A PDU's input carries no draw of its own: NetBox sums what its outlets feed only
            // for an input without figures (PowerPort.get_power_draw), so it comes back missing.
            const bool pdu = want->kind == DeviceKind::Pdu;
            QVERIFY2(pdu == got.powerMissing, what);
            // Each supply's draw is written rounded up to whole watts: the maximum comes back
            // within a watt per supply needed for full performance.
            QVERIFY2(pdu ||
                         std::abs(got.maxPowerW - want->maxPowerW) < want->suppliesForFull + 1e-9,
                     qPrintable(got.sku + QStringLiteral(": %1 W, shipped %2 W")
                                              .arg(got.maxPowerW)
                                              .arg(want->maxPowerW)));
            // A PDU's one inlet says nothing of supplies: its 1+1 default is not in the file.
            // An NVL72 rack's supplies are written as its 8 power shelves, 4 for full power.
            if (want->kind != DeviceKind::Pdu && !want->sku.endsWith(u"-NVL72"))
                QVERIFY2(got.supplies == want->supplies &&
                             got.suppliesForFull == want->suppliesForFull &&
                             got.suppliesToRun == want->suppliesToRun,
                         what);
            QVERIFY2(got.priceMissing && got.listPriceUsd == 0, what);
            // Port groups: name, count, speed, NetBox type and cage as the shipped model's. The
            // connector can differ where NetBox has one value for two cages (QSFP112 at 200G
            // reads back as QSFP56), so the type is what must match.
            QCOMPARE(got.portGroups.size(), want->portGroups.size());
            for (std::size_t i = 0; i < got.portGroups.size(); ++i) {
                const PortGroup &a = got.portGroups[i];
                const PortGroup &b = want->portGroups[i];
                const QByteArray where = what + ' ' + b.name.toUtf8();
                QVERIFY2(a.name == b.name, where);
                QVERIFY2(a.count == b.count, where);
                QVERIFY2(a.speedGbps == b.speedGbps, where);
                QVERIFY2(netbox::interfaceType(a) == netbox::interfaceType(b), where);
                QVERIFY2(a.portsPerCage == b.portsPerCage, where);
                QVERIFY2((a.fabric == QLatin1String("oob")) == (b.fabric == QLatin1String("oob")),
                         where);
            }
        }
        QVERIFY(types > 0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void roundTripSample()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.design);
        checkRoundTrip(*loaded.design);
    }

    void roundTripSuperPods_data()
    {
        QTest::addColumn<QString>("system");
        QTest::newRow("dgx-h100") << QStringLiteral("dgx-h100");
        QTest::newRow("dgx-b200") << QStringLiteral("dgx-b200");
        QTest::newRow("dgx-b300") << QStringLiteral("dgx-b300");
    }

    void roundTripSuperPods()
    {
        QFETCH(QString, system);
        SuperPodOptions o;
        o.system = system;
        o.sus = 1;
        QString why;
        const auto design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        checkRoundTrip(*design);
    }

    void roundTripNvl72()
    {
        QString why;
        const auto design = generateNvl72SuperPod(*mCatalog, Nvl72Options{}, &why);
        QVERIFY2(design, qPrintable(why));
        checkRoundTrip(*design);
    }

    void libraryFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("rackUnits");
        QTest::addColumn<double>("weightKg");
        QTest::addColumn<double>("liquid");
        QTest::addColumn<QStringList>("groups");
        QTest::addColumn<double>("maxW");     // -1: missing
        QTest::addColumn<double>("typicalW"); // -1: missing
        QTest::addColumn<int>("supplies");

        // 40 lb x 0.45359237 = 18.144 kg. eth0/eth1 and QSFP1/2 group by name prefix; IPMI is
        // mgmt_only, so out of band. Two 750 W supplies with no scheme given: the catalog's 1+1,
        // so 750 W maximum; typical is the allocated draws' sum, 2 x 300 W.
        QTest::newRow("supermicro")
            << QStringLiteral("supermicro-sys-1029u-tr4.yaml") << QStringLiteral("SYS-1029U-TR4")
            << QStringLiteral("SYS-1029U-TR4") << 1 << 18.1436948 << 0.0
            << QStringList{QStringLiteral("eth: 2 x 1 RJ45 /1 any"),
                           QStringLiteral("IPMI: 1 x 1 RJ45 /1 oob"),
                           QStringLiteral("QSFP: 2 x 100 QSFP28 /1 any")}
            << 750.0 << 600.0 << 2;
        // No part_number: the slug is the SKU. swp1-18 (25G) and swp19-22 (100G) share a prefix
        // and become two groups; the power ports give no draw, so power is missing.
        QTest::newRow("mellanox")
            << QStringLiteral("mellanox-sn2010.yaml") << QStringLiteral("mellanox-sn2010")
            << QStringLiteral("SN2010") << 1 << 4.54 << 0.0
            << QStringList{QStringLiteral("eth: 1 x 1 RJ45 /1 oob"),
                           QStringLiteral("swp: 18 x 25 SFP28 /1 any"),
                           QStringLiteral("swp-100gbase-x-qsfp28: 4 x 100 QSFP28 /1 any")}
            << -1.0 << -1.0 << 2;
        // Half a unit occupies one; 800 g; passive airflow reads as liquid cooled (the export's
        // inverse); the LAG and the virtual interface are left out; ib1/1..ib2/2 are two twin-port
        // cages; NDR names no cage, so the generation's OSFP. No allocated draw: typical = max.
        QTest::newRow("half-u") << QStringLiteral("example-half-u-panel.yaml")
                                << QStringLiteral("EX-HALF-1")
                                << QStringLiteral("Example half-U panel") << 1 << 0.8 << 1.0
                                << QStringList{QStringLiteral("ib: 4 x 400 OSFP /2 any")} << 40.0
                                << 40.0 << 1;
    }

    void libraryFiles()
    {
        QFETCH(QString, file);
        QString error;
        NetboxDeviceTypeOptions options;
        options.importDate = QStringLiteral("2026-11-25");
        const auto t = readNetboxDeviceType(fixture(file), options, &error);
        QVERIFY2(t, qPrintable(error));
        const DeviceModel &m = t->model;
        QTEST(m.sku, "sku");
        QTEST(m.name, "name");
        QTEST(m.rackUnits, "rackUnits");
        QFETCH(double, weightKg);
        QVERIFY(std::abs(m.weightKg - weightKg) < 1e-6);
        QTEST(m.liquidFraction, "liquid");
        QTEST(groupsOf(m), "groups");
        QFETCH(double, maxW);
        QFETCH(double, typicalW);
        QCOMPARE(m.powerMissing, maxW < 0);
        QCOMPARE(m.maxPowerW, std::max(maxW, 0.0));
        QCOMPARE(m.typicalPowerW, std::max(typicalW, 0.0));
        QTEST(m.supplies, "supplies");
        QVERIFY(!m.suppliesListed);
        // Never invented: no price, no accelerator, a kind only when someone says it.
        QVERIFY(m.priceMissing && m.listPriceUsd == 0);
        QVERIFY(t->missing.contains(QStringLiteral("price")));
        QVERIFY(m.acceleratorId.isEmpty() && m.acceleratorCount == 0);
        QCOMPARE(m.kind, DeviceKind::Appliance);
        QCOMPARE(m.specProvenance.source, QStringLiteral("user catalog: imported from ") + file);
        QCOMPARE(m.specProvenance.sourceDate, QStringLiteral("2026-11-25"));
    }

    void kindFromTheCommandLine()
    {
        NetboxDeviceTypeOptions options;
        options.kind = DeviceKind::ManagementServer;
        QString error;
        const auto t = readNetboxDeviceType(
            fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml")), options, &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->model.kind, DeviceKind::ManagementServer);
        QVERIFY(t->notes.contains(QStringLiteral("1 console-ports ignored")));
    }

    // Found by the fuzz target (tests/fuzz/fuzz_netbox): a manufacturer slug of 99 characters
    // made an export slug cut at NetBox's 100 just after its "-".
    // A mapping reached again through an alias is one mapping, not a second copy of its keys;
    // and aliases nested ten deep (10^10 paths) are walked once each, not expanded.
    void aliasesAreNotDuplicateKeys()
    {
        QByteArray yaml = "manufacturer: Acme\nmodel: X1\nslug: acme-x1\n"
                          "power-ports:\n  - &psu {name: PSU1, maximum_draw: 750}\n  - *psu\n"
                          "a0: &a0 {k: 1, j: 2}\n";
        for (int level = 1; level <= 10; ++level) {
            yaml += "a" + QByteArray::number(level) + ": &a" + QByteArray::number(level) + " [";
            for (int i = 0; i < 10; ++i)
                yaml += (i ? ", *a" : "*a") + QByteArray::number(level - 1);
            yaml += "]\n";
        }
        QElapsedTimer clock;
        clock.start();
        QString error;
        const auto type = parseNetboxDeviceType(yaml, QStringLiteral("aliases.yaml"), {}, &error);
        QVERIFY2(type, qPrintable(error));
        QCOMPARE(type->model.supplies, 2);
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));

        yaml.replace("{k: 1, j: 2}", "{k: 1, k: 2}");
        QVERIFY(!parseNetboxDeviceType(yaml, QStringLiteral("aliases.yaml"), {}, &error));
        QCOMPARE(error, QStringLiteral("aliases.yaml: line 7, column 16: duplicate key \"a0.k\" "
                                       "(first on line 7)"));
    }

    void exportSlugOfALongManufacturer()
    {
        QString error;
        const auto t = readNetboxDeviceType(fixture(QStringLiteral("fuzz/long-manufacturer.yaml")),
                                            {}, &error);
        QVERIFY2(t, qPrintable(error));
        const NetboxTypeIdentity id = netboxTypeIdentity(t->model);
        QCOMPARE(id.slug, QStringLiteral("supermicro") + QString(89, u'x'));
        QCOMPARE(netboxSlug(id.slug), id.slug);
        QCOMPARE(netboxSlug(QString(99, u'a') + QStringLiteral(" b")), QString(99, u'a'));
    }

    // Found by the fuzz target (tests/fuzz/fuzz_netbox): interfaces "ab1/2", "ib----2",
    // "ib------2/1" and "ib2/2" (the dashes many more) were sorted by letters that kept the dashes,
    // so three drafts were named "ib": the second became "ib-infiniband-ndr" and so did the third,
    // and the user catalog refused the import in SQLite's words (UNIQUE constraint failed:
    // port_groups.sku, port_groups.name). Each row would give two groups of one name without the
    // fix; each imports as a model every door takes, with the groups derived by hand.
    void portGroupNames_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QStringList>("groups");

        // "ib----2", "ib---2/1" and "ib2/2" are one family of InfiniBand ports spelt three ways:
        // one group "ib" (what the three names share) of 3, not of cages since one has no "/n";
        // "ab1/2" has letters of its own.
        QTest::newRow("fuzz finding")
            << bytesOf(fixture(QStringLiteral("fuzz/port-group-names.yaml")))
            << QStringList{QStringLiteral("ab: 1 x 400 OSFP /1 any"),
                           QStringLiteral("ib: 3 x 400 OSFP /1 any")};
        // Separators after the letters are spelling: one group. The old code made three drafts
        // ("ib-", "ib_", "ib"), all named "ib", two of them "ib-infiniband-ndr".
        QTest::newRow("separators") << withInterfaces("  - {name: ib-1, type: infiniband-ndr}\n"
                                                      "  - {name: ib_2, type: infiniband-ndr}\n"
                                                      "  - {name: ib3, type: infiniband-ndr}\n"
                                                      "  - {name: ib4, type: infiniband-ndr}\n")
                                    << QStringList{QStringLiteral("ib: 4 x 400 OSFP /1 any")};
        // Names without letters make a group "port", as "port1" does; the mgmt_only one is a
        // third group of that name and type: "port", then the type, then a number.
        QTest::newRow("no letters")
            << withInterfaces("  - {name: \"1\", type: 1000base-t}\n"
                              "  - {name: port1, type: 1000base-t}\n"
                              "  - {name: \"2\", type: 1000base-t, mgmt_only: true}\n")
            << QStringList{QStringLiteral("port: 1 x 1 RJ45 /1 any"),
                           QStringLiteral("port-1000base-t: 1 x 1 RJ45 /1 any"),
                           QStringLiteral("port-1000base-t-2: 1 x 1 RJ45 /1 oob")};
        // A name that is another's with the type after it takes that name first.
        QTest::newRow("type after a name")
            << withInterfaces("  - {name: eth0, type: 10gbase-t}\n"
                              "  - {name: eth-1000base-t1, type: 1000base-t}\n"
                              "  - {name: eth1, type: 1000base-t, mgmt_only: true}\n")
            << QStringList{QStringLiteral("eth: 1 x 10 RJ45 /1 any"),
                           QStringLiteral("eth-1000base-t: 1 x 1 RJ45 /1 any"),
                           QStringLiteral("eth-1000base-t-2: 1 x 1 RJ45 /1 oob")};
        // Two types, each with mgmt_only ports: four groups from one prefix.
        QTest::newRow("types and mgmt_only")
            << withInterfaces("  - {name: eth1, type: 1000base-t}\n"
                              "  - {name: eth2, type: 1000base-t, mgmt_only: true}\n"
                              "  - {name: eth-3, type: 10gbase-t}\n"
                              "  - {name: eth_4, type: 10gbase-t, mgmt_only: true}\n")
            << QStringList{QStringLiteral("eth: 1 x 1 RJ45 /1 any"),
                           QStringLiteral("eth-1000base-t: 1 x 1 RJ45 /1 oob"),
                           QStringLiteral("eth-10gbase-t: 1 x 10 RJ45 /1 any"),
                           QStringLiteral("eth-10gbase-t-2: 1 x 10 RJ45 /1 oob")};
        // A name at the length limit: the second group's name is cut so that it and the type
        // stay within 4,096 bytes, the most a design's link may name.
        const QByteArray longName = QByteArray(4090, 'a') + '1';
        QTest::newRow("long names")
            << withInterfaces("  - {name: " + longName +
                              ", type: 1000base-t}\n"
                              "  - {name: " +
                              longName + ", type: 1000base-t, mgmt_only: true}\n")
            << QStringList{QString(4090, u'a') + QStringLiteral(": 1 x 1 RJ45 /1 any"),
                           QString(4085, u'a') + QStringLiteral("-1000base-t: 1 x 1 RJ45 /1 oob")};
    }

    void portGroupNames()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QStringList, groups);
        QString error;
        const auto t = parseNetboxDeviceType(yaml, QStringLiteral("names.yaml"), {}, &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(groupsOf(t->model), groups);
        std::set<QString> names;
        for (const PortGroup &g : t->model.portGroups) {
            QVERIFY2(textProblem(g.name).isEmpty(), qPrintable(textProblem(g.name)));
            names.insert(g.name);
        }
        QCOMPARE(names.size(), t->model.portGroups.size());
        QCOMPARE(modelRuleProblem(t->model), QString());

        // The user catalog takes it and gives it back.
        const QString path = mDir.filePath(
            QStringLiteral("names/%1.db")
                .arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        QVERIFY2(UserCatalog::add(path, {t->model}, nullptr, &error), qPrintable(error));
        std::vector<DeviceModel> rows;
        QVERIFY2(UserCatalog::read(path, &rows, &error), qPrintable(error));
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(groupsOf(rows[0]), groups);
    }

    // Text a design could not hold (over 4,096 bytes of UTF-8, a control character) is refused at
    // its key: a SKU, and an interface name, which a group's name is made of.
    void textRulesAtTheirKeys_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("message");
        QTest::newRow("long interface name")
            << withInterfaces("  - {name: " + QByteArray(4097, 'x') + ", type: 1000base-t}\n")
            << QStringLiteral("interfaces[0].name: 4097 bytes of text; names, SKUs and labels "
                              "are at most 4096 bytes");
        QTest::newRow("control character in an interface name")
            << withInterfaces("  - {name: eth0, type: 1000base-t}\n"
                              "  - {name: \"eth\\x011\", type: 1000base-t}\n")
            << QStringLiteral("interfaces[1].name: control character U+0001 at position 4: "
                              "names are printable text");
        QTest::newRow("control character in the part number")
            << QByteArray("manufacturer: Example Corp\nmodel: Names\nslug: example-names\n"
                          "part_number: \"EX\\x02\"\n")
            << QStringLiteral("part_number: control character U+0002 at position 3: names are "
                              "printable text");
    }

    void textRulesAtTheirKeys()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!parseNetboxDeviceType(yaml, QStringLiteral("text.yaml"), {}, &error));
        QCOMPARE(error, QStringLiteral("text.yaml: ") + message);
    }

    void badFiles_data() { podcad::test::addBadDeviceTypeRows(); }

    void badFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const QString path = fixture(QStringLiteral("bad/") + file);
        QString error;
        QVERIFY(!readNetboxDeviceType(path, {}, &error));
        QVERIFY2(!error.contains(u'\n'), qPrintable(error));
        if (message.endsWith(u'*'))
            QVERIFY2(error.startsWith(path + QStringLiteral(": ") + message.chopped(1)),
                     qPrintable(error));
        else
            QCOMPARE(error, path + QStringLiteral(": ") + message);
    }

    void userCatalogReplacesShippedRows()
    {
        const QString path = mDir.filePath(QStringLiteral("replace/user-catalog.db"));
        QString error;
        const auto t = readNetboxDeviceType(
            fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml")), {}, &error);
        QVERIFY2(t, qPrintable(error));
        // A user row under a shipped SKU replaces the shipped row.
        const DeviceModel asShipped = underShippedSku(t->model);
        std::vector<QString> replaced;
        QVERIFY2(UserCatalog::add(path, {t->model, asShipped}, &replaced, &error),
                 qPrintable(error));
        QVERIFY(replaced.empty());
        QVERIFY2(UserCatalog::add(path, {t->model}, &replaced, &error), qPrintable(error));
        QCOMPARE(replaced, std::vector<QString>{QStringLiteral("SYS-1029U-TR4")});

        const auto layered = UserCatalog::layer(*mCatalog, path, &error);
        QVERIFY2(layered, qPrintable(error));
        QCOMPARE(layered->userPath(), path);
        QCOMPARE(layered->models().size(), mCatalog->models().size() + 1);
        const DeviceModel *dgx = layered->model(QStringLiteral("DGX-H100"));
        QVERIFY(dgx && dgx->name == QStringLiteral("SYS-1029U-TR4"));
        const DeviceModel *added = layered->model(QStringLiteral("SYS-1029U-TR4"));
        QVERIFY(added);
        // What was written reads back: groups in order, missing price and typical draw.
        QCOMPARE(groupsOf(*added), groupsOf(t->model));
        QVERIFY(added->priceMissing && !added->powerMissing);
        QCOMPARE(added->maxPowerW, 750.0);
        QCOMPARE(added->typicalPowerW, 600.0);
        QCOMPARE(added->supplies, 2);
        QCOMPARE(added->specProvenance.source, t->model.specProvenance.source);
        QVERIFY(layered->accelerator(QStringLiteral("h100-sxm")));

        // A missing power figure survives the file too.
        const auto sn =
            readNetboxDeviceType(fixture(QStringLiteral("mellanox-sn2010.yaml")), {}, &error);
        QVERIFY2(sn && UserCatalog::add(path, {sn->model}, nullptr, &error), qPrintable(error));
        std::vector<DeviceModel> rows;
        QVERIFY2(UserCatalog::read(path, &rows, &error), qPrintable(error));
        QCOMPARE(rows.size(), std::size_t(3));
        QVERIFY(rows[2].sku == QStringLiteral("mellanox-sn2010") && rows[2].powerMissing);
    }

    // Removing imported models: from the file (all or nothing) and from a layered catalog, which
    // gets back the row each one hid, however often it was layered.
    void removingBringsHiddenRowsBack()
    {
        const QString path = mDir.filePath(QStringLiteral("remove/user-catalog.db"));
        QString error;
        const auto t = readNetboxDeviceType(
            fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml")), {}, &error);
        QVERIFY2(t, qPrintable(error));
        const DeviceModel asShipped = underShippedSku(t->model);
        QVERIFY2(UserCatalog::add(path, {t->model, asShipped}, nullptr, &error), qPrintable(error));

        Catalog layered = *UserCatalog::layer(*mCatalog, path, &error);
        layered.overlay({asShipped}, path); // an import into an open window layers again
        QVERIFY(layered.isOverlaid(QStringLiteral("DGX-H100")));
        QVERIFY(layered.overlayHides(QStringLiteral("DGX-H100")));
        QVERIFY(layered.isOverlaid(QStringLiteral("SYS-1029U-TR4")));
        QVERIFY(!layered.overlayHides(QStringLiteral("SYS-1029U-TR4")));
        QVERIFY(!layered.isOverlaid(QStringLiteral("QM9700")));

        // A SKU the file does not hold: refused, the file as it was.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        QVERIFY(!UserCatalog::remove(path, {QStringLiteral("DGX-H100"), QStringLiteral("QM9700")},
                                     &error));
        QCOMPARE(error, path + QStringLiteral(": \"QM9700\" is not in the user catalog (only "
                                              "imported models can be removed)"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();

        QVERIFY2(UserCatalog::remove(path, {QStringLiteral("DGX-H100")}, &error),
                 qPrintable(error));
        std::vector<DeviceModel> rows;
        QVERIFY2(UserCatalog::read(path, &rows, &error), qPrintable(error));
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows[0].sku, QStringLiteral("SYS-1029U-TR4"));

        layered.removeOverlay({QStringLiteral("DGX-H100"), QStringLiteral("SYS-1029U-TR4")});
        QVERIFY(*layered.model(QStringLiteral("DGX-H100")) ==
                *mCatalog->model(QStringLiteral("DGX-H100")));
        QVERIFY(!layered.model(QStringLiteral("SYS-1029U-TR4")));
        QVERIFY(layered.sameContent(*mCatalog));
        QVERIFY(!layered.isOverlaid(QStringLiteral("DGX-H100")));
    }

    void bomCountsAMissingPrice()
    {
        QString error;
        const auto t = readNetboxDeviceType(
            fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml")), {}, &error);
        QVERIFY2(t, qPrintable(error));
        Catalog c = *mCatalog;
        c.overlay({t->model}, QStringLiteral("test"));
        Design d;
        Device dev;
        dev.id = QStringLiteral("n1");
        dev.sku = t->model.sku;
        QVERIFY(d.addDevice(dev));
        const Bom bom = Bom::build(d, c, CablePlan::build(d, c));
        QCOMPARE(bom.lines().size(), std::size_t(1));
        QCOMPARE(bom.totalUsd(), 0.0);
        QCOMPARE(bom.warnings(), QStringList{QStringLiteral(
                                     "1x \"SYS-1029U-TR4\": no price in the catalog, not priced")});
    }

    void defaultPathIsTheEditors()
    {
        // podcad-cli and the editor have different application names and one user catalog.
        const QByteArray saved = qgetenv("PODCAD_USER_CATALOG");
        qunsetenv("PODCAD_USER_CATALOG");
        const QString application = QCoreApplication::applicationName();
        const QString path = UserCatalog::defaultPath();
        qputenv("PODCAD_USER_CATALOG", QByteArrayLiteral("/elsewhere/u.db"));
        const QString fromEnvironment = UserCatalog::defaultPath();
        qputenv("PODCAD_USER_CATALOG", saved);
        QVERIFY2(path.endsWith(QStringLiteral("/PodCAD/PodCAD/user-catalog.db")), qPrintable(path));
        QCOMPARE(QCoreApplication::applicationName(), application);
        QCOMPARE(fromEnvironment, QStringLiteral("/elsewhere/u.db"));
    }

    void missingUserCatalogLayersNothing()
    {
        QString error;
        const QString path = mDir.filePath(QStringLiteral("none/user-catalog.db"));
        const auto layered = UserCatalog::layer(*mCatalog, path, &error);
        QVERIFY2(layered, qPrintable(error));
        QCOMPARE(layered->models().size(), mCatalog->models().size());
        QVERIFY(!QFileInfo::exists(path)); // reading never creates it
    }

    void hostileUserCatalog_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QFile file(test::dataPath(QStringLiteral("usercatalog/hostile.tsv")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        for (const QByteArray &line : file.readAll().split('\n')) {
            const QList<QByteArray> fields = line.split('\t');
            if (line.startsWith('#') || fields.size() != 3)
                continue;
            QTest::newRow(fields[0].constData())
                << QString::fromUtf8(fields[1]) << QString::fromUtf8(fields[2]);
        }
    }

    // A user catalog file whose values its own schema forbids is refused, naming the row,
    // rather than read as models the analysis and the costs cannot trust; the file is left as it
    // is.
    void hostileUserCatalog()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        const QString path = mDir.filePath(
            QStringLiteral("hostile/%1.db").arg(QLatin1String(QTest::currentDataTag())));
        QString error;
        std::vector<QString> replaced;
        QVERIFY2(importNetboxDeviceTypes({fixture(QStringLiteral("example-half-u-panel.yaml")),
                                          fixture(QStringLiteral("mellanox-sn2010.yaml")),
                                          fixture(QStringLiteral("supermicro-sys-1029u-tr4.yaml"))},
                                         path, {}, &replaced, &error),
                 qPrintable(error));
        {
            SqliteConnection c(path, false);
            QSqlQuery q(c.db());
            QVERIFY(q.exec(QStringLiteral("PRAGMA ignore_check_constraints = 1")));
            QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
        }
        const QByteArray before = bytesOf(path);
        std::vector<DeviceModel> models;
        QVERIFY(!UserCatalog::read(path, &models, &error));
        QCOMPARE(error, path + QStringLiteral(": ") + message);
        QVERIFY(!UserCatalog::layer(*mCatalog, path, &error));
        QCOMPARE(bytesOf(path), before);
    }

    void corruptUserCatalog()
    {
        const QString path = mDir.filePath(QStringLiteral("corrupt.db"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'x'));
        }
        const QByteArray before = bytesOf(path);
        QString error;
        QVERIFY(!UserCatalog::layer(*mCatalog, path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": not a SQLite database")),
                 qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
        // Nor is it written over.
        QString addError;
        QVERIFY(!UserCatalog::add(path, {*mCatalog->models().front()}, nullptr, &addError));
        QCOMPARE(addError, error);
        QCOMPARE(bytesOf(path), before);
    }
};

QTEST_MAIN(TestNetBoxDeviceTypeImport)
#include "tst_netboxdevicetypeimport.moc"

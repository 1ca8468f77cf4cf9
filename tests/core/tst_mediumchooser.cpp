// The medium chooser (core/cabling/mediumchooser) over the shipped catalog's media rows: the
// cheapest medium that reaches, at each reach boundary and catalog length, splitters between
// twin-port and single-port cages, a user's cable checked against the run, and co-packaged-optics
// switch ports, which take fibre and no transceiver.

#include "analysis/analysis.h"
#include "cabling/mediumchooser.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <algorithm>
#include <tuple>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

PortGroup group(const QString &connector, double gbps, int portsPerCage)
{
    PortGroup g;
    g.name = u"p"_s;
    g.count = 1;
    g.speedGbps = gbps;
    g.connector = connector;
    g.fabric = u"any"_s;
    g.portsPerCage = portsPerCage;
    return g;
}

const PortGroup kTwin400 = group(u"OSFP"_s, 400, 2);   // QM9700, DGX H100 cages
const PortGroup kSingle400 = group(u"OSFP"_s, 400, 1); // ConnectX-7 OSFP
const PortGroup kQsfp28 = group(u"QSFP28"_s, 100, 1);
const PortGroup kRj45 = group(u"RJ45"_s, 1, 1);
const PortGroup kSingle800 = group(u"OSFP"_s, 800, 1); // ConnectX-8 OSFP
const PortGroup kCpo800 = group(u"MPO-12"_s, 800, 1);  // Q3450-LD / SN6810 fibre socket

DeviceModel item(const QString &sku, DeviceKind kind, double typicalW, double maxW, double usd)
{
    DeviceModel m;
    m.sku = sku;
    m.name = sku;
    m.vendor = u"Test"_s;
    m.kind = kind;
    m.rackUnits = kind == DeviceKind::Switch || kind == DeviceKind::GpuServer ? 1 : 0;
    m.typicalPowerW = typicalW;
    m.maxPowerW = maxW;
    m.listPriceUsd = usd;
    return m;
}

MediaSpec spec(const QString &medium, const QString &connector, double gbps, int ports,
               double reachM, double lengthM)
{
    MediaSpec s;
    s.medium = medium;
    s.connector = connector;
    s.speedGbps = gbps;
    s.ports = ports;
    s.reachM = reachM;
    s.lengthM = lengthM;
    s.provenance = {u"test"_s, u"2026"_s, true};
    return s;
}

// A switch with twin-port cages, a server with single-port ones, their modules (17 W twin-port,
// 8 W single-port, typical; 18 W and 9 W max), a 2 m DAC and OM4 trunks.
Catalog opticsCatalog()
{
    std::vector<DeviceModel> models;
    DeviceModel sw = item(u"sw"_s, DeviceKind::Switch, 1000, 1500, 0);
    PortGroup twin = group(u"OSFP"_s, 400, 2);
    twin.name = u"ib"_s;
    twin.count = 64;
    sw.portGroups = {twin};
    models.push_back(sw);
    DeviceModel host = item(u"host"_s, DeviceKind::GpuServer, 5000, 6000, 0);
    PortGroup single = group(u"OSFP"_s, 400, 1);
    single.name = u"ib"_s;
    single.count = 8;
    host.portGroups = {single};
    models.push_back(host);
    DeviceModel rack = item(u"rack"_s, DeviceKind::Rack, 0, 0, 0);
    rack.rackUnits = 42;
    rack.widthMm = 600;
    rack.depthMm = 1200;
    models.push_back(rack);
    DeviceModel twinModule = item(u"twin-sr4"_s, DeviceKind::Transceiver, 17, 18, 1600);
    twinModule.media = spec(u"om4"_s, u"OSFP"_s, 400, 2, 50, 0);
    models.push_back(twinModule);
    DeviceModel singleModule = item(u"single-sr4"_s, DeviceKind::Transceiver, 8, 9, 900);
    singleModule.media = spec(u"om4"_s, u"OSFP"_s, 400, 1, 50, 0);
    models.push_back(singleModule);
    DeviceModel dac = item(u"dac-2m"_s, DeviceKind::Cable, 0, 0, 300);
    dac.media = spec(u"dac"_s, u"OSFP"_s, 400, 2, 2, 2);
    models.push_back(dac);
    for (int metres : {10, 30, 50}) {
        DeviceModel trunk = item(u"om4-%1m"_s.arg(metres), DeviceKind::Cable, 0, 0, 50.0 + metres);
        trunk.media = spec(u"om4"_s, u"MPO-12"_s, 0, 1, metres, metres);
        models.push_back(trunk);
    }
    return Catalog::fromData(std::move(models), {});
}

} // namespace

class TestMediumChooser final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    // Twin-port 400G cage to twin-port cage (leaf to spine in one row, DGX to leaf): passive DAC
    // to 2 m, active copper to 5 m, multimode optics to 50 m, single-mode to 500 m.
    void twinPortBoundaries_data()
    {
        QTest::addColumn<double>("lengthM");
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("transceiver");
        QTest::newRow("0.4 m") << 0.4 << u"DAC-400G-OSFP-0.5M"_s << QString();
        QTest::newRow("0.5 m") << 0.5 << u"DAC-400G-OSFP-0.5M"_s << QString();
        QTest::newRow("0.51 m") << 0.51 << u"DAC-400G-OSFP-1M"_s << QString();
        QTest::newRow("1.5 m") << 1.5 << u"DAC-400G-OSFP-1.5M"_s << QString();
        QTest::newRow("1.51 m") << 1.51 << u"DAC-400G-OSFP"_s << QString();
        QTest::newRow("2 m, DAC reach") << 2.0 << u"DAC-400G-OSFP"_s << QString();
        QTest::newRow("2.01 m, active copper") << 2.01 << u"ACC-400G-OSFP-3M"_s << QString();
        QTest::newRow("4 m") << 4.0 << u"ACC-400G-OSFP-4M"_s << QString();
        QTest::newRow("5 m, ACC reach") << 5.0 << u"ACC-400G-OSFP-5M"_s << QString();
        QTest::newRow("5.01 m, multimode")
            << 5.01 << u"FIBER-MPO-OM4-7M"_s << u"OSFP-2x400G-TWINPORT"_s;
        QTest::newRow("7.01 m") << 7.01 << u"FIBER-MPO-10M"_s << u"OSFP-2x400G-TWINPORT"_s;
        QTest::newRow("30 m") << 30.0 << u"FIBER-MPO-30M"_s << u"OSFP-2x400G-TWINPORT"_s;
        QTest::newRow("50 m, SR4 reach") << 50.0 << u"FIBER-MPO-50M"_s << u"OSFP-2x400G-TWINPORT"_s;
        QTest::newRow("50.01 m, single-mode")
            << 50.01 << u"FIBER-MPO-SM-70M"_s << u"OSFP-2x400G-DR4"_s;
        QTest::newRow("300.5 m") << 300.5 << u"FIBER-MPO-SM-500M"_s << u"OSFP-2x400G-DR4"_s;
        QTest::newRow("500 m, DR4 reach")
            << 500.0 << u"FIBER-MPO-SM-500M"_s << u"OSFP-2x400G-DR4"_s;
    }
    void twinPortBoundaries()
    {
        QFETCH(double, lengthM);
        QFETCH(QString, sku);
        QFETCH(QString, transceiver);
        const MediumChooser chooser(*mCatalog);
        const std::optional<CableMedium> m = chooser.choose(kTwin400, kTwin400, lengthM);
        QVERIFY(m);
        QCOMPARE(m->cableSku, sku);
        QCOMPARE(m->transceiverSku[0], transceiver);
        QCOMPARE(m->transceiverSku[1], transceiver);
        QVERIFY(m->reaches);
        QVERIFY(!m->chosenByUser);
        QVERIFY(!m->breakoutEnd);
        QVERIFY(m->cableLengthM >= lengthM);
        QVERIFY(m->reachM >= lengthM);
        QCOMPARE(m->kind == MediumKind::Fibre, !transceiver.isEmpty());
    }

    // Over every catalog length: the choice reaches, costs no less than at a shorter run, and is
    // the shortest catalog length of its own kind that covers the run.
    void everyLengthTheShortestThatCovers()
    {
        const MediumChooser chooser(*mCatalog);
        double lastCost = 0;
        for (double l = 0.25; l <= 500; l += 0.25) {
            const std::optional<CableMedium> m = chooser.choose(kTwin400, kTwin400, l);
            QVERIFY(m && m->reaches);
            const double cost = chooser.linkCostUsd(*m);
            QVERIFY2(cost >= lastCost, qPrintable(u"%1 m"_s.arg(l)));
            lastCost = cost;
            const DeviceModel *chosen = mCatalog->model(m->cableSku);
            QVERIFY(chosen && chosen->media);
            for (const DeviceModel *c : mCatalog->modelsOfKind(DeviceKind::Cable)) {
                if (!c->media || c->media->medium != chosen->media->medium ||
                    c->media->connector != chosen->media->connector ||
                    c->media->speedGbps != chosen->media->speedGbps ||
                    c->media->ports != chosen->media->ports ||
                    c->media->breakout != chosen->media->breakout)
                    continue;
                QVERIFY2(!(c->media->lengthM >= l && c->media->lengthM < m->cableLengthM),
                         qPrintable(c->sku + u" is shorter and covers %1 m"_s.arg(l)));
            }
        }
        // Beyond the longest reach: the farthest-carrying medium, flagged.
        const std::optional<CableMedium> far = chooser.choose(kTwin400, kTwin400, 600);
        QVERIFY(far);
        QVERIFY(!far->reaches);
        QCOMPARE(far->cableSku, u"FIBER-MPO-SM-500M"_s);
    }

    // A twin-port switch cage to two single-port adapters: a splitter whose single plug sits in
    // the switch's cage, whichever end the link names first; beyond its 3 m, optics.
    void breakouts()
    {
        const MediumChooser chooser(*mCatalog);
        std::optional<CableMedium> m = chooser.choose(kTwin400, kSingle400, 1.2);
        QVERIFY(m);
        QCOMPARE(m->cableSku, u"DAC-400G-OSFP-SPLIT-1.5M"_s);
        QCOMPARE(m->kind, MediumKind::Dac);
        QCOMPARE(m->breakoutEnd, std::optional<int>(0));
        m = chooser.choose(kSingle400, kTwin400, 3.0);
        QVERIFY(m);
        QCOMPARE(m->cableSku, u"DAC-400G-OSFP-SPLIT-3M"_s);
        QCOMPARE(m->breakoutEnd, std::optional<int>(1));
        m = chooser.choose(kSingle400, kTwin400, 3.01);
        QVERIFY(m);
        QCOMPARE(m->kind, MediumKind::Fibre);
        QVERIFY(!m->breakoutEnd);
        QCOMPARE(m->transceiverSku[0], u"OSFP-400G-SINGLE"_s);
        QCOMPARE(m->transceiverSku[1], u"OSFP-2x400G-TWINPORT"_s);
        // Single-port to single-port takes no splitter: an AOC is cheaper than two modules.
        m = chooser.choose(kSingle400, kSingle400, 8);
        QVERIFY(m);
        QCOMPARE(m->cableSku, u"AOC-400G"_s);
        QVERIFY(!m->breakoutEnd);
    }

    void copperAndHundredGig()
    {
        const MediumChooser chooser(*mCatalog);
        std::optional<CableMedium> m = chooser.choose(kRj45, kRj45, 4);
        QVERIFY(m);
        QCOMPARE(m->cableSku, u"CAT6-RJ45-5M"_s);
        QCOMPARE(m->kind, MediumKind::TwistedPair);
        m = chooser.choose(kRj45, kRj45, 3);
        QCOMPARE(m->cableSku, u"CAT6-RJ45"_s);
        m = chooser.choose(kQsfp28, kQsfp28, 5);
        QCOMPARE(m->cableSku, u"DAC-100G-QSFP28-5M"_s);
        m = chooser.choose(kQsfp28, kQsfp28, 5.01);
        QCOMPARE(m->cableSku, u"FIBER-MPO-OM4-7M"_s);
        QCOMPARE(m->transceiverSku[0], u"QSFP28-100G-SR4"_s);
        m = chooser.choose(kQsfp28, kQsfp28, 100);
        QVERIFY(m && !m->reaches); // SR4 carries 100 m, but the longest OM4 trunk is 50 m
    }

    // The user's cable: a 2 m DAC on a 7.4 m run does not reach; a 10 m trunk between SR4
    // modules does, a 70 m one does not (SR4 carries 50 m).
    void userCablesChecked()
    {
        const MediumChooser chooser(*mCatalog);
        CableMedium m = chooser.check(u"DAC-400G-OSFP"_s, &kTwin400, &kTwin400, 7.4);
        QVERIFY(m.chosenByUser);
        QCOMPARE(m.kind, MediumKind::Dac);
        QCOMPARE(m.cableLengthM, 2.0);
        QVERIFY(!m.reaches);
        QVERIFY(chooser.check(u"DAC-400G-OSFP"_s, &kTwin400, &kTwin400, 2.0).reaches);
        m = chooser.check(u"FIBER-MPO-10M"_s, &kTwin400, nullptr, 7.4);
        QVERIFY(m.reaches);
        QCOMPARE(m.kind, MediumKind::Fibre);
        QCOMPARE(m.transceiverSku[0], u"OSFP-2x400G-TWINPORT"_s);
        QVERIFY(m.transceiverSku[1].isEmpty());
        m = chooser.check(u"FIBER-MPO-SM-70M"_s, &kTwin400, &kTwin400, 60);
        QVERIFY(m.reaches);
        QCOMPARE(m.transceiverSku[0], u"OSFP-2x400G-DR4"_s);
        m = chooser.check(u"FIBER-MPO-50M"_s, &kTwin400, &kTwin400, 50.5);
        QVERIFY(!m.reaches);
        m = chooser.check(u"DAC-400G-OSFP-SPLIT-2M"_s, &kSingle400, &kTwin400, 1.0);
        QVERIFY(m.reaches);
        QCOMPARE(m.breakoutEnd, std::optional<int>(1));
    }
    // A co-packaged-optics port is the end of the fibre: a link from a server's OSFP cage takes
    // the single-mode trunk the socket needs and, at the server, the DR4 module whose fibre side
    // is the socket's MPO-12; two CPO ports take the trunk alone. No copper plugs into a socket,
    // so even a 1 m run is fibre, and the sockets' 500 m bound the reach.
    void coPackagedPorts_data()
    {
        QTest::addColumn<bool>("serverFirst");
        QTest::addColumn<bool>("bothCpo");
        QTest::addColumn<double>("lengthM");
        QTest::addColumn<QString>("trunk");
        QTest::addColumn<double>("usd");
        // FIBER-MPO-SM-1M USD 55, -3M 60, -50M 130; OSFP-800G-DR4 USD 2,800.
        QTest::newRow("server to switch, 1 m")
            << true << false << 1.0 << u"FIBER-MPO-SM-1M"_s << 55.0 + 2800;
        QTest::newRow("switch to server, 40 m")
            << false << false << 40.0 << u"FIBER-MPO-SM-50M"_s << 130.0 + 2800;
        QTest::newRow("leaf to spine, 3 m") << false << true << 3.0 << u"FIBER-MPO-SM-3M"_s << 60.0;
        QTest::newRow("leaf to spine, 50 m")
            << false << true << 50.0 << u"FIBER-MPO-SM-50M"_s << 130.0;
    }
    void coPackagedPorts()
    {
        QFETCH(bool, serverFirst);
        QFETCH(bool, bothCpo);
        QFETCH(double, lengthM);
        QFETCH(QString, trunk);
        QFETCH(double, usd);
        const MediumChooser chooser(*mCatalog);
        const PortGroup &other = bothCpo ? kCpo800 : kSingle800;
        const PortGroup &a = serverFirst ? other : kCpo800, &b = serverFirst ? kCpo800 : other;
        const std::optional<CableMedium> m = chooser.choose(a, b, lengthM);
        QVERIFY(m);
        QCOMPARE(m->kind, MediumKind::Fibre);
        QCOMPARE(m->cableSku, trunk);
        QVERIFY(m->reaches);
        QCOMPARE(m->reachM, 500.0);
        const int server = bothCpo ? -1 : (serverFirst ? 0 : 1);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(m->transceiverSku[std::size_t(i)],
                     i == server ? u"OSFP-800G-DR4"_s : QString());
        QCOMPARE(chooser.linkCostUsd(*m), usd);
    }
    void coPackagedPortsBeyondReachAndChecked()
    {
        const MediumChooser chooser(*mCatalog);
        std::optional<CableMedium> m = chooser.choose(kCpo800, kCpo800, 600);
        QVERIFY(m && !m->reaches);
        QCOMPARE(m->cableSku, u"FIBER-MPO-SM-500M"_s);
        // The user's trunk: the socket end stays without a module.
        const CableMedium c = chooser.check(u"FIBER-MPO-SM-10M"_s, &kSingle800, &kCpo800, 8);
        QVERIFY(c.reaches);
        QCOMPARE(c.transceiverSku[0], u"OSFP-800G-DR4"_s);
        QVERIFY(c.transceiverSku[1].isEmpty());
        // A server cage to a pluggable switch cage keeps a module at both ends.
        m = chooser.choose(kSingle800, group(u"OSFP"_s, 800, 2), 8);
        QVERIFY(m);
        QVERIFY(!m->transceiverSku[0].isEmpty() && !m->transceiverSku[1].isEmpty());
    }

    // Two links from one twin-port switch cage to a server two racks away: each end's module in
    // the rack of the device whose cage holds it, a twin-port module half on each of its links.
    // A third link names a 2 m DAC for the same run: a problem pointing at it, and no optics.
    void opticsPowerInTheRackAndShortCables()
    {
        const Catalog catalog = opticsCatalog();
        Design design;
        for (const auto &[id, x] : {std::pair{u"r1"_s, 0.0}, std::pair{u"r2"_s, 6.0}}) {
            Rack r;
            r.id = id;
            r.sku = u"rack"_s;
            r.floorPositionM = QPointF(x, 0);
            QVERIFY(design.addRack(r));
        }
        for (const auto &[id, sku, rack] :
             {std::tuple{u"sw1"_s, u"sw"_s, u"r1"_s}, std::tuple{u"h1"_s, u"host"_s, u"r2"_s}}) {
            Device d;
            d.id = id;
            d.sku = sku;
            d.rackId = rack;
            d.lowestU = id == u"sw1"_s ? 40 : 1;
            QVERIFY(design.addDevice(d));
        }
        for (int i = 0; i < 3; ++i) {
            Link l;
            l.id = u"l%1"_s.arg(i);
            l.a = {u"sw1"_s, u"ib"_s, i};
            l.b = {u"h1"_s, u"ib"_s, i};
            l.cableSku = i == 2 ? u"dac-2m"_s : QString();
            QVERIFY(design.addLink(l));
        }
        const Analysis a = analyze(design, catalog);
        QCOMPARE(a.cables->cables().size(), std::size_t(3));
        for (const char *id : {"l0", "l1"}) {
            const PlannedCable *c = a.cables->cable(QString::fromLatin1(id));
            QVERIFY(c && c->medium);
            QCOMPARE(c->medium->kind, MediumKind::Fibre);
            QCOMPARE(c->medium->transceiverSku[0], u"twin-sr4"_s);
            QCOMPARE(c->medium->transceiverSku[1], u"single-sr4"_s);
        }
        // r1: two halves of the switch's twin-port module (17 / 2 x 2 = 17 W typical, 18 W max).
        // r2: two single-port modules (2 x 8 = 16 W, 2 x 9 = 18 W). The DAC draws nothing. The
        // rack budgets stay the devices' own figures (catalog maxima include fitted optics).
        auto rack = [&](const QString &id) {
            return *std::find_if(a.racks.begin(), a.racks.end(),
                                 [&](const RackReport &r) { return r.rackId == id; });
        };
        QCOMPARE(rack(u"r1"_s).opticsTypicalKw, 0.017);
        QCOMPARE(rack(u"r1"_s).opticsMaxKw, 0.018);
        QCOMPARE(rack(u"r2"_s).opticsTypicalKw, 0.016);
        QCOMPARE(rack(u"r2"_s).opticsMaxKw, 0.018);
        QCOMPARE(rack(u"r1"_s).typicalKw, 1.0);
        QCOMPARE(rack(u"r2"_s).maxKw, 6.0);
        const auto tooShort =
            std::find_if(a.problems.begin(), a.problems.end(),
                         [](const Problem &p) { return p.code == u"cable-too-short"_s; });
        QVERIFY(tooShort != a.problems.end());
        QCOMPARE(tooShort->objectId, u"l2"_s);
        QCOMPARE(tooShort->field, u"cable_sku"_s);
        QCOMPARE(tooShort->severity, Severity::Warning);
        QVERIFY2(tooShort->message.startsWith(u"Link l2: dac-2m is 2.0 m, the route is "_s),
                 qPrintable(tooShort->message));
        QVERIFY2(tooShort->message.contains(u"; choose om4-"_s), qPrintable(tooShort->message));
    }
};

QTEST_GUILESS_MAIN(TestMediumChooser)
#include "tst_mediumchooser.moc"

// A and B power feeds per rack (core/analysis/powerfeeds): feed capacity, the load on
// each feed, the load on the survivor when one is lost, and what that does to each device.
//
// The catalog is built here with Catalog::fromData from DOMAIN.md figures, so the oracles do not
// move when the shipped catalog is edited; shippedSupplySchemes checks the shipped rows themselves.
// Every expected figure is derived by hand next to it.

#include "analysis/analysis.h"
#include "analysis/powerfeeds.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace podcad;

namespace {

#define COMPARE_NEAR(actual, expected, tolerance)                                                  \
    do {                                                                                           \
        const double a_ = (actual), e_ = (expected);                                               \
        QVERIFY2(std::abs(a_ - e_) <= (tolerance),                                                 \
                 qPrintable(QStringLiteral("%1 = %2, expected %3")                                 \
                                .arg(QString::fromLatin1(#actual))                                 \
                                .arg(a_, 0, 'g', 12)                                               \
                                .arg(e_, 0, 'g', 12)));                                            \
    } while (false)

// 415 V x 60 A x sqrt(3) x 0.8 = 24,900 x 1.7320508 x 0.8 = 43,128.06 x 0.8 = 34,502.45 W
// (DOMAIN.md section 5: "34.5 kW"; the 34,499.6 W is a rounding slip of the same figure).
constexpr double kUsable415W = 415.0 * 60.0 * 1.7320508075688772 * 0.8;

DeviceModel model(const char *sku, DeviceKind kind, double maxW, int supplies, int full, int up)
{
    DeviceModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = m.sku;
    m.vendor = QStringLiteral("Test");
    m.kind = kind;
    m.rackUnits = kind == DeviceKind::Pdu ? 0 : 1;
    m.maxPowerW = maxW;
    m.typicalPowerW = maxW;
    m.supplies = supplies;
    m.suppliesForFull = full;
    m.suppliesToRun = up;
    return m;
}

Catalog testCatalog()
{
    std::vector<DeviceModel> models;
    // DGX H100: 10.2 kW max (DOMAIN.md §2); six supplies, 4+2, runs throttled on three, needs
    // three (DOMAIN.md §5, DGX H100 user guide).
    models.push_back(model("dgx-h100", DeviceKind::GpuServer, 10200, 6, 4, 3));
    // DGX B200: 14.3 kW max, six supplies 5+1 (DOMAIN.md §2); three to run (our estimate).
    models.push_back(model("dgx-b200", DeviceKind::GpuServer, 14300, 6, 5, 3));
    // A switch with the default scheme: two supplies, either runs it (1+1); 1,720 W (QM9700).
    DeviceModel sw = model("qm9700", DeviceKind::Switch, 1720, 2, 1, 1);
    models.push_back(sw);
    // A box with one supply: nothing to fail over to.
    models.push_back(model("one-psu", DeviceKind::Storage, 1000, 1, 1, 1));
    // PDUs: 30 W of their own; built for 415 V 60 A three-phase, or 208 V 60 A three-phase.
    DeviceModel pdu = model("pdu-415", DeviceKind::Pdu, 30, 1, 1, 1);
    pdu.pduInput = PowerFeed{415, 60, 3, 0.8};
    models.push_back(pdu);
    DeviceModel pdu208 = model("pdu-208", DeviceKind::Pdu, 30, 1, 1, 1);
    pdu208.pduInput = PowerFeed{208, 60, 3, 0.8};
    models.push_back(pdu208);
    DeviceModel rack;
    rack.sku = QStringLiteral("rack-48u");
    rack.name = rack.sku;
    rack.vendor = QStringLiteral("Test");
    rack.kind = DeviceKind::Rack;
    rack.rackUnits = 48;
    models.push_back(rack);
    return Catalog::fromData(std::move(models), {});
}

void addRack(Design &d, const QString &id)
{
    Rack r;
    r.id = id;
    r.sku = QStringLiteral("rack-48u");
    QVERIFY(d.addRack(r));
}

void addDevice(Design &d, const QString &id, const char *sku, const QString &rack, int u,
               std::optional<FeedSide> feed = std::nullopt)
{
    Device x;
    x.id = id;
    x.sku = QString::fromLatin1(sku);
    x.role = QString::fromLatin1(sku).startsWith(u"pdu") ? Role::Pdu : Role::Other;
    x.rackId = rack;
    x.lowestU = QString::fromLatin1(sku).startsWith(u"pdu") ? 0 : u;
    x.feed = feed;
    QVERIFY(d.addDevice(x));
}

Design dgxRack(int count, const char *sku = "dgx-h100")
{
    Design d;
    addRack(d, QStringLiteral("r1"));
    for (int i = 0; i < count; ++i)
        addDevice(d, QStringLiteral("dgx-%1").arg(i + 1), sku, QStringLiteral("r1"), 1 + i * 8);
    return d;
}

const Problem *findProblem(const Analysis &a, const QString &code)
{
    auto it = std::find_if(a.problems.begin(), a.problems.end(),
                           [&](const Problem &p) { return p.code == code; });
    return it == a.problems.end() ? nullptr : &*it;
}

} // namespace

class TestPowerFeeds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void feedCapacity_data();
    void feedCapacity();
    void fourDgxH100OverflowOnLoss();
    void twoDgxH100Fit();
    void supplySchemes_data();
    void supplySchemes();
    void singleCordedDeviceGoesDown();
    void pdusSetCircuits();
    void pdusOnOneSideOnly();
    void siteFeedsOverridePdus();
    void unassignedPdusAlternate();
    void feedLossForOneRack();
    void shippedSupplySchemes();
};

void TestPowerFeeds::feedCapacity_data()
{
    QTest::addColumn<double>("volts");
    QTest::addColumn<double>("amps");
    QTest::addColumn<int>("phases");
    QTest::addColumn<double>("derating");
    QTest::addColumn<double>("usableW");
    // 415 x 60 x sqrt(3) x 0.8 = 34,502.45 W (DOMAIN.md §5: "34.5 kW per feed").
    QTest::newRow("415V 60A 3ph 80%") << 415.0 << 60.0 << 3 << 0.8 << 34502.45;
    // 208 x 60 x sqrt(3) x 0.8 = 12,480 x 1.7320508 x 0.8 = 17,292.8 W (the catalog's 17.3 kW).
    QTest::newRow("208V 60A 3ph 80%") << 208.0 << 60.0 << 3 << 0.8 << 17292.8;
    // Single phase: no sqrt(3). 230 x 32 x 0.8 = 5,888 W.
    QTest::newRow("230V 32A 1ph 80%") << 230.0 << 32.0 << 1 << 0.8 << 5888.0;
    // No derating: 400 x 32 x sqrt(3) = 22,170.3 W.
    QTest::newRow("400V 32A 3ph 100%") << 400.0 << 32.0 << 3 << 1.0 << 22170.3;
}

void TestPowerFeeds::feedCapacity()
{
    QFETCH(double, volts);
    QFETCH(double, amps);
    QFETCH(int, phases);
    QFETCH(double, derating);
    QFETCH(double, usableW);
    COMPARE_NEAR((PowerFeed{volts, amps, phases, derating}.usableW()), usableW, 0.05);
    // The defaults are the site default of DOMAIN.md §4: 415 V, 60 A, three-phase, 80 %.
    COMPARE_NEAR(PowerFeed{}.usableW(), 34502.45, 0.05);
}

void TestPowerFeeds::fourDgxH100OverflowOnLoss()
{
    // Four DGX H100 at 10.2 kW on two default feeds (no PDUs modelled: one 415 V 60 A circuit
    // per side). Each DGX has 3 supplies on A and 3 on B, so with both up each feed carries half:
    // 4 x 10.2 / 2 = 20.4 kW. Losing A, all four still run (throttled, 3 >= 3 to run) and move to
    // B: 4 x 10.2 = 40.8 kW > 34.5 kW usable -> a problem naming the rack and both feeds.
    const Catalog catalog = testCatalog();
    const Analysis a = analyze(dgxRack(4), catalog);
    QCOMPARE(a.racks.size(), std::size_t(1));
    const RackReport &r = a.racks[0];
    for (const FeedReport &f : r.feeds) {
        QCOMPARE(f.circuits, 1);
        QCOMPARE(f.circuitSource, QStringLiteral("default"));
        COMPARE_NEAR(f.usableKw, kUsable415W / 1000.0, 1e-9);
        COMPARE_NEAR(f.normalKw, 20.4, 1e-9);
        COMPARE_NEAR(f.onLossKw, 40.8, 1e-9);
        QVERIFY(!f.overNormal());
        QVERIFY(f.overOnLoss());
        QCOMPARE(f.throttledOnLoss, 4);
        QCOMPARE(f.downOnLoss, 0);
    }
    QVERIFY(r.overOnFeedLoss());
    QVERIFY(!r.overFeed());
    const auto overloads =
        std::count_if(a.problems.begin(), a.problems.end(),
                      [](const Problem &p) { return p.code == u"feed-loss-overload"; });
    QCOMPARE(overloads, 2); // losing A and losing B
    const Problem *p = findProblem(a, QStringLiteral("feed-loss-overload"));
    QVERIFY(p);
    QCOMPARE(p->severity, Severity::Error);
    QCOMPARE(p->objectId, QStringLiteral("r1"));
    QCOMPARE(p->field, QStringLiteral("feeds"));
    QCOMPARE(p->message, QStringLiteral("Rack r1: losing feed A puts 40.8 kW on feed B, usable "
                                        "34.5 kW."));
    QVERIFY(!findProblem(a, QStringLiteral("feed-over-capacity")));
    QVERIFY(!findProblem(a, QStringLiteral("feed-loss-device-down")));
}

void TestPowerFeeds::twoDgxH100Fit()
{
    // Two DGX H100: 10.2 kW per feed with both up, 20.4 kW on the survivor, under 34.5 kW.
    const Analysis a = analyze(dgxRack(2), testCatalog());
    const RackReport &r = a.racks[0];
    COMPARE_NEAR(r.feeds[0].normalKw, 10.2, 1e-9);
    COMPARE_NEAR(r.feeds[1].onLossKw, 20.4, 1e-9);
    QVERIFY(!r.overOnFeedLoss());
    QVERIFY(!findProblem(a, QStringLiteral("feed-loss-overload")));
    QCOMPARE(r.feeds[1].throttledOnLoss, 2); // still throttled: 3 supplies < 4 for full
}

void TestPowerFeeds::supplySchemes_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<int>("outcome");
    // DGX H100, six supplies split 3/3: 3 left < 4 for full, >= 3 to run -> throttled.
    QTest::newRow("DGX H100 3/3") << "dgx-h100" << int(SupplyOutcome::Throttled);
    // DGX B200, 5+1 split 3/3: 3 left < 5 for full, >= 3 to run -> throttled (DOMAIN.md §5: a
    // 3/3 split throttles rather than stops).
    QTest::newRow("DGX B200 3/3") << "dgx-b200" << int(SupplyOutcome::Throttled);
    // 1+1 switch split 1/1: 1 left >= 1 for full -> full performance.
    QTest::newRow("switch 1/1") << "qm9700" << int(SupplyOutcome::Full);
    // One supply, on A (an odd supply goes to A): losing A leaves 0 < 1 -> down.
    QTest::newRow("one supply") << "one-psu" << int(SupplyOutcome::Down);
}

void TestPowerFeeds::supplySchemes()
{
    QFETCH(QString, sku);
    QFETCH(int, outcome);
    Design d;
    addRack(d, QStringLiteral("r1"));
    addDevice(d, QStringLiteral("x"), qPrintable(sku), QStringLiteral("r1"), 1);
    const std::vector<RackFeedLoss> losses = feedLoss(d, testCatalog(), FeedSide::A);
    QCOMPARE(losses.size(), std::size_t(1));
    const RackFeedLoss &loss = losses[0];
    QCOMPARE(loss.survivor(), FeedSide::B);
    if (SupplyOutcome(outcome) == SupplyOutcome::Full) {
        QCOMPARE(loss.devicesFull, 1);
        QVERIFY(loss.affected.empty());
    } else {
        QCOMPARE(loss.affected.size(), std::size_t(1));
        QCOMPARE(int(loss.affected[0].outcome), outcome);
    }
}

void TestPowerFeeds::singleCordedDeviceGoesDown()
{
    // Two DGX H100 split 3/3 and one DGX H100 with every supply on feed A ("feed": "A").
    // Both up: A = 10.2/2 + 10.2/2 + 10.2 = 20.4 kW, B = 10.2 kW.
    // Losing A: the single-corded one is down (0 of 6 left) and draws nothing; the other two move
    // to B: 20.4 kW. Losing B: nothing stops; all three on A: 30.6 kW.
    Design d = dgxRack(2);
    addDevice(d, QStringLiteral("dgx-a"), "dgx-h100", QStringLiteral("r1"), 20, FeedSide::A);
    const Analysis a = analyze(d, testCatalog());
    const RackReport &r = a.racks[0];
    COMPARE_NEAR(r.feeds[0].normalKw, 20.4, 1e-9);
    COMPARE_NEAR(r.feeds[1].normalKw, 10.2, 1e-9);
    COMPARE_NEAR(r.feeds[1].onLossKw, 20.4, 1e-9);
    COMPARE_NEAR(r.feeds[0].onLossKw, 30.6, 1e-9);
    QCOMPARE(r.feeds[1].downOnLoss, 1);
    QCOMPARE(r.feeds[0].downOnLoss, 0);
    const Problem *p = findProblem(a, QStringLiteral("feed-loss-device-down"));
    QVERIFY(p);
    QCOMPARE(p->severity, Severity::Warning);
    QCOMPARE(p->count, 1);
    QCOMPARE(p->exampleIds, QStringList{QStringLiteral("dgx-a")});
    QCOMPARE(p->message, QStringLiteral("Rack r1: losing feed A stops 1 device (dgx-a): too few "
                                        "of their supplies are on feed B."));
    const std::vector<RackFeedLoss> lossA = feedLoss(d, testCatalog(), FeedSide::A);
    QCOMPARE(lossA[0].count(SupplyOutcome::Down), 1);
    QCOMPARE(lossA[0].count(SupplyOutcome::Throttled), 2);
    // affected lists devices in id order: dgx-1, dgx-2 (3 of 6 left), then dgx-a (0 of 6).
    QCOMPARE(lossA[0].affected.size(), std::size_t(3));
    QCOMPARE(lossA[0].affected[0].suppliesLeft, 3);
    QCOMPARE(lossA[0].affected[2].deviceId, QStringLiteral("dgx-a"));
    QCOMPARE(lossA[0].affected[2].suppliesLeft, 0);
    QCOMPARE(lossA[0].affected[2].supplies, 6);
}

void TestPowerFeeds::pdusSetCircuits()
{
    // Three 415 V PDUs, two on A and one on B: A has two circuits (2 x 34.5 = 69.0 kW), B one.
    // Four DGX H100 split 3/3 plus the PDUs' own 30 W on their own side:
    // A normal = 20.4 + 0.06 = 20.46 kW; B normal = 20.4 + 0.03 = 20.43 kW.
    // Losing A: B carries 40.8 + its PDU's 0.03 = 40.83 kW > 34.5 -> over.
    // Losing B: A carries 40.8 + 0.06 = 40.86 kW < 69.0 -> fits.
    Design d = dgxRack(4);
    addDevice(d, QStringLiteral("pdu-1"), "pdu-415", QStringLiteral("r1"), 0, FeedSide::A);
    addDevice(d, QStringLiteral("pdu-2"), "pdu-415", QStringLiteral("r1"), 0, FeedSide::B);
    addDevice(d, QStringLiteral("pdu-3"), "pdu-415", QStringLiteral("r1"), 0, FeedSide::A);
    const Analysis a = analyze(d, testCatalog());
    const RackReport &r = a.racks[0];
    QCOMPARE(r.feeds[0].circuits, 2);
    QCOMPARE(r.feeds[1].circuits, 1);
    QCOMPARE(r.feeds[0].circuitSource, QStringLiteral("pdu-415"));
    COMPARE_NEAR(r.feeds[0].usableKw, 2 * kUsable415W / 1000.0, 1e-9);
    COMPARE_NEAR(r.feeds[1].usableKw, kUsable415W / 1000.0, 1e-9);
    COMPARE_NEAR(r.feeds[0].normalKw, 20.46, 1e-9);
    COMPARE_NEAR(r.feeds[1].normalKw, 20.43, 1e-9);
    COMPARE_NEAR(r.feeds[1].onLossKw, 40.83, 1e-9);
    COMPARE_NEAR(r.feeds[0].onLossKw, 40.86, 1e-9);
    QVERIFY(r.feeds[1].overOnLoss());
    QVERIFY(!r.feeds[0].overOnLoss());
    const Problem *p = findProblem(a, QStringLiteral("feed-loss-overload"));
    QVERIFY(p);
    QCOMPARE(p->message, QStringLiteral("Rack r1: losing feed A puts 40.8 kW on feed B, usable "
                                        "34.5 kW."));
}

void TestPowerFeeds::pdusOnOneSideOnly()
{
    // Both PDUs on A: B has no circuit (0 kW usable) and every supply is plugged into A, so both
    // up A carries the whole 2 x 10.2 + 2 x 0.03 = 20.46 kW, B nothing; losing A stops both DGX
    // (0 supplies left) and leaves B with 0 kW; losing B changes nothing.
    Design d = dgxRack(2);
    addDevice(d, QStringLiteral("pdu-1"), "pdu-415", QStringLiteral("r1"), 0, FeedSide::A);
    addDevice(d, QStringLiteral("pdu-2"), "pdu-415", QStringLiteral("r1"), 0, FeedSide::A);
    const Analysis a = analyze(d, testCatalog());
    const RackReport &r = a.racks[0];
    QCOMPARE(r.feeds[1].circuits, 0);
    COMPARE_NEAR(r.feeds[1].usableKw, 0, 1e-12);
    COMPARE_NEAR(r.feeds[0].normalKw, 20.46, 1e-9);
    COMPARE_NEAR(r.feeds[1].normalKw, 0, 1e-12);
    COMPARE_NEAR(r.feeds[1].onLossKw, 0, 1e-12);
    COMPARE_NEAR(r.feeds[0].onLossKw, 20.46, 1e-9);
    QCOMPARE(r.feeds[1].downOnLoss, 2);
    const Problem *p = findProblem(a, QStringLiteral("feed-loss-device-down"));
    QVERIFY(p);
    QCOMPARE(p->count, 2);
    QVERIFY(!findProblem(a, QStringLiteral("feed-loss-overload")));
}

void TestPowerFeeds::siteFeedsOverridePdus()
{
    // The rack's feeds in the file win over the PDU's rating: feed A is 230 V 32 A single-phase
    // at 80 % = 5.888 kW per circuit; B keeps its 208 V PDU: 208 x 60 x sqrt(3) x 0.8 = 17.293 kW.
    Design d = dgxRack(1);
    addDevice(d, QStringLiteral("pdu-1"), "pdu-208", QStringLiteral("r1"), 0, FeedSide::A);
    addDevice(d, QStringLiteral("pdu-2"), "pdu-208", QStringLiteral("r1"), 0, FeedSide::B);
    Rack rack = *d.rack(QStringLiteral("r1"));
    rack.feeds[feedIndex(FeedSide::A)] = PowerFeed{230, 32, 1, 0.8};
    QVERIFY(d.updateRack(rack));
    const Analysis a = analyze(d, testCatalog());
    const RackReport &r = a.racks[0];
    QCOMPARE(r.feeds[0].circuitSource, QStringLiteral("site"));
    QCOMPARE(r.feeds[1].circuitSource, QStringLiteral("pdu-208"));
    COMPARE_NEAR(r.feeds[0].usableKw, 5.888, 1e-9);
    COMPARE_NEAR(r.feeds[1].usableKw, 208 * 60 * std::sqrt(3.0) * 0.8 / 1000.0, 1e-9);
    // Losing B puts 10.2 + 0.03 = 10.23 kW on A's 5.888 kW: over.
    QVERIFY(r.feeds[0].overOnLoss());
    QVERIFY(!r.feeds[1].overOnLoss()); // 10.23 kW on B's 17.29 kW
}

void TestPowerFeeds::unassignedPdusAlternate()
{
    // PDUs without a feed (hand-placed, or a file that says nothing) take A, B, A in id order:
    // A two circuits, B one, like the file migration and the generators.
    Design d = dgxRack(1);
    for (int i = 1; i <= 3; ++i)
        addDevice(d, QStringLiteral("pdu-%1").arg(i), "pdu-415", QStringLiteral("r1"), 0);
    const Analysis a = analyze(d, testCatalog());
    QCOMPARE(a.racks[0].feeds[0].circuits, 2);
    QCOMPARE(a.racks[0].feeds[1].circuits, 1);
}

void TestPowerFeeds::feedLossForOneRack()
{
    Design d = dgxRack(4);
    addRack(d, QStringLiteral("r2"));
    addDevice(d, QStringLiteral("sw-1"), "qm9700", QStringLiteral("r2"), 1);
    const Catalog catalog = testCatalog();
    const std::vector<RackFeedLoss> all = feedLoss(d, catalog, FeedSide::B);
    QCOMPARE(all.size(), std::size_t(2));
    QVERIFY(all[0].over());  // r1: 40.8 kW on A
    QVERIFY(!all[1].over()); // r2: 1.72 kW on A
    COMPARE_NEAR(all[1].survivorKw, 1.72, 1e-9);
    QCOMPARE(all[1].devicesFull, 1);
    const std::vector<RackFeedLoss> one = feedLoss(d, catalog, FeedSide::B, QStringLiteral("r2"));
    QCOMPARE(one.size(), std::size_t(1));
    QCOMPARE(one[0].rackId, QStringLiteral("r2"));
    QCOMPARE(one[0].lost, FeedSide::B);
}

void TestPowerFeeds::shippedSupplySchemes()
{
    // The shipped catalog carries the schemes of DOMAIN.md §2 and §5 and the PDU inputs of §4.
    QString error;
    const std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(catalog, qPrintable(error));
    const DeviceModel *h100 = catalog->model(QStringLiteral("DGX-H100"));
    QVERIFY(h100);
    QVERIFY(h100->suppliesListed);
    QCOMPARE(h100->supplies, 6);
    QCOMPARE(h100->suppliesForFull, 4);
    QCOMPARE(h100->suppliesToRun, 3);
    const DeviceModel *b200 = catalog->model(QStringLiteral("DGX-B200"));
    QVERIFY(b200);
    QCOMPARE(b200->supplies, 6);
    QCOMPARE(b200->suppliesForFull, 5);
    QVERIFY(b200->suppliesProvenance.estimate); // three to run is ours
    const DeviceModel *sw = catalog->model(QStringLiteral("MQM9700-NS2F"));
    QVERIFY(sw);
    QVERIFY(!sw->suppliesListed); // the 1+1 default
    QCOMPARE(sw->supplies, 2);
    const DeviceModel *pdu = catalog->model(QStringLiteral("PDU-415V-60A-3P"));
    QVERIFY(pdu && pdu->pduInput);
    COMPARE_NEAR(pdu->pduInput->usableW(), kUsable415W, 1e-9);
}

QTEST_GUILESS_MAIN(TestPowerFeeds)
#include "tst_powerfeeds.moc"

// Cable routes port to port (core/cabling/cablerouter): hand-computed lengths in one rack, between
// neighbouring racks, across an aisle over a tray that joins two rows, across the hall through a
// default cross tray, for a device outside any rack, and the DGX H100 SuperPOD's leaf-spine cables.
//
// The hand computations use RACK-48U (800 x 1200 mm) and 1U switches (MQM9700-NS2F); a port of a
// 1U device at lowestU u is 0.1 + (u - 0.5) x 0.04445 m above the floor: 0.522275 m at U10 and
// 0.966775 m at U20. Trays are 2.7 m high; slack is 0.5 m per end, 0.1 m per bend.

#include "cabling/cablerouter.h"
#include "cabling/defaulttrays.h"
#include "catalog/catalog.h"
#include "generate/facilityplan.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <map>
#include <set>

using namespace podcad;

namespace {

const QString kRack = QStringLiteral("RACK-48U");
const QString kSwitch = QStringLiteral("MQM9700-NS2F");

HallRow row(const char *name, double y, Facing facing)
{
    HallRow r;
    r.name = QString::fromLatin1(name);
    r.originM = QPointF(0, y);
    r.facing = facing;
    return r;
}

CableTray tray(const char *id, QPointF from, QPointF to)
{
    CableTray t;
    t.id = QString::fromLatin1(id);
    t.fromM = from;
    t.toM = to;
    return t;
}

Link portLink(const char *a, const char *b)
{
    Link l;
    l.id = QStringLiteral("l");
    l.a = {QString::fromLatin1(a), QStringLiteral("ports"), 0};
    l.b = {QString::fromLatin1(b), QStringLiteral("ports"), 0};
    return l;
}

} // namespace

class TestCableRoute final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

    // Rows A (y 0, facing south), B (y 3.6, facing north) and C (y 7.2, facing south): A and B
    // share the cold aisle between them. Racks 0.8 m apart from x = 0.
    static Design hall(std::vector<CableTray> trays = {})
    {
        Design d;
        Hall h;
        h.widthM = 10;
        h.depthM = 10;
        h.rows = {row("A", 0, Facing::South), row("B", 3.6, Facing::North),
                  row("C", 7.2, Facing::South)};
        h.trays = std::move(trays);
        d.hall = h;
        return d;
    }
    static void addRack(Design &d, const char *name, const char *rowName, int slot, double y)
    {
        Rack r;
        r.id = QString::fromLatin1(name);
        r.name = r.id;
        r.sku = kRack;
        r.row = QString::fromLatin1(rowName);
        r.floorPositionM = QPointF(0.8 * slot, y);
        QVERIFY(d.addRack(r));
    }
    static void addSwitch(Design &d, const char *id, const char *rack, int lowestU)
    {
        Device s;
        s.id = QString::fromLatin1(id);
        s.name = s.id;
        s.sku = kSwitch;
        s.rackId = QString::fromLatin1(rack);
        s.lowestU = lowestU;
        QString why;
        QVERIFY2(d.addDevice(s, &why), qPrintable(why));
    }
    // The 1-SU DGX H100 SuperPOD with its generated hall, as podcad-cli generate makes it.
    std::optional<Design> superPod(int sus = 1) const
    {
        SuperPodOptions o;
        o.sus = sus;
        QString why;
        std::optional<Design> design = generateSuperPod(*mCatalog, o, &why);
        if (!design)
            qWarning("%s", qPrintable(why));
        else
            generate::addGeneratedHall(*design, *mCatalog);
        return design;
    }
    static void compareRoute(const CableRoute &r, double pathM, int bends, const QStringList &via)
    {
        QVERIFY2(std::abs(r.pathM - pathM) < 1e-9, qPrintable(QString::number(r.pathM, 'f', 6)));
        QVERIFY(std::abs(r.slackM - 1.0) < 1e-9);
        QVERIFY2(std::abs(r.bendM - 0.1 * bends) < 1e-9, qPrintable(QString::number(r.bendM)));
        QCOMPARE(r.via, via);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        QCOMPARE(mCatalog->model(kRack)->widthMm, 800.0);
        QCOMPARE(mCatalog->model(kRack)->depthMm, 1200.0);
        QCOMPARE(mCatalog->model(kSwitch)->rackUnits, 1);
    }

    void sameRackRunsUpTheManagerOnly()
    {
        Design d = hall();
        addRack(d, "A01", "A", 0, 0);
        addSwitch(d, "s1", "A01", 10);
        addSwitch(d, "s2", "A01", 20);
        const CableRoute r = CableRouter(d, *mCatalog).route(portLink("s1", "s2"));
        // 0.4 across to the manager, 10U = 0.4445 along it, 0.4 across: 1.2445; two bends.
        QVERIFY(r.inRack);
        QVERIFY(r.placed);
        compareRoute(r, 1.2445, 2, {QStringLiteral("A01")});
        QVERIFY(std::abs(r.lengthM() - 2.4445) < 1e-9);
    }

    void neighbouringRacksShareTheRowTray()
    {
        Design d = hall();
        addRack(d, "A01", "A", 0, 0);
        addRack(d, "A02", "A", 1, 0);
        addSwitch(d, "s1", "A01", 10);
        addSwitch(d, "s2", "A02", 10);
        const CableRoute r = CableRouter(d, *mCatalog).route(portLink("s1", "s2"));
        // Managers at the front-east corners (0.8, 1.2) and (1.6, 1.2); the row tray at y 0.6.
        // 0.4 + (2.7 - 0.522275) + 0.6 + 0.8 along the tray + 0.6 + (2.7 - 0.522275) + 0.4.
        QVERIFY(!r.inRack);
        compareRoute(r, 7.15545, 4,
                     {QStringLiteral("A01"), QStringLiteral("tray-row-A"), QStringLiteral("A02")});
        QVERIFY(std::abs(r.lengthM() - 8.55545) < 1e-9);
    }

    void acrossTheAisleOverAJoiningTray()
    {
        // The hall's own trays: one over each of rows A and B, and one across the cold aisle
        // from the end of one to the end of the other (its ends join them).
        Design d = hall({tray("tray-a", {0, 0.6}, {2.4, 0.6}), tray("tray-b", {0, 4.2}, {2.4, 4.2}),
                         tray("tray-jump", {2.4, 0.6}, {2.4, 4.2})});
        addRack(d, "A02", "A", 1, 0);
        addRack(d, "B02", "B", 1, 3.6);
        addSwitch(d, "s1", "A02", 10);
        addSwitch(d, "s2", "B02", 20);
        const CableRoute r = CableRouter(d, *mCatalog).route(portLink("s1", "s2"));
        // A02's manager (1.6, 1.2) is 0.6 from tray-a; B02 faces north: its manager is its
        // front-west corner (0.8, 3.6), 0.6 from tray-b. Along: 0.8 east, 3.6 across, 1.6 west.
        // Up 2.7 - 0.522275 and down 2.7 - 0.966775.
        compareRoute(r, 0.4 + 2.177725 + 0.6 + 6.0 + 0.6 + 1.733225 + 0.4, 6,
                     {QStringLiteral("A02"), QStringLiteral("tray-a"), QStringLiteral("tray-jump"),
                      QStringLiteral("tray-b"), QStringLiteral("B02")});
        QVERIFY(std::abs(r.lengthM() - 13.51095) < 1e-9);
    }

    void acrossTheHallThroughADefaultCrossTray()
    {
        Design d = hall(); // no trays: the defaults
        addRack(d, "A01", "A", 0, 0);
        addRack(d, "A02", "A", 1, 0);
        addRack(d, "A03", "A", 2, 0);
        addRack(d, "B01", "B", 0, 3.6);
        addRack(d, "C01", "C", 0, 7.2);
        addRack(d, "C02", "C", 1, 7.2);
        addSwitch(d, "s1", "A03", 10);
        addSwitch(d, "s2", "C02", 10);
        // Rows span x 0 to 2.4 (A); the cross trays stand 1 m beyond: x -1 and 3.4.
        const std::vector<CableTray> trays = defaultTrays(d, *d.hall, &*mCatalog);
        QCOMPARE(trays.size(), std::size_t(5));
        QCOMPARE(trays[0], tray("tray-cross-1", {-1, 0.6}, {-1, 7.8}));
        QCOMPARE(trays[1], tray("tray-cross-2", {3.4, 0.6}, {3.4, 7.8}));
        QCOMPARE(trays[2], tray("tray-row-A", {-1, 0.6}, {3.4, 0.6}));
        QCOMPARE(trays[3], tray("tray-row-B", {-1, 4.2}, {3.4, 4.2}));
        QCOMPARE(trays[4], tray("tray-row-C", {-1, 7.8}, {3.4, 7.8}));
        const CableRoute r = CableRouter(d, *mCatalog).route(portLink("s1", "s2"));
        // A03's manager (2.4, 1.2), C02's (1.6, 8.4). Along: 1.0 east to the cross tray, 7.2
        // down it (past row B), 1.8 west along row C; the way west would be 13.2.
        compareRoute(r, 0.4 + 2.177725 + 0.6 + 10.0 + 0.6 + 2.177725 + 0.4, 6,
                     {QStringLiteral("A03"), QStringLiteral("tray-row-A"),
                      QStringLiteral("tray-cross-2"), QStringLiteral("tray-row-C"),
                      QStringLiteral("C02")});
        QVERIFY(std::abs(r.lengthM() - 17.95545) < 1e-9);

        // The same trays written into the hall route the same way.
        Design withTrays = d;
        withTrays.hall->trays = trays;
        QCOMPARE(CableRouter(withTrays, *mCatalog).route(portLink("s1", "s2")), r);
    }

    void crossingTraysJoin()
    {
        // Two trays crossing mid-way join where they cross.
        Design d = hall({tray("t-ew", {-2, 0.6}, {4, 0.6}), tray("t-ns", {1.2, -3}, {1.2, 9})});
        addRack(d, "A01", "A", 0, 0);
        addRack(d, "C03", "C", 2, 7.2);
        addSwitch(d, "s1", "A01", 10);
        addSwitch(d, "s2", "C03", 10);
        const CableRoute r = CableRouter(d, *mCatalog).route(portLink("s1", "s2"));
        // A01's manager (0.8, 1.2) is 0.6 from t-ew (0.4 from t-ns: nearer, so it enters t-ns
        // at (1.2, 1.2)); C03's (2.4, 8.4) is 1.2 from t-ns at (1.2, 8.4). Along 7.2.
        compareRoute(r, 0.4 + 2.177725 + 0.4 + 7.2 + 1.2 + 2.177725 + 0.4, 4,
                     {QStringLiteral("A01"), QStringLiteral("t-ns"), QStringLiteral("C03")});
        addRack(d, "B05", "B", 5, 3.6);
        addSwitch(d, "s3", "B05", 10);
        // B05 faces north: manager (4.0, 3.6), 3.0 from t-ew's end (4, 0.6) and 2.8 from t-ns
        // at (1.2, 3.6). From A01: t-ns 2.4 to (1.2, 3.6).
        const CableRoute r2 = CableRouter(d, *mCatalog).route(portLink("s1", "s3"));
        compareRoute(r2, 0.4 + 2.177725 + 0.4 + 2.4 + 2.8 + 2.177725 + 0.4, 4,
                     {QStringLiteral("A01"), QStringLiteral("t-ns"), QStringLiteral("B05")});
        // From C03 (entering t-ns at y 8.4) to a rack whose way in is t-ew: through the crossing.
        addRack(d, "A05", "A", 5, 0);
        addSwitch(d, "s4", "A05", 10);
        // A05's manager (4.8, 1.2): t-ew's nearest point is its end (4, 0.6), 1.0 away; t-ns is
        // 3.6 away. From (1.2, 8.4) 7.8 up t-ns to the crossing, 2.8 along t-ew.
        const CableRoute r3 = CableRouter(d, *mCatalog).route(portLink("s2", "s4"));
        compareRoute(r3, 0.4 + 2.177725 + 1.2 + (7.8 + 2.8) + 1.0 + 2.177725 + 0.4, 5,
                     {QStringLiteral("C03"), QStringLiteral("t-ns"), QStringLiteral("t-ew"),
                      QStringLiteral("A05")});
    }

    void deviceOutsideARackStandsBesideTheOther()
    {
        Design d = hall();
        addRack(d, "A01", "A", 0, 0);
        addSwitch(d, "s1", "A01", 10);
        Device loose;
        loose.id = QStringLiteral("loose");
        loose.sku = kSwitch;
        QVERIFY(d.addDevice(loose));
        const CableRoute r = CableRouter(d, *mCatalog).route(portLink("loose", "s1"));
        // 2 m to the rack and 0.4 across to its manager; two bends.
        QVERIFY(!r.placed);
        compareRoute(r, 2.4, 2, {QStringLiteral("A01")});
    }

    void generatedHallHasTraysAndOldFilesGetTheSame()
    {
        const std::optional<Design> design = superPod();
        QVERIFY(design);
        const Hall &h = *design->hall;
        QCOMPARE(h.trays.size(), h.rows.size() + 2);
        QCOMPARE(h.trays, defaultTrays(*design, h, &*mCatalog));
        Design old = *design;
        old.hall->trays.clear();
        const CableRouter saved(*design, *mCatalog), computed(old, *mCatalog);
        for (const auto &[id, l] : design->links())
            QCOMPARE(computed.route(l), saved.route(l));
    }

    // A router remembers each rack's way into the trays as it meets the rack; routing a link
    // whose second rack is new must not lose the first rack's (a cache that moves its entries
    // when it grows would leave the first one dangling). Each link routed by one router equals
    // the same link routed by a router that has seen nothing else.
    void routesDoNotDependOnWhatWasRoutedBefore()
    {
        const std::optional<Design> design = superPod(16); // more racks than the cache first holds
        QVERIFY(design);
        const CableRouter shared(*design, *mCatalog);
        int checked = 0;
        for (const auto &[id, l] : design->links()) {
            const CableRoute r = shared.route(l);
            if (checked++ % 97 == 0) // a fresh router per link is slow: a sample is enough
                QCOMPARE(r, CableRouter(*design, *mCatalog).route(l));
        }
        QVERIFY(checked > 100);
    }

    // No two racks in different rows share a leaf-spine length: the cables from leaf racks in
    // different rows to one spine rack differ, set apart by the racks' places in the hall rather
    // than rounded to a few stock lengths.
    void superPodLengthsDifferBetweenRows()
    {
        const std::optional<Design> design = superPod();
        QVERIFY(design);
        const CableRouter router(*design, *mCatalog);
        // spine rack: leaf rack: lengths in 0.1 mm
        std::map<QString, std::map<QString, std::set<long long>>> bySpineRack;
        int rows = 0;
        for (const auto &[id, l] : design->links()) {
            const Device *a = design->device(l.a.deviceId);
            const Device *b = design->device(l.b.deviceId);
            if (a->role == Role::Spine && b->role == Role::Leaf)
                std::swap(a, b);
            if (a->role != Role::Leaf || b->role != Role::Spine)
                continue;
            const CableRoute r = router.route(l);
            bySpineRack[b->rackId][a->rackId].insert(std::llround(r.lengthM() * 10000));
        }
        QVERIFY(!bySpineRack.empty());
        for (const auto &[spine, leaves] : bySpineRack)
            for (const auto &[x, lx] : leaves)
                for (const auto &[y, ly] : leaves) {
                    if (design->rack(x)->row == design->rack(y)->row)
                        continue;
                    ++rows;
                    std::vector<long long> shared;
                    std::set_intersection(lx.begin(), lx.end(), ly.begin(), ly.end(),
                                          std::back_inserter(shared));
                    QVERIFY2(shared.empty(),
                             qPrintable(spine + QLatin1Char(' ') + x + QLatin1Char(' ') + y));
                }
        QVERIFY(rows > 0); // leaf racks in two rows or more reach one spine rack
    }
};

QTEST_GUILESS_MAIN(TestCableRoute)
#include "tst_cableroute.moc"

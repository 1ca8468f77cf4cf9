// The power chain (core/analysis/powerchain) and facility what-ifs (facilitywhatif): loads from
// the racks' feeds up to the utility, derating, redundancy and stranded capacity, and what a
// failure leaves without power or over. Rack reports are built by hand (their feed figures are
// powerfeeds' business, tested in tst_powerfeeds), so every expected figure is worked out next to
// it from the few numbers given.

#include "analysis/analysis.h"
#include "analysis/facilitywhatif.h"
#include "analysis/powerchain.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QTest>
#include <atomic>
#include <cmath>

using namespace podcad;

namespace {

#define COMPARE_NEAR(actual, expected)                                                             \
    do {                                                                                           \
        const double a_ = (actual), e_ = (expected);                                               \
        QVERIFY2(std::abs(a_ - e_) <= 1e-9, qPrintable(QStringLiteral("%1 = %2, expected %3")      \
                                                           .arg(QString::fromLatin1(#actual))      \
                                                           .arg(a_, 0, 'g', 12)                    \
                                                           .arg(e_, 0, 'g', 12)));                 \
    } while (false)

FacilityElement element(const char *id, FacilityKind kind, std::optional<double> capacityKw,
                        std::vector<QString> fedFrom = {})
{
    FacilityElement e;
    e.id = QString::fromLatin1(id);
    e.kind = kind;
    e.name = e.id;
    e.capacityKw = capacityKw;
    e.fedFrom = std::move(fedFrom);
    return e;
}

Rack rack(const char *id, std::vector<QString> a, std::vector<QString> b)
{
    Rack r;
    r.id = QString::fromLatin1(id);
    r.sku = QStringLiteral("rack-48u");
    r.powerFrom = {std::move(a), std::move(b)};
    return r;
}

// A rack's report as the analysis makes it: peak per side with both feeds up and on the survivor.
RackReport report(const char *id, double typicalKw, double maxKw, double normalKw, double onLossKw)
{
    RackReport r;
    r.rackId = QString::fromLatin1(id);
    r.typicalKw = typicalKw;
    r.maxKw = maxKw;
    for (FeedReport &feed : r.feeds) {
        feed.normalKw = normalKw;
        feed.onLossKw = onLossKw;
    }
    return r;
}

void add(Design &design, FacilityElement e)
{
    QString why;
    QVERIFY2(design.addFacilityElement(std::move(e), &why), qPrintable(why));
}

void add(Design &design, Rack r)
{
    QString why;
    QVERIFY2(design.addRack(std::move(r), &why), qPrintable(why));
}

const PowerElementReport &find(const PowerChain &chain, const char *id)
{
    for (const PowerElementReport &e : chain.elements)
        if (e.id == QLatin1String(id))
            return e;
    qFatal("no element %s", id);
}

std::vector<QString> ids(std::initializer_list<const char *> list)
{
    std::vector<QString> result;
    for (const char *id : list)
        result.push_back(QString::fromLatin1(id));
    return result;
}

// utility -> switchboard -> busway-a, busway-b; r1 and r2 take feed A from busway-a and B from
// busway-b. r1: 40 kW max, 30 typical, 20 kW a side, 40 on one side; r2: 20 max, 10 typical, 10
// a side, 20 on one.
struct ThreeLevel final
{
    Design design;
    Catalog catalog = Catalog::fromData({}, {});
    std::vector<RackReport> racks{report("r1", 30, 40, 20, 40), report("r2", 10, 20, 10, 20)};

    ThreeLevel()
    {
        FacilityModel board;
        board.sku = QStringLiteral("board-1000");
        board.name = board.sku;
        board.kind = FacilityKind::Switchboard;
        board.capacityKw = 1000;
        catalog.addFacilityModels({board});
        add(design, element("utility", FacilityKind::Utility, 2000));
        FacilityElement sb =
            element("switchboard", FacilityKind::Switchboard, std::nullopt, ids({"utility"}));
        sb.sku = QStringLiteral("board-1000");
        add(design, sb);
        add(design, element("busway-a", FacilityKind::Busway, 100, ids({"switchboard"})));
        add(design, element("busway-b", FacilityKind::Busway, 100, ids({"switchboard"})));
        add(design, rack("r1", ids({"busway-a"}), ids({"busway-b"})));
        add(design, rack("r2", ids({"busway-a"}), ids({"busway-b"})));
    }
};

} // namespace

class TestPowerChain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void threeLevelChain()
    {
        ThreeLevel t;
        const PowerChain chain = analyzePowerChain(t.design, t.catalog, t.racks);
        QCOMPARE(chain.elements.size(), std::size_t(4));
        QVERIFY(chain.racksWithoutPower.empty());
        // Each busway: 20 (r1) + 10 (r2) = 30 kW peak; typical 20 x 30/40 + 10 x 10/20 = 20 kW.
        // Busways are derated to 80 %: 80 kW usable, 30/80 = 0.375.
        const PowerElementReport &a = find(chain, "busway-a");
        COMPARE_NEAR(a.peakKw, 30);
        COMPARE_NEAR(a.loadKw, 20);
        COMPARE_NEAR(a.capacityKw, 100);
        COMPARE_NEAR(a.usableKw, 80);
        COMPARE_NEAR(a.utilisation, 0.375);
        QVERIFY(!a.over);
        // Losing busway-b puts r1's 40 and r2's 20 on busway-a: 60 kW. To carry that, it may run
        // at 80 x 30/60 = 40 kW in normal running: 40 kW are stranded.
        COMPARE_NEAR(a.strandedKw, 40);
        // The switchboard carries both busways, 60 kW (typical 40), whatever single element fails:
        // nothing stranded. Its capacity is its catalog model's, 1,000 kW, 800 usable.
        const PowerElementReport &sb = find(chain, "switchboard");
        COMPARE_NEAR(sb.peakKw, 60);
        COMPARE_NEAR(sb.loadKw, 40);
        COMPARE_NEAR(sb.capacityKw, 1000);
        COMPARE_NEAR(sb.usableKw, 800);
        COMPARE_NEAR(sb.strandedKw, 0);
        // The utility transformer is rated for continuous load: 2,000 usable.
        const PowerElementReport &u = find(chain, "utility");
        COMPARE_NEAR(u.peakKw, 60);
        COMPARE_NEAR(u.usableKw, 2000);
        COMPARE_NEAR(u.utilisation, 0.03);
    }

    void nPlusOneUpsLosingOne()
    {
        // Three 250 kW UPS modules feed one switchboard (N+1 with N = 2); one rack takes both
        // feeds from the board, 150 kW a side.
        Design design;
        add(design, element("utility", FacilityKind::Utility, 1000));
        for (const char *id : {"ups-1", "ups-2", "ups-3"})
            add(design, element(id, FacilityKind::Ups, 250, ids({"utility"})));
        add(design,
            element("board", FacilityKind::Switchboard, 1000, ids({"ups-1", "ups-2", "ups-3"})));
        add(design, rack("r1", ids({"board"}), ids({"board"})));
        const std::vector<RackReport> racks{report("r1", 300, 300, 150, 300)};
        const Catalog catalog = Catalog::fromData({}, {});

        // 300 kW over three modules: 100 each, 0.4 of 250 (UPS output is not derated).
        const PowerChain intact = analyzePowerChain(design, catalog, racks);
        const PowerElementReport &ups1 = find(intact, "ups-1");
        COMPARE_NEAR(ups1.peakKw, 100);
        COMPARE_NEAR(ups1.usableKw, 250);
        COMPARE_NEAR(ups1.utilisation, 0.4);
        // On the loss of one, the other two carry 150: 250 x (1 - 100/150) = 83.33 kW stranded.
        COMPARE_NEAR(ups1.strandedKw, 250.0 / 3.0);
        COMPARE_NEAR(find(intact, "utility").peakKw, 300);

        const PowerChain lost =
            analyzePowerChain(design, catalog, racks, {QStringLiteral("ups-2")});
        COMPARE_NEAR(find(lost, "ups-1").peakKw, 150);
        COMPARE_NEAR(find(lost, "ups-3").peakKw, 150);
        COMPARE_NEAR(find(lost, "ups-2").peakKw, 0);
        COMPARE_NEAR(find(lost, "board").peakKw, 300);
        QVERIFY(lost.racksWithoutPower.empty());
        QVERIFY(!find(lost, "ups-1").over);

        // At 600 kW the two survivors would carry 300 each, over their 250.
        const std::vector<RackReport> heavy{report("r1", 600, 600, 300, 600)};
        const PowerChain heavyLost =
            analyzePowerChain(design, catalog, heavy, {QStringLiteral("ups-2")});
        QVERIFY(find(heavyLost, "ups-1").over);
        QVERIFY(find(heavyLost, "ups-3").over);
    }

    void twoNLosingASide()
    {
        // 2N: utility-a -> ups-a feeds every rack's A side, utility-b -> ups-b every B side. The
        // rack draws 100 kW a side, 190 on one side (some of it throttled).
        Design design;
        add(design, element("utility-a", FacilityKind::Utility, 1000));
        add(design, element("utility-b", FacilityKind::Utility, 1000));
        add(design, element("ups-a", FacilityKind::Ups, 500, ids({"utility-a"})));
        add(design, element("ups-b", FacilityKind::Ups, 500, ids({"utility-b"})));
        add(design, rack("r1", ids({"ups-a"}), ids({"ups-b"})));
        const std::vector<RackReport> racks{report("r1", 150, 200, 100, 190)};
        const Catalog catalog = Catalog::fromData({}, {});

        const PowerChain intact = analyzePowerChain(design, catalog, racks);
        COMPARE_NEAR(find(intact, "ups-a").peakKw, 100);
        // Typical: 100 x 150/200 = 75.
        COMPARE_NEAR(find(intact, "ups-a").loadKw, 75);
        // Each side may be loaded only to what it carries alone: 500 x (1 - 100/190).
        COMPARE_NEAR(find(intact, "ups-a").strandedKw, 500 * (1 - 100.0 / 190));

        // Losing utility-a takes ups-a down (it hangs only on utility-a); side B carries 190.
        const PowerChain lost =
            analyzePowerChain(design, catalog, racks, {QStringLiteral("utility-a")});
        COMPARE_NEAR(find(lost, "ups-a").peakKw, 0);
        COMPARE_NEAR(find(lost, "ups-b").peakKw, 190);
        COMPARE_NEAR(find(lost, "utility-b").peakKw, 190);
        QVERIFY(lost.racksWithoutPower.empty());

        // Both sides lost: the rack is without power and nothing carries anything.
        const PowerChain both = analyzePowerChain(
            design, catalog, racks, {QStringLiteral("utility-a"), QStringLiteral("utility-b")});
        QCOMPARE(both.racksWithoutPower, ids({"r1"}));
        for (const PowerElementReport &e : both.elements)
            COMPARE_NEAR(e.peakKw, 0);
    }

    void buswayOverOnlyWhenPartnerFails()
    {
        // Two 100 kW busways (80 usable); the rack draws 50 a side, 100 on one.
        Design design;
        add(design, element("board", FacilityKind::Switchboard, 1000));
        add(design, element("bw-a", FacilityKind::Busway, 100, ids({"board"})));
        add(design, element("bw-b", FacilityKind::Busway, 100, ids({"board"})));
        add(design, rack("r1", ids({"bw-a"}), ids({"bw-b"})));
        const std::vector<RackReport> racks{report("r1", 100, 100, 50, 100)};
        const Catalog catalog = Catalog::fromData({}, {});
        const PowerChain intact = analyzePowerChain(design, catalog, racks);
        QVERIFY(!find(intact, "bw-a").over);
        COMPARE_NEAR(find(intact, "bw-a").utilisation, 50.0 / 80);
        const PowerChain lost = analyzePowerChain(design, catalog, racks, {QStringLiteral("bw-b")});
        QVERIFY(find(lost, "bw-a").over);
        COMPARE_NEAR(find(lost, "bw-a").peakKw, 100);
        COMPARE_NEAR(find(lost, "bw-a").utilisation, 100.0 / 80);
    }

    void elementFedFromSeveral()
    {
        // An RPP fed from two floor PDUs, each from its own board; a rack takes both sides from the
        // RPP and three sources on side A: rpp and pdu-1 and pdu-2 directly.
        Design design;
        add(design, element("board-1", FacilityKind::Switchboard, 500));
        add(design, element("board-2", FacilityKind::Switchboard, 500));
        add(design, element("pdu-1", FacilityKind::FloorPdu, 300, ids({"board-1"})));
        add(design, element("pdu-2", FacilityKind::FloorPdu, 300, ids({"board-2"})));
        add(design, element("rpp", FacilityKind::Rpp, 200, ids({"pdu-1", "pdu-2"})));
        add(design, rack("r1", ids({"rpp"}), ids({"rpp"})));
        add(design, rack("r2", ids({"rpp", "pdu-1", "pdu-2"}), {}));
        // r1: 30 a side; r2: side B has no source: A carries its both-up 60, a third on each.
        const std::vector<RackReport> racks{report("r1", 60, 60, 30, 60),
                                            report("r2", 120, 120, 60, 120)};
        const Catalog catalog = Catalog::fromData({}, {});
        const PowerChain intact = analyzePowerChain(design, catalog, racks);
        // rpp: 30 + 30 (r1) + 20 (r2) = 80; each PDU: half of the RPP's 80 plus 20 = 60.
        COMPARE_NEAR(find(intact, "rpp").peakKw, 80);
        COMPARE_NEAR(find(intact, "pdu-1").peakKw, 60);
        COMPARE_NEAR(find(intact, "board-2").peakKw, 60);

        // Losing board-1 takes pdu-1 down; the RPP stays up on pdu-2. r2 splits its 60 over rpp
        // and pdu-2: the RPP carries 60 + 30 = 90, all of it on pdu-2, which with r2's other 30
        // carries 120.
        const PowerChain lost =
            analyzePowerChain(design, catalog, racks, {QStringLiteral("board-1")});
        COMPARE_NEAR(find(lost, "pdu-1").peakKw, 0);
        COMPARE_NEAR(find(lost, "rpp").peakKw, 90);
        COMPARE_NEAR(find(lost, "pdu-2").peakKw, 120);
        QVERIFY(lost.racksWithoutPower.empty());
        // Losing both boards leaves r1 and r2 without power.
        const PowerChain both = analyzePowerChain(
            design, catalog, racks, {QStringLiteral("board-1"), QStringLiteral("board-2")});
        QCOMPARE(both.racksWithoutPower, ids({"r1", "r2"}));
    }

    void analysisProblemsAndWhatIfs()
    {
        // A 10 kW server with two supplies, either running it: 5 kW a side, 10 on one.
        DeviceModel server;
        server.sku = QStringLiteral("server-10k");
        server.name = server.sku;
        server.vendor = QStringLiteral("Test");
        server.kind = DeviceKind::GpuServer;
        server.rackUnits = 1;
        server.maxPowerW = 10000;
        server.typicalPowerW = 8000;
        server.supplies = 2;
        server.suppliesForFull = 1;
        server.suppliesToRun = 1;
        DeviceModel frame;
        frame.sku = QStringLiteral("rack-48u");
        frame.name = frame.sku;
        frame.vendor = QStringLiteral("Test");
        frame.kind = DeviceKind::Rack;
        frame.rackUnits = 48;
        const Catalog catalog = Catalog::fromData({server, frame}, {});

        Design design;
        add(design, element("u", FacilityKind::Utility, 100));
        // A busway whose model the catalog does not have, and no capacity of its own: nothing
        // to judge its load against.
        FacilityElement unknownModel =
            element("bw-a", FacilityKind::Busway, std::nullopt, ids({"u"}));
        unknownModel.sku = QStringLiteral("BUSWAY-NOT-IN-CATALOG");
        add(design, unknownModel);
        add(design, element("bw-b", FacilityKind::Busway, 5, ids({"u"})));
        add(design, element("rpp-x", FacilityKind::Rpp, 10, ids({"u"})));
        add(design, rack("r1", ids({"bw-a"}), ids({"bw-b"})));
        add(design, rack("r2", ids({"bw-a"}), {}));
        Device d;
        d.id = QStringLiteral("s1");
        d.sku = server.sku;
        d.rackId = QStringLiteral("r1");
        d.lowestU = 1;
        QString why;
        QVERIFY2(design.addDevice(d, &why), qPrintable(why));

        const Analysis result = analyze(design, catalog);
        QCOMPARE(result.facility.powerChain.size(), std::size_t(4));
        auto has = [&](const char *code, const char *object) {
            for (const Problem &p : result.problems)
                if (p.code == QLatin1String(code) && p.objectId == QLatin1String(object))
                    return true;
            return false;
        };
        // bw-b: 5 kW peak over its 4 usable (5 x 0.8).
        QVERIFY(has("power-element-over", "bw-b"));
        QVERIFY(!has("power-element-over", "bw-a"));
        QVERIFY(has("power-element-no-capacity", "bw-a"));
        QVERIFY(has("rack-side-no-source", "r2"));
        QVERIFY(!has("rack-side-no-source", "r1"));
        QVERIFY(has("power-element-unused", "rpp-x"));
        QVERIFY(!has("power-element-unused", "bw-b"));

        // Failing bw-b: r1 runs on bw-a, 10 kW; bw-b is failed, so not reported over.
        std::optional<FacilityWhatIf> w =
            failFacilityElements(design, catalog, ids({"bw-b"}), &why);
        QVERIFY(w);
        QVERIFY(w->racksWithoutPower.empty());
        QVERIFY(w->elementsOver.empty());
        // Failing bw-a leaves r2 (fed from nothing else) without power; bw-b carries r1's 10.
        w = failFacilityElements(design, catalog, ids({"bw-a"}), &why);
        QVERIFY(w);
        QCOMPARE(w->racksWithoutPower, ids({"r2"}));
        QCOMPARE(w->elementsOver.size(), std::size_t(1));
        QCOMPARE(w->elementsOver[0].id, QStringLiteral("bw-b"));
        COMPARE_NEAR(w->elementsOver[0].load, 10);
        COMPARE_NEAR(w->elementsOver[0].capacity, 4);
        QVERIFY(!w->survives());

        QVERIFY(!failFacilityElements(design, catalog, ids({"nope"}), &why));
        QVERIFY(why.contains(QStringLiteral("nope")));

        // The utility takes both racks down: the worst single failure.
        const std::optional<FacilityWhatIf> worst = worstFacilityFailure(design, catalog, {});
        QVERIFY(worst);
        QCOMPARE(worst->failed, ids({"u"}));
        QCOMPARE(worst->racksWithoutPower, ids({"r1", "r2"}));
        QVERIFY(!worstFacilityFailure(Design(), catalog, {}));

        // Progress counts every element once; a cancelled search says so and fails nothing.
        int calls = 0, lastDone = 0, lastTotal = 0;
        worstFacilityFailure(design, catalog, {}, [&](int done, int total) {
            ++calls;
            lastDone = done;
            lastTotal = total;
        });
        QCOMPARE(calls, 4);
        QCOMPARE(lastDone, 4);
        QCOMPARE(lastTotal, 4);
        const std::atomic<bool> cancel{true};
        AnalysisOptions cancelled;
        cancelled.cancel = &cancel;
        const std::optional<FacilityWhatIf> stopped =
            worstFacilityFailure(design, catalog, cancelled);
        QVERIFY(stopped && stopped->cancelled);
        QVERIFY(stopped->failed.empty());
    }

    void noFacilityNoChain()
    {
        // A design without elements: no chain, no problems from it, racks not without power.
        Design design;
        add(design, rack("r1", {}, {}));
        const Catalog catalog = Catalog::fromData({}, {});
        const PowerChain chain = analyzePowerChain(design, catalog, {report("r1", 1, 1, 1, 1)});
        QVERIFY(chain.elements.empty());
        QVERIFY(chain.racksWithoutPower.empty());
        const Analysis result = analyze(design, catalog);
        QVERIFY(result.facility.powerChain.empty());
        for (const Problem &p : result.problems)
            QVERIFY(!p.code.startsWith(QLatin1String("power-element")) &&
                    p.code != QLatin1String("rack-side-no-source"));
    }
};

QTEST_GUILESS_MAIN(TestPowerChain)
#include "tst_powerchain.moc"

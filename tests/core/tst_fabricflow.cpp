// The fast paths of the fabric figures against the code they replaced: the bisection's flow
// (ContractedFlow: Dinic on the switch graph, endpoints contracted into source and sink) against
// Boost's push-relabel (MaxFlow), value and minimum cut, on random graphs and generated designs;
// the hop figures (endpoint classes searched 64 at a time) against breadth-first searches from
// every endpoint, and against one search per class where the classes are sampled.

#include "analysis/bisection.h"
#include "analysis/contractedflow.h"
#include "analysis/devicefacts.h"
#include "analysis/fabricanalysis.h"
#include "analysis/fabricgraph.h"
#include "analysis/fabrictopology.h"
#include "analysis/maxflow.h"
#include "analysis/reachability.h"
#include "catalog/catalog.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <algorithm>
#include <map>
#include <random>

using namespace podcad;
using analysis::FabricGraph;

namespace {

// Endpoints, switches and cables at random: parallel cables, cables between two endpoints,
// lone nodes and several pieces, which generated fabrics lack.
FabricGraph randomGraph(std::mt19937 &random, int endpoints, int switches, int cables)
{
    FabricGraph g;
    for (int i = 0; i < endpoints + switches; ++i) {
        FabricGraph::Node n;
        n.id = QStringLiteral("n%1").arg(i);
        n.tier = i < endpoints ? 0 : 1 + i % 3;
        g.addNode(n);
    }
    const int n = endpoints + switches;
    for (int k = 0; k < cables; ++k) {
        // Mostly endpoint to switch, as in a fabric; some anything to anything.
        const int a = int(random() % unsigned(n));
        const int b = random() % 4 == 0 || switches == 0
                          ? int(random() % unsigned(n))
                          : endpoints + int(random() % unsigned(switches));
        if (a != b)
            g.addLink(a, b, std::int64_t(1 + random() % 9) * 100);
    }
    g.finish();
    return g;
}

std::vector<char> randomHalves(std::mt19937 &random, const FabricGraph &g)
{
    std::vector<char> side(std::size_t(g.nodeCount()), analysis::MaxFlow::None);
    std::vector<int> ep = g.endpoints();
    std::shuffle(ep.begin(), ep.end(), random);
    const std::size_t a = random() % (ep.size() + 1);
    for (std::size_t i = 0; i < ep.size(); ++i)
        side[std::size_t(ep[i])] = i < a ? analysis::MaxFlow::SideA : analysis::MaxFlow::SideB;
    return side;
}

// One breadth-first search per endpoint: the hop figures by their definition.
Reachability allPairs(const FabricGraph &g)
{
    Reachability r = analysis::reachability(g, -1); // pieces and unreachable endpoints only
    std::vector<char> out(std::size_t(g.nodeCount()), 0);
    for (int e : r.unreachable)
        out[std::size_t(e)] = 1;
    std::vector<int> reachable;
    for (int e : g.endpoints())
        if (!out[std::size_t(e)])
            reachable.push_back(e);
    if (reachable.size() < 2)
        return r;
    std::int64_t sum = 0;
    for (int s : reachable) {
        std::vector<int> dist(std::size_t(g.nodeCount()), -1), queue{s};
        dist[std::size_t(s)] = 0;
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (auto *a = g.adjacentBegin(queue[i]); a != g.adjacentEnd(queue[i]); ++a)
                if (dist[std::size_t(a->node)] < 0) {
                    dist[std::size_t(a->node)] = dist[std::size_t(queue[i])] + 1;
                    queue.push_back(a->node);
                }
        for (int e : reachable) {
            sum += dist[std::size_t(e)];
            r.diameterHops = std::max(r.diameterHops, dist[std::size_t(e)]);
        }
    }
    const auto m = std::int64_t(reachable.size());
    r.averageHops = double(sum) / double(m * (m - 1));
    return r;
}

// The hop figures as reachability() computed them before its classes were searched together:
// one search per sampled class, from its first member, over the whole graph.
Reachability perClass(const FabricGraph &g, int maxSources)
{
    Reachability r = analysis::reachability(g, -1);
    std::vector<char> out(std::size_t(g.nodeCount()), 0);
    for (int e : r.unreachable)
        out[std::size_t(e)] = 1;
    std::vector<int> reachable;
    for (int e : g.endpoints())
        if (!out[std::size_t(e)])
            reachable.push_back(e);
    if (reachable.size() < 2)
        return r;
    std::map<std::vector<int>, std::vector<int>> classes;
    for (int e : reachable) {
        std::vector<int> key;
        for (auto *a = g.adjacentBegin(e); a != g.adjacentEnd(e); ++a)
            key.push_back(a->node);
        std::sort(key.begin(), key.end());
        classes[key].push_back(e);
    }
    std::vector<const std::vector<int> *> members;
    for (const auto &[key, list] : classes)
        members.push_back(&list);
    std::size_t step = 1;
    if (maxSources > 0 && members.size() > std::size_t(maxSources)) {
        step = (members.size() + std::size_t(maxSources) - 1) / std::size_t(maxSources);
        r.exact = false;
    }
    double pairHops = 0, pairs = 0;
    for (std::size_t c = 0; c < members.size(); c += step) {
        const std::vector<int> &cls = *members[c];
        std::vector<int> dist(std::size_t(g.nodeCount()), -1), queue{cls.front()};
        dist[std::size_t(cls.front())] = 0;
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (auto *a = g.adjacentBegin(queue[i]); a != g.adjacentEnd(queue[i]); ++a)
                if (dist[std::size_t(a->node)] < 0) {
                    dist[std::size_t(a->node)] = dist[std::size_t(queue[i])] + 1;
                    queue.push_back(a->node);
                }
        double row = 0;
        for (int e : reachable) {
            row += dist[std::size_t(e)];
            r.diameterHops = std::max(r.diameterHops, dist[std::size_t(e)]);
        }
        pairHops += double(cls.size()) * row;
        pairs += double(cls.size()) * double(reachable.size() - 1);
    }
    r.averageHops = pairs > 0 ? pairHops / pairs : 0;
    return r;
}

} // namespace

class TestFabricFlow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        mCatalog = Catalog::open(test::catalogDbPath(), &why);
        QVERIFY2(mCatalog, qPrintable(why));
    }

    void contractedFlowEqualsPushRelabel_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 40; ++seed)
            QTest::addRow("seed %d", seed) << seed;
    }
    void contractedFlowEqualsPushRelabel()
    {
        // Same value and same minimum cut (the one closest to the source, which every maximum
        // flow shares) as Boost's push-relabel, partition after partition on one network.
        QFETCH(int, seed);
        std::mt19937 random{std::uint32_t(seed)};
        const int endpoints = 2 + int(random() % 30), switches = int(random() % 20);
        const FabricGraph g = randomGraph(random, endpoints, switches,
                                          int(random() % unsigned(4 * (endpoints + switches))));
        analysis::MaxFlow boost(g);
        analysis::ContractedFlow contracted(g);
        for (int round = 0; round < 8; ++round) {
            const std::vector<char> side = randomHalves(random, g);
            QCOMPARE(contracted.flow(side), boost.flow(side));
            QCOMPARE(contracted.sourceSide(), boost.sourceSide());
        }
    }

    void contractedFlowOnGeneratedFabrics_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("superpod 2") << QStringLiteral("superpod");
        QTest::newRow("nvl72 2") << QStringLiteral("nvl72");
        QTest::newRow("rail fat tree 3 tiers 2:1") << QStringLiteral("fat tree");
    }
    void contractedFlowOnGeneratedFabrics()
    {
        // Every fabric of the design, at its bisection and at random halves.
        QFETCH(QString, kind);
        const std::optional<Design> design = generated(kind);
        QVERIFY(design);
        std::vector<Problem> problems;
        const analysis::DeviceIndex devices(*design, *mCatalog, problems);
        const auto graphs =
            analysis::fabricGraphs(*design, devices, analysis::fabricTopologies(*design, devices));
        QVERIFY(!graphs.empty());
        std::mt19937 random(7);
        for (const FabricGraph &g : graphs) {
            if (g.endpoints().size() < 2)
                continue;
            analysis::MaxFlow boost(g);
            analysis::ContractedFlow contracted(g);
            std::vector<std::vector<char>> sides;
            const Bisection b = analysis::bisect(g, {});
            std::vector<char> bisection(std::size_t(g.nodeCount()), analysis::MaxFlow::None);
            for (int e : g.endpoints())
                bisection[std::size_t(e)] = analysis::MaxFlow::SideB;
            for (int e : b.sideA)
                bisection[std::size_t(e)] = analysis::MaxFlow::SideA;
            sides.push_back(bisection);
            for (int round = 0; round < 3; ++round)
                sides.push_back(randomHalves(random, g));
            for (const std::vector<char> &side : sides) {
                QCOMPARE(contracted.flow(side), boost.flow(side));
                QCOMPARE(contracted.sourceSide(), boost.sourceSide());
            }
            QCOMPARE(b.bisectionMbps, analysis::flowAcross(g, b.sideA));
        }
    }

    void hopsEqualEverySearch_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 30; ++seed)
            QTest::addRow("seed %d", seed) << seed;
    }
    void hopsEqualEverySearch()
    {
        // Random graphs with many twin endpoints (a few switches, many endpoints) and more than
        // 64 classes in some, so that several batches of searches run.
        QFETCH(int, seed);
        std::mt19937 random{std::uint32_t(seed)};
        const int endpoints = 2 + int(random() % 150), switches = 1 + int(random() % 25);
        const FabricGraph g = randomGraph(random, endpoints, switches,
                                          endpoints + int(random() % unsigned(3 * switches + 60)));
        const Reachability r = analysis::reachability(g, 0);
        const Reachability truth = allPairs(g);
        QCOMPARE(r.components, truth.components);
        QCOMPARE(r.unreachable, truth.unreachable);
        QCOMPARE(r.diameterHops, truth.diameterHops);
        QCOMPARE(r.averageHops, truth.averageHops);
        QVERIFY(r.exact);
        // Sampled classes: the same sample and the same figures as one search per class.
        for (int maxSources : {1, 3, 10, 70}) {
            const Reachability sampled = analysis::reachability(g, maxSources);
            QCOMPARE(sampled, perClass(g, maxSources));
        }
    }

    void hopsOnGeneratedFabrics_data() { contractedFlowOnGeneratedFabrics_data(); }
    void hopsOnGeneratedFabrics()
    {
        QFETCH(QString, kind);
        const std::optional<Design> design = generated(kind);
        QVERIFY(design);
        std::vector<Problem> problems;
        const analysis::DeviceIndex devices(*design, *mCatalog, problems);
        const auto graphs =
            analysis::fabricGraphs(*design, devices, analysis::fabricTopologies(*design, devices));
        for (const FabricGraph &g : graphs) {
            const Reachability r = analysis::reachability(g, 0);
            QCOMPARE(r, allPairs(g));
            QCOMPARE(analysis::reachability(g, 4), perClass(g, 4));
        }
    }

private:
    std::optional<Design> generated(const QString &kind) const
    {
        QString why;
        std::optional<Design> design;
        if (kind == QLatin1String("superpod")) {
            SuperPodOptions o;
            o.sus = 2;
            design = generateSuperPod(*mCatalog, o, &why);
        } else if (kind == QLatin1String("nvl72")) {
            Nvl72Options o;
            o.sus = 2;
            design = generateNvl72SuperPod(*mCatalog, o, &why);
        } else {
            FatTreeOptions o;
            o.endpoints = 96;
            o.portsPerEndpoint = 4;
            o.rails = true;
            o.radix = 16;
            o.oversubscription = 2;
            o.tiers = 3;
            design = generateFatTree(*mCatalog, o, &why);
        }
        if (!design)
            qWarning("%s: %s", qPrintable(kind), qPrintable(why));
        return design;
    }

    std::optional<Catalog> mCatalog;
};

QTEST_MAIN(TestFabricFlow)
#include "tst_fabricflow.moc"

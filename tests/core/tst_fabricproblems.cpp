// The fabric problems analyze() adds: fabric-unreachable, fabric-oversubscribed,
// switch-oversubscribed (tst_whatif), rail-inconsistent and link-technology-mismatch, each on a
// reference design with one deliberate fault, and none on the design without it.

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <map>
#include <tuple>

using namespace podcad;

namespace {

std::vector<const Problem *> withCode(const Analysis &a, const char *code)
{
    std::vector<const Problem *> out;
    for (const Problem &p : a.problems)
        if (p.code == QLatin1String(code))
            out.push_back(&p);
    return out;
}

} // namespace

class TestFabricProblems final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void crossedRails()
    {
        // One SU: DGX port ib[i] goes to the rail-i leaf. Swap the leaf ends of one node's ib[0]
        // and ib[1]: exactly those two links cross rails.
        SuperPodOptions o;
        o.sus = 1;
        QString why;
        auto design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        QVERIFY(withCode(analyze(*design, *mCatalog), "rail-inconsistent").empty());
        const Link *first = nullptr, *second = nullptr;
        for (const auto &[id, link] : design->links()) {
            const bool dgx = design->device(link.a.deviceId)->role == Role::Compute;
            if (!dgx || link.a.portGroup != QLatin1String("ib"))
                continue;
            if (link.a.deviceId != (first ? first->a.deviceId : link.a.deviceId))
                continue;
            if (link.a.portIndex == 0)
                first = &link;
            else if (link.a.portIndex == 1)
                second = &link;
        }
        QVERIFY(first && second);
        Link x = *first, y = *second;
        std::swap(x.b, y.b);
        QVERIFY(design->removeLink(x.id) && design->removeLink(y.id));
        QVERIFY(design->addLink(x, &why));
        QVERIFY(design->addLink(y, &why));
        const Analysis crossed = analyze(*design, *mCatalog); // the problems point into it
        const auto problems = withCode(crossed, "rail-inconsistent");
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0]->objectId, std::min(x.id, y.id));
        QCOMPARE(problems[1]->objectId, std::max(x.id, y.id));
    }

    void islandIsUnreachable()
    {
        // Cut one leaf's uplinks in a two-tier tree: its 8 endpoints form an island.
        FatTreeOptions o;
        o.endpoints = 32;
        o.radix = 16;
        o.tiers = 2;
        QString why;
        auto design = generateFatTree(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        QVERIFY(withCode(analyze(*design, *mCatalog), "fabric-unreachable").empty());
        QString leaf;
        for (const auto &[id, d] : design->devices())
            if (d.role == Role::Leaf && leaf.isEmpty())
                leaf = id;
        for (const Link *l : design->linksOf(leaf)) {
            const QString other = l->a.deviceId == leaf ? l->b.deviceId : l->a.deviceId;
            if (design->device(other)->role == Role::Spine)
                QVERIFY(design->removeLink(l->id));
        }
        const Analysis a = analyze(*design, *mCatalog);
        const auto problems = withCode(a, "fabric-unreachable");
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front()->severity, Severity::Warning);
        QCOMPARE(a.fabrics.front().figures.unreachableIds.size(), std::size_t(8));
        QCOMPARE(a.fabrics.front().figures.reachability.components, 2);
        // The problem points at one of the cut-off endpoints.
        QVERIFY(std::find(a.fabrics.front().figures.unreachableIds.begin(),
                          a.fabrics.front().figures.unreachableIds.end(),
                          problems.front()->objectId) !=
                a.fabrics.front().figures.unreachableIds.end());
    }

    void infiniBandIntoEthernet()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.ok());
        Design design = *loaded.design;
        QVERIFY(withCode(analyze(design, *mCatalog), "link-technology-mismatch").empty());
        // The last ports of a QM9700 and of an SN4600C are free in the sample.
        const int ib = mCatalog->model(design.device(QStringLiteral("ib-leaf-1"))->sku)
                           ->portGroup(QStringLiteral("ib"))
                           ->count -
                       1;
        const int eth =
            mCatalog->model(QStringLiteral("SN4600C"))->portGroup(QStringLiteral("eth"))->count - 1;
        Link l;
        l.id = QStringLiteral("link-wrong");
        l.a = {QStringLiteral("ib-leaf-1"), QStringLiteral("ib"), ib};
        l.b = {QStringLiteral("eth-sw-1"), QStringLiteral("eth"), eth};
        l.fabricId = QStringLiteral("compute-ib");
        QString why;
        QVERIFY2(design.addLink(l, &why), qPrintable(why));
        // And an OSFP cage into the out-of-band switch's RJ45 jack.
        Link copper;
        copper.id = QStringLiteral("link-copper");
        copper.a = {QStringLiteral("ib-leaf-2"), QStringLiteral("ib"), ib};
        copper.b = {QStringLiteral("oob-sw-1"), QStringLiteral("rj45"), 47};
        copper.fabricId = QStringLiteral("oob-eth");
        QVERIFY2(design.addLink(copper, &why), qPrintable(why));
        const Analysis mixed = analyze(design, *mCatalog); // the problems point into it
        const auto problems = withCode(mixed, "link-technology-mismatch");
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0]->objectId, QStringLiteral("link-copper"));
        QVERIFY(problems[0]->message.contains(QStringLiteral("RJ45")));
        QCOMPARE(problems[1]->objectId, QStringLiteral("link-wrong"));
        QVERIFY(problems[1]->message.contains(QStringLiteral("InfiniBand")));
    }

    // Links alike (one fabric, the same model and port group at each end) make one problem with
    // a count, not one row per link: a 64-SU SuperPOD has 11,374 storage and in-band links that
    // run at the slower speed by design, which buried every other problem. The counts are
    // checked against an independent tally of the design's links here.
    void alikeLinksAreOneProblem()
    {
        SuperPodOptions o;
        o.sus = 2;
        QString why;
        auto design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        // Tally: (fabric, "SKU group" of each end, sorted) -> the ids of the links whose ends
        // differ in speed, in id order.
        std::map<std::tuple<QString, QString, QString>, std::vector<QString>> kinds;
        for (const auto &[id, link] : design->links()) {
            const DeviceModel *ma = mCatalog->model(design->device(link.a.deviceId)->sku);
            const DeviceModel *mb = mCatalog->model(design->device(link.b.deviceId)->sku);
            QVERIFY(ma && mb);
            const PortGroup *ga = ma->portGroup(link.a.portGroup);
            const PortGroup *gb = mb->portGroup(link.b.portGroup);
            QVERIFY(ga && gb);
            if (ga->speedGbps == gb->speedGbps)
                continue;
            QString ea = ma->sku + u' ' + ga->name, eb = mb->sku + u' ' + gb->name;
            if (eb < ea)
                std::swap(ea, eb);
            kinds[{link.fabricId, ea, eb}].push_back(id);
        }
        QVERIFY2(kinds.size() >= 2, "the SuperPOD's storage and in-band links run slower");
        const Analysis a = analyze(*design, *mCatalog);
        const auto problems = withCode(a, "link-speed-mismatch");
        QCOMPARE(problems.size(), kinds.size());
        std::size_t covered = 0;
        for (const auto &[key, ids] : kinds) {
            const Problem *match = nullptr;
            for (const Problem *p : problems)
                if (p->objectId == ids.front())
                    match = p;
            QVERIFY2(match, qPrintable(ids.front()));
            QCOMPARE(match->count, int(ids.size()));
            QCOMPARE(match->severity, Severity::Info);
            QCOMPARE(match->exampleIds.size(), qsizetype(std::min<std::size_t>(3, ids.size())));
            for (qsizetype i = 0; i < match->exampleIds.size(); ++i)
                QCOMPARE(match->exampleIds[i], ids[std::size_t(i)]);
            // The message names the fabric, how many, and both ends.
            const auto &[fabric, endA, endB] = key;
            for (const QString &part : {fabric, QString::number(ids.size()), endA, endB})
                QVERIFY2(match->message.contains(part),
                         qPrintable(match->message + QStringLiteral(" / ") + part));
            covered += ids.size();
        }
        QVERIFY(covered > 100);
    }

    // A switch's own management port hangs it on the OOB network as a host: that cable is
    // neither an uplink nor a downlink of the switch itself. (It counted as a 1G uplink, which
    // made the top OOB tier of a 64-SU SuperPOD "172:1 oversubscribed" and warned that two of its
    // switches had lost their uplinks.)
    //   dgx-1..4 BMC (1G) -> oob-1, oob-2 (SN2201): 2 each
    //   agg (SN4600C) mgmt -> oob-1; oob-1 mgmt -> oob-2; oob-2 mgmt -> oob-1 (1G each)
    //   oob-1, oob-2 uplink (100G) -> agg eth
    // Leaf tier: down 4 BMC + 3 management ports = 7G, up 2 x 100G. The agg has nothing above it:
    // no spine-tier ratio and no oversubscription problem.
    void ownManagementPortIsNotAnUplink()
    {
        Design d;
        QVERIFY(d.addFabric({QStringLiteral("oob"), QStringLiteral("OOB"), FabricKind::Oob,
                             QStringLiteral("Ethernet 1G")}));
        auto device = [&](const char *id, const char *sku, Role role) {
            Device x;
            x.id = QString::fromLatin1(id);
            x.sku = QString::fromLatin1(sku);
            x.name = x.id;
            x.role = role;
            return d.addDevice(x);
        };
        for (const char *id : {"dgx-1", "dgx-2", "dgx-3", "dgx-4"})
            QVERIFY(device(id, "DGX-H100", Role::Compute));
        QVERIFY(device("oob-1", "SN2201", Role::Management));
        QVERIFY(device("oob-2", "SN2201", Role::Management));
        QVERIFY(device("agg", "SN4600C", Role::Management));
        int n = 0;
        auto link = [&](const char *a, const char *ga, int ia, const char *b, const char *gb,
                        int ib) {
            Link l;
            l.id = QStringLiteral("l-%1").arg(++n, 2, 10, QLatin1Char('0'));
            l.a = {QString::fromLatin1(a), QString::fromLatin1(ga), ia};
            l.b = {QString::fromLatin1(b), QString::fromLatin1(gb), ib};
            l.fabricId = QStringLiteral("oob");
            QString why;
            const bool ok = d.addLink(l, &why);
            if (!ok)
                qWarning() << why;
            return ok;
        };
        QVERIFY(link("dgx-1", "bmc", 0, "oob-1", "rj45", 0));
        QVERIFY(link("dgx-2", "bmc", 0, "oob-1", "rj45", 1));
        QVERIFY(link("dgx-3", "bmc", 0, "oob-2", "rj45", 0));
        QVERIFY(link("dgx-4", "bmc", 0, "oob-2", "rj45", 1));
        QVERIFY(link("agg", "mgmt", 0, "oob-1", "rj45", 2));
        QVERIFY(link("oob-1", "mgmt", 0, "oob-2", "rj45", 2));
        QVERIFY(link("oob-2", "mgmt", 0, "oob-1", "rj45", 3));
        QVERIFY(link("oob-1", "uplink", 0, "agg", "eth", 0));
        QVERIFY(link("oob-2", "uplink", 0, "agg", "eth", 1));

        const Analysis a = analyze(d, *mCatalog);
        QCOMPARE(a.fabrics.size(), std::size_t(1));
        const FabricFigures &f = a.fabrics.front().figures;
        QVERIFY(f.computed);
        QCOMPARE(f.oversubscription.tiers.size(), std::size_t(1));
        const Oversubscription::Tier &leaf = f.oversubscription.tiers.front();
        QCOMPARE(leaf.tier, 1);
        QCOMPARE(leaf.downMbps, std::int64_t(7) * 1000);
        QCOMPARE(leaf.upMbps, std::int64_t(2) * 100 * 1000);
        QVERIFY(withCode(a, "fabric-oversubscribed").empty());
        QVERIFY(withCode(a, "switch-oversubscribed").empty());
        QVERIFY(f.unreachableIds.empty());
    }

private:
    std::optional<Catalog> mCatalog;
};

QTEST_MAIN(TestFabricProblems)
#include "tst_fabricproblems.moc"

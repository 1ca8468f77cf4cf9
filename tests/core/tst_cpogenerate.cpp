// Co-packaged optics in the SuperPOD generators (core/generate/optics, `--optics cpo`): the CPO
// counterparts of the RA's switches, the fabric they build by their own radix, and a 4-SU DGX B300
// XDR SuperPOD whose switch side has no transceiver, counted by hand.

#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/inventory.h"
#include "generate/nvl72.h"
#include "generate/optics.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <map>
#include <set>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

const QString kCompute = u"compute-ib"_s;

// Compute-fabric switches by SKU and role.
std::map<QString, int> computeSwitches(const Design &design, const Catalog &catalog, Role role)
{
    std::map<QString, int> out;
    std::set<QString> seen;
    for (const auto &[id, link] : design.links()) {
        if (link.fabricId != kCompute)
            continue;
        for (const PortRef *end : {&link.a, &link.b}) {
            const Device *d = design.device(end->deviceId);
            const DeviceModel *m = d ? catalog.model(d->sku) : nullptr;
            if (m && m->kind == DeviceKind::Switch && d->role == role && seen.insert(d->id).second)
                ++out[d->sku];
        }
    }
    return out;
}

} // namespace

class TestCpoGenerate final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

    std::optional<Design> superPod(const QString &system, const QString &fabric, int sus,
                                   Optics optics, QString *why)
    {
        SuperPodOptions o;
        o.system = system;
        o.fabric = fabric;
        o.sus = sus;
        o.optics = optics;
        return generateSuperPod(*mCatalog, o, why);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void counterparts()
    {
        const Catalog &c = *mCatalog;
        QCOMPARE(cpoCounterpart(c, u"Q3400-RA"_s), u"Q3450-LD"_s);
        QCOMPARE(cpoCounterpart(c, u"SN5610"_s), u"SN6810"_s);
        QVERIFY(cpoCounterpart(c, u"MQM9700-NS2F"_s).isEmpty());
        QVERIFY(cpoCounterpart(c, u"SN5600"_s).isEmpty());
        QCOMPARE(pluggableCounterpart(c, u"Q3450-LD"_s), u"Q3400-RA"_s);
        QCOMPARE(pluggableCounterpart(c, u"SN6810"_s), u"SN5610"_s);
        QVERIFY(pluggableCounterpart(c, u"SN6800"_s).isEmpty());
        QCOMPARE(switchFor(c, u"Q3400-RA"_s, Optics::Pluggable), u"Q3400-RA"_s);
        QCOMPARE(switchFor(c, u"Q3400-RA"_s, Optics::CoPackaged), u"Q3450-LD"_s);
        QCOMPARE(switchesWithCpoCounterpart(), (QStringList{u"Q3400-RA"_s, u"SN5610"_s}));
        // Each counterpart keeps the data group's name, so a generator swaps SKUs only.
        for (const QString &sku : switchesWithCpoCounterpart()) {
            const DeviceModel *plug = c.model(sku), *cpo = c.model(cpoCounterpart(c, sku));
            QVERIFY(plug && cpo);
            QVERIFY(cpo->portGroup(plug->portGroups.front().name));
        }
        QCOMPARE(parseOptics(u"cpo"_s), std::optional<Optics>(Optics::CoPackaged));
        QCOMPARE(parseOptics(u"pluggable"_s), std::optional<Optics>(Optics::Pluggable));
        QVERIFY(!parseOptics(u"copper"_s));
        QCOMPARE(opticsName(Optics::CoPackaged), u"cpo"_s);
    }

    void laserSources()
    {
        const auto q = laserSourcesOf(*mCatalog, u"Q3450-LD"_s);
        QVERIFY(q);
        QCOMPARE(q->sku, u"CPO-LASER-SOURCE"_s);
        QCOMPARE(q->perSwitch, 18);
        QVERIFY(mCatalog->model(q->sku));
        QCOMPARE(laserSourcesOf(*mCatalog, u"SN6810"_s)->perSwitch, 16);
        QCOMPARE(laserSourcesOf(*mCatalog, u"SN6800"_s)->perSwitch, 64);
        QVERIFY(!laserSourcesOf(*mCatalog, u"Q3400-RA"_s));
    }

    // 4 SUs of 72 DGX B300 (RA-11339-001), 8 ConnectX-8 800G each, on 144-port Q3450-LD as on the
    // 144-port Q3400-RA: 2,304 node-leaf links; a leaf takes one rail of one SU (72 down, 72 up),
    // so 8 x 4 = 32 leaves and 32 x 72 = 2,304 leaf-spine links on the fewest spines that divide
    // 72 uplinks and hold 2,304 ports: 2,304 / 144 = 16 -> 18 spines. Every node-leaf link has one
    // module, at the node (2,304 OSFP-800G-DR4); every leaf-spine link is fibre alone.
    void b300XdrFourSus()
    {
        QString why;
        const auto design = superPod(u"dgx-b300"_s, u"xdr"_s, 4, Optics::CoPackaged, &why);
        QVERIFY2(design, qPrintable(why));
        const Catalog &c = *mCatalog;
        const Analysis a = analyze(*design, c);
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info, qPrintable(p.code + u' ' + p.message));

        QCOMPARE(computeSwitches(*design, c, Role::Leaf),
                 (std::map<QString, int>{{u"Q3450-LD"_s, 32}}));
        QCOMPARE(computeSwitches(*design, c, Role::Spine),
                 (std::map<QString, int>{{u"Q3450-LD"_s, 18}}));
        int nodeLeaf = 0, leafSpine = 0, nicModules = 0;
        for (const auto &[id, link] : design->links()) {
            if (link.fabricId != kCompute)
                continue;
            const PlannedCable *cable = a.cables->cable(id);
            QVERIFY2(cable && cable->medium && cable->medium->reaches, qPrintable(id));
            QCOMPARE(cable->medium->kind, MediumKind::Fibre);
            QCOMPARE(c.model(cable->medium->cableSku)->media->medium, u"os2"_s);
            const PortRef *ends[2] = {&link.a, &link.b};
            bool nodeEnd = false;
            for (int i = 0; i < 2; ++i) {
                const Device *d = design->device(ends[i]->deviceId);
                const QString &module = cable->medium->transceiverSku[std::size_t(i)];
                if (d->role == Role::Compute) {
                    nodeEnd = true;
                    QCOMPARE(module, u"OSFP-800G-DR4"_s);
                    ++nicModules;
                } else {
                    QCOMPARE(d->sku, u"Q3450-LD"_s);
                    QVERIFY2(module.isEmpty(), qPrintable(id));
                }
            }
            ++(nodeEnd ? nodeLeaf : leafSpine);
        }
        QCOMPARE(nodeLeaf, 288 * 8);
        QCOMPARE(leafSpine, 32 * 72);
        QCOMPARE(nicModules, 288 * 8);

        // The bill: the pluggable build's 3,456 twin-port XDR modules (2,304 node-leaf and
        // 2 x 2,304 leaf-spine switch ports, two per module) are gone; only the NICs' remain.
        const Inventory cpo = takeInventory(*design, c, *a.cables);
        QCOMPARE(cpo.transceiversBySku.count(u"OSFP-2x800G-XDR"_s), std::size_t(0));
        QCOMPARE(cpo.transceiversBySku.at(u"OSFP-800G-DR4"_s), 2304);
        const auto pluggable = superPod(u"dgx-b300"_s, u"xdr"_s, 4, Optics::Pluggable, &why);
        QVERIFY2(pluggable, qPrintable(why));
        const Inventory plug = takeInventory(*pluggable, c, CablePlan::build(*pluggable, c));
        QCOMPARE(plug.transceiversBySku.at(u"OSFP-2x800G-XDR"_s), (2304 + 2 * 2304) / 2);
        QCOMPARE(plug.devicesBySku.at(u"Q3400-RA"_s), cpo.devicesBySku.at(u"Q3450-LD"_s));
        // The same compute fabric; the CPO switches draw their optics themselves, so the
        // network racks may hold fewer of them (more racks, PDUs and OOB links).
        for (const QString &run : {u"node-leaf"_s, u"leaf-spine"_s})
            QCOMPARE(plug.cablesByRun.at(run), cpo.cablesByRun.at(run));
        QVERIFY(design->name.endsWith(u", co-packaged optics)"_s));
    }

    // SN6810 ports run at 800G, the B300 Spectrum-X planes at 2x 400G: the CPO build takes the
    // node's eight 800G ports whole on one plane. Per SU: 64 nodes x 8 = 512 links on 8 leaves of
    // 64 down and 64 up; 2 SUs: 16 leaves, 1,024 uplinks on 1,024 / 128 = 8 spines.
    void b300SpectrumXOnePlane()
    {
        QString why;
        const auto design = superPod(u"dgx-b300"_s, u"spectrum-x"_s, 2, Optics::CoPackaged, &why);
        QVERIFY2(design, qPrintable(why));
        const Catalog &c = *mCatalog;
        QCOMPARE(computeSwitches(*design, c, Role::Leaf),
                 (std::map<QString, int>{{u"SN6810"_s, 16}}));
        QCOMPARE(computeSwitches(*design, c, Role::Spine),
                 (std::map<QString, int>{{u"SN6810"_s, 8}}));
        int nodeLinks = 0;
        for (const auto &[id, link] : design->links())
            if (link.fabricId == kCompute &&
                design->device(link.a.deviceId)->role == Role::Compute) {
                QCOMPARE(link.a.portGroup, u"ib"_s);
                ++nodeLinks;
            }
        QCOMPARE(nodeLinks, 128 * 8);
        const Analysis a = analyze(*design, c);
        for (const Problem &p : a.problems)
            QVERIFY2(p.severity == Severity::Info, qPrintable(p.code + u' ' + p.message));
    }

    void gb300OnQuantumXPhotonics()
    {
        Nvl72Options o;
        o.system = u"gb300-nvl72"_s;
        o.sus = 1;
        o.optics = Optics::CoPackaged;
        QString why;
        const auto design = generateNvl72SuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        QCOMPARE(computeSwitches(*design, *mCatalog, Role::Leaf).count(u"Q3450-LD"_s),
                 std::size_t(1));
        QVERIFY(computeSwitches(*design, *mCatalog, Role::Leaf).count(u"Q3400-RA"_s) == 0);
    }

    void refusals()
    {
        QString why;
        QVERIFY(!superPod(u"dgx-h100"_s, QString(), 1, Optics::CoPackaged, &why));
        QVERIFY2(why.contains(u"no co-packaged-optics switch"_s), qPrintable(why));
        Nvl72Options o;
        o.system = u"gb200-nvl72"_s;
        o.optics = Optics::CoPackaged;
        QVERIFY(!generateNvl72SuperPod(*mCatalog, o, &why));
        QVERIFY2(why.contains(u"gb200-nvl72: no co-packaged-optics switch"_s), qPrintable(why));
    }
};

QTEST_MAIN(TestCpoGenerate)
#include "tst_cpogenerate.moc"

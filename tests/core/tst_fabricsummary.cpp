// Fabric summaries (core/analysis/fabricsummary): endpoints, switches by tier and links by the
// tiers they join, from device roles where a design sets them and from the graph where it does not.
//
// The hand-built designs use a catalog of their own (Catalog::fromData), so that the counts below,
// each derived by hand in a comment, do not move when the shipped catalog changes. The last tests
// read the shipped BasePOD sample against the shipped catalog.

#include "analysis/analysis.h"
#include "analysis/fabricsummary.h"
#include "catalog/catalog.h"
#include "cli/analysisjson.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace podcad;

// Which switches get their role set: the summary must come out the same either way.
enum class Roles { All, None, LeavesOnly, UpperOnly, Management };
Q_DECLARE_METATYPE(Roles)

namespace {

// A list of ASCII names: QT_NO_CAST_FROM_ASCII rules out QStringList{"a", "b"}.
QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromLatin1(s);
    return out;
}

PortGroup ports(const char *name, int count, double gbps, const char *fabric = "any")
{
    PortGroup g;
    g.name = QString::fromLatin1(name);
    g.count = count;
    g.speedGbps = gbps;
    g.connector = QStringLiteral("OSFP");
    g.fabric = QString::fromLatin1(fabric);
    return g;
}

DeviceModel model(const char *sku, DeviceKind kind, std::vector<PortGroup> groups)
{
    DeviceModel m;
    m.sku = QString::fromLatin1(sku);
    m.name = m.sku;
    m.vendor = QStringLiteral("Test");
    m.kind = kind;
    m.rackUnits = 1;
    m.portGroups = std::move(groups);
    return m;
}

Catalog testCatalog()
{
    std::vector<DeviceModel> models;
    models.push_back(model("gpu", DeviceKind::GpuServer,
                           {ports("ib", 8, 400, "compute"), ports("bmc", 1, 1, "oob")}));
    models.push_back(
        model("ib-switch", DeviceKind::Switch, {ports("ib", 64, 400), ports("mgmt", 1, 1, "oob")}));
    // An out-of-band switch: its switching ports are tagged oob, like its own management port.
    models.push_back(
        model("oob-switch", DeviceKind::Switch,
              {ports("rj45", 48, 1, "oob"), ports("uplink", 4, 100), ports("mgmt", 1, 1, "oob")}));
    models.push_back(model("storage", DeviceKind::Storage,
                           {ports("data", 8, 200, "storage"), ports("mgmt", 2, 1, "oob")}));
    models.push_back(model("pdu", DeviceKind::Pdu, {ports("mgmt", 1, 1, "oob")}));
    models.push_back(model("ctrl", DeviceKind::ManagementServer,
                           {ports("inband", 2, 100, "inband"), ports("bmc", 1, 1, "oob")}));
    models.push_back(model("ufm", DeviceKind::Appliance,
                           {ports("ib", 2, 400, "compute"), ports("bmc", 1, 1, "oob")}));
    return Catalog::fromData(std::move(models), {});
}

// Builds a design step by step; any refusal fails the fixture loudly.
class Builder final
{
public:
    Builder()
    {
        add(mDesign.addFabric({QStringLiteral("fab"), QStringLiteral("Compute fabric"),
                               FabricKind::Compute, QStringLiteral("InfiniBand NDR")},
                              &mWhy));
    }

    void fabric(const QString &id, FabricKind kind = FabricKind::Compute)
    {
        add(mDesign.addFabric({id, id, kind, QStringLiteral("Ethernet 1G")}, &mWhy));
    }
    void device(const QString &id, const char *sku, Role role)
    {
        Device d;
        d.id = id;
        d.sku = QString::fromLatin1(sku);
        d.role = role;
        add(mDesign.addDevice(d, &mWhy));
    }
    // A cable from the next free port of `group` on a to the next free port of `groupB` on b.
    void link(const QString &a, const char *groupA, const QString &b, const char *groupB,
              const QString &fabric = QStringLiteral("fab"))
    {
        Link l;
        // Numbered here: uniqueId() scans from 1 and would make large fixtures quadratic.
        l.id = QStringLiteral("link-%1").arg(++mLinks, 6, 10, QLatin1Char('0'));
        l.a = {a, QString::fromLatin1(groupA), mNextPort[a]++};
        l.b = {b, QString::fromLatin1(groupB), mNextPort[b]++};
        l.fabricId = fabric;
        add(mDesign.addLink(l, &mWhy));
    }
    const Design &design() const { return mDesign; }

private:
    void add(bool ok)
    {
        if (!ok)
            qFatal("fixture: %s", qPrintable(mWhy));
    }
    Design mDesign;
    QString mWhy;
    std::map<QString, int> mNextPort;
    int mLinks = 0;
};

QString id(const char *prefix, int n)
{
    return QString::fromLatin1(prefix) + QString::number(n);
}

Role roleFor(Roles roles, Role tierRole)
{
    switch (roles) {
    case Roles::All:
        return tierRole;
    case Roles::None:
        return Role::Other;
    case Roles::LeavesOnly:
        return tierRole == Role::Leaf ? tierRole : Role::Other;
    case Roles::UpperOnly:
        return tierRole == Role::Leaf ? Role::Other : tierRole;
    case Roles::Management:
        return Role::Management;
    }
    return Role::Other;
}

void addRolesColumn()
{
    QTest::addColumn<Roles>("roles");
    QTest::newRow("roles set") << Roles::All;
    QTest::newRow("no roles") << Roles::None;
    QTest::newRow("leaf roles only") << Roles::LeavesOnly;
    QTest::newRow("upper roles only") << Roles::UpperOnly;
    QTest::newRow("management roles") << Roles::Management;
}

FabricSummary expected(int endpoints, int leaves, int spines, int cores, int el, int ls, int sc,
                       int other)
{
    FabricSummary s;
    s.id = QStringLiteral("fab");
    s.name = QStringLiteral("Compute fabric");
    s.kind = FabricKind::Compute;
    s.technology = QStringLiteral("InfiniBand NDR");
    s.endpoints = endpoints;
    s.leafSwitches = leaves;
    s.spineSwitches = spines;
    s.coreSwitches = cores;
    s.endpointLeafLinks = el;
    s.leafSpineLinks = ls;
    s.spineCoreLinks = sc;
    s.otherLinks = other;
    s.links = el + ls + sc + other;
    return s;
}

QString describe(const FabricSummary &s)
{
    return QStringLiteral("%1: endpoints %2, switches %3/%4/%5, links %6 = %7 + %8 + %9 + %10")
        .arg(s.id)
        .arg(s.endpoints)
        .arg(s.leafSwitches)
        .arg(s.spineSwitches)
        .arg(s.coreSwitches)
        .arg(s.links)
        .arg(s.endpointLeafLinks)
        .arg(s.leafSpineLinks)
        .arg(s.spineCoreLinks)
        .arg(s.otherLinks);
}

#define COMPARE_SUMMARY(actual, expected)                                                          \
    do {                                                                                           \
        const FabricSummary a_ = (actual), e_ = (expected);                                        \
        QVERIFY2(                                                                                  \
            a_ == e_,                                                                              \
            qPrintable(QStringLiteral("\n   got %1\n  want %2").arg(describe(a_), describe(e_)))); \
    } while (false)

// 8 GPU servers, 4 leaves, 2 spines. Servers 0-3 each cable one port to leaf 0 and one to leaf 1,
// servers 4-7 to leaves 2 and 3: 16 endpoint-leaf links. Every leaf cables 2 ports to each spine:
// 4 x 2 x 2 = 16 leaf-spine links.
Builder buildTwoTier(Roles roles)
{
    Builder b;
    for (int i = 0; i < 8; ++i)
        b.device(id("gpu-", i), "gpu", Role::Compute);
    for (int i = 0; i < 4; ++i)
        b.device(id("leaf-", i), "ib-switch", roleFor(roles, Role::Leaf));
    for (int i = 0; i < 2; ++i)
        b.device(id("spine-", i), "ib-switch", roleFor(roles, Role::Spine));
    for (int i = 0; i < 8; ++i)
        for (int side = 0; side < 2; ++side)
            b.link(id("gpu-", i), "ib", id("leaf-", (i / 4) * 2 + side), "ib");
    for (int l = 0; l < 4; ++l)
        for (int s = 0; s < 2; ++s)
            for (int k = 0; k < 2; ++k)
                b.link(id("leaf-", l), "ib", id("spine-", s), "ib");
    return b;
}

// Two pods of 2 leaves and 2 spines under 2 cores. Every leaf has 2 servers with one link each
// (8 endpoint-leaf), links once to each spine of its pod (4 x 2 = 8 leaf-spine); every spine links
// once to each core (4 x 2 = 8 spine-core).
Builder buildThreeTier(Roles roles)
{
    Builder b;
    for (int i = 0; i < 8; ++i)
        b.device(id("gpu-", i), "gpu", Role::Compute);
    for (int i = 0; i < 4; ++i) {
        b.device(id("leaf-", i), "ib-switch", roleFor(roles, Role::Leaf));
        b.device(id("spine-", i), "ib-switch", roleFor(roles, Role::Spine));
    }
    for (int i = 0; i < 2; ++i)
        b.device(id("core-", i), "ib-switch", roleFor(roles, Role::Core));
    for (int i = 0; i < 8; ++i)
        b.link(id("gpu-", i), "ib", id("leaf-", i / 2), "ib");
    for (int l = 0; l < 4; ++l)
        for (int s = 0; s < 2; ++s)
            b.link(id("leaf-", l), "ib", id("spine-", (l / 2) * 2 + s), "ib");
    for (int s = 0; s < 4; ++s)
        for (int c = 0; c < 2; ++c)
            b.link(id("spine-", s), "ib", id("core-", c), "ib");
    return b;
}

// The out-of-band network of a small pod: one switch (role management) with every BMC, PDU and
// switch management port on its RJ45 ports. 4 servers + 2 PDUs + 2 compute leaves + 1 storage +
// 1 control-plane server = 10 endpoints, 10 endpoint-leaf links.
Builder oobStar()
{
    Builder b;
    b.fabric(QStringLiteral("oob"), FabricKind::Oob);
    b.device(QStringLiteral("oob-sw"), "oob-switch", Role::Management);
    for (int i = 0; i < 4; ++i) {
        b.device(id("gpu-", i), "gpu", Role::Compute);
        b.link(id("gpu-", i), "bmc", QStringLiteral("oob-sw"), "rj45", QStringLiteral("oob"));
    }
    for (int i = 0; i < 2; ++i) {
        b.device(id("pdu-", i), "pdu", Role::Pdu);
        b.link(id("pdu-", i), "mgmt", QStringLiteral("oob-sw"), "rj45", QStringLiteral("oob"));
        // A switch of another fabric, managed through its own management port.
        b.device(id("leaf-", i), "ib-switch", Role::Leaf);
        b.link(QStringLiteral("oob-sw"), "rj45", id("leaf-", i), "mgmt", QStringLiteral("oob"));
    }
    b.device(QStringLiteral("stor"), "storage", Role::Storage);
    b.link(QStringLiteral("stor"), "mgmt", QStringLiteral("oob-sw"), "rj45", QStringLiteral("oob"));
    b.device(QStringLiteral("ctrl"), "ctrl", Role::Management);
    b.link(QStringLiteral("ctrl"), "bmc", QStringLiteral("oob-sw"), "rj45", QStringLiteral("oob"));
    return b;
}

const FabricSummary *find(const std::vector<FabricSummary> &all, const char *fabricId)
{
    for (const FabricSummary &s : all)
        if (s.id == QLatin1String(fabricId))
            return &s;
    return nullptr;
}

} // namespace

class TestFabricSummary final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { mCatalog = std::make_unique<Catalog>(testCatalog()); }

    void twoTier_data() { addRolesColumn(); }
    void twoTier()
    {
        QFETCH(Roles, roles);
        const auto fabrics = summarizeFabrics(buildTwoTier(roles).design(), *mCatalog);
        QCOMPARE(fabrics.size(), std::size_t(1));
        COMPARE_SUMMARY(fabrics[0], expected(8, 4, 2, 0, 16, 16, 0, 0));
    }

    void threeTier_data() { addRolesColumn(); }
    void threeTier()
    {
        QFETCH(Roles, roles);
        const auto fabrics = summarizeFabrics(buildThreeTier(roles).design(), *mCatalog);
        COMPARE_SUMMARY(fabrics.at(0), expected(8, 4, 4, 2, 8, 8, 8, 0));
    }

    void oobStarSwitchIsLeaf()
    {
        const auto fabrics = summarizeFabrics(oobStar().design(), *mCatalog);
        QCOMPARE(fabrics.size(), std::size_t(2));
        const FabricSummary *oob = find(fabrics, "oob");
        QVERIFY(oob);
        QCOMPARE(oob->kind, FabricKind::Oob);
        QCOMPARE(oob->name, QStringLiteral("oob"));
        QCOMPARE(oob->technology, QStringLiteral("Ethernet 1G"));
        // The two leaves are on the star by their management ports: endpoints, not leaf-leaf.
        QCOMPARE(oob->endpoints, 10);
        QCOMPARE(oob->leafSwitches, 1);
        QCOMPARE(oob->spineSwitches, 0);
        QCOMPARE(oob->coreSwitches, 0);
        QCOMPARE(oob->links, 10);
        QCOMPARE(oob->endpointLeafLinks, 10);
        QCOMPARE(oob->otherLinks, 0);
        // The compute fabric has no links: listed, all zero.
        COMPARE_SUMMARY(*find(fabrics, "fab"), expected(0, 0, 0, 0, 0, 0, 0, 0));
    }

    void oobAggregationIsSpine()
    {
        // Two access switches, each with 3 BMCs, both uplinked twice to an aggregation switch;
        // all three have role management: 6 endpoints, 2 leaves, 1 spine, 6 + 4 links. Then the
        // three switches' own management ports go to access switch oob-0 (its own included, as
        // the generator cables it): 3 more endpoint-leaf links, tiers unchanged.
        Builder b;
        b.fabric(QStringLiteral("oob"), FabricKind::Oob);
        const QString agg = QStringLiteral("oob-agg");
        b.device(agg, "oob-switch", Role::Management);
        for (int s = 0; s < 2; ++s) {
            b.device(id("oob-", s), "oob-switch", Role::Management);
            for (int k = 0; k < 2; ++k)
                b.link(id("oob-", s), "uplink", agg, "uplink", QStringLiteral("oob"));
            for (int i = 0; i < 3; ++i) {
                b.device(id("gpu-", s * 3 + i), "gpu", Role::Compute);
                b.link(id("gpu-", s * 3 + i), "bmc", id("oob-", s), "rj45", QStringLiteral("oob"));
            }
        }
        const auto summaries = summarizeFabrics(b.design(), *mCatalog); // `oob` points into it
        const FabricSummary *oob = find(summaries, "oob");
        QVERIFY(oob);
        QCOMPARE(oob->endpoints, 6);
        QCOMPARE(oob->leafSwitches, 2);
        QCOMPARE(oob->spineSwitches, 1);
        QCOMPARE(oob->endpointLeafLinks, 6);
        QCOMPARE(oob->leafSpineLinks, 4);
        QCOMPARE(oob->links, 10);

        for (const QString &sw : {agg, id("oob-", 0), id("oob-", 1)})
            b.link(sw, "mgmt", id("oob-", 0), "rj45", QStringLiteral("oob"));
        const auto managedSummaries = summarizeFabrics(b.design(), *mCatalog);
        const FabricSummary *managed = find(managedSummaries, "oob");
        QVERIFY(managed);
        QCOMPARE(managed->endpoints, 6);
        QCOMPARE(managed->leafSwitches, 2);
        QCOMPARE(managed->spineSwitches, 1);
        QCOMPARE(managed->endpointLeafLinks, 9);
        QCOMPARE(managed->leafSpineLinks, 4);
        QCOMPARE(managed->otherLinks, 0);
        QCOMPARE(managed->links, 13);
    }

    void managementPortsOnlyInferLeaves()
    {
        // Switches without roles that see only management ports: the one whose access port takes
        // them is a leaf; those managed through it gain no tier from it (they are leaves because
        // their own BMC neighbours make them so, not spines above the first).
        Builder b;
        b.device(QStringLiteral("gpu-0"), "gpu", Role::Compute);
        b.device(QStringLiteral("sw-0"), "oob-switch", Role::Other);
        b.device(QStringLiteral("sw-1"), "oob-switch", Role::Other);
        b.device(QStringLiteral("sw-2"), "oob-switch", Role::Other);
        b.link(QStringLiteral("gpu-0"), "bmc", QStringLiteral("sw-1"), "rj45");
        b.link(QStringLiteral("sw-1"), "mgmt", QStringLiteral("sw-0"), "rj45");
        b.link(QStringLiteral("sw-2"), "mgmt", QStringLiteral("sw-0"), "rj45");
        b.link(QStringLiteral("sw-2"), "uplink", QStringLiteral("sw-1"), "uplink");
        // sw-0: a leaf (management ports on it). sw-1: a leaf (gpu-0). sw-2: its only data link
        // is to sw-1, so a spine; its management port on sw-0 does not make it a leaf.
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(1, 2, 1, 0, 3, 1, 0, 0));
    }

    void linksWithoutFabricIgnored()
    {
        // The two-tier design plus cables with no fabric: server-leaf, leaf-spine and a server
        // to a switch that is in no fabric at all. The summary does not move.
        Builder b = buildTwoTier(Roles::None);
        b.device(QStringLiteral("loose"), "ib-switch", Role::Other);
        b.link(QStringLiteral("gpu-0"), "ib", QStringLiteral("leaf-3"), "ib", QString());
        b.link(QStringLiteral("leaf-0"), "ib", QStringLiteral("spine-1"), "ib", QString());
        b.link(QStringLiteral("gpu-1"), "ib", QStringLiteral("loose"), "ib", QString());
        b.link(QStringLiteral("loose"), "ib", QStringLiteral("spine-0"), "ib", QString());
        const auto fabrics = summarizeFabrics(b.design(), *mCatalog);
        QCOMPARE(fabrics.size(), std::size_t(1));
        COMPARE_SUMMARY(fabrics[0], expected(8, 4, 2, 0, 16, 16, 0, 0));
    }

    void fabricsStayApart()
    {
        // The same switches in a second fabric: each fabric counts only its own links.
        Builder b = buildTwoTier(Roles::All);
        b.fabric(QStringLiteral("fab-2"));
        b.link(QStringLiteral("gpu-0"), "ib", QStringLiteral("leaf-0"), "ib",
               QStringLiteral("fab-2"));
        b.link(QStringLiteral("gpu-1"), "ib", QStringLiteral("leaf-0"), "ib",
               QStringLiteral("fab-2"));
        const auto fabrics = summarizeFabrics(b.design(), *mCatalog);
        QCOMPARE(fabrics.size(), std::size_t(2));
        QCOMPARE(fabrics[0].id, QStringLiteral("fab")); // fabric id order
        COMPARE_SUMMARY(fabrics[0], expected(8, 4, 2, 0, 16, 16, 0, 0));
        QCOMPARE(fabrics[1].id, QStringLiteral("fab-2"));
        QCOMPARE(fabrics[1].endpoints, 2);
        QCOMPARE(fabrics[1].leafSwitches, 1);
        QCOMPARE(fabrics[1].spineSwitches, 0);
        QCOMPARE(fabrics[1].endpointLeafLinks, 2);
        QCOMPARE(fabrics[1].links, 2);
    }

    void otherLinks_data()
    {
        QTest::addColumn<Roles>("roles");
        QTest::newRow("roles set") << Roles::All;
        QTest::newRow("no roles") << Roles::None;
    }
    void otherLinks()
    {
        QFETCH(Roles, roles);
        // The two-tier design plus: a cable between two servers (endpoint-endpoint), one between
        // two leaves (leaf-leaf) and a loop between two ports of one leaf (leaf-leaf). All other.
        Builder b = buildTwoTier(roles);
        b.link(QStringLiteral("gpu-0"), "ib", QStringLiteral("gpu-1"), "ib");
        b.link(QStringLiteral("leaf-0"), "ib", QStringLiteral("leaf-1"), "ib");
        b.link(QStringLiteral("leaf-2"), "ib", QStringLiteral("leaf-2"), "ib");
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(8, 4, 2, 0, 16, 16, 0, 3));
    }

    void endpointOnSpineIsOther()
    {
        // A server cabled straight to a switch whose role says spine: the role wins, the link is
        // endpoint-spine. Without the role, that switch touches an endpoint and would be a leaf.
        Builder b = buildTwoTier(Roles::All);
        b.device(QStringLiteral("gpu-x"), "gpu", Role::Compute);
        b.link(QStringLiteral("gpu-x"), "ib", QStringLiteral("spine-0"), "ib");
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(9, 4, 2, 0, 16, 16, 0, 1));
    }

    void inferenceTakesLowestNeighbour()
    {
        // A switch without role on both a server and a spine is a leaf (next to an endpoint); one
        // above the cores only is capped at core; two linked switches nothing reaches are leaves.
        Builder b = buildThreeTier(Roles::All);
        b.device(QStringLiteral("gpu-x"), "gpu", Role::Compute);
        b.device(QStringLiteral("sw-x"), "ib-switch", Role::Other);
        b.link(QStringLiteral("gpu-x"), "ib", QStringLiteral("sw-x"), "ib");
        b.link(QStringLiteral("sw-x"), "ib", QStringLiteral("spine-0"), "ib");
        b.device(QStringLiteral("super"), "ib-switch", Role::Other);
        b.link(QStringLiteral("core-0"), "ib", QStringLiteral("super"), "ib");
        b.device(QStringLiteral("island-0"), "ib-switch", Role::Other);
        b.device(QStringLiteral("island-1"), "ib-switch", Role::Other);
        b.link(QStringLiteral("island-0"), "ib", QStringLiteral("island-1"), "ib");
        // endpoints 8 + 1; leaves 4 + sw-x + 2 island; cores 2 + super;
        // links: +1 endpoint-leaf, +1 leaf-spine, core-core and island leaf-leaf are other.
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(9, 7, 4, 3, 9, 9, 8, 2));
    }

    void switchKindDecides()
    {
        Builder b;
        // A server with role leaf is still a server; an unknown SKU is judged by its role.
        b.device(QStringLiteral("gpu-0"), "gpu", Role::Leaf);
        b.device(QStringLiteral("gpu-1"), "gpu", Role::Compute);
        b.device(QStringLiteral("mystery-leaf"), "no-such-sku", Role::Leaf);
        b.device(QStringLiteral("mystery-box"), "no-such-sku", Role::Other);
        b.device(QStringLiteral("spine"), "ib-switch", Role::Other);
        b.link(QStringLiteral("gpu-0"), "ib", QStringLiteral("mystery-leaf"), "ib");
        b.link(QStringLiteral("gpu-1"), "ib", QStringLiteral("mystery-leaf"), "ib");
        b.link(QStringLiteral("mystery-box"), "ib", QStringLiteral("mystery-leaf"), "ib");
        b.link(QStringLiteral("mystery-leaf"), "ib", QStringLiteral("spine"), "ib");
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(3, 1, 1, 0, 3, 1, 0, 0));
    }

    void managementPortMakesEndpoint()
    {
        // A leaf cabled into a fabric by its management port only is managed by that fabric; the
        // same switch with a switching port in it is a switch there.
        Builder b;
        b.device(QStringLiteral("gpu-0"), "gpu", Role::Compute);
        b.device(QStringLiteral("sw-a"), "ib-switch", Role::Other);
        b.device(QStringLiteral("sw-b"), "ib-switch", Role::Leaf);
        b.link(QStringLiteral("gpu-0"), "ib", QStringLiteral("sw-a"), "ib");
        b.link(QStringLiteral("sw-b"), "mgmt", QStringLiteral("sw-a"), "ib");
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(2, 1, 0, 0, 2, 0, 0, 0));
        b.link(QStringLiteral("sw-b"), "ib", QStringLiteral("sw-a"), "ib");
        // Now sw-b switches here too: a leaf by its role. Its management port is still a host on
        // sw-a (endpoint-leaf); the data link between the two leaves is leaf-leaf.
        COMPARE_SUMMARY(summarizeFabrics(b.design(), *mCatalog).at(0),
                        expected(1, 2, 0, 0, 2, 0, 0, 1));
    }

    void emptyDesign() { QVERIFY(summarizeFabrics(Design(), *mCatalog).empty()); }

    void largeFabric()
    {
        // A three-tier fat tree at the scale the analysis must handle live, without roles:
        // 16,384 servers under 512 leaves, 2 links each (32,768 links); 16 pods of 32 leaves x 32
        // spines, every leaf to every spine of its pod (16,384 links); 256 cores in 32 groups of
        // 8, spine s of every pod to the 8 cores of group s (512 x 8 = 4,096 links). 17,664
        // devices, 53,248 links. Not a timed assertion (benchmarks live in tests/bench); the time
        // is logged.
        Builder b;
        constexpr int kServers = 16384, kLeaves = 512, kPods = 16, kPerPod = 32, kCores = 256;
        for (int i = 0; i < kServers; ++i)
            b.device(id("gpu-", i), "gpu", Role::Compute);
        for (int i = 0; i < kLeaves; ++i) {
            b.device(id("leaf-", i), "ib-switch", Role::Other);
            b.device(id("spine-", i), "ib-switch", Role::Other);
        }
        for (int i = 0; i < kCores; ++i)
            b.device(id("core-", i), "ib-switch", Role::Other);
        for (int i = 0; i < kServers; ++i)
            for (int k = 0; k < 2; ++k)
                b.link(id("gpu-", i), "ib", id("leaf-", i / 32), "ib");
        for (int p = 0; p < kPods; ++p)
            for (int l = 0; l < kPerPod; ++l)
                for (int s = 0; s < kPerPod; ++s)
                    b.link(id("leaf-", p * kPerPod + l), "ib", id("spine-", p * kPerPod + s), "ib");
        for (int p = 0; p < kPods; ++p)
            for (int s = 0; s < kPerPod; ++s)
                for (int c = 0; c < 8; ++c)
                    b.link(id("spine-", p * kPerPod + s), "ib", id("core-", s * 8 + c), "ib");

        QElapsedTimer timer;
        timer.start();
        const auto fabrics = summarizeFabrics(b.design(), *mCatalog);
        qInfo("summarizeFabrics: %d devices, %d links in %lld ms", int(b.design().devices().size()),
              int(b.design().links().size()), timer.elapsed());
        COMPARE_SUMMARY(fabrics.at(0), expected(kServers, kLeaves, kLeaves, kCores, 2 * kServers,
                                                kPods * kPerPod * kPerPod, kLeaves * 8, 0));
    }

    void basePodSample()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorLines(QStringLiteral("sample")).join(u'\n')));
        QString error;
        const auto catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        const auto fabrics = summarizeFabrics(*loaded.design, *catalog);
        QCOMPARE(fabrics.size(), std::size_t(4));

        // Counted from the sample file: dgx-01..04 cable ib[0..7] to ib-leaf-1 and -2 (32 rail
        // links) and ufm-1 its two ib ports (2): 5 endpoints, 2 leaves, 34 endpoint-leaf links.
        const FabricSummary *compute = find(fabrics, "compute-ib");
        QVERIFY(compute);
        QCOMPARE(compute->name, QStringLiteral("Compute fabric"));
        QCOMPARE(compute->kind, FabricKind::Compute);
        QCOMPARE(compute->technology, QStringLiteral("InfiniBand NDR400"));
        QCOMPARE(compute->endpoints, 5);
        QCOMPARE(compute->leafSwitches, 2);
        QCOMPARE(compute->spineSwitches, 0);
        QCOMPARE(compute->coreSwitches, 0);
        QCOMPARE(compute->links, 34);
        QCOMPARE(compute->endpointLeafLinks, 34);
        QCOMPARE(compute->otherLinks, 0);

        // Storage: 4 DGX x 2 + storage-1 x 4 = 12 links to eth-sw-1/2. In-band: 4 DGX x 2 +
        // 5 control-plane servers x 2 = 18 links to the same two switches. Out-of-band: oob-sw-1
        // (role management) with 23 managed devices: 4 DGX, 4 switch management ports, UFM,
        // storage, 5 control-plane servers, 8 PDUs.
        const FabricSummary *storage = find(fabrics, "storage-eth");
        QVERIFY(storage);
        QCOMPARE(storage->endpoints, 5);
        QCOMPARE(storage->leafSwitches, 2);
        QCOMPARE(storage->endpointLeafLinks, 12);
        QCOMPARE(storage->links, 12);
        const FabricSummary *inband = find(fabrics, "inband-eth");
        QVERIFY(inband);
        QCOMPARE(inband->endpoints, 9);
        QCOMPARE(inband->leafSwitches, 2);
        QCOMPARE(inband->endpointLeafLinks, 18);
        QCOMPARE(inband->links, 18);
        const FabricSummary *oob = find(fabrics, "oob-eth");
        QVERIFY(oob);
        QCOMPARE(oob->kind, FabricKind::Oob);
        QCOMPARE(oob->endpoints, 23);
        QCOMPARE(oob->leafSwitches, 1);
        QCOMPARE(oob->spineSwitches, 0);
        QCOMPARE(oob->endpointLeafLinks, 23);
        QCOMPARE(oob->links, 23);

        // analyze() carries the same summaries, and the JSON has the layout.
        // (It adds the bandwidth figures and the optics' draw, which summarizeFabrics() leaves
        // empty.)
        const Analysis analysis = analyze(*loaded.design, *catalog);
        std::vector<FabricSummary> counts = analysis.fabrics;
        for (FabricSummary &f : counts) {
            QVERIFY(f.figures.computed);
            f.figures = {};
            f.opticsTypicalW = f.opticsMaxW = 0; // the cable plan's, which analyze() adds
        }
        QVERIFY(counts == fabrics);
        const QJsonObject json = cli::analysisToJson(*loaded.design, QStringLiteral("f"), analysis);
        const QJsonArray array = json.value(QStringLiteral("fabrics")).toArray();
        QCOMPARE(array.size(), 4);
        const QJsonObject first = array.at(0).toObject(); // fabric id order: compute-ib first
        // The summary's keys, then the figures' keys of the fabric-analysis issue.
        QCOMPARE(first.keys(), names({"average_hops", "bisection_gbps", "bisection_partition",
                                      "bisection_ratio", "components", "diameter_hops", "endpoints",
                                      "full_bisection_gbps", "id", "kind", "links", "name",
                                      "oversubscription", "oversubscription_worst_switch",
                                      "switches", "technology", "unreachable_endpoints"}));
        QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("compute-ib"));
        QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("Compute fabric"));
        QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("compute"));
        QCOMPARE(first.value(QStringLiteral("technology")).toString(),
                 QStringLiteral("InfiniBand NDR400"));
        QCOMPARE(first.value(QStringLiteral("endpoints")).toInt(), 5);
        const QJsonObject switches = first.value(QStringLiteral("switches")).toObject();
        QCOMPARE(switches, QJsonObject({{QStringLiteral("leaf"), 2},
                                        {QStringLiteral("spine"), 0},
                                        {QStringLiteral("core"), 0}}));
        const QJsonObject links = first.value(QStringLiteral("links")).toObject();
        QCOMPARE(links, QJsonObject({{QStringLiteral("total"), 34},
                                     {QStringLiteral("endpoint_leaf"), 34},
                                     {QStringLiteral("leaf_spine"), 0},
                                     {QStringLiteral("spine_core"), 0}}));
        QStringList order;
        for (const QJsonValue &f : array)
            order << f.toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(order, names({"compute-ib", "inband-eth", "oob-eth", "storage-eth"}));
    }

private:
    std::unique_ptr<Catalog> mCatalog;
};

QTEST_GUILESS_MAIN(TestFabricSummary)
#include "tst_fabricsummary.moc"

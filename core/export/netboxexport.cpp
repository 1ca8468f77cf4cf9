#include "netboxexport.h"

#include "cabling/cableplan.h"
#include "catalog/cablechoice.h"
#include "catalog/catalog.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/netboxinterfacetype.h"
#include "export/netboxpanels.h"
#include "export/savefile.h"
#include "model/design.h"
#include "platform/atomicdirectory.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace podcad::netbox {
namespace {

// RFC 4180 quoting only. Unlike the BOM's csv::field, no apostrophe before a leading "-" or "=":
// NetBox stores what it reads, so a neutralised name would no longer match the device it names.
QString cell(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') &&
        !text.contains(u'\r'))
        return text;
    QString value = text;
    value.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + value + u'"';
}

class CsvTable final
{
public:
    explicit CsvTable(const QStringList &header) { row(header); }
    void row(const QStringList &cells)
    {
        QStringList quoted;
        for (const QString &c : cells)
            quoted << cell(c);
        mText += quoted.join(u',') + QStringLiteral("\r\n");
    }
    QByteArray bytes() const { return mText.toUtf8(); }

private:
    QString mText;
};

// A YAML double-quoted scalar: the one style in which any text is safe (a name like "yes",
// "1.0" or "- x" would otherwise change type or structure). Escapes per YAML 1.2 section 5.7.
QString yamlString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == u'"' || c == u'\\')
            out += u'\\' + QString(c);
        else if (c == u'\n')
            out += QStringLiteral("\\n");
        else if (c == u'\t')
            out += QStringLiteral("\\t");
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QChar(u'0'));
        else
            out += c;
    }
    return out + u'"';
}

QString decimal(double value)
{
    // Shortest form that reads back the same, never exponent notation (NetBox's DecimalField).
    QString s = QString::number(value, 'f', 3);
    while (s.contains(u'.') && (s.endsWith(u'0') || s.endsWith(u'.')))
        s.chop(1);
    return s;
}

QString integer(double value)
{
    return QString::number(static_cast<long long>(std::llround(value)));
}

QString manufacturerOf(const DeviceModel &m)
{
    return netboxTypeIdentity(m).manufacturer;
}

// Device roles keep PodCAD's names, so a role reads the same in both tools.
QString roleColor(Role role)
{
    switch (role) {
    case Role::Compute:
        return QStringLiteral("4caf50");
    case Role::Leaf:
        return QStringLiteral("2196f3");
    case Role::Spine:
        return QStringLiteral("3f51b5");
    case Role::Core:
        return QStringLiteral("673ab7");
    case Role::Storage:
        return QStringLiteral("ff9800");
    case Role::Management:
        return QStringLiteral("607d8b");
    case Role::Ufm:
        return QStringLiteral("009688");
    case Role::Pdu:
        return QStringLiteral("f44336");
    case Role::Other:
        break;
    }
    return QStringLiteral("9e9e9e");
}

QString airflowOf(const DeviceModel &m)
{
    return netboxTypeIdentity(m).airflow;
}

// NetBox's cable type (dcim/choices.py CableTypeChoices) for a catalog cable: by its medium
// where the catalog gives one, else read from its name as the catalog writes it ("Passive copper
// 400G OSFP cable, 2 m"); empty when it says none of these, which NetBox accepts.
QString netboxCableType(const DeviceModel &cable)
{
    if (cable.media) {
        static const std::map<QString, QString> byMedium{
            {QStringLiteral("cat6"), QStringLiteral("cat6")},
            {QStringLiteral("dac"), QStringLiteral("dac-passive")},
            {QStringLiteral("acc"), QStringLiteral("dac-active")},
            {QStringLiteral("aoc"), QStringLiteral("aoc")},
            {QStringLiteral("om4"), QStringLiteral("mmf-om4")},
            {QStringLiteral("os2"), QStringLiteral("smf-os2")}};
        if (auto it = byMedium.find(cable.media->medium); it != byMedium.end())
            return it->second;
    }
    const QString name = cable.name.toLower();
    if (isTwistedPairCable(cable)) {
        for (const char *category : {"cat6a", "cat6", "cat5e", "cat7", "cat8"})
            if (name.contains(QLatin1String(category)))
                return QLatin1String(category);
        return {};
    }
    if (name.contains(QLatin1String("multimode")) || name.contains(QLatin1String("multi-mode")))
        return QStringLiteral("mmf");
    if (name.contains(QLatin1String("single-mode")) || name.contains(QLatin1String("singlemode")))
        return QStringLiteral("smf");
    if (name.contains(QLatin1String("active optical")))
        return QStringLiteral("aoc");
    if (name.contains(QLatin1String("passive copper")))
        return QStringLiteral("dac-passive");
    if (name.contains(QLatin1String("active copper")))
        return QStringLiteral("dac-active");
    return {};
}

// The cable the BOM counts for a link and its length: the cable plan's (the link's own cable, else
// the cheapest that reaches along its route), at the length bought (the catalog's), else the
// route's own length.
struct ExportedCable final
{
    const DeviceModel *model = nullptr;
    std::optional<double> lengthM;
};
ExportedCable cableOf(const Catalog &catalog, const CablePlan &plan, const Link &link)
{
    const PlannedCable *c = plan.cable(link.id);
    if (!c || !c->medium)
        return {};
    ExportedCable out{catalog.model(c->medium->cableSku), std::nullopt};
    if (out.model)
        out.lengthM = c->medium->cableLengthM > 0 ? c->medium->cableLengthM : c->route.lengthM();
    return out;
}

bool isPdu(const DeviceModel &m)
{
    return m.kind == DeviceKind::Pdu;
}

QString pduInletType(const PowerFeed &feed)
{
    // IEC 60309 industrial inlets: 3P+N+E for three-phase circuits, 2P+E for one phase.
    return feed.phases == 3 ? QStringLiteral("iec-60309-3p-n-e-6h")
                            : QStringLiteral("iec-60309-2p-e-6h");
}

// Outlets of a PDU whose catalog row gives no count: 12 C19 and 12 C13, the outlets of a zero-U
// three-phase metered PDU (Lenovo Press LP1884, "Lenovo 0U PDUs": "0U 12 C19/12 C13 Switched and
// Monitored 50A 3 Phase PDU"). A C20 inlet takes a C19 outlet, a C14 inlet a C13 one.
constexpr int kPduC19Outlets = 12;
constexpr int kPduC13Outlets = 12;

// The inlet a supply of `perSupplyMaxW` needs (IEC 60320: a C14 carries 10 A, a C20 16 A; at
// 230 V 2,300 W and 3,680 W); a supply beyond a C20 takes a three-phase industrial inlet, which
// no PDU outlet feeds.
QString supplyInletType(double perSupplyMaxW)
{
    if (perSupplyMaxW <= 10 * 230)
        return QStringLiteral("iec-60320-c14");
    if (perSupplyMaxW <= 16 * 230)
        return QStringLiteral("iec-60320-c20");
    return QStringLiteral("iec-60309-3p-n-e-6h");
}

// The outlet kind ("c13", "c19") a supply's cord plugs into; empty for an industrial inlet.
const char *outletFor(const DeviceModel &m)
{
    const double perSupplyMax = m.maxPowerW / std::max(1, m.suppliesForFull);
    const QString inlet = supplyInletType(perSupplyMax);
    return inlet == QLatin1String("iec-60320-c14")   ? "c13"
           : inlet == QLatin1String("iec-60320-c20") ? "c19"
                                                     : nullptr;
}

QString outletName(const char *type, int index)
{
    return QLatin1String(type) + u'-' + QString::number(index + 1);
}

// A rack-scale NVL72 system draws through the power shelves of its rack, not through supplies of
// its own: 8 shelves of 33 kW (six 5.5 kW supplies each) per rack (NVIDIA Enterprise Reference
// Architecture "NVL72 AI Factory", System Hardware & Components,
// https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html).
// Four shelves carry a 132 kW rack, so the export writes them as 8 supplies, 4 for full
// performance, each a three-phase inlet of its own.
constexpr int kNvl72PowerShelves = 8;
constexpr double kNvl72ShelfW = 33000;

bool isNvl72Rack(const DeviceModel &m)
{
    return m.sku == QLatin1String("DGX-GB200-NVL72") || m.sku == QLatin1String("DGX-GB300-NVL72");
}

// The model as the export writes its power: an NVL72 rack's supplies are its power shelves.
DeviceModel asExported(const DeviceModel &m)
{
    if (!isNvl72Rack(m))
        return m;
    DeviceModel out = m;
    out.supplies = kNvl72PowerShelves;
    out.suppliesForFull = std::max(1, int(std::ceil(m.maxPowerW / kNvl72ShelfW)));
    out.suppliesToRun = out.suppliesForFull;
    out.suppliesListed = true;
    return out;
}

// The device type YAML of one model.
QByteArray deviceTypeYaml(const DeviceModel &shipped)
{
    const DeviceModel m = asExported(shipped);
    QString y = QStringLiteral("---\n");
    auto line = [&](const QString &key, const QString &value) {
        y += key + QStringLiteral(": ") + value + u'\n';
    };
    const NetboxTypeIdentity id = netboxTypeIdentity(m);
    line(QStringLiteral("manufacturer"), yamlString(id.manufacturer));
    line(QStringLiteral("model"), yamlString(id.model));
    line(QStringLiteral("slug"), yamlString(id.slug));
    line(QStringLiteral("part_number"), yamlString(m.sku));
    if (!m.name.isEmpty())
        line(QStringLiteral("description"), yamlString(m.name.left(200)));
    line(QStringLiteral("u_height"),
         QString::number(m.rackUnits)); // whole units: a multiple of 0.5
    // Zero-U items (PDUs) hang at the side of the rack; everything racked spans its depth.
    line(QStringLiteral("is_full_depth"),
         m.rackUnits > 0 ? QStringLiteral("true") : QStringLiteral("false"));
    line(QStringLiteral("airflow"), airflowOf(m));
    if (m.weightKg > 0) { // the schema wants weight and weight_unit together or neither
        line(QStringLiteral("weight"), decimal(m.weightKg));
        line(QStringLiteral("weight_unit"), QStringLiteral("kg"));
    }
    // What NetBox has no field for, so that PodCAD's import gets the same model back.
    line(QStringLiteral("comments"), yamlString(netboxPodcadComment(m)));
    if (!m.portGroups.empty()) {
        y += QStringLiteral("interfaces:\n");
        for (const PortGroup &g : m.portGroups)
            for (int i = 0; i < g.count; ++i) {
                y += QStringLiteral("  - name: ") + yamlString(interfaceName(g, i)) + u'\n';
                y += QStringLiteral("    type: ") + interfaceType(g) + u'\n';
                if (g.fabric == QLatin1String("oob"))
                    y += QStringLiteral("    mgmt_only: true\n");
            }
    }
    y += QStringLiteral("power-ports:\n");
    auto powerPort = [&](const QString &name, const QString &type, double maxW, double allocatedW) {
        y += QStringLiteral("  - name: ") + yamlString(name) + u'\n';
        y += QStringLiteral("    type: ") + type + u'\n';
        // The schema wants whole watts of at least 1; a figure the catalog lacks is left out.
        if (std::ceil(maxW) >= 1)
            y += QStringLiteral("    maximum_draw: ") + integer(std::ceil(maxW)) + u'\n';
        if (std::ceil(allocatedW) >= 1)
            y += QStringLiteral("    allocated_draw: ") + integer(std::ceil(allocatedW)) + u'\n';
    };
    if (isPdu(m)) {
        const PowerFeed input = m.pduInput.value_or(PowerFeed{});
        // No draw of its own: NetBox sums the ports behind the outlets only when the input has
        // neither allocated_draw nor maximum_draw (PowerPort.get_power_draw).
        powerPort(QStringLiteral("input"), pduInletType(input), 0, 0);
        // Each outlet draws from the input, so NetBox sums what the cords behind it allocate
        // into the input's draw and the feed's utilisation. Three-phase outlets rotate over
        // the legs, as a PDU's outlet banks do.
        y += QStringLiteral("power-outlets:\n");
        int n = 0;
        for (const auto &[type, count] :
             {std::pair{"c19", kPduC19Outlets}, {"c13", kPduC13Outlets}})
            for (int i = 0; i < count; ++i, ++n) {
                y += QStringLiteral("  - name: ") + yamlString(outletName(type, i)) + u'\n';
                y += QStringLiteral("    type: iec-60320-") + QLatin1String(type) + u'\n';
                y += QStringLiteral("    power_port: \"input\"\n");
                if (input.phases == 3)
                    y += QStringLiteral("    feed_leg: ") + QChar(u'A' + n % 3) + u'\n';
            }
    } else {
        // Each supply may have to carry the whole box on its own share: with suppliesForFull
        // running, each draws max / suppliesForFull. Typical draw spreads over all supplies.
        const int supplies = std::max(1, m.supplies);
        const double perSupplyMax = m.maxPowerW / std::max(1, m.suppliesForFull);
        const QString name = isNvl72Rack(m) ? QStringLiteral("shelf%1") : QStringLiteral("psu%1");
        for (int i = 1; i <= supplies; ++i)
            powerPort(name.arg(i), supplyInletType(perSupplyMax), perSupplyMax,
                      m.typicalPowerW / supplies);
    }
    return y.toUtf8();
}

// Names are what NetBox matches rows on, so each must be unique: a duplicate or empty name
// falls back to the PodCAD id, which is unique.
class UniqueNames final
{
public:
    QString take(const QString &name, const QString &id)
    {
        QString n = name.trimmed().isEmpty() ? id : name.trimmed();
        if (mUsed.count(n))
            n = n == id ? id : n + QStringLiteral(" (") + id + u')';
        mUsed.insert(n);
        return n;
    }

private:
    std::set<QString> mUsed;
};

struct FeedRow final
{
    QString rack;
    QString name;
    FeedSide side = FeedSide::A;
    PowerFeed circuit;
    QString pduDevice; // empty: a rack without PDUs, the feed is not cabled
    QString panel;
    bool dc = false; // from an 800 V DC power rack
};

} // namespace

QString slug(const QString &text)
{
    return netboxSlug(text);
}

QString interfaceName(const PortGroup &group, int index)
{
    // A name that ends in a digit ("rj45") takes a "-" before the port number: "rj45-10", never
    // "rj4510", which reads as port 4510 or port 10 of "rj45".
    const QString base =
        !group.name.isEmpty() && group.name.back().isDigit() ? group.name + u'-' : group.name;
    if (group.portsPerCage <= 1)
        return base + QString::number(index + 1);
    return base + QString::number(index / group.portsPerCage + 1) + u'/' +
           QString::number(index % group.portsPerCage + 1);
}

QString interfaceType(const PortGroup &group)
{
    // The table is shared with the device-type import, so that an exported type reads back.
    return netboxInterfaceTypeFor(group.name == QLatin1String("ib"), group.speedGbps,
                                  group.connector);
}

std::vector<ExportFile> exportDesign(const Design &design, const Catalog &catalog,
                                     const CablePlan &plan, const ExportOptions &options,
                                     QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return std::vector<ExportFile>{};
    };
    const QString site = !options.site.trimmed().isEmpty()  ? options.site.trimmed()
                         : !design.site.trimmed().isEmpty() ? design.site.trimmed()
                         : !design.name.trimmed().isEmpty() ? design.name.trimmed()
                                                            : QStringLiteral("PodCAD design");
    // The design's location (a hall, a room) holds the racks without a row and the devices in no
    // rack, and is the parent of the row locations, so that naming it loses none of the rows.
    const QString hall = design.location.trimmed();
    const QString defaultLocation = !options.defaultLocation.trimmed().isEmpty()
                                        ? options.defaultLocation.trimmed()
                                    : !hall.isEmpty() ? hall
                                                      : QStringLiteral("Data hall");

    // Models first: a design that does not fit the catalog is refused before anything else.
    std::map<QString, const DeviceModel *> types; // SKU order
    for (const auto &[id, d] : design.devices()) {
        const DeviceModel *m = catalog.model(d.sku);
        if (!m)
            return fail(QStringLiteral("device %1: SKU %2 is not in the catalog").arg(id, d.sku));
        types.emplace(d.sku, m);
    }

    // Racks and their locations.
    UniqueNames rackNames;
    std::map<QString, QString> rackName, rackLocation; // by rack id
    std::set<QString> locations;
    CsvTable racks(
        {QStringLiteral("site"), QStringLiteral("location"), QStringLiteral("name"),
         QStringLiteral("status"), QStringLiteral("form_factor"), QStringLiteral("width"),
         QStringLiteral("u_height"), QStringLiteral("outer_width"), QStringLiteral("outer_depth"),
         QStringLiteral("outer_unit"), QStringLiteral("weight"), QStringLiteral("max_weight"),
         QStringLiteral("weight_unit"), QStringLiteral("description")});
    for (const auto &[id, r] : design.racks()) {
        const DeviceModel *m = catalog.model(r.sku);
        if (!m)
            return fail(QStringLiteral("rack %1: SKU %2 is not in the catalog").arg(id, r.sku));
        const QString name = rackNames.take(r.name, id);
        const QString location =
            r.row.trimmed().isEmpty() ? defaultLocation : QStringLiteral("Row ") + r.row.trimmed();
        rackName[id] = name;
        rackLocation[id] = location;
        locations.insert(location);
        const bool hasWeight = m->weightKg > 0 || m->maxLoadKg > 0;
        racks.row({site, location, name, QStringLiteral("planned"),
                   QStringLiteral("4-post-cabinet"), QStringLiteral("19"),
                   QString::number(m->rackUnits > 0 ? m->rackUnits : 42),
                   m->widthMm > 0 ? integer(m->widthMm) : QString(),
                   m->depthMm > 0 ? integer(m->depthMm) : QString(),
                   m->widthMm > 0 || m->depthMm > 0 ? QStringLiteral("mm") : QString(),
                   m->weightKg > 0 ? decimal(m->weightKg) : QString(),
                   m->maxLoadKg > 0 ? integer(m->maxLoadKg) : QString(),
                   hasWeight ? QStringLiteral("kg") : QString(),
                   r.sku + QStringLiteral(" (PodCAD ") + id + u')'});
    }

    // Devices.
    UniqueNames deviceNames;
    std::map<QString, QString> deviceName;
    std::set<Role> roles;
    CsvTable devices({QStringLiteral("name"), QStringLiteral("role"),
                      QStringLiteral("manufacturer"), QStringLiteral("device_type"),
                      QStringLiteral("status"), QStringLiteral("site"), QStringLiteral("location"),
                      QStringLiteral("rack"), QStringLiteral("position"), QStringLiteral("face"),
                      QStringLiteral("airflow"), QStringLiteral("description")});
    for (const auto &[id, d] : design.devices()) {
        const DeviceModel &m = *types.at(d.sku);
        const QString name = deviceNames.take(d.name, id);
        deviceName[id] = name;
        roles.insert(d.role);
        const bool racked = d.isPlaced() && d.lowestU > 0 && m.rackUnits > 0;
        devices.row({name, roleName(d.role), manufacturerOf(m), netboxTypeIdentity(m).model,
                     QStringLiteral("planned"), site,
                     d.isPlaced() ? rackLocation.at(d.rackId) : defaultLocation,
                     d.isPlaced() ? rackName.at(d.rackId) : QString(),
                     racked ? QString::number(d.lowestU) : QString(),
                     racked ? QStringLiteral("front") : QString(), airflowOf(m),
                     QStringLiteral("PodCAD ") + id});
    }

    // Cables between interfaces. Each port takes one cable in NetBox, and only the ports the
    // device type declares exist there.
    std::set<PortRef> used;
    // Each end names its site: NetBox's cable import looks a device up by name within
    // side_X_site when given (CableImportForm.__init__), and a device name is unique only per
    // site, so without it a second design's "leaf-01" matches two devices and the row fails.
    CsvTable cables({QStringLiteral("side_a_site"), QStringLiteral("side_a_device"),
                     QStringLiteral("side_a_type"), QStringLiteral("side_a_name"),
                     QStringLiteral("side_b_site"), QStringLiteral("side_b_device"),
                     QStringLiteral("side_b_type"), QStringLiteral("side_b_name"),
                     QStringLiteral("type"), QStringLiteral("status"), QStringLiteral("label"),
                     QStringLiteral("color"), QStringLiteral("length"),
                     QStringLiteral("length_unit")});
    for (const auto &[id, l] : design.links()) {
        QString ends[2];
        int side = 0;
        for (const PortRef *end : {&l.a, &l.b}) {
            const Device *d = design.device(end->deviceId);
            const PortGroup *g = types.at(d->sku)->portGroup(end->portGroup);
            if (!g)
                return fail(QStringLiteral("link %1: %2 has no port group \"%3\"")
                                .arg(id, end->deviceId, end->portGroup));
            if (end->portIndex < 0 || end->portIndex >= g->count)
                return fail(QStringLiteral(
                                "link %1: port %2 of group \"%3\" on %4 does not exist (%5 has %6)")
                                .arg(id)
                                .arg(end->portIndex + 1)
                                .arg(end->portGroup, end->deviceId, d->sku)
                                .arg(g->count));
            if (!used.insert(*end).second)
                return fail(QStringLiteral("link %1: port %2 on %3 already has a cable")
                                .arg(id, interfaceName(*g, end->portIndex), end->deviceId));
            ends[side++] = interfaceName(*g, end->portIndex);
        }
        const auto [cable, lengthM] = cableOf(catalog, plan, l);
        cables.row({site, deviceName.at(l.a.deviceId), QStringLiteral("dcim.interface"), ends[0],
                    site, deviceName.at(l.b.deviceId), QStringLiteral("dcim.interface"), ends[1],
                    cable ? netboxCableType(*cable) : QString(), QStringLiteral("planned"), id,
                    QString(), lengthM ? decimal(*lengthM) : QString(),
                    lengthM ? QStringLiteral("m") : QString()});
    }

    // Power: one feed per PDU (each PDU is one circuit, as in the feed analysis), one per side for
    // a rack without PDUs (one per element when the side lists several). Unassigned PDUs take
    // A, B, A, ... The panels: "Panel A" and "Panel B" of the site, or the elements of the
    // design's power chain the racks are fed from (netboxpanels.h).
    const PowerPanels powerPanels(design, catalog);
    std::vector<FeedRow> feeds;
    for (const auto &[rackId, r] : design.racks()) {
        std::array<std::vector<const Device *>, 2> pdus;
        int unassigned = 0;
        for (const Device *d : design.devicesIn(rackId)) {
            if (!isPdu(*types.at(d->sku)))
                continue;
            const FeedSide side =
                d->feed ? *d->feed : (unassigned++ % 2 == 0 ? FeedSide::A : FeedSide::B);
            pdus[feedIndex(side)].push_back(d);
        }
        const bool hasPdus = !pdus[0].empty() || !pdus[1].empty();
        for (FeedSide side : kFeedSides) {
            const auto &onSide = pdus[feedIndex(side)];
            const QString base = rackName.at(rackId) + u'-' + feedName(side);
            // Named copies: a lambda may not capture structured bindings before C++20's P1091,
            // which the fuzz build's clang 14 lacks.
            const QString &id = rackId;
            const Rack &rack = r;
            auto feed = [&](const QString &name, const PowerFeed &circuit, const QString &pdu,
                            std::size_t n) {
                feeds.push_back({id, name, side, circuit, pdu, powerPanels.panelOf(rack, side, n),
                                 powerPanels.isDc(rack, side, n)});
            };
            // A rack without PDUs takes one feed from each element its side lists.
            const std::size_t sources = powerPanels.sourcesOf(r, side).size();
            if (!hasPdus && sources <= 1)
                feed(base, r.feed(side).value_or(PowerFeed{}), {}, 0);
            for (std::size_t n = 0; !hasPdus && sources > 1 && n < sources; ++n)
                feed(base + QString::number(n + 1), r.feed(side).value_or(PowerFeed{}), {}, n);
            for (std::size_t i = 0; i < onSide.size(); ++i) {
                const DeviceModel &m = *types.at(onSide[i]->sku);
                const PowerFeed circuit =
                    r.feed(side) ? *r.feed(side) : m.pduInput.value_or(PowerFeed{});
                feed(base + QString::number(i + 1), circuit, onSide[i]->id, i);
            }
        }
    }
    CsvTable panels = powerPanels.fromFacility()
                          ? CsvTable({QStringLiteral("site"), QStringLiteral("name"),
                                      QStringLiteral("description"), QStringLiteral("comments")})
                          : CsvTable({QStringLiteral("site"), QStringLiteral("name"),
                                      QStringLiteral("description")});
    if (powerPanels.fromFacility()) {
        std::vector<QString> used;
        for (const FeedRow &f : feeds)
            used.push_back(f.panel);
        for (const PowerPanels::Panel &p : powerPanels.panels(used))
            panels.row({site, p.name, p.description, p.comments});
    } else {
        for (FeedSide side : kFeedSides)
            panels.row(
                {site, genericPanelName(side),
                 QStringLiteral("Feed ") + feedName(side) + QStringLiteral(" of every rack")});
    }
    CsvTable powerFeeds({QStringLiteral("site"), QStringLiteral("power_panel"),
                         QStringLiteral("location"), QStringLiteral("rack"), QStringLiteral("name"),
                         QStringLiteral("status"), QStringLiteral("type"), QStringLiteral("supply"),
                         QStringLiteral("phase"), QStringLiteral("voltage"),
                         QStringLiteral("amperage"), QStringLiteral("max_utilization")});
    // The panel, too, is looked up within side_b_site: every design has a "Panel A".
    CsvTable powerCables({QStringLiteral("side_a_site"), QStringLiteral("side_a_device"),
                          QStringLiteral("side_a_type"), QStringLiteral("side_a_name"),
                          QStringLiteral("side_b_site"), QStringLiteral("side_b_power_panel"),
                          QStringLiteral("side_b_type"), QStringLiteral("side_b_name"),
                          QStringLiteral("status"), QStringLiteral("label")});
    for (const FeedRow &f : feeds) {
        // NetBox keeps voltage, amperage and max_utilization (a percentage) as whole numbers. A
        // DC feed carries the side's circuit power at 800 V: NetBox has no DC phase value and
        // counts a single-phase feed's power as V x A (PowerFeed.save), the DC formula.
        const double dcAmps = std::ceil(f.circuit.usableW() / f.circuit.derating / kDcFeedVoltageV);
        const bool threePhase = !f.dc && f.circuit.phases == 3;
        powerFeeds.row(
            {site, f.panel, rackLocation.at(f.rack), rackName.at(f.rack), f.name,
             QStringLiteral("planned"),
             f.side == FeedSide::A ? QStringLiteral("primary") : QStringLiteral("redundant"),
             f.dc ? QStringLiteral("dc") : QStringLiteral("ac"),
             threePhase ? QStringLiteral("three-phase") : QStringLiteral("single-phase"),
             integer(f.dc ? kDcFeedVoltageV : f.circuit.voltageV),
             integer(f.dc ? dcAmps : f.circuit.currentA), integer(f.circuit.derating * 100)});
        if (!f.pduDevice.isEmpty())
            powerCables.row({site, deviceName.at(f.pduDevice), QStringLiteral("dcim.powerport"),
                             QStringLiteral("input"), site, f.panel,
                             QStringLiteral("dcim.powerfeed"), f.name, QStringLiteral("planned"),
                             QString()});
    }

    // One cord per supply, from a PDU outlet to the supply's power port: odd supplies (psu1,
    // psu3, ...) on feed A, even ones on B, so that a box on N+N supplies keeps half on each
    // feed; a rack with PDUs on one side only puts every supply there. Within a side the
    // supplies take the side's PDUs in turn, each its next free C19 outlet; a supply for which
    // every outlet of its kind on its side is taken, or whose inlet no rack PDU outlet takes,
    // stays without a cord.
    CsvTable cords({QStringLiteral("side_a_site"), QStringLiteral("side_a_device"),
                    QStringLiteral("side_a_type"), QStringLiteral("side_a_name"),
                    QStringLiteral("side_b_site"), QStringLiteral("side_b_device"),
                    QStringLiteral("side_b_type"), QStringLiteral("side_b_name"),
                    QStringLiteral("type"), QStringLiteral("status")});
    for (const auto &[rackId, r] : design.racks()) {
        std::array<std::vector<const Device *>, 2> pdus;
        for (const FeedRow &f : feeds)
            if (f.rack == rackId && !f.pduDevice.isEmpty())
                pdus[feedIndex(f.side)].push_back(design.device(f.pduDevice));
        if (pdus[0].empty() && pdus[1].empty())
            continue;
        std::map<std::pair<QString, QString>, int> usedOutlets; // (PDU id, "c19") -> taken
        std::array<std::size_t, 2> turn{0, 0};
        for (const Device *d : design.devicesIn(rackId)) {
            const DeviceModel m = asExported(*types.at(d->sku));
            const char *outlet = outletFor(m);
            if (isPdu(m) || !outlet)
                continue;
            const int outlets =
                QLatin1String(outlet) == QLatin1String("c19") ? kPduC19Outlets : kPduC13Outlets;
            for (int psu = 1; psu <= std::max(1, m.supplies); ++psu) {
                std::size_t side = psu % 2 == 1 ? 0 : 1;
                if (pdus[side].empty())
                    side = 1 - side;
                const auto &onSide = pdus[side];
                for (std::size_t tried = 0; tried < onSide.size(); ++tried) {
                    const Device *pdu = onSide[turn[side]++ % onSide.size()];
                    int &next = usedOutlets[{pdu->id, QLatin1String(outlet)}];
                    if (next >= outlets)
                        continue;
                    cords.row({site, deviceName.at(pdu->id), QStringLiteral("dcim.poweroutlet"),
                               outletName(outlet, next++), site, deviceName.at(d->id),
                               QStringLiteral("dcim.powerport"), QStringLiteral("psu%1").arg(psu),
                               QStringLiteral("power"), QStringLiteral("planned")});
                    break;
                }
            }
        }
    }

    // Lookups NetBox needs before the rows that name them.
    std::map<QString, QString> manufacturers; // name -> slug
    for (const auto &[sku, m] : types) {
        const NetboxTypeIdentity id = netboxTypeIdentity(*m);
        manufacturers.emplace(id.manufacturer, id.manufacturerSlug);
    }
    CsvTable manufacturerCsv({QStringLiteral("name"), QStringLiteral("slug")});
    for (const auto &[name, s] : manufacturers)
        manufacturerCsv.row({name, s});
    CsvTable roleCsv({QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("color")});
    for (Role role : roles)
        roleCsv.row({roleName(role), slug(roleName(role)), roleColor(role)});
    CsvTable siteCsv({QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("status")});
    siteCsv.row({site, slug(site), QStringLiteral("planned")});
    CsvTable locationCsv({QStringLiteral("site"), QStringLiteral("parent"), QStringLiteral("name"),
                          QStringLiteral("slug"), QStringLiteral("status")});
    if (design.devices().size() > 0)
        locations.insert(defaultLocation); // unplaced devices stand there
    // The parent before the rows that name it.
    if (!hall.isEmpty())
        locationCsv.row({site, QString(), hall, slug(hall), QStringLiteral("planned")});
    for (const QString &l : locations)
        if (hall.isEmpty() || l != hall)
            locationCsv.row({site, hall, l, slug(l), QStringLiteral("planned")});

    std::vector<ExportFile> files;
    files.push_back({QStringLiteral("01-manufacturers.csv"), manufacturerCsv.bytes()});
    for (const auto &[sku, m] : types)
        files.push_back({QStringLiteral("device-types/") + netboxTypeIdentity(*m).fileName,
                         deviceTypeYaml(*m)});
    files.push_back({QStringLiteral("02-device-roles.csv"), roleCsv.bytes()});
    files.push_back({QStringLiteral("03-sites.csv"), siteCsv.bytes()});
    files.push_back({QStringLiteral("04-locations.csv"), locationCsv.bytes()});
    files.push_back({QStringLiteral("05-racks.csv"), racks.bytes()});
    files.push_back({QStringLiteral("06-devices.csv"), devices.bytes()});
    files.push_back({QStringLiteral("07-cables.csv"), cables.bytes()});
    files.push_back({QStringLiteral("08-power-panels.csv"), panels.bytes()});
    files.push_back({QStringLiteral("09-power-feeds.csv"), powerFeeds.bytes()});
    files.push_back({QStringLiteral("10-power-cables.csv"), powerCables.bytes()});
    files.push_back({QStringLiteral("11-power-cords.csv"), cords.bytes()});
    return files;
}

bool writeExport(const QString &dir, const std::vector<ExportFile> &files, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(dir, why);
        return false;
    };
    const QDir target(dir);
    if (target.exists() &&
        !target.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return fail(QStringLiteral("the directory is not empty (choose a new or empty one)"));
    if (!QDir().mkpath(QFileInfo(target.absolutePath()).absolutePath()))
        return fail(QStringLiteral("cannot create the directory"));
    // The files go to a folder beside `dir` that takes its place only when all are written, so
    // `dir` is never left with some of them: it holds the whole export or stays as it was.
    AtomicDirectory folder(dir);
    if (!folder.open())
        return fail(QStringLiteral("cannot create the directory: %1").arg(folder.errorString()));
    const QDir written(folder.tempPath());
    for (const ExportFile &f : files) {
        const QString path = written.filePath(f.path);
        QString why;
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return fail(
                QStringLiteral("cannot create the directory %1").arg(QFileInfo(f.path).path()));
        if (!replaceFile(path, f.bytes, true, &why))
            return fail(QStringLiteral("cannot write %1: %2").arg(f.path, why));
    }
    if (!folder.commit())
        return fail(QStringLiteral("cannot write: %1").arg(folder.errorString()));
    return true;
}

} // namespace podcad::netbox

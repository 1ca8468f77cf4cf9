#include "cableschedule.h"

#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "netboxexport.h"

#include <QHash>
#include <algorithm>
#include <map>
#include <tuple>

namespace podcad {
namespace {

// As the NetBox export names devices and racks: a generated design leaves names empty.
QString nameOr(const QString &name, const QString &id)
{
    const QString n = name.trimmed();
    return n.isEmpty() ? id : n;
}

// A rack as a contractor finds it on the floor: its row and place in the row counted from the
// left ("A03"), else its name without spaces. Names say what a rack holds ("SU1 compute 03"),
// too long for a label on both ends of a cable.
QHash<QString, QString> rackTags(const Design &design)
{
    std::map<QString, std::vector<const Rack *>> rows;
    QHash<QString, QString> tags;
    for (const auto &[id, rack] : design.racks()) {
        if (rack.row.isEmpty())
            tags.insert(id, nameOr(rack.name, id).remove(QChar(u' ')));
        else
            rows[rack.row].push_back(&rack);
    }
    for (auto &[row, racks] : rows) {
        std::sort(racks.begin(), racks.end(), [](const Rack *a, const Rack *b) {
            return std::tuple(a->floorPositionM.x(), a->floorPositionM.y(), a->id) <
                   std::tuple(b->floorPositionM.x(), b->floorPositionM.y(), b->id);
        });
        for (std::size_t i = 0; i < racks.size(); ++i)
            tags.insert(racks[i]->id,
                        row + QStringLiteral("%1").arg(int(i + 1), 2, 10, QLatin1Char('0')));
    }
    return tags;
}

// Labels name what a contractor sees on the floor: the rack and unit when the device has one,
// else its name; the port as it is printed on the NetBox interface.
// `cage` gets the port's cage in its group.
CableScheduleEnd endOf(const Design &design, const Catalog &catalog,
                       const QHash<QString, QString> &tags, const PortRef &ref, int *cage)
{
    CableScheduleEnd e;
    const Device *d = design.device(ref.deviceId);
    const DeviceModel *model = d ? catalog.model(d->sku) : nullptr;
    const PortGroup *g = model ? model->portGroup(ref.portGroup) : nullptr;
    *cage = ref.portIndex / std::max(1, g ? g->portsPerCage : 1);
    const Rack *r = d ? design.rack(d->rackId) : nullptr;
    e.device = d ? nameOr(d->name, d->id) : ref.deviceId;
    if (r) {
        e.rack = nameOr(r->name, r->id);
        e.u = d->lowestU;
    }
    e.port = g ? netbox::interfaceName(*g, ref.portIndex)
               : ref.portGroup + QString::number(ref.portIndex + 1);
    QStringList parts;
    if (r)
        parts << tags.value(r->id);
    if (r && e.u > 0)
        parts << QStringLiteral("U%1").arg(e.u, 2, 10, QLatin1Char('0'));
    else
        parts << e.device;
    parts << e.port;
    e.label = parts.join(u'-');
    return e;
}

} // namespace

QString CableScheduleRow::note() const
{
    QStringList notes;
    if (cableSku.isEmpty())
        notes << QStringLiteral("no cable fits these ports");
    if (!sharesCableWith.isEmpty())
        notes << QStringLiteral("breakout, the cable of %1").arg(sharesCableWith);
    if (!reaches)
        notes << QStringLiteral("too short for the route");
    if (defaulted && !cableSku.isEmpty())
        notes << QStringLiteral("chosen by PodCAD");
    return notes.join(QStringLiteral("; "));
}

CableSchedule CableSchedule::build(const Design &design, const Catalog &catalog,
                                   const CablePlan &plan)
{
    CableSchedule s;
    s.mRows.reserve(plan.cables().size());
    // A breakout's cage (device, group, cage) -> the first link on it.
    QHash<QString, QString> breakouts;
    const QHash<QString, QString> tags = rackTags(design);
    for (const PlannedCable &c : plan.cables()) {
        const Link *link = design.link(c.linkId);
        if (!link)
            continue;
        CableScheduleRow row;
        row.linkId = c.linkId;
        const Fabric *fabric = design.fabric(link->fabricId);
        row.fabric = fabric ? fabric->name : link->fabricId;
        int cages[2] = {0, 0};
        row.ends = {endOf(design, catalog, tags, link->a, &cages[0]),
                    endOf(design, catalog, tags, link->b, &cages[1])};
        row.label = row.ends[0].label + QStringLiteral(" / ") + row.ends[1].label;
        row.route = c.route.text();
        row.routeM = c.route.lengthM();
        row.defaulted = link->cableSku.isEmpty();
        if (c.medium) {
            const CableMedium &m = *c.medium;
            row.medium = mediumKindName(m.kind);
            row.cableSku = m.cableSku;
            row.cableM = m.cableLengthM;
            row.transceivers = m.transceiverSku;
            row.reaches = m.reaches;
            if (m.breakoutEnd && !m.cableSku.isEmpty()) {
                const int side = *m.breakoutEnd == 0 ? 0 : 1;
                const PortRef &end = side == 0 ? link->a : link->b;
                const QString key =
                    end.deviceId + u'\n' + end.portGroup + u'\n' + QString::number(cages[side]);
                auto it = breakouts.constFind(key);
                if (it == breakouts.cend())
                    breakouts.insert(key, c.linkId);
                else
                    row.sharesCableWith = *it;
            }
        }
        s.mRows.push_back(std::move(row));
    }
    return s;
}

std::map<QString, int> CableSchedule::cablesBySku() const
{
    std::map<QString, int> counts;
    for (const CableScheduleRow &r : mRows)
        if (r.bought())
            ++counts[r.cableSku];
    return counts;
}

std::vector<CableSchedule::LengthCount> CableSchedule::byLength() const
{
    std::map<std::tuple<QString, double, QString>, int> counts;
    for (const CableScheduleRow &r : mRows)
        if (r.bought())
            ++counts[{r.medium, r.cableM, r.cableSku}];
    std::vector<LengthCount> out;
    out.reserve(counts.size());
    for (const auto &[key, n] : counts)
        out.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), n});
    std::stable_sort(out.begin(), out.end(), [](const LengthCount &a, const LengthCount &b) {
        return std::tie(a.cableM, a.medium, a.cableSku) < std::tie(b.cableM, b.medium, b.cableSku);
    });
    return out;
}

int CableSchedule::uncabled() const
{
    return int(std::count_if(mRows.begin(), mRows.end(),
                             [](const CableScheduleRow &r) { return r.cableSku.isEmpty(); }));
}

} // namespace podcad

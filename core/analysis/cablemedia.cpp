#include "cablemedia.h"

#include "cabling/cableplan.h"
#include "cabling/mediumchooser.h"
#include "catalog/catalog.h"
#include "devicefacts.h"
#include "model/design.h"

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace podcad::analysis {
namespace {

// What one link's share of a catalog item draws: a twin-port item serves two links.
Draw drawOf(const DeviceModel *m)
{
    if (!m)
        return {};
    const double share = m->media && m->media->ports == 2 ? 0.5 : 1.0;
    return {m->typicalPowerW * share, m->maxPowerW * share};
}

void add(Draw &to, const Draw &d, double factor = 1.0)
{
    to.typicalW += d.typicalW * factor;
    to.maxW += d.maxW * factor;
}

// What bounds a medium on a run of routeM: its catalog length or, when that covers the run, its
// reach (the optics' or the cable's).
QString limitOf(const CableMedium &m, double routeM)
{
    return m.cableLengthM > 0 && m.cableLengthM < routeM
               ? u"%1 is %2 m"_s.arg(m.cableSku, figure(m.cableLengthM, 1))
               : u"%1 carries %2 m"_s.arg(m.cableSku, figure(m.reachM, 0));
}

// What to do about a link no catalog cable reaches: bring its racks closer (named, as the Hall
// view shows them) or give the catalog a medium that carries farther. No repeater is offered: the
// catalog sells none, and a link is one cable between two ports (anything between would be
// another switch, another hop and another link).
QString whatToDo(const Design &design, const Link *link)
{
    const Rack *racks[2] = {nullptr, nullptr};
    if (link) {
        const PortRef *ends[2] = {&link->a, &link->b};
        for (int i = 0; i < 2; ++i)
            if (const Device *d = design.device(ends[i]->deviceId))
                racks[i] = design.rack(d->rackId);
    }
    auto name = [](const Rack *r) { return r->name.isEmpty() ? r->id : r->name; };
    const QString closer =
        racks[0] && racks[1] && racks[0] != racks[1]
            ? u"move racks %1 and %2 closer"_s.arg(name(racks[0]), name(racks[1]))
            : u"move its ends closer"_s;
    return closer + u", or add a longer medium to the catalog"_s;
}

} // namespace

OpticsDraw opticsDraw(const Design &design, const Catalog &catalog, const CablePlan &plan)
{
    OpticsDraw out;
    for (const PlannedCable &c : plan.cables()) {
        if (!c.medium)
            continue;
        const Link *link = design.link(c.linkId);
        if (!link)
            continue;
        const QString *ends[2] = {&link->a.deviceId, &link->b.deviceId};
        Draw total;
        for (int i = 0; i < 2; ++i) {
            const QString &sku = c.medium->transceiverSku[i];
            if (sku.isEmpty())
                continue;
            const Draw d = drawOf(catalog.model(sku));
            add(out.byDevice[*ends[i]], d);
            add(total, d);
        }
        const Draw cable = drawOf(catalog.model(c.medium->cableSku));
        if (cable.maxW > 0) {
            add(out.byDevice[*ends[0]], cable, 0.5);
            add(out.byDevice[*ends[1]], cable, 0.5);
            add(total, cable);
        }
        if (!link->fabricId.isEmpty())
            add(out.byFabric[link->fabricId], total);
    }
    return out;
}

void cableReachProblems(const Design &design, const Catalog &catalog, const CablePlan &plan,
                        std::vector<Problem> &problems)
{
    const MediumChooser chooser(catalog);
    struct Unlisted final
    {
        QStringList ids; // the first few
        int count = 0;
        double longestM = 0;
    };
    std::map<QString, Unlisted> unlisted; // by cable SKU, in SKU order
    std::size_t listed = 0;
    for (const PlannedCable &c : plan.cables()) { // link id order
        if (!c.medium || c.medium->reaches)
            continue;
        const CableMedium &m = *c.medium;
        const double routeM = c.route.lengthM();
        if (listed == kMaxCableReachProblems) {
            Unlisted &rest = unlisted[m.cableSku];
            if (rest.ids.size() < 5)
                rest.ids << c.linkId;
            ++rest.count;
            rest.longestM = std::max(rest.longestM, routeM);
            continue;
        }
        ++listed;
        const Link *link = design.link(c.linkId);
        const QString limit = limitOf(m, routeM);
        QString message;
        if (m.chosenByUser) {
            const PortGroup *ga = link ? portGroupOf(design, catalog, link->a) : nullptr;
            const PortGroup *gb = link ? portGroupOf(design, catalog, link->b) : nullptr;
            const auto better = ga && gb ? chooser.choose(*ga, *gb, routeM) : std::nullopt;
            message = u"Link %1: %2, the route is %3 m"_s.arg(c.linkId, limit, figure(routeM, 1));
            if (better && better->reaches)
                message += u"; choose %1 (%2 %3 m)."_s.arg(
                    better->cableSku, mediumKindName(better->kind).toUpper(),
                    figure(better->cableLengthM, better->cableLengthM < 1 ? 1 : 0));
            else
                message += u", and no cable in the catalog for these ports reaches it: %1."_s.arg(
                    whatToDo(design, link));
        } else {
            // The plan's pick does not reach only when nothing the catalog has for these ports
            // does: it is the medium that carries farthest.
            message = u"Link %1: the route is %2 m and no cable in the catalog for these ports "
                      u"reaches it (the farthest it has: %3): %4."_s.arg(
                          c.linkId, figure(routeM, 1), limit, whatToDo(design, link));
        }
        problems.push_back({Severity::Warning, u"cable-too-short"_s, std::move(message), c.linkId,
                            m.chosenByUser ? u"cable_sku"_s : QString()});
    }
    for (const auto &[sku, rest] : unlisted) {
        Problem p{Severity::Warning, u"cable-too-short"_s,
                  u"%1 more links whose cable, %2, is shorter than their routes (up to %3 m) are "
                  u"not listed one by one: the first %4 such links are."_s.arg(
                      figure(rest.count, 0), sku, figure(rest.longestM, 1),
                      figure(double(kMaxCableReachProblems), 0)),
                  rest.ids.front(), QString()};
        p.count = rest.count;
        p.exampleIds = rest.ids;
        problems.push_back(std::move(p));
    }
}

} // namespace podcad::analysis

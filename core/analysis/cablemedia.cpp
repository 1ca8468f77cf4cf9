#include "cablemedia.h"

#include "cabling/cableplan.h"
#include "cabling/mediumchooser.h"
#include "catalog/catalog.h"
#include "devicefacts.h"
#include "model/design.h"

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
    struct Short final
    {
        const PlannedCable *first = nullptr;
        QStringList ids;
    };
    std::map<QString, Short> bySku; // SKU order: the list does not depend on hash order
    for (const PlannedCable &c : plan.cables()) {
        if (!c.medium || !c.medium->chosenByUser || c.medium->reaches)
            continue;
        Short &s = bySku[c.medium->cableSku];
        if (!s.first)
            s.first = &c;
        s.ids << c.linkId;
    }
    for (const auto &[sku, s] : bySku) {
        const PlannedCable &c = *s.first;
        const CableMedium &m = *c.medium;
        const double routeM = c.route.lengthM();
        const Link *link = design.link(c.linkId);
        QString limit = m.cableLengthM > 0 && m.cableLengthM < routeM
                            ? u"%1 is %2 m"_s.arg(sku, figure(m.cableLengthM, 1))
                            : u"%1 carries %2 m"_s.arg(sku, figure(m.reachM, 0));
        QString instead;
        const PortGroup *ga = link ? portGroupOf(design, catalog, link->a) : nullptr;
        const PortGroup *gb = link ? portGroupOf(design, catalog, link->b) : nullptr;
        if (ga && gb)
            if (const auto better = chooser.choose(*ga, *gb, routeM); better && better->reaches)
                instead = u"; choose %1 (%2 %3 m)"_s.arg(
                    better->cableSku, mediumKindName(better->kind).toUpper(),
                    figure(better->cableLengthM, better->cableLengthM < 1 ? 1 : 0));
        Problem p{
            Severity::Warning, u"cable-too-short"_s,
            u"Link %1: %2, the route is %3 m%4."_s.arg(c.linkId, limit, figure(routeM, 1), instead),
            c.linkId, u"cable_sku"_s};
        p.count = int(s.ids.size());
        if (p.count > 1) {
            p.message += u" %1 links with %2 are too short."_s.arg(p.count).arg(sku);
            p.exampleIds = s.ids.mid(0, 5);
        }
        problems.push_back(std::move(p));
    }
}

} // namespace podcad::analysis

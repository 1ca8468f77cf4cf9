#include "cablesummary.h"

#include "cabling/cableplan.h"
#include "cabling/mediumchooser.h"
#include "catalog/catalog.h"
#include "format/lengthformat.h"
#include "model/design.h"

#include <QCoreApplication>
#include <optional>

namespace podcad::cablesummary {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Inspector", text);
}

// Lengths to the centimetre in the desktop's locale, as the Cable field and the cable schedule
// write them (format::metres).
QString metres(double m)
{
    return tr("%1 m").arg(format::metres(m, QLocale()));
}

// The plan's rule (portGroupOf), with no catalog knowing no port.
const PortGroup *groupOf(const Design &design, const Catalog *catalog, const PortRef &end)
{
    return catalog ? portGroupOf(design, *catalog, end) : nullptr;
}

QString mediumText(const CableMedium &m)
{
    QString text = tr("<b>%1</b>").arg(m.cableSku.toHtmlEscaped());
    if (m.cableLengthM > 0)
        text += tr(", %1").arg(metres(m.cableLengthM));
    text += tr(" (%1)").arg(mediumKindName(m.kind));
    return text;
}

} // namespace

QString link(const Design &design, const Catalog *catalog, const CablePlan *plan,
             const QString &linkId)
{
    const Link *l = design.link(linkId);
    const PlannedCable *c = plan ? plan->cable(linkId) : nullptr;
    if (!l || !c)
        return tr("<i>Cable not planned yet.</i>");
    QStringList rows;
    const CableRoute &r = c->route;
    QString via = r.via.isEmpty() ? tr("(no rack)") : r.text().toHtmlEscaped();
    if (r.inRack)
        via = tr("inside rack %1").arg(via);
    rows << tr("Route: %1").arg(via);
    rows << tr("Length: <b>%1</b> <span style='color:#777'>(%2 path, %3 slack, %4 bends)</span>")
                .arg(metres(r.lengthM()), metres(r.pathM), metres(r.slackM), metres(r.bendM));
    if (!r.placed)
        rows << tr("<span style='color:#b00'>An end is in no rack: the length assumes the two "
                   "stand side by side.</span>");
    if (!c->medium) {
        rows << tr("<span style='color:#b00'>No cable in the catalog fits these ports.</span>");
        return rows.join(QStringLiteral("<br>"));
    }
    const CableMedium &m = *c->medium;
    // The plan's pick is the cheapest that reaches, else (nothing reaches) the farthest.
    rows << tr("Cable: %1%2")
                .arg(mediumText(m), m.chosenByUser ? tr(", chosen")
                                    : m.reaches    ? tr(", cheapest that reaches")
                                                   : tr(", the farthest the catalog has"));
    for (int end = 0; end < 2; ++end) {
        const QString &sku = m.transceiverSku[std::size_t(end)];
        const QString &device = end == 0 ? l->a.deviceId : l->b.deviceId;
        rows << tr("Transceiver at %1: %2")
                    .arg(device.toHtmlEscaped(),
                         sku.isEmpty() ? tr("none (built into the cable)") : sku.toHtmlEscaped());
    }
    if (m.reaches) {
        rows << tr("Reaches: yes%1")
                    .arg(m.reachM > 0 ? tr(" (up to %1)").arg(metres(m.reachM)) : QString());
        return rows.join(QStringLiteral("<br>"));
    }
    QString would;
    const PortGroup *ga = groupOf(design, catalog, l->a);
    const PortGroup *gb = groupOf(design, catalog, l->b);
    if (catalog && ga && gb)
        if (const auto better = MediumChooser(*catalog).choose(*ga, *gb, r.lengthM());
            better && better->reaches)
            would = tr(" %1 would.").arg(mediumText(*better));
    if (would.isEmpty()) // as the problem cable-too-short says it
        would = tr(" Nothing in the catalog for these ports reaches it: move the racks closer or "
                   "add a longer medium to the catalog.");
    rows << tr("<span style='color:#c00'><b>Does not reach</b> %1.%2</span>")
                .arg(metres(r.lengthM()), would);
    return rows.join(QStringLiteral("<br>"));
}

QString defaultCable(const Design &design, const Catalog *catalog, const CablePlan *plan,
                     const QStringList &linkIds, const QLocale &locale)
{
    const QString planning = tr("(default: planning...)");
    if (!plan || linkIds.isEmpty())
        return planning;
    // Only for links that name their own cable: the rest read the plan's pick (an index lookup).
    std::optional<MediumChooser> chooser;
    bool allDefaulted = true, shared = true;
    QString sku;
    double lengthM = 0;
    for (const QString &id : linkIds) {
        const Link *l = design.link(id);
        const PlannedCable *c = plan->cable(id);
        if (!l || !c)
            return planning;
        QString pickSku = c->medium ? c->medium->cableSku : QString();
        if (!l->cableSku.isEmpty()) {
            // What the plan would pick were the link's own cable cleared: the route does not
            // depend on the cable, so this is the plan's rule on the plan's length.
            allDefaulted = false;
            pickSku.clear();
            const PortGroup *ga = groupOf(design, catalog, l->a);
            const PortGroup *gb = groupOf(design, catalog, l->b);
            if (ga && gb) {
                if (!chooser)
                    chooser.emplace(*catalog);
                if (const auto pick = chooser->choose(*ga, *gb, c->route.lengthM()))
                    pickSku = pick->cableSku;
            }
        }
        if (id == linkIds.front()) {
            sku = pickSku;
            lengthM = c->route.lengthM();
        } else if (pickSku != sku) {
            shared = false;
        }
    }
    const QString what = allDefaulted ? tr("planned") : tr("default");
    if (!shared)
        return tr("(%1: several cables)").arg(what);
    if (sku.isEmpty())
        return tr("(%1: no cable fits)").arg(what);
    if (linkIds.size() > 1)
        return tr("(%1: %2)").arg(what, sku);
    return tr("(%1: %2, %3 m)").arg(what, sku, format::metres(lengthM, locale));
}

QString rack(const Design &design, const CablePlan *plan, const QString &rackId)
{
    int count = 0;
    double lengthM = 0;
    for (const Device *device : design.devicesIn(rackId))
        for (const Link *l : design.linksOf(device->id)) {
            const QString &other = l->a.deviceId == device->id ? l->b.deviceId : l->a.deviceId;
            const Device *far = design.device(other);
            if (far && far->rackId == rackId)
                continue; // inside the rack
            ++count;
            if (const PlannedCable *c = plan ? plan->cable(l->id) : nullptr)
                lengthM += c->route.lengthM();
        }
    if (count == 0)
        return tr("No cable leaves this rack.");
    if (!plan || plan->cables().empty())
        return tr("%1 cables leave this rack (lengths not planned yet).").arg(count);
    return tr("%1 cables leave this rack, %2 in all.").arg(count).arg(metres(lengthM));
}

} // namespace podcad::cablesummary

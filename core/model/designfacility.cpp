// Design's facility mutators: the chain's referential rules (design.h).
#include "design.h"
#include "textrules.h"

#include <QSet>

namespace podcad {
namespace {

bool fail(QString *why, const QString &message)
{
    if (why)
        *why = message;
    return false;
}

} // namespace

bool Design::checkRack(const Rack &rack, QString *why) const
{
    if (!checkText(rack.name, "rack", rack.id, "name", why) ||
        !checkText(rack.sku, "rack", rack.id, "sku", why) ||
        !checkText(rack.row, "rack", rack.id, "row", why))
        return false;
    for (FeedSide side : kFeedSides) {
        const std::vector<QString> &sources = rack.powerFrom[feedIndex(side)];
        if (int(sources.size()) > FacilityLimits::kMaxRackSources)
            return fail(why, QStringLiteral("rack \"%1\": %2 sources on feed %3, at most %4")
                                 .arg(rack.id)
                                 .arg(sources.size())
                                 .arg(feedName(side))
                                 .arg(FacilityLimits::kMaxRackSources));
        for (const QString &id : sources) {
            const FacilityElement *e = mFacility.find(id);
            if (!e)
                return fail(why, QStringLiteral("rack \"%1\": feed %2 from unknown facility "
                                                "element \"%3\"")
                                     .arg(rack.id, feedName(side), id));
            if (!canFeedRacks(e->kind))
                return fail(why, QStringLiteral("rack \"%1\": feed %2 from \"%3\", a %4, which "
                                                "cannot feed a rack")
                                     .arg(rack.id, feedName(side), id, facilityKindName(e->kind)));
        }
    }
    for (const QString &id : rack.cooledBy) {
        const FacilityElement *e = mFacility.find(id);
        if (!e)
            return fail(why, QStringLiteral("rack \"%1\": cooled by unknown facility element "
                                            "\"%2\"")
                                 .arg(rack.id, id));
        if (!canCoolRacks(e->kind))
            return fail(why, QStringLiteral("rack \"%1\": cooled by \"%2\", a %3, which cannot "
                                            "cool a rack (a CDU or a CRAH can)")
                                 .arg(rack.id, id, facilityKindName(e->kind)));
    }
    return true;
}

bool Design::checkFacilityElement(const FacilityElement &element, QString *why) const
{
    if (!checkText(element.name, "facility element", element.id, "name", why) ||
        !checkText(element.sku, "facility element", element.id, "sku", why))
        return false;
    if (element.capacityKw &&
        !(*element.capacityKw >= 0 && *element.capacityKw <= FacilityLimits::kMaxCapacityKw))
        return fail(why, QStringLiteral("facility element \"%1\": capacity %2 kW outside 0 to "
                                        "%3 kW")
                             .arg(element.id)
                             .arg(*element.capacityKw)
                             .arg(FacilityLimits::kMaxCapacityKw));
    // What the file reader refuses, refused here too: the Inspector's fields take any number,
    // and a design must never hold what its own file could not be opened with.
    if (element.sku.isEmpty() && !element.capacityKw)
        return fail(why, QStringLiteral("facility element \"%1\": without a catalog model it "
                                        "needs a capacity")
                             .arg(element.id));
    for (const std::optional<double> &c : {element.supplyC, element.returnC})
        if (c && !(*c >= FacilityLimits::kMinCoolantC && *c <= FacilityLimits::kMaxCoolantC))
            return fail(why, QStringLiteral("facility element \"%1\": coolant %2 C outside %3 "
                                            "to %4 C")
                                 .arg(element.id)
                                 .arg(*c)
                                 .arg(FacilityLimits::kMinCoolantC)
                                 .arg(FacilityLimits::kMaxCoolantC));
    if (element.supplyC && element.returnC && *element.returnC <= *element.supplyC)
        return fail(why, QStringLiteral("facility element \"%1\": return %2 C is not above "
                                        "supply %3 C")
                             .arg(element.id)
                             .arg(*element.returnC)
                             .arg(*element.supplyC));
    if (!element.fluid.isEmpty() && element.fluid != u"water" && element.fluid != u"pg25")
        return fail(why, QStringLiteral("facility element \"%1\": unknown fluid \"%2\" "
                                        "(water or pg25)")
                             .arg(element.id, element.fluid));
    if (int(element.fedFrom.size()) > FacilityLimits::kMaxFedFrom)
        return fail(why, QStringLiteral("facility element \"%1\": fed from %2 elements, at most "
                                        "%3")
                             .arg(element.id)
                             .arg(element.fedFrom.size())
                             .arg(FacilityLimits::kMaxFedFrom));
    QSet<QString> seen;
    for (const QString &id : element.fedFrom) {
        if (id == element.id)
            return fail(why, QStringLiteral("facility element \"%1\" is fed from itself").arg(id));
        if (seen.contains(id))
            return fail(why, QStringLiteral("facility element \"%1\": fed from \"%2\" twice")
                                 .arg(element.id, id));
        seen.insert(id);
        const FacilityElement *up = mFacility.find(id);
        if (!up)
            return fail(why, QStringLiteral("facility element \"%1\": fed from unknown element "
                                            "\"%2\"")
                                 .arg(element.id, id));
        if (!canBeFedFrom(element.kind, up->kind))
            return fail(why, QStringLiteral("facility element \"%1\" (%2) cannot be fed from "
                                            "\"%3\" (%4)")
                                 .arg(element.id, facilityKindName(element.kind), id,
                                      facilityKindName(up->kind)));
    }
    // A cycle through this element: walk upstream from its sources looking for it. Only an
    // element already in the design can be on one: every fed-from id names an element present
    // (additions and updates are checked for it above, a removal takes the id out of every
    // list), so nothing lists an element not yet added. Walking for additions too made a
    // generated plant cost more than the design: each of a 96-SU GB200 NVL72 SuperPOD's 614
    // busways walked its chain's 100 UPSs, each fed from all 49 switchboards.
    if (mFacility.contains(element.id)) {
        std::vector<QString> stack(element.fedFrom.begin(), element.fedFrom.end());
        QSet<QString> visited;
        while (!stack.empty()) {
            const QString id = stack.back();
            stack.pop_back();
            if (id == element.id)
                return fail(why, QStringLiteral("facility element \"%1\" would feed itself "
                                                "through its upstream chain (a cycle)")
                                     .arg(element.id));
            if (visited.contains(id))
                continue;
            visited.insert(id);
            if (const FacilityElement *up = mFacility.find(id))
                stack.insert(stack.end(), up->fedFrom.begin(), up->fedFrom.end());
        }
    }
    // Downstream users must still accept this element's kind (an update may change it).
    if (const FacilityElement *existing = mFacility.find(element.id);
        existing && existing->kind != element.kind) {
        for (const auto &[id, other] : mFacility)
            for (const QString &up : other.fedFrom)
                if (up == element.id && !canBeFedFrom(other.kind, element.kind))
                    return fail(why, QStringLiteral("facility element \"%1\" feeds \"%2\", "
                                                    "which cannot be fed from a %3")
                                         .arg(element.id, id, facilityKindName(element.kind)));
        for (const auto &[id, rack] : mRacks) {
            const bool powers = std::any_of(
                rack.powerFrom.begin(), rack.powerFrom.end(),
                [&](const std::vector<QString> &side) {
                    return side.end() != std::find(side.begin(), side.end(), element.id);
                });
            const bool cools = std::find(rack.cooledBy.begin(), rack.cooledBy.end(), element.id) !=
                               rack.cooledBy.end();
            if ((powers && !canFeedRacks(element.kind)) || (cools && !canCoolRacks(element.kind)))
                return fail(why, QStringLiteral("facility element \"%1\" serves rack \"%2\", "
                                                "which a %3 cannot")
                                     .arg(element.id, id, facilityKindName(element.kind)));
        }
    }
    return true;
}

bool Design::addFacilityElement(FacilityElement element, QString *why)
{
    if (!isValidId(element.id))
        return fail(why, QStringLiteral("invalid facility element id \"%1\"").arg(element.id));
    if (mFacility.contains(element.id))
        return fail(why, QStringLiteral("duplicate facility element id \"%1\"").arg(element.id));
    if (idInUse(element.id))
        return fail(why, QStringLiteral("facility element id \"%1\" is already another "
                                        "object's")
                             .arg(element.id));
    if (!checkFacilityElement(element, why))
        return false;
    const QString id = element.id;
    mFacility.insert(id, std::move(element));
    return true;
}

bool Design::updateFacilityElement(const FacilityElement &element, QString *why)
{
    FacilityElement *existing = mFacility.find(element.id);
    if (!existing)
        return fail(why, QStringLiteral("no facility element \"%1\"").arg(element.id));
    if (!checkFacilityElement(element, why))
        return false;
    *existing = element;
    return true;
}

Design::FacilityRemoval Design::removeFacilityElement(const QString &id)
{
    FacilityRemoval removal;
    if (!mFacility.contains(id))
        return removal;
    const auto without = [&](std::vector<QString> &ids) {
        const auto end = std::remove(ids.begin(), ids.end(), id);
        const bool changed = end != ids.end();
        ids.erase(end, ids.end());
        return changed;
    };
    for (auto &[rackId, rack] : mRacks) {
        Rack before = rack;
        bool changed = without(rack.cooledBy);
        for (std::vector<QString> &side : rack.powerFrom)
            changed = without(side) || changed;
        if (changed)
            removal.racks.push_back(std::move(before));
    }
    for (auto &[elementId, element] : mFacility) {
        FacilityElement before = element;
        if (without(element.fedFrom))
            removal.elements.push_back(std::move(before));
    }
    mFacility.erase(id);
    return removal;
}

} // namespace podcad

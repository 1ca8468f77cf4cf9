#include "designdiff.h"

#include "model/design.h"

namespace podcad::randomedit {
namespace {

// Both maps iterate in key order, so one merge walk finds every key that differs.
template<typename Map> void differingKeys(const Map &a, const Map &b, QSet<QString> &out)
{
    auto x = a.begin(), y = b.begin();
    while (x != a.end() || y != b.end()) {
        if (y == b.end() || (x != a.end() && x->first < y->first)) {
            out.insert(x->first);
            ++x;
        } else if (x == a.end() || y->first < x->first) {
            out.insert(y->first);
            ++y;
        } else {
            if (!(x->second == y->second))
                out.insert(x->first);
            ++x;
            ++y;
        }
    }
}

using Kind = DiffKind;

// Whether `id` may be named in the set of kind `k` at all: an object of that kind in either
// design (or a field that changed).
bool exists(const Design &d, const DesignDiff &diff, const Kind &k, const QString &id)
{
    if (k.diff == &DesignDiff::racks)
        return d.rack(id);
    if (k.diff == &DesignDiff::devices)
        return d.device(id);
    if (k.diff == &DesignDiff::links)
        return d.link(id);
    if (k.diff == &DesignDiff::fabrics)
        return d.fabric(id);
    if (k.diff == &DesignDiff::facility)
        return d.facilityElement(id);
    if (k.diff == &DesignDiff::prices)
        return d.priceOverrides.count(id) > 0;
    return diff.fields.contains(id);
}

} // namespace

const std::vector<DiffKind> &diffKinds()
{
    static const std::vector<DiffKind> kinds = {
        {"racks", &DesignDiff::racks, &ChangeEvent::racks},
        {"devices", &DesignDiff::devices, &ChangeEvent::devices},
        {"links", &DesignDiff::links, &ChangeEvent::links},
        {"fabrics", &DesignDiff::fabrics, &ChangeEvent::fabrics},
        {"facility", &DesignDiff::facility, &ChangeEvent::facility},
        {"prices", &DesignDiff::prices, &ChangeEvent::prices},
        {"fields", &DesignDiff::fields, &ChangeEvent::fields},
    };
    return kinds;
}

DesignDiff DesignDiff::between(const Design &a, const Design &b)
{
    DesignDiff n;
    differingKeys(a.racks(), b.racks(), n.racks);
    differingKeys(a.devices(), b.devices(), n.devices);
    differingKeys(a.links(), b.links(), n.links);
    differingKeys(a.fabrics(), b.fabrics(), n.fabrics);
    differingKeys(a.facility(), b.facility(), n.facility);
    differingKeys(a.priceOverrides, b.priceOverrides, n.prices);
    const std::pair<const char *, bool> fields[] = {
        {"name", a.name != b.name},
        {"site", a.site != b.site},
        {"location", a.location != b.location},
        {"assumptions", !(a.assumptions == b.assumptions)},
        {"workload", a.workload != b.workload},
        {"hall", a.hall != b.hall},
    };
    for (const auto &[key, differs] : fields)
        if (differs)
            n.fields.insert(QString::fromLatin1(key));
    return n;
}

bool DesignDiff::isEmpty() const
{
    for (const Kind &k : diffKinds())
        if (!(this->*k.diff).isEmpty())
            return false;
    return true;
}

QString eventProblems(const Design &before, const Design &after,
                      const std::vector<ChangeEvent> &events)
{
    bool replaced = false;
    for (const ChangeEvent &event : events)
        if (event.kind == ChangeEvent::Kind::DesignReplaced) {
            replaced = true;
            for (const Kind &k : diffKinds())
                if (!(event.*k.event).isEmpty())
                    return QStringLiteral("a DesignReplaced event names %1")
                        .arg(QLatin1String(k.name));
        }
    if (replaced)
        return {};
    const DesignDiff diff = DesignDiff::between(before, after);
    QStringList problems;
    for (const Kind &k : diffKinds()) {
        QSet<QString> named;
        for (const ChangeEvent &event : events)
            for (const QString &id : event.*k.event)
                named.insert(id);
        for (const QString &id : diff.*k.diff)
            if (!named.contains(id))
                problems << QStringLiteral("%1 \"%2\" changed, not named by the event")
                                .arg(QLatin1String(k.name), id);
        for (const QString &id : named)
            if (!exists(before, diff, k, id) && !exists(after, diff, k, id))
                problems << QStringLiteral("%1 \"%2\" named by the event, no such object")
                                .arg(QLatin1String(k.name), id);
    }
    problems.sort();
    return problems.join(QStringLiteral("; "));
}

} // namespace podcad::randomedit

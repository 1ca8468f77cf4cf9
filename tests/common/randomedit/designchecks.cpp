#include "designchecks.h"

#include "io/designfile.h"
#include "model/design.h"

#include <QHash>
#include <QSet>
#include <QStringList>

namespace podcad::randomedit {
namespace {

// Collects problems, keeping the first few: one broken invariant tends to break many objects.
class Problems final
{
public:
    void add(const QString &problem)
    {
        if (mList.size() < 5)
            mList << problem;
    }
    QString text() const { return mList.join(QStringLiteral("; ")); }

private:
    QStringList mList;
};

template<typename Map> void checkKeys(const Map &map, const char *kind, Problems &problems)
{
    for (const auto &[key, value] : map) {
        if (value.id != key)
            problems.add(QStringLiteral("%1 stored under \"%2\" has id \"%3\"")
                             .arg(QLatin1String(kind), key, value.id));
        if (!isValidId(key))
            problems.add(QStringLiteral("%1 id \"%2\" is not valid").arg(QLatin1String(kind), key));
    }
}

void checkSources(const Design &design, const QString &what, const std::vector<QString> &ids,
                  bool (*accepts)(FacilityKind), Problems &problems)
{
    for (const QString &id : ids) {
        const FacilityElement *e = design.facilityElement(id);
        if (!e)
            problems.add(QStringLiteral("%1 names missing facility element \"%2\"").arg(what, id));
        else if (!accepts(e->kind))
            problems.add(QStringLiteral("%1 names \"%2\", a %3, which cannot serve it")
                             .arg(what, id, facilityKindName(e->kind)));
    }
}

} // namespace

QString structureProblems(const Design &design)
{
    Problems problems;
    checkKeys(design.racks(), "rack", problems);
    checkKeys(design.devices(), "device", problems);
    checkKeys(design.links(), "link", problems);
    checkKeys(design.fabrics(), "fabric", problems);
    checkKeys(design.facility(), "facility element", problems);
    for (const auto &[id, element] : design.facility())
        if (design.rack(id) || design.device(id) || design.link(id) || design.fabric(id))
            problems.add(
                QStringLiteral("facility element id \"%1\" is another object's too").arg(id));

    // Counts, not sets, of what the indexes must hold: the check runs after every step.
    QHash<QString, int> devicesByRack;
    for (const auto &[id, device] : design.devices()) {
        if (device.isPlaced()) {
            if (!design.rack(device.rackId))
                problems.add(
                    QStringLiteral("device \"%1\" in missing rack \"%2\"").arg(id, device.rackId));
            ++devicesByRack[device.rackId];
        }
        if (device.lowestU < 0)
            problems.add(QStringLiteral("device \"%1\" at a negative unit").arg(id));
    }
    QHash<QString, int> linksByDevice;
    for (const auto &[id, link] : design.links()) {
        for (const PortRef *end : {&link.a, &link.b}) {
            if (!design.device(end->deviceId))
                problems.add(QStringLiteral("link \"%1\" ends on missing device \"%2\"")
                                 .arg(id, end->deviceId));
        }
        ++linksByDevice[link.a.deviceId];
        if (link.b.deviceId != link.a.deviceId)
            ++linksByDevice[link.b.deviceId];
        if (link.a == link.b)
            problems.add(QStringLiteral("link \"%1\" has both ends on one port").arg(id));
        if (!link.fabricId.isEmpty() && !design.fabric(link.fabricId))
            problems.add(
                QStringLiteral("link \"%1\" in missing fabric \"%2\"").arg(id, link.fabricId));
    }
    for (const auto &[id, rack] : design.racks()) {
        for (FeedSide side : kFeedSides)
            checkSources(design, QStringLiteral("rack \"%1\" feed %2").arg(id, feedName(side)),
                         rack.powerFrom[feedIndex(side)], canFeedRacks, problems);
        checkSources(design, QStringLiteral("rack \"%1\" cooling").arg(id), rack.cooledBy,
                     canCoolRacks, problems);
    }
    for (const auto &[id, element] : design.facility())
        for (const QString &up : element.fedFrom) {
            const FacilityElement *source = design.facilityElement(up);
            if (!source)
                problems.add(
                    QStringLiteral("facility element \"%1\" fed from missing \"%2\"").arg(id, up));
            else if (up == id || !canBeFedFrom(element.kind, source->kind))
                problems.add(QStringLiteral("facility element \"%1\" fed from \"%2\", which "
                                            "cannot feed it")
                                 .arg(id, up));
        }

    // The derived indexes against the scans above: as many entries, each one of its own, in
    // strictly increasing id order (so none twice).
    for (const auto &[id, device] : design.devices()) {
        const std::vector<const Link *> links = design.linksOf(id);
        bool ok = int(links.size()) == linksByDevice.value(id);
        for (std::size_t i = 0; ok && i < links.size(); ++i)
            ok = (links[i]->a.deviceId == id || links[i]->b.deviceId == id) &&
                 (i == 0 || links[i - 1]->id < links[i]->id);
        if (!ok)
            problems.add(QStringLiteral("linksOf(\"%1\") lists %2 links, the design has %3")
                             .arg(id)
                             .arg(links.size())
                             .arg(linksByDevice.value(id)));
    }
    for (const auto &[id, rack] : design.racks()) {
        const std::vector<const Device *> devices = design.devicesIn(id);
        bool ok = int(devices.size()) == devicesByRack.value(id);
        for (std::size_t i = 0; ok && i < devices.size(); ++i)
            ok = devices[i] && devices[i]->rackId == id &&
                 (i == 0 || devices[i - 1]->id < devices[i]->id);
        if (!ok)
            problems.add(QStringLiteral("devicesIn(\"%1\") lists %2 devices, the design has %3")
                             .arg(id)
                             .arg(devices.size())
                             .arg(devicesByRack.value(id)));
    }
    return problems.text();
}

QString fileProblems(const Design &design, QByteArray *bytes)
{
    const QByteArray written = DesignFile::serialize(design);
    if (bytes)
        *bytes = written;
    const LoadResult loaded = DesignFile::parse(written);
    if (!loaded.ok())
        return QStringLiteral("the file it writes does not read: %1")
            .arg(loaded.errorLines(QStringLiteral("design")).mid(0, 3).join(QStringLiteral("; ")));
    if (!(*loaded.design == design))
        return QStringLiteral("the file it writes reads back as another design");
    if (DesignFile::serialize(*loaded.design) != written)
        return QStringLiteral("the file it writes reads back and writes other bytes");
    return {};
}

} // namespace podcad::randomedit

#include "shownname.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

QString shownName(const Design &design, const QString &id)
{
    const auto nameOr = [&id](const QString &name) { return name.isEmpty() ? id : name; };
    if (const Device *device = design.device(id))
        return nameOr(device->name);
    if (const Rack *rack = design.rack(id))
        return nameOr(rack->name);
    if (const Fabric *fabric = design.fabric(id))
        return nameOr(fabric->name);
    // Checked after the kinds above: an element may share its id with nothing else, but a file is
    // read before the model refuses that.
    if (const FacilityElement *element = design.facilityElement(id))
        return nameOr(element->name);
    if (const Link *link = design.link(id))
        return QCoreApplication::translate("podcad::shownName", "the cable from %1 to %2")
            .arg(shownName(design, link->a.deviceId), shownName(design, link->b.deviceId));
    return id;
}

QString shownNames(const Design &design, const QStringList &ids, int max)
{
    QStringList names;
    for (qsizetype i = 0; i < ids.size() && i < max; ++i)
        names << shownName(design, ids[i]);
    QString text = names.join(QStringLiteral(", "));
    if (ids.size() > max)
        text = QCoreApplication::translate("podcad::shownName", "%1 and %n more", nullptr,
                                           int(ids.size() - max))
                   .arg(text);
    return text;
}

} // namespace podcad

#include "designclipboard.h"

#include "io/designfile.h"
#include "model/design.h"

#include <QMimeData>
#include <QRegularExpression>
#include <map>
#include <set>

namespace podcad::designclipboard {
namespace {

// "dgx-su1-07" -> "dgx-su1": new ids read like the ones they were copied from.
QString prefixOf(const QString &id)
{
    static const QRegularExpression trailing(QStringLiteral("[-_]?\\d+$"));
    QString prefix = id;
    prefix.remove(trailing);
    return prefix.isEmpty() ? QStringLiteral("device") : prefix;
}

} // namespace

std::unique_ptr<QMimeData> copy(const Design &design, const QStringList &ids)
{
    Design part;
    part.name = design.name;
    std::set<QString> devices;
    for (const QString &id : ids)
        if (const Device *d = design.device(id)) {
            Device copy = *d;
            copy.rackId.clear();
            copy.lowestU = 0;
            part.addDevice(std::move(copy));
            devices.insert(id);
        }
    if (devices.empty())
        return nullptr;
    for (const QString &id : devices)
        for (const Link *link : design.linksOf(id)) {
            if (!devices.count(link->a.deviceId) || !devices.count(link->b.deviceId) ||
                part.link(link->id))
                continue;
            if (const Fabric *f = design.fabric(link->fabricId); f && !part.fabric(f->id))
                part.addFabric(*f);
            part.addLink(*link);
        }
    auto data = std::make_unique<QMimeData>();
    const QByteArray bytes = DesignFile::serialize(part);
    data->setData(mimeType(), bytes);
    data->setText(QString::fromUtf8(bytes)); // readable when pasted into a text editor
    return data;
}

Pasted paste(const Design &design, const QMimeData *data)
{
    Pasted result;
    if (!data || !data->hasFormat(mimeType()))
        return result;
    const LoadResult loaded = DesignFile::parse(data->data(mimeType()));
    if (!loaded.design)
        return result;
    const Design &part = *loaded.design;
    std::set<QString> taken;
    auto fresh = [&](const QString &prefix) {
        for (int n = 1;; ++n) {
            const QString id = prefix + u'-' + QString::number(n);
            if (!design.idInUse(id) && !taken.count(id)) {
                taken.insert(id);
                return id;
            }
        }
    };
    std::map<QString, QString> newId;
    for (const auto &[id, device] : part.devices()) {
        Device d = device;
        d.id = fresh(prefixOf(id));
        d.rackId.clear();
        d.lowestU = 0;
        d.canvasPosition += QPointF(30, 30);
        newId[id] = d.id;
        result.devices.push_back(std::move(d));
    }
    for (const auto &[id, link] : part.links()) {
        Link l = link;
        l.id = fresh(QStringLiteral("link"));
        l.a.deviceId = newId[link.a.deviceId];
        l.b.deviceId = newId[link.b.deviceId];
        if (!design.fabric(l.fabricId))
            l.fabricId.clear();
        result.links.push_back(std::move(l));
    }
    return result;
}

} // namespace podcad::designclipboard

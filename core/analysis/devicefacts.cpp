#include "devicefacts.h"

#include "catalog/catalog.h"
#include "format/numberformat.h"
#include "model/design.h"

#include <map>

namespace podcad::analysis {
namespace {

// Kinds that are parts of other things (a NIC sits in a server, optics in a port, a cable is a
// link) or a container (rack) and so cannot be a device of their own in a design.
bool isDeviceKind(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::GpuServer:
    case DeviceKind::Switch:
    case DeviceKind::Storage:
    case DeviceKind::ManagementServer:
    case DeviceKind::Appliance:
    case DeviceKind::Pdu:
        return true;
    case DeviceKind::Rack:
    case DeviceKind::Nic:
    case DeviceKind::Transceiver:
    case DeviceKind::Cable:
        return false;
    }
    return false;
}

} // namespace

QString label(const QString &id, const QString &name)
{
    if (name.isEmpty() || name == id)
        return id;
    return QStringLiteral("%1 (%2)").arg(name, id);
}

QString figure(double value, int decimals)
{
    return format::number(value, decimals);
}

DeviceIndex::DeviceIndex(const Design &design, const Catalog &catalog,
                         std::vector<Problem> &problems)
{
    mFacts.reserve(design.devices().size());
    mById.reserve(static_cast<qsizetype>(design.devices().size()));
    // Many devices share few SKUs: remember each SKU's lookup.
    QHash<QString, const DeviceModel *> bySku;
    std::map<QString, QStringList> withoutPower; // SKU -> devices counted at 0 W
    for (const auto &[id, device] : design.devices()) {
        DeviceFacts facts;
        facts.device = &device;
        auto cached = bySku.constFind(device.sku);
        const DeviceModel *model = cached != bySku.cend() ? *cached : catalog.model(device.sku);
        if (cached == bySku.cend())
            bySku.insert(device.sku, model);
        const QString who = label(id, device.name);
        if (!model) {
            problems.push_back({Severity::Error, QStringLiteral("unknown-sku"),
                                QStringLiteral("Device %1 uses SKU \"%2\", which is not in the "
                                               "catalog; its power, weight and ports are left out.")
                                    .arg(who, device.sku),
                                id, QStringLiteral("sku")});
        } else if (!isDeviceKind(model->kind)) {
            problems.push_back({Severity::Error, QStringLiteral("wrong-kind"),
                                QStringLiteral("Device %1 uses SKU \"%2\", which is a %3, not a "
                                               "device; its figures are left out.")
                                    .arg(who, device.sku, deviceKindName(model->kind)),
                                id, QStringLiteral("sku")});
            model = nullptr;
        }
        facts.model = model;
        // A device that is not a known device gets no figures at all, not even its power
        // override: half a device's figures would make the totals look complete when they are not.
        if (model) {
            // A measured or capped draw replaces both catalog figures.
            facts.typicalW = device.powerOverrideW.value_or(model->typicalPowerW);
            facts.maxW = device.powerOverrideW.value_or(model->maxPowerW);
            if (model->powerMissing && !device.powerOverrideW)
                withoutPower[device.sku] << id;
        }
        mById.insert(id, static_cast<qsizetype>(mFacts.size()));
        mFacts.push_back(facts);
    }
    // One row per SKU: an imported model without a power figure is the catalog's gap, not each
    // device's, and the totals must not look complete while it stays open.
    for (const auto &[sku, ids] : withoutPower) {
        Problem p{Severity::Warning, QStringLiteral("missing-power"),
                  QStringLiteral("%1 device(s) use SKU \"%2\", whose catalog row has no power "
                                 "figure: they count as 0 W until the catalog or a power override "
                                 "gives one.")
                      .arg(ids.size())
                      .arg(sku),
                  ids.first(), QStringLiteral("sku")};
        p.count = int(ids.size());
        p.exampleIds = ids.mid(0, 5);
        problems.push_back(std::move(p));
    }
}

const DeviceFacts *DeviceIndex::find(const QString &deviceId) const
{
    auto it = mById.constFind(deviceId);
    return it == mById.cend() ? nullptr : &mFacts[static_cast<std::size_t>(*it)];
}

const DeviceModel *rackModel(const Rack &rack, const Catalog &catalog,
                             std::vector<Problem> *problems)
{
    const DeviceModel *model = catalog.model(rack.sku);
    const QString who = label(rack.id, rack.name);
    if (!model) {
        if (problems)
            problems->push_back({Severity::Error, QStringLiteral("unknown-sku"),
                                 QStringLiteral("Rack %1 uses SKU \"%2\", which is not in the "
                                                "catalog; its height, weight and load rating are "
                                                "unknown.")
                                     .arg(who, rack.sku),
                                 rack.id, QStringLiteral("sku")});
        return nullptr;
    }
    if (model->kind != DeviceKind::Rack) {
        if (problems)
            problems->push_back({Severity::Error, QStringLiteral("wrong-kind"),
                                 QStringLiteral("Rack %1 uses SKU \"%2\", which is a %3, not a "
                                                "rack.")
                                     .arg(who, rack.sku, deviceKindName(model->kind)),
                                 rack.id, QStringLiteral("sku")});
        return nullptr;
    }
    return model;
}

} // namespace podcad::analysis

#include "devicekind.h"

#include <array>
#include <utility>

namespace podcad {

namespace {

// The names are stored in catalog.db and in design files: never rename one, only add.
constexpr std::array<std::pair<DeviceKind, const char *>, 10> kKindNames{{
    {DeviceKind::GpuServer, "gpu-server"},
    {DeviceKind::Switch, "switch"},
    {DeviceKind::Storage, "storage"},
    {DeviceKind::ManagementServer, "management-server"},
    {DeviceKind::Appliance, "appliance"},
    {DeviceKind::Rack, "rack"},
    {DeviceKind::Pdu, "pdu"},
    {DeviceKind::Nic, "nic"},
    {DeviceKind::Transceiver, "transceiver"},
    {DeviceKind::Cable, "cable"},
}};

} // namespace

QString deviceKindName(DeviceKind kind)
{
    for (const auto &[k, name] : kKindNames)
        if (k == kind)
            return QLatin1String(name);
    return {};
}

std::optional<DeviceKind> deviceKindFromName(const QString &name)
{
    for (const auto &[k, kindName] : kKindNames)
        if (name == QLatin1String(kindName))
            return k;
    return std::nullopt;
}

} // namespace podcad

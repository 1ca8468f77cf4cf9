#pragma once

#include <QString>
#include <optional>

namespace podcad {

// Catalog item kinds, stored as the lowercase names below in device_models.kind.
enum class DeviceKind {
    GpuServer,
    Switch,
    Storage,
    ManagementServer,
    Appliance,
    Rack,
    Pdu,
    Nic,
    Transceiver,
    Cable
};

QString deviceKindName(DeviceKind kind);
std::optional<DeviceKind> deviceKindFromName(const QString &name);

} // namespace podcad

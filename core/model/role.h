#pragma once

#include <QString>
#include <optional>

namespace podcad {

// What a device does in the design. Roles drive tiering in the fabric analysis and grouping in the
// BOM, so they are a closed set; the file stores them as the lowercase names below.
enum class Role { Compute, Leaf, Spine, Core, Storage, Management, Ufm, Pdu, Other };

QString roleName(Role role);
std::optional<Role> roleFromName(const QString &name);

// The kind of network a fabric is: the four pillars of an AI cluster, plus NVLink domains.
enum class FabricKind { Compute, Storage, Inband, Oob, NvLink };

QString fabricKindName(FabricKind kind);
std::optional<FabricKind> fabricKindFromName(const QString &name);

} // namespace podcad

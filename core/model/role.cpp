#include "role.h"

#include <array>
#include <utility>

namespace podcad {
namespace {

constexpr std::array<std::pair<Role, const char *>, 9> kRoles{{
    {Role::Compute, "compute"},
    {Role::Leaf, "leaf"},
    {Role::Spine, "spine"},
    {Role::Core, "core"},
    {Role::Storage, "storage"},
    {Role::Management, "management"},
    {Role::Ufm, "ufm"},
    {Role::Pdu, "pdu"},
    {Role::Other, "other"},
}};

constexpr std::array<std::pair<FabricKind, const char *>, 5> kFabricKinds{{
    {FabricKind::Compute, "compute"},
    {FabricKind::Storage, "storage"},
    {FabricKind::Inband, "inband"},
    {FabricKind::Oob, "oob"},
    {FabricKind::NvLink, "nvlink"},
}};

template<class Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[e, name] : table)
        if (e == value)
            return QString::fromLatin1(name);
    return {};
}

template<class Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char *>, N> &table,
                            const QString &name)
{
    for (const auto &[e, n] : table)
        if (name == QLatin1String(n))
            return e;
    return std::nullopt;
}

} // namespace

QString roleName(Role role)
{
    return nameOf(kRoles, role);
}
std::optional<Role> roleFromName(const QString &name)
{
    return valueOf(kRoles, name);
}
QString fabricKindName(FabricKind kind)
{
    return nameOf(kFabricKinds, kind);
}
std::optional<FabricKind> fabricKindFromName(const QString &name)
{
    return valueOf(kFabricKinds, name);
}

} // namespace podcad

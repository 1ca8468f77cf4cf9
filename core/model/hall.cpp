#include "hall.h"

namespace podcad {

QString floorTypeName(FloorType type)
{
    return type == FloorType::Raised ? QStringLiteral("raised") : QStringLiteral("slab");
}

QString containmentName(Containment c)
{
    switch (c) {
    case Containment::ColdAisle:
        return QStringLiteral("cold-aisle");
    case Containment::HotAisle:
        return QStringLiteral("hot-aisle");
    case Containment::None:
        break;
    }
    return QStringLiteral("none");
}

QString facingName(Facing facing)
{
    return facing == Facing::South ? QStringLiteral("south") : QStringLiteral("north");
}

std::optional<FloorType> floorTypeFromName(const QString &name)
{
    if (name == u"slab")
        return FloorType::Slab;
    if (name == u"raised")
        return FloorType::Raised;
    return std::nullopt;
}

std::optional<Containment> containmentFromName(const QString &name)
{
    for (Containment c : {Containment::None, Containment::ColdAisle, Containment::HotAisle})
        if (name == containmentName(c))
            return c;
    return std::nullopt;
}

std::optional<Facing> facingFromName(const QString &name)
{
    if (name == u"north")
        return Facing::North;
    if (name == u"south")
        return Facing::South;
    return std::nullopt;
}

} // namespace podcad

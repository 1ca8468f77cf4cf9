#include "facility.h"

namespace podcad {
namespace {

struct KindNames final
{
    FacilityKind kind;
    const char16_t *name;
    const char16_t *label;
};

constexpr std::array<KindNames, 11> kNames{{
    {FacilityKind::Utility, u"utility", u"Utility feed"},
    {FacilityKind::Switchboard, u"switchboard", u"Switchboard"},
    {FacilityKind::Ups, u"ups", u"UPS"},
    {FacilityKind::Busway, u"busway", u"Busway"},
    {FacilityKind::FloorPdu, u"floor-pdu", u"Floor PDU"},
    {FacilityKind::Rpp, u"rpp", u"Remote power panel"},
    {FacilityKind::DcPowerRack, u"dc-power-rack", u"800 V DC power rack"},
    {FacilityKind::Cdu, u"cdu", u"CDU"},
    {FacilityKind::Crah, u"crah", u"CRAH"},
    {FacilityKind::Chiller, u"chiller", u"Chiller"},
    {FacilityKind::DryCooler, u"dry-cooler", u"Dry cooler"},
}};

const KindNames &names(FacilityKind kind)
{
    return kNames[std::size_t(kind)];
}

} // namespace

QString facilityKindName(FacilityKind kind)
{
    return QString::fromUtf16(names(kind).name);
}

QString facilityKindLabel(FacilityKind kind)
{
    return QString::fromUtf16(names(kind).label);
}

std::optional<FacilityKind> facilityKindFromName(const QString &name)
{
    for (const KindNames &n : kNames)
        if (name == QStringView(n.name))
            return n.kind;
    return std::nullopt;
}

bool isPowerKind(FacilityKind kind)
{
    switch (kind) {
    case FacilityKind::Utility:
    case FacilityKind::Switchboard:
    case FacilityKind::Ups:
    case FacilityKind::Busway:
    case FacilityKind::FloorPdu:
    case FacilityKind::Rpp:
    case FacilityKind::DcPowerRack:
        return true;
    case FacilityKind::Cdu:
    case FacilityKind::Crah:
    case FacilityKind::Chiller:
    case FacilityKind::DryCooler:
        return false;
    }
    return false;
}

bool canFeedRacks(FacilityKind kind)
{
    return isPowerKind(kind) && kind != FacilityKind::Utility;
}

bool canBeFedFrom(FacilityKind downstream, FacilityKind upstream)
{
    if (isPowerKind(downstream))
        return downstream != FacilityKind::Utility && isPowerKind(upstream);
    if (downstream == FacilityKind::Cdu || downstream == FacilityKind::Crah)
        return upstream == FacilityKind::Chiller || upstream == FacilityKind::DryCooler;
    return false; // chillers and dry coolers reject to outside air: nothing feeds them here
}

} // namespace podcad

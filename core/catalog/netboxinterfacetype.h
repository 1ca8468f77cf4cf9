#pragma once

#include <QString>
#include <optional>

namespace podcad {

// What a NetBox interface type value (dcim/choices.py InterfaceTypeChoices) means in catalog
// terms. The one table behind both directions: the NetBox export names a port group's type with
// netboxInterfaceTypeFor(), the device-type import reads a type back with netboxInterfaceType().
struct NetboxInterfaceType final
{
    const char *type; // "100gbase-x-qsfp28"
    double speedGbps;
    const char *connector; // the catalog's connector name: "QSFP28", "RJ45", ...
    // NetBox names InfiniBand by generation, not by cage: the connector above is the generation's
    // usual cage, which is all an imported InfiniBand port can say.
    bool infiniband;
};

// The meaning of a NetBox type value; nullopt for a value PodCAD has no speed for.
std::optional<NetboxInterfaceType> netboxInterfaceType(const QString &type);

// The NetBox type of a port group: InfiniBand by speed for `infiniband` groups, Ethernet by speed
// and connector otherwise; "other" for a combination NetBox has no value for.
QString netboxInterfaceTypeFor(bool infiniband, double speedGbps, const QString &connector);

// NetBox types that are not physical ports (LAGs, virtual and wireless interfaces) or carry no
// speed ("other"): the import leaves them out with a note rather than failing the file.
bool isNetboxNonPortType(const QString &type);

} // namespace podcad

#pragma once

#include <QString>

namespace podcad {

// One end of a cable: a port of a device, named by the catalog port group and a 0-based index.
struct PortRef final
{
    QString deviceId;
    QString portGroup;
    int portIndex = 0;

    bool operator==(const PortRef &) const = default;
    auto operator<=>(const PortRef &o) const
    {
        if (auto c = deviceId.compare(o.deviceId); c != 0)
            return c <=> 0;
        if (auto c = portGroup.compare(o.portGroup); c != 0)
            return c <=> 0;
        return portIndex <=> o.portIndex;
    }
};

// One physical cable between two ports. Counted once everywhere (analysis, BOM, exports).
struct Link final
{
    QString id;
    PortRef a;
    PortRef b;
    QString cableSku; // catalog cable (fibre, DAC, AOC, Cat6); transceivers derive from the ports
    QString fabricId;

    bool operator==(const Link &) const = default;
};

} // namespace podcad

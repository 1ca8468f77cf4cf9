#include "netboxinterfacetype.h"

#include <array>
#include <cmath>

namespace podcad {

namespace {

// Export direction: the first row matching (infiniband, speed, connector) wins, so where several
// cages share a NetBox value the first row is the one an import reads back. A QSFP112 cage run
// at 200G takes the QSFP56 optics NetBox has a value for (the row after the QSFP56 one). A
// co-packaged-optics Ethernet port is a fixed single-mode fibre socket (MPO-12): NetBox's nearest
// value is its 800G single-mode PHY, 800GBASE-DR8 (it has none for four 200G lanes).
constexpr std::array<NetboxInterfaceType, 28> kTypes{{
    {"infiniband-sdr", 10, "QSFP", true},
    {"infiniband-ddr", 20, "QSFP", true},
    {"infiniband-qdr", 40, "QSFP", true},
    {"infiniband-fdr", 56, "QSFP", true},
    {"infiniband-edr", 100, "QSFP28", true},
    {"infiniband-hdr", 200, "QSFP56", true},
    {"infiniband-ndr", 400, "OSFP", true},
    {"infiniband-xdr", 800, "OSFP", true},
    {"100base-tx", 0.1, "RJ45", false},
    {"1000base-t", 1, "RJ45", false},
    {"2.5gbase-t", 2.5, "RJ45", false},
    {"5gbase-t", 5, "RJ45", false},
    {"10gbase-t", 10, "RJ45", false},
    {"1000base-x-sfp", 1, "SFP", false},
    {"10gbase-x-sfpp", 10, "SFP+", false},
    {"25gbase-x-sfp28", 25, "SFP28", false},
    {"40gbase-x-qsfpp", 40, "QSFP+", false},
    {"50gbase-x-sfp56", 50, "SFP56", false},
    {"100gbase-x-qsfp28", 100, "QSFP28", false},
    {"200gbase-x-qsfp56", 200, "QSFP56", false},
    {"200gbase-x-qsfp56", 200, "QSFP112", false},
    {"400gbase-x-qsfp112", 400, "QSFP112", false},
    {"400gbase-x-qsfpdd", 400, "QSFP-DD", false},
    {"400gbase-x-osfp", 400, "OSFP", false},
    {"800gbase-x-qsfpdd", 800, "QSFP-DD", false},
    {"800gbase-x-osfp", 800, "OSFP", false},
    {"800gbase-dr8", 800, "MPO-12", false},
    {"100gbase-x-cfp", 100, "CFP", false},
}};

} // namespace

std::optional<NetboxInterfaceType> netboxInterfaceType(const QString &type)
{
    for (const NetboxInterfaceType &t : kTypes)
        if (type == QLatin1String(t.type))
            return t;
    return std::nullopt;
}

QString netboxInterfaceTypeFor(bool infiniband, double speedGbps, const QString &connector)
{
    const QString upper = connector.toUpper();
    for (const NetboxInterfaceType &t : kTypes) {
        if (t.infiniband != infiniband || std::abs(t.speedGbps - speedGbps) > 1e-6)
            continue;
        // InfiniBand values name the data rate only: any cage of that generation matches.
        if (infiniband || upper == QLatin1String(t.connector))
            return QLatin1String(t.type);
    }
    return QStringLiteral("other");
}

bool isNetboxNonPortType(const QString &type)
{
    return type == QLatin1String("other") || type == QLatin1String("virtual") ||
           type == QLatin1String("bridge") || type == QLatin1String("lag") ||
           type.startsWith(QLatin1String("ieee802.11")) || type.startsWith(QLatin1String("other-"));
}

} // namespace podcad

#include "fabriccolors.h"

#include <array>

namespace podcad {

QColor fabricColor(FabricKind kind)
{
    switch (kind) {
    case FabricKind::Compute:
        return QColor(0x3b, 0x82, 0xc4);
    case FabricKind::Storage:
        return QColor(0xe0, 0x8a, 0x1e);
    case FabricKind::Inband:
        return QColor(0x2a, 0x9d, 0x5c);
    case FabricKind::Oob:
        return QColor(0x8a, 0x8f, 0x98);
    case FabricKind::NvLink:
        return QColor(0x76, 0xb9, 0x00);
    }
    return QColor(0x60, 0x60, 0x60);
}

QColor railColor(int rail)
{
    static const std::array<QColor, 8> kRails{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                                              QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd),
                                              QColor(0xff, 0x7f, 0x0e), QColor(0x17, 0xbe, 0xcf),
                                              QColor(0xe3, 0x77, 0xc2), QColor(0x8c, 0x56, 0x4b)};
    return kRails[std::size_t(((rail % 8) + 8) % 8)];
}

} // namespace podcad

#include "rolecolors.h"

namespace podcad {

QColor roleColor(Role role)
{
    switch (role) {
    case Role::Compute:
        return QColor(0x76, 0xb9, 0x00);
    case Role::Leaf:
        return QColor(0x3b, 0x82, 0xc4);
    case Role::Spine:
        return QColor(0x6a, 0x4c, 0xb0);
    case Role::Core:
        return QColor(0x2c, 0x2c, 0x54);
    case Role::Storage:
        return QColor(0xe0, 0x8a, 0x1e);
    case Role::Management:
        return QColor(0x8a, 0x8f, 0x98);
    case Role::Ufm:
        return QColor(0x1f, 0x9e, 0x9a);
    case Role::Pdu:
        return QColor(0x4a, 0x4a, 0x4a);
    case Role::Other:
        break;
    }
    return QColor(0xb0, 0xb0, 0xb0);
}

} // namespace podcad

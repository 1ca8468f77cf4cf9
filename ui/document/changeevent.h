#pragma once

#include <QStringList>

namespace podcad {

// What one edit changed, so that views can update just what they show of it (Tiled's change
// events). `ids` are the objects the edit touched; a DesignReplaced event names none, because
// everything may have changed (open, new, revert).
struct ChangeEvent final
{
    enum class Kind {
        DesignReplaced,
        DeviceAdded,
        DeviceRemoved,
        DeviceMoved,  // rack or lowest U changed
        DeviceEdited, // name, role, SKU or overrides changed
        RackAdded,
        RackRemoved,
        RackEdited,
        LinkAdded,
        LinkRemoved,
        LinkEdited, // cable SKU or fabric changed
        ObjectsRemoved, // a mixed removal: devices with their links, racks, links
        ObjectsRestored, // the undo of ObjectsRemoved
        ObjectsAdded,    // devices and links added at once (paste, bulk connect)
        PricesEdited     // per-design SKU price overrides; ids are the SKUs
    };

    Kind kind = Kind::DesignReplaced;
    QStringList ids;
};

} // namespace podcad

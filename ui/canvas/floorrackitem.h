#pragma once

#include "floorobjectitem.h"

#include <vector>

namespace podcad {

struct Rack;
class FloorLabelItem;
class PowerBarItem;

// One rack in the Floor view: the U-by-U elevation with its name, model and unit numbers, and
// the power bar underneath. Its devices are its children (FloorDeviceItem), so that moving the
// rack along its row moves one item. Placed at the top-left corner of the rack's interior; holds
// nothing of the model but its id: sync() reads the rack again.
class FloorRackItem final : public FloorObjectItem
{
public:
    explicit FloorRackItem(const QString &id);

    // `frame`: the interior in scene coordinates; `pitch`: the room along the row (for the title).
    void sync(const Rack &rack, const QRectF &frame, int heightU, double pitch);
    // The interior, in this item's coordinates (devices are placed in it).
    QRectF interior() const { return mInterior; }
    PowerBarItem *powerBar() const { return mBar; }

private:
    QRectF mInterior;
    QGraphicsRectItem *mInside = nullptr;
    FloorLabelItem *mTitle = nullptr;
    FloorLabelItem *mSku = nullptr;
    std::vector<FloorLabelItem *> mUnitLabels;
    PowerBarItem *mBar = nullptr;
};

} // namespace podcad

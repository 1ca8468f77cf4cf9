#pragma once

#include "floorobjectitem.h"

#include <vector>

namespace podcad {

struct Rack;
class PowerBarItem;

// One rack in the Floor view: the U-by-U elevation with its name, model and unit numbers, and
// the power bar underneath. Its devices are its children (FloorDeviceItem), so that moving the
// rack along its row moves one item. Placed at the top-left corner of the rack's interior; holds
// nothing of the model but its id and what it paints: sync() reads the rack again.
//
// The texts are painted by the item, not held in label items: a 64-SU floor would otherwise be
// ten thousand more items to walk on every frame at fit-to-view, where none of them is legible.
class FloorRackItem final : public FloorObjectItem
{
public:
    explicit FloorRackItem(const QString &id);

    // `frame`: the interior in scene coordinates; `pitch`: the room along the row (for the title).
    void sync(const Rack &rack, const QRectF &frame, int heightU, double pitch);
    // The interior, in this item's coordinates (devices are placed in it).
    QRectF interior() const { return mInterior; }
    PowerBarItem *powerBar() const { return mBar; }
    const QString &titleText() const { return mTitle; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF mInterior;
    double mPitch = 0;
    QString mTitle;
    QString mSku;
    std::vector<int> mUnits; // the unit numbers shown on the left
    PowerBarItem *mBar = nullptr;
};

} // namespace podcad

#pragma once

#include "floorobjectitem.h"

#include <QFont>

namespace podcad {

struct Device;
struct DeviceModel;

// One placed device in the Floor view: a box in its role's colour across its units (or a strip in
// the rack's side channel for a zero-U PDU), a child of its rack's item so that moving the rack
// moves it. Holds nothing of the model but its id: sync() reads the device again.
class FloorDeviceItem final : public FloorObjectItem
{
public:
    FloorDeviceItem(const QString &id, QGraphicsItem *rackItem);

    // `box`: where the device goes, in its rack item's coordinates.
    void sync(const Device &device, const DeviceModel *model, const QRectF &box, bool zeroU);
    // Drawn as a strip in the side channel (a zero-U PDU), as of the last sync().
    bool isZeroU() const { return mZeroU; }
    const QString &labelText() const { return mLabel; }

    // Paints its name itself (no label item: seven thousand fewer items to walk per frame).
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    bool mZeroU = false;
    QString mLabel; // elided to the box
    QFont mFont;
};

} // namespace podcad

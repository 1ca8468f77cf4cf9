#pragma once

#include <QColor>
#include <QGraphicsItem>

namespace podcad {

struct Device;
struct DeviceModel;

// One device in the Topology view: a rounded box in its role's colour with its name and SKU, a
// plain block when small. Holds nothing of the model but its id and what it paints: sync()
// reads the device again.
class TopologyNodeItem final : public QGraphicsItem
{
public:
    explicit TopologyNodeItem(const QString &id);

    // `tierName` for the tooltip.
    void sync(const Device &device, const DeviceModel *model, const QString &tierName);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString mLabel;
    QString mSku;
    QColor mColor;
};

} // namespace podcad

#include "floordeviceitem.h"

#include "catalog/catalogtypes.h"
#include "floorlabelitem.h"
#include "floorscene.h"
#include "model/device.h"
#include "rolecolors.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::FloorScene", text);
}

} // namespace

FloorDeviceItem::FloorDeviceItem(const QString &id, QGraphicsItem *rackItem)
    : FloorObjectItem(id, FloorScene::kDeviceKind, rackItem)
{}

void FloorDeviceItem::sync(const Device &device, const DeviceModel *model, const QRectF &box,
                           bool zeroU)
{
    const QString name = device.name.isEmpty() ? device.id : device.name;
    setRect(box);
    mZeroU = zeroU;
    if (zeroU) {
        setPen(Qt::NoPen);
        setBrush(QColor(0xf2, 0xc1, 0x4e));
        setZValue(2);
        setToolTip(tr("%1 (%2), zero-U").arg(name, device.sku));
        mLabel.clear();
        update();
        return;
    }
    const int units = model ? model->rackUnits : 1;
    setPen(QPen(QColor(0x10, 0x10, 0x10), 0.8));
    setBrush(roleColor(device.role));
    setZValue(1);
    setToolTip(tr("%1 (%2)\n%3, U%4-%5")
                   .arg(name, device.sku, roleName(device.role))
                   .arg(device.lowestU)
                   .arg(device.lowestU + units - 1));
    mFont.setPointSizeF(units >= 2 ? 8 : 6.5);
    mFont.setBold(units >= 4);
    mLabel = QFontMetricsF(mFont).elidedText(name, Qt::ElideRight, box.width() - 8);
    update();
}

void FloorDeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
                            QWidget *widget)
{
    FloorObjectItem::paint(painter, option, widget);
    if (mLabel.isEmpty())
        return;
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (lod * mFont.pointSizeF() < FloorLabelItem::kLegiblePixels)
        return;
    painter->setFont(mFont);
    painter->setPen(Qt::white);
    painter->drawText(rect().adjusted(4, 1, -4, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip,
                      mLabel);
}

} // namespace podcad

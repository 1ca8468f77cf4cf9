#include "floordeviceitem.h"

#include "catalog/catalogtypes.h"
#include "floorlabelitem.h"
#include "floorscene.h"
#include "model/device.h"
#include "rolecolors.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPen>

namespace podcad {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("podcad::FloorScene", text); }

} // namespace

FloorDeviceItem::FloorDeviceItem(const QString &id, QGraphicsItem *rackItem)
    : FloorObjectItem(id, FloorScene::kDeviceKind, rackItem)
{
}

void FloorDeviceItem::sync(const Device &device, const DeviceModel *model, const QRectF &box, bool zeroU)
{
    const QString name = device.name.isEmpty() ? device.id : device.name;
    setRect(box);
    mZeroU = zeroU;
    if (zeroU) {
        setPen(Qt::NoPen);
        setBrush(QColor(0xf2, 0xc1, 0x4e));
        setZValue(2);
        setToolTip(tr("%1 (%2), zero-U").arg(name, device.sku));
        delete std::exchange(mLabel, nullptr);
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
    if (!mLabel)
        mLabel = new FloorLabelItem(QString(), 8, Qt::white, false, this);
    QFont font = mLabel->font();
    font.setPointSizeF(units >= 2 ? 8 : 6.5);
    font.setBold(units >= 4);
    mLabel->setFont(font);
    mLabel->setPos(box.left() + 4, box.top() + 1);
    mLabel->setText(QFontMetricsF(font).elidedText(name, Qt::ElideRight, box.width() - 8));
}

} // namespace podcad

#include "topologynodeitem.h"

#include "catalog/catalogtypes.h"
#include "model/device.h"
#include "rolecolors.h"
#include "topologyscene.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace podcad {
namespace {

const QColor kSelection(0xff, 0x9f, 0x1c);

} // namespace

TopologyNodeItem::TopologyNodeItem(const QString &id)
{
    setData(TopologyScene::IdKey, id);
    // No item cache: at fit-to-view a 64-SU pod shows thousands of these a few pixels wide,
    // where filling a rect costs less than keeping (and, on every zoom step, re-rendering)
    // a pixmap per item; at 100% the bench measures no gain from caching either.
    setFlags(ItemIsSelectable | ItemUsesExtendedStyleOption);
    setZValue(2);
}

void TopologyNodeItem::sync(const Device &device, const DeviceModel *model, const QString &tierName)
{
    const QString name = device.name.isEmpty() ? device.id : device.name;
    mLabel = name;
    mSku = model ? model->sku : device.sku;
    mColor = roleColor(device.role);
    setToolTip(QCoreApplication::translate("podcad::TopologyScene", "%1 (%2)\n%3, %4")
                   .arg(name, device.sku, roleName(device.role), tierName));
    update();
}

QRectF TopologyNodeItem::boundingRect() const
{
    return QRectF(-TopologyScene::kNodeWidth / 2 - 2, -TopologyScene::kNodeHeight / 2 - 2,
                  TopologyScene::kNodeWidth + 4, TopologyScene::kNodeHeight + 4);
}

void TopologyNodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF box(-TopologyScene::kNodeWidth / 2, -TopologyScene::kNodeHeight / 2,
                     TopologyScene::kNodeWidth, TopologyScene::kNodeHeight);
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const bool selected = option->state & QStyle::State_Selected;
    if (lod < 0.12) {
        // A few pixels wide: a coloured block is all that can be seen.
        painter->fillRect(box, selected ? kSelection : mColor);
        return;
    }
    painter->setPen(QPen(mColor.darker(150), 1));
    painter->setBrush(mColor);
    painter->drawRoundedRect(box, 4, 4);
    if (selected) {
        painter->setPen(QPen(kSelection, 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(box.adjusted(-1, -1, 1, 1), 5, 5);
    }
    // Text under about 4.5 pixels (8 pt at 56%) is noise, and the most expensive part to draw.
    if (lod * 8 < 4.5)
        return;
    QFont font = painter->font();
    font.setPointSizeF(8);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(Qt::white);
    const QRectF text = box.adjusted(5, 2, -5, -2);
    const QFontMetricsF metrics(font);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignTop,
                      metrics.elidedText(mLabel, Qt::ElideRight, text.width()));
    font.setPointSizeF(6.5);
    font.setBold(false);
    painter->setFont(font);
    painter->setPen(QColor(255, 255, 255, 210));
    painter->drawText(text, Qt::AlignLeft | Qt::AlignBottom,
                      QFontMetricsF(font).elidedText(mSku, Qt::ElideRight, text.width()));
}

} // namespace podcad

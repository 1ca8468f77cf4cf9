#include "floorobjectitem.h"

#include "floorscene.h"

#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>

namespace podcad {
namespace {

const QColor kSelection(0xff, 0x9f, 0x1c);

} // namespace

FloorObjectItem::FloorObjectItem(const QString &id, const QString &kind, QGraphicsItem *parent)
    : QGraphicsRectItem(parent)
{
    setData(FloorScene::IdKey, id);
    setData(FloorScene::KindKey, kind);
    setFlag(ItemIsSelectable);
}

QString FloorObjectItem::id() const
{
    return data(FloorScene::IdKey).toString();
}

void FloorObjectItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (lod < kOutlineLod) {
        // A whole hall on screen: a device is a few pixels, its outline would be all there is.
        painter->fillRect(rect(), brush());
    } else {
        painter->setPen(pen());
        painter->setBrush(brush());
        painter->drawRect(rect());
    }
    if (option->state & QStyle::State_Selected) {
        painter->setPen(QPen(kSelection, 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rect().adjusted(1, 1, -1, -1));
    }
}

} // namespace podcad

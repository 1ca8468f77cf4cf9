#include "floorlabelitem.h"

#include <QBrush>
#include <QFont>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace podcad {

FloorLabelItem::FloorLabelItem(const QString &text, double pointSize, const QColor &color,
                               bool bold, QGraphicsItem *parent)
    : QGraphicsSimpleTextItem(text, parent)
{
    QFont f = font();
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    setFont(f);
    setBrush(color);
}

void FloorLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
                           QWidget *widget)
{
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (lod * font().pointSizeF() < kLegiblePixels)
        return;
    QGraphicsSimpleTextItem::paint(painter, option, widget);
}

} // namespace podcad

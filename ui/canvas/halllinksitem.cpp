#include "halllinksitem.h"

#include <QPen>

namespace podcad {

HallLinksItem::HallLinksItem(const QColor &colour, qreal width)
{
    QPen pen(colour, width);
    pen.setCosmetic(true);
    setPen(pen);
    setZValue(4);
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

} // namespace podcad

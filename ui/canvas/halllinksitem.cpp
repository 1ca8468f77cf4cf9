#include "halllinksitem.h"

#include <QPen>

namespace podcad {

HallLinksItem::HallLinksItem(const QColor &colour)
{
    QPen pen(colour, 1.5);
    pen.setCosmetic(true);
    setPen(pen);
    setZValue(4);
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

} // namespace podcad

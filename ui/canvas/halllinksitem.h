#pragma once

#include <QGraphicsPathItem>

namespace podcad {

// One overlay of the Hall view as lines: the power chain (each element to what it feeds, busways
// to their racks) or the cooling loops (each CDU to its racks). One path for all of them, built
// again when an edit touches racks or elements while the overlay shows. Also the selected links'
// cable routes.
class HallLinksItem final : public QGraphicsPathItem
{
public:
    explicit HallLinksItem(const QColor &colour, qreal width = 1.5);
};

} // namespace podcad

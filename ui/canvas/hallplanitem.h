#pragma once

#include "model/hall.h"

#include <QGraphicsItem>
#include <vector>

namespace podcad {

// The room under the racks: the hall's outline, each row's cold and hot aisle (tinted blue and
// red, hatched where contained) and the cable trays. Drawn from a copy of the hall and of each
// row's extent, taken when the hall or the rows' racks change (HallScene), so painting reads
// nothing of the design.
class HallPlanItem final : public QGraphicsItem
{
public:
    struct RowExtent final
    {
        HallRow row;
        double leftM = 0, rightM = 0, depthM = 1.2; // the racks' span along x, and their depth
    };

    HallPlanItem();
    void setPlan(const Hall &hall, std::vector<RowExtent> rows);

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Hall mHall;
    std::vector<RowExtent> mRows;
    QRectF mBounds;
};

} // namespace podcad

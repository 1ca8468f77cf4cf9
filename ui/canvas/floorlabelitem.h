#pragma once

#include <QGraphicsSimpleTextItem>

namespace podcad {

// Text on the floor that is not drawn when it would be too small to read: at fit-to-view a 64-SU
// floor is tens of thousands of labels nobody can read, and text is the dearest thing to paint.
class FloorLabelItem final : public QGraphicsSimpleTextItem
{
public:
    FloorLabelItem(const QString &text, double pointSize, const QColor &color, bool bold = false,
                   QGraphicsItem *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Below this many pixels of font size, labels are skipped.
    static constexpr double kLegiblePixels = 4.5;
};

} // namespace podcad

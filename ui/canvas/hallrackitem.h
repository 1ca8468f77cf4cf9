#pragma once

#include <QGraphicsRectItem>

namespace podcad {

class Catalog;
class Design;

// A rack on the Hall view: its catalog footprint (width x depth) at its floor position, filled
// with the colour of its figure (HallScene::ColourBy). Holds its id only and reads the design in
// sync(). Zoomed out, the name is left out (a 64-SU hall is hundreds of racks a few pixels wide).
class HallRackItem final : public QGraphicsRectItem
{
public:
    explicit HallRackItem(const QString &id);

    const QString &id() const { return mId; }
    void sync(const Design &design, const Catalog &catalog);
    void setFill(const QColor &colour);

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString mId;
    QString mLabel;
};

} // namespace podcad

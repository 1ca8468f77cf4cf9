#pragma once

#include <QGraphicsRectItem>

namespace podcad {

// A rack or device box on the floor: selectable, carrying the id and kind of its model object
// (FloorScene::IdKey, KindKey), and drawing its own selection outline (the default dashed one is
// too thin to see on dark rack interiors). Below kOutlineLod boxes are filled without outlines.
class FloorObjectItem : public QGraphicsRectItem
{
public:
    FloorObjectItem(const QString &id, const QString &kind, QGraphicsItem *parent = nullptr);

    QString id() const;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static constexpr double kOutlineLod = 0.25;
};

} // namespace podcad

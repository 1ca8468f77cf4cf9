#include "hallrackitem.h"

#include "catalog/catalog.h"
#include "hallscene.h"
#include "model/design.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace podcad {

HallRackItem::HallRackItem(const QString &id)
    : mId(id)
{
    HallScene::setUpObjectItem(this, id, HallScene::kRackKind, 2);
    setBrush(QColor(230, 230, 230));
}

void HallRackItem::sync(const Design &design, const Catalog &catalog)
{
    const Rack *rack = design.rack(mId);
    if (!rack)
        return;
    const QSizeF size = HallScene::rackFootprintM(*rack, catalog);
    const double ppm = HallScene::kPixelsPerMetre;
    setRect(QRectF(rack->floorPositionM * ppm, size * ppm));
    mLabel = rack->name.isEmpty() ? rack->id : rack->name;
    setToolTip(mLabel);
}

void HallRackItem::setFill(const QColor &colour)
{
    if (brush().color() != colour)
        setBrush(colour);
}

void HallRackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QPen outline = HallScene::outline(this);
    painter->setPen(lod * rect().width() < 3 && !isSelected() ? Qt::NoPen : outline);
    painter->setBrush(brush());
    painter->drawRect(rect());
    // A name is readable only when the rack is some 40 pixels wide on screen.
    if (lod * rect().width() < 40)
        return;
    painter->setPen(Qt::black);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(rect().width() / 6)));
    painter->setFont(font);
    painter->drawText(rect(), Qt::AlignCenter | Qt::TextWrapAnywhere, mLabel);
}

} // namespace podcad

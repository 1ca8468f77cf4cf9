#include "hallelementitem.h"

#include "catalog/catalog.h"
#include "hallscene.h"
#include "model/design.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace podcad {

HallElementItem::HallElementItem(const QString &id)
    : mId(id)
{
    HallScene::setUpObjectItem(this, id, HallScene::kElementKind, 3);
    setBrush(QColor(255, 255, 255));
}

void HallElementItem::sync(const Design &design, const Catalog &catalog, const QRectF &fedRacks)
{
    const FacilityElement *element = design.facilityElement(mId);
    if (!element)
        return;
    const double ppm = HallScene::kPixelsPerMetre;
    mBusway = element->kind == FacilityKind::Busway;
    mSymbol = HallScene::kindSymbol(element->kind);
    const QPointF centre = element->positionM * ppm;
    if (mBusway && !fedRacks.isEmpty()) {
        // Overhead along its row: as long as the racks it feeds, a quarter metre wide.
        setRect(QRectF(fedRacks.left(), centre.y() - 0.125 * ppm, fedRacks.width(), 0.25 * ppm));
    } else {
        QSizeF size(1.0, 1.0);
        if (const FacilityModel *model = catalog.facilityModel(element->sku);
            model && model->widthMm > 0 && model->depthMm > 0)
            size = QSizeF(model->widthMm / 1000.0, model->depthMm / 1000.0);
        size *= ppm;
        setRect(QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size));
    }
    setToolTip(QStringLiteral("%1 (%2)").arg(element->name.isEmpty() ? element->id : element->name,
                                             facilityKindLabel(element->kind)));
}

void HallElementItem::setFill(const QColor &colour)
{
    if (brush().color() != colour)
        setBrush(colour);
}

void HallElementItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QPen outline = HallScene::outline(this);
    painter->setPen(outline);
    painter->setBrush(brush());
    if (mBusway) {
        painter->drawRect(rect());
        return;
    }
    // The kind's symbol: a rounded block for plant, lettered; a diagonal for cooling.
    painter->drawRoundedRect(rect(), rect().width() / 8, rect().height() / 8);
    const std::optional<QFont> font =
        symbolFont(painter->font(), option->levelOfDetailFromTransform(painter->worldTransform()));
    if (!font)
        return;
    painter->setPen(Qt::black);
    painter->setFont(*font);
    painter->drawText(rect(), Qt::AlignCenter, mSymbol);
}

std::optional<QFont> HallElementItem::symbolFont(const QFont &base, double lod) const
{
    if (mBusway || mSymbol.isEmpty() || lod <= 0)
        return std::nullopt;
    // Measured at a reference size, then scaled: text width grows in proportion to the size.
    QFont font = base;
    font.setBold(true);
    constexpr double kReference = 100;
    font.setPixelSize(int(kReference));
    const double advance = QFontMetricsF(font).horizontalAdvance(mSymbol);
    if (advance <= 0)
        return std::nullopt;
    // A margin of an eighth of the width on each side (the rounded corners).
    const double byWidth = kReference * rect().width() * 0.75 / advance;
    // Capitals only (UPS, SWB, CDU): 0.7 of the height leaves room above and below them.
    const double size = std::min(rect().height() * 0.7, byWidth);
    if (size * lod < kMinLabelPixels)
        return std::nullopt;
    // Pixel sizes are whole: rounded down, so the text never grows past the width.
    if (int(size) < 1)
        return std::nullopt;
    font.setPixelSize(int(size));
    return font;
}

} // namespace podcad

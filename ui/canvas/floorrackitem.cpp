#include "floorrackitem.h"

#include "floorlabelitem.h"
#include "floorscene.h"
#include "model/rack.h"
#include "powerbaritem.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::FloorScene", text);
}

QFont font(double pointSize, bool bold)
{
    QFont f;
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

const QFont &titleFont()
{
    static const QFont f = font(10, true);
    return f;
}
const QFont &skuFont()
{
    static const QFont f = font(7.5, false);
    return f;
}
const QFont &unitFont()
{
    static const QFont f = font(6, false);
    return f;
}

constexpr double kUnitLabelLeft = -8 - 14;
const QColor kInside(0x1e, 0x20, 0x24);

} // namespace

FloorRackItem::FloorRackItem(const QString &id)
    : FloorObjectItem(id, FloorScene::kRackKind)
{
    setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
    setBrush(QColor(0x3a, 0x3d, 0x42));
    mBar = new PowerBarItem(0);
    mBar->setParentItem(this);
}

void FloorRackItem::sync(const Rack &rack, const QRectF &frame, int heightU, double pitch)
{
    prepareGeometryChange();
    setPos(frame.topLeft());
    mInterior = QRectF(0, 0, frame.width(), frame.height());
    mPitch = pitch;
    setRect(mInterior.adjusted(-6, -4, 6, 4));
    const QString display = rack.name.isEmpty() ? rack.id : rack.name;
    setToolTip(tr("%1 (%2)").arg(display, rack.sku));
    mTitle = QFontMetricsF(titleFont()).elidedText(display, Qt::ElideRight, pitch - 8);
    mSku = rack.sku;
    // Unit numbers every fifth unit (and U1), left of the frame.
    mUnits.clear();
    for (int u = 1; u <= heightU; ++u)
        if (u % 5 == 0 || u == 1)
            mUnits.push_back(u);
    mBar->setWidth(frame.width());
    mBar->setPos(0, mInterior.bottom() + 10);
    update();
}

QRectF FloorRackItem::boundingRect() const
{
    // The frame, the name and model above it, the unit numbers to its left.
    return QGraphicsRectItem::boundingRect().united(
        QRectF(kUnitLabelLeft, -FloorScene::kHeaderHeight, mPitch - kUnitLabelLeft,
               FloorScene::kHeaderHeight));
}

void FloorRackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
                          QWidget *widget)
{
    FloorObjectItem::paint(painter, option, widget);
    painter->fillRect(mInterior, kInside);
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    auto text = [&](const QString &s, QPointF at, const QFont &f, const QColor &color) {
        if (lod * f.pointSizeF() < FloorLabelItem::kLegiblePixels)
            return;
        painter->setFont(f);
        painter->setPen(color);
        painter->drawText(QRectF(at, QSizeF(1000, 100)),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, s);
    };
    text(mTitle, QPointF(0, -FloorScene::kHeaderHeight), titleFont(), QColor(0x22, 0x22, 0x22));
    text(mSku, QPointF(0, -FloorScene::kHeaderHeight + 16), skuFont(), QColor(0x66, 0x66, 0x66));
    for (int u : mUnits)
        text(QString::number(u),
             QPointF(kUnitLabelLeft, mInterior.bottom() - u * FloorScene::kUnitHeight + 1),
             unitFont(), QColor(0x70, 0x70, 0x70));
}

} // namespace podcad

#include "floorrackitem.h"

#include "floorlabelitem.h"
#include "floorscene.h"
#include "model/rack.h"
#include "powerbaritem.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPen>

namespace podcad {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("podcad::FloorScene", text); }

} // namespace

FloorRackItem::FloorRackItem(const QString &id)
    : FloorObjectItem(id, FloorScene::kRackKind)
{
    setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
    setBrush(QColor(0x3a, 0x3d, 0x42));
    mInside = new QGraphicsRectItem(this);
    mInside->setPen(Qt::NoPen);
    mInside->setBrush(QColor(0x1e, 0x20, 0x24));
    mTitle = new FloorLabelItem(QString(), 10, QColor(0x22, 0x22, 0x22), true, this);
    mSku = new FloorLabelItem(QString(), 7.5, QColor(0x66, 0x66, 0x66), false, this);
    mBar = new PowerBarItem(0);
    mBar->setParentItem(this);
}

void FloorRackItem::sync(const Rack &rack, const QRectF &frame, int heightU, double pitch)
{
    setPos(frame.topLeft());
    mInterior = QRectF(0, 0, frame.width(), frame.height());
    setRect(mInterior.adjusted(-6, -4, 6, 4));
    mInside->setRect(mInterior);
    const QString display = rack.name.isEmpty() ? rack.id : rack.name;
    setToolTip(tr("%1 (%2)").arg(display, rack.sku));
    mTitle->setPos(0, -FloorScene::kHeaderHeight);
    mTitle->setText(QFontMetricsF(mTitle->font()).elidedText(display, Qt::ElideRight, pitch - 8));
    mTitle->setToolTip(display);
    mSku->setPos(0, -FloorScene::kHeaderHeight + 16);
    mSku->setText(rack.sku);
    // Unit numbers every fifth unit (and U1), left of the frame.
    std::vector<int> units;
    for (int u = 1; u <= heightU; ++u)
        if (u % 5 == 0 || u == 1)
            units.push_back(u);
    while (mUnitLabels.size() > units.size()) {
        delete mUnitLabels.back();
        mUnitLabels.pop_back();
    }
    while (mUnitLabels.size() < units.size())
        mUnitLabels.push_back(new FloorLabelItem(QString(), 6, QColor(0x70, 0x70, 0x70), false, this));
    for (std::size_t i = 0; i < units.size(); ++i) {
        mUnitLabels[i]->setText(QString::number(units[i]));
        mUnitLabels[i]->setPos(-8 - 14, mInterior.bottom() - units[i] * FloorScene::kUnitHeight + 1);
    }
    mBar->setWidth(frame.width());
    mBar->setPos(0, mInterior.bottom() + 10);
}

} // namespace podcad

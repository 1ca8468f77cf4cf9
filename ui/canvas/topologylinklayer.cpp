#include "topologylinklayer.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace podcad {

TopologyLinkLayer::TopologyLinkLayer()
{
    // exposedRect is what lets paint() skip the cables outside the visible area.
    setFlag(ItemUsesExtendedStyleOption);
}

void TopologyLinkLayer::addLine(const QLineF &line, const QColor &color)
{
    auto it = std::find_if(mBatches.begin(), mBatches.end(),
                           [&](const Batch &b) { return b.color == color; });
    if (it == mBatches.end())
        it = mBatches.insert(mBatches.end(), Batch{color, {}});
    it->lines.push_back(line);
    ++mLineCount;
    prepareGeometryChange();
    mBounds |= QRectF(line.p1(), line.p2()).normalized().adjusted(-2, -2, 2, 2);
}

void TopologyLinkLayer::addBundle(const QLineF &line, const QColor &color, int count)
{
    mBundles.push_back({line, color, count});
}

void TopologyLinkLayer::clearLines()
{
    prepareGeometryChange();
    mBatches.clear();
    mBundles.clear();
    mLineCount = 0;
    mBounds = {};
}

bool TopologyLinkLayer::drawsBundlesAt(double levelOfDetail) const
{
    return mLineCount > kBundleThreshold && levelOfDetail < kBundleLod && !mBundles.empty();
}

void TopologyLinkLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (drawsBundlesAt(lod)) {
        for (const Bundle &b : mBundles) {
            QColor c = b.color;
            c.setAlpha(170);
            QPen pen(c, std::clamp(1.0 + std::log2(double(b.count)), 1.0, 9.0));
            pen.setCosmetic(true);
            pen.setCapStyle(Qt::RoundCap);
            painter->setPen(pen);
            painter->drawLine(b.line);
        }
        return;
    }
    const QRectF exposed = option->exposedRect;
    const bool all = exposed.contains(mBounds);
    std::vector<QLineF> visible;
    for (const Batch &batch : mBatches) {
        QPen pen(batch.color, mWidth);
        pen.setCosmetic(true); // one pixel at any zoom: cables never smear into a block
        painter->setPen(pen);
        if (all) {
            painter->drawLines(batch.lines.data(), int(batch.lines.size()));
            continue;
        }
        visible.clear();
        for (const QLineF &line : batch.lines)
            if (QRectF(line.p1(), line.p2()).normalized().adjusted(-1, -1, 1, 1).intersects(exposed))
                visible.push_back(line);
        if (!visible.empty())
            painter->drawLines(visible.data(), int(visible.size()));
    }
}

} // namespace podcad

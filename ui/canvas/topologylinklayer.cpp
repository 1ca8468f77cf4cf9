#include "topologylinklayer.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <map>

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
    mBundleBatches.clear();
}

const std::vector<TopologyLinkLayer::BundleBatch> &TopologyLinkLayer::bundleBatches() const
{
    if (!mBundleBatches.empty() || mBundles.empty())
        return mBundleBatches;
    std::map<std::pair<QRgb, int>, std::size_t> index;
    for (const Bundle &b : mBundles) {
        // What the colour at two-thirds opacity looks like over the (white, or nearly) tier
        // bands, without the cost of blending (see paint()).
        auto mix = [](float channel) { return float(kBundleOpacity) * channel + float(1 - kBundleOpacity); };
        const QColor c = QColor::fromRgbF(mix(b.color.redF()), mix(b.color.greenF()), mix(b.color.blueF()));
        const int width = std::clamp(int(std::lround(1.0 + std::log2(double(b.count)))), 1, 9);
        auto [it, added] = index.try_emplace({c.rgb(), width}, mBundleBatches.size());
        if (added)
            mBundleBatches.push_back({c, double(width), {}});
        mBundleBatches[it->second].lines.push_back(b.line);
    }
    // Wide bundles first, so that the thin ones stay visible on top of them.
    std::stable_sort(mBundleBatches.begin(), mBundleBatches.end(),
                     [](const BundleBatch &x, const BundleBatch &y) { return x.width > y.width; });
    return mBundleBatches;
}

void TopologyLinkLayer::clearLines()
{
    prepareGeometryChange();
    mBatches.clear();
    mBundles.clear();
    mBundleBatches.clear();
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
        // Opaque colours: antialiased wide lines with alpha take the raster engine's slow path
        // (about a second a frame for the 3,000 bundles of a 64-SU pod, against 40 ms opaque).
        for (const BundleBatch &batch : bundleBatches()) {
            QPen pen(batch.color, batch.width);
            pen.setCosmetic(true);
            pen.setCapStyle(Qt::FlatCap);
            painter->setPen(pen);
            painter->drawLines(batch.lines.data(), int(batch.lines.size()));
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

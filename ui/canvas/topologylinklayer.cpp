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

void TopologyLinkLayer::addLine(const QLineF &line, const QColor &color, const QString &key)
{
    auto it = std::find_if(mBatches.begin(), mBatches.end(),
                           [&](const Batch &b) { return b.color == color; });
    if (it == mBatches.end())
        it = mBatches.insert(mBatches.end(), Batch{color, {}, {}});
    if (!key.isEmpty())
        mWhere.insert(key, {int(it - mBatches.begin()), int(it->lines.size())});
    it->lines.push_back(line);
    it->keys.push_back(key);
    ++mLineCount;
    const QRectF box = QRectF(line.p1(), line.p2()).normalized().adjusted(-2, -2, 2, 2);
    if (!mBounds.contains(box)) {
        prepareGeometryChange();
        mBounds |= box;
    }
}

bool TopologyLinkLayer::removeLine(const QString &key)
{
    auto where = mWhere.find(key);
    if (where == mWhere.end())
        return false;
    const auto [b, i] = *where;
    mWhere.erase(where);
    Batch &batch = mBatches[std::size_t(b)];
    // The last line of the batch takes the freed slot: O(1), and draw order within a colour
    // does not matter. The bounds stay as they were (a little more to repaint, nothing wrong).
    if (std::size_t(i) + 1 != batch.lines.size()) {
        batch.lines[std::size_t(i)] = batch.lines.back();
        batch.keys[std::size_t(i)] = batch.keys.back();
        if (!batch.keys[std::size_t(i)].isEmpty())
            mWhere[batch.keys[std::size_t(i)]] = {b, i};
    }
    batch.lines.pop_back();
    batch.keys.pop_back();
    --mLineCount;
    return true;
}

namespace {

// The pen width of a bundle of `count` cables: one pixel, and one more per doubling.
int bundleWidth(int count)
{
    return count <= 0 ? 0 : std::clamp(int(std::lround(1.0 + std::log2(double(count)))), 1, 9);
}

} // namespace

bool TopologyLinkLayer::addToBundle(const GroupPair &groups, const QLineF &line,
                                    const QColor &color, int delta)
{
    Bundle &bundle = mBundles[groups];
    const int before = bundleWidth(bundle.count);
    bundle.line = line;
    bundle.color = color;
    bundle.count += delta;
    const int after = bundleWidth(bundle.count);
    if (bundle.count <= 0)
        mBundles.erase(groups);
    mBundleBatches.clear();
    return before != after;
}

void TopologyLinkLayer::updateLine(const QLineF &line, const QLineF &bundle, bool bundleChanged)
{
    if (!drawsBundlesAt(mLastLod))
        update(QRectF(line.p1(), line.p2()).normalized().adjusted(-2, -2, 2, 2));
    else if (bundleChanged) // thick bundle lines: a little more room
        update(QRectF(bundle.p1(), bundle.p2()).normalized().adjusted(-10, -10, 10, 10));
}

const std::vector<TopologyLinkLayer::BundleBatch> &TopologyLinkLayer::bundleBatches() const
{
    if (!mBundleBatches.empty() || mBundles.empty())
        return mBundleBatches;
    std::map<std::pair<QRgb, int>, std::size_t> index;
    for (const auto &[groups, b] : mBundles) {
        // What the colour at two-thirds opacity looks like over the (white, or nearly) tier
        // bands, without the cost of blending (see paint()).
        auto mix = [](float channel) {
            return float(kBundleOpacity) * channel + float(1 - kBundleOpacity);
        };
        const QColor c =
            QColor::fromRgbF(mix(b.color.redF()), mix(b.color.greenF()), mix(b.color.blueF()));
        const int width = bundleWidth(b.count);
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
    mWhere.clear();
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
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    mLastLod = lod;
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
            if (QRectF(line.p1(), line.p2())
                    .normalized()
                    .adjusted(-1, -1, 1, 1)
                    .intersects(exposed))
                visible.push_back(line);
        if (!visible.empty())
            painter->drawLines(visible.data(), int(visible.size()));
    }
}

} // namespace podcad

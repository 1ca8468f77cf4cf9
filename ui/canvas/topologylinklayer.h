#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QHash>
#include <QLineF>
#include <array>
#include <map>
#include <vector>

namespace podcad {

// All the cables of one fabric as one item. Individual QGraphicsLineItems would cost tens of
// thousands of items on a big SuperPOD (slow to create, to index and to paint); here the lines are
// kept in colour batches and painted with one drawLines per colour, culled to the exposed area.
// Below a level of detail where single cables merge into a grey wash, it draws bundles instead:
// one line per pair of device groups, as thick as the log of the cables it stands for, batched
// by colour and width.
class TopologyLinkLayer final : public QGraphicsItem
{
public:
    TopologyLinkLayer();

    // A line with a `key` (the link id) can be taken out again by removeLine(): an edit changes
    // the cables it names, not the whole layer. Neither repaints: the caller updates the area
    // (one update for a whole layout, the line's own rectangle for an edit).
    void addLine(const QLineF &line, const QColor &color, const QString &key = {});
    bool removeLine(const QString &key);
    // Two device groups (tier and group number each) that cables join: one bundle between them.
    using GroupPair = std::array<int, 4>;
    // `delta` cables more (or fewer) between two groups, drawn as one line from centre to centre.
    // Returns whether the bundle as drawn changed (it came, went, or its width changed).
    bool addToBundle(const GroupPair &groups, const QLineF &line, const QColor &color,
                     int delta = 1);
    // Repaints what an edited line changed: the line itself when lines were drawn last, its
    // bundle when bundles were and `bundleChanged` (one cable more or less in a bundle of thirty
    // looks the same, and repainting the long lines across the picture would cost a frame).
    void updateLine(const QLineF &line, const QLineF &bundle, bool bundleChanged);
    void setWidth(double width) { mWidth = width; }
    int lineCount() const { return mLineCount; }
    bool drawsBundlesAt(double levelOfDetail) const;
    void clearLines();

    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // A layer of more cables than this draws bundles when zoomed out below kBundleLod: a few
    // thousand lines still paint in a frame and read better than bundles.
    static constexpr int kBundleThreshold = 6000;
    static constexpr double kBundleLod = 0.35;
    static constexpr double kBundleOpacity = 0.67;

private:
    struct Batch final
    {
        QColor color;
        std::vector<QLineF> lines;
        std::vector<QString> keys; // parallel to lines (empty strings for lines without a key)
    };
    struct Bundle final
    {
        QLineF line;
        QColor color;
        int count = 0;
    };
    // Bundles of one colour and (whole-pixel) width, drawn with one drawLines: a few dozen pen
    // changes instead of thousands. Built on first paint.
    struct BundleBatch final
    {
        QColor color;
        double width = 1;
        std::vector<QLineF> lines;
    };
    const std::vector<BundleBatch> &bundleBatches() const;

    std::vector<Batch> mBatches;
    QHash<QString, std::pair<int, int>> mWhere; // key -> (batch, index)
    std::map<GroupPair, Bundle> mBundles;
    mutable std::vector<BundleBatch> mBundleBatches;
    QRectF mBounds;
    mutable double mLastLod = 1.0; // of the last paint
    int mLineCount = 0;
    double mWidth = 1.0;
};

} // namespace podcad

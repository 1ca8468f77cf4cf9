#pragma once

#include <QPixmap>
#include <QTimer>
#include <QWidget>

class QGraphicsView;

namespace podcad {

// The whole scene in small in a corner of a view (bottom right unless the selection is there),
// with the part the view shows outlined; a click or drag there moves the view. Hidden while the
// whole scene is in view. On a 64-SU floor of 700 racks this is how one knows where one is at
// 100 %. The picture is rendered once per invalidate() (debounced, and only while shown), not per
// frame: the outline follows the view's every repaint, the picture only the design's edits.
class Minimap final : public QWidget
{
    Q_OBJECT
public:
    explicit Minimap(QGraphicsView *view);

    // The scene changed: render the picture again soon, all of it, or only `sceneArea` (an edit's
    // items: a few racks of a 64-SU floor redraw in a millisecond where the whole hall takes a
    // tenth of a second).
    void invalidate();
    void invalidate(const QRectF &sceneArea);
    // How long the last rendering took, and whether it was a part only (for tests and benchmarks).
    qint64 lastRenderMs() const { return mLastRenderMs; }
    bool lastRenderWasPartial() const { return mLastRenderPartial; }
    int renderCount() const { return mRenders; }
    // The person's View > Minimap setting. Even when wanted, the map stays out of the way while
    // the view shows the whole scene (fit to view): it would only cover part of it.
    void setWanted(bool wanted);

    // For tests: the picture, and where the view's visible area and a scene point are on it.
    const QPixmap &picture() const { return mPicture; }
    QRectF visibleArea() const;
    QPointF toMap(QPointF scenePos) const;
    // The corner of the view it sits in: the first of bottom right, bottom left, top right and top
    // left where it covers none of the selected items (or the least of them), so that what was
    // just selected, found or shown is never under it.
    Qt::Corner corner() const { return mCorner; }

    static constexpr int kWidth = 220;
    static constexpr int kHeight = 140;
    static constexpr int kDebounceMs = 300;
    static constexpr qint64 kQuickRenderMs = 8;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void render();
    void renderAreas();
    void place();
    // Where the selected items are, in the view's coordinates (null when nothing is selected).
    QRect selectionInView();
    // Shown when wanted and the view does not show the whole scene.
    void updateVisibility();
    void centreViewAt(QPointF mapPos);
    // The scene rectangle the picture shows, and where in this widget it is drawn.
    QRectF pictureRect() const;

    QGraphicsView *mView;
    QWidget *mViewport; // the view's, which it does not replace
    QPixmap mPicture;
    QRectF mSource; // scene rectangle of the picture
    QTimer mRender;
    bool mDirty = true;        // all of it
    QList<QRectF> mDirtyAreas; // or only these (scene coordinates)
    bool mLastRenderPartial = false;
    int mRenders = 0;
    bool mWanted = true;
    Qt::Corner mCorner = Qt::BottomRightCorner;
    QRectF mSelection;           // scene rectangle of the selected items
    bool mSelectionDirty = true; // selection or design changed since it was measured
    qint64 mLastRenderMs = 0;
    qint64 mLastFullRenderMs = 0; // what decides whether a full picture waits for a pause
};

} // namespace podcad

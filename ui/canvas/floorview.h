#pragma once

#include <QGraphicsView>

namespace podcad {

class Document;
class FloorScene;

// The floor view's input: dropping catalog items (devices onto rack units, racks onto the floor),
// selecting (click, Ctrl+click, rubber band), moving a device by dragging it or with the arrow
// keys, moving a rack along its row or to another row by dragging it (its floor position snaps to
// the floor tiles unless snapping is off), panning with the middle button and zooming with
// Ctrl+wheel. While a device or rack is
// dragged, a marker shows where it would go, green when allowed, red (with the reason sent to the
// status bar) when it would collide or overflow the rack's height or power; such a drop is refused.
// Every edit goes through an undo command on the document.
class FloorView final : public QGraphicsView
{
    Q_OBJECT
public:
    FloorView(Document *document, FloorScene *scene, QWidget *parent = nullptr);

    // Raised-floor tiles are 600 mm square: racks dragged on the floor land on tile edges.
    static constexpr double kFloorTileM = 0.6;
    void setSnapToGrid(bool on) { mSnapToGrid = on; }
    bool snapToGrid() const { return mSnapToGrid; }

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    // Where a dragged catalog item or device would go, and whether it may.
    struct Target final
    {
        enum class Kind { None, Device, Rack } kind = Kind::None;
        QString rackId; // Device: the rack it goes into
        int lowestU = 0;
        QString row;    // Rack: the row it joins
        double xM = 0;  // Rack being moved: its new floor position along the row
        QRectF marker;
        bool ok = false;
        QString reason;
    };
    Target catalogTarget(const QString &sku, QPointF scenePos) const;
    Target deviceTarget(const QString &sku, QPointF scenePos, const QString &movingId,
                        int grabOffsetU) const;
    void showFeedback(const Target &target);
    bool dropCatalogItem(const QString &sku, const Target &target);
    // Moves the one selected placed device by `units`; false when there is none to move.
    bool nudge(int units);
    Target rackMoveTarget(const QString &rackId, QPointF scenePos) const;
    void finishRackMove();

    Document *mDocument;
    FloorScene *mScene;

    // The move gesture: pressing on a device arms it, dragging past the start distance moves it.
    QString mPressedId;
    bool mPressedWasSelected = false;
    QPoint mPressPos;
    int mGrabOffsetU = 0;
    bool mMoving = false;
    Target mMoveTarget;
    int mMoveSession = 0;
    QString mNudgeId;
    // The rack move gesture: like a device's, with the grab point kept in metres from its left.
    QString mPressedRackId;
    double mGrabOffsetM = 0;
    bool mSnapToGrid = true;

    bool mPanning = false;
    QPoint mPanLast;
};

} // namespace podcad

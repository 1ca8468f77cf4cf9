#pragma once

#include <QGraphicsView>

namespace podcad {

class Document;
class TopologyScene;

// The topology view's input: selecting (click, Ctrl+click, rubber band), drawing a cable from one
// device to another (Shift+drag, or any drag while the Connect tool is on: key L or the toolbar),
// dropping catalog items (they join the design unplaced, to be racked in the floor view later),
// panning with the middle button and zooming with Ctrl+wheel. Devices are laid out by tier, so
// they are not dragged around here. Each edit is one undo command on the document; a cable that
// cannot be made (no compatible or no free port) is refused with the reason in the status bar.
class TopologyView final : public QGraphicsView
{
    Q_OBJECT
public:
    TopologyView(Document *document, TopologyScene *scene, QWidget *parent = nullptr);

    bool connectMode() const { return mConnectMode; }
    void setConnectMode(bool on);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);
    void connectModeChanged(bool on);
    // A cable was drawn: the main window shows it in the inspector.
    void linkCreated(const QString &linkId);

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
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    // Why a catalog SKU cannot go into the design as a device, or empty when it can.
    QString dropRefusal(const QString &sku) const;

    Document *mDocument;
    TopologyScene *mScene;
    bool mConnectMode = false;
    QString mLinkFrom; // the device a cable is being drawn from
    bool mPanning = false;
    QPoint mPanLast;
};

} // namespace podcad

#pragma once

#include <QGraphicsView>
#include <optional>
#include <vector>

namespace podcad {

class AbstractTool;
class Document;

// What the floor and topology views share: zoom (Ctrl+wheel and the zoom actions, anchored under
// the mouse), middle-button pan, and the tools their input goes to (tools/abstracttool.h). A
// subclass creates its tools, hands them over here, and keeps only what it draws of its own.
class EditorView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr double kWheelZoomStep = 1.15;
    static constexpr double kActionZoomStep = 1.25;

    Document *document() const { return mDocument; }

    AbstractTool *tool() const { return mTool; }
    // Deactivates the active tool, activates `tool` (owned by the view, as every tool is).
    void setTool(AbstractTool *tool);
    void setDropTool(AbstractTool *tool);
    void addGestureTool(AbstractTool *tool);

    // Fits `rect` to the viewport and keeps it fitted while the viewport changes size (docks
    // filling in after an open, the window resized) until the person zooms or pans.
    void frame(const QRectF &rect);
    void unframe() { mFramed.reset(); } // something else decides what is shown (Find, Show)

public Q_SLOTS:
    void zoomIn() { zoomBy(kActionZoomStep); }
    void zoomOut() { zoomBy(1 / kActionZoomStep); }
    void zoomBy(double factor);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);

protected:
    EditorView(Document *document, QGraphicsScene *scene, QWidget *parent);

    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void adopt(AbstractTool *tool);

    Document *mDocument;
    AbstractTool *mTool = nullptr;
    AbstractTool *mDropTool = nullptr;
    std::vector<AbstractTool *> mGestureTools; // asked in order
    AbstractTool *mGesture = nullptr; // the one whose gesture runs, until all buttons are up
    std::optional<QRectF> mFramed;    // what frame() fits, until a zoom or pan
    QTransform mFramedTransform;      // the fit's zoom: any other means someone zoomed
};

} // namespace podcad

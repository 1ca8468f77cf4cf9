#pragma once

#include <QCursor>
#include <QObject>

class QDragEnterEvent;
class QDragLeaveEvent;
class QDragMoveEvent;
class QDropEvent;
class QKeyEvent;
class QMouseEvent;

namespace podcad {

class Document;
class EditorView;

// One way of editing with the mouse and keyboard (Tiled's AbstractTool): the view forwards its
// events to the tools it holds and keeps no input handling of its own. A handler returns true when
// it handled the event; false lets QGraphicsView's own handling run (clicks select, empty space
// starts a rubber band), which is how a tool says "not mine" without re-implementing selection.
//
// A view holds one active tool (select/move, connect), one drop tool (catalog drops arrive
// whatever the active tool) and gesture tools that take over a single press-drag-release when
// claims() says so (middle-button pan, Shift+drag to connect).
class AbstractTool : public QObject
{
    Q_OBJECT
public:
    explicit AbstractTool(EditorView *view);

    EditorView *view() const { return mView; }
    Document *document() const;

    // When it becomes, or stops being, the view's active tool.
    virtual void activate() {}
    virtual void deactivate() {}
    virtual QCursor cursor() const { return Qt::ArrowCursor; }
    // As a gesture tool: whether this press starts a gesture of this tool.
    virtual bool claims(const QMouseEvent *) const { return false; }

    virtual bool mousePressed(QMouseEvent *) { return false; }
    virtual bool mouseMoved(QMouseEvent *) { return false; }
    virtual bool mouseReleased(QMouseEvent *) { return false; }
    virtual bool keyPressed(QKeyEvent *) { return false; }
    virtual bool dragEntered(QDragEnterEvent *) { return false; }
    virtual bool dragMoved(QDragMoveEvent *) { return false; }
    virtual bool dragLeft(QDragLeaveEvent *) { return false; }
    virtual bool dropped(QDropEvent *) { return false; }

Q_SIGNALS:
    // For the status bar; the view passes it on as its own statusMessage.
    void statusMessage(const QString &text, int timeoutMs);

private:
    EditorView *mView;
};

} // namespace podcad

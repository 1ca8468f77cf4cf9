#pragma once

#include "editorview.h"

namespace podcad {

class ConnectTool;
class SelectTool;
class TopologyScene;

// The topology view: devices in tiers, one line per cable. Its input is in its tools: selecting
// (SelectTool: click, Ctrl+click, rubber band), drawing cables (ConnectTool: Shift+drag, or while
// the Connect tool is on (key L or the toolbar) a drag or a click on one device and then on the
// other), dropping catalog items (TopologyPlaceTool: they join the design unplaced, to be racked in
// the floor view later), and what every EditorView does (middle-button pan, Ctrl+wheel zoom).
// Devices are laid out by tier, so they are not dragged around here. What is its own: the tier
// names drawn over the left edge.
class TopologyView final : public EditorView
{
    Q_OBJECT
public:
    TopologyView(Document *document, TopologyScene *scene, QWidget *parent = nullptr);

    bool connectMode() const;
    void setConnectMode(bool on);
    ConnectTool *connectTool() const { return mConnectTool; }

Q_SIGNALS:
    void connectModeChanged(bool on);
    // A cable was drawn: the main window shows it in the inspector.
    void linkCreated(const QString &linkId);

protected:
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    QFont labelFont() const;
    int labelStripWidth() const; // the tier labels' column at the viewport's left edge, in pixels

    TopologyScene *mScene;
    SelectTool *mSelectTool;
    ConnectTool *mConnectTool;
};

} // namespace podcad

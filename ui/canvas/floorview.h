#pragma once

#include "editorview.h"

namespace podcad {

class FloorMoveTool;
class FloorScene;

// The floor view: racks in rows, devices in their units. Its input is in its tools: selecting and
// moving devices and racks (FloorMoveTool: click, Ctrl+click, rubber band, drag, arrow-key
// nudges), dropping catalog items (FloorPlaceTool: devices onto rack units, racks onto the floor),
// and what every EditorView does (middle-button pan, Ctrl+wheel zoom). Every edit goes through an
// undo command on the document. What is its own: the floor tiles drawn while a rack is dragged
// with snapping on.
class FloorView final : public EditorView
{
    Q_OBJECT
public:
    FloorView(Document *document, FloorScene *scene, QWidget *parent = nullptr);

    // Raised-floor tiles are 600 mm square: racks dragged on the floor land on tile edges.
    static constexpr double kFloorTileM = 0.6;
    void setSnapToGrid(bool on);
    bool snapToGrid() const;

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    FloorMoveTool *mMoveTool;
};

} // namespace podcad

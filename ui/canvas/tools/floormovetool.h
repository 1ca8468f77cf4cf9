#pragma once

#include "floortarget.h"
#include "selecttool.h"

#include <QPoint>

namespace podcad {

class FloorScene;

// Selecting on the floor, plus moving: dragging a device to other units or another rack, dragging
// a rack along its row or to another row (onto floor tile edges unless snapping is off), and the
// Up and Down keys nudging the one selected device a unit at a time (consecutive nudges of one
// device are one undo step). While something is dragged, a marker shows where it would go, green
// when allowed, red with the reason in the status bar when not; such a move is refused.
class FloorMoveTool final : public SelectTool
{
    Q_OBJECT
public:
    FloorMoveTool(EditorView *view, FloorScene *scene);

    void setSnapToGrid(bool on) { mSnapToGrid = on; }
    bool snapToGrid() const { return mSnapToGrid; }
    // Whether a rack is being dragged with snapping on: the view then draws the floor tiles.
    bool showsFloorTiles() const { return mMoving && !mPressedRackId.isEmpty() && mSnapToGrid; }

    bool mousePressed(QMouseEvent *event) override;
    bool mouseMoved(QMouseEvent *event) override;
    bool mouseReleased(QMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

private:
    void showFeedback(const FloorTarget &target);
    void finishDeviceMove();
    void finishRackMove();
    // Moves the one selected placed device by `units`; false when there is none to move.
    bool nudge(int units);

    FloorScene *mScene;
    bool mSnapToGrid = true;

    // The move gesture: pressing on a device or rack arms it, dragging past the start distance
    // moves it.
    QString mPressedId;     // a device
    QString mPressedRackId; // or a rack
    bool mPressedWasSelected = false;
    QPoint mPressPos;
    int mGrabOffsetU = 0;    // device: units above its bottom where it was grabbed
    double mGrabOffsetM = 0; // rack: metres right of its left side
    bool mMoving = false;
    FloorTarget mMoveTarget;
    int mMoveSession = 0;
    QString mNudgeId;
};

} // namespace podcad

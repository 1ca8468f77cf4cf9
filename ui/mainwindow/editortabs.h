#pragma once

#include <QTabWidget>

class QGraphicsScene;
class QGraphicsView;

namespace podcad {

class FabricFilter;
class FloorCanvas;
class FloorScene;
class FloorView;
class HallCanvas;
class HallScene;
class HallToolbar;
class HallView;
class LiveSession;
class Minimap;
class TopologyCanvas;
class TopologyScene;
class TopologyView;

// The window's middle: the Floor, Topology and Hall views as tabs, each with its minimap, the
// topology under its fabric filter. Each scene follows the design through its canvas controller;
// this class switches, frames and points the views.
class EditorTabs final : public QTabWidget
{
    Q_OBJECT
public:
    enum class View { Floor = 0, Topology = 1, Hall = 2 };

    explicit EditorTabs(LiveSession *session, QWidget *parent = nullptr);
    ~EditorTabs() override;

    FloorScene *floorScene() const { return mFloorScene; }
    FloorView *floorView() const { return mFloorView; }
    TopologyScene *topologyScene() const { return mTopologyScene; }
    TopologyView *topologyView() const { return mTopologyView; }
    TopologyCanvas *topologyCanvas() const { return mTopology; }
    FloorCanvas *floorCanvas() const { return mFloor; }
    HallScene *hallScene() const { return mHallScene; }
    HallView *hallView() const { return mHallView; }
    HallCanvas *hallCanvas() const { return mHall; }
    HallToolbar *hallToolbar() const { return mHallToolbar; }

    View currentView() const;
    void setCurrentView(View view);
    QGraphicsView *activeView() const;
    // The current view's scene, the topology built first if it waits (exports, printing).
    QGraphicsScene *activeScene();
    // Fits the design to the current view now, and to the other view when it is next shown.
    void fitToView();
    // Selects a rack, device or link (its two devices) in both views and centres on it in the
    // current one (or in the other, when only that one shows it). A fabric id shows the topology
    // with that fabric's cables.
    void showObject(const QString &objectId);
    void setMinimapsWanted(bool wanted);
    // Turns the Connect tool on or off. Cables are drawn in the topology, the one view that shows
    // them, so turning it on from the floor switches to the topology, and says so.
    void setConnectMode(bool on);

Q_SIGNALS:
    // For the status bar: `text` for `timeoutMs` (0: until the next), empty text clears it.
    void statusMessage(const QString &text, int timeoutMs);

private:
    void fitCurrentView();
    void onCurrentChanged();
    void onUndoIndexChanged(int index);

    LiveSession *mSession;
    FloorScene *mFloorScene;
    FloorView *mFloorView;
    Minimap *mFloorMinimap;
    FloorCanvas *mFloor;
    TopologyScene *mTopologyScene;
    TopologyView *mTopologyView;
    Minimap *mTopologyMinimap;
    FabricFilter *mFabricFilter;
    TopologyCanvas *mTopology;
    HallScene *mHallScene;
    HallView *mHallView;
    Minimap *mHallMinimap;
    HallCanvas *mHall;
    HallToolbar *mHallToolbar;
    bool mFitPending[3] = {false, false, false}; // by View: fit when next shown (fitToView)
    int mUndoIndex = 0;                          // the undo stack's index, to tell the steps passed
};

} // namespace podcad

#pragma once

#include "canvascontroller.h"

namespace podcad {

class FabricFilter;
class TopologyScene;

// The Topology view's scene kept in step with the design (CanvasController). Laying out a big
// design's fabrics is costly, so the scene is built only when its view is shown (or something
// asks for it: an export, Find): a hidden topology that was never built, or whose design was
// replaced, waits; once built, it follows each edit, touching what the edit names, and keeps its
// layout until relayout(). The fabric filter and the minimap follow the scene.
class TopologyCanvas final : public CanvasController
{
    Q_OBJECT
public:
    TopologyCanvas(LiveSession *session, TopologyScene *scene, FabricFilter *filter,
                   Minimap *minimap, QObject *parent = nullptr);

    // Whether the view is the one on screen; shown, a waiting scene is built at once.
    void setShown(bool shown);
    // Builds the scene now if it waits, for whoever reads it next.
    void ensureBuilt();
    bool isBuilt() const { return !mDirty; }
    // Lays everything out again from the cables as they are now: at once when shown, else when
    // next shown.
    void relayout();

private:
    void onEdit(const ChangeEvent &event) override;
    void onSelection(const QStringList &ids) override;
    QStringList pickedInScene() const override;
    void rebuild();

    TopologyScene *mScene;
    FabricFilter *mFilter;
    bool mShown = false;
    bool mDirty = true;     // waits to be built
    bool mNewDesign = true; // the next build starts the fabric filter afresh
};

} // namespace podcad

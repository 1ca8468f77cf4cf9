#pragma once

#include <QObject>
#include <QStringList>
#include <utility>

class QGraphicsScene;

namespace podcad {

class Catalog;
class LiveSession;
class Minimap;
struct ChangeEvent;

// Keeps one view's scene in step with the open design, so that no window relays edits by hand (as
// Tiled's MapScene follows its document). It hears each edit once, from the Document, after the
// Selection has followed it; it selects in its scene what the Selection holds; and it writes what
// is picked in its scene back to the Selection. While it brings the scene's selection
// in line, the scene's own selection signal is not echoed back.
class CanvasController : public QObject
{
    Q_OBJECT
public:
    // The catalog the design is drawn against, or an empty one when none could be opened.
    const Catalog &catalog() const;

Q_SIGNALS:
    // The scene has taken in an edit or a whole design: once per edit that concerns it.
    void refreshed();

protected:
    CanvasController(LiveSession *session, QGraphicsScene *scene, Minimap *minimap,
                     QObject *parent);

    LiveSession *session() const { return mSession; }
    Minimap *minimap() const { return mMinimap; }
    // Runs `change`, which may select or deselect items of the scene, without the scene's
    // selectionChanged reaching the Selection.
    template<class Change> void withoutEcho(Change change)
    {
        const bool was = std::exchange(mSyncing, true);
        change();
        mSyncing = was;
    }

private:
    virtual void onEdit(const ChangeEvent &event) = 0;
    // The Selection is now `ids` (picked elsewhere, or followed an edit).
    virtual void onSelection(const QStringList &ids) = 0;
    virtual QStringList pickedInScene() const = 0;

    LiveSession *mSession;
    Minimap *mMinimap;
    bool mSyncing = false;
};

} // namespace podcad

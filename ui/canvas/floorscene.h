#pragma once

#include "scenecounters.h"

#include <QGraphicsScene>
#include <QHash>
#include <QStringList>
#include <map>
#include <optional>
#include <vector>

class QGraphicsRectItem;

namespace podcad {

class Design;
class Catalog;
struct Analysis;
struct ChangeEvent;
class IdSet;
class FloorDeviceItem;
class FloorRackItem;
class PowerBarItem;

// The Floor view: rows of racks seen from the front, each rack a U-by-U elevation with its devices
// to scale and a power bar against the rack's limit underneath. Rows in label order; along a row,
// each rack at its floor position (kPixelsPerMetre).
//
// One item class per model kind (FloorRackItem, FloorDeviceItem: a rack's devices are its
// children), each holding nothing of the model but its id and reading it again in sync(). The
// scene keeps an id -> item map and, for an edit, touches only the items the change event names
// (apply()); the whole scene is built only for a replaced design (rebuild()). Racks are laid out
// again when a rack changes (frames are arithmetic on a few hundred racks), but only the racks
// whose frame moved are touched.
class FloorScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    enum ItemDataKey { IdKey = 0, KindKey = 1 };
    static inline const QString kRackKind = QStringLiteral("rack");
    static inline const QString kDeviceKind = QStringLiteral("device");

    explicit FloorScene(QObject *parent = nullptr);

    // Builds everything anew (a replaced design). `analysis` may be null or stale (computed for an
    // earlier design): it only feeds the power bars.
    void rebuild(const Design &design, const Catalog &catalog, const Analysis *analysis);
    // Updates the items of the racks and devices `event` names (the design is already changed).
    void apply(const ChangeEvent &event, const Design &design, const Catalog &catalog);

    // Where the last apply() changed the picture (scene coordinates), or nothing when it may have
    // changed anywhere (racks moved, a rebuild): what the minimap draws again.
    std::optional<QRectF> lastChangedArea() const
    {
        return mChangedAll ? std::nullopt : std::optional(mChangedArea);
    }

    // Items created, synced and removed since resetCounters(): what an edit cost, for tests.
    using Counters = SceneCounters;
    const Counters &counters() const { return mCounters; }
    void resetCounters() { mCounters = {}; }
    // New figures for the power bars, without rebuilding anything else. Racks the analysis does
    // not know (added since it ran) show an empty bar until the next one.
    void showAnalysis(const Analysis *analysis);
    const PowerBarItem *powerBar(const QString &rackId) const;

    // Scene rectangle of a rack or of a placed device, for centring on a problem's object.
    QRectF objectRect(const QString &objectId) const;

    QStringList selectedIds() const;
    // Selects exactly these objects (those shown); emits selectionChanged once if that changed.
    void selectIds(const QStringList &ids);
    // The id and kind of the object drawn at `pos` (the topmost), or nothing.
    std::optional<std::pair<QString, QString>> objectAt(QPointF pos) const;

    // The rack under `pos` and the unit there (1 = bottom; may be outside the rack's height).
    struct Slot final
    {
        QString rackId;
        int unit = 0;
    };
    std::optional<Slot> slotAt(QPointF pos) const;
    // Where a device of `units` height at `lowestU` of a rack would be drawn.
    QRectF slotRect(const QString &rackId, int lowestU, int units) const;
    // The floor row nearest to `pos` (its label, empty for racks without a row), if any rack
    // exists.
    std::optional<QString> nearestRow(QPointF pos) const;
    // Whether `pos` is past the bottom of the last row: a rack dropped there starts a new row.
    bool isBelowLastRow(QPointF pos) const;
    // Where a new rack of `heightU` at the end of `row` would be drawn (a row not on the floor yet
    // is drawn below the last one).
    QRectF newRackRect(const QString &row, int heightU) const;
    // Where a rack of `heightU` standing at `xM` metres along `row` would be drawn.
    QRectF rackRectAt(const QString &row, double xM, int heightU) const;

    // The drop/move target marker: green when the placement is allowed, red when not.
    void showTarget(const QRectF &rect, bool ok);
    void hideTarget();

    static constexpr double kUnitHeight = 14.0;   // pixels per rack unit at 100%
    static constexpr double kHeaderHeight = 34.0; // rack name and model above the frame
    static constexpr double kRackWidth = 170.0;
    // Racks stand along their row where the floor plan puts them: an 800 mm rack is drawn 170 px
    // wide at a pitch of 220 px, so a row of touching racks reads as one with 50 px between
    // elevations, and a gap left on the floor shows as a gap here.
    static constexpr double kPixelsPerMetre = 220.0 / 0.8;

private:
    void applySelection(const QStringList &ids);
    // Lays the racks out again; creates, moves or syncs only the rack items that need it (those
    // in `edited`, and those whose frame changed), and removes those of racks that are gone.
    void layoutRacks(const Design &design, const Catalog &catalog, const IdSet &edited);
    void removeRackItem(const QString &id);
    // Creates, moves, syncs or removes the item of one device; the racks it left or joined go
    // into `racks` (their zero-U strips are spaced again).
    void syncDevice(const Design &design, const Catalog &catalog, const QString &id,
                    std::vector<QString> &racks);
    void removeDeviceItem(const QString &id);
    void syncZeroU(const Design &design, const Catalog &catalog, const QString &rackId);
    void updateDecorations(const Design &design);

    struct RackFrame final
    {
        QRectF frame;
        int heightU = 0;
        double pitch = 0;
        bool operator==(const RackFrame &) const = default;
    };
    struct RowBand final
    {
        QString row;
        double top = 0, bottom = 0, nextX = 0;
        double frameBottom = 0; // bottom of a rack of the tallest height in the row band
        double left = 0;        // of its first rack, where its title goes
    };

    std::map<QString, RackFrame> mRacks;
    std::map<QString, FloorRackItem *> mRackItems;             // owned by the scene
    QHash<QString, FloorDeviceItem *> mDeviceItems;            // owned by their rack items
    std::vector<QGraphicsItem *> mDecorations;                 // row titles and the new-row hint
    std::vector<std::pair<QString, QPointF>> mDecorationTexts; // what they say, and where
    Counters mCounters;
    QRectF mChangedArea;
    bool mChangedAll = true;
    std::vector<RowBand> mRows;
    double mRowHeight = 0;
    QGraphicsRectItem *mTarget = nullptr; // owned by the scene; recreated after each rebuild
};

} // namespace podcad

#pragma once

#include <QGraphicsScene>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

class QGraphicsRectItem;

namespace podcad {

class Design;
class Catalog;
struct Analysis;
class PowerBarItem;

// The Floor view: rows of racks seen from the front, each rack a U-by-U elevation with its devices
// to scale and a power bar against the rack's limit underneath. Rows in label order; along a row,
// each rack at its floor position (kPixelsPerMetre).
//
// Items hold no model data beyond the id and kind of the object they draw (QGraphicsItem::data):
// the scene is rebuilt from the design on every change, which stays well under a frame for a few
// hundred racks, and selection is carried across rebuilds by id.
class FloorScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    enum ItemDataKey { IdKey = 0, KindKey = 1 };
    static inline const QString kRackKind = QStringLiteral("rack");
    static inline const QString kDeviceKind = QStringLiteral("device");

    explicit FloorScene(QObject *parent = nullptr);

    // `analysis` may be null or stale (computed for an earlier design): it only feeds the power bars.
    void rebuild(const Design &design, const Catalog &catalog, const Analysis *analysis);
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
    // The floor row nearest to `pos` (its label, empty for racks without a row), if any rack exists.
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

    static constexpr double kUnitHeight = 14.0; // pixels per rack unit at 100%
    static constexpr double kRackWidth = 170.0;
    // Racks stand along their row where the floor plan puts them: an 800 mm rack is drawn 170 px
    // wide at a pitch of 220 px, so a row of touching racks reads as one with 50 px between
    // elevations, and a gap left on the floor shows as a gap here.
    static constexpr double kPixelsPerMetre = 220.0 / 0.8;

private:
    void applySelection(const QStringList &ids);

    struct RackFrame final
    {
        QRectF frame;
        int heightU = 0;
    };
    struct RowBand final
    {
        QString row;
        double top = 0, bottom = 0, nextX = 0;
        double frameBottom = 0; // bottom of a rack of the tallest height in the row band
    };

    std::map<QString, QRectF> mObjectRects;
    std::map<QString, RackFrame> mRacks;
    std::vector<RowBand> mRows;
    double mRowHeight = 0;
    std::map<QString, PowerBarItem *> mBars; // owned by the scene
    QGraphicsRectItem *mTarget = nullptr; // owned by the scene; recreated after each rebuild
};

} // namespace podcad

#pragma once

#include <QFont>
#include <QGraphicsRectItem>
#include <optional>

namespace podcad {

class Catalog;
class Design;

// A facility element on the Hall view: its model's footprint (1 x 1 m without one) at its
// position, marked with its kind's symbol (HallScene::kindSymbol). A busway is drawn as a bar
// along the racks it feeds, over their row. Holds its id only and reads the design in sync().
class HallElementItem final : public QGraphicsRectItem
{
public:
    explicit HallElementItem(const QString &id);

    const QString &id() const { return mId; }
    // `fedRacks`: the footprints (scene) of the racks fed from it, for a busway's length.
    void sync(const Design &design, const Catalog &catalog, const QRectF &fedRacks);
    void setFill(const QColor &colour);

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The symbol's font at a zoom of `lod` view pixels per scene unit, in scene units: as large as
    // fits the footprint (three quarters of its width, 0.7 of its height), and nullopt when that
    // would be under kMinLabelPixels on screen (the tooltip names it then). Never wider than the
    // element, so neighbouring CDUs do not run their letters together ("CDUCDUCDU").
    std::optional<QFont> symbolFont(const QFont &base, double lod) const;
    const QString &symbol() const { return mSymbol; }

    static constexpr double kMinLabelPixels = 8;

private:
    QString mId;
    QString mSymbol;
    bool mBusway = false;
};

} // namespace podcad

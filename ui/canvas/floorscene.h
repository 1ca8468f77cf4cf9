#pragma once

#include <QGraphicsScene>

namespace podcad {

class Design;
class Catalog;
struct Analysis;

// The Floor view: rows of racks seen from the front, each rack a U-by-U elevation with its devices
// to scale and a power bar against the rack's limit underneath.
class FloorScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit FloorScene(QObject *parent = nullptr);

    // Rebuilds every item from the design. Cheap for hundreds of racks; the editor issue replaces
    // this with per-object sync driven by document change events.
    void rebuild(const Design &design, const Catalog &catalog, const Analysis &analysis);

    // Scene rectangle of a rack or of a placed device, for centring on a problem's object.
    QRectF objectRect(const QString &objectId) const;

    static constexpr double kUnitHeight = 14.0; // pixels per rack unit at 100%
    static constexpr double kRackWidth = 170.0;

private:
    std::map<QString, QRectF> mObjectRects;
};

} // namespace podcad

#pragma once

#include <QCoreApplication>
#include <QRectF>
#include <QString>

namespace podcad {

class Document;
class FloorScene;

// Where a catalog item, a dragged device or a dragged rack would go on the floor, and whether it
// may: shared by the place and move tools, which show it the same way (a green or red marker and
// the reason in the status bar).
struct FloorTarget final
{
    Q_DECLARE_TR_FUNCTIONS(podcad::FloorView)

public:
    enum class Kind { None, Device, Rack } kind = Kind::None;
    QString rackId; // Device: the rack it goes into
    int lowestU = 0;
    QString row;   // Rack: the row it joins
    double xM = 0; // Rack being moved: its new floor position along the row
    QRectF marker;
    bool ok = false;
    QString reason;

    // A device of `sku` grabbed `grabOffsetU` units above its bottom, over `scenePos`;
    // `movingId` is the device being moved (it does not collide with itself), empty for a new one.
    static FloorTarget forDevice(const Document &document, const FloorScene &scene,
                                 const QString &sku, QPointF scenePos, const QString &movingId,
                                 int grabOffsetU);
    // A catalog item dropped at `scenePos`: a device into a rack, or a new rack into a row.
    static FloorTarget forCatalogItem(const Document &document, const FloorScene &scene,
                                      const QString &sku, QPointF scenePos);
    // A rack grabbed `grabOffsetM` metres right of its left side, over `scenePos`; with `snap`, it
    // lands on a floor tile edge or against a neighbour.
    static FloorTarget forRackMove(const Document &document, const FloorScene &scene,
                                   const QString &rackId, QPointF scenePos, double grabOffsetM,
                                   bool snap);
};

} // namespace podcad

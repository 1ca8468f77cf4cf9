#pragma once

#include <QString>

class QGraphicsScene;
class QPainter;
class QPrinter;
class QRectF;

namespace podcad {

// Pictures of a whole view (the scene, not just the visible part) for reports and reviews.
namespace viewexport {

// By the file suffix: .png (raster, up to 8000 px on the long side), .svg (QSvgGenerator) or
// .pdf (QPdfWriter, one landscape page). `error` names the file when it fails.
bool exportScene(QGraphicsScene *scene, const QString &path, const QString &title, QString *error);
// Draws `source` of the scene into `target`, keeping its proportions: antialiased, without the
// selection outlines and without item caches (see the .cpp).
void renderScene(QGraphicsScene *scene, QPainter *painter, const QRectF &target,
                 const QRectF &source);
// Fits the scene on one page of `printer`.
void printScene(QGraphicsScene *scene, QPrinter *printer);

} // namespace viewexport
} // namespace podcad

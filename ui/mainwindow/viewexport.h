#pragma once

#include <QString>

class QGraphicsScene;
class QPrinter;

namespace podcad {

// Pictures of a whole view (the scene, not just the visible part) for reports and reviews.
namespace viewexport {

// By the file suffix: .png (raster, up to 8000 px on the long side), .svg (QSvgGenerator) or
// .pdf (QPdfWriter, one landscape page). `error` names the file when it fails.
bool exportScene(QGraphicsScene *scene, const QString &path, const QString &title, QString *error);
// Fits the scene on one page of `printer`.
void printScene(QGraphicsScene *scene, QPrinter *printer);

} // namespace viewexport
} // namespace podcad

#include "viewexport.h"

#include "export/savefile.h"

#include <QBuffer>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <vector>

namespace podcad::viewexport {
namespace {

void renderInto(QGraphicsScene *scene, QPainter *painter, const QRectF &target)
{
    renderScene(scene, painter, target, scene->sceneRect());
}

} // namespace

void renderScene(QGraphicsScene *scene, QPainter *painter, const QRectF &target,
                 const QRectF &source)
{
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    // Selection outlines are for the editor, not for a report.
    const auto selected = scene->selectedItems();
    const QSignalBlocker blocker(scene);
    for (QGraphicsItem *item : selected)
        item->setSelected(false);
    // Items that cache a pixmap of themselves for the screen would be drawn from it: a bitmap in
    // an SVG or PDF, at screen resolution in a PNG. Drawn afresh instead.
    std::vector<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> cached;
    for (QGraphicsItem *item : scene->items())
        if (item->cacheMode() != QGraphicsItem::NoCache) {
            cached.emplace_back(item, item->cacheMode());
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    scene->render(painter, target, source, Qt::KeepAspectRatio);
    for (const auto &[item, mode] : cached)
        item->setCacheMode(mode);
    for (QGraphicsItem *item : selected)
        item->setSelected(true);
}

bool exportScene(QGraphicsScene *scene, const QString &path, const QString &title, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF source = scene->sceneRect();
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    if (source.isEmpty())
        return fail(QStringLiteral("nothing to export"));
    // Drawn into memory and saved as a whole (saveFile): a picture that fails half way must not
    // have truncated the file it was to replace.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto save = [&] { return saveFile(path, buffer.data(), error); };
    if (suffix == QLatin1String("png")) {
        const double scale = std::min(2.0, 8000.0 / std::max(source.width(), source.height()));
        QImage image(
            QSize(int(std::ceil(source.width() * scale)), int(std::ceil(source.height() * scale))),
            QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            renderInto(scene, &painter, QRectF(QPointF(0, 0), image.size()));
        }
        if (!image.save(&buffer, "PNG"))
            return fail(QStringLiteral("cannot write the PNG"));
        return save();
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setTitle(title);
        svg.setDescription(QStringLiteral("PodCAD"));
        svg.setSize(source.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
        QPainter painter;
        if (!painter.begin(&svg))
            return fail(QStringLiteral("cannot write the SVG"));
        renderInto(scene, &painter, QRectF(QPointF(0, 0), source.size()));
        if (!painter.end())
            return fail(QStringLiteral("cannot write the SVG"));
        return save();
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("PodCAD"));
        pdf.setPageSize(QPageSize(QPageSize::A3));
        pdf.setPageOrientation(source.width() >= source.height() ? QPageLayout::Landscape
                                                                 : QPageLayout::Portrait);
        pdf.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
        QPainter painter;
        if (!painter.begin(&pdf))
            return fail(QStringLiteral("cannot write the PDF"));
        renderInto(scene, &painter, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())));
        if (!painter.end())
            return fail(QStringLiteral("cannot write the PDF"));
        return save();
    }
    return fail(
        QStringLiteral("unknown picture format \"%1\" (use .png, .svg or .pdf)").arg(suffix));
}

void printScene(QGraphicsScene *scene, QPrinter *printer)
{
    printer->setPageOrientation(scene->sceneRect().width() >= scene->sceneRect().height()
                                    ? QPageLayout::Landscape
                                    : QPageLayout::Portrait);
    QPainter painter(printer);
    renderInto(
        scene, &painter,
        printer->pageLayout()
            .paintRectPixels(printer->resolution())
            .translated(-printer->pageLayout().paintRectPixels(printer->resolution()).topLeft()));
}

} // namespace podcad::viewexport

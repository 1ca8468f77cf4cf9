#include "topologyview.h"

#include "tools/connecttool.h"
#include "tools/selecttool.h"
#include "tools/topologyplacetool.h"
#include "topologyscene.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace podcad {

TopologyView::TopologyView(Document *document, TopologyScene *scene, QWidget *parent)
    : EditorView(document, scene, parent)
    , mScene(scene)
    , mSelectTool(new SelectTool(this))
    , mConnectTool(new ConnectTool(this, scene))
{
    setObjectName(QStringLiteral("topologyView"));
    // Nodes cache themselves and the cable layers cull to the exposed rectangle: updating only
    // what changed keeps panning a big design smooth.
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTool(mSelectTool);
    setDropTool(new TopologyPlaceTool(this, scene));
    addGestureTool(mConnectTool); // Shift+drag from a device, whatever tool is active
    connect(mConnectTool, &ConnectTool::linkCreated, this, &TopologyView::linkCreated);
    connect(mConnectTool, &ConnectTool::escaped, this, [this] { setConnectMode(false); });
}

bool TopologyView::connectMode() const
{
    return tool() == mConnectTool;
}

void TopologyView::setConnectMode(bool on)
{
    if (on == connectMode())
        return;
    setTool(on ? static_cast<AbstractTool *>(mConnectTool) : mSelectTool);
    Q_EMIT statusMessage(
        on ? tr("Connect: drag from one device to another, or click one and then the other "
                "(Esc to stop).")
           : QString(),
        on ? 0 : 1);
    Q_EMIT connectModeChanged(on);
}

QFont TopologyView::labelFont() const
{
    QFont font = this->font();
    font.setPointSizeF(10);
    font.setBold(true);
    return font;
}

int TopologyView::labelStripWidth() const
{
    const QFontMetricsF metrics(labelFont());
    qreal widest = 0;
    for (const TopologyScene::Band &band : mScene->bands())
        widest = std::max(widest, metrics.horizontalAdvance(band.name.toUpper()));
    return int(std::ceil(6 + widest + 14)) + 2;
}

void TopologyView::drawForeground(QPainter *painter, const QRectF &)
{
    // Tier names stay at the left edge of the viewport, at a readable size at any zoom: in the
    // scene they would shrink to nothing on a fit-to-view of a 64-SU design. Placed by the
    // viewport, never by the exposed rectangle, which a partial repaint (a rubber band, a closing
    // dialog) limits to the repainted area: placed by it, each such area would get a copy.
    if (scene() != mScene)
        return;
    const QTransform toDevice = painter->worldTransform();
    const QRectF viewportRect = viewport()->rect();
    painter->save();
    painter->resetTransform();
    const QFont font = labelFont();
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    for (const TopologyScene::Band &band : mScene->bands()) {
        const QRectF r = toDevice.mapRect(band.rect).intersected(viewportRect);
        if (r.height() < metrics.height())
            continue;
        const QString text = band.name.toUpper();
        const QRectF box(viewportRect.left() + 6, r.top() + 6, metrics.horizontalAdvance(text) + 14,
                         metrics.height() + 6);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2b, 0x30, 0x3a, 215));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(Qt::white);
        painter->drawText(box, Qt::AlignCenter, text);
    }
    painter->restore();
}

void TopologyView::scrollContentsBy(int dx, int dy)
{
    EditorView::scrollContentsBy(dx, dy);
    // A scene being destroyed detaches its views first (~QGraphicsScene calls setScene(nullptr),
    // which scrolls back to the origin): by then mScene's members are gone, so scene() is the
    // only safe question to ask.
    if ((dx == 0 && dy == 0) || scene() != mScene)
        return;
    // Scrolling copies pixels, labels included: repaint the label column where the labels belong
    // and, after a sideways scroll, where the copy carried them (two narrow strips, not the view).
    const int strip = labelStripWidth();
    const int height = viewport()->height();
    viewport()->update(QRect(0, 0, strip, height));
    if (dx != 0)
        viewport()->update(QRect(dx, 0, strip, height));
}

} // namespace podcad

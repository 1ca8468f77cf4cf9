#include "topologyview.h"

#include "tools/connecttool.h"
#include "tools/selecttool.h"
#include "tools/topologyplacetool.h"
#include "topologyscene.h"

#include <QPainter>

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

bool TopologyView::connectMode() const { return tool() == mConnectTool; }

void TopologyView::setConnectMode(bool on)
{
    if (on == connectMode())
        return;
    setTool(on ? static_cast<AbstractTool *>(mConnectTool) : mSelectTool);
    Q_EMIT statusMessage(on ? tr("Connect: drag from one device to another, or click one and then the other "
                                 "(Esc to stop).")
                            : QString(),
                         on ? 0 : 1);
    Q_EMIT connectModeChanged(on);
}

void TopologyView::drawForeground(QPainter *painter, const QRectF &rect)
{
    // Tier names stay at the left edge of what is shown, at a readable size at any zoom: in the
    // scene they would shrink to nothing on a fit-to-view of a 64-SU design.
    const QTransform toDevice = painter->worldTransform();
    const QRectF visible = toDevice.mapRect(rect);
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPointSizeF(10);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    for (const TopologyScene::Band &band : mScene->bands()) {
        const QRectF r = toDevice.mapRect(band.rect).intersected(visible);
        if (r.height() < metrics.height())
            continue;
        const QString text = band.name.toUpper();
        const QRectF box(visible.left() + 6, r.top() + 6, metrics.horizontalAdvance(text) + 14,
                         metrics.height() + 6);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2b, 0x30, 0x3a, 215));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(Qt::white);
        painter->drawText(box, Qt::AlignCenter, text);
    }
    painter->restore();
}

} // namespace podcad

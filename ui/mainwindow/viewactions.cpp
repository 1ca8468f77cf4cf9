#include "viewactions.h"

#include "arrangeactions.h"
#include "canvas/floorscene.h"
#include "canvas/topologycanvas.h"
#include "canvas/topologyscene.h"
#include "editortabs.h"
#include "facilityactions.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "presentation/presentationmode.h"
#include "rackactions.h"
#include "session/document.h"
#include "settings/savedsettings.h"
#include "viewexport.h"

#include <QAction>
#include <QDockWidget>
#include <QGraphicsView>
#include <QMenu>
#include <QPainter>
#include <QScreen>
#include <QSettings>

namespace podcad {

ViewActions::ViewActions(MainWindow *window, EditorTabs *views, QMenu *viewMenu, QMenu *editMenu)
    : QObject(window)
    , mWindow(window)
    , mViews(views)
{
    const auto action = [this, viewMenu](auto &&...args) {
        return addMenuAction(viewMenu, this, args...);
    };
    using View = EditorTabs::View;
    action(tr("&Floor"), QStringLiteral("floorViewAction"), QKeySequence(Qt::CTRL | Qt::Key_1),
           [this] { mViews->setCurrentView(View::Floor); });
    action(tr("&Topology"), QStringLiteral("topologyViewAction"),
           QKeySequence(Qt::CTRL | Qt::Key_2), [this] { mViews->setCurrentView(View::Topology); });
    action(tr("&Hall"), QStringLiteral("hallViewAction"), QKeySequence(Qt::CTRL | Qt::Key_3),
           [this] { mViews->setCurrentView(View::Hall); });
    viewMenu->addSeparator();
    mZoomIn = action(tr("Zoom &In"), QStringLiteral("zoomInAction"), QKeySequence::ZoomIn,
                     [this] { mViews->activeView()->scale(1.25, 1.25); });
    mZoomOut = action(tr("Zoom &Out"), QStringLiteral("zoomOutAction"), QKeySequence::ZoomOut,
                      [this] { mViews->activeView()->scale(0.8, 0.8); });
    mFit = action(tr("&Fit to View"), QStringLiteral("fitAction"),
                  QKeySequence(Qt::CTRL | Qt::Key_0), [this] { mViews->fitToView(); });
    action(tr("&Actual Size"), QStringLiteral("actualSizeAction"),
           QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_0),
           [this] { mViews->activeView()->resetTransform(); });
    // A big design's topology keeps its layout while it is edited (TopologyScene::apply): a new
    // switch waits in "Not connected" until the person asks for a new layout.
    action(tr("&Re-layout Topology"), QStringLiteral("relayoutTopologyAction"),
           QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L),
           [this] {
               mViews->topologyCanvas()->relayout();
               mViews->setCurrentView(View::Topology);
           })
        ->setStatusTip(tr("Lay the topology out again by tier from the cables as they are now"));
    viewMenu->addSeparator();
    new ArrangeActions(window, editMenu, viewMenu); // Edit > Arrange, View > Snap to Grid
    QAction *minimap = action(tr("&Minimap"), QStringLiteral("minimapAction"),
                              QKeySequence(Qt::CTRL | Qt::Key_M), [this](bool on) {
                                  mViews->setMinimapsWanted(on);
                                  QSettings().setValue(QLatin1String(SavedSettings::kMinimap), on);
                              });
    minimap->setCheckable(true);
    minimap->setStatusTip(
        tr("The whole design in small in a corner of the view; click it to go there"));
    minimap->setChecked(SavedSettings::flag(QSettings(), SavedSettings::kMinimap, true));
    mViews->setMinimapsWanted(minimap->isChecked());
    new RackActions(window, editMenu);     // Edit > Add Rack, Add Row
    new FacilityActions(window, editMenu); // Edit > Add Facility Element
    viewMenu->addSeparator();
    QAction *presentAction = action(tr("&Presentation Mode"), QStringLiteral("presentAction"),
                                    QKeySequence(Qt::Key_F5), [this] { present(); });
    presentAction->setShortcuts(
        {QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    viewMenu->addSeparator();
    for (QDockWidget *d : window->findChildren<QDockWidget *>())
        viewMenu->addAction(d->toggleViewAction());
}

PresentationMode *ViewActions::present()
{
    if (mPresentation) {
        mPresentation->activateWindow();
        return mPresentation;
    }
    QGraphicsScene *scene =
        mViews->currentView() == EditorTabs::View::Topology && mViews->topologyCanvas()->isBuilt()
            ? static_cast<QGraphicsScene *>(mViews->topologyScene())
            : static_cast<QGraphicsScene *>(mViews->floorScene());
    // A picture of the whole scene, big enough for a projector, drawn once: the page is for
    // talking.
    const QRectF area = scene->itemsBoundingRect().adjusted(-20, -20, 20, 20);
    const qreal scale =
        area.isEmpty() ? 1.0 : std::min(2400.0 / area.width(), 1600.0 / area.height());
    QPixmap picture((area.size() * scale).toSize().expandedTo(QSize(1, 1)));
    picture.fill(Qt::white);
    {
        QPainter painter(&picture);
        viewexport::renderScene(scene, &painter, QRectF(QPointF(0, 0), QSizeF(picture.size())),
                                area);
    }
    // Headed by what the design is called (File > Properties), not by its file name.
    const Design &design = mWindow->design();
    const QString heading =
        design.name.isEmpty() ? mWindow->document()->displayName() : design.name;
    mPresentation = new PresentationMode(mWindow->session(), picture, heading, mWindow);
    // On the screen this window is on (the projector, when the window was moved there), covering
    // it whole: the page's minimum size is below 1280x720, so it never asks for more.
    if (QScreen *screen = mWindow->screen()) {
        mPresentation->setScreen(screen);
        mPresentation->setGeometry(screen->geometry());
    }
    mPresentation->showFullScreen();
    return mPresentation;
}

} // namespace podcad

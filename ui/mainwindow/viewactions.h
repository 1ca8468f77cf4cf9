#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace podcad {

class EditorTabs;
class MainWindow;
class PresentationMode;

// The View menu: Floor, Topology and Hall, zoom, Fit to View, Actual Size, Re-layout Topology, Snap
// to Grid (with Edit > Arrange), the minimap, Presentation Mode and a toggle for each dock; Edit >
// Add Rack and Add Row go in beside Arrange.
class ViewActions final : public QObject
{
    Q_OBJECT
public:
    ViewActions(MainWindow *window, EditorTabs *views, QMenu *viewMenu, QMenu *editMenu);

    // For the toolbar.
    QAction *zoomIn() const { return mZoomIn; }
    QAction *zoomOut() const { return mZoomOut; }
    QAction *fit() const { return mFit; }

    // Opens presentation mode full screen (or returns the open one): the current view's picture,
    // the large figures and the cloud comparison, with what-if sliders.
    PresentationMode *present();

private:
    MainWindow *mWindow;
    EditorTabs *mViews;
    QAction *mZoomIn = nullptr;
    QAction *mZoomOut = nullptr;
    QAction *mFit = nullptr;
    QPointer<PresentationMode> mPresentation;
};

} // namespace podcad

#include "mainwindow.h"

#include "canvas/floorscene.h"
#include "io/designfile.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsView>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

// Resources compiled into a static library must be registered by hand, outside any namespace.
static void initPodcadResources() { Q_INIT_RESOURCE(resources); }

namespace podcad {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    initPodcadResources();
    QString error;
    mCatalog = Catalog::open(Catalog::defaultPath(), &error);
    if (!mCatalog)
        QMessageBox::critical(this, tr("Catalog not available"),
                              tr("PodCAD could not open its component catalog:\n%1\n\nDesigns "
                                 "can be opened, but nothing can be analysed.")
                                  .arg(error));

    mFloorScene = new FloorScene(this);
    mFloorView = new QGraphicsView(mFloorScene, this);
    mFloorView->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    mFloorView->setDragMode(QGraphicsView::ScrollHandDrag);
    mFloorView->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setCentralWidget(mFloorView);

    auto dock = [this](const QString &title, const QString &name, QWidget *widget,
                       Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    mTotals = new TotalsPanel(this);
    mRacks = new RacksTable(this);
    mProblems = new ProblemsList(this);
    dock(tr("Totals"), QStringLiteral("totalsDock"), mTotals, Qt::RightDockWidgetArea);
    dock(tr("Racks"), QStringLiteral("racksDock"), mRacks, Qt::BottomDockWidgetArea);
    dock(tr("Problems"), QStringLiteral("problemsDock"), mProblems, Qt::BottomDockWidgetArea);
    connect(mProblems, &ProblemsList::objectActivated, this, &MainWindow::centreOn);
    connect(mRacks, &RacksTable::rackActivated, this, &MainWindow::centreOn);

    createActions();
    resize(1500, 950);
    updateTitle();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open..."), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open design"), QFileInfo(mFilePath).absolutePath(),
            tr("PodCAD designs (*.podcad);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    QAction *saveAs = file->addAction(tr("Save &As..."), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save design"), mFilePath,
                                                          tr("PodCAD designs (*.podcad)"));
        if (!path.isEmpty())
            saveFileAs(path);
    });
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = view->addAction(tr("Zoom &In"), this, [this] { mFloorView->scale(1.25, 1.25); });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), this, [this] { mFloorView->scale(0.8, 0.8); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit = view->addAction(tr("&Fit to View"), this, &MainWindow::fitToView);
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    view->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        view->addAction(d->toggleViewAction());

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addAction(open);
    bar->addAction(zoomIn);
    bar->addAction(zoomOut);
    bar->addAction(fit);
}

bool MainWindow::openFile(const QString &path)
{
    LoadResult loaded = DesignFile::read(path);
    if (!loaded.design) {
        QMessageBox box(QMessageBox::Critical, tr("Cannot open design"),
                        tr("%1 could not be opened.").arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        QStringList details;
        for (const auto &issue : loaded.errors)
            details << (issue.location.isEmpty() ? issue.message
                                                 : issue.location + QStringLiteral(": ") + issue.message);
        box.setInformativeText(loaded.firstError(path));
        box.setDetailedText(details.join(u'\n'));
        box.exec();
        return false;
    }
    mDesign = std::move(*loaded.design);
    // A sample opened from the application's resources has no file to save back to.
    mFilePath = path.startsWith(u':') ? QString() : path;
    refresh();
    fitToView();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::saveFileAs(const QString &path)
{
    QString error;
    if (!DesignFile::write(mDesign, path, &error)) {
        QMessageBox::critical(this, tr("Cannot save design"), error);
        return false;
    }
    mFilePath = path;
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::refresh()
{
    if (mCatalog) {
        mAnalysis = analyze(mDesign, *mCatalog);
        mFloorScene->rebuild(mDesign, *mCatalog, mAnalysis);
    } else {
        mAnalysis = Analysis{};
    }
    mTotals->showAnalysis(mAnalysis);
    mRacks->showAnalysis(mAnalysis);
    mProblems->showAnalysis(mAnalysis);
    updateTitle();
}

void MainWindow::fitToView()
{
    mFloorView->fitInView(mFloorScene->sceneRect(), Qt::KeepAspectRatio);
}

void MainWindow::centreOn(const QString &objectId)
{
    const QRectF rect = mFloorScene->objectRect(objectId);
    if (rect.isNull()) {
        statusBar()->showMessage(tr("%1 is not shown in the floor view").arg(objectId), 4000);
        return;
    }
    mFloorView->centerOn(rect.center());
    mFloorScene->clearSelection();
    statusBar()->showMessage(objectId, 4000);
}

void MainWindow::updateTitle()
{
    const QString name = mDesign.name.isEmpty() ? tr("Untitled design") : mDesign.name;
    const QString file = mFilePath.isEmpty() ? tr("not saved") : QFileInfo(mFilePath).fileName();
    setWindowTitle(tr("%1 (%2) - PodCAD").arg(name, file));
}

} // namespace podcad

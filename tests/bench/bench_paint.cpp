// Times what a person waits for in the editor on a big design: opening it (file read to the first
// complete floor scene with its analysis figures, and the first build of the topology scene) and
// painting a frame of either view, at fit-to-view and at 100% zoom, while panning and zooming.
// One case per process, so that caches and memory of one case do not help the next.
//   bench_paint sample | superpod SUS | FILE.podcad   [--frames N]
// A frame is the view's viewport painted into an image through its own paintEvent (the real path:
// background, index query, item caches, level of detail); the median of N frames is reported.
#include "benchdesign.h"
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "catalog/catalog.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "testpaths.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextStream>
#include <algorithm>
#include <vector>

using namespace podcad;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// Milliseconds to paint the viewport once.
double frameMs(QGraphicsView *view, QImage &image)
{
    QElapsedTimer t;
    t.start();
    image.fill(Qt::white);
    view->viewport()->render(&image);
    return double(t.nsecsElapsed()) / 1e6;
}

struct Frames final
{
    double still = 0; // the same picture again (item caches warm)
    double pan = 0;   // scrolled by a fifth of the viewport between frames
    double zoom = 0;  // zoomed in or out by 10% between frames (item caches invalidated)
};

Frames measure(QGraphicsView *view, int frames)
{
    QImage image(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    Frames f;
    std::vector<double> times;
    for (int i = 0; i < frames; ++i)
        times.push_back(frameMs(view, image));
    f.still = median(times);
    times.clear();
    QScrollBar *h = view->horizontalScrollBar();
    const int step = std::max(1, view->viewport()->width() / 5);
    for (int i = 0; i < frames; ++i) {
        // Back and forth, so that the view stays over the same part of the design.
        h->setValue(h->value() + ((i / 3) % 2 ? -step : step));
        times.push_back(frameMs(view, image));
    }
    f.pan = median(times);
    times.clear();
    for (int i = 0; i < frames; ++i) {
        const double s = i % 2 ? 1 / 1.1 : 1.1;
        view->scale(s, s);
        times.push_back(frameMs(view, image));
    }
    f.zoom = median(times);
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("PODCAD_CATALOG"))
        qputenv("PODCAD_CATALOG", test::catalogDbPath().toUtf8());
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // no recent files or settings of the user's
    QStringList args = app.arguments().mid(1);
    QTextStream out(stdout), err(stderr);
    int frames = 15;
    if (const qsizetype i = args.indexOf(QStringLiteral("--frames"));
        i >= 0 && i + 1 < args.size()) {
        frames = std::max(1, args[i + 1].toInt());
        args.remove(i, 2);
    }
    if (args.isEmpty()) {
        err << "usage: bench_paint sample | superpod SUS | FILE.podcad [--frames N]\n";
        return 1;
    }

    const BenchDesign opened = benchDesign(args, QStringLiteral("bench-paint"));
    if (!opened.error.isEmpty()) {
        err << opened.error << '\n';
        return 2;
    }
    const QString file = opened.file, label = opened.label;

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();

    // Open: read, build the floor scene, fit; then the analysis on its worker and the floor scene
    // again with the power bars; then the first frame.
    QElapsedTimer timer;
    timer.start();
    if (!window.openFile(file)) {
        err << "cannot open " << file << '\n';
        return 2;
    }
    const double readMs = double(timer.nsecsElapsed()) / 1e6;
    while (window.analysisPending())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    QCoreApplication::processEvents();
    QImage first(window.floorView()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    frameMs(window.floorView(), first);
    const double openMs = double(timer.nsecsElapsed()) / 1e6;

    timer.restart();
    window.setCurrentView(MainWindow::View::Topology);
    window.fitToView();
    QImage firstTopology(window.topologyView()->viewport()->size(),
                         QImage::Format_ARGB32_Premultiplied);
    frameMs(window.topologyView(), firstTopology);
    const double topologyMs = double(timer.nsecsElapsed()) / 1e6;

    struct Row final
    {
        QString view, zoom;
        Frames f;
        bool bundles = false;
    };
    std::vector<Row> rows;
    for (const MainWindow::View which : {MainWindow::View::Floor, MainWindow::View::Topology}) {
        window.setCurrentView(which);
        QCoreApplication::processEvents();
        QGraphicsView *view = which == MainWindow::View::Floor
                                  ? static_cast<QGraphicsView *>(window.floorView())
                                  : window.topologyView();
        const QString name =
            which == MainWindow::View::Floor ? QStringLiteral("floor") : QStringLiteral("topology");
        window.fitToView();
        const double fitLod = view->transform().m11();
        Row fit{name, QStringLiteral("fit (%1%)").arg(fitLod * 100, 0, 'f', fitLod < 0.1 ? 1 : 0),
                measure(view, frames), false};
        fit.bundles =
            which == MainWindow::View::Topology && window.topologyScene()->drawsBundlesAt(fitLod);
        rows.push_back(fit);
        view->resetTransform();
        view->centerOn(view->sceneRect().center());
        rows.push_back({name, QStringLiteral("100%"), measure(view, frames), false});
    }

    const Design &design = window.design();
    out << label << ": " << design.devices().size() << " devices, " << design.links().size()
        << " links; open (read, floor scene, analysis, first frame) " << qRound(openMs)
        << " ms (read + floor scene " << qRound(readMs) << " ms); topology scene + first frame "
        << qRound(topologyMs) << " ms\n";
    out << QStringLiteral("  %1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("view"), -9)
               .arg(QStringLiteral("zoom"), -11)
               .arg(QStringLiteral("still ms"), 9)
               .arg(QStringLiteral("pan ms"), 9)
               .arg(QStringLiteral("zoom ms"), 9);
    for (const Row &r : rows)
        out << QStringLiteral("  %1 %2 %3 %4 %5%6\n")
                   .arg(r.view, -9)
                   .arg(r.zoom, -11)
                   .arg(r.f.still, 9, 'f', 1)
                   .arg(r.f.pan, 9, 'f', 1)
                   .arg(r.f.zoom, 9, 'f', 1)
                   .arg(r.bundles ? QStringLiteral("  (cables as bundles)") : QString());
    window.document()->undoStack()->setClean();
    return 0;
}

// Times the editor's cable plan (LiveCablePlan) on the sample and on big SuperPODs: the whole plan
// built off the UI thread when the design opens, then one rack moved along the floor, the edit a
// 64-SU SuperPOD (about 8,300 devices and 97,000 cables) must take within 30 ms of UI-thread time
// (docs/benchmarks.md, "The cable plan in the editor", has the table).
//
//   bench_cableedit sample | superpod SUS | FILE.podcad [--reps N]
//
// Runs offscreen (QT_QPA_PLATFORM=offscreen unless set): opens the design in a MainWindow shown at
// 1600x1000, waits for the whole plan, then --reps times (default 5) moves the rack with the most
// cables 1.2 m along its row (one ChangeValues<Rack>, as a drag on the Hall view pushes) and undoes
// it. Rows, in milliseconds (the median over the repetitions):
//   open: plan built   from the file opened to the whole plan in (off the UI thread)
//   build on UI thread CablePlan::build of the design: what each edit would cost without updates
//   move: plan update  LiveCablePlan's update for the links of the rack's devices
//   move: whole edit   the command pushed, the events it posted drained and the Floor view
//                      repainted: what the person waits for (the analysis comes later, debounced)
//   undo: plan update  the same for Edit > Undo
//   undo: whole edit
// The machine's other load shows in every figure: compare runs made in the same conditions.
#include "benchdesign.h"
#include "cabling/cableplan.h"
#include "canvas/floorview.h"
#include "commands/changevalues.h"
#include "mainwindow/mainwindow.h"
#include "model/design.h"
#include "session/cableplanupdate.h"
#include "session/document.h"
#include "session/livecableplan.h"
#include "session/livesession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <vector>

using namespace podcad;

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// The rack whose devices have the most links: the move that touches the most cables.
QString busiestRack(const Design &design)
{
    QString best;
    std::size_t most = 0;
    for (const auto &[id, rack] : design.racks()) {
        std::size_t links = 0;
        for (const Device *device : design.devicesIn(id))
            links += design.linksOf(device->id).size();
        if (links > most || best.isEmpty()) {
            most = links;
            best = id;
        }
    }
    return best;
}

// Runs `edit` and what it posts, then repaints the view: UI-thread milliseconds.
template<class Edit> double timeEdit(MainWindow &window, Edit edit)
{
    QElapsedTimer timer;
    timer.start();
    edit();
    QCoreApplication::processEvents();
    window.floorView()->viewport()->repaint();
    return timer.nsecsElapsed() / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("PODCAD_CATALOG"))
        qputenv("PODCAD_CATALOG", test::catalogDbPath().toUtf8());
    QTemporaryDir scratch;
    qputenv("PODCAD_USER_CATALOG",
            QFile::encodeName(scratch.filePath(QStringLiteral("user-catalog.db"))));
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QStringList args = app.arguments().mid(1);
    QTextStream out(stdout), err(stderr);
    int reps = 5;
    if (const qsizetype i = args.indexOf(QStringLiteral("--reps")); i >= 0 && i + 1 < args.size()) {
        reps = std::max(1, args[i + 1].toInt());
        args.remove(i, 2);
    }
    if (args.isEmpty()) {
        err << "usage: bench_cableedit sample | superpod SUS | FILE.podcad [--reps N]\n";
        return 1;
    }
    const BenchDesign opened = benchDesign(args, QStringLiteral("bench-cableedit"));
    if (!opened.error.isEmpty()) {
        err << opened.error << '\n';
        return 2;
    }

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QElapsedTimer timer;
    timer.start();
    if (!window.openFile(opened.file)) {
        err << "cannot open " << opened.file << '\n';
        return 2;
    }
    LiveCablePlan *plan = window.session()->cablePlan();
    while (!plan->isReady() && timer.elapsed() < 600000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QThread::msleep(1);
    }
    if (!plan->isReady()) {
        err << "the cable plan did not come\n";
        return 3;
    }
    const double openMs = timer.nsecsElapsed() / 1e6;
    Document *document = window.document();
    const Design &design = document->design();

    timer.restart();
    const CablePlan whole = CablePlan::build(design, *window.catalog());
    const double buildMs = timer.nsecsElapsed() / 1e6;

    const QString rackId = busiestRack(design);
    ChangeEvent moved(ChangeEvent::Kind::ObjectsEdited);
    moved.racks.add(rackId);
    const qsizetype touched = CablePlanUpdate::touchedLinks(design, moved).size();
    std::vector<double> moveUpdate, moveEdit, undoUpdate, undoEdit;
    for (int i = 0; i < reps; ++i) {
        Rack after = *design.rack(rackId);
        after.floorPositionM += QPointF(1.2, 0);
        moveEdit.push_back(timeEdit(window, [&] {
            document->undoStack()->push(
                new ChangeValues<Rack>(document, {after}, QStringLiteral("Move rack")));
        }));
        moveUpdate.push_back(plan->lastUpdateMs());
        undoEdit.push_back(timeEdit(window, [&] { document->undoStack()->undo(); }));
        undoUpdate.push_back(plan->lastUpdateMs());
    }
    // What the figures are worth: the updated plan is the plan of the design.
    const bool same = plan->plan().cables() == whole.cables();

    out << "bench_cableedit: " << opened.label << ", " << design.devices().size() << " devices, "
        << design.links().size() << " links; rack " << rackId << " moved (" << touched
        << " links touched), " << reps << " repetitions, median ms\n";
    const auto row = [&out](const char *name, double ms) {
        out << QStringLiteral("  %1 %2\n").arg(QLatin1String(name), -20).arg(ms, 9, 'f', 1);
    };
    row("open: plan built", openMs);
    row("build on UI thread", buildMs);
    row("move: plan update", median(moveUpdate));
    row("move: whole edit", median(moveEdit));
    row("undo: plan update", median(undoUpdate));
    row("undo: whole edit", median(undoEdit));
    out << "  plan after the edits == plan built whole: " << (same ? "yes" : "NO") << '\n';
    document->undoStack()->setClean();
    return same ? 0 : 4;
}

// Times what a person waits for after an edit in the editor, on the sample and on big SuperPODs,
// so that an edit of a 64-SU SuperPOD is seen to cost what it touches and not what the design
// holds (docs/benchmarks.md, "Editing big designs", has the tables). One case per process.
//
//   bench_edit sample | superpod SUS | FILE.podcad
//              [--reps N] [--edits LIST] [--views LIST] [--limit SECONDS] [--after-undo]
//              [--document]
//
// Runs offscreen (QT_QPA_PLATFORM=offscreen unless set): opens the design in a MainWindow shown at
// 1600x1000 with the Costs dock shown (it computes only while shown), waits for the first analysis
// and costs, then times each edit on the Floor view, then again with the Topology view current:
//   delete      select one DGX (GPU server), Edit > Delete; then "undo" it, Edit > Undo
//   move        a device into a free slot of another rack (a DGX when one fits anywhere)
//   price       a new unit price for the DGX's SKU, typed into the Costs panel's BOM
//   connect     one cable between free compatible ports of two devices (the link tool's path)
//   add-rack    Edit > Add Rack (Ctrl+Alt+R); it selects the new rack and shows it on the floor,
//               so from the Topology view its (a) includes going to the floor view
//   delete-rack the DGX's rack selected, Edit > Delete, "Delete Devices Too": the rack, its
//               devices and their cables
//   select-all  Edit > Select All, then "delete all" (Edit > Delete), then "undo all" (Edit > Undo)
//   hall-move   in the Hall view only: a rack dragged 60 pixels with the mouse (press, move,
//   release)
// --edits takes a comma-separated subset of those names (default: all), --views of
// floor,topology,hall (default floor,topology).
// Edits that are not undone by the next row are undone untimed, and their figures waited for,
// before the next repetition, so every repetition starts from the opened design.
// An edit is made with nothing to redo (the undo history is forgotten, untimed, before it), except
// an Undo, which follows its edit. With --after-undo, each edit of delete, move, price, connect,
// add-rack and delete-rack is timed a second time right after an Undo ("move after undo"): with a
// step to redo, Document::push must keep that step when the edit is refused, which QUndoStack
// alone does not. --document times Document::push alone, without a window, for delete, move,
// price, connect and delete-rack, with nothing to redo and right after an Undo (median and worst
// in microseconds): the command's own share of (d).
//
// Columns, in milliseconds from the moment before the edit is made (the action triggered, the
// command pushed):
//   (a) ui       UI-thread time to the repainted view: the edit, then the events it posted
//                (processEvents until drained), then the current view's viewport repainted
//                synchronously (viewport()->repaint()). What the person waits for to see it.
//   (b) stall    the longest the event loop did not turn (largest gap of a 1 ms heartbeat timer)
//                from the edit until (c): how long the window was frozen at worst. It may be
//                below (a), whose steps let the event loop turn in between.
//   (c) figures  until the analysis and the cost figures of the edited design are in the panels
//                (MainWindow::analysisPending() false, the Costs panel not pending, and one
//                processEvents() after their ready signals). Includes the 150 ms debounce.
//   (d) edit     until the edit itself returns (the action triggered or Document::push): the
//                command and the listeners of its change event, before any posted event.
// Each figure is the median over the repetitions (--reps, default 3; a single repetition when
// the first one's (c) exceeds 10 s), then the worst repetition's. "open" is the file read to the
// first frame of the floor view (a) and to the first figures (c); "show topology" is switching to
// the Topology tab (its first build). An edit still running after --limit seconds (default 300)
// stops the run: the rows so far are printed with that one as "> LIMIT s" (exit status 3).
//
// Running it: `cmake --build build --target bench_edit`, then `build/tests/bench/bench_edit
// superpod 16` (tests/bench/run-benchmarks.sh runs sample, 16 and 64 SUs). The table goes to
// stdout at the end; each row also goes to stderr as soon as it is measured. On the code before
// the incremental editor a 64-SU edit took minutes: narrow a run with `--edits delete` (delete
// and undo) and `--views floor`. The machine's other load shows in (b)
// and (c): compare runs made on the same machine in the same conditions.
//
// Everything that depends on the editing API (how an edit is made, how "figures pending" is
// read) is in the first block of functions below; the harness after it uses only those and the
// MainWindow basics (openFile, setCurrentView, current view widgets).
#include "benchdesign.h"
#include "canvas/floorview.h"
#include "canvas/hallscene.h"
#include "canvas/hallview.h"
#include "canvas/topologyview.h"
#include "catalog/catalog.h"
#include "catalogchange.h"
#include "commands/addobjects.h"
#include "commands/changedesignname.h"
#include "commands/movedevice.h"
#include "commands/removeobjects.h"
#include "commands/setpriceoverride.h"
#include "costs/bomtablemodel.h"
#include "costs/costspanel.h"
#include "edit/linkplanner.h"
#include "edit/placement.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "mainwindow/editortabs.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "sharedcatalog.h"
#include "testpaths.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <vector>

using namespace podcad;

namespace {

// ================================================================================================
// The editing API: commands (ChangeValues / MoveDevice, AddObjects, RemoveObjects) and the
// LiveSession that computes the analysis and the costs of each edit.
// ================================================================================================

// Whether the analysis of the newest design has yet to reach the panels (the LiveSession in
// MainWindow; its ready signal fills Totals, Racks, Fabrics, Problems and the power bars).
bool analysisPending(const MainWindow &window)
{
    return window.analysisPending();
}

// Whether the cost figures of the newest design have yet to reach the Costs panel (the same
// LiveSession computation as the analysis).
bool costsPending(const MainWindow &window)
{
    return window.costsPanel()->isPending();
}

// The Costs panel fills its tables and charts only while shown: show it, as a person who watches
// the costs does (its figures are part of what an edit costs).
void keepCostsComputing(MainWindow &window)
{
    window.showCosts();
}

// A menu action by object name, triggered as its shortcut triggers it (false: missing or
// disabled, e.g. Delete with nothing selected).
bool triggerAction(MainWindow &window, const QString &objectName)
{
    QAction *action = window.findChild<QAction *>(objectName);
    if (!action || !action->isEnabled())
        return false;
    action->trigger();
    return true;
}

// The shared selection of both views, as a click sets it.
void select(MainWindow &window, const QStringList &ids)
{
    window.setSelection(ids);
}

// Edit > Delete (the Delete key): RemoveObjects of the selection.
bool deleteSelection(MainWindow &window)
{
    return triggerAction(window, QStringLiteral("deleteAction"));
}

// Edit > Undo (Ctrl+Z).
bool undo(MainWindow &window)
{
    return triggerAction(window, QStringLiteral("undoAction"));
}

// Edit > Select All (Ctrl+A): every device, and on the floor every rack.
bool selectAll(MainWindow &window)
{
    return triggerAction(window, QStringLiteral("selectAllAction"));
}

// Edit > Add Rack (Ctrl+Alt+R): a rack like the selected one (or the last) at the end of its row.
bool addRack(MainWindow &window)
{
    return triggerAction(window, QStringLiteral("addRackAction"));
}

// Catalog > Import NetBox Device Types of one small device type: a newer catalog is built off the
// UI thread and swapped in (as when the team server's catalog changes), and the design is
// analysed and costed again. Into a user catalog of the bench's own ($PODCAD_USER_CATALOG).
bool importDeviceType(MainWindow &window, const QString &yaml)
{
    return test::settle(window.catalogActions()->importDeviceTypes({yaml})).done;
}

// Takes back the last edit, untimed, between repetitions.
void undoUntimed(MainWindow &window)
{
    window.document()->undoStack()->undo();
}

bool canRedo(MainWindow &window)
{
    return window.document()->undoStack()->canRedo();
}

// Forgets the undo history, untimed, so that the next edit is made with nothing to redo.
void forgetHistory(MainWindow &window)
{
    window.document()->undoStack()->clear();
}

// An edit and its Undo, untimed, so that the next edit is made with a step to redo: a new name
// for the design (File > Properties), which touches no object.
void leaveAStepToRedo(MainWindow &window)
{
    Document *document = window.document();
    document->push(new ChangeDesignName(document, document->design().name + QStringLiteral(" 2")));
    document->undoStack()->undo();
}

// Edit > Delete of a rack that holds devices, answered "Delete Devices Too": one RemoveObjects of
// the rack and its devices (their cables go with them), as EditActions pushes it after the
// question.
bool deleteRack(MainWindow &window, const QString &rackId)
{
    Document *document = window.document();
    QStringList ids{rackId};
    for (const Device *device : document->design().devicesIn(rackId))
        ids << device->id;
    return document->push(new RemoveObjects(document, ids));
}

const Catalog &catalogOf(const MainWindow &window)
{
    return *window.document()->catalog();
}

struct Slot final
{
    QString deviceId, rackId;
    int lowestU = 0;
};

// A device and a free slot in another rack it may go to, by the floor view's own drop check
// (checkPlacement: room, collisions, the rack's power limit). `preferred` first, then any placed
// device in id order.
std::optional<Slot> findFreeSlot(const Design &design, const Catalog &catalog,
                                 const QString &preferred)
{
    std::vector<const Device *> devices;
    if (const Device *d = design.device(preferred))
        devices.push_back(d);
    for (const auto &[id, d] : design.devices())
        if (id != preferred)
            devices.push_back(&d);
    long checks = 0;
    for (const Device *d : devices) {
        const DeviceModel *model = catalog.model(d->sku);
        if (!d->isPlaced() || !model || model->rackUnits <= 0)
            continue;
        for (const auto &[rackId, rack] : design.racks()) {
            const DeviceModel *rackModel = catalog.model(rack.sku);
            if (rackId == d->rackId || !rackModel)
                continue;
            for (int u = 1; u + model->rackUnits - 1 <= rackModel->rackUnits; ++u) {
                if (++checks > 2'000'000)
                    return std::nullopt;
                if (checkPlacement(design, catalog, rackId, u, d->sku, d).ok)
                    return Slot{d->id, rackId, u};
            }
        }
    }
    return std::nullopt;
}

// Moves a device as a drop in the floor view does (MoveDevice).
bool moveDevice(MainWindow &window, const Slot &slot)
{
    Document *document = window.document();
    return document->push(new MoveDevice(document, slot.deviceId, slot.rackId, slot.lowestU));
}

// The Costs panel's BOM row of `sku` whose unit price a person may edit, or -1.
int bomRow(const MainWindow &window, const QString &sku)
{
    const BomTableModel *model = window.costsPanel()->bomModel();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->bom().lines()[size_t(row)].sku == sku && model->editable(row))
            return row;
    return -1;
}

// The unit price the BOM shows for `sku`.
std::optional<double> unitPrice(const MainWindow &window, const QString &sku)
{
    const int row = bomRow(window, sku);
    if (row < 0)
        return std::nullopt;
    const BomTableModel *model = window.costsPanel()->bomModel();
    return model->data(model->index(row, BomTableModel::UnitPrice), Qt::EditRole).toDouble();
}

// Types a unit price into the BOM's price cell, as its editor commits it (SetPriceOverride).
bool setUnitPrice(MainWindow &window, const QString &sku, double usd)
{
    const int row = bomRow(window, sku);
    if (row < 0)
        return false;
    BomTableModel *model = window.costsPanel()->bomModel();
    return model->setData(model->index(row, BomTableModel::UnitPrice), QString::number(usd, 'f', 0),
                          Qt::EditRole);
}

// The design's unit price for `sku`, to check that the edit took.
std::optional<double> priceOverride(const MainWindow &window, const QString &sku)
{
    const auto &overrides = window.design().priceOverrides;
    const auto it = overrides.find(sku);
    return it == overrides.end() ? std::nullopt : std::optional<double>(it->second);
}

// One cable from `fromId` to `toId`, as the link tool makes it on release: the planner picks
// the free compatible ports (it reads every cable of the design), then AddObjects.
bool connectDevices(MainWindow &window, const QString &fromId, const QString &toId)
{
    const LinkPlan plan = planLink(window.design(), catalogOf(window), fromId, toId);
    if (plan.links.empty())
        return false;
    Document *document = window.document();
    return document->push(new AddObjects(document, plan.links.front()));
}

// Devices with free ports, most free first, as (free ports, device).
std::vector<std::pair<int, QString>> devicesWithFreePorts(const Design &design,
                                                          const Catalog &catalog)
{
    std::set<PortRef> used;
    for (const auto &[id, link] : design.links()) {
        used.insert(link.a);
        used.insert(link.b);
    }
    std::vector<std::pair<int, QString>> free; // (free ports, device)
    for (const auto &[id, d] : design.devices()) {
        const DeviceModel *model = catalog.model(d.sku);
        if (!model)
            continue;
        int n = 0;
        for (const PortGroup &g : model->portGroups)
            for (int i = 0; i < g.count; ++i)
                n += used.count(PortRef{id, g.name, i}) ? 0 : 1;
        if (n > 0)
            free.emplace_back(n, id);
    }
    std::stable_sort(free.begin(), free.end(),
                     [](const auto &x, const auto &y) { return x.first > y.first; });
    return free;
}

// Two devices the link tool can connect, tried in pairs of devices with free ports by the
// planner.
std::optional<std::pair<QString, QString>>
findFreePair(const Design &design, const Catalog &catalog,
             const std::vector<std::pair<int, QString>> &free)
{
    int tries = 0;
    for (size_t i = 0; i < free.size() && tries < 400; ++i)
        for (size_t j = i + 1; j < free.size() && tries < 400; ++j, ++tries)
            if (!planLink(design, catalog, free[i].second, free[j].second).links.empty())
                return std::pair{free[i].second, free[j].second};
    return std::nullopt;
}

// Two devices the link tool can connect (findFreePair); when the design has no such pair, an
// unplaced copy of a GPU server is added first (untimed, AddObjects) and connected to a device
// with a free port.
std::optional<std::pair<QString, QString>> findConnectablePair(MainWindow &window,
                                                               const QString &gpuServer)
{
    const Design &design = window.design();
    const Catalog &catalog = catalogOf(window);
    const std::vector<std::pair<int, QString>> free = devicesWithFreePorts(design, catalog);
    if (auto pair = findFreePair(design, catalog, free))
        return pair;
    const Device *server = design.device(gpuServer);
    if (!server)
        return std::nullopt;
    Device copy;
    copy.id = design.uniqueId(QStringLiteral("bench-node"));
    copy.sku = server->sku;
    copy.name = copy.id;
    copy.role = server->role;
    copy.canvasPosition = server->canvasPosition + QPointF(0, 200);
    Document *document = window.document();
    if (!document->push(new AddObjects(document, copy)))
        return std::nullopt;
    for (const auto &[n, id] : free)
        if (!planLink(window.design(), catalog, copy.id, id).links.empty())
            return std::pair{copy.id, id};
    return std::nullopt;
}

// ================================================================================================
// The harness.
// ================================================================================================

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// The event loop's pulse: a 1 ms timer whose largest gap between ticks is the longest stall.
class Heartbeat final
{
public:
    Heartbeat()
    {
        mClock.start();
        mTimer.setTimerType(Qt::PreciseTimer);
        mTimer.setInterval(1);
        QObject::connect(&mTimer, &QTimer::timeout, &mTimer, [this] { tick(); });
        mTimer.start();
    }
    void reset()
    {
        mLast = mClock.nsecsElapsed();
        mLongest = 0;
    }
    // Counts the stretch since the last tick too (the stall may still be going on).
    double longestMs()
    {
        tick();
        return double(mLongest) / 1e6;
    }

private:
    void tick()
    {
        const qint64 now = mClock.nsecsElapsed();
        mLongest = std::max(mLongest, now - mLast);
        mLast = now;
    }

    QElapsedTimer mClock;
    QTimer mTimer;
    qint64 mLast = 0, mLongest = 0;
};

struct Figures final
{
    double ui = 0, stall = 0, figures = 0, edit = 0;
};

struct Row final
{
    QString edit, view;
    int reps = 0;
    Figures median, worst;
};

// What the undo stack holds when a timed edit is made.
enum class Before {
    NothingToRedo, // the history forgotten first
    AnUndo,        // a step to redo (the same edit undone, or a rename undone)
    AsItIs,        // an Undo right after its edit
};

// The edit, its view and repetitions, then the median and the worst of (a) to (d).
QString formatRow(const QString &edit, const QString &view, const QString &reps,
                  const QStringList &figures)
{
    QString row = QStringLiteral("  %1 %2 %3").arg(edit, -22).arg(view, -9).arg(reps, 4);
    for (qsizetype i = 0; i < figures.size(); ++i)
        row += QStringLiteral(" %1").arg(figures[i], i == 4 ? 12 : 10);
    return row;
}

QString header()
{
    return formatRow(QStringLiteral("edit"), QStringLiteral("view"), QStringLiteral("reps"),
                     {QStringLiteral("(a) ui"), QStringLiteral("(b) stall"),
                      QStringLiteral("(c) figs"), QStringLiteral("(d) edit"),
                      QStringLiteral("worst (a)"), QStringLiteral("(b)"), QStringLiteral("(c)"),
                      QStringLiteral("(d)")}) +
           QStringLiteral("   (ms)");
}

QString format(const Row &r)
{
    auto n = [](double ms) { return QString::number(ms, 'f', ms < 100 ? 1 : 0); };
    return formatRow(r.edit, r.view, QString::number(r.reps),
                     {n(r.median.ui), n(r.median.stall), n(r.median.figures), n(r.median.edit),
                      n(r.worst.ui), n(r.worst.stall), n(r.worst.figures), n(r.worst.edit)});
}

// Stops the run when one step takes longer than the limit: the UI thread may be stuck inside the
// edit, so a thread of its own prints what was measured and ends the process.
class Watchdog final
{
public:
    explicit Watchdog(int limitSeconds)
        : mLimit(limitSeconds)
        , mThread([this] { run(); })
    {}
    ~Watchdog()
    {
        mStop = true;
        mThread.join();
    }
    void setTitle(const QString &title)
    {
        const std::lock_guard lock(mMutex);
        mTitle = title.toStdString();
    }
    void arm(const QString &label, const QString &view)
    {
        const std::lock_guard lock(mMutex);
        const QString over = QStringLiteral("> %1 s").arg(mLimit);
        mLabel =
            formatRow(label, view, QStringLiteral("1"), {over, over, over, over}).toStdString();
        mDeadline = std::chrono::steady_clock::now() + std::chrono::seconds(mLimit);
        mArmed = true;
    }
    void disarm()
    {
        const std::lock_guard lock(mMutex);
        mArmed = false;
    }
    void add(const Row &row)
    {
        const std::lock_guard lock(mMutex);
        mRows.push_back(format(row).toStdString());
    }
    void print(FILE *to)
    {
        const std::lock_guard lock(mMutex);
        printLocked(to);
    }

private:
    void printLocked(FILE *to)
    {
        std::fprintf(to, "%s\n%s\n", mTitle.c_str(), header().toStdString().c_str());
        for (const std::string &line : mRows)
            std::fprintf(to, "%s\n", line.c_str());
        std::fflush(to);
    }
    void run()
    {
        while (!mStop) {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            const std::lock_guard lock(mMutex);
            if (mArmed && std::chrono::steady_clock::now() > mDeadline) {
                mRows.push_back(mLabel + "   (stopped)");
                printLocked(stdout);
                std::_Exit(3);
            }
        }
    }

    const int mLimit;
    std::mutex mMutex;
    std::string mTitle, mLabel;
    std::vector<std::string> mRows;
    std::chrono::steady_clock::time_point mDeadline;
    bool mArmed = false;
    std::atomic<bool> mStop = false;
    std::thread mThread; // last: started once the rest is ready
};

[[noreturn]] void fail(const QString &why)
{
    QTextStream(stderr) << "bench_edit: " << why << '\n';
    std::fflush(stderr);
    std::_Exit(4);
}

void require(bool ok, const QString &what)
{
    if (!ok)
        fail(QStringLiteral("the edit did not happen: ") + what);
}

// The events the edit posted (scene index and dirty-item updates, layout requests, repaints):
// a few rounds, since handling some posts others.
void drainPostedEvents()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

void waitForFigures(const MainWindow &window)
{
    while (analysisPending(window) || costsPending(window))
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    QCoreApplication::processEvents(); // what their ready signals posted (repaints of the docks)
}

class Bench final
{
public:
    Bench(MainWindow &window, Watchdog &watchdog, int reps)
        : mWindow(window)
        , mWatchdog(watchdog)
        , mReps(reps)
    {}

    // The view the edits are made in. An edit may bring the other one forward (Add Rack shows
    // the new rack on the floor); the next repetition goes back, untimed.
    void setView(MainWindow::View view) { mView = view; }
    QString view() const
    {
        switch (mView) {
        case MainWindow::View::Topology:
            return QStringLiteral("topology");
        case MainWindow::View::Hall:
            return QStringLiteral("hall");
        case MainWindow::View::Floor:
            break;
        }
        return QStringLiteral("floor");
    }
    void enterView()
    {
        if (mWindow.currentView() == mView)
            return;
        mWatchdog.arm(QStringLiteral("switch view"), view());
        mWindow.setCurrentView(mView);
        drainPostedEvents();
        waitForFigures(mWindow);
        mWatchdog.disarm();
    }

    QGraphicsView *currentView() const
    {
        switch (mWindow.currentView()) {
        case MainWindow::View::Topology:
            return mWindow.topologyView();
        case MainWindow::View::Hall:
            return mWindow.views()->hallView();
        case MainWindow::View::Floor:
            break;
        }
        return mWindow.floorView();
    }

    // Times one edit, (a) to (d), made after `before`; `edit` returns false when it could not be
    // made.
    template<class Edit>
    Figures time(const QString &label, Edit edit, Before before = Before::NothingToRedo)
    {
        mWatchdog.arm(label, view());
        prepare(before);
        Figures f;
        QElapsedTimer t;
        mHeartbeat.reset();
        t.start();
        if (!edit())
            fail(QStringLiteral("%1 could not be made").arg(label));
        f.edit = msSince(t);
        drainPostedEvents();
        currentView()->viewport()->repaint();
        f.ui = msSince(t);
        waitForFigures(mWindow);
        f.figures = msSince(t);
        f.stall = mHeartbeat.longestMs();
        mWatchdog.disarm();
        return f;
    }

    // Sets the undo history as `before` asks, untimed, with the figures of what that took.
    void prepare(Before before)
    {
        if (before == Before::NothingToRedo && canRedo(mWindow))
            forgetHistory(mWindow);
        else if (before == Before::AnUndo && !canRedo(mWindow))
            leaveAStepToRedo(mWindow);
        else
            return;
        drainPostedEvents();
        waitForFigures(mWindow);
    }

    // Undoes the last edit untimed and waits for its figures: the next repetition starts from
    // the design as opened.
    void restore(const QString &label)
    {
        mWatchdog.arm(label + QStringLiteral(" (undo)"), view());
        undoUntimed(mWindow);
        drainPostedEvents();
        waitForFigures(mWindow);
        mWatchdog.disarm();
    }

    // Runs `rep` (which times one or more edits, in `names` order) up to the repetition count,
    // once only when the first repetition's slowest (c) exceeds 10 s; one row per name, with the
    // median and the worst of each figure.
    template<class Rep> void repeat(const QStringList &names, Rep rep)
    {
        std::vector<std::vector<Figures>> runs(names.size());
        for (int i = 0; i < mReps; ++i) {
            enterView();
            const std::vector<Figures> once = rep();
            double slowest = 0;
            for (size_t k = 0; k < once.size(); ++k) {
                runs[k].push_back(once[k]);
                slowest = std::max(slowest, once[k].figures);
            }
            if (i == 0 && slowest > 10'000)
                break;
        }
        for (qsizetype k = 0; k < names.size(); ++k) {
            const std::vector<Figures> &all = runs[size_t(k)];
            const auto of = [&all](double Figures::*figure) {
                std::vector<double> v;
                for (const Figures &f : all)
                    v.push_back(f.*figure);
                return v;
            };
            Row row{names[k], view(), int(all.size()), {}, {}};
            for (double Figures::*figure :
                 {&Figures::ui, &Figures::stall, &Figures::figures, &Figures::edit}) {
                const std::vector<double> v = of(figure);
                row.median.*figure = median(v);
                row.worst.*figure = v.empty() ? 0 : *std::max_element(v.begin(), v.end());
            }
            add(row);
        }
    }

    void add(const Row &row)
    {
        mWatchdog.add(row);
        QTextStream(stderr) << format(row) << Qt::endl; // progress, for a long run
    }

private:
    MainWindow &mWindow;
    Watchdog &mWatchdog;
    Heartbeat mHeartbeat;
    int mReps;
    MainWindow::View mView = MainWindow::View::Floor;
};

// Drags a rack 60 pixels down the Hall view with the mouse, as a person does (HallMoveTool).
bool dragRackInHall(MainWindow &window, const QString &rackId)
{
    HallView *view = window.views()->hallView();
    QWidget *viewport = view->viewport();
    const QRectF rect = window.views()->hallScene()->objectRect(rackId);
    const QPoint from = view->mapFromScene(rect.center());
    // Far enough on screen to be a drag at any zoom (a metre may be a few pixels on a big hall).
    const QPoint to = from + QPoint(0, 60);
    if (!viewport->rect().contains(from) || !viewport->rect().contains(to))
        return false;
    auto send = [&](QEvent::Type type, QPoint at, Qt::MouseButtons buttons) {
        QMouseEvent event(type, at, viewport->mapToGlobal(at), Qt::LeftButton, buttons,
                          Qt::NoModifier);
        QApplication::sendEvent(viewport, &event);
    };
    send(QEvent::MouseButtonPress, from, Qt::LeftButton);
    send(QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
    send(QEvent::MouseMove, to, Qt::LeftButton);
    send(QEvent::MouseButtonRelease, to, Qt::NoButton);
    return true;
}

// A placed GPU server: the DGX a person selects and deletes.
QString gpuServerOf(const Design &design, const Catalog &catalog)
{
    for (const auto &[id, d] : design.devices())
        if (const DeviceModel *m = catalog.model(d.sku);
            m && m->kind == DeviceKind::GpuServer && d.isPlaced())
            return id;
    return {};
}

// --document: Document::push alone, on a Document without a window (no scene, dock or analysis
// listens), with nothing to redo and then right after the Undo of that same edit: what the
// command itself costs, which the window's figures hold beside much larger ones.
int benchDocument(const BenchDesign &opened, int reps)
{
    QString error;
    const std::shared_ptr<const Catalog> catalog = test::sharedCatalog(&error);
    if (!catalog)
        fail(error);
    LoadResult loaded = DesignFile::read(opened.file);
    if (!loaded.ok())
        fail(QStringLiteral("cannot read ") + opened.file);
    Document document(catalog);
    document.reset(std::move(*loaded.design), opened.file);
    const Design &design = document.design();

    const QString dgx = gpuServerOf(design, *catalog);
    if (dgx.isEmpty())
        fail(QStringLiteral("no placed GPU server"));
    const QString rack = design.device(dgx)->rackId, sku = design.device(dgx)->sku;
    const std::optional<Slot> slot = findFreeSlot(design, *catalog, dgx);
    if (!slot)
        fail(QStringLiteral("no device fits in another rack"));
    const auto pair = findFreePair(design, *catalog, devicesWithFreePorts(design, *catalog));
    if (!pair)
        fail(QStringLiteral("no two devices with free compatible ports"));
    const Link cable = planLink(design, *catalog, pair->first, pair->second).links.front();
    QStringList rackAndDevices{rack};
    for (const Device *d : design.devicesIn(rack))
        rackAndDevices << d->id;

    Document *doc = &document;
    const std::vector<std::pair<QString, std::function<DocumentCommand *()>>> cases = {
        {QStringLiteral("delete"), [&] { return new RemoveObjects(doc, {dgx}); }},
        {QStringLiteral("move"),
         [&] { return new MoveDevice(doc, slot->deviceId, slot->rackId, slot->lowestU); }},
        {QStringLiteral("price"), [&] { return new SetPriceOverride(doc, sku, 123456); }},
        {QStringLiteral("connect"), [&] { return new AddObjects(doc, cable); }},
        {QStringLiteral("delete rack"), [&] { return new RemoveObjects(doc, rackAndDevices); }},
    };
    QTextStream out(stdout);
    out << opened.label << ", Document::push alone: " << design.devices().size() << " devices, "
        << design.links().size() << " links\n"
        << QStringLiteral("  %1 %2 %3 %4 %5 %6   (µs)\n")
               .arg(QStringLiteral("edit"), -12)
               .arg(QStringLiteral("reps"), 4)
               .arg(QStringLiteral("median"), 9)
               .arg(QStringLiteral("worst"), 9)
               .arg(QStringLiteral("after undo"), 11)
               .arg(QStringLiteral("worst"), 9);
    for (const auto &[label, make] : cases) {
        std::vector<double> plain, afterUndo;
        const auto push = [&, &label = label](std::vector<double> &into) {
            DocumentCommand *command = make();
            QElapsedTimer t;
            t.start();
            require(document.push(command), label);
            into.push_back(double(t.nsecsElapsed()) / 1e3); // µs
            document.undoStack()->undo();
        };
        for (int i = 0; i < reps; ++i) {
            document.undoStack()->clear();
            push(plain);
            push(afterUndo); // the Undo of the same edit is the step to redo
        }
        const auto worst = [](const std::vector<double> &v) {
            return *std::max_element(v.begin(), v.end());
        };
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                   .arg(label, -12)
                   .arg(reps, 4)
                   .arg(median(plain), 9, 'f', 1)
                   .arg(worst(plain), 9, 'f', 1)
                   .arg(median(afterUndo), 11, 'f', 1)
                   .arg(worst(afterUndo), 9, 'f', 1);
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("PODCAD_CATALOG"))
        qputenv("PODCAD_CATALOG", test::catalogDbPath().toUtf8());
    // Imports go into a user catalog of the run's own, never the user's.
    QTemporaryDir scratch;
    qputenv("PODCAD_USER_CATALOG",
            QFile::encodeName(scratch.filePath(QStringLiteral("user-catalog.db"))));
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // no recent files or settings of the user's
    QStringList args = app.arguments().mid(1);
    QTextStream out(stdout), err(stderr);
    auto option = [&args](const QString &name, const QString &fallback) {
        const qsizetype i = args.indexOf(name);
        if (i < 0 || i + 1 >= args.size())
            return fallback;
        const QString value = args[i + 1];
        args.remove(i, 2);
        return value;
    };
    const int reps = std::max(1, option(QStringLiteral("--reps"), QStringLiteral("3")).toInt());
    const int limit = std::max(1, option(QStringLiteral("--limit"), QStringLiteral("300")).toInt());
    // --size WxH: the window (default the 1600x1000 desktop); --shot FILE: a picture of the window
    // after the last edit, to see what a person sees then.
    const QStringList size =
        option(QStringLiteral("--size"), QStringLiteral("1600x1000")).split(u'x');
    const QString shot = option(QStringLiteral("--shot"), QString());
    const bool afterUndo = args.removeAll(QStringLiteral("--after-undo")) > 0;
    const bool documentOnly = args.removeAll(QStringLiteral("--document")) > 0;
    const QStringList allEdits = {
        QStringLiteral("delete"),     QStringLiteral("move"),     QStringLiteral("price"),
        QStringLiteral("connect"),    QStringLiteral("add-rack"), QStringLiteral("delete-rack"),
        QStringLiteral("select-all"), QStringLiteral("catalog"),  QStringLiteral("hall-move")};
    const QStringList edits =
        option(QStringLiteral("--edits"), allEdits.join(u',')).split(u',', Qt::SkipEmptyParts);
    const QStringList views = option(QStringLiteral("--views"), QStringLiteral("floor,topology"))
                                  .split(u',', Qt::SkipEmptyParts);
    for (const QString &e : edits)
        if (!allEdits.contains(e))
            args.clear(); // unknown edit: usage
    for (const QString &v : views)
        if (v != QLatin1String("floor") && v != QLatin1String("topology") &&
            v != QLatin1String("hall"))
            args.clear();
    if (args.isEmpty()) {
        err << "usage: bench_edit sample | superpod SUS | FILE.podcad [--reps N] [--edits "
            << allEdits.join(u',')
            << "] [--views floor,topology,hall] [--limit SECONDS] [--after-undo] [--document] "
               "[--size WxH] "
               "[--shot FILE.png]\n";
        return 1;
    }

    const BenchDesign opened = benchDesign(args, QStringLiteral("bench-edit"));
    if (!opened.error.isEmpty()) {
        err << opened.error << '\n';
        return 2;
    }
    if (documentOnly)
        return benchDocument(opened, reps);
    const QString file = opened.file, label = opened.label;

    MainWindow window;
    window.resize(size.value(0).toInt() > 0 ? size.value(0).toInt() : 1600,
                  size.value(1).toInt() > 0 ? size.value(1).toInt() : 1000);
    window.show();
    window.autosaveTimer()->stop(); // a recovery copy written mid-run would be a stall of its own
    if (!window.hasCatalog())
        fail(QStringLiteral("no catalog"));
    keepCostsComputing(window);
    QCoreApplication::processEvents();

    Watchdog watchdog(limit);
    watchdog.setTitle(label);
    Bench bench(window, watchdog, reps);

    // Open: read, floor scene, first frame (a); the first analysis and costs (c).
    const Figures open = bench.time(QStringLiteral("open"), [&] { return window.openFile(file); });
    const Design &design = window.design();
    const QString title = QStringLiteral("%1: %2 devices, %3 links, %4 racks")
                              .arg(label)
                              .arg(design.devices().size())
                              .arg(design.links().size())
                              .arg(design.racks().size());
    watchdog.setTitle(title);
    err << title << Qt::endl;
    bench.add({QStringLiteral("open"), QStringLiteral("floor"), 1, open, open});

    // What the edits work on, found once (the design is back as opened after every repetition).
    const QString dgx = gpuServerOf(design, catalogOf(window));
    if (dgx.isEmpty())
        fail(QStringLiteral("no placed GPU server to delete"));
    const QString sku = design.device(dgx)->sku;
    const QString dgxRack = design.device(dgx)->rackId;
    std::optional<Slot> slot;
    if (edits.contains(QLatin1String("move")) &&
        !(slot = findFreeSlot(design, catalogOf(window), dgx)))
        fail(QStringLiteral("no device fits in another rack"));
    std::optional<std::pair<QString, QString>> pair;
    if (edits.contains(QLatin1String("connect"))) {
        if (!(pair = findConnectablePair(window, dgx)))
            fail(QStringLiteral("no two devices with free compatible ports"));
        drainPostedEvents();
        waitForFigures(window); // when a device had to be added for it
    }
    std::optional<double> price;
    if (edits.contains(QLatin1String("price")) && !(price = unitPrice(window, sku)))
        fail(QStringLiteral("no editable BOM line for %1").arg(sku));
    err << "delete " << dgx;
    if (slot)
        err << "; move " << slot->deviceId << " to " << slot->rackId << " U" << slot->lowestU;
    if (price)
        err << "; price of " << sku << ' ' << *price << " -> " << qRound64(*price * 1.1);
    if (pair)
        err << "; connect " << pair->first << " to " << pair->second;
    if (edits.contains(QLatin1String("delete-rack")))
        err << "; delete rack " << dgxRack << " with its devices";
    err << Qt::endl;

    for (const QString &which : views) {
        if (which == QLatin1String("floor")) {
            bench.setView(MainWindow::View::Floor);
            bench.enterView();
        } else {
            const bool hall = which == QLatin1String("hall");
            const MainWindow::View shown =
                hall ? MainWindow::View::Hall : MainWindow::View::Topology;
            const QString label = QStringLiteral("show ") + which;
            bench.setView(shown);
            const Figures show = bench.time(label, [&] {
                window.setCurrentView(shown);
                window.fitToView();
                return true;
            });
            bench.add({label, bench.view(), 1, show, show});
        }
        if (which == QLatin1String("hall") && edits.contains(QLatin1String("hall-move")))
            bench.repeat({QStringLiteral("hall: move a rack")}, [&] {
                const QString rackId = design.racks().begin()->first;
                const QPointF before = design.rack(rackId)->floorPositionM;
                const Figures f = bench.time(QStringLiteral("hall: move a rack"),
                                             [&] { return dragRackInHall(window, rackId); });
                require(window.design().rack(rackId)->floorPositionM != before,
                        QStringLiteral("hall: move a rack"));
                bench.restore(QStringLiteral("hall: move a rack"));
                return std::vector{f};
            });
        // One edit with nothing to redo, restored untimed, then with --after-undo the same edit
        // again right after that Undo.
        const auto single = [&](const QString &label, auto setUp, auto edit, auto happened) {
            QStringList names{label};
            if (afterUndo)
                names << label + QStringLiteral(" after undo");
            bench.repeat(names, [&] {
                std::vector<Figures> figures;
                for (qsizetype k = 0; k < names.size(); ++k) {
                    setUp();
                    figures.push_back(bench.time(names[k], edit,
                                                 k == 0 ? Before::NothingToRedo : Before::AnUndo));
                    require(happened(), names[k]);
                    bench.restore(names[k]);
                }
                return figures;
            });
        };
        const auto nothing = [] {};
        if (edits.contains(QLatin1String("delete")))
            bench.repeat(
                afterUndo ? QStringList{QStringLiteral("delete"), QStringLiteral("undo"),
                                        QStringLiteral("delete after undo")}
                          : QStringList{QStringLiteral("delete"), QStringLiteral("undo")},
                [&] {
                    const auto remove = [&](const QString &label, Before before) {
                        select(window, {dgx});
                        drainPostedEvents();
                        const Figures f = bench.time(
                            label, [&] { return deleteSelection(window); }, before);
                        require(!window.design().device(dgx), label);
                        return f;
                    };
                    const Figures removed = remove(QStringLiteral("delete"), Before::NothingToRedo);
                    const Figures back = bench.time(
                        QStringLiteral("undo"), [&] { return undo(window); }, Before::AsItIs);
                    require(window.design().device(dgx), QStringLiteral("undo"));
                    if (!afterUndo)
                        return std::vector{removed, back};
                    const Figures again =
                        remove(QStringLiteral("delete after undo"), Before::AnUndo);
                    bench.restore(QStringLiteral("delete after undo"));
                    return std::vector{removed, back, again};
                });
        if (slot)
            single(
                QStringLiteral("move"), nothing, [&] { return moveDevice(window, *slot); },
                [&] { return window.design().device(slot->deviceId)->rackId == slot->rackId; });
        if (price) {
            const double usd = double(qRound64(*price * 1.1));
            single(
                QStringLiteral("price"), nothing, [&] { return setUnitPrice(window, sku, usd); },
                [&] { return priceOverride(window, sku) == usd; });
        }
        if (pair) {
            const size_t links = window.design().links().size();
            single(
                QStringLiteral("connect"), nothing,
                [&] { return connectDevices(window, pair->first, pair->second); },
                [&] { return window.design().links().size() == links + 1; });
        }
        if (edits.contains(QLatin1String("add-rack"))) {
            const size_t racks = window.design().racks().size();
            single(
                QStringLiteral("add rack"),
                [&] {
                    select(window, {});
                    drainPostedEvents();
                },
                [&] { return addRack(window); },
                [&] { return window.design().racks().size() == racks + 1; });
        }
        if (edits.contains(QLatin1String("delete-rack")))
            single(
                QStringLiteral("delete rack"),
                [&] {
                    select(window, {dgxRack});
                    drainPostedEvents();
                },
                [&] { return deleteRack(window, dgxRack); },
                [&] { return !window.design().rack(dgxRack) && !window.design().device(dgx); });
        if (edits.contains(QLatin1String("catalog")))
            bench.repeat({QStringLiteral("catalog change")}, [&] {
                const QString yaml = scratch.filePath(QStringLiteral("bench-server.yaml"));
                QFile f(yaml);
                require(
                    f.open(QIODevice::WriteOnly) &&
                        f.write(
                            "manufacturer: Bench\nmodel: Bench Server\nslug: bench-server\n"
                            "u_height: 1\npower-ports:\n  - name: PSU1\n    maximum_draw: 500\n") >
                            0,
                    QStringLiteral("write ") + yaml);
                f.close();
                const Figures imported = bench.time(QStringLiteral("catalog change"),
                                                    [&] { return importDeviceType(window, yaml); });
                require(catalogOf(window).model(QStringLiteral("bench-server")),
                        QStringLiteral("catalog change"));
                return std::vector{imported};
            });
        if (edits.contains(QLatin1String("select-all")))
            bench.repeat(
                {QStringLiteral("select all"), QStringLiteral("delete all"),
                 QStringLiteral("undo all")},
                [&] {
                    select(window, {});
                    drainPostedEvents();
                    const size_t devices = window.design().devices().size();
                    const Figures all =
                        bench.time(QStringLiteral("select all"), [&] { return selectAll(window); });
                    require(window.selection().size() >= qsizetype(devices),
                            QStringLiteral("select all"));
                    const Figures removed = bench.time(QStringLiteral("delete all"),
                                                       [&] { return deleteSelection(window); });
                    require(window.design().devices().empty(), QStringLiteral("delete all"));
                    const Figures back = bench.time(
                        QStringLiteral("undo all"), [&] { return undo(window); }, Before::AsItIs);
                    require(window.design().devices().size() == devices,
                            QStringLiteral("undo all"));
                    return std::vector{all, removed, back};
                });
    }

    watchdog.print(stdout);
    if (!shot.isEmpty()) {
        // The last edit was undone, untimed: select and delete the DGX once more, for the picture.
        select(window, {dgx});
        deleteSelection(window);
        waitForFigures(window);
        drainPostedEvents();
        if (!window.grab().save(shot))
            err << "cannot write " << shot << Qt::endl;
    }
    window.document()->undoStack()->setClean();
    return 0;
}

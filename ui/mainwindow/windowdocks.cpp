#include "windowdocks.h"

#include "costs/costspanel.h"
#include "panels/catalogpalette.h"
#include "panels/fabricspanel.h"
#include "panels/facilityelementpage.h"
#include "panels/inspector.h"
#include "panels/powerchainpanel.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"
#include "panels/workloadpanel.h"
#include "scrollpage.h"
#include "session/document.h"
#include "session/livesession.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLayout>
#include <QMainWindow>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoView>

namespace podcad {

WindowDocks::WindowDocks(QMainWindow *window, LiveSession *session)
    : QObject(window)
    , mWindow(window)
    , mPalette(new CatalogPalette(window))
    , mInspector(new Inspector(session->document(), session->selection(), window))
    , mTotals(new TotalsPanel(session, window))
    , mFabrics(new FabricsPanel(session, window))
    , mRacks(new RacksTable(session, window))
    , mProblems(new ProblemsList(session, window))
{
    mPalette->setCatalog(session->catalogSnapshot());
    mInspector->setCablePlan(session->cablePlan());
    // A selected facility element's load and utilisation come with each live result.
    FacilityElementPage *facility = mInspector->facilityPage();
    facility->setAnalysis(session->analysisShared());
    connect(session, &LiveSession::ready, facility, [facility, session] {
        facility->setAnalysis(session->analysisShared());
        facility->showFigures();
    });
    connect(session, &LiveSession::catalogChanged, mPalette,
            [this, session] { mPalette->setCatalog(session->catalogSnapshot()); });
    auto *history = new QUndoView(session->document()->undoStack(), window);
    history->setEmptyLabel(tr("<opened design>"));

    QDockWidget *palette =
        add(tr("Catalog"), QStringLiteral("catalogDock"), mPalette, Qt::LeftDockWidgetArea);
    QDockWidget *inspector =
        add(tr("Inspector"), QStringLiteral("inspectorDock"), mInspector, Qt::RightDockWidgetArea);
    mTotalsDock = add(tr("Totals"), QStringLiteral("totalsDock"), mTotals, Qt::RightDockWidgetArea);
    QDockWidget *undo =
        add(tr("Undo History"), QStringLiteral("undoDock"), history, Qt::LeftDockWidgetArea);
    mRacksDock = add(tr("Racks"), QStringLiteral("racksDock"), mRacks, Qt::BottomDockWidgetArea);
    QDockWidget *problems =
        add(tr("Problems"), QStringLiteral("problemsDock"), mProblems, Qt::BottomDockWidgetArea);
    window->splitDockWidget(palette, undo, Qt::Vertical);
    window->splitDockWidget(inspector, mTotalsDock, Qt::Vertical);
    // Eight columns need the width of the bottom area; the Totals dock shows each fabric's
    // bisection too, so the headline figure stays in sight while this tab is behind another.
    mFabricsDock =
        add(tr("Fabrics"), QStringLiteral("fabricsDock"), mFabrics, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(mRacksDock, mFabricsDock);
    window->tabifyDockWidget(mFabricsDock, problems);
    mCosts = new CostsPanel(session, window);
    // The bottom docks share one tab group, which is as tall as the tallest minimum among them:
    // the costs scroll when the group is a few rows high (1280x720) instead of holding the
    // racks at the height of the BOM, its figures and the charts; in a ScrollPage, they first
    // shrink to their minimum (their wrapped headline would hold them at their preferred
    // height). Raised, the group grows for them while the views keep half of the window
    // (settleBottom).
    auto *costsScroll = new QScrollArea(window);
    costsScroll->setObjectName(QStringLiteral("costsScroll"));
    costsScroll->setFrameShape(QFrame::NoFrame);
    costsScroll->setWidgetResizable(true);
    costsScroll->setWidget(new ScrollPage(mCosts, costsScroll));
    mCostsDock =
        add(tr("Costs"), QStringLiteral("costsDock"), costsScroll, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(problems, mCostsDock);
    // What the design is for, beside the money: the same bottom group, so that the form and its
    // answer get the window's width (the form scrolls in the group's few rows at 1280x720).
    mWorkload = new WorkloadPanel(session, window);
    mWorkloadDock =
        add(tr("Workload"), QStringLiteral("workloadDock"), mWorkload, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(mCostsDock, mWorkloadDock);
    // The facility as a single-line diagram: levels run left to right, so the width of the
    // bottom area suits it.
    mPowerChain = new PowerChainPanel(session, window);
    mPowerChainDock = add(tr("Power Chain"), QStringLiteral("powerChainDock"), mPowerChain,
                          Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(mWorkloadDock, mPowerChainDock);
    mRacksDock->raise();
    // A tab of the group raised (clicked, View menu): the group takes the height that dock wants,
    // or gives back what the last one took.
    for (QDockWidget *bottom :
         {mRacksDock, mFabricsDock, problems, mCostsDock, mWorkloadDock, mPowerChainDock})
        connect(
            bottom, &QDockWidget::visibilityChanged, this,
            [this, bottom](bool visible) {
                if (visible)
                    settleBottom(bottom);
            },
            Qt::QueuedConnection); // not in the middle of the tab bar's switch

    // The chain came after its dock was raised (`podcad --power-chain` as the design opens, a
    // design replaced): the group grows for it as it would have for a tab raised now (at
    // 1280x720 it stayed at the height of no chain, ~90 px), unless the person resized it since.
    connect(mPowerChain, &PowerChainPanel::wantedHeightChanged, this, [this] {
        if (mBottomGrownFor == mPowerChainDock && mPowerChainDock->isVisible() &&
            std::abs(mPowerChainDock->height() - mBottomSettledAt) <= 1)
            settleBottom(mPowerChainDock);
    });

    connect(session, &LiveSession::pendingChanged, this, [this](bool pending) {
        // Shown only while a newer result is on its way: the figures below are the previous ones.
        const QString suffix = pending ? tr(" (updating...)") : QString();
        mTotalsDock->setWindowTitle(tr("Totals") + suffix);
        mRacksDock->setWindowTitle(tr("Racks") + suffix);
        mFabricsDock->setWindowTitle(tr("Fabrics") + suffix);
    });
}

QDockWidget *WindowDocks::add(const QString &title, const QString &name, QWidget *widget,
                              Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, mWindow);
    dock->setObjectName(name);
    dock->setWidget(widget);
    mWindow->addDockWidget(area, dock);
    return dock;
}

QDockWidget *WindowDocks::dock(const QString &name) const
{
    return mWindow->findChild<QDockWidget *>(name);
}

void WindowDocks::fit(const QSize &window)
{
    QDockWidget *palette = dock(QStringLiteral("catalogDock"));
    QDockWidget *undo = dock(QStringLiteral("undoDock"));
    QDockWidget *inspector = dock(QStringLiteral("inspectorDock"));
    // A dock is its widget and a title bar.
    const auto title = [](const QDockWidget *dock) {
        return std::max(0, dock->sizeHint().height() - dock->widget()->sizeHint().height());
    };
    // Across: the catalog as wide as its longest SKU, the inspector and totals as wide as their
    // figures; the views keep at least half of the window.
    const int paletteWidth = std::min(palette->sizeHint().width(), window.width() * 3 / 10);
    const int rightWidth =
        std::clamp(window.width() / 4, 340, 400); // "Facility power (PUE 1.30)" whole
    mWindow->resizeDocks({palette, inspector}, {paletteWidth, rightWidth}, Qt::Horizontal);

    // Down: what the menu, tool and status bars leave. The racks and costs get a few rows (the
    // Costs dock grows when raised, settleBottom), the catalog most of its column.
    const int body =
        window.height() - mWindow->menuBar()->sizeHint().height() -
        mWindow->findChild<QToolBar *>(QStringLiteral("mainToolBar"))->sizeHint().height() -
        mWindow->statusBar()->sizeHint().height();
    const int rows = mRacks->verticalHeader()->defaultSectionSize();
    const int bottom =
        std::min(title(mRacksDock) + mRacks->horizontalHeader()->sizeHint().height() + 6 * rows +
                     2 * mRacks->frameWidth() + 2 * rows, // the tabs of the bottom docks
                 body / 4);
    mWindow->resizeDocks({mRacksDock}, {bottom}, Qt::Vertical);
    mWindow->resizeDocks({palette, undo}, {(body - bottom) * 3 / 4, (body - bottom) / 4},
                         Qt::Vertical);
    if (mWindow->isVisible())
        mWindow->layout()->activate(); // the right column's height as it is, not as estimated
    const int column =
        mWindow->isVisible() && !inspector->isFloating() && !mTotalsDock->isFloating()
            ? inspector->height() + mTotalsDock->height()
            : body - bottom;
    // Totals whole when there is room (1920x1080); else as much as leaves the inspector a
    // readable page (it scrolls). Half a row to spare: a maximised window can lose a few pixels
    // to its frame after this, and the docks share the loss.
    constexpr int kInspectorMin = 200;
    const int totals =
        std::min(title(mTotalsDock) + rows / 2 + mTotals->heightForRows(TotalsPanel::kTypicalRows),
                 std::max(column / 2, column - kInspectorMin));
    mWindow->resizeDocks({inspector, mTotalsDock}, {column - totals, totals}, Qt::Vertical);
}

void WindowDocks::showCosts()
{
    mCostsDock->show();
    mCostsDock->raise();
    settleBottom(mCostsDock);
}

void WindowDocks::showWorkload()
{
    mWorkloadDock->show();
    mWorkloadDock->raise();
    settleBottom(mWorkloadDock);
}

void WindowDocks::showPowerChain()
{
    mPowerChainDock->show();
    mPowerChainDock->raise();
    settleBottom(mPowerChainDock);
}

int WindowDocks::costsHeight() const
{
    // More than 2/5 of a 1280x720 window; the group never takes more than settleBottom allows.
    const int title = mCostsDock->sizeHint().height() - mCostsDock->widget()->sizeHint().height();
    return std::max(mWindow->height() * 2 / 5, mCosts->sizeHint().height() + title);
}

int WindowDocks::workloadHeight() const
{
    return mWindow->height() * 2 / 5;
}

void WindowDocks::settleBottom(QDockWidget *shown)
{
    if (!shown->isVisible() || shown->isFloating() ||
        mWindow->dockWidgetArea(shown) != Qt::BottomDockWidgetArea)
        return;
    mWindow->layout()->activate(); // the raised tab's height as laid out, not as it was hidden
    const int height = shown->height();
    // Not the height grown to: the person dragged the group (or a dock left it) since, and
    // the height it has now is its own.
    if (mBottomGrownTo != 0 && std::abs(height - mBottomGrownTo) > 1)
        mBottomGrownTo = 0;
    const int base = mBottomGrownTo != 0 ? mBottomBase : height;
    const int wanted = shown == mCostsDock        ? costsHeight()
                       : shown == mWorkloadDock   ? workloadHeight()
                       : shown == mPowerChainDock ? mPowerChain->wantedHeight()
                                                  : 0;
    int target = base;
    if (wanted > base) {
        // The views keep half of the window: at 1280x720 the floor is still the floor, and a
        // 64-SU design's minimap does not cover most of it.
        const int views = mWindow->centralWidget()->height() + height - base;
        target = std::min(wanted, base + std::max(0, views - mWindow->height() / 2));
    }
    if (target != height)
        setBottomHeight(shown, target);
    mBottomBase = base;
    mBottomGrownTo = target > base ? shown->height() : 0;
    mBottomGrownFor = shown;
    mBottomSettledAt = shown->height();
}

void WindowDocks::giveBackGrowth()
{
    if (mBottomGrownTo != 0 && mBottomGrownFor && mBottomGrownFor->isVisible() &&
        std::abs(mBottomGrownFor->height() - mBottomGrownTo) <= 1)
        setBottomHeight(mBottomGrownFor, mBottomBase);
    mBottomGrownTo = 0;
}

void WindowDocks::setBottomHeight(QDockWidget *dock, int height)
{
    mWindow->resizeDocks({dock}, {height}, Qt::Vertical);
    // Tabbed with the other bottom docks, the size given is the group's, their tab bar included.
    mWindow->layout()->activate();
    if (const int missing = height - dock->height(); missing != 0)
        mWindow->resizeDocks({dock}, {height + missing}, Qt::Vertical);
    mWindow->layout()->activate();
}

} // namespace podcad

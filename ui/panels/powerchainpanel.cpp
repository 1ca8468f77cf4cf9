#include "powerchainpanel.h"

#include "analysis/facilitywhatiftext.h"
#include "facilitydiagramview.h"
#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"

#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace podcad {

PowerChainPanel::PowerChainPanel(LiveSession *session, QWidget *parent)
    : QWidget(parent)
    , mSession(session)
    , mTabs(new QTabWidget(this))
    , mEmpty(new QLabel(tr("The design has no power chain or cooling plant: add facility "
                           "elements in the Hall view or generate the design with a facility."),
                        this))
    , mPower(new FacilityDiagramView(this))
    , mCooling(new FacilityDiagramView(this))
    , mFit(new QToolButton(this))
    , mWhatIf(new QWidget(this))
    , mWhatIfHeadline(new QLabel(mWhatIf))
    , mWhatIfList(new QListWidget(mWhatIf))
{
    setObjectName(QStringLiteral("powerChainPanel"));
    mEmpty->setWordWrap(true);
    mPower->setObjectName(QStringLiteral("powerChainView"));
    mCooling->setObjectName(QStringLiteral("coolingPlantView"));
    mTabs->addTab(mPower, tr("Power"));
    mTabs->addTab(mCooling, tr("Cooling"));
    // Fit in the tab bar's corner, where it costs no height: the dock is a few rows high.
    mFit->setObjectName(QStringLiteral("facilityFitButton"));
    mFit->setText(tr("Fit"));
    mFit->setToolTip(tr("Fit the diagram to the dock (Ctrl+wheel zooms about the cursor)"));
    mFit->setAutoRaise(true);
    mTabs->setCornerWidget(mFit, Qt::TopRightCorner);
    connect(mFit, &QToolButton::clicked, this, [this] { currentView()->fit(); });
    mWhatIfHeadline->setObjectName(QStringLiteral("facilityWhatIfHeadline"));
    mWhatIfHeadline->setWordWrap(true);
    mWhatIfList->setObjectName(QStringLiteral("facilityWhatIfList"));
    auto *whatIf = new QVBoxLayout(mWhatIf);
    whatIf->setContentsMargins(0, 0, 0, 0);
    whatIf->addWidget(mWhatIfHeadline);
    whatIf->addWidget(mWhatIfList, 1);
    mWhatIf->hide();
    // A column of about 50 characters: the sentence wraps, the diagram keeps the width.
    mWhatIf->setMaximumWidth(fontMetrics().averageCharWidth() * 50);
    // The result beside the diagram: the bottom group is a few rows high at 1280x720, and the
    // diagram needs that height more than its width.
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(mTabs);
    splitter->addWidget(mWhatIf);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(mEmpty);
    layout->addWidget(splitter, 1);
    connect(mPower, &FacilityDiagramView::boxClicked, this, &PowerChainPanel::select);
    connect(mCooling, &FacilityDiagramView::boxClicked, this, &PowerChainPanel::select);
    connect(mWhatIfList, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const QString id = item->data(Qt::UserRole).toString();
        if (!id.isEmpty())
            select({id});
    });
    connect(session, &LiveSession::ready, this, &PowerChainPanel::refresh);
    connect(session->selection(), &Selection::changed, this,
            [this](const QStringList &ids) { showSelection(ids); });
    refresh();
    const QStringList &selected = session->selection()->ids();
    mPower->setHighlighted(QSet<QString>(selected.begin(), selected.end()));
    mCooling->setHighlighted(QSet<QString>(selected.begin(), selected.end()));
}

FacilityDiagramView *PowerChainPanel::currentView() const
{
    return mTabs->currentIndex() == 1 ? mCooling : mPower;
}

void PowerChainPanel::showSelection(const QStringList &ids)
{
    const QSet<QString> selected(ids.begin(), ids.end());
    mPower->setHighlighted(selected);
    mCooling->setHighlighted(selected);
    if (selected.isEmpty())
        return;
    // An element of the other chain raises its tab; a rack is in both, so the tab stays.
    FacilityDiagramView *view = currentView();
    const int here = view->firstBoxOf(selected);
    if (here < 0 || view->chain().boxes[size_t(here)].rackGroup) {
        FacilityDiagramView *other = view == mPower ? mCooling : mPower;
        const int there = other->firstBoxOf(selected);
        if (there >= 0 && !other->chain().boxes[size_t(there)].rackGroup) {
            mTabs->setCurrentWidget(other);
            other->showBox(there);
            return;
        }
    }
    view->showBox(here);
}

void PowerChainPanel::refresh()
{
    FacilityDiagram diagram =
        facilityDiagram(mSession->document()->design(), mSession->analysis(), true);
    const bool empty = diagram.empty();
    const int wanted = wantedHeight();
    mEmpty->setVisible(empty);
    mTabs->setVisible(!empty);
    mPower->setChain(std::move(diagram.power));
    mCooling->setChain(std::move(diagram.cooling));
    if (wantedHeight() != wanted)
        Q_EMIT wantedHeightChanged();
}

int PowerChainPanel::wantedHeight() const
{
    const int diagram = std::max(mPower->sizeHint().height(), mCooling->sizeHint().height());
    // Tab bar, the tab's frame, a horizontal scroll bar and the margins (the views fit what
    // they get: the window keeps half of its height for the editor).
    return diagram + mTabs->tabBar()->sizeHint().height() +
           style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16;
}

void PowerChainPanel::select(const QStringList &ids)
{
    // Shown first: the views select what they show, and a rack group is all of its racks.
    if (!ids.isEmpty())
        Q_EMIT objectActivated(ids.front());
    mSession->selection()->set(ids);
}

void PowerChainPanel::showWhatIf(const FacilityWhatIf &result, bool worst)
{
    const Design &design = mSession->document()->design();
    mWhatIfHeadline->setText(facilityWhatIfSentence(design, result, worst));
    // The failed elements crossed out, and the tab of the first one raised with it in view.
    const QSet<QString> failed(result.failed.begin(), result.failed.end());
    mPower->setFailed(failed);
    mCooling->setFailed(failed);
    if (!result.failed.empty())
        for (FacilityDiagramView *view : {mPower, mCooling})
            if (const int box = view->boxOf(result.failed.front()); box >= 0) {
                mTabs->setCurrentWidget(view);
                view->showBox(box);
            }
    mWhatIfList->clear();
    const auto add = [this](const QString &text, const QString &id, bool bad) {
        auto *item = new QListWidgetItem(text, mWhatIfList);
        item->setData(Qt::UserRole, id);
        if (bad)
            item->setForeground(QColor(180, 30, 30));
    };
    for (const QString &id : result.failed)
        add(tr("Failed: %1").arg(facilityElementLabel(design, id)), id, false);
    for (const QString &id : result.racksWithoutPower)
        add(tr("Without power: rack %1").arg(shownName(design, id)), id, true);
    for (const QString &id : result.racksWithoutCooling)
        add(tr("Without cooling: rack %1").arg(shownName(design, id)), id, true);
    for (const QString &id : result.coolingUnitsCut)
        add(tr("No heat rejection left: %1").arg(facilityElementLabel(design, id)), id, false);
    for (const FacilityWhatIf::Over &over : result.elementsOver)
        add(tr("Over: %1").arg(facilityLoadText(design, over)), over.id, true);
    for (const FacilityWhatIf::Over &over : result.overBeforeFailure)
        add(tr("Over with nothing failed: %1").arg(facilityLoadText(design, over)), over.id, true);
    if (result.tightest)
        add(tr("Least headroom: %1").arg(facilityLoadText(design, *result.tightest)),
            result.tightest->id, false);
    mWhatIf->show();
}

} // namespace podcad

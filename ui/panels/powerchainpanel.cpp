#include "powerchainpanel.h"

#include "analysis/facilitywhatiftext.h"
#include "facilitydiagramview.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"

#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace podcad {

namespace {

QScrollArea *scrolled(QWidget *widget, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(widget);
    area->setWidgetResizable(false);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

} // namespace

PowerChainPanel::PowerChainPanel(LiveSession *session, QWidget *parent)
    : QWidget(parent)
    , mSession(session)
    , mTabs(new QTabWidget(this))
    , mEmpty(new QLabel(tr("The design has no power chain or cooling plant: add facility "
                           "elements in the Hall view or generate the design with a facility."),
                        this))
    , mPower(new FacilityDiagramView(this))
    , mCooling(new FacilityDiagramView(this))
    , mWhatIfHeadline(new QLabel(this))
    , mWhatIfList(new QListWidget(this))
{
    setObjectName(QStringLiteral("powerChainPanel"));
    mEmpty->setWordWrap(true);
    mTabs->addTab(scrolled(mPower, mTabs), tr("Power"));
    mTabs->addTab(scrolled(mCooling, mTabs), tr("Cooling"));
    mWhatIfHeadline->setObjectName(QStringLiteral("facilityWhatIfHeadline"));
    mWhatIfHeadline->setWordWrap(true);
    mWhatIfList->setObjectName(QStringLiteral("facilityWhatIfList"));
    mWhatIfList->setMaximumHeight(mWhatIfList->fontMetrics().height() * 6);
    mWhatIfHeadline->hide();
    mWhatIfList->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(mEmpty);
    layout->addWidget(mTabs, 1);
    layout->addWidget(mWhatIfHeadline);
    layout->addWidget(mWhatIfList);
    connect(mPower, &FacilityDiagramView::boxClicked, this, &PowerChainPanel::select);
    connect(mCooling, &FacilityDiagramView::boxClicked, this, &PowerChainPanel::select);
    connect(mWhatIfList, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const QString id = item->data(Qt::UserRole).toString();
        if (!id.isEmpty())
            select({id});
    });
    connect(session, &LiveSession::ready, this, &PowerChainPanel::refresh);
    refresh();
}

void PowerChainPanel::refresh()
{
    FacilityDiagram diagram =
        facilityDiagram(mSession->document()->design(), mSession->analysis(), true);
    const bool empty = diagram.empty();
    mEmpty->setVisible(empty);
    mTabs->setVisible(!empty);
    mPower->setChain(std::move(diagram.power));
    mCooling->setChain(std::move(diagram.cooling));
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
        add(tr("Without power: rack %1").arg(id), id, true);
    for (const QString &id : result.racksWithoutCooling)
        add(tr("Without cooling: rack %1").arg(id), id, true);
    for (const FacilityWhatIf::Over &over : result.elementsOver)
        add(tr("Over: %1, %2 of %3 kW")
                .arg(facilityElementLabel(design, over.id), format::kilowatts(over.loadKw),
                     format::kilowatts(over.capacityKw)),
            over.id, true);
    mWhatIfHeadline->show();
    mWhatIfList->show();
}

} // namespace podcad

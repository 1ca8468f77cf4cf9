#include "facilitypage.h"

#include "analysis/facilitywhatif.h"
#include "analysis/facilitywhatiftext.h"
#include "export/facilitydiagrampainter.h"
#include "model/design.h"
#include "presentationstyle.h"
#include "session/document.h"
#include "session/livesession.h"

#include <QFutureWatcher>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace podcad {

FacilityPage::FacilityPage(LiveSession *live, QWidget *parent)
    : QWidget(parent)
    , mLive(live)
    , mHeadline(presentation::label(QString(), 16, false, this))
{
    setObjectName(QStringLiteral("facilityPage"));
    mHeadline->setObjectName(QStringLiteral("facilityHeadline"));
    mHeadline->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mHeadline);
    layout->addStretch(1);
    connect(mLive, &LiveSession::ready, this, &FacilityPage::onSnapshot);
    onSnapshot();
}

FacilityPage::~FacilityPage()
{
    // The worker owns its snapshots: it ends on its own, its result dropped.
    if (mWatcher)
        mWatcher->disconnect(this);
}

void FacilityPage::onSnapshot()
{
    const Design &design = mLive->document()->design();
    mDiagram = facilityDiagram(design, mLive->analysis(), true);
    const bool had = mHasFacility;
    mHasFacility = !design.facility().empty();
    update();
    if (had != mHasFacility)
        Q_EMIT availabilityChanged(mHasFacility);
    std::shared_ptr<const Catalog> catalog = mLive->catalogSnapshot();
    if (!mHasFacility || !catalog)
        return;
    if (mHeadline->text().isEmpty())
        mHeadline->setText(tr("Screening every facility element..."));
    if (mWatcher)
        mWatcher->disconnect(this);
    mWatcher = new QFutureWatcher<QString>(this);
    QFutureWatcher<QString> *watcher = mWatcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        mHeadline->setText(watcher->result());
        watcher->deleteLater();
        mWatcher = nullptr;
        Q_EMIT headlineReady();
    });
    watcher->setFuture(QtConcurrent::run([design, catalog] {
        const std::optional<FacilityWhatIf> worst = worstFacilityFailure(design, *catalog, {});
        return worst ? facilityWhatIfSentence(design, *worst, true) : QString();
    }));
}

QRectF FacilityPage::chainArea(bool power) const
{
    const double top = mHeadline->geometry().bottom() + 12;
    const double height = (this->height() - top) / 2;
    return QRectF(0, power ? top : top + height, width(), height - 8);
}

double FacilityPage::chainScale(bool power) const
{
    const FacilityDiagram::Chain &chain = power ? mDiagram.power : mDiagram.cooling;
    if (chain.empty())
        return 0;
    // One scale for both chains, so that their boxes read alike; room for each chain's caption
    // over it; a small chain is not blown up past what legibility needs.
    double scale = 2.5;
    for (const bool which : {true, false}) {
        const FacilityDiagram::Chain &c = which ? mDiagram.power : mDiagram.cooling;
        const QRectF area = chainArea(which);
        if (c.empty())
            continue;
        if (area.height() <= 30)
            return 0;
        scale = std::min(
            {scale, area.width() / c.bounds.width(), (area.height() - 30) / c.bounds.height()});
    }
    return scale;
}

void FacilityPage::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    for (const bool power : {true, false}) {
        const FacilityDiagram::Chain &chain = power ? mDiagram.power : mDiagram.cooling;
        const double scale = chainScale(power);
        if (scale <= 0)
            continue;
        const QRectF area = chainArea(power);
        QFont caption = font();
        caption.setBold(true);
        caption.setPointSizeF(std::max(7.0, mHeadline->font().pointSizeF() * 0.8));
        painter.setFont(caption);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(area.left(), area.top(), area.width(), 28),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         power ? tr("Power chain") : tr("Cooling plant"));
        painter.save();
        // Centred across, under the caption.
        const double width = chain.bounds.width() * scale;
        painter.translate(area.left() + (area.width() - width) / 2, area.top() + 30);
        painter.scale(scale, scale);
        QFont box = font();
        box.setPointSizeF(8);
        painter.setFont(box);
        paintFacilityChain(painter, chain);
        painter.restore();
    }
}

} // namespace podcad

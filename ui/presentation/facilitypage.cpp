#include "facilitypage.h"

#include "analysis/facilitywhatif.h"
#include "analysis/facilitywhatiftext.h"
#include "export/facilitydiagrampainter.h"
#include "model/design.h"
#include "presentationstyle.h"
#include "session/document.h"
#include "session/livesession.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

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

// The worker owns its snapshots: it ends on its own, its result dropped (BackgroundTask).
FacilityPage::~FacilityPage() = default;

void FacilityPage::onSnapshot()
{
    const Design &design = mLive->document()->design();
    mDiagram = facilityDiagram(design, mLive->analysis(), true);
    const bool had = mHasFacility;
    mHasFacility = !design.facility().empty();
    layOutChains();
    update();
    if (had != mHasFacility)
        Q_EMIT availabilityChanged(mHasFacility);
    std::shared_ptr<const Catalog> catalog = mLive->catalogSnapshot();
    if (!mHasFacility || !catalog)
        return;
    if (mHeadline->text().isEmpty())
        mHeadline->setText(tr("Screening every facility element..."));
    // A newer snapshot supersedes the screening of the last one, which stops at its next check.
    mTask.start(
        [design, catalog](const BackgroundTask::Control &control) {
            AnalysisOptions options;
            options.cancel = control.cancelFlag();
            const std::optional<FacilityWhatIf> worst =
                worstFacilityFailure(design, *catalog, options);
            return worst && !worst->cancelled ? facilityWhatIfSentence(design, *worst, true)
                                              : QString();
        },
        [this](const QString &sentence) {
            mHeadline->setText(sentence);
            // The sentence may take another line: the chains get what is left.
            layout()->activate();
            layOutChains();
            update();
            Q_EMIT headlineReady();
        });
}

QRectF FacilityPage::chainArea(bool power) const
{
    return power ? mPowerArea : mCoolingArea;
}

double FacilityPage::chainScale(bool power) const
{
    return power ? mPowerScale : mCoolingScale;
}

const FacilityDiagram::Chain &FacilityPage::shownChain(bool power) const
{
    return power ? mPowerShown : mCoolingShown;
}

void FacilityPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layOutChains();
}

void FacilityPage::layOutChains()
{
    // Side by side under the sentence, each in a column with a caption over it, each laid out
    // with the wrap (fitChain) that draws it largest there: a chain of 18 busways in one column
    // shrank to a strip a hundred pixels wide. The split between the columns is the one that
    // draws the smaller of the two largest.
    mPowerScale = mCoolingScale = 0;
    mPowerArea = mCoolingArea = QRectF();
    mPowerShown = mDiagram.power;
    mCoolingShown = mDiagram.cooling;
    const double top = mHeadline->geometry().bottom() + 12;
    const QRectF all(0, top, width(), height() - top);
    if (all.height() <= kCaption + 20 || all.width() <= 40)
        return;
    const auto fitted = [&](FacilityDiagram::Chain &chain, const QRectF &area) {
        return fitChain(chain, QSizeF(area.width(), area.height() - kCaption), kMaxScale);
    };
    const bool power = !mDiagram.power.empty(), cooling = !mDiagram.cooling.empty();
    if (power != cooling) {
        (power ? mPowerArea : mCoolingArea) = all;
        if (power)
            mPowerScale = fitted(mPowerShown, all);
        else
            mCoolingScale = fitted(mCoolingShown, all);
        return;
    }
    if (!power)
        return;
    constexpr double gap = 24;
    double best = -1, bestShare = 0.5;
    for (double share = 0.3; share <= 0.701; share += 0.05) {
        FacilityDiagram::Chain p = mDiagram.power, c = mDiagram.cooling;
        const double left = (all.width() - gap) * share;
        const double sp = fitted(p, QRectF(0, 0, left, all.height()));
        const double sc = fitted(c, QRectF(0, 0, all.width() - gap - left, all.height()));
        if (std::min(sp, sc) > best + 1e-9) {
            best = std::min(sp, sc);
            bestShare = share;
        }
    }
    const double left = (all.width() - gap) * bestShare;
    mPowerArea = QRectF(all.left(), all.top(), left, all.height());
    mCoolingArea =
        QRectF(all.left() + left + gap, all.top(), all.width() - gap - left, all.height());
    mPowerScale = fitted(mPowerShown, mPowerArea);
    mCoolingScale = fitted(mCoolingShown, mCoolingArea);
}

void FacilityPage::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    for (const bool power : {true, false}) {
        const FacilityDiagram::Chain &chain = shownChain(power);
        const double scale = chainScale(power);
        if (scale <= 0)
            continue;
        const QRectF area = chainArea(power);
        QFont caption = font();
        caption.setBold(true);
        caption.setPointSizeF(std::max(7.0, mHeadline->font().pointSizeF() * 0.8));
        painter.setFont(caption);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(area.left(), area.top(), area.width(), kCaption - 2),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         power ? tr("Power chain") : tr("Cooling plant"));
        painter.save();
        // Centred across its column, under the caption.
        const double width = chain.bounds.width() * scale;
        painter.translate(area.left() + (area.width() - width) / 2, area.top() + kCaption);
        painter.scale(scale, scale);
        QFont box = font();
        box.setPointSizeF(kBoxPointSize);
        painter.setFont(box);
        paintFacilityChain(painter, chain);
        painter.restore();
    }
}

} // namespace podcad

#include "opticspage.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "cost/opticsrows.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "presentationstyle.h"
#include "session/document.h"
#include "session/livesession.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

namespace podcad {
namespace {

const QColor kPluggable(QStringLiteral("#8c8c8c"));
const QColor kCpo(QStringLiteral("#1f4e79"));

struct BarPair final
{
    QString caption;
    double pluggable = 0;
    double cpo = 0;
    QString pluggableText;
    QString cpoText;
};

} // namespace

OpticsPage::OpticsPage(LiveSession *live, QWidget *parent)
    : QWidget(parent)
    , mLive(live)
    , mHeadline(presentation::label(QString(), 16, false, this))
{
    setObjectName(QStringLiteral("opticsPage"));
    mHeadline->setObjectName(QStringLiteral("opticsHeadline"));
    mHeadline->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mHeadline);
    layout->addStretch(1);
    connect(mLive, &LiveSession::ready, this, &OpticsPage::onSnapshot);
    onSnapshot();
}

// The worker owns its snapshots: it ends on its own, its result dropped (BackgroundTask).
OpticsPage::~OpticsPage() = default;

void OpticsPage::onSnapshot()
{
    std::shared_ptr<const Revision> revision = mLive->revisionNow();
    if (!revision)
        return;
    // A newer snapshot supersedes the comparison of the last one.
    mTask.start([revision = std::move(revision)] { return *revision->opticsComparison(); },
                [this](const OpticsComparison &comparison) { onResult(comparison); });
}

void OpticsPage::onResult(const OpticsComparison &comparison)
{
    const bool had = mComparison.comparable;
    mComparison = comparison;
    mHeadline->setText(opticsSentence(mComparison));
    update();
    if (had != mComparison.comparable)
        Q_EMIT availabilityChanged(mComparison.comparable);
    Q_EMIT comparisonReady();
}

QRectF OpticsPage::barArea() const
{
    const double top = mHeadline->geometry().bottom() + 12;
    return QRectF(0, top, width(), std::max(0.0, height() - top));
}

void OpticsPage::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!mComparison.comparable)
        return;
    const OpticsComparison &c = mComparison;
    const double pluggableUsd = c.pluggable.networkUsd() + c.energyUsd(c.pluggable);
    const double cpoUsd = c.cpo.networkUsd() + c.energyUsd(c.cpo);
    const BarPair pairs[] = {
        {tr("Network power, switches and optics at full load"), c.pluggable.networkMaxKw(),
         c.cpo.networkMaxKw(), format::power(c.pluggable.networkMaxKw()),
         format::power(c.cpo.networkMaxKw())},
        {tr("Network capex and energy over %1").arg(horizonText(c.years)), pluggableUsd, cpoUsd,
         format::usdShort(pluggableUsd), format::usdShort(cpoUsd)},
        {tr("Laser modules: transceivers, active cable ends, external lasers"),
         double(c.pluggable.laserModules), double(c.cpo.laserModules),
         format::count(c.pluggable.laserModules), format::count(c.cpo.laserModules)},
    };
    const QRectF area = barArea();
    // Each pair: a caption line and two bars, sized from the page so that they read at 1280x720
    // as at 3840x2160.
    const double block = area.height() / 3;
    const double line = std::clamp(block / 4.2, 12.0, 60.0);
    QFont captionFont = font();
    captionFont.setPixelSize(int(line * 0.45));
    captionFont.setBold(true);
    QFont valueFont = font();
    valueFont.setPixelSize(int(line * 0.45));
    const QFontMetricsF valueMetrics(valueFont);
    const double nameWidth = valueMetrics.horizontalAdvance(tr("Co-packaged")) + line;
    double valueWidth = 0;
    for (const BarPair &p : pairs)
        valueWidth = std::max({valueWidth, valueMetrics.horizontalAdvance(p.pluggableText),
                               valueMetrics.horizontalAdvance(p.cpoText)});
    valueWidth += line / 2;
    const double barLeft = area.left() + nameWidth;
    const double barRoom = std::max(10.0, area.width() - nameWidth - valueWidth);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 3; ++i) {
        const BarPair &p = pairs[i];
        const double top = area.top() + i * block;
        painter.setFont(captionFont);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(area.left(), top, area.width(), line * 1.2),
                         Qt::AlignLeft | Qt::AlignVCenter, p.caption);
        const double most = std::max(p.pluggable, p.cpo);
        for (int j = 0; j < 2; ++j) {
            const double value = j == 0 ? p.pluggable : p.cpo;
            const double y = top + line * 1.3 + j * line * 1.25;
            const double w = most > 0 ? barRoom * value / most : 0;
            painter.setFont(valueFont);
            painter.setPen(QColor(QStringLiteral("#333")));
            painter.drawText(QRectF(area.left(), y, nameWidth, line),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             j == 0 ? tr("Pluggable") : tr("Co-packaged"));
            painter.fillRect(QRectF(barLeft, y + line * 0.1, w, line * 0.8),
                             j == 0 ? kPluggable : kCpo);
            painter.drawText(QRectF(barLeft + w + line / 4, y, valueWidth, line),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             j == 0 ? p.pluggableText : p.cpoText);
        }
    }
}

} // namespace podcad

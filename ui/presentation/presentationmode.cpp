#include "presentationmode.h"

#include "cost/figureconfidence.h"
#include "costs/chartlegend.h"
#include "costs/cloudoffertext.h"
#include "costs/costcharts.h"
#include "facilitypage.h"
#include "format/moneyformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "opticspage.h"
#include "presentationstyle.h"
#include "session/livesession.h"
#include "workloadpage.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QShortcut>
#include <QSlider>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace podcad {
namespace {

constexpr int kSoftNoteChars = 150; // one line at 1280x720

using presentation::kBasePointSize;
using presentation::label;

QString yearsText(int years)
{
    return years == 1 ? QObject::tr("1 year") : QObject::tr("%1 years").arg(years);
}

} // namespace

PresentationMode::PresentationMode(LiveSession *live, const QPixmap &picture, const QString &title,
                                   QWidget *parent)
    : QWidget(parent, Qt::Window)
    , mLive(live)
    , mPicture(picture)
{
    setObjectName(QStringLiteral("presentationMode"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("%1 - Presentation").arg(title));
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, Qt::white);
    pal.setColor(QPalette::WindowText, QColor(0x22, 0x22, 0x22));
    setPalette(pal);

    mTitle = label(title, 22, true, this);
    mTitle->setObjectName(QStringLiteral("presentationTitle"));
    mTitle->setWordWrap(true);
    mHint = label(QString(), 11, false, this, QStringLiteral("#777"));
    mHint->setObjectName(QStringLiteral("presentationHint"));
    mHint->setWordWrap(true);
    mHint->setAlignment(Qt::AlignRight | Qt::AlignBottom);
    // One button per page, the current one checked; the workload's only when there is one.
    auto tab = [this](const QString &text, const QString &name) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setCheckable(true);
        b->setProperty(kBasePointSize, 11.0);
        b->setFocusPolicy(Qt::NoFocus);
        return b;
    };
    mCostsTab = tab(tr("Costs"), QStringLiteral("costsPageButton"));
    mWorkloadTab = tab(tr("Workload"), QStringLiteral("workloadPageButton"));
    mFacilityTab = tab(tr("Facility"), QStringLiteral("facilityPageButton"));
    mOpticsTab = tab(tr("Optics"), QStringLiteral("opticsPageButton"));
    auto *header = new QHBoxLayout;
    header->addWidget(mTitle, 3);
    header->addWidget(mCostsTab, 0, Qt::AlignBottom);
    header->addWidget(mWorkloadTab, 0, Qt::AlignBottom);
    header->addWidget(mFacilityTab, 0, Qt::AlignBottom);
    header->addWidget(mOpticsTab, 0, Qt::AlignBottom);
    header->addWidget(mHint, 2);

    mPictureLabel = new QLabel(this);
    mPictureLabel->setObjectName(QStringLiteral("presentationPicture"));
    mPictureLabel->setAlignment(Qt::AlignCenter);
    mPictureLabel->setMinimumSize(160, 100);
    mPictureLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    mPictureLabel->setStyleSheet(QStringLiteral("border: 1px solid #ddd;"));
    // The picture follows the label's own size, which its page's layout sets only when that page
    // is shown: the page's first resize comes before it.
    mPictureLabel->installEventFilter(this);

    // The figures in one band across the page, four to a row: each gets a quarter of the width,
    // which holds the longest value ("not within 10 years") at every supported size.
    mFigureGrid = new QGridLayout;
    addFigure(QStringLiteral("gpus"), tr("GPUs"), mFigureGrid, 0, 0);
    addFigure(QStringLiteral("pflops"), tr("PFLOPS BF16 dense"), mFigureGrid, 0, 1);
    addFigure(QStringLiteral("power"), tr("MW IT power (max)"), mFigureGrid, 0, 2);
    addFigure(QStringLiteral("gpuhour"), tr("per GPU-hour"), mFigureGrid, 0, 3);
    addFigure(QStringLiteral("capex"), tr("CapEx"), mFigureGrid, 2, 0);
    addFigure(QStringLiteral("opex"), tr("OpEx per year"), mFigureGrid, 2, 1);
    addFigure(QStringLiteral("tco"), tr("TCO"), mFigureGrid, 2, 2);
    addFigure(QStringLiteral("breakeven"), tr("Break-even vs cheapest cloud"), mFigureGrid, 2, 3);
    for (int c = 0; c < 4; ++c)
        mFigureGrid->setColumnStretch(c, 1);

    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    mChart = new QChartView(chart, this);
    mChart->setObjectName(QStringLiteral("presentationChart"));
    mChart->setRenderHint(QPainter::Antialiasing);
    mChart->setMinimumSize(200, 150);
    // The chart's title as a label that wraps: Qt Charts cuts a long title at the chart's width.
    mChartTitle = label(QString(), 16, true, this);
    mChartTitle->setObjectName(QStringLiteral("presentationChartTitle"));
    mChartTitle->setWordWrap(true);
    mChartTitle->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    // Said when the offers compared have another GPU than the design (none has the design's).
    mCloudNote = label(QString(), 12, false, this, QStringLiteral("#b35900"));
    mCloudNote->setObjectName(QStringLiteral("presentationCloudNote"));
    mCloudNote->setWordWrap(true);
    mCloudNote->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    mCloudNote->hide();
    // One line under the page's figures, never a footnote per figure: the room sees which totals
    // could move when the datasheets arrive.
    mSoftNote = label(QString(), 11, false, this, QStringLiteral("#777"));
    mSoftNote->setObjectName(QStringLiteral("presentationSoftFigures"));
    mSoftNote->setWordWrap(true);
    mSoftNote->hide();
    mLegend = new ChartLegend(chart, 12, /*compact=*/false, this);
    mLegend->setObjectName(QStringLiteral("presentationLegend"));
    mLegend->setProperty(kBasePointSize, 12.0);

    auto slider = [this](int min, int max, const QString &name) {
        auto *s = new QSlider(Qt::Horizontal, this);
        s->setObjectName(name);
        s->setRange(min, max);
        s->setMinimumWidth(60);
        connect(s, &QSlider::valueChanged, this, &PresentationMode::update);
        return s;
    };
    mUtilization = slider(5, 100, QStringLiteral("utilizationSlider"));
    mElectricity = slider(1, 50, QStringLiteral("electricitySlider"));
    mHorizon = slider(1, 10, QStringLiteral("horizonSlider"));
    mUtilizationText = label(QString(), 13, true, this);
    mUtilizationText->setObjectName(QStringLiteral("utilizationValue"));
    mElectricityText = label(QString(), 13, true, this);
    mElectricityText->setObjectName(QStringLiteral("electricityValue"));
    mHorizonText = label(QString(), 13, true, this);
    mHorizonText->setObjectName(QStringLiteral("horizonValue"));
    auto *reset = new QPushButton(tr("Design values"), this);
    reset->setObjectName(QStringLiteral("resetWhatIf"));
    reset->setProperty(kBasePointSize, 11.0);
    connect(reset, &QPushButton::clicked, this, &PresentationMode::resetToDesign);
    auto *close = new QPushButton(tr("Leave (Esc)"), this);
    close->setObjectName(QStringLiteral("leavePresentation"));
    close->setProperty(kBasePointSize, 11.0);
    connect(close, &QPushButton::clicked, this, &QWidget::close);
    mSliders = new QHBoxLayout;
    for (auto [caption, s, text] : {std::tuple{tr("Utilization"), mUtilization, mUtilizationText},
                                    std::tuple{tr("Electricity"), mElectricity, mElectricityText},
                                    std::tuple{tr("Horizon"), mHorizon, mHorizonText}}) {
        mSliders->addWidget(label(caption, 13, false, this));
        mSliders->addWidget(s, 1);
        mSliders->addWidget(text);
    }
    mSliders->addWidget(reset);
    mSliders->addWidget(close);

    auto *chartColumn = new QVBoxLayout;
    chartColumn->setSpacing(2);
    chartColumn->addWidget(mChartTitle);
    chartColumn->addWidget(mCloudNote);
    chartColumn->addWidget(mChart, 1);
    chartColumn->addWidget(mLegend);
    mBody = new QHBoxLayout;
    mBody->addWidget(mPictureLabel, 9);
    mBody->addLayout(chartColumn, 11);
    // The cost page's widgets move into their page when its layout takes them.
    mCostPage = new QWidget(this);
    mCostPage->setObjectName(QStringLiteral("costPage"));
    mCostLayout = new QVBoxLayout(mCostPage);
    mCostLayout->setContentsMargins(0, 0, 0, 0);
    mCostLayout->addLayout(mFigureGrid);
    mCostLayout->addLayout(mBody, 1);
    mCostLayout->addWidget(mSoftNote);
    mCostLayout->addLayout(mSliders);
    mWorkload = new WorkloadPage(mLive, this);
    mPages = new QStackedWidget(this);
    mPages->setObjectName(QStringLiteral("presentationPages"));
    mPages->addWidget(mCostPage);
    mPages->addWidget(mWorkload);
    mFacility = new FacilityPage(mLive, this);
    mPages->addWidget(mFacility);
    mOptics = new OpticsPage(mLive, this);
    mPages->addWidget(mOptics);
    for (auto [button, page] : {std::pair<QPushButton *, QWidget *>{mCostsTab, mCostPage},
                                {mWorkloadTab, mWorkload},
                                {mFacilityTab, mFacility},
                                {mOpticsTab, mOptics}})
        connect(button, &QPushButton::clicked, this,
                [this, page = page] { showPage(int(pages().indexOf(page))); });
    mLayout = new QVBoxLayout(this);
    mLayout->addLayout(header);
    mLayout->addWidget(mPages, 1);
    // Shortcuts, not key presses: a focused slider would take Page Up and Page Down for itself.
    auto *next = new QShortcut(QKeySequence(Qt::Key_PageDown), this);
    connect(next, &QShortcut::activated, this, [this] { showPage(currentPage() + 1); });
    auto *previous = new QShortcut(QKeySequence(Qt::Key_PageUp), this);
    connect(previous, &QShortcut::activated, this, [this] { showPage(currentPage() - 1); });
    connect(mWorkload, &WorkloadPage::availabilityChanged, this, &PresentationMode::onPagesChanged);
    connect(mFacility, &FacilityPage::availabilityChanged, this, &PresentationMode::onPagesChanged);
    connect(mOptics, &OpticsPage::availabilityChanged, this, &PresentationMode::onPagesChanged);
    onPagesChanged();
    rescale(QSize(1920, 1080));

    connect(mLive, &LiveSession::ready, this, &PresentationMode::onSnapshot);
    onSnapshot();
}

QList<QWidget *> PresentationMode::pages() const
{
    QList<QWidget *> shown{mCostPage};
    if (mWorkload->hasWorkload())
        shown << mWorkload;
    if (mFacility->hasFacility())
        shown << mFacility;
    if (mOptics->hasComparison())
        shown << mOptics;
    return shown;
}

int PresentationMode::currentPage() const
{
    return std::max(0, int(pages().indexOf(mPages->currentWidget())));
}

int PresentationMode::pageCount() const
{
    return int(pages().size());
}

void PresentationMode::showPage(int page)
{
    page = std::clamp(page, 0, pageCount() - 1);
    mPages->setCurrentWidget(pages().at(page));
    mCostsTab->setChecked(mPages->currentWidget() == mCostPage);
    mWorkloadTab->setChecked(mPages->currentWidget() == mWorkload);
    mFacilityTab->setChecked(mPages->currentWidget() == mFacility);
    mOpticsTab->setChecked(mPages->currentWidget() == mOptics);
    // Only what holds on this page: the sliders are on the costs and the workload pages, and no
    // key turns the page of a one-page design.
    QStringList keys;
    if (mPages->currentWidget() == mCostPage || mPages->currentWidget() == mWorkload)
        keys << tr("Sliders are what-ifs: the design is not changed.");
    if (page + 1 < pageCount())
        keys << tr("Page Down: next page.");
    if (page > 0)
        keys << tr("Page Up: previous page.");
    keys << tr("Esc leaves.");
    // A line breaks between two of them, never inside one ("Esc" over "leaves.").
    for (QString &key : keys)
        key.replace(u' ', QChar::Nbsp);
    mHint->setText(keys.join(QStringLiteral("   ")));
}

void PresentationMode::onPagesChanged()
{
    // A design without a workload or a facility has one page: no buttons to turn it.
    const bool several = pageCount() > 1;
    mCostsTab->setVisible(several);
    mWorkloadTab->setVisible(mWorkload->hasWorkload());
    mFacilityTab->setVisible(mFacility->hasFacility());
    mOpticsTab->setVisible(mOptics->hasComparison());
    showPage(pages().contains(mPages->currentWidget()) ? currentPage() : 0);
}

QLabel *PresentationMode::addFigure(const QString &key, const QString &caption, QGridLayout *grid,
                                    int row, int column)
{
    QLabel *value = label(QStringLiteral("-"), 26, true, this, QStringLiteral("#1f4e79"));
    value->setObjectName(QStringLiteral("figure_") + key);
    QLabel *text = label(caption, 11, false, this, QStringLiteral("#555"));
    text->setObjectName(QStringLiteral("caption_") + key);
    value->setWordWrap(true);
    text->setWordWrap(true);
    value->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    grid->addWidget(value, row, column);
    grid->addWidget(text, row + 1, column);
    mFigures[key] = value;
    return value;
}

QLabel *PresentationMode::figure(const QString &key) const
{
    const auto it = mFigures.find(key);
    return it == mFigures.end() ? nullptr : it->second;
}

CostWhatIf PresentationMode::whatIf() const
{
    // A slider still at the design's value (rounded to its step) means the design's own value,
    // unrounded: the page then shows exactly what the Costs dock, the CLI and the PDF show.
    const CostSnapshot &s = mLive->costs();
    auto atDesign = [&](const QSlider *slider, double designValue, double perStep) {
        return s.valid && slider->value() == int(std::lround(designValue / perStep));
    };
    CostWhatIf w;
    if (!atDesign(mUtilization, s.assumptions.value(costkey::loadFactor), 0.01))
        w.utilization = mUtilization->value() / 100.0;
    if (!atDesign(mElectricity, s.assumptions.value(costkey::electricity), 0.01))
        w.electricityUsdPerKwh = mElectricity->value() / 100.0;
    if (!atDesign(mHorizon, s.assumptions.value(costkey::years), 1))
        w.years = mHorizon->value();
    return w;
}

void PresentationMode::resetToDesign()
{
    const CostSnapshot &s = mLive->costs();
    if (!s.valid)
        return;
    const QSignalBlocker b1(mUtilization), b2(mElectricity), b3(mHorizon);
    mUtilization->setValue(int(std::lround(s.assumptions.value(costkey::loadFactor) * 100)));
    mElectricity->setValue(int(std::lround(s.assumptions.value(costkey::electricity) * 100)));
    mHorizon->setValue(int(std::lround(s.assumptions.value(costkey::years))));
    update();
}

void PresentationMode::onSnapshot()
{
    if (!mLive->costs().valid)
        return;
    // The first figures set the sliders; later edits of the design keep the room's what-ifs.
    if (!mHaveDesignValues) {
        mHaveDesignValues = true;
        resetToDesign();
    } else {
        update();
    }
}

void PresentationMode::update()
{
    const CostSnapshot &s = mLive->costs();
    const CostWhatIf w = whatIf();
    mUtilizationText->setText(format::percent(mUtilization->value() / 100.0));
    mElectricityText->setText(format::usd(mElectricity->value() / 100.0, 2) +
                              QStringLiteral("/kWh"));
    mHorizonText->setText(yearsText(mHorizon->value()));
    if (!s.valid || !mLive->catalog())
        return;
    mScenario = s.scenario(w, *mLive->catalog());
    const Tco &t = mScenario.tco;
    const Totals &totals = s.analysis->totals;
    auto set = [this](const QString &key, const QString &text, double value) {
        QLabel *l = mFigures.at(key);
        l->setText(text);
        l->setProperty("value", value);
    };
    set(QStringLiteral("gpus"), format::count(totals.gpus), totals.gpus);
    set(QStringLiteral("pflops"),
        format::number(totals.bf16Pflops, totals.bf16Pflops < 100 ? 1 : 0), totals.bf16Pflops);
    const format::ScaledPower power = format::scaledPower(totals.itPowerMaxKw);
    set(QStringLiteral("power"), power.figure, totals.itPowerMaxKw);
    if (auto *caption = findChild<QLabel *>(QStringLiteral("caption_power")))
        caption->setText(power.unit == u"MW"   ? tr("MW IT power (max)")
                         : power.unit == u"kW" ? tr("kW IT power (max)")
                                               : tr("W IT power (max)"));
    set(QStringLiteral("gpuhour"), format::usd(t.usdPerGpuHour, 2), t.usdPerGpuHour);
    set(QStringLiteral("capex"), format::usdShort(t.capexUsd), t.capexUsd);
    set(QStringLiteral("opex"), format::usdShort(t.opexUsdPerYear), t.opexUsdPerYear);
    set(QStringLiteral("tco"), format::usdShort(t.totalUsd), t.totalUsd);
    if (auto *caption = findChild<QLabel *>(QStringLiteral("caption_tco")))
        caption->setText(tr("TCO over %1").arg(yearsText(t.years)));
    // The break-even names the offer it is against, as the Costs dock does, and says when that
    // offer has another GPU than the design.
    const CloudComparison *cheapest = cheapestCloud(mScenario.cloud);
    QString standIn;
    if (!cheapest) {
        set(QStringLiteral("breakeven"), tr("no cloud offer"), -1);
    } else {
        set(QStringLiteral("breakeven"), cheapest->breakEvenText(),
            cheapest->breakEvenMonthWithinHorizon() ? *cheapest->breakEvenMonths : -1);
        mFigures.at(QStringLiteral("breakeven"))
            ->setToolTip(cheapest->provider + u' ' + cheapest->instance);
        standIn = cloudoffertext::standIn(*cheapest, s.inputs.acceleratorId, mLive->catalog());
        mCloudNote->setToolTip(cheapest->note);
    }
    if (auto *caption = findChild<QLabel *>(QStringLiteral("caption_breakeven")))
        caption->setText(
            cheapest ? tr("Break-even vs cheapest cloud: %1").arg(cloudoffertext::offer(*cheapest))
                     : tr("Break-even vs cheapest cloud"));
    mCloudNote->setText(standIn);
    mCloudNote->setVisible(!standIn.isEmpty());
    const QString soft = softFiguresNote(softFigures(*mLive->catalog(), s.bom), kSoftNoteChars);
    mSoftNote->setText(soft);
    mSoftNote->setVisible(!soft.isEmpty());
    costcharts::fillComparison(mChart->chart(), t, mScenario.cloud, /*large=*/true);
    mChartTitle->setText(mChart->chart()->title());
    mChart->chart()->setTitle(QString());
    scaleChart();
    mLegend->refresh();
}

void PresentationMode::updatePicture()
{
    if (mPicture.isNull())
        return;
    mPictureLabel->setPixmap(mPicture.scaled(mPictureLabel->size() - QSize(4, 4),
                                             Qt::KeepAspectRatio, Qt::SmoothTransformation));
}

void PresentationMode::scaleChart()
{
    // costcharts' "large" sizes are for 1920x1080, like the labels' (see rescale()).
    QChart *chart = mChart->chart();
    for (QAbstractAxis *axis : chart->axes()) {
        QFont f = axis->labelsFont();
        f.setPointSizeF(std::max(7.0, 12 * mScale));
        axis->setLabelsFont(f);
        QFont t = axis->titleFont();
        t.setPointSizeF(std::max(7.0, 12 * mScale));
        axis->setTitleFont(t);
    }
    chart->setMargins(QMargins(int(8 * mScale), int(8 * mScale), int(8 * mScale), int(8 * mScale)));
    // Lines and marks as costcharts draws them large, times the scale (set again on every fill).
    for (QAbstractSeries *series : chart->series()) {
        if (auto *marks = qobject_cast<QScatterSeries *>(series)) {
            marks->setMarkerSize(14 * mScale);
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QPen pen = line->pen();
            pen.setWidthF((line->objectName() == costcharts::kOnPremSeries ? 4.0 : 2.5) * mScale);
            line->setPen(pen);
        }
    }
}

void PresentationMode::rescale(QSize size)
{
    // Everything grows with the screen: a 4K projector shows the same page as a 1080p one, twice
    // as large, and a 1280x720 one two thirds as large (no smaller than a readable 7 pt).
    mScale = std::clamp(std::min(size.width() / 1920.0, size.height() / 1080.0), 0.55, 3.0);
    for (QWidget *w : findChildren<QWidget *>()) {
        const QVariant base = w->property(kBasePointSize);
        if (!base.isValid())
            continue;
        QFont f = w->font();
        const double pt = std::max(7.0, base.toDouble() * mScale);
        if (!qFuzzyCompare(f.pointSizeF(), pt)) {
            f.setPointSizeF(pt);
            w->setFont(f);
        }
    }
    const int m = int(std::lround(24 * mScale));
    mLayout->setContentsMargins(m, int(std::lround(14 * mScale)), m, int(std::lround(14 * mScale)));
    mLayout->setSpacing(int(std::lround(12 * mScale)));
    mCostLayout->setSpacing(int(std::lround(12 * mScale)));
    mWorkload->setScale(mScale);
    mFigureGrid->setHorizontalSpacing(int(std::lround(24 * mScale)));
    mFigureGrid->setVerticalSpacing(int(std::lround(2 * mScale)));
    mBody->setSpacing(int(std::lround(16 * mScale)));
    mSliders->setSpacing(int(std::lround(10 * mScale)));
    presentation::reserveWidestText(mUtilizationText, {format::percent(1)});
    presentation::reserveWidestText(mElectricityText,
                                    {format::usd(0.5, 2) + QStringLiteral("/kWh")});
    presentation::reserveWidestText(mHorizonText, {yearsText(1), yearsText(10)});
    for (QSlider *s : {mUtilization, mElectricity, mHorizon})
        s->setMinimumWidth(int(std::lround(60 * mScale)));
    if (mChart->chart()->axes().size() > 0)
        scaleChart();
}

void PresentationMode::resizeEvent(QResizeEvent *event)
{
    rescale(event->size());
    QWidget::resizeEvent(event);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mPictureLabel && event->type() == QEvent::Resize)
        updatePicture();
    return QWidget::eventFilter(watched, event);
}

void PresentationMode::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F5 ||
        (event->key() == Qt::Key_P &&
         event->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier))) {
        close();
        return;
    }
    // The shortcuts turn the pages while the page is the active window; this, when a key
    // reaches the page itself otherwise.
    if (event->key() == Qt::Key_PageDown || event->key() == Qt::Key_PageUp) {
        showPage(currentPage() + (event->key() == Qt::Key_PageDown ? 1 : -1));
        return;
    }
    QWidget::keyPressEvent(event);
}

void PresentationMode::closeEvent(QCloseEvent *event)
{
    Q_EMIT closed();
    QWidget::closeEvent(event);
}

} // namespace podcad

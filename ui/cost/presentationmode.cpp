#include "presentationmode.h"

#include "chartlegend.h"
#include "costcharts.h"
#include "costformat.h"
#include "session/livesession.h"

#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace podcad {
namespace {

QLabel *label(const QString &text, double pointSize, bool bold, QWidget *parent, const QString &colour = {})
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    l->setFont(f);
    if (!colour.isEmpty())
        l->setStyleSheet(QStringLiteral("color: %1;").arg(colour));
    return l;
}

QString thousands(double v, int decimals = 0)
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale.toString(v, 'f', decimals);
}

} // namespace

PresentationMode::PresentationMode(LiveSession *live, const Catalog *catalog, const QPixmap &picture,
                                   const QString &title, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , mLive(live)
    , mCatalog(catalog)
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
    auto *hint = label(tr("Sliders are what-ifs: the design is not changed.   Esc leaves."), 11, false, this,
                       QStringLiteral("#777"));
    auto *header = new QHBoxLayout;
    header->addWidget(mTitle, 1);
    header->addWidget(hint, 0, Qt::AlignBottom);

    mPictureLabel = new QLabel(this);
    mPictureLabel->setObjectName(QStringLiteral("presentationPicture"));
    mPictureLabel->setAlignment(Qt::AlignCenter);
    mPictureLabel->setMinimumSize(200, 150);
    mPictureLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    mPictureLabel->setStyleSheet(QStringLiteral("border: 1px solid #ddd;"));

    auto *figures = new QGridLayout;
    figures->setHorizontalSpacing(28);
    figures->setVerticalSpacing(6);
    addFigure(QStringLiteral("gpus"), tr("GPUs"), figures, 0, 0);
    addFigure(QStringLiteral("pflops"), tr("PFLOPS BF16 dense"), figures, 0, 1);
    addFigure(QStringLiteral("megawatts"), tr("MW IT power (max)"), figures, 0, 2);
    addFigure(QStringLiteral("gpuhour"), tr("per GPU-hour"), figures, 0, 3);
    addFigure(QStringLiteral("capex"), tr("CapEx"), figures, 2, 0);
    addFigure(QStringLiteral("opex"), tr("OpEx per year"), figures, 2, 1);
    addFigure(QStringLiteral("tco"), tr("TCO"), figures, 2, 2);
    addFigure(QStringLiteral("breakeven"), tr("Break-even vs cheapest cloud"), figures, 2, 3);

    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    mChart = new QChartView(chart, this);
    mChart->setObjectName(QStringLiteral("presentationChart"));
    mChart->setRenderHint(QPainter::Antialiasing);
    mLegend = new ChartLegend(chart, 12, /*compact=*/false, this);
    mLegend->setObjectName(QStringLiteral("presentationLegend"));

    auto slider = [this](int min, int max, const QString &name) {
        auto *s = new QSlider(Qt::Horizontal, this);
        s->setObjectName(name);
        s->setRange(min, max);
        s->setMinimumWidth(220);
        connect(s, &QSlider::valueChanged, this, &PresentationMode::update);
        return s;
    };
    mUtilization = slider(5, 100, QStringLiteral("utilizationSlider"));
    mElectricity = slider(1, 50, QStringLiteral("electricitySlider"));
    mHorizon = slider(1, 10, QStringLiteral("horizonSlider"));
    mUtilizationText = label(QString(), 13, true, this);
    mElectricityText = label(QString(), 13, true, this);
    mHorizonText = label(QString(), 13, true, this);
    auto *reset = new QPushButton(tr("Design values"), this);
    reset->setObjectName(QStringLiteral("resetWhatIf"));
    connect(reset, &QPushButton::clicked, this, &PresentationMode::resetToDesign);
    auto *close = new QPushButton(tr("Leave (Esc)"), this);
    connect(close, &QPushButton::clicked, this, &QWidget::close);
    auto *sliders = new QHBoxLayout;
    for (auto [caption, s, text] : {std::tuple{tr("Utilization"), mUtilization, mUtilizationText},
                                    std::tuple{tr("Electricity"), mElectricity, mElectricityText},
                                    std::tuple{tr("Horizon"), mHorizon, mHorizonText}}) {
        sliders->addWidget(label(caption, 13, false, this));
        sliders->addWidget(s, 1);
        text->setMinimumWidth(QFontMetrics(text->font()).horizontalAdvance(QStringLiteral("$0.00/kWh ")));
        sliders->addWidget(text);
        sliders->addSpacing(18);
    }
    sliders->addWidget(reset);
    sliders->addWidget(close);

    auto *left = new QVBoxLayout;
    left->addWidget(mPictureLabel, 1);
    left->addLayout(figures);
    auto *body = new QHBoxLayout;
    body->addLayout(left, 9);
    auto *chartColumn = new QVBoxLayout;
    chartColumn->addWidget(mChart, 1);
    chartColumn->addWidget(mLegend);
    body->addLayout(chartColumn, 11);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 18, 28, 18);
    layout->setSpacing(14);
    layout->addLayout(header);
    layout->addLayout(body, 1);
    layout->addLayout(sliders);

    connect(mLive, &LiveSession::ready, this, &PresentationMode::onSnapshot);
    onSnapshot();
}

QLabel *PresentationMode::addFigure(const QString &key, const QString &caption, QGridLayout *grid, int row,
                                    int column)
{
    QLabel *value = label(QStringLiteral("-"), 26, true, this, QStringLiteral("#1f4e79"));
    value->setObjectName(QStringLiteral("figure_") + key);
    QLabel *text = label(caption, 11, false, this, QStringLiteral("#555"));
    text->setObjectName(QStringLiteral("caption_") + key);
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
    mUtilizationText->setText(QStringLiteral("%1 %").arg(mUtilization->value()));
    mElectricityText->setText(QStringLiteral("$%1/kWh").arg(mElectricity->value() / 100.0, 0, 'f', 2));
    mHorizonText->setText(tr("%n year(s)", nullptr, mHorizon->value()));
    if (!s.valid || !mCatalog)
        return;
    mScenario = s.scenario(w, *mCatalog);
    const Tco &t = mScenario.tco;
    const Totals &totals = s.analysis.totals;
    auto set = [this](const QString &key, const QString &text, double value) {
        QLabel *l = mFigures.at(key);
        l->setText(text);
        l->setProperty("value", value);
    };
    set(QStringLiteral("gpus"), thousands(totals.gpus), totals.gpus);
    set(QStringLiteral("pflops"), thousands(totals.bf16Pflops, totals.bf16Pflops < 100 ? 1 : 0), totals.bf16Pflops);
    set(QStringLiteral("megawatts"), thousands(totals.itPowerMaxKw / 1000.0, 2), totals.itPowerMaxKw / 1000.0);
    set(QStringLiteral("gpuhour"), costformat::usd(t.usdPerGpuHour, 2), t.usdPerGpuHour);
    set(QStringLiteral("capex"), costformat::usdShort(t.capexUsd), t.capexUsd);
    set(QStringLiteral("opex"), costformat::usdShort(t.opexUsdPerYear), t.opexUsdPerYear);
    set(QStringLiteral("tco"), costformat::usdShort(t.totalUsd), t.totalUsd);
    if (auto *caption = findChild<QLabel *>(QStringLiteral("caption_tco")))
        caption->setText(tr("TCO over %n year(s)", nullptr, t.years));
    const CloudComparison *cheapest = cheapestCloud(mScenario.cloud);
    if (!cheapest)
        set(QStringLiteral("breakeven"), tr("no cloud offer"), -1);
    else
        set(QStringLiteral("breakeven"), cheapest->breakEvenText(),
            cheapest->breakEvenMonthWithinHorizon() ? *cheapest->breakEvenMonths : -1);
    if (cheapest)
        mFigures.at(QStringLiteral("breakeven"))->setToolTip(cheapest->provider + u' ' + cheapest->instance);
    costcharts::fillComparison(mChart->chart(), t, mScenario.cloud, /*large=*/true);
    mLegend->refresh();
}

void PresentationMode::updatePicture()
{
    if (mPicture.isNull())
        return;
    mPictureLabel->setPixmap(
        mPicture.scaled(mPictureLabel->size() - QSize(4, 4), Qt::KeepAspectRatio, Qt::SmoothTransformation));
}

void PresentationMode::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updatePicture();
}

void PresentationMode::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F5
        || (event->key() == Qt::Key_P && event->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier))) {
        close();
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

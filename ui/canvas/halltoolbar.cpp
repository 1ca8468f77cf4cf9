#include "halltoolbar.h"

#include "hallscene.h"
#include "session/document.h"
#include "session/livesession.h"
#include "widgets/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace podcad {
namespace {

QString swatch(const QColor &colour)
{
    return QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>")
        .arg(colour.name());
}

} // namespace

HallToolbar::HallToolbar(LiveSession *session, HallScene *scene, QWidget *parent)
    : QWidget(parent)
    , mSession(session)
    , mScene(scene)
    , mColourBy(new QComboBox(this))
    , mPowerChain(new QCheckBox(tr("Power chain"), this))
    , mCooling(new QCheckBox(tr("Cooling loops"), this))
    , mLegend(new QLabel(this))
    , mElementLegend(new QLabel(this))
{
    setObjectName(QStringLiteral("hallToolbar"));
    mColourBy->setObjectName(QStringLiteral("hallColourBy"));
    mColourBy->addItem(tr("Peak power"));
    mColourBy->addItem(tr("Heat to air"));
    mColourBy->setToolTip(tr("What the racks' colour shows, in kW"));
    mPowerChain->setObjectName(QStringLiteral("hallPowerChain"));
    mPowerChain->setToolTip(
        tr("Lines from each power element to what it feeds; elements coloured by utilisation"));
    mCooling->setObjectName(QStringLiteral("hallCooling"));
    mCooling->setToolTip(tr("Lines from each CDU and CRAH to the racks it cools"));
    mLegend->setObjectName(QStringLiteral("hallLegend"));
    mLegend->setTextFormat(Qt::RichText);
    mElementLegend->setTextFormat(Qt::RichText);
    mElementLegend->setText(tr("Elements:") + QStringLiteral(" ") +
                            swatch(HallScene::utilisationColour(0)) + tr(" &lt;80 %") +
                            QStringLiteral("&nbsp; ") + swatch(HallScene::utilisationColour(0.9)) +
                            tr(" &lt;100 %") + QStringLiteral("&nbsp; ") +
                            swatch(HallScene::utilisationColour(1)) + tr(" over"));
    // A flow, as the topology's fabric filter: a narrow view (1280x720, docks open) gets two
    // lines instead of a strip that would hold the window wider than the screen.
    auto *flow = new FlowLayout(this, 12, 2);
    auto *colourBy = new QWidget(this);
    auto *row = new QHBoxLayout(colourBy);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Racks by:"), colourBy));
    row->addWidget(mColourBy);
    flow->addWidget(colourBy);
    flow->addWidget(mLegend);
    flow->addWidget(mElementLegend);
    flow->addWidget(mPowerChain);
    flow->addWidget(mCooling);
    connect(mColourBy, &QComboBox::currentIndexChanged, this, [this](int index) {
        mScene->setColourBy(index == 1 ? HallScene::ColourBy::HeatToAir
                                       : HallScene::ColourBy::Power);
        updateLegend();
    });
    connect(mPowerChain, &QCheckBox::toggled, this, [this](bool on) {
        mScene->setOverlay(HallScene::Overlay::PowerChain, on, mSession->document()->design());
    });
    connect(mCooling, &QCheckBox::toggled, this, [this](bool on) {
        mScene->setOverlay(HallScene::Overlay::Cooling, on, mSession->document()->design());
    });
    updateLegend();
}

void HallToolbar::updateLegend()
{
    QString text;
    double from = 0;
    for (const auto &[upTo, colour] : HallScene::rackBands()) {
        text += swatch(colour) + (upTo > 1e9 ? QStringLiteral(" %1+ kW").arg(from)
                                             : QStringLiteral(" &lt;%1 ").arg(upTo));
        text += QStringLiteral("&nbsp; ");
        from = upTo;
    }
    mLegend->setText(text);
}

} // namespace podcad

#pragma once

#include "analysis/facilitydiagram.h"
#include "session/backgroundtask.h"

#include <QWidget>

class QLabel;

namespace podcad {

class LiveSession;

// Presentation mode's facility page, for a design with a power chain or cooling plant: what the
// worst single facility failure does in one sentence (worstFacilityFailure(), off the UI thread on
// a snapshot of the design), then the power chain and the cooling plant as single-line diagrams
// with each element's utilisation (paintFacilityChain()) side by side, each scaled to its column
// with its long levels wrapped (fitChain()).
class FacilityPage final : public QWidget
{
    Q_OBJECT
public:
    // `live` must outlive the page.
    explicit FacilityPage(LiveSession *live, QWidget *parent = nullptr);
    ~FacilityPage() override;

    // Whether the design has facility elements: presentation mode offers the page only then.
    bool hasFacility() const { return mHasFacility; }
    QLabel *headline() const { return mHeadline; }
    const FacilityDiagram &diagram() const { return mDiagram; }
    // The column a chain is drawn in (caption included), the scale it is drawn at there and the
    // chain as laid out for it (a long level wrapped into columns).
    QRectF chainArea(bool power) const;
    double chainScale(bool power) const;
    const FacilityDiagram::Chain &shownChain(bool power) const;
    // The boxes' text: at a chain's scale, this many points times the scale.
    static constexpr double kBoxPointSize = 9;

Q_SIGNALS:
    void availabilityChanged(bool available);
    // The worst failure's sentence is in the headline.
    void headlineReady();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onSnapshot();
    void layOutChains();

    static constexpr double kCaption = 30; // the caption's height over a chain
    static constexpr double kMaxScale = 2; // a small chain is not blown up past this

    LiveSession *mLive;
    QLabel *mHeadline;
    FacilityDiagram mDiagram;
    FacilityDiagram::Chain mPowerShown, mCoolingShown;
    QRectF mPowerArea, mCoolingArea;
    double mPowerScale = 0, mCoolingScale = 0;
    bool mHasFacility = false;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad

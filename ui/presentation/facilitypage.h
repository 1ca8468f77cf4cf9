#pragma once

#include "analysis/facilitydiagram.h"

#include <QWidget>

class QLabel;

template<typename T> class QFutureWatcher;

namespace podcad {

class LiveSession;

// Presentation mode's facility page, for a design with a power chain or cooling plant: what the
// worst single facility failure does in one sentence (worstFacilityFailure(), off the UI thread on
// a snapshot of the design), then the power chain and the cooling plant as single-line diagrams
// with each element's utilisation (paintFacilityChain()), scaled to the page.
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
    // The area the diagrams are drawn in, and the scale each chain is drawn at there.
    QRectF chainArea(bool power) const;
    double chainScale(bool power) const;

Q_SIGNALS:
    void availabilityChanged(bool available);
    // The worst failure's sentence is in the headline.
    void headlineReady();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void onSnapshot();

    LiveSession *mLive;
    QLabel *mHeadline;
    FacilityDiagram mDiagram;
    bool mHasFacility = false;
    QFutureWatcher<QString> *mWatcher = nullptr;
};

} // namespace podcad

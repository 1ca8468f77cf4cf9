#pragma once

#include "cost/opticscomparison.h"
#include "session/backgroundtask.h"

#include <QWidget>

class QLabel;

namespace podcad {

class LiveSession;

// Presentation mode's optics page, for a design whose switches have a co-packaged version: the
// comparison in one sentence, then pairs of bars (pluggable against co-packaged) for network
// power, capex plus energy over the horizon and laser modules, the three figures a meeting asks
// about. compareOptics() plans the cables of two variants of the design, so it runs off the UI
// thread on a snapshot.
class OpticsPage final : public QWidget
{
    Q_OBJECT
public:
    // `live` must outlive the page.
    explicit OpticsPage(LiveSession *live, QWidget *parent = nullptr);
    ~OpticsPage() override;

    // Whether the comparison has something to compare: presentation mode offers the page only then.
    bool hasComparison() const { return mComparison.comparable; }
    const OpticsComparison &comparison() const { return mComparison; }
    QLabel *headline() const { return mHeadline; }
    // The area the bars are drawn in.
    QRectF barArea() const;

Q_SIGNALS:
    void availabilityChanged(bool available);
    // A comparison of the newest snapshot is in.
    void comparisonReady();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void onSnapshot();
    void onResult(const OpticsComparison &comparison);

    LiveSession *mLive;
    QLabel *mHeadline;
    OpticsComparison mComparison;
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad

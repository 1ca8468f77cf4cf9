#pragma once

#include "cost/costsnapshot.h"

#include <QPixmap>
#include <QWidget>
#include <map>

class QChartView;
class QGridLayout;
class QHBoxLayout;
class QVBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QStackedWidget;

namespace podcad {

class ChartLegend;
class FacilityPage;
class OpticsPage;
class LiveSession;
class WorkloadPage;

// Full-screen pages for a meeting. The cost page: the design picture, a few large figures and
// the on-prem versus cloud chart, with sliders for utilization, electricity price and horizon that
// update it all at once. The workload page (WorkloadPage), when the design has a workload: what
// training or serving it takes on this design, with sliders for tokens, GPUs and MFU. The facility
// page (FacilityPage), when the design has one: the power chain and cooling plant. The optics
// page (OpticsPage), when its switches have a co-packaged version: pluggable against CPO. Page Down
// / Page Up (what a presenter's clicker sends) or the buttons in the header turn the pages. Laid
// out for projectors from 1280x720 to 3840x2160: fonts, lines and spacing follow the page's size,
// and the titles and the legend wrap. The slider values are what-ifs for the room: they never touch
// the design (and so never the undo history or the file). Esc (or F5 / Ctrl+Shift+P again) leaves.
class PresentationMode final : public QWidget
{
    Q_OBJECT
public:
    // `live` keeps the design's figures current (and must outlive this page); `picture` is the
    // current view's scene, drawn once when the page opens.
    PresentationMode(LiveSession *live, const QPixmap &picture, const QString &title,
                     QWidget *parent = nullptr);

    // Figure keys: "gpus", "pflops", "power" (value in kW; shown in MW from 1 MW), "capex", "opex",
    // "tco", "breakeven", "gpuhour". The label shows the rounded text; its "value" property holds
    // the exact number.
    QLabel *figure(const QString &key) const;
    QSlider *utilizationSlider() const { return mUtilization; } // percent
    QSlider *electricitySlider() const { return mElectricity; } // US cents per kWh
    QSlider *horizonSlider() const { return mHorizon; }         // years
    QChartView *chartView() const { return mChart; }
    QLabel *chartTitle() const { return mChartTitle; } // the chart's title, wrapped
    // "B200 offers stand in: no B300 ... offer in the catalog"; hidden when the offers have the
    // design's GPU.
    QLabel *cloudNote() const { return mCloudNote; }
    // The what-if the sliders set now, and the scenario shown for it.
    CostWhatIf whatIf() const;
    const CostSnapshot::Scenario &scenario() const { return mScenario; }

    // Sliders back to the design's own assumptions.
    void resetToDesign();

    // The pages: the costs, then the workload and the facility, each offered only when the
    // design has one (page numbers count the pages offered).
    WorkloadPage *workloadPage() const { return mWorkload; }
    FacilityPage *facilityPage() const { return mFacility; }
    OpticsPage *opticsPage() const { return mOptics; }
    int currentPage() const;
    int pageCount() const;
    void showPage(int page);

Q_SIGNALS:
    void closed();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void onSnapshot();
    // A page came or went (the design's workload or facility): the buttons follow.
    void onPagesChanged();
    QList<QWidget *> pages() const; // those offered, in order
    void update();
    void updatePicture();
    // Fonts, margins and spacings for a page of this size (the point sizes are for 1920x1080);
    // scaleChart() does the same for the chart's fonts, lines and marks.
    void rescale(QSize size);
    void scaleChart();
    QLabel *addFigure(const QString &key, const QString &caption, QGridLayout *grid, int row,
                      int column);

    LiveSession *mLive;
    QPixmap mPicture;
    QLabel *mTitle = nullptr;
    QLabel *mHint = nullptr; // the keys that work on the page shown
    QStackedWidget *mPages = nullptr;
    QWidget *mCostPage = nullptr;
    WorkloadPage *mWorkload = nullptr;
    FacilityPage *mFacility = nullptr;
    OpticsPage *mOptics = nullptr;
    QPushButton *mCostsTab = nullptr;
    QPushButton *mWorkloadTab = nullptr;
    QPushButton *mFacilityTab = nullptr;
    QPushButton *mOpticsTab = nullptr;
    QLabel *mPictureLabel = nullptr;
    QChartView *mChart = nullptr;
    QLabel *mChartTitle = nullptr;
    QLabel *mCloudNote = nullptr;
    QLabel *mSoftNote = nullptr; // which totals rest on announced or estimated figures
    QVBoxLayout *mLayout = nullptr;
    QVBoxLayout *mCostLayout = nullptr;
    QGridLayout *mFigureGrid = nullptr;
    QHBoxLayout *mBody = nullptr;
    QHBoxLayout *mSliders = nullptr;
    double mScale = 1.0;
    ChartLegend *mLegend = nullptr;
    QSlider *mUtilization = nullptr;
    QSlider *mElectricity = nullptr;
    QSlider *mHorizon = nullptr;
    QLabel *mUtilizationText = nullptr;
    QLabel *mElectricityText = nullptr;
    QLabel *mHorizonText = nullptr;
    std::map<QString, QLabel *> mFigures;
    CostSnapshot::Scenario mScenario;
    bool mHaveDesignValues = false;
};

} // namespace podcad

#pragma once

#include "cost/costsnapshot.h"

#include <QPixmap>
#include <QWidget>

#include <map>

class QChartView;
class QGridLayout;
class QLabel;
class QSlider;

namespace podcad {

class Catalog;
class ChartLegend;
class LiveSession;

// Full-screen page for a meeting: the design picture, a few large figures and the on-prem versus
// cloud chart, with sliders for utilization, electricity price and horizon that update it all at
// once. The slider values are what-ifs for the room: they never touch the design (and so never
// the undo history or the file). Esc (or F5 / Ctrl+Shift+P again) leaves.
class PresentationMode final : public QWidget
{
    Q_OBJECT
public:
    // `live` keeps the design's figures current (and must outlive this page); `picture` is the
    // current view's scene, drawn once when the page opens.
    PresentationMode(LiveSession *live, const Catalog *catalog, const QPixmap &picture, const QString &title,
                     QWidget *parent = nullptr);

    // Figure keys: "gpus", "pflops", "megawatts", "capex", "opex", "tco", "breakeven", "gpuhour".
    // The label shows the rounded text; its "value" property holds the exact number.
    QLabel *figure(const QString &key) const;
    QSlider *utilizationSlider() const { return mUtilization; } // percent
    QSlider *electricitySlider() const { return mElectricity; } // US cents per kWh
    QSlider *horizonSlider() const { return mHorizon; }         // years
    QChartView *chartView() const { return mChart; }
    // The what-if the sliders set now, and the scenario shown for it.
    CostWhatIf whatIf() const;
    const CostSnapshot::Scenario &scenario() const { return mScenario; }

    // Sliders back to the design's own assumptions.
    void resetToDesign();

Q_SIGNALS:
    void closed();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void onSnapshot();
    void update();
    void updatePicture();
    QLabel *addFigure(const QString &key, const QString &caption, QGridLayout *grid, int row, int column);

    LiveSession *mLive;
    const Catalog *mCatalog;
    QPixmap mPicture;
    QLabel *mTitle = nullptr;
    QLabel *mPictureLabel = nullptr;
    QChartView *mChart = nullptr;
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

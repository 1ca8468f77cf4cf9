#pragma once

#include "model/workload.h"
#include "workload/workloadcurve.h"
#include "workload/workloadevaluation.h"

#include <QWidget>
#include <map>

class QAreaSeries;
class QChartView;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineSeries;
class QPushButton;
class QScatterSeries;
class QSlider;
class QValueAxis;
class QVBoxLayout;

namespace podcad {

class ChartLegend;
class LiveSession;
class WorkloadComputation;

// Presentation mode's workload page: the design's workload in one plain-words headline ("Llama 3.1
// 70B on 15T tokens: 38 days on 256 H100, $1.20M on-prem vs $2.90M in the cloud"), its figures,
// and for a training target sliders for tokens, GPUs and MFU with a chart of days and the run's
// cost against the GPU count. Like the cost sliders, the sliders are what-ifs for the room: they
// never touch the design. Every figure is evaluateWorkload()'s and the chart trainingCurve()'s,
// computed off the UI thread (a WorkloadComputation on what the live session's newest results say
// of the design) and shown when they arrive. An inference-only workload shows its serving
// figures, without sliders or chart.
class WorkloadPage final : public QWidget
{
    Q_OBJECT
public:
    // `live` must outlive the page; without its catalog nothing is shown.
    explicit WorkloadPage(LiveSession *live, QWidget *parent = nullptr);

    // Whether the design has a workload with a training or an inference target: presentation
    // mode offers the page only then.
    bool hasWorkload() const { return mHasWorkload; }

    QLabel *headline() const { return mHeadline; }
    // Figure keys, training: "days", "gpus", "gpuhours", "power" (MW IT), "energy" (MWh),
    // "memory" (GB per GPU), "onprem", "cloud" (USD of the run). An inference-only workload uses
    // the same eight places, its captions saying what they hold: "days" replicas, "gpus" GPUs per
    // replica, "gpuhours" decode and "power" prefill tokens/s (upper bounds), "memory" GB per
    // GPU, "energy" KV cache GB, "onprem" and "cloud" USD per million tokens. The label's "value"
    // property holds the number.
    QLabel *figure(const QString &key) const;
    QSlider *tokensSlider() const { return mTokens; } // hundredths of a decade from the design's
    QSlider *gpusSlider() const { return mGpus; }     // nodes
    QSlider *mfuSlider() const { return mMfu; }       // percent
    QChartView *chartView() const { return mChart; }
    QLabel *chartTitle() const { return mChartTitle; }
    ChartLegend *legend() const { return mLegend; }
    QLabel *chartNote() const { return mChartNote; }
    QLabel *serving() const { return mServing; }

    // The design's workload with the sliders' what-ifs, and its evaluation (shown now).
    Workload whatIf() const;
    const WorkloadEvaluation &evaluation() const { return mEvaluation; }
    // Milliseconds showing the last result took (what one slider move costs the UI thread).
    double lastUpdateMs() const { return mLastUpdateMs; }
    // True from a change until the evaluation and the chart shown are of it.
    bool isComputing() const;
    // The evaluation of the design's own workload, sliders aside.
    const WorkloadEvaluation &designEvaluation() const { return mDesignEvaluation; }

    // Sliders back to the design's workload.
    void resetToDesign();
    // Fonts of the chart, lines, marks and spacings for presentation mode's scale (1 at 1920x1080).
    void setScale(double scale);

    // Object names of the chart's series.
    static QString daysSeries() { return QStringLiteral("days"); }
    // What the days came to on published runs like this one (ValidationBand): empty when the
    // days rest on a given MFU.
    static QString daysBandSeries() { return QStringLiteral("daysBand"); }
    static QString onPremSeries() { return QStringLiteral("onPremRun"); }
    static QString cloudSeries() { return QStringLiteral("cloudRun"); }
    static QString designMarker() { return QStringLiteral("designGpus"); }
    static QString whatIfMarker() { return QStringLiteral("whatIfGpus"); }

Q_SIGNALS:
    // The design gained or lost its workload.
    void availabilityChanged(bool hasWorkload);

private:
    void onDesign();
    void update();
    void showResult();
    void showTraining(const TrainingEvaluation &t);
    void showInference(const InferenceEvaluation &i, bool alone);
    void fillChart(const TrainingEvaluation &t, const TrainingCurve &curve);
    void setFigure(const QString &key, const QString &text, double value, const QString &caption);
    QLabel *addFigure(const QString &key, QGridLayout *grid, int row, int column);

    LiveSession *mLive;
    WorkloadComputation *mWhatIf;
    bool mHasWorkload = false;
    std::optional<Workload> mDesignWorkload; // the one the sliders were last set from
    WorkloadEvaluation mDesignEvaluation;
    WorkloadEvaluation mEvaluation;
    double mLastUpdateMs = 0;
    double mScale = 1.0;

    QVBoxLayout *mLayout = nullptr;
    QLabel *mHeadline = nullptr;
    QLabel *mDetail = nullptr;
    QGridLayout *mFigureGrid = nullptr;
    std::map<QString, QLabel *> mFigures;
    std::map<QString, QLabel *> mCaptions;
    QLabel *mServing = nullptr;
    QWidget *mChartBox = nullptr;
    QChartView *mChart = nullptr;
    QLabel *mChartTitle = nullptr;
    QLabel *mChartNote = nullptr;
    ChartLegend *mLegend = nullptr;
    QLineSeries *mDays = nullptr;
    QAreaSeries *mDaysBand = nullptr; // between two line series the chart owns
    QLineSeries *mOnPrem = nullptr;
    QLineSeries *mCloud = nullptr;
    QScatterSeries *mDesignMark = nullptr;
    QScatterSeries *mWhatIfMark = nullptr;
    QValueAxis *mGpuAxis = nullptr;
    QValueAxis *mDaysAxis = nullptr;
    QValueAxis *mCostAxis = nullptr;
    QWidget *mSliderBox = nullptr;
    QHBoxLayout *mSliders = nullptr;
    QSlider *mTokens = nullptr;
    QSlider *mGpus = nullptr;
    QSlider *mMfu = nullptr;
    QLabel *mTokensText = nullptr;
    QLabel *mGpusText = nullptr;
    QLabel *mMfuText = nullptr;
    QPushButton *mReset = nullptr;
    QPushButton *mLeave = nullptr;
};

} // namespace podcad

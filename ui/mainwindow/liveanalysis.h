#pragma once

#include "analysis/analysis.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <memory>

namespace podcad {

class Catalog;
class Design;

// Keeps an analysis of the current design without blocking the UI thread: schedule() after every
// change restarts a short debounce; when it fires, analyze() runs with QtConcurrent on a copy of
// the design. Results of computations overtaken by a newer one are dropped (generation counter),
// so only the newest design's analysis is ever shown. The bisection search runs at Quick effort by
// default: the figures follow the person's edits, and a 64-SU SuperPOD still takes well under a
// second (tests/bench/bench_analysis superpod 64 --effort quick).
class LiveAnalysis final : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 150;

    // `catalog` must outlive this object (the destructor waits for a running computation).
    LiveAnalysis(const Catalog *catalog, QObject *parent = nullptr);
    ~LiveAnalysis() override;

    // Analyses `design` after the debounce; `immediately` skips it (a freshly opened design).
    void schedule(const Design &design, bool immediately = false);
    const Analysis &latest() const { return mLatest; }
    // For the computations scheduled from now on.
    void setOptions(const AnalysisOptions &options) { mOptions = options; }
    const AnalysisOptions &options() const { return mOptions; }
    // True from schedule() until the result for the newest design has arrived.
    bool isPending() const { return mPending; }

Q_SIGNALS:
    void ready(const podcad::Analysis &analysis);
    void pendingChanged(bool pending);

private:
    void start();
    void setPending(bool pending);

    const Catalog *mCatalog;
    AnalysisOptions mOptions; // Quick, set by the constructor
    std::shared_ptr<const Design> mNext; // what the debounce will analyse
    QTimer mDebounce;
    quint64 mGeneration = 0;
    std::vector<std::unique_ptr<QFutureWatcher<Analysis>>> mRunning;
    Analysis mLatest;
    bool mPending = false;
};

} // namespace podcad

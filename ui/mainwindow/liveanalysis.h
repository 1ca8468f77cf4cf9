#pragma once

#include "analysis/analysis.h"
#include "document/livecomputation.h"

namespace podcad {

// The analysis of the current design, kept up to date off the UI thread (LiveComputation). The
// bisection search runs at Quick effort by default: the figures follow the person's edits, and a
// 64-SU SuperPOD still takes well under a second (tests/bench/bench_analysis superpod 64
// --effort quick).
class LiveAnalysis final : public LiveComputation
{
    Q_OBJECT
public:
    explicit LiveAnalysis(const Catalog *catalog, QObject *parent = nullptr);

    const Analysis &latest() const { return mLatest; }
    // For the computations scheduled from now on.
    void setOptions(const AnalysisOptions &options) { mOptions = options; }
    const AnalysisOptions &options() const { return mOptions; }

Q_SIGNALS:
    void ready(const podcad::Analysis &analysis);

private:
    void start(std::shared_ptr<const Design> design) override;

    AnalysisOptions mOptions; // Quick, set by the constructor
    Analysis mLatest;
};

} // namespace podcad

#pragma once

#include "editapplier.h"
#include "editstep.h"
#include "model/design.h"

#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace podcad {
class Catalog;
}

namespace podcad::randomedit {

// How often the costly checks run, in steps (1: after every one). The cheap ones (the change
// event against a diff of the design, the structure, a refusal that changed nothing) run after
// every step, and the sequence checks (undo of all, redo of all, save and reopen) after each
// sequence, whatever the plan.
struct CheckPlan final
{
    // The change event against a diff and the structure; between those steps a refusal is
    // checked by its events and the undo stack only (the diff needs a copy of the design first).
    int diffEvery = 1;
    int fileEvery = 1;     // write the design out and read it back (the reader's validation)
    int analysisEvery = 1; // run the full analysis
    // Compare the cable plan kept in step with the edits (as LiveCablePlan keeps it) with one
    // built from scratch; 0: keep no such plan. It is updated on every step whatever this says.
    int cablePlanEvery = 1;
    bool checkUndoWalk = true; // check events and structure on each step of the final undo/redo
};

struct Failure final
{
    qsizetype step = 0; // index of the step after which it was seen; the step count: at the end
    QString check;      // which check: "event", "structure", "refusal", "file", "undo-all", ...
    QString what;
    QString toString() const;
};

struct RunStats final
{
    qint64 steps = 0, pushed = 0, refused = 0, nothingToDo = 0, moved = 0;
    qint64 keptAnalyses = 0; // analyses kept across edits that left them, checked
    RunStats &operator+=(const RunStats &o);
};

// Runs one sequence of edit steps on a fresh document holding `start`, checking after each step and
// at the end (sequencerunner.cpp says what). Stops at the first failure.
class SequenceRunner final
{
public:
    using Source = std::function<std::optional<EditStep>(const Design &)>;

    SequenceRunner(std::shared_ptr<const Catalog> catalog, const EditApplier &applier, Design start,
                   CheckPlan plan);

    // Steps come from `next` (given the design as it is) until it has none; those run are appended
    // to `ran`.
    std::optional<Failure> run(const Source &next, std::vector<EditStep> *ran = nullptr);
    std::optional<Failure> replay(const std::vector<EditStep> &steps);
    const RunStats &stats() const { return mStats; }

private:
    std::shared_ptr<const Catalog> mCatalog;
    const EditApplier &mApplier;
    Design mStart;
    CheckPlan mPlan;
    RunStats mStats;
};

} // namespace podcad::randomedit

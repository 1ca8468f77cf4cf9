#pragma once

#include "editapplier.h"
#include "editstep.h"
#include "sequencerunner.h"
#include "startdesign.h"

#include <memory>
#include <optional>
#include <vector>

namespace podcad {
class Catalog;
}

namespace podcad::randomedit {

// Random edit testing on one start design: seeded sequences, their replay, and the shrinking of
// a failing one to a short reproduction. What the CTest and the long-run driver share.
class RandomEdits final
{
public:
    struct SeedRun final
    {
        std::vector<EditStep> steps;
        std::optional<Failure> failure;
        RunStats stats;
    };

    // `sample` is what `replace sample` swaps in.
    RandomEdits(std::shared_ptr<const Catalog> catalog, StartDesign start, Design sample);

    const StartDesign &start() const { return mStart; }
    // `length` steps drawn from `seed`, checked as the start design's plan says.
    SeedRun runSeed(quint64 seed, int length);
    std::optional<Failure> replay(const std::vector<EditStep> &steps, RunStats *stats = nullptr);
    // The shortest list of steps found that still fails the same check.
    std::vector<EditStep> shrink(std::vector<EditStep> steps, const Failure &failure);
    // A failing list of steps as a test case to paste into tests/ui/tst_randomedit.cpp.
    QString reproduction(const std::vector<EditStep> &steps, const Failure &failure) const;

private:
    std::shared_ptr<const Catalog> mCatalog;
    StartDesign mStart;
    EditApplier mApplier;
};

} // namespace podcad::randomedit

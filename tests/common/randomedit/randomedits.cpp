#include "randomedits.h"

#include "editgenerator.h"
#include "shrinker.h"

namespace podcad::randomedit {

RandomEdits::RandomEdits(std::shared_ptr<const Catalog> catalog, StartDesign start, Design sample)
    : mCatalog(std::move(catalog))
    , mStart(std::move(start))
    , mApplier(*mCatalog, mStart.design, {{QStringLiteral("sample"), std::move(sample)}})
{}

RandomEdits::SeedRun RandomEdits::runSeed(quint64 seed, int length)
{
    SeedRun run;
    EditGenerator generator(*mCatalog, seed);
    SequenceRunner runner(mCatalog, mApplier, mStart.design, mStart.plan);
    int left = length;
    run.failure = runner.run(
        [&](const Design &design) -> std::optional<EditStep> {
            if (left-- <= 0)
                return std::nullopt;
            return generator.next(design);
        },
        &run.steps);
    run.stats = runner.stats();
    return run;
}

std::optional<Failure> RandomEdits::replay(const std::vector<EditStep> &steps, RunStats *stats)
{
    SequenceRunner runner(mCatalog, mApplier, mStart.design, mStart.plan);
    std::optional<Failure> failure = runner.replay(steps);
    if (stats)
        *stats += runner.stats();
    return failure;
}

std::vector<EditStep> RandomEdits::shrink(std::vector<EditStep> steps, const Failure &failure)
{
    // Nothing after the failing step matters (a failure at the end keeps them all).
    if (failure.step + 1 < qsizetype(steps.size()))
        steps.resize(std::size_t(failure.step + 1));
    // Every check on every step while shrinking, so that a failure the plan saw late is seen at
    // its step; the same check must still fail.
    const CheckPlan plan = mStart.plan;
    mStart.plan = CheckPlan{};
    std::vector<EditStep> shrunk = shrinkSteps(std::move(steps), [&](const auto &candidate) {
        const std::optional<Failure> again = replay(candidate);
        return again && again->check == failure.check;
    });
    mStart.plan = plan;
    return shrunk;
}

QString RandomEdits::reproduction(const std::vector<EditStep> &steps, const Failure &failure) const
{
    QString out = QStringLiteral("    // %1\n    QVERIFY(passes(\"%2\", {\n")
                      .arg(failure.toString().left(200), mStart.name);
    for (const EditStep &step : steps) {
        QString text = step.toText();
        text.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
        out += QStringLiteral("        \"%1\",\n").arg(text);
    }
    out += QStringLiteral("    }));\n");
    return out;
}

} // namespace podcad::randomedit

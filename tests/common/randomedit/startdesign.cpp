#include "startdesign.h"

#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "testpaths.h"

namespace podcad::randomedit {

QStringList startDesignNames()
{
    return {QStringLiteral("sample"), QStringLiteral("nvl72"), QStringLiteral("pod4")};
}

std::optional<StartDesign> startDesign(const Catalog &catalog, const QString &name, QString *why)
{
    StartDesign start{name, {}, {}};
    std::optional<Design> design;
    if (name == u"sample") {
        const QString path = test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
        LoadResult loaded = DesignFile::read(path);
        if (!loaded.ok()) {
            *why = loaded.firstError(path);
            return std::nullopt;
        }
        design = std::move(loaded.design);
    } else if (name == u"nvl72") {
        design = generateNvl72SuperPod(catalog, Nvl72Options{}, why);
        // Its NVLink domains make the analysis cost ~10 ms: every few steps, not every one.
        start.plan.fileEvery = 4;
        start.plan.analysisEvery = 20;
        start.plan.cablePlanEvery = 10; // a plan from scratch: ~10 ms
    } else if (name == u"pod4") {
        SuperPodOptions options;
        options.sus = 4;
        design = generateSuperPod(catalog, options, why);
        start.plan.fileEvery = 20;
        start.plan.analysisEvery = 50;
        start.plan.cablePlanEvery = 10; // a plan from scratch: ~20 ms
    } else {
        *why = QStringLiteral("no start design \"%1\" (%2)")
                   .arg(name, startDesignNames().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (!design)
        return std::nullopt;
    start.design = std::move(*design);
    return start;
}

} // namespace podcad::randomedit

#pragma once

#include "arguments.h"
#include "catalog/catalog.h"
#include "cli.h"
#include "commands.h"
#include "cost/costsnapshot.h"
#include "designinput.h"
#include "sizing/gpusystem.h"
#include "workload/workloaddesign.h"

#include <QJsonObject>
#include <limits>
#include <optional>

namespace podcad::cli {

// What `size train` and `size infer` share: reading numbers, the catalog, the model and the system.
// Each reader prints its one line to ctx.err and returns false; `status` says which exit code.
class SizeOptions final
{
public:
    SizeOptions(const Arguments &args, const QString &command, Context &ctx)
        : mArgs(args)
        , mCommand(command)
        , mCtx(ctx)
    {}

    int status() const { return mStatus; }

    // A number with an optional K, M, B (or G) or T suffix: "15.6T" tokens, "70B" parameters.
    // Not a number: usage (1). Outside (min, max]: invalid input (2). Absent: `value` unchanged.
    bool amount(const QString &option, double &value, double min = 0,
                double max = std::numeric_limits<double>::infinity());
    bool whole(const QString &option, int &value, int min, int max);

    bool openCatalog();
    const Catalog &catalog() const { return *mCatalog; }
    // --model ID, or --params P [--active-params A] (+ the fields `needed` names: "--layers"...).
    bool model(LanguageModel &model, const QStringList &needed);
    // --system SKU, or --design FILE: the design's GPU system, storage, PUE and costs; for
    // `size train` also its drawn fabric, with the failures of --fail ID[,ID...] applied.
    bool system(std::optional<GpuSystem> &system);
    // After system(): what the design of --design offers the workload, else null.
    const WorkloadDesign *design() const { return mWorkloadDesign ? &*mWorkloadDesign : nullptr; }
    const QString &designFile() const { return mDesign.file; }
    // --pue; unset: the design's, else the catalog's (evaluateWorkload chooses).
    bool pue(std::optional<double> &pue);

    bool usage(const QString &message);   // prints, exit 1
    bool invalid(const QString &message); // prints, exit 2

    QJsonObject modelJson(const LanguageModel &model) const;

private:
    bool fail(const AnalysisOptions &options, const QString &source);

    const Arguments &mArgs;
    QString mCommand;
    Context &mCtx;
    std::optional<Catalog> mCatalog;
    DesignInput mDesign;
    std::optional<WorkloadDesign> mWorkloadDesign;
    int mStatus = Ok;
};

} // namespace podcad::cli

#pragma once

#include "arguments.h"
#include "catalog/catalog.h"
#include "cli.h"
#include "commands.h"
#include "cost/costsnapshot.h"
#include "designinput.h"
#include "workload/designgpus.h"
#include "workload/gpusystem.h"

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
    // --system SKU, or --design FILE: the design's GPU system (DesignGpus), its costs and storage.
    bool system(std::optional<GpuSystem> &system);
    // After system(): the design of --design, else null.
    const DesignGpus *designGpus() const { return mDesignGpus ? &*mDesignGpus : nullptr; }
    const CostSnapshot *designCost() const { return mDesignGpus ? &mDesignCost : nullptr; }
    const QString &designFile() const { return mDesign.file; }
    // The PUE: --pue, else the design's, else the catalog's.
    bool pue(double &pue);

    bool usage(const QString &message);   // prints, exit 1
    bool invalid(const QString &message); // prints, exit 2

    QJsonObject modelJson(const LanguageModel &model) const;

private:
    const Arguments &mArgs;
    QString mCommand;
    Context &mCtx;
    std::optional<Catalog> mCatalog;
    DesignInput mDesign;
    std::optional<DesignGpus> mDesignGpus;
    CostSnapshot mDesignCost;
    int mStatus = Ok;
};

} // namespace podcad::cli

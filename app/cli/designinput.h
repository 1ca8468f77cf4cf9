#pragma once

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "commands.h"
#include "io/designfile.h"
#include "revision/revision.h"

#include <memory>
#include <optional>

namespace podcad::cli {

// A design file with its catalog and analysis, loaded the way every command that reads a design
// needs it: unreadable files, a missing catalog and designs that do not fit the catalog (unknown
// SKU, wrong kind, unknown port) are invalid input, reported as one line naming file and location.
// What the command reads of the design (its cable plan, analysis, costs, schedule) comes from its
// one revision, so the run plans the cables once.
struct DesignInput final
{
    QString file;
    LoadResult loaded;
    std::optional<Catalog> catalog;
    std::shared_ptr<const Revision> revision; // of `loaded.design` and `catalog`, analysed

    const Design &design() const { return *loaded.design; }
    const Analysis &analysis() const { return *revision->analysis(); }
};

// Returns Ok and fills `input`, or prints the error line and returns InvalidInput. `options`
// are the analysis's: a command that analyses on its own terms (whatif) asks for counts only.
int loadDesignInput(const QString &file, Context &ctx, DesignInput &input,
                    const AnalysisOptions &options = {});
// The same with counts only: for the power what-ifs, which need the design checked, not the
// fabric figures.
int loadDesignCountsOnly(const QString &file, Context &ctx, DesignInput &input);

} // namespace podcad::cli

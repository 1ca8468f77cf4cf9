#include "designinput.h"

#include "catalogaccess.h"
#include "cli.h"

#include <algorithm>
#include <set>

namespace podcad::cli {
namespace {

// Problems that mean the file does not fit the catalog at all (a SKU or a port that does not
// exist): the input is inconsistent, so the CLI refuses it as invalid rather than reporting it.
bool isInputError(const Problem &p)
{
    static const std::set<QString> codes{QStringLiteral("unknown-sku"),
                                         QStringLiteral("wrong-kind"),
                                         QStringLiteral("unknown-port")};
    return p.severity == Severity::Error && codes.count(p.code);
}

} // namespace

int loadDesignInput(const QString &file, Context &ctx, DesignInput &input,
                    const AnalysisOptions &options)
{
    input.file = file;
    input.loaded = DesignFile::read(file);
    if (!input.loaded.design) {
        ctx.err << "podcad-cli: " << input.loaded.firstError(file) << '\n';
        return InvalidInput;
    }
    input.catalog = openCatalog(ctx);
    if (!input.catalog)
        return InvalidInput;
    input.revision = Revision::borrowing(input.design(), *input.catalog, options);
    std::vector<const Problem *> errors;
    for (const Problem &p : input.analysis().problems)
        if (isInputError(p))
            errors.push_back(&p);
    if (errors.empty())
        return Ok;
    // An unknown SKU is the root cause of the port problems on that device: name it first.
    auto rank = [](const Problem *p) {
        return p->code == QLatin1String("unknown-sku")  ? 0
               : p->code == QLatin1String("wrong-kind") ? 1
                                                        : 2;
    };
    std::stable_sort(errors.begin(), errors.end(),
                     [&](const Problem *x, const Problem *y) { return rank(x) < rank(y); });
    const Problem &first = *errors.front();
    QString where = input.loaded.locationOfId.at(first.objectId);
    if (where.isEmpty())
        where = first.objectId;
    if (!first.field.isEmpty())
        where += u'.' + first.field;
    ctx.err << "podcad-cli: " << file << ": " << where << ": " << first.message;
    if (errors.size() > 1)
        ctx.err << " (and " << errors.size() - 1 << " more such problem(s))";
    ctx.err << '\n';
    return InvalidInput;
}

int loadDesignCountsOnly(const QString &file, Context &ctx, DesignInput &input)
{
    AnalysisOptions countsOnly;
    countsOnly.fabricFigures = false;
    return loadDesignInput(file, ctx, input, countsOnly);
}

} // namespace podcad::cli

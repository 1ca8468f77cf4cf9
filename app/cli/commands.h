#pragma once

#include <QStringList>
#include <QTextStream>

namespace podcad::cli {

// One function per podcad-cli command; each returns the process exit status (see cli.h).
// `catalogPath` is the catalog the user chose with --catalog, or empty for the default.
struct Context final
{
    QTextStream &out;
    QTextStream &err;
    QString catalogPath;
    // --user-catalog: the overlay of imported models; empty for UserCatalog::defaultPath().
    QString userCatalogPath = {};
};

int catalogCommand(const QStringList &args, Context &ctx);
// catalog push | pull | price | set-price against a team catalog; -1 for another subcommand.
int teamCatalogCommand(const QString &sub, const QStringList &args, Context &ctx);
// team init | grant LOGIN ROLE | revoke LOGIN | whoami | history SKU (teamcatalogcommand.cpp).
int teamCommand(const QStringList &args, Context &ctx);
int analyzeCommand(const QStringList &args, Context &ctx);
int generateCommand(const QStringList &args, Context &ctx);
int bomCommand(const QStringList &args, Context &ctx);
int tcoCommand(const QStringList &args, Context &ctx);
int compareCommand(const QStringList &args, Context &ctx);
// export netbox FILE -o DIR (exportcommand.cpp).
int exportCommand(const QStringList &args, Context &ctx);
// cables FILE [-o OUT.csv|OUT.xlsx [--force]] [--json]: the cable schedule (cablescommand.cpp).
int cablesCommand(const QStringList &args, Context &ctx);
// compare-optics FILE [--json]: pluggable versus co-packaged optics (compareopticscommand.cpp).
int compareOpticsCommand(const QStringList &args, Context &ctx);
int whatifCommand(const QStringList &args, Context &ctx);
int sizeCommand(const QStringList &args, Context &ctx);
// whatif --fail-feed A|B [--rack ID]: whatifCommand hands it the arguments.
int feedLossWhatIf(const QStringList &args, Context &ctx);
// whatif --fail-element ID[,ID...] | --worst-facility: whatifCommand hands it the arguments.
int facilityWhatIf(const QStringList &args, Context &ctx);

} // namespace podcad::cli

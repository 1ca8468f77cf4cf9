#include "cli.h"

namespace podcad::cli {

int run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Q_UNUSED(out);
    err << "podcad-cli: unknown command \"" << args.value(0) << "\"\n";
    return Usage;
}

} // namespace podcad::cli

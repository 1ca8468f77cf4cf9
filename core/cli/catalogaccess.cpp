#include "catalogaccess.h"

namespace podcad::cli {

std::optional<Catalog> openCatalog(Context &ctx)
{
    const QString path = ctx.catalogPath.isEmpty() ? Catalog::defaultPath() : ctx.catalogPath;
    QString error;
    auto catalog = Catalog::open(path, &error);
    if (!catalog)
        ctx.err << "podcad-cli: " << error << '\n';
    return catalog;
}

} // namespace podcad::cli

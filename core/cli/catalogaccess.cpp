#include "catalogaccess.h"

#include "catalog/usercatalog.h"

namespace podcad::cli {

QString userCatalogPath(const Context &ctx)
{
    return ctx.userCatalogPath.isEmpty() ? UserCatalog::defaultPath() : ctx.userCatalogPath;
}

std::optional<Catalog> openCatalog(Context &ctx)
{
    const QString path = ctx.catalogPath.isEmpty() ? Catalog::defaultPath() : ctx.catalogPath;
    QString error;
    auto catalog = Catalog::open(path, &error);
    // The user's imported models on top; a missing user catalog layers nothing.
    if (catalog)
        catalog = UserCatalog::layer(*catalog, userCatalogPath(ctx), &error);
    if (!catalog)
        ctx.err << "podcad-cli: " << error << '\n';
    return catalog;
}

} // namespace podcad::cli

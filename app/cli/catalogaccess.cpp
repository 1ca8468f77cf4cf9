#include "catalogaccess.h"

#include "catalog/catalogurl.h"
#include "catalog/teamcatalogloader.h"
#include "catalog/usercatalog.h"

namespace podcad::cli {

namespace {

// A team catalog: the server's, else the local copy with one line saying so (and exit 0).
std::optional<Catalog> openTeamCatalog(Context &ctx)
{
    QString error;
    const std::optional<CatalogUrl> url = CatalogUrl::parse(ctx.catalogPath, &error);
    if (!url) {
        ctx.err << "podcad-cli: " << error << '\n';
        return std::nullopt;
    }
    TeamCatalogLoader::Result loaded = TeamCatalogLoader::load(*url);
    if (!loaded.catalog) {
        ctx.err << "podcad-cli: " << loaded.error << '\n';
        return std::nullopt;
    }
    if (!loaded.notice.isEmpty())
        ctx.err << "podcad-cli: " << loaded.notice << '\n';
    return std::move(loaded.catalog);
}

} // namespace

QString userCatalogPath(const Context &ctx)
{
    return ctx.userCatalogPath.isEmpty() ? UserCatalog::defaultPath() : ctx.userCatalogPath;
}

std::optional<Catalog> openCatalog(Context &ctx)
{
    std::optional<Catalog> catalog;
    QString error;
    if (CatalogUrl::isTeamCatalog(ctx.catalogPath)) {
        catalog = openTeamCatalog(ctx);
        if (!catalog)
            return catalog; // the reason is printed
    } else {
        const QString path = ctx.catalogPath.isEmpty() ? Catalog::defaultPath() : ctx.catalogPath;
        catalog = Catalog::open(path, &error);
    }
    // The user's imported models on top of the shipped or the team catalog; a missing user
    // catalog layers nothing.
    if (catalog)
        catalog = UserCatalog::layer(*catalog, userCatalogPath(ctx), &error);
    if (!catalog)
        ctx.err << "podcad-cli: " << error << '\n';
    return catalog;
}

} // namespace podcad::cli

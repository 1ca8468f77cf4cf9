#include "catalogaccess.h"

#include "catalog/catalogurl.h"
#include "catalog/teamcatalogloader.h"

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

std::optional<Catalog> openCatalog(Context &ctx)
{
    if (CatalogUrl::isTeamCatalog(ctx.catalogPath))
        return openTeamCatalog(ctx);
    const QString path = ctx.catalogPath.isEmpty() ? Catalog::defaultPath() : ctx.catalogPath;
    QString error;
    auto catalog = Catalog::open(path, &error);
    if (!catalog)
        ctx.err << "podcad-cli: " << error << '\n';
    return catalog;
}

} // namespace podcad::cli

#pragma once

#include "catalog/catalog.h"
#include "commands.h"

#include <optional>

namespace podcad::cli {

// The catalog a command line names: --catalog, else Catalog::defaultPath(). On failure prints one
// line on ctx.err and returns nullopt (the caller exits InvalidInput). Every command opens its
// catalog here, so where a catalog can come from is decided in one place.
// The user catalog (UserCatalog) is layered on top; a corrupt one fails the same way.
std::optional<Catalog> openCatalog(Context &ctx);

// Where the user catalog is: --user-catalog, else UserCatalog::defaultPath().
QString userCatalogPath(const Context &ctx);

} // namespace podcad::cli

#pragma once

#include "catalog/catalog.h"
#include "testpaths.h"

#include <QString>
#include <memory>
#include <optional>

namespace podcad::test {

// The shipped catalog, shared read-only as the live session holds it; null, with *error saying
// why, when it cannot be read.
inline std::shared_ptr<const Catalog> sharedCatalog(QString *error)
{
    std::optional<Catalog> opened = Catalog::open(catalogDbPath(), error);
    return opened ? std::make_shared<const Catalog>(std::move(*opened)) : nullptr;
}

} // namespace podcad::test

#pragma once

#include "catalog/catalog.h"
#include "io/designfile.h"
#include "testpaths.h"

#include <optional>

namespace podcad::test {

// The shipped catalog and the bundled BasePOD sample, what the editing rules' tests start from.
// Returns false, with the reason in `error`, when either cannot be read.
inline bool openCatalogAndSample(std::optional<Catalog> &catalog, Design &sample, QString *error)
{
    catalog = Catalog::open(catalogDbPath(), error);
    if (!catalog)
        return false;
    const QString path = samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
    LoadResult loaded = DesignFile::read(path);
    if (!loaded.design) {
        *error = loaded.firstError(path);
        return false;
    }
    sample = std::move(*loaded.design);
    return true;
}

} // namespace podcad::test

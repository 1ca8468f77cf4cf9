#pragma once

// A team catalog URL a test writes itself: a typo in one is the test's bug, so it stops there.

#include "catalog/catalogurl.h"

#include <QString>

namespace podcad::test {

inline CatalogUrl teamCatalogUrl(const QString &text)
{
    QString error;
    std::optional<CatalogUrl> url = CatalogUrl::parse(text, &error);
    if (!url)
        qFatal("bad test URL %s: %s", qPrintable(text), qPrintable(error));
    return *url;
}

} // namespace podcad::test

#pragma once

#include "cablemedium.h"

#include <optional>

namespace podcad {

class Catalog;
struct PortGroup;

// Picks the medium of a link from the catalog's cables and transceivers by the run it must
// cover, and checks a cable the user chose against it.
class MediumChooser final
{
public:
    explicit MediumChooser(const Catalog &catalog);

    // The cheapest medium (cable plus the transceivers it needs) that reaches lengthM between
    // ports of these groups; nullopt when the catalog has none that fits them.
    std::optional<CableMedium> choose(const PortGroup &a, const PortGroup &b, double lengthM) const;
    // The user's cable on this run: its kind, ends and whether it reaches (reaches = false when
    // its length or its medium's reach is shorter than lengthM). Either group may be unknown.
    CableMedium check(const QString &cableSku, const PortGroup *a, const PortGroup *b,
                      double lengthM) const;

private:
    const Catalog &mCatalog;
};

} // namespace podcad

#pragma once

#include <QString>
#include <map>

namespace podcad {

// Per-design values that override the catalog's default assumptions (electricity price, PUE, years,
// ...). Keys are the catalog's assumption keys, with units in the name (`electricity_usd_per_kwh`).
// Only overrides are stored, so a design follows catalog updates for everything it did not pin.
struct Assumptions final
{
    std::map<QString, double> values;

    double value(const QString &key, double fallback) const
    {
        auto it = values.find(key);
        return it == values.end() ? fallback : it->second;
    }
    bool operator==(const Assumptions &) const = default;
};

} // namespace podcad

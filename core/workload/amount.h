#pragma once

#include <QString>
#include <optional>

namespace podcad {

// Counts as people type them: "15T" tokens, "70B" parameters, "1.5M" tokens/s; an optional K, M,
// B (or G) or T suffix, as `podcad-cli size` takes them. nullopt for anything else (empty, text,
// infinity).
std::optional<double> parseAmount(const QString &text);

// The other way: "15T", "70B", "1.5M", "800"; at most four significant digits, so that what
// parseAmount reads back is what was typed.
QString formatAmount(double value);

} // namespace podcad

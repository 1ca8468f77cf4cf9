#pragma once

#include "catalogtypes.h"

#include <QString>
#include <optional>

namespace podcad {

// The catalog's words for a confidence ("datasheet", "reference architecture", "vendor
// announcement", "third-party estimate"); empty for Unrated.
QString confidenceName(Confidence confidence);
// The inverse; nullopt for text that is none of the four (an empty text is Unrated).
std::optional<Confidence> parseConfidence(const QString &text);

} // namespace podcad

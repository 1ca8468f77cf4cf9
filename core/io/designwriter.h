#pragma once

#include "model/design.h"

#include <QByteArray>
#include <QString>

namespace podcad {

// DesignFile::serialize, also reporting the JSON location of the first number that is NaN or
// infinite (written as null, which would make the file unreadable), so that saving can refuse.
QByteArray serializeDesign(const Design &design, QString *firstNonFinite);

} // namespace podcad

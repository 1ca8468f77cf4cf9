#pragma once

#include "model/role.h"

#include <QColor>

namespace podcad {

// One colour per role, shared by every view and legend so a leaf looks the same everywhere.
QColor roleColor(Role role);

} // namespace podcad

#pragma once

#include "model/design.h"
#include "sequencerunner.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace podcad {
class Catalog;
}

namespace podcad::randomedit {

// A design the random edits start from, with how often its costly checks run: "sample" (the
// bundled BasePOD), "nvl72" (a GB200 NVL72 SuperPOD of one SU) and "pod4" (a DGX H100 SuperPOD of
// four SUs, where writing the file and the analysis cost too much to run after every step).
struct StartDesign final
{
    QString name;
    Design design;
    CheckPlan plan;
};

QStringList startDesignNames();
std::optional<StartDesign> startDesign(const Catalog &catalog, const QString &name, QString *why);

} // namespace podcad::randomedit

#pragma once

#include <QString>
#include <vector>

namespace podcad {

struct OpticsComparison;

// One row of the pluggable-versus-CPO table as every front end prints it (the CLI's text table,
// the window's dialog and the presentation page): the label with its unit, the two sides'
// figures and the difference (CPO minus pluggable, signed), formatted by the one rule of each unit.
struct OpticsRow final
{
    QString key; // "transceivers", "network_kw", ...: the JSON key of the figure
    QString label;
    double pluggable = 0;
    double cpo = 0;
    QString pluggableText;
    QString cpoText;
    QString differenceText;
};

// The rows in reading order: modules, lasers, optics W, switches W, network kW, capex, energy.
// Empty when the comparison has nothing to compare.
std::vector<OpticsRow> opticsRows(const OpticsComparison &comparison);

// "1 year", "5 years": the horizon the energy is counted over.
QString horizonText(int years);

// The comparison in one sentence, for a headline: what co-packaged optics change in network
// power, in capex plus energy over the horizon and in laser modules ("why" when not comparable).
QString opticsSentence(const OpticsComparison &comparison);

} // namespace podcad

#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace podcad {

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity); // "error", "warning", "info"

// Something wrong or worth a look in a design, pointing at the object it is about so that the GUI
// can select it and the CLI can name it. Codes are stable: scripts and tests match on them.
struct Problem final
{
    Severity severity = Severity::Error;
    QString code;     // "rack-over-power", "u-collision", "unknown-sku", "port-overuse", ...
    QString message;  // one readable sentence with the figures
    QString objectId; // rack, device or link id; empty for design-wide problems
    QString field;    // the offending field of that object ("sku", "lowest_u"), may be empty
    // A row that stands for many alike objects (thousands of links running at the slower speed
    // in a big pod would drown the list otherwise): how many, and a few of their ids, the first
    // being objectId. count 1 and no examples for an ordinary problem.
    int count = 1;
    QStringList exampleIds = {};

    bool operator==(const Problem &) const = default;
};

// Puts errors first, then warnings, then info; within a severity by code, object id and field, so
// that the list (and the CLI output and tests matching on it) does not depend on check order.
void sortProblems(std::vector<Problem> &problems);

} // namespace podcad

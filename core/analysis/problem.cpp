#include "problem.h"

#include <algorithm>

namespace podcad {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

void sortProblems(std::vector<Problem> &problems)
{
    // Stable: two problems with the same key (one object, one code, one field) keep the order the
    // checks found them in, which is itself deterministic.
    std::stable_sort(problems.begin(), problems.end(), [](const Problem &x, const Problem &y) {
        if (x.severity != y.severity)
            return static_cast<int>(x.severity) < static_cast<int>(y.severity);
        if (int c = x.code.compare(y.code); c != 0)
            return c < 0;
        if (int c = x.objectId.compare(y.objectId); c != 0)
            return c < 0;
        return x.field < y.field;
    });
}

} // namespace podcad

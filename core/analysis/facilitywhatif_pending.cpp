// Links the facility what-ifs until their analysis is merged: a failure that changes nothing.
#include "facilitywhatif.h"
#include "model/design.h"

namespace podcad {

std::optional<FacilityWhatIf> failFacilityElements(const Design &design, const Catalog &,
                                                   const std::vector<QString> &ids, QString *why)
{
    for (const QString &id : ids)
        if (!design.facilityElement(id)) {
            if (why)
                *why = QStringLiteral("no facility element %1").arg(id);
            return std::nullopt;
        }
    FacilityWhatIf result;
    result.failed = ids;
    return result;
}

std::optional<FacilityWhatIf> worstFacilityFailure(const Design &design, const Catalog &catalog,
                                                   const AnalysisOptions &,
                                                   const std::function<void(int, int)> &progress)
{
    if (design.facility().empty())
        return std::nullopt;
    const QString first = design.facility().begin()->first;
    if (progress)
        progress(1, 1);
    return failFacilityElements(design, catalog, {first}, nullptr);
}

} // namespace podcad

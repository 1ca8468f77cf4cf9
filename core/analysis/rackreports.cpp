#include "rackreports.h"

#include "devicefacts.h"
#include "rackbudget.h"

namespace podcad {

std::vector<RackReport> rackReports(const Design &design, const Catalog &catalog)
{
    // The analysis reports these problems; whoever sizes from the figures alone does not.
    std::vector<Problem> problems;
    const analysis::DeviceIndex devices(design, catalog, problems);
    return analysis::rackBudgets(design, catalog, devices, problems);
}

} // namespace podcad

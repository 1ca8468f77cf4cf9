#include "workloadfilecheck.h"

#include "designfile.h"

namespace podcad {

QString workloadFileProblem(const Workload &workload)
{
    Design design;
    design.workload = workload;
    const LoadResult result = DesignFile::parse(DesignFile::serialize(design));
    if (result.ok())
        return {};
    // The rest of the design is empty and valid, so every error is the workload's.
    return result.errors.front().toString();
}

} // namespace podcad

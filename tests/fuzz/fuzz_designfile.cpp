// libFuzzer target: bytes -> the design reader; a design that loads goes on to the analysis and
// the bill of materials, as `podcad-cli analyze` and `bom` would take it. Built only with
// -DPODCAD_FUZZ=ON and clang (see tests/fuzz/run-fuzz.sh); findings become tests/data/bad files.
#include "cabling/cableplan.h"
#include "fuzzsupport.h"
#include "io/designfile.h"

#include <cstdint>

using namespace podcad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const LoadResult loaded =
        DesignFile::parse(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!loaded.design)
        return 0;
    AnalysisOptions options;
    options.effort = AnalysisEffort::Quick;
    const Analysis analysis = analyze(*loaded.design, fuzz::shippedCatalog(), options);
    const Bom bom = Bom::build(*loaded.design, fuzz::shippedCatalog(),
                               CablePlan::build(*loaded.design, fuzz::shippedCatalog()));
    (void)analysis;
    (void)bom;
    return 0;
}

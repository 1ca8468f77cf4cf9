// libFuzzer target: bytes -> the design reader; a design that loads goes on to the analysis and
// the bill of materials, as `podcad-cli analyze` and `bom` would take it. Built only with
// -DPODCAD_FUZZ=ON and clang (see tests/fuzz/run-fuzz.sh); findings become tests/data/bad files.
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "io/designfile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <cstdint>
#include <cstdlib>
#include <optional>

using namespace podcad;

namespace {

const Catalog *catalog()
{
    static std::optional<Catalog> c = [] {
        QString error;
        std::optional<Catalog> opened = Catalog::open(QStringLiteral(PODCAD_FUZZ_CATALOG), &error);
        if (!opened)
            std::abort(); // no catalog: nothing to fuzz against
        return opened;
    }();
    return &*c;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const LoadResult loaded =
        DesignFile::parse(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!loaded.design)
        return 0;
    AnalysisOptions options;
    options.effort = AnalysisEffort::Quick;
    const Analysis analysis = analyze(*loaded.design, *catalog(), options);
    const Bom bom = Bom::build(*loaded.design, *catalog());
    (void)analysis;
    (void)bom;
    return 0;
}

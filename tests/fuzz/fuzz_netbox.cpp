// libFuzzer target: bytes -> the NetBox device-type importer, as `podcad-cli catalog import
// netbox` and Catalog > Import take a YAML file; a type that imports goes back out the way the
// NetBox export names it. Every model it yields must keep the catalog's rules (fuzzsupport.h).
#include "catalog/netboxdevicetype.h"
#include "fuzzsupport.h"

#include <cstdint>

using namespace podcad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    NetboxDeviceTypeOptions options;
    options.importDate = QStringLiteral("2026-11-27"); // no clock in a replayable run
    QString error;
    const std::optional<NetboxDeviceType> type =
        parseNetboxDeviceType(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)),
                              QStringLiteral("fuzz.yaml"), options, &error);
    if (!type) {
        if (!error.startsWith(QStringLiteral("fuzz.yaml: ")) || error.contains(u'\n'))
            fuzz::broken(QStringLiteral("a refusal that is not one line naming the file: ") +
                         error);
        return 0;
    }
    fuzz::checkModel(type->model);
    const NetboxTypeIdentity identity = netboxTypeIdentity(type->model);
    if (identity.slug.isEmpty() || netboxSlug(identity.slug) != identity.slug)
        fuzz::broken(QStringLiteral("an export slug NetBox refuses: ") + identity.slug);
    (void)netboxPodcadComment(type->model);
    return 0;
}

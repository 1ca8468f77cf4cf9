// libFuzzer target: bytes as a catalog file, opened both ways PodCAD opens one: as the catalog
// (`--catalog FILE`, Catalog::open) and as the user catalog layered over the shipped one
// (UserCatalog::layer, what the editor and the CLI do at start). A catalog that opens must keep
// the catalog's rules in every model; the user's models then go into a design that is analysed
// and costed, as placing them would.
#include "catalog/usercatalog.h"
#include "fuzzsupport.h"

#include <cstdint>

using namespace podcad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = fuzz::scratchFile(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral(".db"));
    QString error;
    if (const std::optional<Catalog> opened = Catalog::open(path, &error)) {
        std::vector<QString> skus;
        for (const DeviceModel *m : opened->models()) {
            fuzz::checkModel(*m);
            skus.push_back(m->sku);
        }
        fuzz::analyseModels(*opened, skus);
    } else if (!error.startsWith(path + QStringLiteral(": "))) {
        fuzz::broken(QStringLiteral("a refusal that does not name the file: ") + error);
    }

    std::vector<DeviceModel> models;
    if (!UserCatalog::read(path, &models, &error)) {
        if (!error.startsWith(path + QStringLiteral(": ")))
            fuzz::broken(QStringLiteral("a refusal that does not name the file: ") + error);
        return 0;
    }
    const std::optional<Catalog> layered = UserCatalog::layer(fuzz::shippedCatalog(), path, &error);
    if (!layered)
        fuzz::broken(QStringLiteral("read but not layered: ") + error);
    std::vector<QString> skus;
    for (const DeviceModel &m : models) {
        fuzz::checkModel(m);
        skus.push_back(m.sku);
    }
    fuzz::analyseModels(*layered, skus);
    return 0;
}

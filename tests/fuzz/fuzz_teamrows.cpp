// libFuzzer target: the rows a team catalog server sends, decoded without a server. The input is
// the text form of tests/common/catalogrowstext.h; its rows go through the decoding and checks
// every fetched catalog goes through (readCatalogTables on values), and each device_models row
// through the decoding of the editor's model row (TeamCatalog::modelFromRow). A catalog that
// decodes must keep the catalog's rules in every model, and its models are analysed and costed.
#include "catalog/catalogreader.h"
#include "catalog/teamcatalog.h"
#include "catalogrowstext.h"
#include "fuzzsupport.h"

#include <cstdint>

using namespace podcad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const CatalogRows rows =
        catalogrowstext::parse(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (const auto models = rows.tables.find(QStringLiteral("device_models"));
        models != rows.tables.end())
        for (const QVariantList &row : models->second.rows)
            (void)TeamCatalog::modelFromRow(row.value(0).toString(), row);

    CatalogTables tables;
    QString problem;
    if (!readCatalogTables(rows, &tables, &problem)) {
        if (problem.isEmpty() || problem.contains(u'\n'))
            fuzz::broken(QStringLiteral("a refusal that is not one line: ") + problem);
        return 0;
    }
    std::vector<QString> skus;
    for (const DeviceModel &m : tables.models) {
        fuzz::checkModel(m);
        skus.push_back(m.sku);
    }
    const Catalog catalog =
        Catalog::fromData(std::move(tables.models), std::move(tables.accelerators),
                          std::move(tables.offers), std::move(tables.assumptions));
    fuzz::analyseModels(catalog, skus);
    return 0;
}

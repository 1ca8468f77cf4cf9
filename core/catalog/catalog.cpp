#include "catalog.h"

#include "catalogreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

template<typename K, typename T> const T *find(const std::map<K, T> &map, const K &key)
{
    auto it = map.find(key);
    return it == map.end() ? nullptr : &it->second;
}

template<typename K, typename T> std::vector<const T *> values(const std::map<K, T> &map)
{
    std::vector<const T *> result;
    result.reserve(map.size());
    for (const auto &[key, value] : map)
        result.push_back(&value);
    return result;
}

} // namespace

std::optional<Catalog> Catalog::open(const QString &path, QString *error)
{
    CatalogTables tables;
    if (!readCatalogTables(path, path, &tables, error))
        return std::nullopt;
    Catalog catalog =
        fromData(std::move(tables.models), std::move(tables.accelerators), std::move(tables.offers),
                 std::move(tables.assumptions), std::move(tables.languageModels));
    catalog.addFacilityModels(std::move(tables.facilityModels));
    catalog.addKernelEfficiencies(std::move(tables.kernelEfficiencies));
    catalog.addFigureRanges(std::move(tables.figureRanges));
    catalog.mPath = path;
    return catalog;
}

QString Catalog::defaultPath()
{
    const QString fromEnvironment = qEnvironmentVariable("PODCAD_CATALOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    // applicationDirPath() needs an application object; library users without one (tools, some
    // tests) fall through to the source tree.
    if (QCoreApplication::instance()) {
        const QDir appDir(QCoreApplication::applicationDirPath());
        for (const QString &candidate :
             {appDir.filePath(u"catalog.db"_s), appDir.filePath(u"../catalog.db"_s)})
            if (QFileInfo(candidate).isFile())
                return QDir::cleanPath(candidate);
    }
    // Returned even when missing, so the error message names the place we looked last.
    return QDir::cleanPath(QStringLiteral(PODCAD_SOURCE_DIR "/catalog.db"));
}

const DeviceModel *Catalog::model(const QString &sku) const
{
    return find(mModels, sku);
}
const FacilityModel *Catalog::facilityModel(const QString &sku) const
{
    return find(mFacilityModels, sku);
}
std::vector<const FacilityModel *> Catalog::facilityModels() const
{
    return values(mFacilityModels);
}
void Catalog::addFacilityModels(std::vector<FacilityModel> models)
{
    for (FacilityModel &m : models)
        mFacilityModels.insert_or_assign(m.sku, std::move(m));
}
const KernelEfficiency *Catalog::kernelEfficiency(const QString &acceleratorId,
                                                  const QString &precision) const
{
    return find(mKernelEfficiencies, std::pair{acceleratorId, precision});
}
std::vector<const KernelEfficiency *> Catalog::kernelEfficiencies() const
{
    return values(mKernelEfficiencies);
}
void Catalog::addKernelEfficiencies(std::vector<KernelEfficiency> efficiencies)
{
    for (KernelEfficiency &k : efficiencies) {
        std::pair key{k.acceleratorId, k.precision};
        mKernelEfficiencies.insert_or_assign(std::move(key), std::move(k));
    }
}
const FigureRange *Catalog::figureRange(const QString &subject, const QString &field) const
{
    return find(mFigureRanges, std::pair{subject, field});
}
std::vector<const FigureRange *> Catalog::figureRanges(const QString &subject) const
{
    std::vector<const FigureRange *> out;
    for (auto it = mFigureRanges.lower_bound({subject, QString()});
         it != mFigureRanges.end() && it->first.first == subject; ++it)
        out.push_back(&it->second);
    return out;
}
std::vector<const FigureRange *> Catalog::figureRanges() const
{
    return values(mFigureRanges);
}
void Catalog::addFigureRanges(std::vector<FigureRange> ranges)
{
    for (FigureRange &f : ranges) {
        std::pair key{f.subject, f.field};
        mFigureRanges.insert_or_assign(std::move(key), std::move(f));
    }
}
const Accelerator *Catalog::accelerator(const QString &id) const
{
    return find(mAccelerators, id);
}
const CloudOffer *Catalog::cloudOffer(const QString &id) const
{
    return find(mOffers, id);
}
const AssumptionDefault *Catalog::assumption(const QString &key) const
{
    return find(mAssumptions, key);
}

const LanguageModel *Catalog::languageModel(const QString &id) const
{
    return find(mLanguageModels, id);
}

std::vector<const DeviceModel *> Catalog::models() const
{
    return values(mModels);
}
std::vector<const Accelerator *> Catalog::accelerators() const
{
    return values(mAccelerators);
}
std::vector<const CloudOffer *> Catalog::cloudOffers() const
{
    return values(mOffers);
}
std::vector<const AssumptionDefault *> Catalog::assumptions() const
{
    return values(mAssumptions);
}
std::vector<const LanguageModel *> Catalog::languageModels() const
{
    return values(mLanguageModels);
}

std::vector<const DeviceModel *> Catalog::modelsOfKind(DeviceKind kind) const
{
    std::vector<const DeviceModel *> result;
    for (const auto &[sku, m] : mModels)
        if (m.kind == kind)
            result.push_back(&m);
    return result;
}

std::vector<const DeviceModel *> Catalog::search(const QString &text) const
{
    // Plain substring matching in memory: the user's text is never part of a query, so '%', '_'
    // and quotes mean themselves.
    const QString needle = text.trimmed();
    std::vector<const DeviceModel *> result;
    for (const auto &[sku, m] : mModels)
        if (m.sku.contains(needle, Qt::CaseInsensitive) ||
            m.name.contains(needle, Qt::CaseInsensitive) ||
            m.vendor.contains(needle, Qt::CaseInsensitive) ||
            m.description.contains(needle, Qt::CaseInsensitive))
            result.push_back(&m);
    return result;
}

void Catalog::overlay(std::vector<DeviceModel> models, const QString &userPath)
{
    for (DeviceModel &m : models) {
        // The first overlay of a SKU hid the catalog's own row; a later one hides only the first.
        if (!mShadowed.count(m.sku)) {
            const auto hidden = mModels.find(m.sku);
            mShadowed.emplace(m.sku, hidden == mModels.end()
                                         ? std::nullopt
                                         : std::optional<DeviceModel>(hidden->second));
        }
        mModels.insert_or_assign(m.sku, std::move(m));
    }
    mUserPath = userPath;
}

bool Catalog::overlayHides(const QString &sku) const
{
    const auto it = mShadowed.find(sku);
    return it != mShadowed.end() && it->second.has_value();
}

void Catalog::removeOverlay(const std::vector<QString> &skus)
{
    for (const QString &sku : skus) {
        const auto it = mShadowed.find(sku);
        if (it == mShadowed.end())
            continue;
        if (it->second)
            mModels.insert_or_assign(sku, std::move(*it->second));
        else
            mModels.erase(sku);
        mShadowed.erase(it);
    }
}

Catalog Catalog::fromData(std::vector<DeviceModel> models, std::vector<Accelerator> accelerators,
                          std::vector<CloudOffer> offers,
                          std::vector<AssumptionDefault> assumptions,
                          std::vector<LanguageModel> languageModels)
{
    Catalog catalog;
    for (DeviceModel &m : models)
        catalog.mModels.insert_or_assign(m.sku, std::move(m));
    for (Accelerator &a : accelerators)
        catalog.mAccelerators.insert_or_assign(a.id, std::move(a));
    for (CloudOffer &c : offers)
        catalog.mOffers.insert_or_assign(c.id, std::move(c));
    for (AssumptionDefault &a : assumptions)
        catalog.mAssumptions.insert_or_assign(a.key, std::move(a));
    for (LanguageModel &m : languageModels)
        catalog.mLanguageModels.insert_or_assign(m.id, std::move(m));
    return catalog;
}

const Catalog &Catalog::empty()
{
    static const Catalog none = fromData({}, {});
    return none;
}

} // namespace podcad

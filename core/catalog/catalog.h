#pragma once

#include "catalogtypes.h"

#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace podcad {

// The component catalog: specs, prices and cloud offers, read from a SQLite file.
//
// open() reads every table into memory once and closes the database. The catalog is a few hundred
// rows, and an immutable in-memory copy can be shared by the analysis worker threads, which a
// QSqlDatabase connection (bound to the thread that opened it) cannot.
class Catalog final
{
public:
    // The schema version this build reads (PRAGMA user_version). A newer file is refused.
    static constexpr int kSchemaVersion = 6;

    // Opens the catalog read-only. On failure returns nullopt and sets `error` to one line naming
    // the file and what is wrong (missing, unreadable, not a database, newer schema, bad row).
    static std::optional<Catalog> open(const QString &path, QString *error);

    // Where to find catalog.db when the user did not say: $PODCAD_CATALOG, then beside the
    // executable and one level up, then the source tree this binary was built from.
    static QString defaultPath();

    // Builds a catalog database at `dbPath` from the SQL script at `sqlPath`. Writes a temporary
    // file and renames it over `dbPath` only when the script ran completely.
    static bool build(const QString &sqlPath, const QString &dbPath, QString *error);

    const QString &path() const { return mPath; }
    // Where the catalog came from when that is not the file read: a team catalog's URL.
    void setPath(const QString &path) { mPath = path; }

    const DeviceModel *model(const QString &sku) const;
    const Accelerator *accelerator(const QString &id) const;
    const CloudOffer *cloudOffer(const QString &id) const;
    const AssumptionDefault *assumption(const QString &key) const;
    const LanguageModel *languageModel(const QString &id) const;
    const FacilityModel *facilityModel(const QString &sku) const;
    std::vector<const FacilityModel *> facilityModels() const; // sku order
    // Adds or replaces facility models (the reader's and the tests' way in).
    void addFacilityModels(std::vector<FacilityModel> models);
    // The share of the dense peak training GEMMs sustain on `acceleratorId` at `precision`
    // ("bf16" | "fp8"); nullptr when the catalog has no figure for them.
    const KernelEfficiency *kernelEfficiency(const QString &acceleratorId,
                                             const QString &precision) const;
    std::vector<const KernelEfficiency *> kernelEfficiencies() const; // accelerator, precision
    // Where published figures for `field` of `subject` (a SKU or accelerator id) disagree: the
    // range and the figure taken; nullptr when the sources agree or the catalog keeps no range.
    const FigureRange *figureRange(const QString &subject, const QString &field) const;
    std::vector<const FigureRange *> figureRanges(const QString &subject) const; // field order
    std::vector<const FigureRange *> figureRanges() const; // subject, field order
    void addFigureRanges(std::vector<FigureRange> ranges);
    // Adds or replaces kernel efficiencies (the reader's and the tests' way in).
    void addKernelEfficiencies(std::vector<KernelEfficiency> efficiencies);

    std::vector<const DeviceModel *> models() const; // sku order
    std::vector<const DeviceModel *> modelsOfKind(DeviceKind kind) const;
    // Case-insensitive substring match over SKU, name, vendor and description, in SKU order.
    std::vector<const DeviceModel *> search(const QString &text) const;
    std::vector<const Accelerator *> accelerators() const;
    std::vector<const CloudOffer *> cloudOffers() const;
    std::vector<const AssumptionDefault *> assumptions() const;
    std::vector<const LanguageModel *> languageModels() const; // id order

    // Builds a catalog from values, for tests and for generated scratch catalogs.
    static Catalog fromData(std::vector<DeviceModel> models, std::vector<Accelerator> accelerators,
                            std::vector<CloudOffer> offers = {},
                            std::vector<AssumptionDefault> assumptions = {},
                            std::vector<LanguageModel> languageModels = {});
    // A catalog with nothing in it: what views draw against when no catalog could be opened.
    static const Catalog &empty();

    // Layers the user catalog's models on top (UserCatalog::layer): each adds a model or
    // replaces the one of its SKU. `userPath` is where they came from, for messages.
    void overlay(std::vector<DeviceModel> models, const QString &userPath);
    const QString &userPath() const { return mUserPath; } // empty: nothing layered
    // Whether the model of `sku` comes from the user catalog, and whether it hides a row of the
    // catalog underneath (the shipped or the team catalog's).
    bool isOverlaid(const QString &sku) const { return mShadowed.count(sku) > 0; }
    bool overlayHides(const QString &sku) const;
    // Takes models out of the overlay (after UserCatalog::remove): the row each one hid comes
    // back, a model the overlay added goes. SKUs not overlaid are left alone.
    void removeOverlay(const std::vector<QString> &skus);

    // Every row equal (models with their ports, accelerators, offers, assumptions, language
    // models), wherever each catalog was read from: whether a design would come out the same.
    bool sameContent(const Catalog &other) const
    {
        return mModels == other.mModels && mAccelerators == other.mAccelerators &&
               mOffers == other.mOffers && mAssumptions == other.mAssumptions &&
               mLanguageModels == other.mLanguageModels &&
               mFacilityModels == other.mFacilityModels &&
               mKernelEfficiencies == other.mKernelEfficiencies &&
               mFigureRanges == other.mFigureRanges;
    }

private:
    QString mPath;
    QString mUserPath;
    std::map<QString, DeviceModel> mModels;
    // SKU of each overlaid model -> the row it hid (nullopt: the overlay added the model).
    std::map<QString, std::optional<DeviceModel>> mShadowed;
    std::map<QString, Accelerator> mAccelerators;
    std::map<QString, CloudOffer> mOffers;
    std::map<QString, AssumptionDefault> mAssumptions;
    std::map<QString, LanguageModel> mLanguageModels;
    std::map<QString, FacilityModel> mFacilityModels;
    std::map<std::pair<QString, QString>, KernelEfficiency> mKernelEfficiencies;
    std::map<std::pair<QString, QString>, FigureRange> mFigureRanges;
};

} // namespace podcad

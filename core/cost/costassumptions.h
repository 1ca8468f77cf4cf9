#pragma once

#include "catalog/catalogtypes.h"

#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// One assumption the cost model uses, with the value in force and where it came from, so that the
// exports can show a finance reader which figures were chosen for this design and which are
// catalog defaults (and which of those are estimates).
struct CostAssumption final
{
    QString key; // catalog assumption key, unit in the name ("electricity_usd_per_kwh")
    double value = 0;
    QString unit;
    QString description;
    Provenance provenance;
    bool overridden = false; // set in the design file
};

// Keys of the catalog's assumptions table that the cost model reads.
namespace costkey {
inline const QString electricity = QStringLiteral("electricity_usd_per_kwh");
inline const QString pue = QStringLiteral("pue");
inline const QString years = QStringLiteral("years");
inline const QString loadFactor = QStringLiteral("load_factor");
inline const QString hoursPerYear = QStringLiteral("hours_per_year");
inline const QString installPct = QStringLiteral("install_services_pct");
inline const QString taxPct = QStringLiteral("tax_pct");
inline const QString supportPct = QStringLiteral("support_pct_per_year");
inline const QString colocationKw = QStringLiteral("colocation_usd_per_kw_month");
inline const QString colocationRack = QStringLiteral("colocation_usd_per_rack_month");
inline const QString staff = QStringLiteral("staff_usd_per_year");
inline const QString residualPct = QStringLiteral("residual_value_pct");
inline const QString discountRate = QStringLiteral("discount_rate");
inline const QString cloudStorage = QStringLiteral("cloud_storage_usd_per_tb_month");
inline const QString cloudEgressTb = QStringLiteral("cloud_egress_tb_per_month");
inline const QString cloudEgressPrice = QStringLiteral("cloud_egress_usd_per_tb");
} // namespace costkey

// The figures behind the TCO and the cloud comparison, resolved once: the design's override, else
// the catalog default, else a built-in fallback (for catalogs that predate a key; its source says
// so). Percentages stay percentages (5 = 5 %), as the catalog stores them.
class CostAssumptions final
{
public:
    static CostAssumptions resolve(const Design &design, const Catalog &catalog);

    // The keys above, in the order the exports list them.
    static const std::vector<QString> &keys();

    // 0 for a key this model does not know (every known key always has a value).
    double value(const QString &key) const;
    // Whether the design (or a what-if) sets the key, rather than the catalog's default.
    bool isOverridden(const QString &key) const;
    // For what-if questions (a CLI option, a test): marks the key as overridden.
    void set(const QString &key, double value);
    const std::vector<CostAssumption> &entries() const { return mEntries; }

private:
    std::vector<CostAssumption> mEntries; // keys() order
};

} // namespace podcad

#include "modelrules.h"

#include "model/textrules.h"
#include "oneline.h"

#include <QSet>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// A SKU or a group name as a message quotes it: one line, and a name of thousands of characters
// (the very thing a text rule refuses) cut short so that the message stays readable.
QString quoted(const QString &text)
{
    constexpr qsizetype kShown = 100;
    if (text.size() <= kShown)
        return u'"' + oneLine(text) + u'"';
    const qsizetype cut = text[kShown - 1].isHighSurrogate() ? kShown - 1 : kShown;
    return u'"' + oneLine(text.left(cut)) + u"...\""_s;
}

// `names` holds the names of the groups before `index`; this one's is added.
QString portGroupProblem(const PortGroup &g, std::size_t index, QSet<QString> *names)
{
    if (g.name.trimmed().isEmpty())
        return u"port group %1 has no name"_s.arg(index + 1);
    const QString group = u"port group "_s + quoted(g.name);
    if (const QString text = textProblem(g.name); !text.isEmpty())
        return group + u": name: "_s + text;
    // A link names its end's group by name: two of one name would be one group to a design.
    if (names->contains(g.name))
        return group + u" given twice"_s;
    names->insert(g.name);
    if (g.count < 0)
        return group + u": count is negative"_s;
    if (!(std::isfinite(g.speedGbps) && g.speedGbps > 0))
        return group + u": speed_gbps must be positive"_s;
    if (g.connector.trimmed().isEmpty())
        return group + u": connector is empty"_s;
    static const QStringList fabrics{u"compute"_s, u"storage"_s, u"inband"_s, u"oob"_s, u"any"_s};
    if (!fabrics.contains(g.fabric))
        return group + u": unknown fabric "_s + quoted(g.fabric);
    if (g.portsPerCage < 1)
        return group + u": ports_per_cage must be at least 1"_s;
    return {};
}

// The rule `m` breaks, without the model's name.
QString problemOf(const DeviceModel &m)
{
    if (m.sku.trimmed().isEmpty())
        return u"sku is empty"_s;
    if (const QString text = textProblem(m.sku); !text.isEmpty())
        return u"sku: "_s + text;
    if (m.name.trimmed().isEmpty())
        return u"name is empty"_s;
    if (m.vendor.trimmed().isEmpty())
        return u"vendor is empty"_s;
    if (m.rackUnits < 0)
        return u"rack_units is negative"_s;
    // The catalog's column names: the words catalog.sql, a team catalog's fields and `catalog
    // show --json` use for these figures.
    for (const auto &[value, column] : {std::pair{m.weightKg, "weight_kg"},
                                        {m.typicalPowerW, "typical_power_w"},
                                        {m.maxPowerW, "max_power_w"},
                                        {m.airflowCfm, "airflow_cfm"},
                                        {m.listPriceUsd, "list_price_usd"},
                                        {m.storageCapacityTb, "storage_capacity_tb"},
                                        {m.storageBandwidthGBps, "storage_read_gbytes_per_s"},
                                        {m.maxLoadKg, "max_load_kg"},
                                        {m.powerCapacityW, "power_capacity_w"},
                                        {m.widthMm, "width_mm"},
                                        {m.depthMm, "depth_mm"}}) {
        if (!std::isfinite(value))
            return QLatin1String(column) + u" is not a finite number"_s;
        if (value < 0)
            return QLatin1String(column) + u" is negative"_s;
    }
    if (m.typicalPowerW > m.maxPowerW)
        return u"typical_power_w exceeds max_power_w"_s;
    if (!(m.liquidFraction >= 0 && m.liquidFraction <= 1))
        return u"liquid_fraction must be between 0 and 1"_s;
    if (m.acceleratorCount < 0)
        return u"accelerator_count is negative"_s;
    if (m.acceleratorId.isEmpty() != (m.acceleratorCount == 0))
        return u"accelerator_id and accelerator_count must be set together"_s;
    if (m.suppliesListed && !(m.suppliesToRun >= 1 && m.suppliesToRun <= m.suppliesForFull &&
                              m.suppliesForFull <= m.supplies))
        return u"power supplies out of order (needs 1 <= needed_up <= needed_full <= supplies)"_s;
    if (m.specProvenance.source.trimmed().isEmpty())
        return u"spec_source is empty"_s;
    if (m.priceProvenance.source.trimmed().isEmpty())
        return u"price_source is empty"_s;
    QSet<QString> names;
    for (std::size_t i = 0; i < m.portGroups.size(); ++i)
        if (QString problem = portGroupProblem(m.portGroups[i], i, &names); !problem.isEmpty())
            return problem;
    return {};
}

} // namespace

QString modelRuleProblem(const DeviceModel &model)
{
    const QString problem = problemOf(model);
    return problem.isEmpty() ? QString() : u"model "_s + quoted(model.sku) + u": "_s + problem;
}

} // namespace podcad

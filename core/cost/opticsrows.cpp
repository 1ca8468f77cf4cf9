#include "opticsrows.h"

#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/powerformat.h"
#include "opticscomparison.h"

#include <QCoreApplication>
#include <functional>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("OpticsRows", text);
}

// "+1,234" / "-1,234" / "0": a difference reads as one, with its sign.
QString signedText(double value, const std::function<QString(double)> &text)
{
    return value > 0 ? QStringLiteral("+") + text(value) : text(value);
}

} // namespace

std::vector<OpticsRow> opticsRows(const OpticsComparison &c)
{
    std::vector<OpticsRow> rows;
    if (!c.comparable)
        return rows;
    const auto countText = [](double v) { return format::count(v); };
    const auto kwText = [](double v) { return format::kilowatts(v); };
    const auto usdText = [](double v) { return format::usd(v); };
    const auto add = [&rows](const char *key, const QString &label, double p, double q,
                             const std::function<QString(double)> &text) {
        rows.push_back(
            {QString::fromLatin1(key), label, p, q, text(p), text(q), signedText(q - p, text)});
    };
    const OpticsSide &p = c.pluggable;
    const OpticsSide &q = c.cpo;
    add("switches", tr("Switches"), p.switches, q.switches, countText);
    add("transceivers", tr("Transceivers (modules)"), p.transceivers, q.transceivers, countText);
    add("laser_modules", tr("Laser modules (failure points)"), p.laserModules, q.laserModules,
        countText);
    add("optics_typical_w", tr("Optics W, typical"), p.opticsTypicalW, q.opticsTypicalW, countText);
    add("optics_max_w", tr("Optics W, max"), p.opticsMaxW, q.opticsMaxW, countText);
    add("switches_max_w", tr("Switches W, max"), p.switchMaxW, q.switchMaxW, countText);
    add("network_kw", tr("Network kW, max"), p.networkMaxKw(), q.networkMaxKw(), kwText);
    add("switches_usd", tr("Switches $"), p.switchesUsd, q.switchesUsd, usdText);
    add("optics_usd", tr("Optics and cables $"), p.opticsUsd(), q.opticsUsd(), usdText);
    add("capex_usd", tr("Network capex $"), p.networkUsd(), q.networkUsd(), usdText);
    add("energy_usd", tr("Energy $ over %1").arg(horizonText(c.years)), c.energyUsd(p),
        c.energyUsd(q), usdText);
    return rows;
}

QString horizonText(int years)
{
    return years == 1 ? tr("1 year") : tr("%1 years").arg(years);
}

QString opticsSentence(const OpticsComparison &c)
{
    if (!c.comparable)
        return c.why;
    const double kw = c.cpo.networkMaxKw() - c.pluggable.networkMaxKw();
    const double usd = (c.cpo.networkUsd() + c.energyUsd(c.cpo)) -
                       (c.pluggable.networkUsd() + c.energyUsd(c.pluggable));
    const int lasers = c.cpo.laserModules - c.pluggable.laserModules;
    const QString power = kw <= 0 ? tr("%1 kW less network power").arg(format::kilowatts(-kw))
                                  : tr("%1 kW more network power").arg(format::kilowatts(kw));
    const QString money =
        usd <= 0 ? tr("%1 less over %2").arg(format::usdShort(-usd), horizonText(c.years))
                 : tr("%1 more over %2").arg(format::usdShort(usd), horizonText(c.years));
    const QString failure = lasers <= 0 ? tr("%1 fewer laser modules").arg(format::count(-lasers))
                                        : tr("%1 more laser modules").arg(format::count(lasers));
    return tr("Co-packaged optics: %1, %2 (capex and energy), %3.").arg(power, money, failure);
}

} // namespace podcad

#include "powerchainproblems.h"

#include "format/numberformat.h"
#include "model/design.h"

#include <QSet>

namespace podcad::analysis {

void powerChainProblems(const Design &design, const PowerChain &chain,
                        std::vector<Problem> &problems)
{
    if (chain.elements.empty())
        return;
    QSet<QString> feeding;
    for (const auto &[id, element] : design.facility())
        for (const QString &up : element.fedFrom)
            feeding.insert(up);
    for (const auto &[id, rack] : design.racks()) {
        for (FeedSide side : kFeedSides) {
            const std::vector<QString> &sources = rack.powerFrom[feedIndex(side)];
            for (const QString &source : sources)
                feeding.insert(source);
            if (sources.empty())
                problems.push_back(
                    {Severity::Warning, QStringLiteral("rack-side-no-source"),
                     QStringLiteral("Feed %1 of rack %2 is taken from no element of the power "
                                    "chain.")
                         .arg(feedName(side), id),
                     id, QStringLiteral("power_from")});
        }
    }
    for (const PowerElementReport &e : chain.elements) {
        if (e.capacityKw <= 0)
            problems.push_back({Severity::Warning, QStringLiteral("power-element-no-capacity"),
                                QStringLiteral("%1 has no capacity: give it capacity_kw or a "
                                               "catalog model.")
                                    .arg(e.id),
                                e.id, QStringLiteral("capacity_kw")});
        else if (e.over)
            problems.push_back(
                {Severity::Error, QStringLiteral("power-element-over"),
                 QStringLiteral("%1 carries %2 kW at peak, over the %3 kW it may carry "
                                "continuously.")
                     .arg(e.id, format::number(e.peakKw, 1), format::number(e.usableKw, 1)),
                 e.id, QString()});
        if (!feeding.contains(e.id))
            problems.push_back({Severity::Info, QStringLiteral("power-element-unused"),
                                QStringLiteral("%1 feeds no rack and no element.").arg(e.id), e.id,
                                QString()});
    }
}

} // namespace podcad::analysis

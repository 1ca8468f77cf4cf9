#include "facilitywhatiftext.h"

#include "format/flowformat.h"
#include "format/numberformat.h"
#include "format/powerformat.h"
#include "model/design.h"

#include <QStringList>

namespace podcad {

QString facilityElementLabel(const Design &design, const QString &id)
{
    const FacilityElement *e = design.facilityElement(id);
    return e && !e->name.isEmpty() ? QStringLiteral("%1 (%2)").arg(e->name, id) : id;
}

namespace {

QString counted(std::size_t n, const char *one, const char *many)
{
    return n == 1 ? QStringLiteral("1 %1").arg(QLatin1String(one))
                  : QStringLiteral("%1 %2").arg(n).arg(QLatin1String(many));
}

} // namespace

QString facilityLoadText(const Design &design, const FacilityWhatIf::Over &o)
{
    const QString element = facilityElementLabel(design, o.id);
    if (o.cause == FacilityWhatIf::Cause::Flow)
        return QStringLiteral("%1, flow %2 of %3 L/min")
            .arg(element, format::litresPerMinute(o.load), format::litresPerMinute(o.capacity));
    return QStringLiteral("%1, %2 %3 of %4 kW")
        .arg(element, facilityCauseName(o.cause), format::kilowatts(o.load),
             format::kilowatts(o.capacity));
}

QString facilityWhatIfSentence(const Design &design, const FacilityWhatIf &result, bool worst)
{
    QStringList failed;
    for (const QString &id : result.failed)
        failed << facilityElementLabel(design, id);
    const QString names = failed.join(QStringLiteral(", "));
    const QString what =
        worst ? QStringLiteral("The worst single facility failure is the loss of %1").arg(names)
              : QStringLiteral("Losing %1").arg(names);
    QString sentence;
    if (result.survives()) {
        sentence = QStringLiteral("%1: every rack keeps power and cooling and nothing goes over")
                       .arg(what);
        if (result.tightest)
            sentence += QStringLiteral("; the least headroom left is %1 (%2 %)")
                            .arg(facilityLoadText(design, *result.tightest),
                                 format::number(100 * result.tightest->headroom()));
    } else {
        QStringList effects;
        if (!result.racksWithoutPower.empty())
            effects << counted(result.racksWithoutPower.size(), "rack loses power",
                               "racks lose power");
        if (!result.racksWithoutCooling.empty())
            effects << counted(result.racksWithoutCooling.size(), "rack loses cooling",
                               "racks lose cooling");
        if (!result.elementsOver.empty())
            effects << counted(result.elementsOver.size(), "element goes over its capacity",
                               "elements go over their capacity");
        sentence = QStringLiteral("%1: %2").arg(what, effects.join(QStringLiteral(", ")));
    }
    if (!result.overBeforeFailure.empty())
        sentence += QStringLiteral(" (%1 with nothing failed, not counted against it)")
                        .arg(counted(result.overBeforeFailure.size(), "element is over",
                                     "elements are over"));
    return sentence + u'.';
}

} // namespace podcad

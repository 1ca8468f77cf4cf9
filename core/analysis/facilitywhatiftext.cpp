#include "facilitywhatiftext.h"

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

QString facilityWhatIfSentence(const Design &design, const FacilityWhatIf &result, bool worst)
{
    QStringList failed;
    for (const QString &id : result.failed)
        failed << facilityElementLabel(design, id);
    const QString names = failed.join(QStringLiteral(", "));
    const QString what =
        worst ? QStringLiteral("The worst single facility failure is the loss of %1").arg(names)
              : QStringLiteral("Losing %1").arg(names);
    if (result.survives())
        return QStringLiteral("%1: every rack keeps power and cooling and nothing goes over.")
            .arg(what);
    QStringList effects;
    if (!result.racksWithoutPower.empty())
        effects << counted(result.racksWithoutPower.size(), "rack loses power", "racks lose power");
    if (!result.racksWithoutCooling.empty())
        effects << counted(result.racksWithoutCooling.size(), "rack loses cooling",
                           "racks lose cooling");
    if (!result.elementsOver.empty())
        effects << counted(result.elementsOver.size(), "element goes over its capacity",
                           "elements go over their capacity");
    return QStringLiteral("%1: %2.").arg(what, effects.join(QStringLiteral(", ")));
}

} // namespace podcad

#include "trainingplan.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace podcad {

QString recomputeName(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return u"none"_s;
    case Recompute::Selective:
        return u"selective"_s;
    case Recompute::Full:
        return u"full"_s;
    }
    return {};
}

std::optional<Recompute> parseRecompute(const QString &text)
{
    for (const Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        if (text == recomputeName(r))
            return r;
    return std::nullopt;
}

QString planText(const TrainingPlan &plan)
{
    QStringList split{u"TP %1"_s.arg(plan.tp)};
    if (plan.cp > 1)
        split << u"CP %1"_s.arg(plan.cp);
    split << u"PP %1"_s.arg(plan.pp) << u"DP %1"_s.arg(plan.dp);
    QString s = split.join(u" x "_s);
    if (plan.ep > 1)
        s += u", EP %1"_s.arg(plan.ep);
    s += plan.zero == 0 ? u", no ZeRO"_s : u", ZeRO-%1"_s.arg(plan.zero);
    if (plan.interleave > 1)
        s += u", %1 virtual stages"_s.arg(plan.interleave);
    s += plan.recompute == Recompute::None
             ? u", no recomputation"_s
             : u", %1 recomputation"_s.arg(recomputeName(plan.recompute));
    s += u", micro-batch %1"_s.arg(plan.microBatch);
    return s;
}

} // namespace podcad

#include "powerfeed.h"

namespace podcad {

std::optional<FeedSide> feedFromName(const QString &name)
{
    if (name.compare(QLatin1String("A"), Qt::CaseInsensitive) == 0)
        return FeedSide::A;
    if (name.compare(QLatin1String("B"), Qt::CaseInsensitive) == 0)
        return FeedSide::B;
    return std::nullopt;
}

} // namespace podcad

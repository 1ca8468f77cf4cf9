#include "lengthformat.h"

namespace podcad::format {

QString metres(double m, const QLocale &locale)
{
    return number(m, 2, locale);
}

} // namespace podcad::format

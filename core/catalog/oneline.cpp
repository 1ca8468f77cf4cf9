#include "oneline.h"

using namespace Qt::StringLiterals;

namespace podcad {

QString oneLine(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += u"\\x%1"_s.arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    return out;
}

} // namespace podcad

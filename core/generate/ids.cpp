#include "ids.h"

namespace podcad::generate {

QString pad(int number, int width)
{
    return QString::number(number).rightJustified(width, u'0');
}

int digitsFor(int count, int minimum)
{
    int digits = 1;
    for (int n = count; n >= 10; n /= 10)
        ++digits;
    return std::max(digits, minimum);
}

QString rowLabel(int index)
{
    QString label;
    for (int n = index + 1; n > 0; n = (n - 1) / 26)
        label.prepend(QChar(u'A' + (n - 1) % 26));
    return label;
}

int rowIndex(const QString &label)
{
    // Bijective base 26; four letters are far more rows than any hall has.
    if (label.isEmpty() || label.size() > 4)
        return -1;
    int index = 0;
    for (QChar c : label) {
        if (c < u'A' || c > u'Z')
            return -1;
        index = index * 26 + (c.unicode() - u'A' + 1);
    }
    return index - 1;
}

} // namespace podcad::generate

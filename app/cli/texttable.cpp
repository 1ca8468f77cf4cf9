#include "texttable.h"

#include "format/numberformat.h"

#include <QRegularExpression>
#include <algorithm>

namespace podcad::cli {
namespace {

bool looksNumeric(const QString &cell)
{
    // A power figure carries its unit, which changes from row to row ("850 W", "41.0 kW",
    // "1.31 MW"): still a number, aligned with the others.
    static const QRegularExpression powerUnit(QStringLiteral(" (W|kW|MW)$"));
    const QString figure = QString(cell).remove(powerUnit);
    if (figure.isEmpty())
        return false;
    for (QChar c : figure)
        if (!c.isDigit() && c != u',' && c != u'.' && c != u'-' && c != u'%')
            return false;
    return true;
}

} // namespace

void TextTable::print(QTextStream &out) const
{
    std::vector<qsizetype> width(mHeaders.size());
    for (int c = 0; c < mHeaders.size(); ++c)
        width[c] = mHeaders[c].size();
    for (const QStringList &row : mRows)
        for (int c = 0; c < std::min<qsizetype>(row.size(), mHeaders.size()); ++c)
            width[c] = std::max(width[c], row[c].size());

    auto printRow = [&](const QStringList &row) {
        QString line;
        for (int c = 0; c < mHeaders.size(); ++c) {
            const QString cell = row.value(c);
            if (c > 0)
                line += QLatin1String("  ");
            const bool right = mRightAligned.count(c) > 0 || looksNumeric(cell);
            line += right ? cell.rightJustified(width[c]) : cell.leftJustified(width[c]);
        }
        while (line.endsWith(u' '))
            line.chop(1);
        out << line << '\n';
    };
    printRow(mHeaders);
    QStringList rule;
    for (qsizetype w : width)
        rule << QString(w, u'-');
    printRow(rule);
    for (const QStringList &row : mRows)
        printRow(row);
}

QString formatRatio(double ratio)
{
    return ratio > 0 ? format::number(ratio, 2) : QStringLiteral("-");
}

} // namespace podcad::cli

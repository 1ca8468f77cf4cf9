#include "presentationstyle.h"

#include <QLabel>
#include <QLocale>

namespace podcad::presentation {

QLabel *label(const QString &text, double pointSize, bool bold, QWidget *parent, const QString &colour)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    l->setFont(f);
    l->setProperty(kBasePointSize, pointSize);
    if (!colour.isEmpty())
        l->setStyleSheet(QStringLiteral("color: %1;").arg(colour));
    return l;
}

QString thousands(double value, int decimals)
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale.toString(value, 'f', decimals);
}

} // namespace podcad::presentation

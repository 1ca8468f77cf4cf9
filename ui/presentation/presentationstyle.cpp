#include "presentationstyle.h"

#include <QFontMetrics>
#include <QLabel>
#include <algorithm>

namespace podcad::presentation {

QLabel *label(const QString &text, double pointSize, bool bold, QWidget *parent,
              const QString &colour)
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

void reserveWidestText(QLabel *label, const QStringList &texts)
{
    const QFontMetrics fm(label->font());
    int w = 0;
    for (const QString &t : texts)
        w = std::max(w, fm.horizontalAdvance(t));
    const QMargins margins = label->contentsMargins();
    label->setMinimumWidth(w + margins.left() + margins.right() + 2);
}

} // namespace podcad::presentation

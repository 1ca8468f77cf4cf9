#include "stackedbar.h"

#include "format/numberformat.h"

#include <QPainter>
#include <algorithm>

namespace podcad {

StackedBar::StackedBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QColor StackedBar::problemColor()
{
    return QColor(0xc0, 0x39, 0x2b);
}

void StackedBar::setParts(std::vector<Part> parts, const QString &unit, double limit,
                          const QString &limitName)
{
    mParts = std::move(parts);
    mUnit = unit;
    mLimit = limit;
    mLimitName = limitName;
    setToolTip(legendText());
    updateGeometry();
    update();
}

double StackedBar::total() const
{
    double sum = 0;
    for (const Part &p : mParts)
        sum += std::max(0.0, p.value);
    return sum;
}

QString StackedBar::legendText() const
{
    QStringList words;
    for (const Part &p : mParts)
        words << tr("%1 %2 %3").arg(p.name, format::number(p.value, p.value < 10 ? 2 : 1), mUnit);
    QString text = words.join(QStringLiteral(", "));
    if (mLimit > 0)
        text += tr("; %1 %2 %3").arg(mLimitName, format::number(mLimit, 1), mUnit);
    return text;
}

int StackedBar::barHeight() const
{
    return fontMetrics().height();
}

QSize StackedBar::sizeHint() const
{
    return {40 * fontMetrics().averageCharWidth(),
            barHeight() + 2 * fontMetrics().lineSpacing() + 6};
}

QSize StackedBar::minimumSizeHint() const
{
    return {16 * fontMetrics().averageCharWidth(), sizeHint().height()};
}

void StackedBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics fm = fontMetrics();
    const int h = barHeight();
    const QRect bar(0, 0, width() - 1, h);
    const double scale = std::max({total(), mLimit, 1e-12});
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(palette().color(QPalette::Base));
    p.drawRect(bar);

    double at = 0;
    for (const Part &part : mParts) {
        const double v = std::max(0.0, part.value);
        const int x0 = int(bar.width() * at / scale);
        const int x1 = int(bar.width() * (at + v) / scale);
        if (x1 > x0) {
            p.fillRect(QRect(x0, 1, x1 - x0, h - 1), part.color);
            // The share beyond the limit, hatched in the problem colour.
            if (mLimit > 0 && at + v > mLimit) {
                const int xl = std::max(x0, int(bar.width() * mLimit / scale));
                p.fillRect(QRect(xl, 1, x1 - xl, h - 1), QBrush(problemColor(), Qt::BDiagPattern));
            }
        }
        at += v;
    }
    if (mLimit > 0) {
        const int xl = int(bar.width() * mLimit / scale);
        p.setPen(QPen(overLimit() ? problemColor() : palette().color(QPalette::WindowText), 2));
        p.drawLine(xl, 0, xl, h + 2);
    }

    // Legend: a swatch and the words for each part, flowing onto a second line when narrow.
    int x = 0;
    int y = h + 4;
    const int swatch = fm.ascent() - 2;
    auto place = [&](const QString &text, const QColor &color) {
        const int w = swatch + 4 + fm.horizontalAdvance(text) + fm.averageCharWidth() * 2;
        if (x > 0 && x + w > width()) {
            x = 0;
            y += fm.lineSpacing();
        }
        if (color.isValid())
            p.fillRect(QRect(x, y + (fm.height() - swatch) / 2, swatch, swatch), color);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPoint(x + (color.isValid() ? swatch + 4 : 0), y + fm.ascent()), text);
        x += w;
    };
    for (const Part &part : mParts)
        place(tr("%1 %2").arg(part.name, format::number(part.value, part.value < 10 ? 2 : 1)),
              part.color);
    if (mLimit > 0) {
        p.setPen(overLimit() ? problemColor() : palette().color(QPalette::WindowText));
        place(tr("| %1 %2 %3").arg(mLimitName, format::number(mLimit, 1), mUnit), QColor());
    } else {
        place(tr("= %1 %2").arg(format::number(total(), total() < 10 ? 2 : 1), mUnit), QColor());
    }
}

} // namespace podcad

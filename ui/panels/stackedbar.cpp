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

QStringList StackedBar::legendEntries() const
{
    QStringList entries;
    for (const Part &part : mParts)
        entries << tr("%1 %2").arg(part.name, format::number(part.value, part.value < 10 ? 2 : 1));
    if (mLimit > 0)
        entries << tr("| %1 %2 %3").arg(mLimitName, format::number(mLimit, 1), mUnit);
    else
        entries << tr("= %1 %2").arg(format::number(total(), total() < 10 ? 2 : 1), mUnit);
    return entries;
}

int StackedBar::entryWidth(const QString &entry) const
{
    const QFontMetrics fm = fontMetrics();
    return fm.ascent() + 2 + fm.horizontalAdvance(entry) + fm.averageCharWidth() * 2;
}

int StackedBar::legendLines(int width) const
{
    int lines = 1;
    int x = 0;
    for (const QString &entry : legendEntries()) {
        const int w = entryWidth(entry);
        if (x > 0 && x + w > width) {
            x = 0;
            ++lines;
        }
        x += w;
    }
    return lines;
}

bool StackedBar::hasHeightForWidth() const
{
    return true;
}

int StackedBar::heightForWidth(int width) const
{
    return barHeight() + 6 + legendLines(width) * fontMetrics().lineSpacing();
}

QSize StackedBar::sizeHint() const
{
    const int w = 40 * fontMetrics().averageCharWidth();
    return {w, heightForWidth(w)};
}

QSize StackedBar::minimumSizeHint() const
{
    const int w = 16 * fontMetrics().averageCharWidth();
    return {w, heightForWidth(w)};
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

    // Legend: a swatch and the words for each part, flowing onto more lines when narrow (as
    // heightForWidth() counts them).
    int x = 0;
    int y = h + 4;
    const int swatch = fm.ascent() - 2;
    const QStringList entries = legendEntries();
    for (int i = 0; i < entries.size(); ++i) {
        const QString &text = entries[i];
        const bool isPart = i < int(mParts.size());
        const int w = entryWidth(text);
        if (x > 0 && x + w > width()) {
            x = 0;
            y += fm.lineSpacing();
        }
        if (isPart)
            p.fillRect(QRect(x, y + (fm.height() - swatch) / 2, swatch, swatch),
                       mParts[size_t(i)].color);
        p.setPen(!isPart && overLimit() ? problemColor() : palette().color(QPalette::WindowText));
        p.drawText(QPoint(x + (isPart ? swatch + 4 : 0), y + fm.ascent()), text);
        x += w;
    }
}

} // namespace podcad

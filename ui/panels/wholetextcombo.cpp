#include "wholetextcombo.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace podcad {

WholeTextCombo::WholeTextCombo(QWidget *parent)
    : QComboBox(parent)
{}

QRect WholeTextCombo::textField() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField,
                                   this);
}

bool WholeTextCombo::currentTextCut() const
{
    // A few pixels to spare: the style draws the text inside the field's own margin.
    return fontMetrics().horizontalAdvance(currentText()) + 4 > textField().width();
}

QString WholeTextCombo::shownText() const
{
    if (!currentTextCut())
        return currentText();
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, textField().width() - 4);
}

void WholeTextCombo::paintEvent(QPaintEvent *)
{
    // QComboBox's own painting, with the text as shownText() has it.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

QString WholeTextCombo::wholeToolTip() const
{
    if (!currentTextCut())
        return toolTip();
    return toolTip().isEmpty() ? currentText() : currentText() + QLatin1Char('\n') + toolTip();
}

int WholeTextCombo::popupWidth() const
{
    // Measured when the popup opens, never per item added: the rack field lists every rack of a
    // 64-SU SuperPOD, and the Inspector fills it on each selection.
    const QAbstractItemView *list = view();
    int width = list->sizeHintForColumn(modelColumn()) + 2 * list->frameWidth();
    if (count() > maxVisibleItems())
        width += style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, list);
    width = std::max(width, this->width());
    if (const QScreen *shown = screen())
        width = std::min(width, shown->availableGeometry().width());
    return width;
}

void WholeTextCombo::showPopup()
{
    view()->setMinimumWidth(popupWidth());
    QComboBox::showPopup();
}

bool WholeTextCombo::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const QString text = wholeToolTip();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, this);
        return true;
    }
    return QComboBox::event(event);
}

} // namespace podcad

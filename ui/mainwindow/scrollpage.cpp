#include "scrollpage.h"

#include <QEvent>

namespace podcad {

ScrollPage::ScrollPage(QWidget *content, QWidget *parent)
    : QWidget(parent)
    , mContent(content)
{
    mContent->setParent(this);
    setObjectName(mContent->objectName() + QStringLiteral("Page"));
}

QSize ScrollPage::sizeHint() const
{
    return mContent->sizeHint();
}

QSize ScrollPage::minimumSizeHint() const
{
    return mContent->minimumSizeHint().expandedTo(mContent->minimumSize());
}

bool ScrollPage::event(QEvent *event)
{
    // The content's hints changed (a widget without a layout hears it this way): the scroll
    // area measures the page again.
    if (event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QWidget::event(event);
}

void ScrollPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    mContent->setGeometry(rect());
}

} // namespace podcad

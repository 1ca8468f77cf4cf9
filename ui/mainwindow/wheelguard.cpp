#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QSlider>
#include <QWidget>

namespace podcad {

namespace {

// The widget whose value a wheel edits: the spin box, combo box or slider `object` is, or whose
// part it is (a spin box's line edit); null for anything else.
QWidget *valueWidget(QObject *object)
{
    for (QObject *o = object; o; o = o->parent()) {
        if (!o->isWidgetType())
            return nullptr;
        if (qobject_cast<QAbstractSpinBox *>(o) || qobject_cast<QComboBox *>(o) ||
            qobject_cast<QSlider *>(o))
            return static_cast<QWidget *>(o);
        if (static_cast<QWidget *>(o)->isWindow())
            return nullptr;
    }
    return nullptr;
}

} // namespace

void WheelGuard::install()
{
    static QPointer<WheelGuard> guard;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish)
        return false;
    QWidget *widget = valueWidget(watched);
    if (!widget)
        return false;
    if (type == QEvent::Polish) {
        // WheelFocus (a spin box's default) would let the wheel focus the widget and then edit it.
        if (widget == watched && widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (widget->hasFocus())
        return false;
    // Ignored and not delivered: QApplication passes the event on to the parents, up to the
    // scroll area, which scrolls.
    event->ignore();
    return true;
}

} // namespace podcad

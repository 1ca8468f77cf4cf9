#pragma once

#include <QAction>
#include <QMenu>

namespace podcad {

// Adds to `menu` an action that calls `slot` (in `receiver`'s context) with `shortcut`, named
// `name`: the name is how the toolbar, the tests and the benchmarks find it.
template<class Slot>
QAction *addMenuAction(QMenu *menu, const QObject *receiver, const QString &text,
                       const QString &name, const QKeySequence &shortcut, Slot slot)
{
    QAction *action = menu->addAction(text, receiver, std::move(slot));
    action->setObjectName(name);
    action->setShortcut(shortcut);
    return action;
}

} // namespace podcad

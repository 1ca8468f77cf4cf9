#include "findactions.h"

#include "editortabs.h"
#include "mainwindow.h"
#include "model/shownname.h"

#include <QAction>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QStatusBar>

namespace podcad {

FindActions::FindActions(MainWindow *window, EditorTabs *views, QMenu *editMenu)
    : QObject(window)
    , mWindow(window)
    , mViews(views)
    , mField(new QLineEdit(window))
{
    QAction *findAction = editMenu->addAction(tr("&Find..."), this, [this] {
        mField->setFocus(Qt::ShortcutFocusReason);
        mField->selectAll();
    });
    findAction->setObjectName(QStringLiteral("findAction"));
    findAction->setShortcut(QKeySequence::Find);
    // Enter hands the keyboard to the view, so the next match needs a key of its own there.
    mFindNext = editMenu->addAction(tr("Find &Next"), this, [this] {
        if (mField->text().trimmed().isEmpty())
            mField->setFocus(Qt::ShortcutFocusReason);
        else
            find(mField->text());
    });
    mFindNext->setObjectName(QStringLiteral("findNextAction"));
    const QList<QKeySequence> nextKeys = QKeySequence::keyBindings(QKeySequence::FindNext);
    mFindNext->setShortcuts(nextKeys.isEmpty() ? QList{QKeySequence(Qt::Key_F3)} : nextKeys);
    mField->setObjectName(QStringLiteral("findField"));
    mField->setPlaceholderText(
        tr("Find device (%1)").arg(findAction->shortcut().toString(QKeySequence::NativeText)));
    mField->setClearButtonEnabled(true);
    mField->setMaximumWidth(240);
    connect(mField, &QLineEdit::returnPressed, this, [this] {
        // Found: the keys go on to the view that shows it, so Delete, Copy or the arrow keys act on
        // what was found (the field would keep Delete for its text). Not found: the text stays
        // ready to be corrected.
        if (find(mField->text()))
            returnToView();
    });
    mField->installEventFilter(this);
}

void FindActions::returnToView()
{
    mViews->activeView()->setFocus(Qt::OtherFocusReason);
}

bool FindActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mField && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        returnToView();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

bool FindActions::find(const QString &text)
{
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return false;
    const Design &design = mWindow->design();
    if (needle != mText) {
        mText = needle;
        mMatches.clear();
        mIndex = -1;
        if (design.device(needle))
            mMatches << needle;
        for (const auto &[id, device] : design.devices())
            if (id != needle && (id.contains(needle, Qt::CaseInsensitive) ||
                                 device.name.contains(needle, Qt::CaseInsensitive)))
                mMatches << id;
    }
    if (mMatches.isEmpty()) {
        mWindow->statusBar()->showMessage(tr("No device matches \"%1\"").arg(needle), 4000);
        return false;
    }
    mIndex = (mIndex + 1) % int(mMatches.size());
    mViews->showObject(mMatches[mIndex]);
    mWindow->statusBar()->showMessage(
        tr("%1 (%2 of %3; %4 for the next)")
            .arg(shownName(design, mMatches[mIndex]))
            .arg(mIndex + 1)
            .arg(mMatches.size())
            .arg(mFindNext->shortcut().toString(QKeySequence::NativeText)),
        5000);
    return true;
}

} // namespace podcad

#include "findactions.h"

#include "editortabs.h"
#include "mainwindow.h"
#include "model/shownname.h"

#include <QAction>
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
    mField->setObjectName(QStringLiteral("findField"));
    mField->setPlaceholderText(
        tr("Find device (%1)").arg(findAction->shortcut().toString(QKeySequence::NativeText)));
    mField->setClearButtonEnabled(true);
    mField->setMaximumWidth(240);
    connect(mField, &QLineEdit::returnPressed, this, [this] { find(mField->text()); });
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
    mWindow->statusBar()->showMessage(tr("%1 (%2 of %3; Enter for the next)")
                                          .arg(shownName(design, mMatches[mIndex]))
                                          .arg(mIndex + 1)
                                          .arg(mMatches.size()),
                                      5000);
    return true;
}

} // namespace podcad

#include "editactions.h"

#include "commands/addobjects.h"
#include "commands/removefacilityelement.h"
#include "commands/removeobjects.h"
#include "designclipboard.h"
#include "edit/linkplanner.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSet>
#include <QStatusBar>

namespace podcad {

EditActions::EditActions(MainWindow *window, QMenu *editMenu)
    : QObject(window)
    , mWindow(window)
    , mDocument(window->document())
{
    const auto action = [this, editMenu](auto &&...args) {
        return addMenuAction(editMenu, this, args...);
    };
    QAction *cut = action(tr("Cu&t"), QStringLiteral("cutAction"), QKeySequence::Cut,
                          [this] { copySelection(true); });
    QAction *copy = action(tr("&Copy"), QStringLiteral("copyAction"), QKeySequence::Copy,
                           [this] { copySelection(false); });
    action(tr("&Paste"), QStringLiteral("pasteAction"), QKeySequence::Paste, [this] { paste(); });
    QAction *dup = action(tr("D&uplicate"), QStringLiteral("duplicateAction"),
                          QKeySequence(Qt::CTRL | Qt::Key_D), [this] { duplicate(); });
    QAction *del = action(tr("&Delete"), QStringLiteral("deleteAction"), QKeySequence::Delete,
                          [this] { deleteSelection(); });
    for (QAction *a : {cut, copy, dup, del})
        a->setEnabled(false);
    connect(window, &MainWindow::selectionChanged, this,
            [cut, copy, dup, del](const QStringList &ids) {
                for (QAction *a : {cut, copy, dup, del})
                    a->setEnabled(!ids.isEmpty());
            });
}

void EditActions::addBulkConnect(QMenu *connectMenu)
{
    QAction *rails =
        connectMenu->addAction(tr("Connect &Rail-Optimized"), this, [this] { bulkConnect(true); });
    rails->setObjectName(QStringLiteral("connectRailsAction"));
    rails->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QAction *spines = connectMenu->addAction(tr("Connect &Leaf to All Spines"), this,
                                             [this] { bulkConnect(false); });
    spines->setObjectName(QStringLiteral("connectSpinesAction"));
    // Ctrl+Shift+U (uplinks): Ctrl+Shift+S is Save As on Linux, and a shared shortcut fires
    // neither.
    spines->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
}

void EditActions::copySelection(bool cut)
{
    const QStringList ids = mWindow->selection(); // a cut changes the selection
    std::unique_ptr<QMimeData> data = designclipboard::copy(mDocument->design(), ids);
    if (!data) {
        mWindow->statusBar()->showMessage(tr("Select devices to copy."), 4000);
        return;
    }
    QApplication::clipboard()->setMimeData(data.release());
    if (cut)
        mDocument->push(new RemoveObjects(mDocument, ids));
    mWindow->statusBar()->showMessage(cut ? tr("Cut %n object(s)", nullptr, int(ids.size()))
                                          : tr("Copied %n object(s)", nullptr, int(ids.size())),
                                      3000);
}

void EditActions::deleteSelection()
{
    QStringList ids = mWindow->selection();
    if (ids.isEmpty())
        return;
    // One facility element selected on the Hall view: the design takes it out of what named it.
    if (ids.size() == 1 && mDocument->design().facilityElement(ids.first()) &&
        !mDocument->design().rack(ids.first()) && !mDocument->design().device(ids.first()) &&
        !mDocument->design().link(ids.first())) {
        mDocument->push(new RemoveFacilityElement(mDocument, ids.first()));
        return;
    }
    // A rack that holds devices the selection does not name: removing it alone leaves them
    // unplaced, which nobody expects without being asked. Either way is one undo step.
    const Design &design = mDocument->design();
    const QSet<QString> selected(ids.begin(), ids.end());
    QStringList held, racks;
    for (const QString &id : ids) {
        const Rack *rack = design.rack(id);
        if (!rack)
            continue;
        const qsizetype before = held.size();
        for (const Device *device : design.devicesIn(id))
            if (!selected.contains(device->id))
                held << device->id;
        if (held.size() > before)
            racks << (rack->name.isEmpty() ? rack->id : rack->name);
    }
    if (!held.isEmpty()) {
        QMessageBox box(QMessageBox::Question, tr("Delete Rack"),
                        tr("Rack %1 holds %n device(s). Delete them too, or keep them unplaced "
                           "(they stay in the design and the topology, out of any rack)?",
                           nullptr, int(held.size()))
                            .arg(racks.join(QStringLiteral(", "))),
                        QMessageBox::Cancel, mWindow);
        box.setObjectName(QStringLiteral("deleteRackQuestion"));
        QPushButton *both = box.addButton(tr("Delete Devices Too"), QMessageBox::DestructiveRole);
        both->setObjectName(QStringLiteral("deleteDevicesToo"));
        QPushButton *keep = box.addButton(tr("Keep Devices Unplaced"), QMessageBox::AcceptRole);
        keep->setObjectName(QStringLiteral("keepDevicesUnplaced"));
        box.setDefaultButton(keep);
        box.exec();
        if (box.clickedButton() == both)
            ids += held;
        else if (box.clickedButton() != keep)
            return;
    }
    mDocument->push(new RemoveObjects(mDocument, ids));
}

void EditActions::paste()
{
    designclipboard::Pasted pasted =
        designclipboard::paste(mDocument->design(), QApplication::clipboard()->mimeData());
    if (pasted.devices.empty()) {
        mWindow->statusBar()->showMessage(tr("Nothing to paste: copy devices first."), 4000);
        return;
    }
    QStringList ids;
    for (const Device &d : pasted.devices)
        ids << d.id;
    const int count = int(pasted.devices.size());
    QString why;
    if (!mDocument->push(new AddObjects(mDocument, std::move(pasted.devices),
                                        std::move(pasted.links),
                                        tr("Paste %n device(s)", nullptr, count)),
                         &why)) {
        mWindow->statusBar()->showMessage(why, 6000);
        return;
    }
    mWindow->setSelection(ids);
    mWindow->statusBar()->showMessage(tr("Pasted %1 (not placed: rack them in the floor view)")
                                          .arg(shownNames(mDocument->design(), ids)),
                                      6000);
}

void EditActions::duplicate()
{
    // Through a private copy of the data, so the clipboard keeps what the person put there.
    std::unique_ptr<QMimeData> data =
        designclipboard::copy(mDocument->design(), mWindow->selection());
    if (!data)
        return;
    designclipboard::Pasted pasted = designclipboard::paste(mDocument->design(), data.get());
    QStringList ids;
    for (const Device &d : pasted.devices)
        ids << d.id;
    const int count = int(pasted.devices.size());
    if (mDocument->push(new AddObjects(mDocument, std::move(pasted.devices),
                                       std::move(pasted.links),
                                       tr("Duplicate %n device(s)", nullptr, count))))
        mWindow->setSelection(ids);
}

void EditActions::bulkConnect(bool railOptimized)
{
    if (!mDocument->catalog())
        return;
    LinkPlan plan =
        railOptimized
            ? planRailOptimized(mDocument->design(), *mDocument->catalog(), mWindow->selection())
            : planLeafToSpines(mDocument->design(), *mDocument->catalog(), mWindow->selection());
    if (plan.links.empty()) {
        mWindow->statusBar()->showMessage(plan.reason, 8000);
        return;
    }
    const int count = int(plan.links.size());
    const QString text = railOptimized ? tr("Connect %n cable(s) rail-optimized", nullptr, count)
                                       : tr("Connect %n leaf-spine cable(s)", nullptr, count);
    QString why;
    if (!mDocument->push(new AddObjects(mDocument, {}, std::move(plan.links), text), &why)) {
        mWindow->statusBar()->showMessage(why, 8000);
        return;
    }
    mWindow->statusBar()->showMessage(
        plan.reason.isEmpty() ? text : text + QStringLiteral(" - ") + plan.reason, 8000);
}

} // namespace podcad

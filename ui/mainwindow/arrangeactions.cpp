#include "arrangeactions.h"

#include "canvas/floorview.h"
#include "commands/arrangeobjects.h"
#include "edit/arrange.h"
#include "mainwindow.h"
#include "session/document.h"

#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace podcad {

ArrangeActions::ArrangeActions(MainWindow *window, QMenu *editMenu, QMenu *viewMenu)
    : QObject(window)
    , mWindow(window)
{
    QMenu *menu = editMenu->addMenu(tr("A&rrange"));
    menu->setObjectName(QStringLiteral("arrangeMenu"));
    auto add = [&](const QString &text, const QString &name, const QKeySequence &key, Kind kind,
                   const QString &tip) {
        QAction *a = menu->addAction(text, this, [this, kind] { arrange(kind); });
        a->setObjectName(name);
        a->setShortcut(key);
        a->setStatusTip(tip);
        a->setEnabled(false);
        connect(window, &MainWindow::selectionChanged, a,
                [a](const QStringList &ids) { a->setEnabled(!ids.isEmpty()); });
    };
    add(tr("&Align Racks in Row"), QStringLiteral("alignRacksAction"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), Kind::Align,
        tr("Put the selected racks on the row line of the first of them"));
    add(tr("&Distribute Racks Evenly"), QStringLiteral("distributeRacksAction"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), Kind::Distribute,
        tr("Equal gaps between the selected racks of a row; the outermost two stay"));
    add(tr("&Stack Devices"), QStringLiteral("stackDevicesAction"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), Kind::Stack,
        tr("Pack the selected devices (or a selected rack's) downwards without gaps, keeping their "
           "order"));

    QAction *snap = viewMenu->addAction(tr("&Snap to Grid"));
    snap->setObjectName(QStringLiteral("snapToGridAction"));
    snap->setCheckable(true);
    snap->setStatusTip(tr("Racks dragged on the floor land on 600 mm floor tiles"));
    const bool on = SavedSettings::flag(QSettings(), kSnapSetting, true);
    snap->setChecked(on);
    window->floorView()->setSnapToGrid(on);
    connect(snap, &QAction::toggled, this, [this](bool checked) {
        mWindow->floorView()->setSnapToGrid(checked);
        QSettings().setValue(QLatin1String(kSnapSetting), checked);
    });
}

void ArrangeActions::arrange(Kind kind)
{
    Document *document = mWindow->document();
    if (!document->catalog())
        return;
    const QStringList ids = mWindow->selection();
    const Design &design = document->design();
    Arrangement result;
    QString text;
    switch (kind) {
    case Kind::Align:
        result = alignRacks(design, *document->catalog(), ids);
        text = tr("Align %n rack(s)", nullptr, int(result.racks.size()));
        break;
    case Kind::Distribute:
        result = distributeRacks(design, *document->catalog(), ids);
        text = tr("Distribute %n rack(s)", nullptr, int(result.racks.size()));
        break;
    case Kind::Stack:
        result = stackDevices(design, *document->catalog(), ids);
        text = tr("Stack %n device(s)", nullptr, int(result.devices.size()));
        break;
    }
    if (!result.ok()) {
        mWindow->statusBar()->showMessage(result.error, 5000);
        return;
    }
    QString why;
    if (document->push(
            new ArrangeObjects(document, std::move(result.racks), std::move(result.devices), text),
            &why))
        mWindow->statusBar()->showMessage(text, 3000);
    else
        mWindow->statusBar()->showMessage(why, 5000);
}

} // namespace podcad

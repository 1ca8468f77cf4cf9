#include "exportactions.h"

#include "catalog/catalog.h"
#include "editortabs.h"
#include "export/netboxexport.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "session/document.h"
#include "viewexport.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QStatusBar>

namespace podcad {

ExportActions::ExportActions(MainWindow *window, EditorTabs *views, QMenu *fileMenu)
    : QObject(window)
    , mWindow(window)
    , mViews(views)
{
    const auto action = [this, fileMenu](auto &&...args) {
        return addMenuAction(fileMenu, this, args...);
    };
    action(tr("&Export View..."), QStringLiteral("exportAction"),
           QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportViewWithDialog(); });
    action(tr("Export to &NetBox..."), QStringLiteral("exportNetBoxAction"), QKeySequence(),
           [this] { exportNetBoxWithDialog(); })
        ->setStatusTip(
            tr("CSV files and device types for NetBox's bulk import, into a new or empty folder"));
    action(tr("&Print..."), QStringLiteral("printAction"), QKeySequence::Print,
           [this] { print(); });
}

QString ExportActions::viewName() const
{
    return mViews->tabText(mViews->currentIndex());
}

bool ExportActions::exportView(const QString &path, QString *error)
{
    QGraphicsScene *scene = mViews->activeScene();
    const QString title =
        QStringLiteral("%1 - %2").arg(mWindow->document()->displayName(), viewName());
    return viewexport::exportScene(scene, path, title, error);
}

void ExportActions::exportViewWithDialog()
{
    const QString base = QFileInfo(mWindow->document()->displayName()).completeBaseName() + u'-' +
                         viewName().toLower();
    const QString path =
        QFileDialog::getSaveFileName(mWindow, tr("Export view"), base + QStringLiteral(".png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportView(path, &error))
        mWindow->statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
    else
        QMessageBox::critical(mWindow, tr("Cannot export"), error);
}

bool ExportActions::exportNetBox(const QString &dir, QString *error)
{
    const Catalog *catalog = mWindow->catalog();
    if (!catalog) {
        if (error)
            *error = tr("No catalog is open: the export needs the models' ports and sizes.");
        return false;
    }
    const std::vector<netbox::ExportFile> files =
        netbox::exportDesign(mWindow->design(), *catalog, {}, error);
    return !files.empty() && netbox::writeExport(dir, files, error);
}

void ExportActions::exportNetBoxWithDialog()
{
    const QString dir =
        QFileDialog::getExistingDirectory(mWindow, tr("Export to NetBox: a new or empty folder"));
    if (dir.isEmpty())
        return;
    QString error;
    if (exportNetBox(dir, &error))
        mWindow->statusBar()->showMessage(
            tr("Exported the NetBox import files to %1").arg(QDir::toNativeSeparators(dir)), 5000);
    else
        QMessageBox::critical(mWindow, tr("Cannot export to NetBox"), error);
}

void ExportActions::print()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    viewexport::printScene(mViews->activeScene(), &printer);
}

} // namespace podcad

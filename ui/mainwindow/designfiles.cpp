#include "designfiles.h"

#include "autosave.h"
#include "catalog/catalog.h"
#include "commands/replacedesign.h"
#include "designfilereader.h"
#include "dialogs/templatewizard.h"
#include "edit/placement.h"
#include "io/designfile.h"
#include "mainwindow.h"
#include "recentfiles.h"
#include "session/document.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace podcad {

DesignFiles::DesignFiles(MainWindow *window, Document *document, QMenu *recentMenu)
    : QObject(window)
    , mWindow(window)
    , mDocument(document)
    , mRecentMenu(recentMenu)
{
    connect(mRecentMenu, &QMenu::aboutToShow, this, &DesignFiles::fillRecentMenu);
}

const Catalog *DesignFiles::catalog() const
{
    return mDocument->catalog();
}

void DesignFiles::saveAsWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        mWindow, tr("Save design"), mDocument->filePath(), tr("PodCAD designs (*.podcad)"));
    if (!path.isEmpty())
        saveFileAs(path);
}

void DesignFiles::newFromTemplate()
{
    if (!catalog()) {
        QMessageBox::warning(mWindow, tr("No catalog"),
                             tr("Templates need the component catalog."));
        return;
    }
    if (!maybeSave())
        return;
    // Kept while the wizard is open: a newer catalog may be swapped in meanwhile.
    const std::shared_ptr<const Catalog> snapshot = mDocument->catalogSnapshot();
    TemplateWizard wizard(snapshot, mWindow);
    if (wizard.exec() != QDialog::Accepted || !wizard.design())
        return;
    newFromDesign(*wizard.design());
}

void DesignFiles::newFromDesign(Design design)
{
    const QString name = design.name;
    // Undoable, and untitled: Undo returns to the previous design (and its file).
    mDocument->push(new ReplaceDesign(mDocument, std::move(design),
                                      tr("New from template: %1").arg(name), QString()));
    mWindow->statusBar()->showMessage(tr("New design from template: %1").arg(name), 5000);
}

void DesignFiles::autosaveNow()
{
    if (!mDocument->isModified())
        return;
    QString error;
    if (!Autosave::write(mDocument->design(), mDocument->filePath(), &error))
        mWindow->statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
}

bool DesignFiles::offerRecovery(const RecoveryPrompt &ask)
{
    std::optional<Autosave::Recovered> recovered = Autosave::load();
    if (!recovered)
        return false;
    const QString what = recovered->originalPath.isEmpty()
                             ? tr("an untitled design")
                             : QFileInfo(recovered->originalPath).fileName();
    const QString question = tr("PodCAD did not close normally. Unsaved changes to %1 were saved "
                                "for recovery at %2. Restore them?")
                                 .arg(what, recovered->savedAt);
    const bool restore = ask ? ask(question)
                             : QMessageBox::question(mWindow, tr("Recover unsaved changes"),
                                                     question, QMessageBox::Yes | QMessageBox::No,
                                                     QMessageBox::Yes) == QMessageBox::Yes;
    if (!restore) {
        Autosave::remove();
        return false;
    }
    // The file as it is on disk first (when it still opens), then the recovered design on top as
    // one undoable edit: the document shows as modified and Undo goes back to the saved file.
    Design base;
    QString path;
    if (!recovered->originalPath.isEmpty()) {
        LoadResult loaded = DesignFile::read(recovered->originalPath);
        if (loaded.design) {
            base = std::move(*loaded.design);
            path = recovered->originalPath;
        }
    }
    mDocument->reset(std::move(base), path);
    mDocument->push(
        new ReplaceDesign(mDocument, std::move(recovered->design), tr("Restore unsaved changes")));
    mWindow->statusBar()->showMessage(tr("Restored unsaved changes to %1").arg(what), 8000);
    return true;
}

std::optional<LoadResult> DesignFiles::read(const QString &path,
                                            std::shared_ptr<const Design> *snapshot)
{
    std::optional<ReadDesignFile> file = readDesignFile(mWindow, path, mOpenDialogDelayMs);
    if (!file) {
        mWindow->statusBar()->showMessage(
            tr("Opening %1 cancelled").arg(QFileInfo(path).fileName()), 5000);
        return std::nullopt;
    }
    if (!file->loaded.design) {
        showLoadErrors(path, file->loaded);
        return std::nullopt;
    }
    if (snapshot)
        *snapshot = std::move(file->snapshot);
    return std::move(file->loaded);
}

bool DesignFiles::openFile(const QString &path)
{
    std::shared_ptr<const Design> snapshot;
    std::optional<LoadResult> loaded = read(path, &snapshot);
    if (!loaded)
        return false;
    // A sample opened from the application's resources has no file to save back to.
    const bool embedded = path.startsWith(u':');
    mDocument->reset(std::move(*loaded->design),
                     embedded ? QString() : QFileInfo(path).absoluteFilePath(),
                     std::move(snapshot));
    if (!embedded)
        RecentFiles::add(path);
    mWindow->fitToView();
    mWindow->statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void DesignFiles::showLoadErrors(const QString &path, const LoadResult &loaded)
{
    QMessageBox box(QMessageBox::Critical, tr("Cannot open design"),
                    tr("%1 could not be opened.").arg(QFileInfo(path).fileName()), QMessageBox::Ok,
                    mWindow);
    QStringList details;
    for (const auto &issue : loaded.errors)
        details << (issue.location.isEmpty()
                        ? issue.message
                        : issue.location + QStringLiteral(": ") + issue.message);
    box.setInformativeText(loaded.firstError(path));
    box.setDetailedText(details.join(u'\n'));
    box.exec();
}

bool DesignFiles::revert()
{
    const QString path = mDocument->filePath();
    if (path.isEmpty())
        return false;
    const QString name = QFileInfo(path).fileName();
    if (mDocument->isModified()) {
        QMessageBox box(QMessageBox::Question, tr("Revert"),
                        tr("Discard the unsaved changes to %1 and read it again from its file?")
                            .arg(mDocument->displayName()),
                        QMessageBox::Cancel, mWindow);
        box.setInformativeText(tr("Edit > Undo brings the changes back."));
        QPushButton *revert = box.addButton(tr("Revert"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != revert)
            return false;
    }
    std::optional<LoadResult> loaded = read(path);
    if (!loaded)
        return false;
    // One undoable step like a template's design, the file path kept; the design is the file's
    // again, so the document is clean here and modified again after Undo.
    mDocument->push(
        new ReplaceDesign(mDocument, std::move(*loaded->design), tr("Revert to %1").arg(name)));
    mDocument->markSaved(path);
    // A recovery copy holds the changes just discarded: the file is the newest copy now.
    Autosave::remove();
    mWindow->statusBar()->showMessage(tr("Reverted to %1").arg(name), 5000);
    return true;
}

void DesignFiles::newDesign()
{
    Design design;
    if (catalog()) {
        // One rack to drop the first devices into: an empty floor gives no place to start.
        Rack rack =
            newRackAtRowEnd(design, *catalog(), QStringLiteral("RACK-48U"), QStringLiteral("A"));
        design.addRack(std::move(rack));
    }
    // The four usual fabrics, empty: the cables drawn next belong to one (the link tool picks it
    // by port kind), so the fabric figures follow from the first cable.
    design.addFabric({QStringLiteral("compute-ib"), tr("Compute fabric"), FabricKind::Compute,
                      QStringLiteral("InfiniBand")});
    design.addFabric({QStringLiteral("storage"), tr("Storage fabric"), FabricKind::Storage,
                      QStringLiteral("Ethernet")});
    design.addFabric({QStringLiteral("inband-eth"), tr("In-band management"), FabricKind::Inband,
                      QStringLiteral("Ethernet")});
    design.addFabric({QStringLiteral("oob-eth"), tr("Out-of-band management"), FabricKind::Oob,
                      QStringLiteral("Ethernet 1G")});
    mDocument->reset(std::move(design), {});
    mWindow->fitToView();
    mWindow->statusBar()->showMessage(tr("New design"), 3000);
}

bool DesignFiles::save()
{
    if (mDocument->filePath().isEmpty()) {
        const QString path = QFileDialog::getSaveFileName(mWindow, tr("Save design"), QString(),
                                                          tr("PodCAD designs (*.podcad)"));
        return !path.isEmpty() && saveFileAs(path);
    }
    // The file it was opened from, whatever its name: Save writes back where it came from.
    return writeFile(mDocument->filePath());
}

QString DesignFiles::designFilePath(const QString &typed)
{
    // Not only when there is no suffix at all: "pod v1.2" has one ("2"), and the Open dialog
    // would hide that file just the same.
    static const QString suffix = QStringLiteral(".podcad");
    return typed.endsWith(suffix, Qt::CaseInsensitive) ? typed : typed + suffix;
}

bool DesignFiles::saveFileAs(const QString &typed, const Question &askReplace)
{
    const QString path = designFilePath(typed);
    if (path != typed && QFileInfo::exists(path)) {
        const QString question =
            tr("%1 already exists. Do you want to replace it?").arg(QFileInfo(path).fileName());
        const bool replace = askReplace
                                 ? askReplace(question)
                                 : QMessageBox::question(mWindow, tr("Save design"), question,
                                                         QMessageBox::Yes | QMessageBox::No,
                                                         QMessageBox::No) == QMessageBox::Yes;
        if (!replace)
            return false;
    }
    return writeFile(path);
}

bool DesignFiles::writeFile(const QString &path)
{
    QString error;
    if (!DesignFile::write(mDocument->design(), path, &error)) {
        QMessageBox::critical(mWindow, tr("Cannot save design"), error);
        return false;
    }
    mDocument->markSaved(QFileInfo(path).absoluteFilePath());
    Autosave::remove(); // the file on disk is now the newest copy
    RecentFiles::add(path);
    mWindow->statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void DesignFiles::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        mWindow, tr("Open design"), QFileInfo(mDocument->filePath()).absolutePath(),
        tr("PodCAD designs (*.podcad);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void DesignFiles::fillRecentMenu()
{
    const QStringList gone = RecentFiles::prune();
    if (!gone.isEmpty())
        mWindow->statusBar()->showMessage(tr("Removed from the recent files, no longer there: %1")
                                              .arg(gone.join(QStringLiteral(", "))),
                                          8000);
    mRecentMenu->clear();
    const QStringList files = RecentFiles::files();
    for (const QString &file : files)
        mRecentMenu
            ->addAction(QFileInfo(file).fileName(), this,
                        [this, file] {
                            if (!QFileInfo::exists(file)) {
                                RecentFiles::remove(file);
                                QMessageBox::warning(
                                    mWindow, tr("File not found"),
                                    tr("%1 no longer exists and was removed from the recent files.")
                                        .arg(file));
                                return;
                            }
                            if (maybeSave())
                                openFile(file);
                        })
            ->setToolTip(file);
    if (files.isEmpty())
        mRecentMenu->addAction(tr("(none)"))->setEnabled(false);
}

bool DesignFiles::maybeSave()
{
    if (!mDocument->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        mWindow, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them?").arg(mDocument->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

} // namespace podcad

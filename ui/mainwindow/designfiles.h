#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QMenu;

namespace podcad {

class Catalog;
class Design;
class Document;
class MainWindow;
struct LoadResult;

// The design's life on disk, for the main window: New, New from Template, Open (with a dialog
// naming the file and the location of the first problem), Open Recent, Revert, Save, Save As, the
// question about unsaved changes, the autosaved recovery copy and its restore at start-up.
class DesignFiles final : public QObject
{
    Q_OBJECT
public:
    // `recentMenu` is filled each time it opens.
    DesignFiles(MainWindow *window, Document *document, QMenu *recentMenu);

    // Opens a design file without asking about unsaved changes (the menu asks first); on failure
    // shows a dialog naming the file and location and keeps the current design. The file is read
    // on a worker (readDesignFile): a dialog with Cancel shows when that takes longer than
    // openDialogDelay(); false, the design kept, when cancelled.
    bool openFile(const QString &path);
    int openDialogDelay() const { return mOpenDialogDelayMs; }
    // For tests: 0 shows the dialog at once.
    void setOpenDialogDelay(int ms) { mOpenDialogDelayMs = ms; }
    // Yes/No questions the tests answer without a dialog; empty: a message box asks.
    using Question = std::function<bool(const QString &question)>;
    // Saves to the file named `path` as typed in Save As: with ".podcad" added when it does not
    // end so (the Open dialog lists only those), and, when adding it names a file that exists,
    // after `askReplace` agreed to replace that file (the dialog asked about the name typed).
    bool saveFileAs(const QString &path, const Question &askReplace = {});
    // The file Save As writes for the name typed.
    static QString designFilePath(const QString &typed);
    // Replaces the design with a new one holding one empty 48U rack and the four usual fabrics.
    void newDesign();
    // Saves to the design's file, or asks where (Save As) when it has none.
    bool save();
    void saveAsWithDialog();
    void openWithDialog();
    void newFromTemplate();
    // The design becomes the untitled document, as one undoable step.
    void newFromDesign(Design design);
    // File > Revert: the design read again from its file, after asking when there are unsaved
    // changes, as one undoable step (Undo gives the edits back); the file's problems in Open's
    // dialog, the design kept. Does nothing for a design without a file. Returns whether it read.
    bool revert();
    // Asks Save/Discard/Cancel when there are unsaved changes; false means "stop".
    bool maybeSave();

    // Writes the recovery copy now if there are unsaved changes (the window's timer calls this).
    void autosaveNow();
    // When a recovery copy exists, asks `ask` (default: a dialog) whether to restore it; restoring
    // makes it the open design, modified and undoable. Returns whether it did.
    using RecoveryPrompt = Question;
    bool offerRecovery(const RecoveryPrompt &ask = {});

private:
    // The file read on a worker; its problems in Open's dialog, or the status bar's word that the
    // user cancelled. `snapshot`, when given, receives the worker's copy for Document::reset.
    std::optional<LoadResult> read(const QString &path,
                                   std::shared_ptr<const Design> *snapshot = nullptr);
    bool writeFile(const QString &path);
    // Open's dialog for a file that did not load: its name, the first problem's location, all.
    void showLoadErrors(const QString &path, const LoadResult &loaded);
    void fillRecentMenu();
    const Catalog *catalog() const;

    MainWindow *mWindow;
    Document *mDocument;
    QMenu *mRecentMenu;
    // Long enough that a file read in a moment shows no dialog flashing by.
    int mOpenDialogDelayMs = 300;
};

} // namespace podcad

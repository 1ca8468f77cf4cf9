#pragma once

#include <QObject>

class QMenu;

namespace podcad {

class Document;
class MainWindow;

// Edit > Cut, Copy, Paste, Duplicate and Delete on the shared selection (enabled while something
// is selected), and Connect > Connect Rail-Optimized and Connect Leaf to All Spines, which cable
// the selection through core/edit's planner. Each edit is one undo step; what could not be done
// is said in the status bar.
class EditActions final : public QObject
{
    Q_OBJECT
public:
    EditActions(MainWindow *window, QMenu *editMenu);

    void addBulkConnect(QMenu *connectMenu);

private:
    void copySelection(bool cut);
    void deleteSelection();
    void paste();
    void duplicate();
    void bulkConnect(bool railOptimized);

    MainWindow *mWindow;
    Document *mDocument;
};

} // namespace podcad

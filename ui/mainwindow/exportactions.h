#pragma once

#include <QObject>

class QMenu;

namespace podcad {

class EditorTabs;
class MainWindow;

// File > Export View (the current view's whole scene as PNG, SVG or PDF), Export to NetBox (the
// design's NetBox import files) and Print (the current view). The dialogs' answers go to the
// functions below, which the tests call without the dialogs; what failed is said in a message box,
// what was written in the status bar.
class ExportActions final : public QObject
{
    Q_OBJECT
public:
    ExportActions(MainWindow *window, EditorTabs *views, QMenu *fileMenu);

    // The current view's whole scene as .png, .svg or .pdf, by the path's suffix.
    bool exportView(const QString &path, QString *error = nullptr);
    // The design's NetBox import files written into `dir`, a new or empty directory
    // (core/export/netboxexport.h); false and one line on failure.
    bool exportNetBox(const QString &dir, QString *error = nullptr);

private:
    void exportViewWithDialog();
    void exportNetBoxWithDialog();
    void print();
    // What the current view's tab says ("Floor"), for titles and file names.
    QString viewName() const;

    MainWindow *mWindow;
    EditorTabs *mViews;
};

} // namespace podcad

#pragma once

#include "export/costexport.h"
#include "session/backgroundtask.h"

#include <QObject>
#include <QPointer>
#include <memory>

class QMenu;
class QProgressDialog;

namespace podcad {

class BusyExport;
class EditorTabs;
class MainWindow;

// File > Export View (the current view's whole scene as PNG, SVG or PDF), Export Bill of
// Materials and Export TCO (XLSX, CSV or PDF, as podcad-cli bom/tco -o writes them; also the
// Export... buttons of the Costs dock), Export Cable Schedule (XLSX or CSV, as podcad-cli cables -o
// writes it), Export to NetBox (the design's NetBox import files) and
// Print (the current view). The dialogs' answers go to the functions below, which the tests call
// without the dialogs; what failed is said in a message box, what was written in the status bar.
class ExportActions final : public QObject
{
    Q_OBJECT
public:
    ExportActions(MainWindow *window, EditorTabs *views, QMenu *fileMenu);
    ~ExportActions() override;

    // The current view's whole scene as .png, .svg or .pdf, by the path's suffix.
    bool exportView(const QString &path, QString *error = nullptr);

    // The bill of materials or the TCO as the path's suffix says (.xlsx, .csv, .pdf), from the
    // live session's newest costs: the figures the Costs dock shows, at the design's assumptions
    // and price overrides, nothing computed again. Written here and now; refused (false, one line)
    // while the costs are still being computed. `written`: the files (a BOM CSV may have the
    // workload's beside it).
    bool exportCosts(CostSheet sheet, const QString &path, QString *error = nullptr,
                     QStringList *written = nullptr);
    // What the menu and the Costs dock do once the dialog has a path: waits for the costs if
    // they are being computed, then writes on a worker thread behind a progress dialog (shown
    // when it takes a moment) while the window stays live; the status bar says what was written,
    // a message box why nothing was. costExportFinished() tells when it is over.
    void startCostExport(CostSheet sheet, const QString &path);
    // The save dialog asks about the file it names; a BOM CSV of a design with a workload also
    // writes the workload's CSV beside it (workloadCsvPath). When that file exists: the question
    // whether to replace it, which the dialog's caller asks before writing; else empty.
    QString replaceBesideQuestion(CostSheet sheet, const QString &path) const;
    bool costExportRunning() const { return mCostExport != nullptr; }

    // The design's cable schedule (core/export/cableschedule) as the path's suffix says (.xlsx,
    // .csv), planned from the design as it is now: what the dialog does once it has a path (and
    // asked before replacing a file). Plans and writes on a worker thread behind a progress
    // dialog (shown when it takes a moment) while the window stays live; the status bar says what
    // was written, a message box why nothing was. cableScheduleExportFinished() tells when it is
    // over.
    void startCableScheduleExport(const QString &path);
    bool cableScheduleExportRunning() const;

    // The design's NetBox import files written into `dir`, a new or empty directory (created
    // when it does not exist; core/export/netboxexport.h): built and written on a worker thread
    // like the cable schedule, the status bar or a message box says how it went, and
    // netBoxExportFinished() tells when it is over.
    void startNetBoxExport(const QString &dir);

Q_SIGNALS:
    // startCostExport() is over: `written` the files, empty when it failed (`error` says why) or
    // was cancelled while waiting for the costs.
    void costExportFinished(const QStringList &written, const QString &error);
    // startCableScheduleExport() is over: `error` empty when `path` was written.
    void cableScheduleExportFinished(const QString &path, const QString &error);
    // startNetBoxExport() is over: `error` empty when the files were written into `dir`.
    void netBoxExportFinished(const QString &dir, const QString &error);

private:
    struct CostExport;

    void exportViewWithDialog();
    void exportCostsWithDialog(CostSheet sheet);
    void exportCableScheduleWithDialog();
    void exportNetBoxWithDialog();
    void print();
    // What the current view's tab says ("Floor"), for titles and file names.
    QString viewName() const;
    // The live session's costs are those of the design as it is now (its workload's too).
    bool costsCurrent() const;
    // Starts the writing once costsCurrent(); called again when the session delivers.
    void writeWhenCurrent();
    void finishCostExport(const QStringList &written, const QString &error);

    MainWindow *mWindow;
    EditorTabs *mViews;
    std::unique_ptr<CostExport> mCostExport; // the one under way
    QPointer<QProgressDialog> mProgress;
    BusyExport *mSchedule; // the cable schedule
    BusyExport *mNetBox;
    BackgroundTask mCostWriter; // last: goes first, so that no result reaches the members above
};

} // namespace podcad

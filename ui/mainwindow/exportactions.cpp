#include "exportactions.h"

#include "analysis/analysis.h"
#include "busyexport.h"
#include "catalog/catalog.h"
#include "costs/costspanel.h"
#include "editortabs.h"
#include "export/cableschedule.h"
#include "export/cableschedulefile.h"
#include "export/netboxexport.h"
#include "exportfolderdialog.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/serverpool.h"
#include "viewexport.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QStatusBar>

namespace podcad {
namespace {

// What a cost export reads, owned, so that a worker can write it while the design is edited, a
// newer catalog comes or the window goes.
struct CostExportJob final
{
    std::shared_ptr<const Design> design;
    std::shared_ptr<const Catalog> catalog;
    std::shared_ptr<const CostSnapshot> costs;
    std::shared_ptr<const WorkloadEvaluation> workload;
    QDate date;

    QStringList write(CostSheet sheet, const QString &path, QString *error) const
    {
        // The Costs dock's figures: the TCO and the comparison at the design's own assumptions.
        const CostExportInput input{design.get(),
                                    catalog.get(),
                                    costs.get(),
                                    &costs->tco,
                                    costs->inputs.gpus > 0 ? &costs->cloud : nullptr,
                                    workload.get(),
                                    date};
        return writeCostExport(path, sheet, input, error);
    }
};

// The live session's newest costs of the design as it is; costsCurrent() says whether they are.
CostExportJob currentCosts(const MainWindow &window)
{
    const LiveSession *session = window.session();
    return {window.document()->snapshot(), session->catalogSnapshot(), session->costsShared(),
            session->workload(), QDate::currentDate()};
}

struct CostExportResult final
{
    QStringList written;
    QString error;
};

// One thread for writing exports, apart from the global pool (where a big design's analysis can
// hold every thread for seconds); waited for at a quit, while Qt can still draw a PDF's fonts.
QThreadPool *exportPool()
{
    static QThreadPool *const pool = applicationPool(1);
    return pool;
}

QString sheetName(CostSheet sheet)
{
    return sheet == CostSheet::Bom ? QObject::tr("bill of materials") : QObject::tr("TCO");
}

QString exportingText(CostSheet sheet, const QString &path)
{
    return QObject::tr("Exporting the %1 to %2...")
        .arg(sheetName(sheet), QFileInfo(path).fileName());
}

// "bom.csv and bom-workload.csv"
QString fileNames(const QStringList &paths)
{
    QStringList names;
    for (const QString &p : paths)
        names << QFileInfo(p).fileName();
    return names.size() <= 1
               ? names.value(0)
               : QObject::tr("%1 and %2")
                     .arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

// A name typed without a suffix gets the chosen format's (`suffixes` in the order of the dialog's
// name filters) before the dialog checks whether the file exists, so that the question about
// replacing it is asked of the real name.
void giveTypedNamesTheFormatsSuffix(QFileDialog &dialog, const QStringList &suffixes)
{
    dialog.setDefaultSuffix(suffixes.first());
    QObject::connect(
        &dialog, &QFileDialog::filterSelected, &dialog, [&dialog, suffixes](const QString &f) {
            dialog.setDefaultSuffix(
                suffixes.value(int(dialog.nameFilters().indexOf(f)), suffixes.first()));
        });
}

} // namespace

struct ExportActions::CostExport final
{
    CostSheet sheet;
    QString path;
    bool writing = false;
    std::vector<QMetaObject::Connection> waits; // on the session, while the costs are computed
};

ExportActions::ExportActions(MainWindow *window, EditorTabs *views, QMenu *fileMenu)
    : QObject(window)
    , mWindow(window)
    , mViews(views)
    , mSchedule(new BusyExport(window, QStringLiteral("cableScheduleProgress"), this))
    , mNetBox(new BusyExport(window, QStringLiteral("netBoxExportProgress"), this))
{
    const auto action = [this, fileMenu](auto &&...args) {
        return addMenuAction(fileMenu, this, args...);
    };
    action(tr("&Export View..."), QStringLiteral("exportAction"),
           QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportViewWithDialog(); });
    action(tr("Export &Bill of Materials..."), QStringLiteral("exportBomAction"), QKeySequence(),
           [this] { exportCostsWithDialog(CostSheet::Bom); })
        ->setStatusTip(tr("The bill of materials as the Costs dock shows it, to XLSX (with "
                          "formulas), CSV or PDF"));
    action(tr("Export T&CO..."), QStringLiteral("exportTcoAction"), QKeySequence(),
           [this] { exportCostsWithDialog(CostSheet::Tco); })
        ->setStatusTip(tr("The total cost of ownership as the Costs dock shows it, to XLSX (with "
                          "formulas), CSV or PDF"));
    action(tr("Export Cable &Schedule..."), QStringLiteral("exportCableScheduleAction"),
           QKeySequence(), [this] { exportCableScheduleWithDialog(); })
        ->setStatusTip(tr("One row per cable with its ends, route, length and medium, for the "
                          "cabling contractor, to XLSX or CSV"));
    action(tr("Export to &NetBox..."), QStringLiteral("exportNetBoxAction"), QKeySequence(),
           [this] { exportNetBoxWithDialog(); })
        ->setStatusTip(
            tr("CSV files and device types for NetBox's bulk import, into a new or empty folder"));
    action(tr("&Print..."), QStringLiteral("printAction"), QKeySequence::Print,
           [this] { print(); });
    connect(window->costsPanel(), &CostsPanel::exportRequested, this,
            &ExportActions::exportCostsWithDialog);
}

ExportActions::~ExportActions() = default;

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

bool ExportActions::costsCurrent() const
{
    const LiveSession *session = mWindow->session();
    return session->costs().valid && !session->isWorkloadPending();
}

bool ExportActions::exportCosts(CostSheet sheet, const QString &path, QString *error,
                                QStringList *written)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!mWindow->catalog())
        return fail(tr("No catalog is open: nothing can be priced."));
    if (!costsCurrent())
        return fail(tr("%1: the costs are still being computed; export again in a moment.")
                        .arg(QDir::toNativeSeparators(path)));
    const QStringList files = currentCosts(*mWindow).write(sheet, path, error);
    if (written)
        *written = files;
    return !files.isEmpty();
}

void ExportActions::exportCostsWithDialog(CostSheet sheet)
{
    const Document *document = mWindow->document();
    const QString base = QFileInfo(document->displayName()).completeBaseName() + u'-' +
                         (sheet == CostSheet::Bom ? QStringLiteral("bom") : QStringLiteral("tco"));
    // The order of the suffixes below; XLSX, with live formulas, first.
    const QStringList suffixes{QStringLiteral("xlsx"), QStringLiteral("csv"),
                               QStringLiteral("pdf")};
    QFileDialog dialog(mWindow,
                       sheet == CostSheet::Bom ? tr("Export Bill of Materials") : tr("Export TCO"));
    dialog.setObjectName(QStringLiteral("costExportDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave); // asks before replacing a file
    dialog.setNameFilters({tr("Excel workbook with formulas (*.xlsx)"), tr("CSV table (*.csv)"),
                           tr("PDF report (*.pdf)")});
    if (!document->filePath().isEmpty())
        dialog.setDirectory(QFileInfo(document->filePath()).absolutePath());
    dialog.selectFile(base + QStringLiteral(".xlsx"));
    giveTypedNamesTheFormatsSuffix(dialog, suffixes);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().first();
    const QString question = replaceBesideQuestion(sheet, path);
    if (!question.isEmpty() && QMessageBox::question(mWindow, dialog.windowTitle(), question,
                                                     QMessageBox::Yes | QMessageBox::No,
                                                     QMessageBox::No) != QMessageBox::Yes)
        return;
    startCostExport(sheet, path);
}

QString ExportActions::replaceBesideQuestion(CostSheet sheet, const QString &path) const
{
    if (sheet != CostSheet::Bom || costFormatOf(path) != CostFormat::Csv ||
        !mWindow->design().workload)
        return {};
    const QString beside = workloadCsvPath(path);
    if (!QFileInfo::exists(beside))
        return {};
    return tr("%1 already exists. The workload's table is written beside the bill of materials "
              "in that file. Do you want to replace it?")
        .arg(QFileInfo(beside).fileName());
}

void ExportActions::startCostExport(CostSheet sheet, const QString &path)
{
    if (mCostExport) {
        const QString why = tr("An export is under way: export %1 when it is done.")
                                .arg(QFileInfo(path).fileName());
        mWindow->statusBar()->showMessage(why, 5000);
        Q_EMIT costExportFinished({}, why);
        return;
    }
    mCostExport = std::make_unique<CostExport>(CostExport{sheet, path, false, {}});
    // Busy (no steps to count), shown only when the export takes a moment.
    mProgress = new QProgressDialog(exportingText(sheet, path), tr("Cancel"), 0, 0, mWindow);
    mProgress->setObjectName(QStringLiteral("costExportProgress"));
    mProgress->setWindowTitle(tr("Export"));
    mProgress->setWindowModality(Qt::WindowModal);
    mProgress->setMinimumDuration(300);
    mProgress->setValue(0); // starts the minimum duration's clock (a busy dialog has no steps)
    mProgress->setAutoClose(false);
    mProgress->setAutoReset(false);
    connect(mProgress, &QProgressDialog::canceled, this, [this] {
        if (mCostExport && !mCostExport->writing)
            finishCostExport({}, {});
    });
    LiveSession *session = mWindow->session();
    mCostExport->waits = {
        connect(session, &LiveSession::ready, this, &ExportActions::writeWhenCurrent),
        connect(session, &LiveSession::workloadReady, this, &ExportActions::writeWhenCurrent)};
    writeWhenCurrent();
}

void ExportActions::writeWhenCurrent()
{
    if (!mCostExport || mCostExport->writing)
        return;
    if (!mWindow->catalog()) {
        finishCostExport({}, tr("No catalog is open: nothing can be priced."));
        return;
    }
    if (!costsCurrent()) {
        mProgress->setLabelText(tr("Computing the costs of the design..."));
        return;
    }
    for (const QMetaObject::Connection &c : mCostExport->waits)
        disconnect(c);
    mCostExport->writing = true;
    mProgress->setLabelText(exportingText(mCostExport->sheet, mCostExport->path));
    mProgress->setCancelButton(nullptr); // a file half written is worse than a moment's wait
    mCostWriter.start(
        [job = currentCosts(*mWindow), sheet = mCostExport->sheet, path = mCostExport->path] {
            CostExportResult r;
            r.written = job.write(sheet, path, &r.error);
            return r;
        },
        [this](const CostExportResult &result) { finishCostExport(result.written, result.error); },
        exportPool());
}

void ExportActions::finishCostExport(const QStringList &written, const QString &error)
{
    if (!mCostExport)
        return;
    for (const QMetaObject::Connection &c : mCostExport->waits)
        disconnect(c);
    const CostSheet sheet = mCostExport->sheet;
    mCostExport.reset();
    if (mProgress) {
        // reset() stops the timer that would show the dialog after its minimum duration.
        mProgress->reset();
        mProgress->hide();
        mProgress->deleteLater();
    }
    if (!written.isEmpty())
        mWindow->statusBar()->showMessage(
            tr("Exported the %1 to %2").arg(sheetName(sheet), fileNames(written)), 5000);
    else if (error.isEmpty())
        mWindow->statusBar()->showMessage(tr("Export cancelled"), 4000);
    Q_EMIT costExportFinished(written, error);
    if (written.isEmpty() && !error.isEmpty())
        QMessageBox::critical(mWindow, tr("Cannot export the %1").arg(sheetName(sheet)), error);
}

void ExportActions::exportCableScheduleWithDialog()
{
    const Document *document = mWindow->document();
    const QStringList suffixes{QStringLiteral("xlsx"), QStringLiteral("csv")};
    QFileDialog dialog(mWindow, tr("Export Cable Schedule"));
    dialog.setObjectName(QStringLiteral("cableScheduleDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave); // asks before replacing a file
    dialog.setNameFilters({tr("Excel workbook (*.xlsx)"), tr("CSV table (*.csv)")});
    if (!document->filePath().isEmpty())
        dialog.setDirectory(QFileInfo(document->filePath()).absolutePath());
    dialog.selectFile(QFileInfo(document->displayName()).completeBaseName() +
                      QStringLiteral("-cables.xlsx"));
    giveTypedNamesTheFormatsSuffix(dialog, suffixes);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    startCableScheduleExport(dialog.selectedFiles().first());
}

bool ExportActions::cableScheduleExportRunning() const
{
    return mSchedule->isRunning();
}

void ExportActions::startCableScheduleExport(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    auto refuse = [&](const QString &why) {
        Q_EMIT cableScheduleExportFinished(path, why);
        QMessageBox::critical(mWindow, tr("Cannot export the cable schedule"), why);
    };
    if (mSchedule->isRunning()) {
        const QString why =
            tr("A cable schedule is being exported: export %1 when it is done.").arg(name);
        mWindow->statusBar()->showMessage(why, 5000);
        Q_EMIT cableScheduleExportFinished(path, why);
        return;
    }
    std::shared_ptr<const Revision> revision = mWindow->session()->revisionNow();
    if (!revision) {
        refuse(tr("No catalog is open: the cables need the models' ports."));
        return;
    }
    mSchedule->start(
        exportPool(), tr("Exporting the cable schedule to %1...").arg(name),
        [revision = std::move(revision), path] {
            QString error;
            writeCableSchedule(path, *revision->cableSchedule(), revision->design().name, true,
                               &error);
            return error;
        },
        [this, path, name](const QString &error) {
            if (error.isEmpty())
                mWindow->statusBar()->showMessage(tr("Exported the cable schedule to %1").arg(name),
                                                  5000);
            Q_EMIT cableScheduleExportFinished(path, error);
            if (!error.isEmpty())
                QMessageBox::critical(mWindow, tr("Cannot export the cable schedule"), error);
        });
}

void ExportActions::startNetBoxExport(const QString &dir)
{
    const QString shown = QDir::toNativeSeparators(dir);
    if (mNetBox->isRunning()) {
        const QString why =
            tr("NetBox files are being exported: export to %1 when it is done.").arg(shown);
        mWindow->statusBar()->showMessage(why, 5000);
        Q_EMIT netBoxExportFinished(dir, why);
        return;
    }
    std::shared_ptr<const Revision> revision = mWindow->session()->revisionNow();
    if (!revision) {
        const QString why = tr("No catalog is open: the export needs the models' ports and sizes.");
        Q_EMIT netBoxExportFinished(dir, why);
        QMessageBox::critical(mWindow, tr("Cannot export to NetBox"), why);
        return;
    }
    mNetBox->start(
        exportPool(), tr("Exporting the NetBox import files to %1...").arg(shown),
        [revision = std::move(revision), dir] {
            QString error;
            const std::vector<netbox::ExportFile> files = netbox::exportDesign(
                revision->design(), revision->catalog(), *revision->cablePlan(), {}, &error);
            if (!files.empty())
                netbox::writeExport(dir, files, &error);
            else if (error.isEmpty())
                error = tr("The design gave no NetBox file to write.");
            return error;
        },
        [this, dir, shown](const QString &error) {
            if (error.isEmpty())
                mWindow->statusBar()->showMessage(
                    tr("Exported the NetBox import files to %1").arg(shown), 5000);
            Q_EMIT netBoxExportFinished(dir, error);
            if (!error.isEmpty())
                QMessageBox::critical(mWindow, tr("Cannot export to NetBox"), error);
        });
}

void ExportActions::exportNetBoxWithDialog()
{
    ExportFolderDialog dialog(mWindow, tr("Export to NetBox: a new or empty folder"));
    if (!mWindow->document()->filePath().isEmpty())
        dialog.setDirectory(QFileInfo(mWindow->document()->filePath()).absolutePath());
    if (dialog.exec() != QDialog::Accepted)
        return;
    startNetBoxExport(dialog.folder());
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

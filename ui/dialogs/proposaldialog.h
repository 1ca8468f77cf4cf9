#pragma once

#include "model/design.h"
#include "model/workload.h"
#include "session/backgroundtask.h"
#include "workload/proposal.h"

#include <QDialog>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace podcad {

class Catalog;
class Document;

// Workload > Compare Systems: the design's workload proposed on every GPU system of the catalog
// (core/workload/proposal: GPUs, nodes, SUs or racks, days or tokens/s, MW, capex, the run on-prem
// and in the cheapest cloud), side by side; Generate replaces the design with the chosen row's
// reference design as one undo step, keeping the workload. The rows generate and price a design
// each (2 to 4 s of CPU for the catalog), so they are computed on a worker thread.
class ProposalDialog final : public QDialog
{
    Q_OBJECT
public:
    // The rows and the designs they generate come from `catalog` (may be null), the one in use
    // when the dialog opened, however the window's catalog changes meanwhile.
    ProposalDialog(Document *document, std::shared_ptr<const Catalog> catalog,
                   QWidget *parent = nullptr);
    ~ProposalDialog() override;

    QTableWidget *table() const { return mTable; }
    QPushButton *generateButton() const { return mGenerate; }
    // From the start until the rows are in the table.
    bool isComputing() const { return mTask.isBusy(); }
    const std::vector<ProposalRow> &rows() const { return mRows; }
    // Starts generating the design of `row` on a worker; once made, it replaces the document's
    // design (one undo step) and, when `close` says so (Generate, a double click), the dialog
    // closes; else a message says why it could not be made. False when nothing was started (no
    // such row, or a design is being generated).
    bool generate(int row, bool close = false);
    // From generate() until its design replaced the document's, or its message was shown.
    bool isGenerating() const { return mGenerating.isBusy(); }

    enum Column {
        System,
        Format, // the number format the row computes in (FP4, FP8, BF16...)
        Gpus,
        Nodes,
        Units,
        Time,
        Mfu, // training: the MFU the row's days rest on (its own plan's, unless given)
        Power,
        Capex,
        OnPrem,
        Cloud,
        Note,
        Columns
    };

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct GeneratedDesign final
    {
        std::optional<Design> design;
        QString error;
    };

    void fill();
    void updateButton();
    // The table and Generate wait while a row's design is being made.
    void showGenerating(bool generating);

    Document *mDocument;
    std::shared_ptr<const Catalog> mCatalog;
    Workload mWorkload;
    bool mTraining = true;
    QLabel *mHeading;
    QTableWidget *mTable;
    QPushButton *mGenerate;
    std::vector<ProposalRow> mRows;
    BackgroundTask mGenerating; // the design of a row
    BackgroundTask mTask;       // last: goes first, so that no result reaches the members above
};

} // namespace podcad

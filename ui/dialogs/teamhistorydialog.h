#pragma once

#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "session/backgroundtask.h"

#include <QDialog>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace podcad {

// The audit the team catalog's server keeps for one SKU (and the pushes), newest first, as
// `podcad-cli team history SKU` prints it: when (the server's clock), who, what, the field, its old
// and new value and the row version. Opened from File > Edit Team Model; read on the server pool
// (its own connection), never on the UI thread.
class TeamHistoryDialog final : public QDialog
{
    Q_OBJECT

public:
    // The rows read, as podcad-cli team history reads them by default (--limit 50).
    static constexpr int kLimit = 50;

    TeamHistoryDialog(CatalogUrl url, const QString &sku, QWidget *parent = nullptr);
    ~TeamHistoryDialog() override;

    // Reads the history of `sku` again (after a save, or another SKU read in the model dialog).
    void showSku(const QString &sku);
    void refresh();

    QString sku() const { return mSku; }
    QTableWidget *table() const { return mTable; }
    QString statusText() const;
    // From a read's start until what it read is shown (not only until the worker ends).
    bool isBusy() const { return mTask.isBusy(); }

Q_SIGNALS:
    // After every answer of the server.
    void settled(const QString &text);

private:
    struct Outcome final
    {
        std::optional<std::vector<TeamCatalog::AuditEntry>> entries;
        QString message;
    };
    void startRead();
    void onDone(const Outcome &outcome);

    CatalogUrl mUrl;
    QString mSku;
    QLabel *mTitle = nullptr;
    QLabel *mStatus = nullptr;
    QTableWidget *mTable = nullptr;
    QPushButton *mRefresh = nullptr;
    bool mPending = false; // asked again while a read ran: read once more after it
    BackgroundTask mTask;  // last: goes first, so that no answer reaches the members above
};

} // namespace podcad

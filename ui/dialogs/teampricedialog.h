#pragma once

#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"

#include <QDialog>
#include <QFutureWatcher>

class QLabel;
class QLineEdit;
class QMessageBox;
class QPushButton;

namespace podcad {

// File > Edit Team Price: one model's list price on the team catalog, read and written on a
// worker thread (its own connection), with the row version it was read at. A conflicting edit
// says who changed the price and keeps what the user typed, so nothing is lost: Save again writes
// it over the newer version, now read.
class TeamPriceDialog final : public QDialog
{
    Q_OBJECT

public:
    TeamPriceDialog(CatalogUrl url, const QString &sku, QWidget *parent = nullptr);
    ~TeamPriceDialog() override;

    // What the worker said last (the text under the fields); for tests and the status bar.
    QString statusText() const;
    QMessageBox *conflictBox() const { return mConflict; }

Q_SIGNALS:
    void settled(const QString &text);

private:
    struct Outcome final
    {
        std::optional<TeamCatalog::Price> price;
        TeamCatalog::Edit edit = TeamCatalog::Edit::Failed;
        bool wrote = false;
        QString message;
    };
    void read();
    void save();
    void onDone();
    void setBusy(bool busy);

    CatalogUrl mUrl;
    QLineEdit *mSku = nullptr;
    QLineEdit *mPrice = nullptr;
    QLabel *mCurrent = nullptr;
    QLabel *mStatus = nullptr;
    QPushButton *mRead = nullptr;
    QPushButton *mSave = nullptr;
    QMessageBox *mConflict = nullptr;
    QFutureWatcher<Outcome> mWatcher;
    std::optional<int> mVersion; // the version the user's edit is based on
    QString mVersionSku;
};

} // namespace podcad

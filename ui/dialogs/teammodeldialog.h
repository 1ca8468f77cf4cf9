#pragma once

#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "session/backgroundtask.h"

#include <QDialog>
#include <QMap>
#include <QPointer>
#include <optional>

class QFormLayout;
class QLabel;
class QLineEdit;
class QMessageBox;
class QPushButton;

namespace podcad {

class TeamHistoryDialog;

// File > Edit Team Model: one model's price and specifications on the team catalog
// (TeamCatalog::editableFields()), read and written on a worker thread (its own connection), with
// the row version they were read at. Save sends only the fields the user changed. A conflicting
// edit says who changed the model and keeps what the user typed, so nothing is lost: the fields
// the user did not touch show the server's new values, and Save again writes the typed ones over
// the newer version, now read.
//
// Each read also asks the server who is connected (TeamCatalog::access()): a role that may not
// change models (a reader) sees the fields read only, Save disabled and one line naming the role
// and what it may do. History... shows the server's audit of the SKU (TeamHistoryDialog).
class TeamModelDialog final : public QDialog
{
    Q_OBJECT

public:
    TeamModelDialog(CatalogUrl url, const QString &sku, QWidget *parent = nullptr);
    ~TeamModelDialog() override;

    // What the worker said last (the text under the fields); for tests and the status bar.
    QString statusText() const;
    QMessageBox *conflictBox() const { return mConflict; }
    // The field editor of a TeamCatalog::Field column ("list_price_usd"), for tests.
    QLineEdit *fieldEdit(const QString &column) const { return mFields.value(column); }
    // Whether the connected role may not change models, as the last read found; then
    // accessText() says why in one line.
    bool isReadOnly() const;
    QString accessText() const;
    // The history of the SKU read last, once History... opened it; for tests.
    TeamHistoryDialog *historyDialog() const;
    // One line for a role that may not change models ("Read only: r_ann is a reader (role
    // podcad_cat_reader) and may read prices and models, not change them."); empty for one that
    // may, and before the roles are set up (the server decides then).
    static QString readOnlyLine(const TeamCatalog::Access &access);

Q_SIGNALS:
    // After every answer of the server; `saved` when an edit was written.
    void settled(const QString &text, bool saved);

private:
    struct Outcome final
    {
        std::optional<TeamCatalog::Model> model;
        std::optional<TeamCatalog::Access> access; // asked at every read
        TeamCatalog::Edit edit = TeamCatalog::Edit::Failed;
        bool wrote = false;
        QString message;
    };
    void read();
    void save();
    void onDone(const Outcome &outcome);
    void setBusy(bool busy);
    void showHistory();
    // Fields read only and Save disabled while the connected role may not change models.
    void applyAccess();
    // The fields as the server holds them, except those the user changed when `keepEdits`.
    void showModel(const TeamCatalog::Model &model, bool keepEdits);
    // Bold when the field differs from what was read: what Save would send stands out.
    void markEdited(const QString &column);
    // Field texts that differ from what was read: column -> text.
    QVariantMap editedFields() const;

    CatalogUrl mUrl;
    QFormLayout *mForm = nullptr;
    QLineEdit *mSku = nullptr;
    QLabel *mCurrent = nullptr;
    QLabel *mStatus = nullptr;
    QLabel *mAccess = nullptr;
    QMap<QString, QLineEdit *> mFields;
    QMap<QString, QString> mReadTexts; // the field texts as read, to tell what the user changed
    QPushButton *mRead = nullptr;
    QPushButton *mSave = nullptr;
    QPushButton *mHistoryButton = nullptr;
    QPointer<TeamHistoryDialog> mHistory;
    std::optional<TeamCatalog::Access> mRole; // the connected role, as the last read found
    QMessageBox *mConflict = nullptr;
    std::optional<int> mVersion; // the version the user's edit is based on
    QString mVersionSku;
    BackgroundTask mTask; // last: goes first, so that no answer reaches the members above
};

} // namespace podcad

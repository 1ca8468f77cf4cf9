#pragma once

#include "catalogurl.h"

#include <QList>
#include <QString>
#include <QVariantMap>
#include <optional>
#include <vector>

class QSqlDatabase;

namespace podcad {

// One connection to a team catalog on PostgreSQL (Qt's QPSQL driver).
//
// Like every QSqlDatabase connection it belongs to the thread that made it: the GUI makes, uses
// and destroys a TeamCatalog on a worker thread. The rest of PodCAD never sees it: what a design
// is analysed and costed against is a Catalog read from the local copy pull() writes.
class TeamCatalog final
{
public:
    // A field of a device model that architects edit on the team catalog: what a quote, a rack's
    // limits and its power depend on. Kind, vendor, accelerators and ports stay as pushed: designs
    // and generators rely on them.
    struct Field final
    {
        enum class Type { Text, Integer, Number };
        QString column; // in device_models, and the key on the command line
        Type type = Type::Number;
        QString label; // "Typical power"
        QString unit;  // "W"; empty for text
        QString kind;  // the one kind of model it means something for; empty: every kind

        // Whether an editor shows it for a model of `modelKind` holding `value`: a storage
        // capacity is no business of a GPU server's, unless someone gave it one.
        bool shownFor(const QString &modelKind, const QVariant &value) const
        {
            return kind.isEmpty() || kind == modelKind ||
                   (type == Type::Text ? !value.toString().isEmpty() : value.toDouble() != 0);
        }
    };
    static const QList<Field> &editableFields();
    static const Field *field(const QString &column);
    // A field's value as the audit table records it and an editor shows it: numbers in fixed
    // notation, shortest exact form, C locale ("400000", "0.85").
    static QString valueText(const Field &f, const QVariant &value);

    // A device model as the server holds it: the editable fields, the row version an edit is
    // based on, and the last change the audit table knows (an edit of the row, or a push of the
    // whole catalog).
    struct Model final
    {
        QString sku;
        QString kind;
        QVariantMap values; // column -> value, every editableFields() column
        double usd = 0;     // values["list_price_usd"]
        int version = 0;
        QString changedBy;
        QString changedAt; // "2026-11-25 03:12 UTC", the server's clock
        bool pushed = false;
    };
    // One row of the audit table, newest first when listed.
    struct AuditEntry final
    {
        QString at;
        QString who;
        QString dbUser;
        QString action; // push, update
        QString table;
        QString rowKey;
        QString column;
        QString oldValue;
        QString newValue;
        int version = 0;
    };
    enum class Edit { Written, Conflict, Failed };

    explicit TeamCatalog(CatalogUrl url);
    ~TeamCatalog();
    TeamCatalog(const TeamCatalog &) = delete;
    TeamCatalog &operator=(const TeamCatalog &) = delete;

    const CatalogUrl &url() const { return mUrl; }

    // Connects and brings the schema to TeamSchema::kVersion, creating it in an empty database.
    // A server schema newer than this PodCAD knows is refused. `unreachable` tells a server that
    // could not be reached (work from the cached copy) from one that answered with a problem.
    bool connect(QString *error, bool *unreachable = nullptr);

    // Replaces the server's whole catalog with the SQLite catalog at `sqlitePath`, in one
    // transaction. Every edited row gets a version no reader holds yet.
    bool push(const QString &sqlitePath, QString *error);
    // Writes the server's catalog to a SQLite catalog at `sqlitePath` (temporary file + rename:
    // the destination is never left half-written), after validating what the server holds.
    bool pull(const QString &sqlitePath, QString *error);

    std::optional<Model> model(const QString &sku, QString *error);
    // The decoding of the row model() fetches: kind, row_version, the last audit's who, when and
    // whether it was a push, then the editableFields() in order. A short row reads NULL for the
    // rest. Apart from the query so that what a server sends can be checked without one.
    static Model modelFromRow(const QString &sku, const QVariantList &row);
    // Sets some of a model's editable fields (column -> value; text values are read as numbers
    // where the field is one) if its row is still at `expectedVersion` (when given), as one new
    // version, with one audit row per changed field saying who and when. Nothing is written when
    // the row moved on (Conflict: `message` says who changed it and when) or when the catalog
    // with these values would not be one PodCAD reads (Failed: the reader's message, e.g.
    // "typical_power_w exceeds max_power_w"). Values equal to the server's are left out; when
    // none is left, nothing is written and `after` is the row as it is. Otherwise `after` is the
    // row as this edit wrote it, whoever writes next. A connection lost mid-edit is Failed with
    // a message saying whether the edit may have been written (lost during the commit) or not.
    Edit setModel(const QString &sku, const QVariantMap &changes,
                  std::optional<int> expectedVersion, Model *after, QString *message);
    // setModel() of the list price alone.
    Edit setPrice(const QString &sku, double usd, std::optional<int> expectedVersion, Model *after,
                  QString *message);
    // The audit table, newest first: a model's rows and the pushes (`sku` given), else all.
    std::optional<std::vector<AuditEntry>> audit(const QString &sku, int limit, QString *error);

    // Roles (teamroles.cpp). A team's set-up makes three group roles, named after the database
    // (podcad_<database>_reader, _editor, _owner), and grants exactly: readers read; editors
    // also change device models' editable fields (prices and models); owners own the tables
    // (push, migrations, roles, the audit).
    enum class Role { None, Reader, Editor, Owner };
    struct Access final
    {
        QString login; // session_user
        Role role = Role::None;
        QString roleName;        // the group role that gives it; empty for None or a superuser
        bool rolesSetUp = false; // whether team init made the roles
    };
    static QString roleKind(Role role); // "reader", "editor", "owner"
    static std::optional<Role> roleFromKind(const QString &kind);
    // What a role may do, in a few words: "read prices and models".
    static QString mayDo(Role role);
    // The three group roles' names for this database.
    QString groupRoleName(Role role) const;
    // Creates the group roles if missing, hands the tables to the owner group and grants exactly
    // (idempotent: a second run sets the same grants). Needs a superuser or a role with
    // CREATEROLE that may hand the tables over.
    bool initRoles(QString *error);
    // Makes `login` (an existing role) a member of exactly one group: the role's, leaving the
    // others. An owner may grant any of the three.
    bool grant(const QString &login, Role role, QString *error);
    // Takes `login` out of all three groups.
    bool revoke(const QString &login, QString *error);
    // The connected role's access.
    std::optional<Access> access(QString *error);
    // A write the server refused for want of a privilege (SQLSTATE 42501) as one line naming the
    // role and what it may do; `serverMessage` unchanged for any other failure.
    QString explainRefusal(const QString &serverMessage, const QString &wanted);

    // Who edits, for the audit table: the person ($USER), not the database role they share.
    static QString who();

    // After a failure: whether the connection to the server is gone (the server was killed,
    // restarted or cut off mid-way), rather than the server answering with a problem.
    bool connectionLost() const;

private:
    QSqlDatabase database() const;
    bool bringSchemaUpToDate(QString *error);
    // setModel() up to its outcome; `committing` is set once the commit has been sent.
    Edit writeModel(const QString &sku, const QVariantMap &changes,
                    std::optional<int> expectedVersion, Model *after, QString *message,
                    bool *committing);

    CatalogUrl mUrl;
    QString mConnection;
};

} // namespace podcad

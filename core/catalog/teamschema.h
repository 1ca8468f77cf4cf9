#pragma once

#include <QStringList>

namespace podcad {

// The team catalog's schema on PostgreSQL, by version. Version 1 holds the tables of catalog.sql
// (schema 3: the types adapted, the checks left to the reader that validates every row), plus:
//   row_version  on the tables users edit, for optimistic concurrency;
//   position     in port_groups, because PostgreSQL has no rowid to keep a model's group order;
//   sqlite_schema the CREATE statements of the SQLite catalog that was pushed, so a pull writes
//                the same tables, checks included;
//   schema_version, audit.
// Version 2 adds facility_models; version 3 (catalog schema 4) the scale-up bandwidth, the models'
// FFN, vocabulary and experts, and kernel_efficiency; version 4 (catalog schema 5) media_specs;
// version 5 (catalog schema 6) the confidence columns, fp4_dense_tflops and figure_ranges;
// version 6 the audit written by the server's triggers, append-only, and team_roles.
struct TeamSchema final
{
    static constexpr int kVersion = 6;
    // The catalog.db schema (PRAGMA user_version) these tables hold.
    static constexpr int kCatalogSchemaVersion = 6;

    // Statements that take an empty database to the current version.
    static QStringList create();
    // Statements that take version `from` to `from + 1`; empty when there is no such step.
    static QStringList migrate(int from);
    // Tables holding catalog content, parents before children (the order push inserts in).
    static QStringList contentTables();
    // The key columns of a content table (or sqlite_schema), joined by '/' in an audit row's key.
    static QStringList keyColumns(const QString &table);

    // Version 6's triggers and functions (teamaudit.cpp): every insert, update and delete of a
    // content table's row writes its audit row on the server, in the same transaction, with
    // session_user and now(); the audit table refuses updates and deletes from anyone but an
    // owner (a superuser, or a member of the role owning the tables).
    static QStringList auditStatements();
};

} // namespace podcad

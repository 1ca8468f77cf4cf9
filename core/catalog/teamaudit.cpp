// The team catalog's audit, kept by the server (schema version 6): PostgreSQL triggers write it in
// the transaction of the change, so no client, PodCAD or psql, can change a row without its audit
// row. PostgreSQL 15 documentation, "CREATE TRIGGER" and "Trigger Functions" (PL/pgSQL),
// https://www.postgresql.org/docs/15/plpgsql-trigger.html
#include "teamschema.h"

using namespace Qt::StringLiterals;

namespace podcad {

QStringList TeamSchema::keyColumns(const QString &table)
{
    if (table == u"port_groups"_s)
        return {u"sku"_s, u"name"_s};
    if (table == u"kernel_efficiency"_s)
        return {u"accelerator_id"_s, u"precision"_s};
    if (table == u"figure_ranges"_s)
        return {u"subject"_s, u"field"_s};
    if (table == u"accelerators"_s || table == u"cloud_offers"_s || table == u"models"_s)
        return {u"id"_s};
    if (table == u"assumptions"_s)
        return {u"key"_s};
    if (table == u"sqlite_schema"_s)
        return {u"name"_s};
    return {u"sku"_s};
}

QStringList TeamSchema::auditStatements()
{
    QStringList statements{
        // The roles a team's set-up creates (podcad-cli team init): kind reader, editor or owner,
        // and the role's name, for the messages that say who may do what.
        u"CREATE TABLE team_roles (kind TEXT PRIMARY KEY, name TEXT NOT NULL)"_s,
        // An owner: a superuser, or a member of the role owning the tables (team init hands them
        // to the owner group). SECURITY DEFINER so that a reader's session can ask.
        u"CREATE FUNCTION podcad_is_owner() RETURNS boolean LANGUAGE sql STABLE "
        "SECURITY DEFINER SET search_path = public, pg_temp AS $f$ "
        "SELECT coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = session_user), false) "
        "OR pg_has_role(session_user, (SELECT relowner FROM pg_class "
        "WHERE oid = 'public.audit'::regclass), 'MEMBER') $f$"_s,
        // Who: the person as the client names them (podcad.who, set per transaction), else the
        // role; db_user and at are the server's own (the audit's defaults, forced below).
        u"CREATE FUNCTION podcad_audit() RETURNS trigger LANGUAGE plpgsql "
        "SECURITY DEFINER SET search_path = public, pg_temp AS $f$ "
        "DECLARE "
        "  who_ text := coalesce(nullif(current_setting('podcad.who', true), ''), session_user); "
        "  old_j jsonb; new_j jsonb; key_ text; version_ integer; cols text[]; figures text[]; "
        "  col text; "
        "BEGIN "
        "  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF; "
        "  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF; "
        "  SELECT string_agg(coalesce(new_j, old_j) ->> k, '/' ORDER BY n) INTO key_ "
        "    FROM unnest(TG_ARGV) WITH ORDINALITY AS a(k, n); "
        "  version_ := (coalesce(new_j, old_j) ->> 'row_version')::integer; "
        "  IF TG_OP = 'UPDATE' THEN "
        "    SELECT array_agg(k ORDER BY k) INTO cols FROM jsonb_object_keys(new_j) AS k "
        "      WHERE k <> 'row_version' AND new_j -> k IS DISTINCT FROM old_j -> k; "
        "    IF cols IS NULL THEN RETURN NULL; END IF; "
        // A figure's source and date changed with it are part of its edit; changed alone,
        // they are the edit.
        "    figures := ARRAY(SELECT c FROM unnest(cols) AS c "
        "      WHERE c NOT LIKE '%source' AND c NOT LIKE '%source_date'); "
        "    IF cardinality(figures) > 0 THEN cols := figures; END IF; "
        "    FOREACH col IN ARRAY cols LOOP "
        "      INSERT INTO audit (who, action, table_name, row_key, column_name, old_value, "
        "        new_value, row_version) VALUES (who_, 'update', TG_TABLE_NAME, key_, col, "
        "        old_j ->> col, new_j ->> col, version_); "
        "    END LOOP; "
        // An owner's push replaces every row: one audit row says so (podcad_audit_push).
        "  ELSIF coalesce(current_setting('podcad.push', true), '') <> '' "
        "        AND podcad_is_owner() THEN "
        "    RETURN NULL; "
        "  ELSE "
        "    INSERT INTO audit (who, action, table_name, row_key, row_version) "
        "      VALUES (who_, lower(TG_OP), TG_TABLE_NAME, key_, version_); "
        "  END IF; "
        "  RETURN NULL; "
        "END $f$"_s,
        // A push empties sqlite_schema once, after the content tables: its one audit row.
        u"CREATE FUNCTION podcad_audit_push() RETURNS trigger LANGUAGE plpgsql "
        "SECURITY DEFINER SET search_path = public, pg_temp AS $f$ "
        "BEGIN "
        "  IF coalesce(current_setting('podcad.push', true), '') <> '' AND podcad_is_owner() THEN "
        "    INSERT INTO audit (who, action, table_name, row_key, new_value, row_version) "
        "      VALUES (coalesce(nullif(current_setting('podcad.who', true), ''), session_user), "
        "        'push', '*', '*', current_setting('podcad.push'), "
        "        nullif(current_setting('podcad.push_version', true), '')::integer); "
        "  END IF; "
        "  RETURN NULL; "
        "END $f$"_s,
        // Append-only: the time and the role are the server's on every insert, and only an
        // owner may update, delete or truncate (privileges refuse it first; this holds even for
        // a role someone granted DELETE by hand).
        u"CREATE FUNCTION podcad_audit_guard() RETURNS trigger LANGUAGE plpgsql "
        "SECURITY DEFINER SET search_path = public, pg_temp AS $f$ "
        "BEGIN "
        "  IF TG_OP = 'INSERT' THEN "
        "    NEW.at := now(); NEW.db_user := session_user; RETURN NEW; "
        "  END IF; "
        "  IF NOT podcad_is_owner() THEN "
        "    RAISE EXCEPTION 'the audit table is append-only: % refused for role %', "
        "      TG_OP, session_user USING ERRCODE = 'insufficient_privilege'; "
        "  END IF; "
        "  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; "
        "  RETURN NEW; "
        "END $f$"_s,
        u"CREATE TRIGGER audit_server_fields BEFORE INSERT ON audit FOR EACH ROW "
        "EXECUTE FUNCTION podcad_audit_guard()"_s,
        u"CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit FOR EACH ROW "
        "EXECUTE FUNCTION podcad_audit_guard()"_s,
        u"CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit FOR EACH STATEMENT "
        "EXECUTE FUNCTION podcad_audit_guard()"_s,
        u"CREATE TRIGGER sqlite_schema_push AFTER DELETE ON sqlite_schema FOR EACH STATEMENT "
        "EXECUTE FUNCTION podcad_audit_push()"_s,
        u"CREATE INDEX audit_row ON audit (table_name, row_key)"_s,
    };
    const QStringList audited = contentTables() << u"sqlite_schema"_s;
    for (const QString &table : audited) {
        QStringList keys;
        for (const QString &key : keyColumns(table))
            keys << u"'"_s + key + u"'"_s;
        statements << u"CREATE TRIGGER %1_audit AFTER INSERT OR UPDATE OR DELETE ON %1 "
                      "FOR EACH ROW EXECUTE FUNCTION podcad_audit(%2)"_s.arg(table,
                                                                             keys.join(u", "_s));
        // TRUNCATE fires no row trigger: said once for the table.
        statements << u"CREATE TRIGGER %1_audit_truncate AFTER TRUNCATE ON %1 "
                      "FOR EACH STATEMENT EXECUTE FUNCTION podcad_audit_truncate()"_s.arg(table);
    }
    statements.insert(
        5, u"CREATE FUNCTION podcad_audit_truncate() RETURNS trigger LANGUAGE plpgsql "
           "SECURITY DEFINER SET search_path = public, pg_temp AS $f$ "
           "BEGIN "
           "  INSERT INTO audit (who, action, table_name, row_key) VALUES ("
           "    coalesce(nullif(current_setting('podcad.who', true), ''), session_user), "
           "    'truncate', TG_TABLE_NAME, '*'); "
           "  RETURN NULL; "
           "END $f$"_s);
    return statements;
}

} // namespace podcad

#include "teamschema.h"

using namespace Qt::StringLiterals;

namespace podcad {

QStringList TeamSchema::create()
{
    // REAL in SQLite is DOUBLE PRECISION here: the figures must come back bit for bit, so that a
    // design costs the same through the server as through catalog.db.
    QStringList statements{
        u"CREATE TABLE schema_version (version INTEGER NOT NULL, catalog_schema INTEGER NOT NULL)"_s,
        u"CREATE TABLE sqlite_schema (position INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "sql TEXT NOT NULL)"_s,
        u"CREATE TABLE accelerators ("
        "id TEXT PRIMARY KEY, name TEXT NOT NULL, vendor TEXT NOT NULL, "
        "bf16_dense_tflops DOUBLE PRECISION NOT NULL, fp8_dense_tflops DOUBLE PRECISION NOT "
        "NULL, "
        "memory_gb DOUBLE PRECISION NOT NULL, memory_type TEXT NOT NULL, "
        "memory_bandwidth_tbps DOUBLE PRECISION NOT NULL, tdp_w DOUBLE PRECISION NOT NULL, "
        "scale_up_link TEXT NOT NULL, source TEXT NOT NULL, source_date TEXT NOT NULL, "
        "estimate INTEGER NOT NULL, row_version INTEGER NOT NULL DEFAULT 1)"_s,
        u"CREATE TABLE device_models ("
        "sku TEXT PRIMARY KEY, name TEXT NOT NULL, vendor TEXT NOT NULL, kind TEXT NOT "
        "NULL, "
        "description TEXT NOT NULL DEFAULT '', rack_units INTEGER NOT NULL DEFAULT 0, "
        "weight_kg DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "typical_power_w DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "max_power_w DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "typical_power_estimate INTEGER NOT NULL DEFAULT 0, "
        "liquid_fraction DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "airflow_cfm DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "list_price_usd DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (list_price_usd >= 0), "
        "accelerator_id TEXT REFERENCES accelerators (id), "
        "accelerator_count INTEGER NOT NULL DEFAULT 0, "
        "storage_capacity_tb DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "storage_read_gbytes_per_s DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "max_load_kg DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "width_mm DOUBLE PRECISION NOT NULL DEFAULT 0, depth_mm DOUBLE PRECISION NOT NULL "
        "DEFAULT "
        "0, "
        "power_capacity_w DOUBLE PRECISION NOT NULL DEFAULT 0, "
        "spec_source TEXT NOT NULL, spec_source_date TEXT NOT NULL, spec_estimate INTEGER "
        "NOT "
        "NULL, "
        "price_source TEXT NOT NULL, price_source_date TEXT NOT NULL, "
        "price_estimate INTEGER NOT NULL, row_version INTEGER NOT NULL DEFAULT 1)"_s,
        u"CREATE TABLE port_groups ("
        "sku TEXT NOT NULL REFERENCES device_models (sku), name TEXT NOT NULL, "
        "count INTEGER NOT NULL, speed_gbps DOUBLE PRECISION NOT NULL, connector TEXT NOT "
        "NULL, "
        "fabric TEXT NOT NULL, ports_per_cage INTEGER NOT NULL DEFAULT 1, "
        "position INTEGER NOT NULL, PRIMARY KEY (sku, name))"_s,
        u"CREATE TABLE cloud_offers ("
        "id TEXT PRIMARY KEY, provider TEXT NOT NULL, instance TEXT NOT NULL, "
        "accelerator_id TEXT NOT NULL REFERENCES accelerators (id), "
        "gpus_per_instance INTEGER NOT NULL, on_demand_usd_per_hour DOUBLE PRECISION, "
        "reserved_1y_usd_per_hour DOUBLE PRECISION, reserved_3y_usd_per_hour DOUBLE "
        "PRECISION, "
        "spot_usd_per_hour DOUBLE PRECISION, source TEXT NOT NULL, source_date TEXT NOT "
        "NULL, "
        "estimate INTEGER NOT NULL, row_version INTEGER NOT NULL DEFAULT 1)"_s,
        u"CREATE TABLE assumptions ("
        "key TEXT PRIMARY KEY, value DOUBLE PRECISION NOT NULL, unit TEXT NOT NULL, "
        "description TEXT NOT NULL, source TEXT NOT NULL, source_date TEXT NOT NULL, "
        "estimate INTEGER NOT NULL, row_version INTEGER NOT NULL DEFAULT 1)"_s,
        u"CREATE TABLE models ("
        "id TEXT PRIMARY KEY, name TEXT NOT NULL, params_b DOUBLE PRECISION NOT NULL, "
        "active_params_b DOUBLE PRECISION NOT NULL, layers INTEGER NOT NULL, "
        "hidden_size INTEGER NOT NULL, attention_heads INTEGER NOT NULL, kv_heads INTEGER "
        "NOT "
        "NULL, "
        "head_dim INTEGER NOT NULL, context_tokens INTEGER NOT NULL, source TEXT NOT NULL, "
        "source_date TEXT NOT NULL, estimate INTEGER NOT NULL, "
        "row_version INTEGER NOT NULL DEFAULT 1)"_s,
        u"CREATE TABLE power_supplies ("
        "sku TEXT PRIMARY KEY REFERENCES device_models (sku), supplies INTEGER NOT NULL, "
        "needed_full INTEGER NOT NULL, needed_up INTEGER NOT NULL, source TEXT NOT NULL, "
        "source_date TEXT NOT NULL, estimate INTEGER NOT NULL)"_s,
        u"CREATE TABLE pdu_inputs ("
        "sku TEXT PRIMARY KEY REFERENCES device_models (sku), voltage_v DOUBLE PRECISION "
        "NOT NULL, "
        "current_a DOUBLE PRECISION NOT NULL, phases INTEGER NOT NULL, "
        "derating DOUBLE PRECISION NOT NULL)"_s,
        // Who changed what, when: `who` is the person as the client names them ($USER),
        // db_user the role the server let in; `at` is the server's clock, the one every
        // client shares.
        u"CREATE TABLE audit ("
        "id BIGSERIAL PRIMARY KEY, at TIMESTAMPTZ NOT NULL DEFAULT now(), who TEXT NOT "
        "NULL, "
        "db_user TEXT NOT NULL DEFAULT session_user, action TEXT NOT NULL, "
        "table_name TEXT NOT NULL, row_key TEXT NOT NULL, column_name TEXT, old_value TEXT, "
        "new_value TEXT, row_version INTEGER)"_s,
        u"INSERT INTO schema_version (version, catalog_schema) VALUES (1, 3)"_s,
    };
    // Then every step since: a new database and a migrated one end with the same tables.
    for (int from = 1; from < kVersion; ++from)
        statements += migrate(from);
    return statements;
}

QStringList TeamSchema::migrate(int from)
{
    if (from == 1) // version 2: the facility models (a table catalog.db may also lack)
        return {
            u"CREATE TABLE facility_models ("
            "sku TEXT PRIMARY KEY, name TEXT NOT NULL, vendor TEXT NOT NULL, kind TEXT NOT NULL, "
            "description TEXT NOT NULL DEFAULT '', capacity_kw DOUBLE PRECISION NOT NULL, "
            "max_flow_lpm DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "approach_k DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "own_power_kw DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "width_mm DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "depth_mm DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "height_mm DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "weight_kg DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "list_price_usd DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (list_price_usd >= 0), "
            "spec_source TEXT NOT NULL, spec_source_date TEXT NOT NULL, "
            "spec_estimate INTEGER NOT NULL, price_source TEXT NOT NULL, "
            "price_source_date TEXT NOT NULL, price_estimate INTEGER NOT NULL)"_s,
            u"UPDATE schema_version SET version = 2"_s,
        };
    if (from == 2) // version 3, catalog schema 4: the figures of the step-time model. A row
                   // migrated here has 0 (not known) until the next push brings the figures.
        return {
            u"ALTER TABLE accelerators ADD COLUMN scale_up_gbps DOUBLE PRECISION NOT NULL "
            "DEFAULT 0"_s,
            u"ALTER TABLE models ADD COLUMN ffn_size INTEGER NOT NULL DEFAULT 0"_s,
            u"ALTER TABLE models ADD COLUMN vocab_size INTEGER NOT NULL DEFAULT 0"_s,
            u"ALTER TABLE models ADD COLUMN experts INTEGER NOT NULL DEFAULT 0"_s,
            u"ALTER TABLE models ADD COLUMN active_experts INTEGER NOT NULL DEFAULT 0"_s,
            u"CREATE TABLE kernel_efficiency ("
            "accelerator_id TEXT NOT NULL REFERENCES accelerators (id), "
            "precision TEXT NOT NULL, matmul DOUBLE PRECISION NOT NULL, source TEXT NOT NULL, "
            "source_date TEXT NOT NULL, estimate INTEGER NOT NULL, "
            "PRIMARY KEY (accelerator_id, precision))"_s,
            u"UPDATE schema_version SET version = 3, catalog_schema = 4"_s,
        };
    if (from == 3) // version 4, catalog schema 5: what each cable and transceiver carries
        return {
            u"CREATE TABLE media_specs ("
            "sku TEXT PRIMARY KEY REFERENCES device_models (sku), medium TEXT NOT NULL, "
            "connector TEXT NOT NULL, speed_gbps DOUBLE PRECISION NOT NULL, "
            "ports INTEGER NOT NULL DEFAULT 1, breakout INTEGER NOT NULL DEFAULT 0, "
            "reach_m DOUBLE PRECISION NOT NULL, length_m DOUBLE PRECISION NOT NULL DEFAULT 0, "
            "source TEXT NOT NULL, source_date TEXT NOT NULL, estimate INTEGER NOT NULL)"_s,
            u"UPDATE schema_version SET version = 4, catalog_schema = 5"_s,
        };
    if (from == 4) { // version 5, catalog schema 6: how sure each source is, FP4, the ranges.
        // Confidence stays NULL (not rated) on migrated rows until the next push rates them.
        QStringList step{
            u"ALTER TABLE accelerators ADD COLUMN fp4_dense_tflops DOUBLE PRECISION NOT NULL "
            "DEFAULT 0"_s,
        };
        for (const char *table : {"accelerators", "cloud_offers", "assumptions", "models",
                                  "power_supplies", "kernel_efficiency", "media_specs"})
            step << u"ALTER TABLE %1 ADD COLUMN confidence TEXT"_s.arg(QLatin1String(table));
        for (const char *table : {"device_models", "facility_models"})
            step << u"ALTER TABLE %1 ADD COLUMN spec_confidence TEXT"_s.arg(QLatin1String(table))
                 << u"ALTER TABLE %1 ADD COLUMN price_confidence TEXT"_s.arg(QLatin1String(table));
        step << u"CREATE TABLE figure_ranges ("
                "subject TEXT NOT NULL, field TEXT NOT NULL, low DOUBLE PRECISION NOT NULL, "
                "high DOUBLE PRECISION NOT NULL, chosen DOUBLE PRECISION NOT NULL, "
                "why TEXT NOT NULL, sources TEXT NOT NULL, source_date TEXT NOT NULL, "
                "PRIMARY KEY (subject, field))"_s
             << u"UPDATE schema_version SET version = 5, catalog_schema = 6"_s;
        return step;
    }
    if (from == 5) // version 6: the audit the server keeps (teamaudit.cpp)
        return auditStatements() << u"UPDATE schema_version SET version = 6"_s;
    return {};
}

QStringList TeamSchema::contentTables()
{
    return {u"accelerators"_s,      u"device_models"_s, u"port_groups"_s,
            u"cloud_offers"_s,      u"assumptions"_s,   u"models"_s,
            u"power_supplies"_s,    u"pdu_inputs"_s,    u"facility_models"_s,
            u"kernel_efficiency"_s, u"media_specs"_s,   u"figure_ranges"_s};
}

} // namespace podcad

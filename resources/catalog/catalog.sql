-- PodCAD component catalog: the reviewed source of catalog.db.
--
-- Rebuild with `podcad-cli catalog build` (or `sqlite3 catalog.db < resources/catalog/catalog.sql`
-- into a fresh file); tst_catalog checks that the committed catalog.db matches this script.
-- Nothing here depends on the time of the build, so a rebuild gives the same content.
--
-- Provenance rules (ARCHITECTURE.md "Catalog"): every spec and price row names its source and an
-- ISO source_date, and sets estimate = 1 when the figure is ours rather than the source's.
--   "DOMAIN.md §n"  /work/shared/DOMAIN.md, which cites the vendor documents named after it.
--   "seeds/001"     GPU pricing tables, dated "Last revision: 2026-06-18" (prices are Q2 2026).
--                   It says itself that hardware prices are approximate (NVIDIA publishes no list
--                   prices), so every hardware purchase price here is flagged as an estimate.
--   "seeds/002"     AI infrastructure notes; undated, newest year it mentions is 2024.
--   "estimate: ..." our own figure as of 2026-11, with the reasoning; users replace it with quotes.
-- Units are in the column names. Throughput is dense Tensor-Core TFLOPS (DOMAIN.md §1): the seeds
-- quote sparse figures, which are twice as high.

PRAGMA user_version = 3; -- Catalog::kSchemaVersion
PRAGMA foreign_keys = ON;

BEGIN TRANSACTION;

CREATE TABLE accelerators (
    id                    TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    name                  TEXT NOT NULL CHECK (name <> ''),
    vendor                TEXT NOT NULL CHECK (vendor <> ''),
    bf16_dense_tflops     REAL NOT NULL CHECK (bf16_dense_tflops > 0),
    fp8_dense_tflops      REAL NOT NULL CHECK (fp8_dense_tflops >= 0), -- 0: no FP8
    memory_gb             REAL NOT NULL CHECK (memory_gb > 0),
    memory_type           TEXT NOT NULL,
    memory_bandwidth_tbps REAL NOT NULL CHECK (memory_bandwidth_tbps > 0), -- TB/s
    tdp_w                 REAL NOT NULL CHECK (tdp_w > 0),
    scale_up_link         TEXT NOT NULL,
    source                TEXT NOT NULL CHECK (source <> ''),
    source_date           TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate              INTEGER NOT NULL CHECK (estimate IN (0, 1))
);

-- One row per orderable item. Columns that do not apply to a kind stay 0 (or NULL for the
-- accelerator). Racks use rack_units for their usable height and weight_kg for their empty weight;
-- PDUs use power_capacity_w for what they deliver and max_power_w for what they draw themselves.
-- airflow_cfm 0 means "not published": derive it from the air-cooled share of the heat (DOMAIN §5).
CREATE TABLE device_models (
    sku                       TEXT PRIMARY KEY NOT NULL CHECK (sku <> ''),
    name                      TEXT NOT NULL CHECK (name <> ''),
    vendor                    TEXT NOT NULL CHECK (vendor <> ''),
    kind                      TEXT NOT NULL CHECK (kind IN ('gpu-server', 'switch', 'storage',
                                  'management-server', 'appliance', 'rack', 'pdu', 'nic',
                                  'transceiver', 'cable')),
    description               TEXT NOT NULL DEFAULT '',
    rack_units                INTEGER NOT NULL DEFAULT 0 CHECK (rack_units >= 0),
    weight_kg                 REAL NOT NULL DEFAULT 0 CHECK (weight_kg >= 0),
    typical_power_w           REAL NOT NULL DEFAULT 0 CHECK (typical_power_w >= 0),
    max_power_w               REAL NOT NULL DEFAULT 0 CHECK (max_power_w >= typical_power_w),
    typical_power_estimate    INTEGER NOT NULL DEFAULT 0 CHECK (typical_power_estimate IN (0, 1)),
    liquid_fraction           REAL NOT NULL DEFAULT 0 CHECK (liquid_fraction BETWEEN 0 AND 1),
    airflow_cfm               REAL NOT NULL DEFAULT 0 CHECK (airflow_cfm >= 0),
    list_price_usd            REAL NOT NULL DEFAULT 0 CHECK (list_price_usd >= 0),
    accelerator_id            TEXT REFERENCES accelerators (id),
    accelerator_count         INTEGER NOT NULL DEFAULT 0 CHECK (accelerator_count >= 0),
    storage_capacity_tb       REAL NOT NULL DEFAULT 0 CHECK (storage_capacity_tb >= 0),
    storage_read_gbytes_per_s REAL NOT NULL DEFAULT 0 CHECK (storage_read_gbytes_per_s >= 0),
    max_load_kg               REAL NOT NULL DEFAULT 0 CHECK (max_load_kg >= 0),
    width_mm                  REAL NOT NULL DEFAULT 0 CHECK (width_mm >= 0),
    depth_mm                  REAL NOT NULL DEFAULT 0 CHECK (depth_mm >= 0),
    power_capacity_w          REAL NOT NULL DEFAULT 0 CHECK (power_capacity_w >= 0),
    spec_source               TEXT NOT NULL CHECK (spec_source <> ''),
    spec_source_date          TEXT NOT NULL CHECK (spec_source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    spec_estimate             INTEGER NOT NULL CHECK (spec_estimate IN (0, 1)),
    price_source              TEXT NOT NULL CHECK (price_source <> ''),
    price_source_date         TEXT NOT NULL CHECK (price_source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    price_estimate            INTEGER NOT NULL CHECK (price_estimate IN (0, 1)),
    CHECK ((accelerator_id IS NULL) = (accelerator_count = 0))
);

-- Groups of identical ports. PodCAD lists a model's groups in insertion order (compute first).
-- ports_per_cage is 2 for twin-port OSFP cages: one transceiver then serves two ports.
CREATE TABLE port_groups (
    sku            TEXT NOT NULL REFERENCES device_models (sku),
    name           TEXT NOT NULL CHECK (name <> ''),
    count          INTEGER NOT NULL CHECK (count >= 0),
    speed_gbps     REAL NOT NULL CHECK (speed_gbps > 0),
    connector      TEXT NOT NULL CHECK (connector <> ''),
    fabric         TEXT NOT NULL CHECK (fabric IN ('compute', 'storage', 'inband', 'oob', 'any')),
    ports_per_cage INTEGER NOT NULL DEFAULT 1 CHECK (ports_per_cage >= 1),
    PRIMARY KEY (sku, name)
);

-- Cloud capacity to compare a design against. Prices are per instance-hour; NULL when no source
-- gives one (no seed quotes reserved prices). Per-GPU market offers have gpus_per_instance 1.
CREATE TABLE cloud_offers (
    id                       TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    provider                 TEXT NOT NULL CHECK (provider <> ''),
    instance                 TEXT NOT NULL CHECK (instance <> ''),
    accelerator_id           TEXT NOT NULL REFERENCES accelerators (id),
    gpus_per_instance        INTEGER NOT NULL CHECK (gpus_per_instance >= 1),
    on_demand_usd_per_hour   REAL CHECK (on_demand_usd_per_hour > 0),
    reserved_1y_usd_per_hour REAL CHECK (reserved_1y_usd_per_hour > 0),
    reserved_3y_usd_per_hour REAL CHECK (reserved_3y_usd_per_hour > 0),
    spot_usd_per_hour        REAL CHECK (spot_usd_per_hour > 0),
    source                   TEXT NOT NULL CHECK (source <> ''),
    source_date              TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate                 INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    CHECK (COALESCE(on_demand_usd_per_hour, reserved_1y_usd_per_hour, reserved_3y_usd_per_hour,
                    spot_usd_per_hour) IS NOT NULL)
);

-- Defaults for a design's assumptions; a design stores only what it overrides. The unit is in
-- the key as well, so a key never changes meaning.
CREATE TABLE assumptions (
    key         TEXT PRIMARY KEY NOT NULL CHECK (key <> ''),
    value       REAL NOT NULL,
    unit        TEXT NOT NULL,
    description TEXT NOT NULL CHECK (description <> ''),
    source      TEXT NOT NULL CHECK (source <> ''),
    source_date TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate    INTEGER NOT NULL CHECK (estimate IN (0, 1))
);

-- Language models to size a design against (schema 3, issue 15; DOMAIN.md §7). Parameter counts are
-- in billions; active_params_b is what one token runs through (less than params_b for a mixture of
-- experts). kv_heads x head_dim is what the KV cache holds per layer for keys and again for values.
CREATE TABLE models (
    id              TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    name            TEXT NOT NULL CHECK (name <> ''),
    params_b        REAL NOT NULL CHECK (params_b > 0),
    active_params_b REAL NOT NULL CHECK (active_params_b > 0 AND active_params_b <= params_b),
    layers          INTEGER NOT NULL CHECK (layers >= 1),
    hidden_size     INTEGER NOT NULL CHECK (hidden_size >= 1),
    attention_heads INTEGER NOT NULL CHECK (attention_heads >= 1),
    kv_heads        INTEGER NOT NULL CHECK (kv_heads >= 1),
    head_dim        INTEGER NOT NULL CHECK (head_dim >= 1),
    context_tokens  INTEGER NOT NULL CHECK (context_tokens >= 1),
    source          TEXT NOT NULL CHECK (source <> ''),
    source_date     TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate        INTEGER NOT NULL CHECK (estimate IN (0, 1))
);

-- Power supplies of a system and its redundancy scheme (schema 2, issue 14): how many it has, how
-- many it needs for full performance and how many to keep running (fewer: it goes down). A model
-- not listed is taken as two supplies, either of which runs it fully (1+1, the common scheme of
-- switches and servers).
CREATE TABLE power_supplies (
    sku         TEXT PRIMARY KEY NOT NULL REFERENCES device_models (sku),
    supplies    INTEGER NOT NULL CHECK (supplies >= 1),
    needed_full INTEGER NOT NULL CHECK (needed_full BETWEEN 1 AND supplies),
    needed_up   INTEGER NOT NULL CHECK (needed_up BETWEEN 1 AND needed_full),
    source      TEXT NOT NULL CHECK (source <> ''),
    source_date TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate    INTEGER NOT NULL CHECK (estimate IN (0, 1))
);

-- The circuit a PDU model is built for (schema 2): a rack feed without site figures takes them
-- from its PDU. Usable power = V x A x sqrt(3) for three phases x derating (DOMAIN.md §5).
CREATE TABLE pdu_inputs (
    sku       TEXT PRIMARY KEY NOT NULL REFERENCES device_models (sku),
    voltage_v REAL NOT NULL CHECK (voltage_v BETWEEN 100 AND 1000),
    current_a REAL NOT NULL CHECK (current_a BETWEEN 1 AND 1000),
    phases    INTEGER NOT NULL CHECK (phases IN (1, 3)),
    derating  REAL NOT NULL CHECK (derating > 0 AND derating <= 1)
);

-- ---------------------------------------------------------------------------------------------
-- Accelerators (DOMAIN.md §1). Dates: seeds/001's revision date for figures it carries.
-- ---------------------------------------------------------------------------------------------
INSERT INTO accelerators (id, name, vendor, bf16_dense_tflops, fp8_dense_tflops, memory_gb,
                          memory_type, memory_bandwidth_tbps, tdp_w, scale_up_link,
                          source, source_date, estimate) VALUES
('a100-sxm-80gb', 'NVIDIA A100 SXM 80GB', 'NVIDIA', 312, 0, 80, 'HBM2e', 2.0, 400,
 'NVLink 3, 600 GB/s', 'DOMAIN.md §1; seeds/002, seeds/001', '2026-06-18', 0),
-- Only for AWS p4d.24xlarge (seeds/002: 8x A100 40GB). Same compute as the 80 GB part; 40 GB HBM2
-- at 1.555 TB/s is the A100 datasheet figure.
('a100-sxm-40gb', 'NVIDIA A100 SXM 40GB', 'NVIDIA', 312, 0, 40, 'HBM2', 1.555, 400,
 'NVLink 3, 600 GB/s', 'NVIDIA A100 Tensor Core GPU datasheet; seeds/002 (p4d.24xlarge)', '2021', 0),
('h100-sxm', 'NVIDIA H100 SXM', 'NVIDIA', 989, 1979, 80, 'HBM3', 3.35, 700,
 'NVLink 4, 900 GB/s', 'DOMAIN.md §1; seeds/000, seeds/001, seeds/002', '2026-06-18', 0),
('h200-sxm', 'NVIDIA H200 SXM', 'NVIDIA', 989, 1979, 141, 'HBM3e', 4.8, 700,
 'NVLink 4, 900 GB/s', 'DOMAIN.md §1; seeds/000, seeds/001', '2026-06-18', 0),
-- seeds/001 says 192 GB; the DGX B200 ships 1,440 GB for 8 GPUs, i.e. 180 GB usable per GPU.
('b200', 'NVIDIA B200', 'NVIDIA', 2250, 4500, 180, 'HBM3e', 8.0, 1000,
 'NVLink 5, 1,800 GB/s', 'DOMAIN.md §1; seeds/000, seeds/001; DGX B200 (1,440 GB / 8 GPUs)', '2026-06-18', 0),
-- Per Blackwell GPU of a GB200 NVL72 (seeds/001 quotes sparse figures per superchip): approximate.
('gb200', 'NVIDIA GB200 (Blackwell GPU in NVL72)', 'NVIDIA', 2500, 5000, 186, 'HBM3e', 8.0, 1200,
 'NVLink 5, 1,800 GB/s', 'estimate: DOMAIN.md §1 (~ figures); seeds/001 sparse per superchip halved; NVL72 public spec', '2026-06-18', 1),
('l40s', 'NVIDIA L40S', 'NVIDIA', 362, 733, 48, 'GDDR6', 0.864, 350,
 'PCIe Gen4', 'DOMAIN.md §1; seeds/001, seeds/002', '2026-06-18', 0),
('l4', 'NVIDIA L4', 'NVIDIA', 121, 242, 24, 'GDDR6', 0.3, 72,
 'PCIe Gen4', 'DOMAIN.md §1; seeds/003 (72 W)', '2026-06-18', 0),
('mi300x', 'AMD Instinct MI300X', 'AMD', 1307, 2615, 192, 'HBM3', 5.3, 750,
 'Infinity Fabric, 896 GB/s', 'DOMAIN.md §1; seeds/001', '2026-06-18', 0),
-- DOMAIN §1: 128 GB (seeds/001 says 144 GB), TDP 600-900 W: the 900 W OAM part is the one in
-- 8-accelerator servers. No FP8 figure in DOMAIN, so 0.
('gaudi3', 'Intel Gaudi 3', 'Intel', 1835, 0, 128, 'HBM2e', 3.7, 900,
 'Ethernet (on-chip RoCE)', 'DOMAIN.md §1; seeds/001; TDP upper end of 600-900 W', '2026-06-18', 1);

-- ---------------------------------------------------------------------------------------------
-- GPU servers and rack-scale systems (DOMAIN.md §2). Typical power is not published for any of
-- them: typical = 75% of max, flagged by typical_power_estimate. Prices: seeds/001 baseboard
-- prices plus the rest of the server, all estimates.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, liquid_fraction,
                           airflow_cfm, list_price_usd, accelerator_id, accelerator_count,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('DGX-H100', 'NVIDIA DGX H100', 'NVIDIA', 'gpu-server',
 '8x H100 SXM 80GB (640 GB), 2x Xeon 8480C, 8x ConnectX-7 400G compute, air cooled',
 8, 130.45, 7650, 10200, 1, 0, 1105, 400000, 'h100-sxm', 8,
 'DOMAIN.md §2; NVIDIA DGX H100 User Guide; typical power estimate: 75% of max', '2023', 0,
 'estimate: midpoint of DOMAIN.md §2 range ~$300k-500k (seeds/000 ~$300K+, seeds/002 $450-500K)', '2026-11', 1),
('DGX-H200', 'NVIDIA DGX H200', 'NVIDIA', 'gpu-server',
 '8x H200 SXM 141GB (1,128 GB), DGX H100 chassis and network, air cooled',
 8, 130.45, 7650, 10200, 1, 0, 1105, 480000, 'h200-sxm', 8,
 'estimate: DOMAIN.md §2 (~130 kg, 10.2 kW, ~1,105 CFM: same chassis as DGX H100); typical 75% of max', '2026-11', 1,
 'estimate: seeds/001 8-GPU baseboard ~$280k plus ~$200k system (DGX H100 price minus its baseboard)', '2026-11', 1),
('DGX-B200', 'NVIDIA DGX B200', 'NVIDIA', 'gpu-server',
 '8x B200 (1,440 GB), 8x ConnectX-7 400G compute, air cooled',
 10, 142.4, 10725, 14300, 1, 0, 1550, 600000, 'b200', 8,
 'DOMAIN.md §2; NVIDIA DGX B200 User Guide; typical power estimate: 75% of max', '2024', 0,
 'estimate: seeds/001 8-GPU baseboard ~$500k+ plus ~$100k system', '2026-11', 1),
('DGX-A100', 'NVIDIA DGX A100 640GB', 'NVIDIA', 'gpu-server',
 '8x A100 SXM 80GB (640 GB), 2x EPYC 7742, 8x ConnectX-6 200G (HDR) compute, air cooled',
 6, 123, 4875, 6500, 1, 0, 0, 200000, 'a100-sxm-80gb', 8,
 'DOMAIN.md §2; seeds/002 (6.5 kW); airflow not published; typical power estimate: 75% of max', '2024', 0,
 'seeds/002 (~$200,000); approximate', '2024', 1),
-- A whole liquid-cooled rack sold as one system: 18 compute trays (2 Grace + 4 Blackwell each),
-- 9 NVLink switch trays. It fills its own 48U frame (RACK-NVL72), whose weight is included here.
-- ~85% of the heat goes to liquid, the rest to air; airflow not published.
('DGX-GB200-NVL72', 'NVIDIA DGX GB200 NVL72 rack', 'NVIDIA', 'gpu-server',
 'Rack-scale system: 72 Blackwell GPUs + 36 Grace CPUs in one NVLink domain, 18 compute trays, 9 NVLink switch trays, liquid cooled',
 48, 1360, 120000, 132000, 1, 0.85, 0, 2000000, 'gb200', 72,
 'DOMAIN.md §2, §5; DGX GB200 SuperPOD RA; max ~120-132 kW (upper end); typical: seeds/001 120 kW per NVL72 rack', '2024', 1,
 'seeds/001 (~$2,000,000 per rack); approximate', '2026-06-18', 1),
('HGX-H100-OEM', 'HGX H100 8-GPU server (OEM)', 'OEM', 'gpu-server',
 'Generic OEM server on an HGX H100 8-GPU baseboard, 8x single-port 400G NICs, air cooled',
 8, 110, 7500, 10000, 1, 0, 0, 250000, 'h100-sxm', 8,
 'estimate: DOMAIN.md §2 (6-8U, ~10 kW); weight typical of 8U HGX servers; typical 75% of max', '2026-11', 1,
 'estimate: seeds/001 baseboard ~$200k plus ~$50k server', '2026-11', 1),
('MI300X-8GPU-SERVER', 'AMD MI300X 8-GPU server (OEM)', 'OEM', 'gpu-server',
 'Generic OEM server with 8x AMD Instinct MI300X (OAM), 8x 400G NICs, air cooled',
 8, 115, 7500, 10000, 1, 0, 0, 150000, 'mi300x', 8,
 'estimate: DOMAIN.md §2 (~8U, ~10 kW); typical 75% of max', '2026-11', 1,
 'estimate: seeds/001 baseboard ~$100k plus ~$50k server', '2026-11', 1),
-- Gaudi 3 has its scale-out Ethernet on the chip: 3 of each accelerator's 24x 200GbE ports leave
-- the baseboard through 6 OSFP 800G ports, hence "scaleout" rather than NIC ports.
('GAUDI3-8GPU-SERVER', 'Intel Gaudi 3 8-accelerator server (OEM)', 'OEM', 'gpu-server',
 'Generic OEM server with 8x Intel Gaudi 3 (OAM), on-chip RoCE scale-out via 6x 800G OSFP, air cooled',
 8, 110, 6000, 8000, 1, 0, 0, 175000, 'gaudi3', 8,
 'estimate: DOMAIN.md §2 (~8U, ~7-8 kW); typical 75% of max', '2026-11', 1,
 'estimate: seeds/001 baseboard ~$125k plus ~$50k server', '2026-11', 1),
('L40S-8GPU-SERVER', 'L40S 8-GPU inference server (OEM)', 'OEM', 'gpu-server',
 'Generic 4U PCIe server with 8x NVIDIA L40S 48GB for inference, 4x 400G NICs, air cooled',
 4, 60, 2625, 3500, 1, 0, 0, 97000, 'l40s', 8,
 'estimate: DOMAIN.md §2 (2-4U, 2-3.5 kW; upper end for 8 GPUs); typical 75% of max', '2026-11', 1,
 'estimate: seeds/001 L40S ~$8-10k each (8x $9k) plus ~$25k server', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Switches (DOMAIN.md §3). NVIDIA publishes no switch prices: all estimates.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('MQM9700-NS2F', 'NVIDIA Quantum-2 QM9700 (managed)', 'NVIDIA', 'switch',
 'InfiniBand NDR switch, 64x 400G in 32 twin-port OSFP cages, managed (on-box subnet manager)',
 1, 14.5, 747, 1720, 0, 30000,
 'DOMAIN.md §3; QM97xx user manual; power from reseller sheets; weight estimate', '2022', 0,
 'estimate: street price of a managed NDR switch', '2026-11', 1),
('MQM9790-NS2F', 'NVIDIA Quantum-2 QM9790 (unmanaged)', 'NVIDIA', 'switch',
 'InfiniBand NDR switch, 64x 400G in 32 twin-port OSFP cages, unmanaged (needs UFM)',
 1, 14.5, 747, 1610, 0, 27000,
 'DOMAIN.md §3; QM97xx user manual (QM9790 1.61 kW max); typical as QM9700; weight estimate', '2022', 0,
 'estimate: managed QM9700 price less ~10%', '2026-11', 1),
-- Power is not published for the Q3400: scaled from the QM9700 by switching capacity
-- (115.2 Tb/s vs 25.6 Tb/s), without optics.
('Q3400-RA', 'NVIDIA Quantum-X800 Q3400-RA', 'NVIDIA', 'switch',
 'InfiniBand XDR switch, 144x 800G in 72 twin-port OSFP cages',
 4, 45, 3500, 6000, 1, 150000,
 'estimate: DOMAIN.md §3 (4U, 144x 800G; power not published); power scaled from QM9700', '2026-11', 1,
 'estimate: ~5x a QM9700 for 4.5x the switching capacity', '2026-11', 1),
('SN5600', 'NVIDIA Spectrum-4 SN5600', 'NVIDIA', 'switch',
 'Ethernet switch, 64x 800G OSFP (each splits to 2x 400G), for storage and in-band fabrics',
 2, 16, 940, 1800, 0, 45000,
 'DOMAIN.md §3; SN5600 vendor sheet (940 W typical); max power and weight estimate', '2023', 0,
 'estimate: street price of a 51.2T Ethernet switch', '2026-11', 1),
('SN4600C', 'NVIDIA Spectrum-2 SN4600C', 'NVIDIA', 'switch',
 'Ethernet switch, 64x 100G QSFP28, for storage and in-band management',
 2, 12, 466, 700, 0, 20000,
 'DOMAIN.md §3; SN4600C vendor sheet (466 W typical); max power and weight estimate', '2020', 0,
 'estimate: street price of a 6.4T Ethernet switch', '2026-11', 1),
('SN2201', 'NVIDIA Spectrum SN2201', 'NVIDIA', 'switch',
 'Out-of-band management switch, 48x 1G RJ45 + 4x 100G QSFP28 uplinks',
 1, 7, 98, 150, 0, 8000,
 'DOMAIN.md §3; SN2201 vendor sheet (98 W typical); max power and weight estimate', '2021', 0,
 'estimate: street price of a 1G management switch with 100G uplinks', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Appliances and management servers.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('UFM-ENT-APPLIANCE', 'NVIDIA UFM Enterprise Appliance', 'NVIDIA', 'appliance',
 'InfiniBand fabric manager appliance; occupies two compute-fabric ports (DOMAIN §4: a DGX slot is given up for it)',
 1, 18, 480, 689, 1, 40000,
 'DOMAIN.md §3 (1U, 689 W); weight estimate; typical power estimate: 70% of max', '2022', 0,
 'estimate: appliance plus 3-year UFM Enterprise licence', '2026-11', 1),
('CTRL-PLANE-SRV', 'x86 control-plane server', 'Generic', 'management-server',
 '1U dual-socket x86 server for the cluster head/control plane (Slurm or Kubernetes, BCM); BasePOD uses 5',
 1, 18, 400, 800, 1, 15000,
 'estimate: typical 1U dual-socket server (DOMAIN.md §4: 5 control-plane servers per BasePOD)', '2026-11', 1,
 'estimate: 1U dual-socket server with 2x 100G NIC', '2026-11', 1);

-- Storage appliances: read bandwidth is what the storage fabric sizing uses (DOMAIN §4: at least
-- 40 GB/s per DGX). Capacities are typical usable figures for NVMe configurations.
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           storage_capacity_tb, storage_read_gbytes_per_s,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('DDN-AI400X2', 'DDN AI400X2', 'DDN', 'storage',
 'All-NVMe EXAScaler (Lustre) appliance certified for DGX SuperPOD, 8x 200G storage ports',
 2, 35, 1800, 2400, 1, 250000, 500, 90,
 'DDN AI400X2 data sheet (2U, ~90 GB/s read); capacity, weight and power estimate', '2023', 1,
 'estimate: appliance with ~500 TB usable NVMe', '2026-11', 1),
('WEKA-NVME-NODE', 'WEKA storage node (1U NVMe)', 'WEKA', 'storage',
 '1U all-NVMe server running WekaFS; deploy 6 or more for one cluster',
 1, 20, 700, 1000, 1, 60000, 150, 8,
 'estimate: seeds/001 (WekaFS ~80 GB/s per 10 nodes); capacity and power typical of 1U NVMe nodes', '2026-06-18', 1,
 'estimate: server plus WEKA licence for ~150 TB', '2026-11', 1),
('PURE-FLASHBLADE-E', 'Pure Storage FlashBlade//E chassis', 'Pure Storage', 'storage',
 'Scale-out all-flash file and object storage, capacity-oriented (QLC)',
 5, 110, 1800, 2600, 1, 400000, 2000, 50,
 'estimate: seeds/001 (Pure Storage//E ~50 GB/s, ~30 PB max); chassis size, capacity and power estimate', '2026-06-18', 1,
 'estimate: ~$0.20 per usable GB', '2026-11', 1),
('VAST-CBOX-DBOX', 'VAST Data Ceres DBox + CBox pair', 'VAST Data', 'storage',
 'Disaggregated all-flash storage building block (one Ceres DBox, one CBox of 4 CNodes)',
 3, 60, 1800, 2500, 1, 450000, 1000, 40,
 'estimate: seeds/001 (VAST ~100 GB/s per cluster); per-building-block figures estimate', '2026-06-18', 1,
 'estimate: ~$0.45 per usable GB', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Racks and PDUs (DOMAIN.md §4: EIA-310, at least 48U, 800 x 1200 mm; 415 V 60 A 3-phase feeds of
-- about 32.7 kW each). Racks draw no power.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           list_price_usd, max_load_kg, width_mm, depth_mm,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('RACK-42U', '42U rack 800 x 1200 mm', 'Generic', 'rack',
 'EIA-310 19-inch cabinet, 42U usable, 800 mm wide for cable management, 1200 mm deep',
 42, 140, 2500, 1500, 800, 1200,
 'estimate: DOMAIN.md §4 (EIA-310, 800 x 1200 mm); weight and static load typical of AI cabinets', '2026-11', 1,
 'estimate', '2026-11', 1),
('RACK-48U', '48U rack 800 x 1200 mm', 'Generic', 'rack',
 'EIA-310 19-inch cabinet, 48U usable (the DGX SuperPOD minimum), 800 x 1200 mm',
 48, 160, 3000, 1500, 800, 1200,
 'estimate: DOMAIN.md §4 (EIA-310, at least 48U, 800 x 1200 mm); weight and static load estimate', '2026-11', 1,
 'estimate', '2026-11', 1),
('RACK-52U', '52U rack 800 x 1200 mm', 'Generic', 'rack',
 'EIA-310 19-inch cabinet, 52U usable, 800 x 1200 mm (seeds/001: 52U-60U racks for AI)',
 52, 175, 3500, 1500, 800, 1200,
 'estimate: DOMAIN.md §4-5 (seeds/001 52U-60U); weight and static load estimate', '2026-11', 1,
 'estimate', '2026-11', 1),
-- The NVL72 frame comes with the DGX-GB200-NVL72 system: its weight and price are in the system
-- row, so both are 0 here; the load rating must carry the ~1,360 kg system and its PDUs (a
-- 142 kW GB300 NVL72 that survives losing a feed needs five 34.5 kW circuits per feed: ten 15 kg
-- PDUs, 1,510 kg in all).
('RACK-NVL72', 'GB200 NVL72 rack frame (MGX)', 'NVIDIA', 'rack',
 '48U MGX frame of a GB200 NVL72 system; weight and price included in DGX-GB200-NVL72',
 48, 0, 0, 1600, 600, 1068,
 'estimate: DOMAIN.md §2 (~1,360 kg system) plus the PDUs of two feeds; MGX rack footprint 600 x 1068 mm', '2026-11', 1,
 'included in DGX-GB200-NVL72', '2026-11', 0);

-- PDUs draw a little power themselves (metering, display, network card): never 0.
-- Capacity: 415 V x 60 A 3-phase is about 32.7 kW per DOMAIN §4 (after derating); 208 V x 60 A
-- 3-phase with the same 80% continuous derating is 17.3 kW.
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           power_capacity_w,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('PDU-415V-60A-3P', 'Metered PDU 415 V 60 A 3-phase', 'Generic', 'pdu',
 'Zero-U rack PDU, 415 V 60 A three-phase feed, C13/C19 outlets, network metered',
 0, 15, 20, 30, 1, 4000, 32700,
 'DOMAIN.md §4 (415 V 60 A 3-phase, about 32.7 kW); own draw and weight estimate', '2026-11', 1,
 'estimate: metered 3-phase PDU', '2026-11', 1),
('PDU-208V-60A-3P', 'Metered PDU 208 V 60 A 3-phase', 'Generic', 'pdu',
 'Zero-U rack PDU, 208 V 60 A three-phase feed (North America), network metered',
 0, 14, 20, 30, 1, 3500, 17300,
 'estimate: 208 V x 60 A x sqrt(3) x 0.8 continuous derating; own draw and weight estimate', '2026-11', 1,
 'estimate: metered 3-phase PDU', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- NICs, transceivers and cables (DOMAIN.md §3). Optics prices are not published: estimates.
-- A transceiver's "line" group says how many ports of which speed one module serves.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('CX7-400G-OSFP', 'NVIDIA ConnectX-7 400G OSFP adapter', 'NVIDIA', 'nic',
 'Single-port 400G InfiniBand NDR / Ethernet PCIe Gen5 adapter, OSFP cage',
 0.3, 24.9, 30, 0, 2500,
 'DOMAIN.md §3 (24.9 W typical); max power estimate', '2022', 0,
 'estimate', '2026-11', 1),
('OSFP-2x400G-TWINPORT', 'NVIDIA twin-port 2x400G OSFP transceiver (MMA4Z00-NS)', 'NVIDIA', 'transceiver',
 'Finned-top twin-port 2x 400G SR4 multimode OSFP for QM9700/QM9790 and the DGX H100 cages, 2x MPO-12',
 0.05, 17, 17, 0, 1600,
 'DOMAIN.md §3; NVIDIA transceiver docs (~17 W, serves two 400G links)', '2023', 0,
 'estimate', '2026-11', 1),
('OSFP-400G-SINGLE', 'NVIDIA 400G OSFP transceiver (MMA4Z00-NS400)', 'NVIDIA', 'transceiver',
 'Flat-top single-port 400G SR4 multimode OSFP for ConnectX-7 adapters, 1x MPO-12',
 0.03, 8, 8, 0, 900,
 'DOMAIN.md §3; NVIDIA transceiver docs (single-port 400G: 8 W typ.)', '2023', 0,
 'estimate', '2026-11', 1),
('OSFP-2x400G-800G', 'NVIDIA 800G (2x400G) OSFP transceiver', 'NVIDIA', 'transceiver',
 'Twin-port 2x 400G OSFP module for SN5600 800G ports (and XDR breakout), 2x MPO-12',
 0.05, 16, 17, 1, 1800,
 'estimate: like the twin-port NDR module (DOMAIN.md §3)', '2026-11', 1,
 'estimate', '2026-11', 1),
('OSFP-2x800G-XDR', 'NVIDIA twin-port 2x800G OSFP transceiver (XDR)', 'NVIDIA', 'transceiver',
 'Twin-port 2x 800G OSFP module for Quantum-X800 Q3400 cages, 2x MPO-12',
 0.05, 28, 30, 1, 3500,
 'estimate: twice the lane rate of the 2x400G module', '2026-11', 1,
 'estimate', '2026-11', 1),
('QSFP112-400G', '400G QSFP112 transceiver', 'NVIDIA', 'transceiver',
 '400G SR4 QSFP112 module for the ConnectX-7 / BlueField-3 storage and in-band ports, 1x MPO-12',
 0.03, 9, 10, 1, 1000,
 'estimate: similar to the 400G OSFP module (DOMAIN.md §3)', '2026-11', 1,
 'estimate', '2026-11', 1),
('QSFP28-100G-SR4', '100G QSFP28 SR4 transceiver', 'Generic', 'transceiver',
 '100G SR4 multimode module for SN4600C / SN2201 uplinks and 100G hosts, 1x MPO-12',
 0.02, 2.5, 3.5, 0, 150,
 'estimate: common QSFP28 SR4 module data (3.5 W max class)', '2026-11', 1,
 'estimate', '2026-11', 1),
-- Cables draw no power, except active optical cables (their ends are transceivers).
('FIBER-MPO-3M', 'MPO-12 multimode trunk, 3 m', 'Generic', 'cable',
 'OM4 MPO-12 APC patch cable for in-rack 400G links', 0.1, 0, 0, 0, 60,
 'estimate', '2026-11', 1, 'estimate', '2026-11', 1),
('FIBER-MPO-10M', 'MPO-12 multimode trunk, 10 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for row-level 400G links', 0.2, 0, 0, 0, 80,
 'estimate', '2026-11', 1, 'estimate', '2026-11', 1),
('FIBER-MPO-30M', 'MPO-12 multimode trunk, 30 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for leaf-to-spine links', 0.4, 0, 0, 0, 120,
 'estimate', '2026-11', 1, 'estimate', '2026-11', 1),
('FIBER-MPO-50M', 'MPO-12 multimode trunk, 50 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable, the SR4 reach limit', 0.6, 0, 0, 0, 160,
 'estimate', '2026-11', 1, 'estimate', '2026-11', 1),
('DAC-400G-OSFP', 'Passive copper 400G OSFP cable, 2 m', 'NVIDIA', 'cable',
 'Direct-attach copper, OSFP to OSFP, for links inside one rack', 0.8, 0, 0, 0, 300,
 'estimate', '2026-11', 1, 'estimate', '2026-11', 1),
('AOC-400G', 'Active optical 400G cable, 10 m', 'NVIDIA', 'cable',
 'Active optical cable with built-in transceiver ends, for links between neighbouring racks',
 0.3, 12, 15, 1, 900,
 'estimate: two ends of ~6-7.5 W', '2026-11', 1, 'estimate', '2026-11', 1),
('CAT6-RJ45', 'Cat6 patch cable, 3 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management', 0.1, 0, 0, 0, 5,
 'estimate', '2026-11', 1, 'estimate', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Port groups. Names are an interface: generators and analysis look them up ("ib", "storage",
-- "inband", "bmc" on servers; "ib"/"eth" and "mgmt" on switches).
-- ---------------------------------------------------------------------------------------------
INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, ports_per_cage) VALUES
-- DGX H100/H200/B200 (DOMAIN §2): 8 single-port ConnectX-7 brought out through 4 twin-port OSFP
-- cages; 2 dual-port ConnectX-7 (QSFP112) give 2 storage + 2 in-band ports; 1 GbE BMC.
('DGX-H100', 'ib', 8, 400, 'OSFP', 'compute', 2),
('DGX-H100', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('DGX-H100', 'inband', 2, 400, 'QSFP112', 'inband', 1),
('DGX-H100', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('DGX-H200', 'ib', 8, 400, 'OSFP', 'compute', 2),
('DGX-H200', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('DGX-H200', 'inband', 2, 400, 'QSFP112', 'inband', 1),
('DGX-H200', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('DGX-B200', 'ib', 8, 400, 'OSFP', 'compute', 2),
('DGX-B200', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('DGX-B200', 'inband', 2, 400, 'QSFP112', 'inband', 1),
('DGX-B200', 'bmc', 1, 1, 'RJ45', 'oob', 1),
-- DGX A100: 8x ConnectX-6 HDR 200G single-port for compute, 2 dual-port ConnectX-6 for storage
-- and in-band (seeds/002: 8x 200 Gb/s).
('DGX-A100', 'ib', 8, 200, 'QSFP56', 'compute', 1),
('DGX-A100', 'storage', 2, 200, 'QSFP56', 'storage', 1),
('DGX-A100', 'inband', 2, 200, 'QSFP56', 'inband', 1),
('DGX-A100', 'bmc', 1, 1, 'RJ45', 'oob', 1),
-- GB200 NVL72 (DOMAIN §2): 18 compute trays, each with 4 ConnectX-7 400G (one per GPU: 72 compute
-- ports) and 2 BlueField-3. One 400G port of each BlueField-3 goes to storage (36); the second
-- port of the first BlueField-3 per tray carries in-band management (18). BMCs: 18 compute trays
-- + 9 NVLink switch trays = 27; the rack's own management switches are part of the system.
('DGX-GB200-NVL72', 'ib', 72, 400, 'OSFP', 'compute', 1),
('DGX-GB200-NVL72', 'storage', 36, 400, 'QSFP112', 'storage', 1),
('DGX-GB200-NVL72', 'inband', 18, 400, 'QSFP112', 'inband', 1),
('DGX-GB200-NVL72', 'bmc', 27, 1, 'RJ45', 'oob', 1),
-- OEM servers: PCIe NICs with single-port cages.
('HGX-H100-OEM', 'ib', 8, 400, 'OSFP', 'compute', 1),
('HGX-H100-OEM', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('HGX-H100-OEM', 'inband', 2, 100, 'QSFP28', 'inband', 1),
('HGX-H100-OEM', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('MI300X-8GPU-SERVER', 'ib', 8, 400, 'OSFP', 'compute', 1),
('MI300X-8GPU-SERVER', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('MI300X-8GPU-SERVER', 'inband', 2, 100, 'QSFP28', 'inband', 1),
('MI300X-8GPU-SERVER', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('GAUDI3-8GPU-SERVER', 'scaleout', 6, 800, 'OSFP', 'compute', 1),
('GAUDI3-8GPU-SERVER', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('GAUDI3-8GPU-SERVER', 'inband', 2, 100, 'QSFP28', 'inband', 1),
('GAUDI3-8GPU-SERVER', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('L40S-8GPU-SERVER', 'ib', 4, 400, 'QSFP112', 'compute', 1),
('L40S-8GPU-SERVER', 'inband', 2, 100, 'QSFP28', 'inband', 1),
('L40S-8GPU-SERVER', 'bmc', 1, 1, 'RJ45', 'oob', 1),
-- Switches: "any" because the same switch serves whichever fabric the design puts it in.
('MQM9700-NS2F', 'ib', 64, 400, 'OSFP', 'any', 2),
('MQM9700-NS2F', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('MQM9790-NS2F', 'ib', 64, 400, 'OSFP', 'any', 2),
('MQM9790-NS2F', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('Q3400-RA', 'ib', 144, 800, 'OSFP', 'any', 2),
('Q3400-RA', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('SN5600', 'eth', 64, 800, 'OSFP', 'any', 1),
('SN5600', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('SN4600C', 'eth', 64, 100, 'QSFP28', 'any', 1),
('SN4600C', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('SN2201', 'rj45', 48, 1, 'RJ45', 'oob', 1),
('SN2201', 'uplink', 4, 100, 'QSFP28', 'any', 1),
('SN2201', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
-- Appliances and servers.
('UFM-ENT-APPLIANCE', 'ib', 2, 400, 'OSFP', 'compute', 1),
('UFM-ENT-APPLIANCE', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('CTRL-PLANE-SRV', 'inband', 2, 100, 'QSFP28', 'inband', 1),
('CTRL-PLANE-SRV', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('DDN-AI400X2', 'data', 8, 200, 'QSFP112', 'storage', 1),
('DDN-AI400X2', 'mgmt', 2, 1, 'RJ45', 'oob', 1),
('WEKA-NVME-NODE', 'data', 2, 200, 'QSFP112', 'storage', 1),
('WEKA-NVME-NODE', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('PURE-FLASHBLADE-E', 'data', 8, 100, 'QSFP28', 'storage', 1),
('PURE-FLASHBLADE-E', 'mgmt', 2, 1, 'RJ45', 'oob', 1),
('VAST-CBOX-DBOX', 'data', 8, 200, 'QSFP112', 'storage', 1),
('VAST-CBOX-DBOX', 'mgmt', 2, 1, 'RJ45', 'oob', 1),
('PDU-415V-60A-3P', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('PDU-208V-60A-3P', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
-- NIC and transceivers.
('CX7-400G-OSFP', 'net', 1, 400, 'OSFP', 'any', 1),
('OSFP-2x400G-TWINPORT', 'line', 2, 400, 'MPO-12', 'any', 1),
('OSFP-400G-SINGLE', 'line', 1, 400, 'MPO-12', 'any', 1),
('OSFP-2x400G-800G', 'line', 2, 400, 'MPO-12', 'any', 1),
('OSFP-2x800G-XDR', 'line', 2, 800, 'MPO-12', 'any', 1),
('QSFP112-400G', 'line', 1, 400, 'MPO-12', 'any', 1),
('QSFP28-100G-SR4', 'line', 1, 100, 'MPO-12', 'any', 1);

-- ---------------------------------------------------------------------------------------------
-- Cloud offers. Instances (seeds/002, per instance-hour) and per-GPU market prices (seeds/001
-- "Cloud pricing (on-demand $/GPU/hr)", Q2 2026: cheapest / mid-range / hyperscaler). Where the
-- seed gives a range or "x+", the value is the midpoint or the lower bound and flagged estimate.
-- H100 PCIe rows of seeds/001 are left out: no h100-pcie accelerator in this catalog.
-- ---------------------------------------------------------------------------------------------
INSERT INTO cloud_offers (id, provider, instance, accelerator_id, gpus_per_instance,
                          on_demand_usd_per_hour, reserved_1y_usd_per_hour,
                          reserved_3y_usd_per_hour, spot_usd_per_hour,
                          source, source_date, estimate) VALUES
('aws-p5.48xlarge', 'AWS', 'p5.48xlarge', 'h100-sxm', 8, 100, NULL, NULL, NULL,
 'seeds/002 (~$100/hour)', '2024', 0),
('azure-nd-h100-v5', 'Azure', 'ND H100 v5', 'h100-sxm', 8, 90, NULL, NULL, NULL,
 'seeds/002 (~$90/hour)', '2024', 0),
('gcp-a3-highgpu-8g', 'Google Cloud', 'a3-highgpu-8g', 'h100-sxm', 8, 110, NULL, NULL, NULL,
 'seeds/002 (~$110/hour)', '2024', 0),
('aws-p4d.24xlarge', 'AWS', 'p4d.24xlarge', 'a100-sxm-40gb', 8, 32, NULL, NULL, NULL,
 'seeds/002 (~$32/hour, 8x A100 40GB)', '2024', 0),
('azure-nd-a100-v4', 'Azure', 'ND A100 v4', 'a100-sxm-80gb', 8, 30, NULL, NULL, NULL,
 'seeds/002 (~$30/hour, 8x A100 80GB)', '2024', 0),
('gcp-a2-ultragpu-8g', 'Google Cloud', 'a2-ultragpu-8g', 'a100-sxm-80gb', 8, 35, NULL, NULL, NULL,
 'seeds/002 (~$35/hour, 8x A100 80GB)', '2024', 0),
-- H100 SXM
('thunder-h100-sxm', 'Thunder Compute', 'H100 SXM (per GPU)', 'h100-sxm', 1, 1.38, NULL, NULL, NULL,
 'seeds/001 cloud pricing: cheapest', '2026-06-18', 0),
('midrange-h100-sxm', 'CoreWeave / Lambda', 'H100 SXM (per GPU)', 'h100-sxm', 1, 3.09, NULL, NULL, NULL,
 'estimate: seeds/001 cloud pricing mid-range $2.89-3.29, midpoint', '2026-06-18', 1),
('aws-h100-sxm', 'AWS', 'H100 SXM (per GPU)', 'h100-sxm', 1, 6.88, NULL, NULL, NULL,
 'seeds/001 cloud pricing hyperscaler $4.15-6.88; inference table: AWS $6.88', '2026-06-18', 0),
-- H200 SXM
('spheron-h200-sxm', 'Spheron', 'H200 SXM (per GPU)', 'h200-sxm', 1, 3.89, NULL, NULL, NULL,
 'seeds/001 cloud pricing: cheapest', '2026-06-18', 0),
('midrange-h200-sxm', 'CoreWeave / Lambda', 'H200 SXM (per GPU)', 'h200-sxm', 1, 4.54, NULL, NULL, NULL,
 'seeds/001 cloud pricing: mid-range', '2026-06-18', 0),
('hyperscaler-h200-sxm', 'AWS / GCP / Azure', 'H200 SXM (per GPU)', 'h200-sxm', 1, 5.00, NULL, NULL, NULL,
 'estimate: seeds/001 cloud pricing hyperscaler "$5.00+", lower bound', '2026-06-18', 1),
-- B200
('spheron-b200', 'Spheron', 'B200 (per GPU)', 'b200', 1, 3.39, NULL, NULL, 2.12,
 'seeds/001 cloud pricing: cheapest on-demand $3.39, spot $2.12', '2026-06-18', 0),
('midrange-b200', 'CoreWeave / Lambda', 'B200 (per GPU)', 'b200', 1, 6.02, NULL, NULL, NULL,
 'seeds/001 cloud pricing: mid-range', '2026-06-18', 0),
('aws-b200', 'AWS', 'B200 (per GPU)', 'b200', 1, 14.24, NULL, NULL, NULL,
 'seeds/001 cloud pricing: hyperscaler (AWS)', '2026-06-18', 0),
-- GB200
('runcrate-gb200', 'Runcrate', 'GB200 (per GPU)', 'gb200', 1, 3.50, NULL, NULL, NULL,
 'seeds/001 cloud pricing: cheapest', '2026-06-18', 0),
('oracle-gb200', 'Oracle Cloud', 'GB200 (per GPU)', 'gb200', 1, 5.85, NULL, NULL, NULL,
 'seeds/001 cloud pricing: mid-range (Oracle)', '2026-06-18', 0),
('gcp-gb200', 'Google Cloud', 'GB200 (per GPU)', 'gb200', 1, 6.95, NULL, NULL, NULL,
 'seeds/001 cloud pricing: hyperscaler (GCP)', '2026-06-18', 0),
-- MI300X
('tensorwave-mi300x', 'TensorWave', 'MI300X (per GPU)', 'mi300x', 1, 1.50, NULL, NULL, NULL,
 'seeds/001 cloud pricing: cheapest', '2026-06-18', 0),
('vultr-mi300x', 'Vultr', 'MI300X (per GPU)', 'mi300x', 1, 1.85, NULL, NULL, NULL,
 'seeds/001 cloud pricing: mid-range (Vultr)', '2026-06-18', 0),
('azure-mi300x', 'Azure', 'MI300X (per GPU)', 'mi300x', 1, 7.86, NULL, NULL, NULL,
 'seeds/001 cloud pricing: hyperscaler (Azure)', '2026-06-18', 0),
-- A100 80GB
('spheron-a100-80gb', 'Spheron', 'A100 80GB (per GPU)', 'a100-sxm-80gb', 1, 1.07, NULL, NULL, NULL,
 'seeds/001 cloud pricing: cheapest', '2026-06-18', 0),
('midrange-a100-80gb', 'CoreWeave / Lambda', 'A100 80GB (per GPU)', 'a100-sxm-80gb', 1, 1.75, NULL, NULL, NULL,
 'estimate: seeds/001 cloud pricing mid-range $1.50-2.00, midpoint', '2026-06-18', 1),
('hyperscaler-a100-80gb', 'AWS / GCP / Azure', 'A100 80GB (per GPU)', 'a100-sxm-80gb', 1, 3.00, NULL, NULL, NULL,
 'estimate: seeds/001 cloud pricing hyperscaler "$3.00+", lower bound', '2026-06-18', 1),
-- Gaudi 3
('market-gaudi3', 'various', 'Gaudi 3 (per accelerator)', 'gaudi3', 1, 2.00, NULL, NULL, NULL,
 'estimate: seeds/001 cloud pricing ~$1.50-2.50, midpoint', '2026-06-18', 1),
-- L40S
('spheron-l40s', 'Spheron', 'L40S (per GPU)', 'l40s', 1, 0.91, NULL, NULL, NULL,
 'seeds/001 cloud pricing: cheapest', '2026-06-18', 0),
('midrange-l40s', 'CoreWeave / Lambda', 'L40S (per GPU)', 'l40s', 1, 1.75, NULL, NULL, NULL,
 'estimate: seeds/001 cloud pricing mid-range $1.50-2.00, midpoint', '2026-06-18', 1);

-- ---------------------------------------------------------------------------------------------
-- Power supplies and PDU inputs (schema 2, issue 14; DOMAIN.md §2 and §5).
-- DGX H100/H200: six 3.3 kW supplies, 4+2; they run at reduced performance on three and need three
-- to boot (DGX H100/H200 user guide, "Power Specifications", as summarised by third parties).
-- DGX B200: six 3.3 kW supplies, 5+1 (DGX B200 user guide); how few keep it running is not
-- published: three (9.9 kW, the same floor as the H100's) is our estimate.
-- DGX A100: six 3 kW supplies; 3+3 per its user guide as we read it (estimate until checked).
-- ---------------------------------------------------------------------------------------------
INSERT INTO power_supplies (sku, supplies, needed_full, needed_up, source, source_date, estimate) VALUES
('DGX-H100', 6, 4, 3, 'DOMAIN.md §5; DGX H100/H200 user guide (4+2, runs throttled on 3, boots on 3)', '2024', 0),
('DGX-H200', 6, 4, 3, 'DOMAIN.md §5; DGX H100/H200 user guide (4+2, runs throttled on 3, boots on 3)', '2024', 0),
('DGX-B200', 6, 5, 3, 'DOMAIN.md §2, §5; DGX B200 user guide (6 x 3.3 kW, 5+1); 3 to run is an estimate', '2025', 1),
('DGX-A100', 6, 3, 3, 'estimate: DGX A100 user guide (6 x 3 kW supplies, 3+3)', '2026-11', 1);

INSERT INTO pdu_inputs (sku, voltage_v, current_a, phases, derating) VALUES
('PDU-415V-60A-3P', 415, 60, 3, 0.8),
('PDU-208V-60A-3P', 208, 60, 3, 0.8);

-- ---------------------------------------------------------------------------------------------
-- Assumption defaults for TCO, cloud comparison and rack budgets.
-- ---------------------------------------------------------------------------------------------
INSERT INTO assumptions (key, value, unit, description, source, source_date, estimate) VALUES
('electricity_usd_per_kwh', 0.10, 'USD/kWh', 'Price of electricity at the facility meter',
 'seeds/002 (power cost example at $0.10/kWh); DOMAIN.md §6', '2024', 0),
('pue', 1.3, 'ratio', 'Power usage effectiveness: facility power = IT power x PUE (DOMAIN §5)',
 'estimate: modern air/liquid hybrid data centre', '2026-11', 1),
('years', 5, 'years', 'Service life over which TCO is computed and hardware depreciated',
 'estimate: usual GPU cluster depreciation period', '2026-11', 1),
('load_factor', 0.8, 'fraction', 'Share of the year the cluster is busy (its utilization): scales energy use (at max power) and the cloud hours it replaces',
 'estimate: well-run training cluster', '2026-11', 1),
('hours_per_year', 8760, 'h', 'Hours in a year, for energy and cloud cost (24 x 365, as seeds/002)',
 'seeds/002 (10.2 kW x 24 h x 365 d)', '2024', 0),
('install_services_pct', 5, '%', 'Installation, cabling and commissioning, as a percentage of the hardware price (one-off)',
 'estimate: typical integrator services share', '2026-11', 1),
('support_pct_per_year', 10, '%/year', 'Hardware and software support per year, as a percentage of the hardware price',
 'estimate: typical enterprise support contract', '2026-11', 1),
('discount_rate', 0.08, 'fraction/year', 'Discount rate for the net present value of future costs',
 'estimate: typical corporate cost of capital', '2026-11', 1),
('colocation_usd_per_kw_month', 150, 'USD/(kW month)', 'Colocation or facility cost per kW of IT capacity per month, excluding energy',
 'estimate: high-density colocation pricing', '2026-11', 1),
('colocation_usd_per_rack_month', 0, 'USD/(rack month)', 'Facility cost per rack position per month, where a site charges per rack rather than per kW (adds to the per-kW charge)',
 'estimate: 0 unless the site charges per rack', '2026-11', 1),
('tax_pct', 0, '%', 'Sales tax or import duty on the hardware, as a percentage of the hardware price (one-off)',
 'estimate: 0 (tax-exempt or recoverable); set for your jurisdiction', '2026-11', 1),
('residual_value_pct', 0, '%', 'What the hardware is worth at the end of the horizon, as a percentage of the hardware price',
 'estimate: 0 (fully depreciated over the service life)', '2026-11', 1),
('staff_usd_per_year', 0, 'USD/year', 'Operations staff cost per year attributable to the cluster',
 'estimate: 0 unless set; depends on the site', '2026-11', 1),
('cloud_storage_usd_per_tb_month', 30, 'USD/(TB month)', 'Cloud price of storing the design''s usable storage capacity, per TB and month (the cloud side of the comparison)',
 'estimate: typical cloud object and file storage list prices', '2026-11', 1),
('cloud_egress_tb_per_month', 0, 'TB/month', 'Data moved out of the cloud per month (the cloud side of the comparison)',
 'estimate: 0 unless set; depends on the workload', '2026-11', 1),
('cloud_egress_usd_per_tb', 90, 'USD/TB', 'Cloud price of moving data out to the internet, per TB',
 'estimate: typical hyperscaler internet egress list price (~$0.09/GB)', '2026-11', 1),
('default_rack_power_limit_kw', 40, 'kW', 'Power budget of a rack when the design does not set one (4 DGX H100 per rack exceed it)',
 'DOMAIN.md §4-5; seeds/002 (air cooling up to 30-40 kW per rack)', '2024', 0),
('air_cooling_limit_kw', 40, 'kW', 'Air-cooled heat per rack above which liquid or rear-door cooling is needed',
 'DOMAIN.md §5; seeds/001 (6x DGX H100 42 kW/rack air limit), seeds/002 (air up to 30-40 kW)', '2026-06-18', 0),
('pdu_feeds_per_rack', 3, 'count', 'Minimum PDU feeds per GPU rack (DOMAIN §4)',
 'DOMAIN.md §4; DGX SuperPOD RA', '2023', 0),
('pdu_load_fraction', 0.5, 'fraction', 'Share of the rack peak each PDU feed must carry alone (redundancy, DOMAIN §4)',
 'DOMAIN.md §4; DGX SuperPOD RA', '2023', 0),
('storage_gbytes_per_s_per_node', 40, 'GB/s', 'Storage read bandwidth each DGX node needs (DOMAIN §4)',
 'DOMAIN.md §4; seeds/000', '2023', 0),
('airflow_delta_t_f', 25, 'F', 'Air temperature rise across equipment, for CFM = 3.16 x W / delta-T (DOMAIN §5)',
 'estimate: typical server inlet-to-exhaust rise', '2026-11', 1),
('floor_load_kg_per_m2', 1500, 'kg/m2', 'Floor load rating a GPU hall needs at least (DOMAIN §5)',
 'DOMAIN.md §5; seeds/001 (floor load 1,500+ kg/m2)', '2026-06-18', 0);

-- =============================================================================================
-- Issue 14: Blackwell Ultra systems and the XDR / Spectrum-X generation. New rows only, kept in
-- one block so that it merges beside schema changes. Sources:
--   "RA-11339-001"  NVIDIA DGX SuperPOD with DGX B300 systems, Quantum-X800 InfiniBand and AC
--                   power, V01 (docs.nvidia.com/dgx-superpod/reference-architecture/
--                   scalable-infrastructure-b300-xdr), read 2026-11: SU of 72 DGX B300, 4 per
--                   rack at ~56 kW with three 2U PDUs, Table 3 compute fabric counts.
--   "B300 SuperPOD RA (busbar)"  the DGX B300 Spectrum-X / MGX busbar edition
--                   (.../scalable-infrastructure-b300), read 2026-11: SU of 64, twin-plane
--                   Spectrum-X compute fabric, Table 3.
--   "NVL72 Enterprise RA"  NVIDIA Enterprise RA "nvl72-ai-factory", components page, read
--                   2026-11: GB300 NVL72 rack, 18 compute trays (4 Blackwell Ultra, 2 Grace,
--                   4 ConnectX-8 each), 9 NVSwitch trays, 2 SN2201, 8 power shelves of 33 kW
--                   (six 5.5 kW supplies each), up to 142 kW per rack.
-- Power supply facts for the PSU-redundancy schema are in docs/reference-fidelity.md.
-- =============================================================================================
INSERT INTO accelerators (id, name, vendor, bf16_dense_tflops, fp8_dense_tflops, memory_gb,
                          memory_type, memory_bandwidth_tbps, tdp_w, scale_up_link,
                          source, source_date, estimate) VALUES
-- The B300 RA credits a DGX B300 with 72 PFLOPS FP8 for training, as a DGX B200: 36 PFLOPS dense
-- for 8 GPUs, 4,500 per GPU. 288 GB HBM3e at 8 TB/s per GPU (HGX B300 platform figures, as read
-- by third parties); TDP from third-party server sheets.
('b300', 'NVIDIA B300 (Blackwell Ultra SXM)', 'NVIDIA', 2250, 4500, 288, 'HBM3e', 8.0, 1100,
 'NVLink 5, 1,800 GB/s',
 'estimate: B300 SuperPOD RA key components (DGX B300 72 PFLOPS FP8, as DGX B200); 288 GB, 8 TB/s: HGX B300 spec (acecloud.ai, 2026-02-23); 1,100 W TDP: third-party server sheet', '2026-02-23', 1),
('gb300', 'NVIDIA GB300 (Blackwell Ultra GPU in NVL72)', 'NVIDIA', 2500, 5000, 288, 'HBM3e', 8.0, 1400,
 'NVLink 5, 1,800 GB/s',
 'estimate: as gb200 for throughput; 288 GB HBM3e per Blackwell Ultra GPU; 1,400 W (huggingface.co/hardware/b300)', '2026-11', 1);

INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, liquid_fraction,
                           airflow_cfm, list_price_usd, accelerator_id, accelerator_count,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
-- 10U (third-party summaries of the DGX B300 user guide); 14 kW: RA-11339-001's ~56 kW for a
-- rack of four; weight as the 10U DGX B200 until the user guide's figure is in.
('DGX-B300', 'NVIDIA DGX B300', 'NVIDIA', 'gpu-server',
 '8x B300 (2,304 GB), 8x ConnectX-8 800G compute (one OSFP each), 2x BlueField-3 for storage and in-band, AC power supplies, air cooled',
 10, 142.4, 10500, 14000, 1, 0, 0, 700000, 'b300', 8,
 'estimate: RA-11339-001 (~56 kW per rack of four DGX B300); 10U (aiwiki.ai DGX B300); weight as DGX B200; typical 75% of max', '2026-11', 1,
 'estimate: DGX B200 price plus ~$100k for Blackwell Ultra', '2026-11', 1),
-- A whole liquid-cooled GB300 NVL72 rack sold as one system, like DGX-GB200-NVL72.
('DGX-GB300-NVL72', 'NVIDIA DGX GB300 NVL72 rack', 'NVIDIA', 'gpu-server',
 'Rack-scale system: 72 Blackwell Ultra GPUs + 36 Grace CPUs, 18 compute trays (4x ConnectX-8 800G each), 9 NVSwitch trays, 2 SN2201, 8 power shelves, liquid cooled',
 48, 1360, 120000, 142000, 1, 0.85, 0, 3000000, 'gb300', 72,
 'NVL72 Enterprise RA components page (up to 142 kW, 8x 33 kW power shelves, 9 NVSwitch trays, 18 compute trays); weight estimate as GB200 NVL72; typical ~85% of max estimate', '2026-11', 0,
 'estimate: GB200 NVL72 (seeds/001 ~$2M) plus Blackwell Ultra premium', '2026-11', 1),
-- Parts of a GB300 NVL72 rack, for designs drawn tray by tray (the generator uses the whole rack).
('GB300-COMPUTE-TRAY', 'NVIDIA GB300 NVL compute tray', 'NVIDIA', 'gpu-server',
 '1U liquid-cooled tray: 4 Blackwell Ultra GPUs, 2 Grace CPUs, 4x ConnectX-8 800G, 1x BlueField-3, 1 M.2 + 4 E1.S NVMe',
 1, 40, 5000, 6600, 1, 0.85, 0, 150000, 'gb300', 4,
 'estimate: NVL72 Enterprise RA components (tray contents); power from the 142 kW rack less switch trays, over 18 trays', '2026-11', 1,
 'estimate: rack price share', '2026-11', 1);

INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('GB300-NVSWITCH-TRAY', 'NVIDIA NVLink switch tray (NVL72)', 'NVIDIA', 'switch',
 '1U tray with 2 NVLink 5 switch chips; 9 per NVL72 rack give all 72 GPUs full NVLink bandwidth (NVLink ports are the rack backplane, not cabled)',
 1, 20, 1800, 2400, 1, 60000,
 'NVL72 Enterprise RA components (9 NVSwitch trays per rack); power and weight estimate', '2026-11', 1,
 'estimate: rack price share', '2026-11', 1),
('SN5610', 'NVIDIA Spectrum-4 SN5610', 'NVIDIA', 'switch',
 'Spectrum-X Ethernet switch, 51.2 Tb/s, 64x 800G OSFP cages used as 128x 400G, for Spectrum-X compute fabrics',
 2, 16, 940, 1800, 0, 45000,
 'estimate: figures as SN5600 (same Spectrum-4 ASIC and port count; DOMAIN.md §3); B300 SuperPOD RA (busbar) Spectrum-X fabric', '2026-11', 1,
 'estimate: as SN5600', '2026-11', 1),
('UFM-XDR-APPLIANCE', 'NVIDIA UFM Enterprise Appliance (XDR)', 'NVIDIA', 'appliance',
 'InfiniBand fabric manager appliance for Quantum-X800 fabrics, two XDR ports',
 1, 18, 480, 689, 1, 45000,
 'estimate: as UFM-ENT-APPLIANCE (DOMAIN.md §3) with XDR ports; RA-11339-001 management rack shows UFM appliances', '2026-11', 1,
 'estimate: appliance plus 3-year UFM Enterprise licence', '2026-11', 1);

-- Power shelves are what the NVL72 rack's busbar is fed from: modelled as PDUs (they deliver
-- power; power_capacity_w is what one shelf delivers).
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           power_capacity_w,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('GB300-POWER-SHELF', 'NVIDIA NVL72 power shelf 33 kW', 'NVIDIA', 'pdu',
 '1U power shelf feeding the rack busbar: six 5.5 kW supplies, 33 kW; 8 per GB300 NVL72 rack',
 1, 25, 300, 1000, 1, 15000, 33000,
 'NVL72 Enterprise RA components (8 power shelves of 33 kW, six 5.5 kW PSUs each); own draw (conversion loss) and weight estimate', '2026-11', 0,
 'estimate', '2026-11', 1);

INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('CX8-800G-OSFP', 'NVIDIA ConnectX-8 SuperNIC 800G', 'NVIDIA', 'nic',
 'Single-port 800G XDR InfiniBand / 2x 400G Ethernet SuperNIC, OSFP (8 per DGX B300, 4 per GB300 compute tray)',
 0.3, 30, 40, 1, 3500,
 'estimate: DOMAIN.md §2 (8x ConnectX-8 at 800G per DGX B300); power scaled from ConnectX-7', '2026-11', 1,
 'estimate', '2026-11', 1),
('BF3-B3240', 'NVIDIA BlueField-3 B3240 DPU', 'NVIDIA', 'nic',
 'Dual-port 400G QSFP112 DPU (storage and in-band ports of DGX B200/B300, GB200/GB300 trays)',
 0.5, 120, 150, 1, 4000,
 'estimate: BlueField-3 P-series (dual-port QSFP112, PCIe Gen5 x16); DGX B200 user guide (2x BlueField-3 dual port)', '2024', 1,
 'estimate', '2026-11', 1),
('OSFP-800G-XDR-SINGLE', 'NVIDIA 800G XDR OSFP transceiver (single port)', 'NVIDIA', 'transceiver',
 'Flat-top single-port 800G OSFP for ConnectX-8 SuperNICs on XDR links, 1x MPO-16',
 0.04, 16, 17, 1, 2200,
 'estimate: half of the twin-port 2x800G module (DOMAIN.md §3 pattern)', '2026-11', 1,
 'estimate', '2026-11', 1);

INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, ports_per_cage) VALUES
-- DGX B300 (DOMAIN.md §2): 8 ConnectX-8 at 800G, one OSFP each; 2 BlueField-3 with one storage
-- and one in-band port each (as DGX B200); 1 GbE BMC.
('DGX-B300', 'ib', 8, 800, 'OSFP', 'compute', 1),
-- The same eight ConnectX-8 ports as seen by a Spectrum-X twin-plane fabric (B300 SuperPOD RA,
-- busbar edition): each 800G port splits to 2x 400G, one per plane. A design uses "ib" or
-- "plane", never both.
('DGX-B300', 'plane', 16, 400, 'OSFP', 'compute', 2),
('DGX-B300', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('DGX-B300', 'inband', 2, 400, 'QSFP112', 'inband', 1),
('DGX-B300', 'bmc', 1, 1, 'RJ45', 'oob', 1),
-- GB300 NVL72: 18 trays x 4 ConnectX-8 = 72 compute ports at 800G; storage and in-band as GB200
-- (BlueField-3 per tray); BMCs of 18 compute + 9 switch trays; the in-rack SN2201s and the
-- power shelves are part of the system.
('DGX-GB300-NVL72', 'ib', 72, 800, 'OSFP', 'compute', 1),
('DGX-GB300-NVL72', 'storage', 36, 400, 'QSFP112', 'storage', 1),
('DGX-GB300-NVL72', 'inband', 18, 400, 'QSFP112', 'inband', 1),
('DGX-GB300-NVL72', 'bmc', 27, 1, 'RJ45', 'oob', 1),
('GB300-COMPUTE-TRAY', 'ib', 4, 800, 'OSFP', 'compute', 1),
('GB300-COMPUTE-TRAY', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('GB300-COMPUTE-TRAY', 'inband', 1, 400, 'QSFP112', 'inband', 1),
('GB300-COMPUTE-TRAY', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('GB300-NVSWITCH-TRAY', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('GB300-POWER-SHELF', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
-- 64 OSFP cages at 800G, each split to 2x 400G: the twin-plane fabric's leaves and spines use them
-- as 128 ports of 400G (B300 SuperPOD RA, busbar edition: 64 nodes per plane leaf).
('SN5610', 'eth', 128, 400, 'OSFP', 'any', 2),
('SN5610', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('UFM-XDR-APPLIANCE', 'ib', 2, 800, 'OSFP', 'compute', 1),
('UFM-XDR-APPLIANCE', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('CX8-800G-OSFP', 'net', 1, 800, 'OSFP', 'any', 1),
('BF3-B3240', 'net', 2, 400, 'QSFP112', 'any', 1),
('OSFP-800G-XDR-SINGLE', 'line', 1, 800, 'MPO-16', 'any', 1);
-- =============================================================================================
-- End of issue 14's block.
-- =============================================================================================

-- Models (schema 3, issue 15). Parameter counts are the nominal ones the papers compute with (the
-- Llama 3 paper's 6ND uses 405B; the checkpoints hold 8.03B, 70.6B and 405.9B).
INSERT INTO models (id, name, params_b, active_params_b, layers, hidden_size, attention_heads,
                    kv_heads, head_dim, context_tokens, source, source_date, estimate) VALUES
('llama-3.1-8b', 'Llama 3.1 8B', 8, 8, 32, 4096, 32, 8, 128, 131072,
 'Llama 3 paper (arXiv 2407.21783) table 3; Llama 3.1 model card', '2024-07-23', 0),
('llama-3.1-70b', 'Llama 3.1 70B', 70, 70, 80, 8192, 64, 8, 128, 131072,
 'Llama 3 paper (arXiv 2407.21783) table 3; Llama 3.1 model card', '2024-07-23', 0),
('llama-3.1-405b', 'Llama 3.1 405B', 405, 405, 126, 16384, 128, 8, 128, 131072,
 'Llama 3 paper (arXiv 2407.21783) table 3; Llama 3.1 model card', '2024-07-23', 0),
-- 8 experts per layer, 2 active per token: 46.7B in all, 12.9B used per token.
('mixtral-8x7b', 'Mixtral 8x7B', 46.7, 12.9, 32, 4096, 32, 8, 128, 32768,
 'Mixtral of Experts (arXiv 2401.04088) table 1 and section 2', '2024-01-08', 0),
-- Multi-head latent attention caches one 512-value latent and one 64-value RoPE key per token and
-- layer (576 values) instead of 128 heads of keys and values: stored as 1 KV head of 288, so that
-- 2 x kv_heads x head_dim = 576 in the KV-cache formula.
('deepseek-v3', 'DeepSeek-V3', 671, 37, 61, 7168, 128, 1, 288, 131072,
 'DeepSeek-V3 Technical Report (arXiv 2412.19437) sections 2.1 and 4.2', '2024-12-27', 0),
('gpt-3-175b', 'GPT-3 175B', 175, 175, 96, 12288, 96, 96, 128, 2048,
 'Language Models are Few-Shot Learners (arXiv 2005.14165) table 2.1', '2020-05-28', 0);

COMMIT;

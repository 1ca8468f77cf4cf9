-- PodCAD component catalog: the reviewed source of catalog.db.
--
-- Rebuild with `podcad-cli catalog build` (or `sqlite3 catalog.db < resources/catalog/catalog.sql`
-- into a fresh file); tst_catalog checks that the committed catalog.db matches this script.
-- Nothing here depends on the time of the build, so a rebuild gives the same content.
--
-- Provenance rules: every spec and price row names its source and an ISO source_date, and sets
-- estimate = 1 when the figure is ours rather than the source's. Users see the source text (GUI,
-- `podcad-cli catalog list`, `tco --json`, exports), so it is always something they can look up:
--   a public document   title, publisher, date and link (vendor datasheet or user guide, NVIDIA
--                       reference architecture, a provider's price page, a paper), with the figure
--                       it gives when that is not the stored one (sparse TFLOPS, a range, rounding);
--   "estimate: ..."     our own figure as of its date, with what it is based on in public terms
--                       (a range in press reports, a typical market price, arithmetic on published
--                       figures); users replace estimates with their own quotes.
-- Schema 6: beside each source, how sure it is (the confidence columns): 'datasheet' (a product
-- datasheet or user guide), 'reference architecture' (an NVIDIA or vendor reference design),
-- 'vendor announcement' (a keynote, press release or product page before the datasheet) or
-- 'third-party estimate' (press, analysts, or ours: every row with estimate = 1).
-- NVIDIA, AMD and Intel publish no list prices for accelerators, baseboards, switches or optics,
-- so every purchase price here is an estimate. A test keeps private notes out of every source.
-- Units are in the column names. Throughput is dense Tensor-Core TFLOPS: datasheets quote most
-- NVIDIA figures with sparsity, which is twice as high.

PRAGMA user_version = 6; -- Catalog::kSchemaVersion
PRAGMA foreign_keys = ON;

BEGIN TRANSACTION;

CREATE TABLE accelerators (
    id                    TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
    name                  TEXT NOT NULL CHECK (name <> ''),
    vendor                TEXT NOT NULL CHECK (vendor <> ''),
    bf16_dense_tflops     REAL NOT NULL CHECK (bf16_dense_tflops > 0),
    fp8_dense_tflops      REAL NOT NULL CHECK (fp8_dense_tflops >= 0), -- 0: no FP8
    fp4_dense_tflops      REAL NOT NULL DEFAULT 0 CHECK (fp4_dense_tflops >= 0), -- 0: no FP4 (schema 6)
    memory_gb             REAL NOT NULL CHECK (memory_gb > 0),
    memory_type           TEXT NOT NULL,
    memory_bandwidth_tbps REAL NOT NULL CHECK (memory_bandwidth_tbps > 0), -- TB/s
    tdp_w                 REAL NOT NULL CHECK (tdp_w > 0),
    scale_up_link         TEXT NOT NULL,
    -- Scale-up (NVLink or similar) bandwidth per GPU, EACH WAY, GB/s (schema 4): half the
    -- bidirectional figure datasheets quote. 0: no scale-up link (PCIe cards).
    scale_up_gbps         REAL NOT NULL CHECK (scale_up_gbps >= 0),
    source                TEXT NOT NULL CHECK (source <> ''),
    source_date           TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate              INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    confidence            TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate')
);

-- One row per orderable item. Columns that do not apply to a kind stay 0 (or NULL for the
-- accelerator). Racks use rack_units for their usable height and weight_kg for their empty weight;
-- PDUs use power_capacity_w for what they deliver and max_power_w for what they draw themselves.
-- airflow_cfm 0 means "not published": derive it from the air-cooled share of the heat.
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
    spec_confidence           TEXT CHECK (spec_confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    price_source              TEXT NOT NULL CHECK (price_source <> ''),
    price_source_date         TEXT NOT NULL CHECK (price_source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    price_estimate            INTEGER NOT NULL CHECK (price_estimate IN (0, 1)),
    price_confidence          TEXT CHECK (price_confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK ((accelerator_id IS NULL) = (accelerator_count = 0)),
    CHECK (spec_estimate = 0 OR spec_confidence = 'third-party estimate'),
    CHECK (price_estimate = 0 OR price_confidence = 'third-party estimate')
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

-- What a cable or transceiver carries (schema 5): the medium chooser picks among these rows by the
-- ports' connector and speed and the route's length. Power and price stay in device_models.
--   medium     cat6 | dac | acc | aoc (cables with their own ends) | om4 | os2 (fibre: for a
--              trunk the fibre itself, for a transceiver the fibre it takes)
--   connector  the cage or jack it plugs into (OSFP, QSFP112, QSFP28, RJ45); MPO-12 for trunks
--   speed_gbps the line rate of each link it carries; 0 for a fibre trunk (any rate)
--   ports      links per plug: 2 for a twin-port OSFP module or cable (one plug, two links)
--   breakout   1 for a splitter: one twin-port plug to two single-port plugs (ports = 2)
--   reach_m    the longest run: a cable's own length, a transceiver's reach on its fibre
--   length_m   a cable's length as sold; 0 for transceivers
CREATE TABLE media_specs (
    sku         TEXT PRIMARY KEY NOT NULL REFERENCES device_models (sku),
    medium      TEXT NOT NULL CHECK (medium IN ('cat6', 'dac', 'acc', 'aoc', 'om4', 'os2')),
    connector   TEXT NOT NULL CHECK (connector <> ''),
    speed_gbps  REAL NOT NULL CHECK (speed_gbps >= 0),
    ports       INTEGER NOT NULL DEFAULT 1 CHECK (ports IN (1, 2)),
    breakout    INTEGER NOT NULL DEFAULT 0 CHECK (breakout IN (0, 1)),
    reach_m     REAL NOT NULL CHECK (reach_m > 0),
    length_m    REAL NOT NULL DEFAULT 0 CHECK (length_m >= 0),
    source      TEXT NOT NULL CHECK (source <> ''),
    source_date TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate    INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    confidence  TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate'),
    CHECK (breakout = 0 OR ports = 2)
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
    confidence               TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate'),
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
    estimate    INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    confidence  TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate')
);

-- Facility models: the power chain and cooling plant around the racks. capacity_kw is the rated
-- output (power) or heat removed (cooling); max_flow_lpm and approach_k are for CDUs; own_power_kw
-- is what the unit draws itself at rated load. A table a catalog may lack (an older catalog.db or
-- a team catalog without it): PodCAD then knows no facility models.
CREATE TABLE facility_models (
    sku               TEXT PRIMARY KEY NOT NULL,
    name              TEXT NOT NULL CHECK (name <> ''),
    vendor            TEXT NOT NULL,
    kind              TEXT NOT NULL CHECK (kind IN ('utility', 'switchboard', 'ups', 'busway',
                          'floor-pdu', 'rpp', 'dc-power-rack', 'cdu', 'crah', 'chiller',
                          'dry-cooler')),
    description       TEXT NOT NULL DEFAULT '',
    capacity_kw       REAL NOT NULL CHECK (capacity_kw > 0),
    max_flow_lpm      REAL NOT NULL DEFAULT 0 CHECK (max_flow_lpm >= 0),
    approach_k        REAL NOT NULL DEFAULT 0 CHECK (approach_k >= 0),
    own_power_kw      REAL NOT NULL DEFAULT 0 CHECK (own_power_kw >= 0),
    width_mm          REAL NOT NULL DEFAULT 0 CHECK (width_mm >= 0),
    depth_mm          REAL NOT NULL DEFAULT 0 CHECK (depth_mm >= 0),
    height_mm         REAL NOT NULL DEFAULT 0 CHECK (height_mm >= 0),
    weight_kg         REAL NOT NULL DEFAULT 0 CHECK (weight_kg >= 0),
    list_price_usd    REAL NOT NULL DEFAULT 0 CHECK (list_price_usd >= 0),
    spec_source       TEXT NOT NULL CHECK (spec_source <> ''),
    spec_source_date  TEXT NOT NULL CHECK (spec_source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    spec_estimate     INTEGER NOT NULL CHECK (spec_estimate IN (0, 1)),
    spec_confidence   TEXT CHECK (spec_confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    price_source      TEXT NOT NULL CHECK (price_source <> ''),
    price_source_date TEXT NOT NULL CHECK (price_source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    price_estimate    INTEGER NOT NULL CHECK (price_estimate IN (0, 1)),
    price_confidence  TEXT CHECK (price_confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (spec_estimate = 0 OR spec_confidence = 'third-party estimate'),
    CHECK (price_estimate = 0 OR price_confidence = 'third-party estimate')
);

-- Language models to size a design against (schema 3, issue 15). Parameter counts are
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
    -- Schema 4: the FFN's intermediate size (of one routed expert in a mixture of experts), the
    -- vocabulary, and the routed experts per MoE layer and per token (both 0 for a dense model).
    ffn_size        INTEGER NOT NULL CHECK (ffn_size >= 1),
    vocab_size      INTEGER NOT NULL CHECK (vocab_size >= 1),
    experts         INTEGER NOT NULL CHECK (experts >= 0),
    active_experts  INTEGER NOT NULL CHECK (active_experts BETWEEN 0 AND experts),
    source          TEXT NOT NULL CHECK (source <> ''),
    source_date     TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate        INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    confidence      TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate'),
    CHECK ((experts = 0) = (active_experts = 0))
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
    estimate    INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    confidence  TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate')
);

-- The circuit a PDU model is built for (schema 2): a rack feed without site figures takes them
-- from its PDU. Usable power = V x A x sqrt(3) for three phases x derating (NetBox's power model).
CREATE TABLE pdu_inputs (
    sku       TEXT PRIMARY KEY NOT NULL REFERENCES device_models (sku),
    voltage_v REAL NOT NULL CHECK (voltage_v BETWEEN 100 AND 1000),
    current_a REAL NOT NULL CHECK (current_a BETWEEN 1 AND 1000),
    phases    INTEGER NOT NULL CHECK (phases IN (1, 3)),
    derating  REAL NOT NULL CHECK (derating > 0 AND derating <= 1)
);

-- The share of an accelerator's dense peak (bf16_dense_tflops or fp8_dense_tflops) that the large
-- matrix multiplications of training sustain (schema 4): the step-time model's compute rate. One
-- row per accelerator that trains and precision it has; a missing row leaves the prediction to the
-- user's --mfu or achieved TFLOP/s.
CREATE TABLE kernel_efficiency (
    accelerator_id TEXT NOT NULL REFERENCES accelerators (id),
    precision      TEXT NOT NULL CHECK (precision IN ('bf16', 'fp8')),
    matmul         REAL NOT NULL CHECK (matmul > 0 AND matmul <= 1),
    source         TEXT NOT NULL CHECK (source <> ''),
    source_date    TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    estimate       INTEGER NOT NULL CHECK (estimate IN (0, 1)),
    confidence     TEXT CHECK (confidence IN ('datasheet', 'reference architecture', 'vendor announcement', 'third-party estimate')),
    CHECK (estimate = 0 OR confidence = 'third-party estimate'),
    PRIMARY KEY (accelerator_id, precision)
);

-- Where published figures disagree (schema 6): the range they span, the figure the catalog took
-- (the value in the subject's row) and why. subject is a device_models sku, an accelerators id or a
-- facility_models sku; field is the column the range is about ("max_power_w"). sources names each
-- source with the figure it gives. A table a catalog may lack (older or team catalogs).
CREATE TABLE figure_ranges (
    subject     TEXT NOT NULL CHECK (subject <> ''),
    field       TEXT NOT NULL CHECK (field <> ''),
    low         REAL NOT NULL,
    high        REAL NOT NULL CHECK (high >= low),
    chosen      REAL NOT NULL CHECK (chosen BETWEEN low AND high),
    why         TEXT NOT NULL CHECK (why <> ''),
    sources     TEXT NOT NULL CHECK (sources <> ''),
    source_date TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    PRIMARY KEY (subject, field)
);

-- ---------------------------------------------------------------------------------------------
-- Accelerators. Dates: the publication year of the datasheet cited.
-- ---------------------------------------------------------------------------------------------
INSERT INTO accelerators (id, name, vendor, bf16_dense_tflops, fp8_dense_tflops, memory_gb,
                          memory_type, memory_bandwidth_tbps, tdp_w, scale_up_link, scale_up_gbps,
                          source, source_date, estimate) VALUES
('a100-sxm-80gb', 'NVIDIA A100 SXM 80GB', 'NVIDIA', 312, 0, 80, 'HBM2e', 2.0, 400,
 'NVLink 3, 600 GB/s', 300, 'NVIDIA A100 Tensor Core GPU Datasheet, NVIDIA, 2021, https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf (SXM 80GB: BF16 312 TFLOPS dense, HBM2e 2,039 GB/s, 400 W, NVLink 600 GB/s); scale_up_gbps 300: half the 600 GB/s NVLink figure, which counts both directions', '2021', 0),
-- Only for AWS p4d.24xlarge (8x A100 40GB). Same compute as the 80 GB part; 40 GB HBM2 at
-- 1.555 TB/s is the A100 datasheet figure.
('a100-sxm-40gb', 'NVIDIA A100 SXM 40GB', 'NVIDIA', 312, 0, 40, 'HBM2', 1.555, 400,
 'NVLink 3, 600 GB/s', 300, 'NVIDIA A100 Tensor Core GPU Datasheet, NVIDIA, 2021, https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf (SXM 40GB: HBM2 1,555 GB/s; the GPU of AWS p4d.24xlarge); scale_up_gbps 300: half the 600 GB/s NVLink figure, which counts both directions', '2021', 0),
('h100-sxm', 'NVIDIA H100 SXM', 'NVIDIA', 989, 1979, 80, 'HBM3', 3.35, 700,
 'NVLink 4, 900 GB/s', 450, 'NVIDIA H100 Tensor Core GPU datasheet, NVIDIA, 2023, https://www.nvidia.com/en-us/data-center/h100/ (H100 SXM: BF16 1,979 and FP8 3,958 TFLOPS with sparsity, half that dense; 80 GB HBM3, 3.35 TB/s, up to 700 W, NVLink 900 GB/s); scale_up_gbps 450: half the 900 GB/s NVLink figure, which counts both directions', '2023', 0),
('h200-sxm', 'NVIDIA H200 SXM', 'NVIDIA', 989, 1979, 141, 'HBM3e', 4.8, 700,
 'NVLink 4, 900 GB/s', 450, 'NVIDIA H200 Tensor Core GPU datasheet, NVIDIA, 2024, https://www.nvidia.com/en-us/data-center/h200/ (H200 SXM: Tensor Core throughput as H100 SXM; 141 GB HBM3e, 4.8 TB/s, up to 700 W, NVLink 900 GB/s); scale_up_gbps 450: half the 900 GB/s NVLink figure, which counts both directions', '2024', 0),
-- NVIDIA's B200 figures say 192 GB; the DGX B200 ships 1,440 GB for 8 GPUs, i.e. 180 GB usable
-- per GPU.
('b200', 'NVIDIA B200', 'NVIDIA', 2250, 4500, 180, 'HBM3e', 8.0, 1000,
 'NVLink 5, 1,800 GB/s', 900, 'NVIDIA DGX B200 datasheet, NVIDIA, 2024, https://www.nvidia.com/en-us/data-center/dgx-b200/ (8 GPUs: 1,440 GB HBM3e, 72 PFLOPS FP8 with sparsity, NVLink 5 1.8 TB/s per GPU); NVIDIA HGX platform specifications, NVIDIA, 2024, https://www.nvidia.com/en-us/data-center/hgx/ (HGX B200: 36 PFLOPS FP16/BF16 with sparsity per 8 GPUs, 8 TB/s and 1,000 W per GPU); dense = half of sparse; scale_up_gbps 900: half the 1,800 GB/s NVLink figure, which counts both directions', '2024', 0),
-- Per Blackwell GPU of a GB200 NVL72 (NVIDIA quotes the rack, with sparsity): approximate.
('gb200', 'NVIDIA GB200 (Blackwell GPU in NVL72)', 'NVIDIA', 2500, 5000, 186, 'HBM3e', 8.0, 1200,
 'NVLink 5, 1,800 GB/s', 900, 'estimate: one GPU''s share of NVIDIA GB200 NVL72, NVIDIA, 2024, https://www.nvidia.com/en-us/data-center/gb200-nvl72/ (72 GPUs: 360 PFLOPS FP16/BF16 and 720 PFLOPS FP8 with sparsity, up to 13.4 TB HBM3e, 576 TB/s), halved for dense; ~1,200 W per GPU as reported for NVL72 systems, not an NVIDIA figure; scale_up_gbps 900: half the 1,800 GB/s NVLink figure, which counts both directions', '2024', 1),
('l40s', 'NVIDIA L40S', 'NVIDIA', 362, 733, 48, 'GDDR6', 0.864, 350,
 'PCIe Gen4', 0, 'NVIDIA L40S GPU datasheet, NVIDIA, 2023, https://www.nvidia.com/en-us/data-center/l40s/ (BF16 362.05 TFLOPS and FP8 733 TFLOPS dense, twice that with sparsity; 48 GB GDDR6, 864 GB/s, 350 W, PCIe Gen4 x16); no scale-up link (PCIe only): scale_up_gbps 0', '2023', 0),
('l4', 'NVIDIA L4', 'NVIDIA', 121, 242, 24, 'GDDR6', 0.3, 72,
 'PCIe Gen4', 0, 'NVIDIA L4 Tensor Core GPU datasheet, NVIDIA, 2023, https://www.nvidia.com/en-us/data-center/l4/ (BF16 242 TFLOPS and FP8 485 TFLOPS with sparsity, half that dense; 24 GB GDDR6, 300 GB/s, 72 W, PCIe Gen4 x16); no scale-up link (PCIe only): scale_up_gbps 0', '2023', 0),
('mi300x', 'AMD Instinct MI300X', 'AMD', 1307, 2615, 192, 'HBM3', 5.3, 750,
 'Infinity Fabric, 896 GB/s', 448, 'AMD Instinct MI300X accelerator data sheet, AMD, 2023, https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html (BF16 1,307.4 and FP8 2,614.9 TFLOPS dense; 192 GB HBM3, 5.3 TB/s, 750 W; Infinity Fabric 896 GB/s peak aggregate); scale_up_gbps 448: half the 896 GB/s peak aggregate of its 7 Infinity Fabric links (128 GB/s each, both directions)', '2023', 0),
-- 128 GB HBM2e; TDP 600-900 W: the 900 W OAM part is the one in 8-accelerator servers. No dense
-- FP8 figure is taken from the white paper, so 0.
('gaudi3', 'Intel Gaudi 3', 'Intel', 1835, 0, 128, 'HBM2e', 3.7, 900,
 'Ethernet (on-chip RoCE)', 525, 'Intel Gaudi 3 AI Accelerator White Paper, Intel, 2024, https://www.intel.com/content/www/us/en/content-details/817486/intel-gaudi-3-ai-accelerator-white-paper.html (BF16 1,835 TFLOPS; 128 GB HBM2e, 3.7 TB/s; 24x 200 GbE RoCE on chip); 900 W: estimate, the upper end of the 600-900 W of its OAM and PCIe cards; scale_up_gbps 525: estimate from the white paper, 21 of the 24 200 GbE ports connect the 8 accelerators of a server all-to-all, 21 x 200 Gb/s = 525 GB/s each way', '2024', 1);

-- ---------------------------------------------------------------------------------------------
-- GPU servers and rack-scale systems. Typical power is not published for any of them: typical =
-- 75% of max, flagged by typical_power_estimate. Prices: typical market prices of the 8-GPU
-- baseboard plus the rest of the server, all estimates (no vendor publishes list prices).
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, liquid_fraction,
                           airflow_cfm, list_price_usd, accelerator_id, accelerator_count,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('DGX-H100', 'NVIDIA DGX H100', 'NVIDIA', 'gpu-server',
 '8x H100 SXM 80GB (640 GB), 2x Xeon 8480C, 8x ConnectX-7 400G compute, air cooled',
 8, 130.45, 7650, 10200, 1, 0, 1105, 400000, 'h100-sxm', 8,
 'NVIDIA DGX H100/H200 User Guide, NVIDIA, 2024, https://docs.nvidia.com/dgx/dgxh100-user-guide/ (DGX H100: 8U, 130.45 kg, ~10.2 kW max, 1,105 CFM); typical power estimate: 75% of max', '2024', 0,
 'estimate: midpoint of the ~$300k-$500k that press reports and resellers give for a DGX H100; NVIDIA publishes no list price', '2026-11', 1),
('DGX-H200', 'NVIDIA DGX H200', 'NVIDIA', 'gpu-server',
 '8x H200 SXM 141GB (1,128 GB), DGX H100 chassis and network, air cooled',
 8, 130.45, 7650, 10200, 1, 0, 1105, 480000, 'h200-sxm', 8,
 'estimate: as DGX H100, whose chassis, power and network it shares (NVIDIA DGX H100/H200 User Guide, NVIDIA, 2024, https://docs.nvidia.com/dgx/dgxh100-user-guide/: 8U, ~10.2 kW max; weight and airflow taken as the DGX H100''s); typical 75% of max', '2026-11', 1,
 'estimate: typical 2025-26 market price of an 8-GPU HGX H200 baseboard (~$280k) plus ~$200k for the rest of the system (DGX H100 price less its baseboard); no published list price', '2026-11', 1),
('DGX-B200', 'NVIDIA DGX B200', 'NVIDIA', 'gpu-server',
 '8x B200 (1,440 GB), 8x ConnectX-7 400G compute, air cooled',
 10, 142.4, 10725, 14300, 1, 0, 1550, 600000, 'b200', 8,
 'NVIDIA DGX B200 User Guide, NVIDIA, 2025, https://docs.nvidia.com/dgx/dgxb200-user-guide/ (10U, 142.4 kg, ~14.3 kW max, 1,550 CFM); typical power estimate: 75% of max', '2025', 0,
 'estimate: typical 2025-26 market price of an 8-GPU HGX B200 baseboard (~$500k and up) plus ~$100k for the rest of the system; no published list price', '2026-11', 1),
('DGX-A100', 'NVIDIA DGX A100 640GB', 'NVIDIA', 'gpu-server',
 '8x A100 SXM 80GB (640 GB), 2x EPYC 7742, 8x ConnectX-6 200G (HDR) compute, air cooled',
 6, 123, 4875, 6500, 1, 0, 0, 200000, 'a100-sxm-80gb', 8,
 'NVIDIA DGX A100 User Guide, NVIDIA, 2020, https://docs.nvidia.com/dgx/dgxa100-user-guide/ (6U, 123 kg, 6.5 kW max, 8x ConnectX-6 200 Gb/s); airflow not published; typical power estimate: 75% of max', '2020', 0,
 'estimate: the DGX A100 launched at $199,000 (NVIDIA press release "NVIDIA Ships World''s Most Advanced AI System - NVIDIA DGX A100 - to Fight COVID-19", NVIDIA, 2020-05-14, https://nvidianews.nvidia.com/news/nvidia-ships-worlds-most-advanced-ai-system-nvidia-dgx-a100-to-fight-covid-19-third-generation-dgx-packs-record-5-petaflops-of-ai-performance), for the 320 GB model; rounded, and taken for the 640 GB model', '2020-05-14', 1),
-- A whole liquid-cooled rack sold as one system: 18 compute trays (2 Grace + 4 Blackwell each),
-- 9 NVLink switch trays. It fills its own 48U frame (RACK-NVL72), whose weight is included here.
-- ~85% of the heat goes to liquid, the rest to air; airflow not published.
('DGX-GB200-NVL72', 'NVIDIA DGX GB200 NVL72 rack', 'NVIDIA', 'gpu-server',
 'Rack-scale system: 72 Blackwell GPUs + 36 Grace CPUs in one NVLink domain, 18 compute trays, 9 NVLink switch trays, liquid cooled',
 48, 1360, 120000, 132000, 1, 0.85, 0, 2000000, 'gb200', 72,
 'estimate: NVIDIA DGX SuperPOD GB200 Reference Architecture, NVIDIA, 2024, https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-gb200/latest/ (18 compute trays, 9 NVLink switch trays per rack; 8 racks an SU at 1.2 MW TDP); max 132 kW, the upper end of the ~120-132 kW published for an NVL72 rack; typical 120 kW; ~1,360 kg as integrators give it; liquid fraction 0.85 estimate: power shelves, NICs, optics and drives stay on air (10-20 % of a direct-to-chip rack''s heat: Direct-to-Chip Liquid Cooling, AI Data Center Guide, 2026, https://app.aidatacenterguide.com/part-5-cooling-and-thermal-management/5-4-direct-to-chip-liquid-cooling-dlc-the-2026-default)', '2024', 1,
 'estimate: ~$2M per GB200 NVL72 rack, the figure commonly reported in 2025-26 market analyses; no published list price', '2026-06', 1),
('HGX-H100-OEM', 'HGX H100 8-GPU server (OEM)', 'OEM', 'gpu-server',
 'Generic OEM server on an HGX H100 8-GPU baseboard, 8x single-port 400G NICs, air cooled',
 8, 110, 7500, 10000, 1, 0, 0, 250000, 'h100-sxm', 8,
 'estimate: typical of OEM servers on an HGX H100 8-GPU baseboard (6-8U, ~10 kW max, as in Dell, Supermicro and HPE sheets); weight typical of 8U HGX servers; typical 75% of max', '2026-11', 1,
 'estimate: typical 2025-26 market price of an HGX H100 8-GPU baseboard (~$200k) plus ~$50k for the server; no published list price', '2026-11', 1),
('MI300X-8GPU-SERVER', 'AMD MI300X 8-GPU server (OEM)', 'OEM', 'gpu-server',
 'Generic OEM server with 8x AMD Instinct MI300X (OAM), 8x 400G NICs, air cooled',
 8, 115, 7500, 10000, 1, 0, 0, 150000, 'mi300x', 8,
 'estimate: typical of OEM 8x MI300X OAM servers (~8U, ~10 kW max); typical 75% of max', '2026-11', 1,
 'estimate: typical 2025-26 market price of 8 MI300X (~$100k, from ~$12k-18k a GPU) plus ~$50k for the server; no published list price', '2026-11', 1),
-- Gaudi 3 has its scale-out Ethernet on the chip: 3 of each accelerator's 24x 200GbE ports leave
-- the baseboard through 6 OSFP 800G ports, hence "scaleout" rather than NIC ports.
('GAUDI3-8GPU-SERVER', 'Intel Gaudi 3 8-accelerator server (OEM)', 'OEM', 'gpu-server',
 'Generic OEM server with 8x Intel Gaudi 3 (OAM), on-chip RoCE scale-out via 6x 800G OSFP, air cooled',
 8, 110, 6000, 8000, 1, 0, 0, 175000, 'gaudi3', 8,
 'estimate: typical of OEM 8x Gaudi 3 OAM servers (~8U, ~7-8 kW max); typical 75% of max', '2026-11', 1,
 'estimate: Intel''s stated price of $125,000 for a kit of eight Gaudi 3 accelerators on a baseboard (Computex, June 2024, as widely reported) plus ~$50k for the server', '2026-11', 1),
('L40S-8GPU-SERVER', 'L40S 8-GPU inference server (OEM)', 'OEM', 'gpu-server',
 'Generic 4U PCIe server with 8x NVIDIA L40S 48GB for inference, 4x 400G NICs, air cooled',
 4, 60, 2625, 3500, 1, 0, 0, 97000, 'l40s', 8,
 'estimate: typical of 2-4U PCIe inference servers (2-3.5 kW max; the upper end for 8 GPUs of 350 W); typical 75% of max', '2026-11', 1,
 'estimate: typical 2025-26 market price of an L40S (~$8k-10k; 8x $9k) plus ~$25k for the server', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Switches. NVIDIA publishes no switch prices: all estimates.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('MQM9700-NS2F', 'NVIDIA Quantum-2 QM9700 (managed)', 'NVIDIA', 'switch',
 'InfiniBand NDR switch, 64x 400G in 32 twin-port OSFP cages, managed (on-box subnet manager)',
 1, 14.5, 747, 1720, 0, 30000,
 'NVIDIA Quantum-2 QM97X0 NDR InfiniBand Switch Systems User Manual, NVIDIA, 2022, https://docs.nvidia.com/networking/display/qm97x0pub (1U, 64x 400G in 32 OSFP cages); 747 W typical, 1,720 W max from reseller sheets; weight estimate', '2022', 0,
 'estimate: street price of a managed NDR switch', '2026-11', 1),
('MQM9790-NS2F', 'NVIDIA Quantum-2 QM9790 (unmanaged)', 'NVIDIA', 'switch',
 'InfiniBand NDR switch, 64x 400G in 32 twin-port OSFP cages, unmanaged (needs UFM)',
 1, 14.5, 747, 1610, 0, 27000,
 'NVIDIA Quantum-2 QM97X0 NDR InfiniBand Switch Systems User Manual, NVIDIA, 2022, https://docs.nvidia.com/networking/display/qm97x0pub (QM9790 1.61 kW max); typical as QM9700; weight estimate', '2022', 0,
 'estimate: managed QM9700 price less ~10%', '2026-11', 1),
-- Power is not published for the Q3400: scaled from the QM9700 by switching capacity
-- (115.2 Tb/s vs 25.6 Tb/s), without optics.
('Q3400-RA', 'NVIDIA Quantum-X800 Q3400-RA', 'NVIDIA', 'switch',
 'InfiniBand XDR switch, 144x 800G in 72 twin-port OSFP cages',
 4, 45, 3500, 6000, 1, 150000,
 'estimate: NVIDIA DGX SuperPOD B300 XDR Reference Architecture (RA-11339-001), NVIDIA, 2025, https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300-xdr/latest/ (Q3400: 4U, 144x 800G; power not published); power scaled from QM9700', '2026-11', 1,
 'estimate: ~5x a QM9700 for 4.5x the switching capacity', '2026-11', 1),
('SN5600', 'NVIDIA Spectrum-4 SN5600', 'NVIDIA', 'switch',
 'Ethernet switch, 64x 800G OSFP (each splits to 2x 400G), for storage and in-band fabrics',
 2, 16, 940, 1800, 0, 45000,
 'NVIDIA Spectrum-4 SN5000 series datasheet, NVIDIA, 2023, https://www.nvidia.com/en-us/networking/ethernet-switching/spectrum-sn5000/ (SN5600: 2U, 64x 800G OSFP, 940 W typical); max power and weight estimate', '2023', 0,
 'estimate: street price of a 51.2T Ethernet switch', '2026-11', 1),
('SN4600C', 'NVIDIA Spectrum-2 SN4600C', 'NVIDIA', 'switch',
 'Ethernet switch, 64x 100G QSFP28, for storage and in-band management',
 2, 12, 466, 700, 0, 20000,
 'NVIDIA Spectrum SN4000 series datasheet, NVIDIA, 2020, https://www.nvidia.com/en-us/networking/ethernet-switching/spectrum-sn4000/ (SN4600C: 2U, 64x 100G QSFP28, 466 W typical); max power and weight estimate', '2020', 0,
 'estimate: street price of a 6.4T Ethernet switch', '2026-11', 1),
('SN2201', 'NVIDIA Spectrum SN2201', 'NVIDIA', 'switch',
 'Out-of-band management switch, 48x 1G RJ45 + 4x 100G QSFP28 uplinks',
 1, 7, 98, 150, 0, 8000,
 'NVIDIA Spectrum SN2000 series datasheet, NVIDIA, 2021, https://www.nvidia.com/en-us/networking/ethernet-switching/spectrum-sn2000/ (SN2201: 1U, 48x 1G RJ45 + 4x 100G QSFP28, 98 W typical); max power and weight estimate', '2021', 0,
 'estimate: street price of a 1G management switch with 100G uplinks', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Appliances and management servers.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('UFM-ENT-APPLIANCE', 'NVIDIA UFM Enterprise Appliance', 'NVIDIA', 'appliance',
 'InfiniBand fabric manager appliance; occupies two compute-fabric ports (the DGX SuperPOD reference architecture gives up a DGX slot for it)',
 1, 18, 480, 689, 1, 40000,
 'estimate: 1U NVIDIA UFM Enterprise Appliance (https://www.nvidia.com/en-us/networking/infiniband/ufm/) at 689 W max as appliance spec sheets list it; weight estimate; typical power estimate: 70% of max', '2022', 1,
 'estimate: appliance plus 3-year UFM Enterprise licence', '2026-11', 1),
('CTRL-PLANE-SRV', 'x86 control-plane server', 'Generic', 'management-server',
 '1U dual-socket x86 server for the cluster head/control plane (Slurm or Kubernetes, BCM); BasePOD uses 5',
 1, 18, 400, 800, 1, 15000,
 'estimate: typical 1U dual-socket server (the NVIDIA DGX BasePOD reference architecture, https://docs.nvidia.com/dgx-basepod/, uses 5 control-plane servers)', '2026-11', 1,
 'estimate: 1U dual-socket server with 2x 100G NIC', '2026-11', 1);

-- Storage appliances: read bandwidth is what the storage fabric sizing uses (the DGX SuperPOD RA
-- reads at over 40 GB/s per DGX). Capacities are typical usable figures for NVMe configurations.
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
 'estimate: ~8 GB/s read per node, from the ~80 GB/s per 10 nodes commonly quoted for WekaFS clusters in 2025-26 storage comparisons; capacity and power typical of 1U NVMe nodes', '2026-11', 1,
 'estimate: server plus WEKA licence for ~150 TB', '2026-11', 1),
('PURE-FLASHBLADE-E', 'Pure Storage FlashBlade//E chassis', 'Pure Storage', 'storage',
 'Scale-out all-flash file and object storage, capacity-oriented (QLC)',
 5, 110, 1800, 2600, 1, 400000, 2000, 50,
 'estimate: ~50 GB/s read, the figure commonly quoted for a FlashBlade//E system in 2025-26 storage comparisons; chassis size, capacity and power estimate', '2026-11', 1,
 'estimate: ~$0.20 per usable GB', '2026-11', 1),
('VAST-CBOX-DBOX', 'VAST Data Ceres DBox + CBox pair', 'VAST Data', 'storage',
 'Disaggregated all-flash storage building block (one Ceres DBox, one CBox of 4 CNodes)',
 3, 60, 1800, 2500, 1, 450000, 1000, 40,
 'estimate: a building block''s share of the ~100 GB/s commonly quoted for a small VAST Data cluster in 2025-26 storage comparisons; per-building-block figures estimate', '2026-11', 1,
 'estimate: ~$0.45 per usable GB', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Racks and PDUs (DGX SuperPOD data-centre design: EIA-310, at least 48U, 800 x 1200 mm; 415 V
-- 60 A 3-phase feeds of about 32.7 kW each). Racks draw no power.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           list_price_usd, max_load_kg, width_mm, depth_mm,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('RACK-42U', '42U rack 800 x 1200 mm', 'Generic', 'rack',
 'EIA-310 19-inch cabinet, 42U usable, 800 mm wide for cable management, 1200 mm deep',
 42, 140, 2500, 1500, 800, 1200,
 'estimate: cabinet of the kind NVIDIA DGX SuperPOD Data Center Design (DGX H100), NVIDIA, 2023, https://docs.nvidia.com/dgx-superpod/design-guides/dgx-superpod-data-center-design-h100/latest/ asks for (EIA-310, 800 x 1200 mm); weight and static load typical of AI cabinets', '2026-11', 1,
 'estimate', '2026-11', 1),
('RACK-48U', '48U rack 800 x 1200 mm', 'Generic', 'rack',
 'EIA-310 19-inch cabinet, 48U usable (the DGX SuperPOD minimum), 800 x 1200 mm',
 48, 160, 3000, 1500, 800, 1200,
 'estimate: cabinet as NVIDIA DGX SuperPOD Data Center Design (DGX H100), NVIDIA, 2023, https://docs.nvidia.com/dgx-superpod/design-guides/dgx-superpod-data-center-design-h100/latest/ asks for (EIA-310, at least 48U, 800 x 1200 mm); weight and static load estimate', '2026-11', 1,
 'estimate', '2026-11', 1),
('RACK-52U', '52U rack 800 x 1200 mm', 'Generic', 'rack',
 'EIA-310 19-inch cabinet, 52U usable, 800 x 1200 mm (52U-60U racks are common for AI)',
 52, 175, 3500, 1500, 800, 1200,
 'estimate: taller EIA-310 cabinet (52U-60U racks are common in AI halls); weight and static load estimate', '2026-11', 1,
 'estimate', '2026-11', 1),
-- The NVL72 frame comes with the DGX-GB200-NVL72 system: its weight and price are in the system
-- row, so both are 0 here; the load rating must carry the ~1,360 kg system and its PDUs (a
-- 132 kW GB200 NVL72 that survives losing a feed needs four 34.5 kW circuits per feed: eight 15 kg
-- PDUs, 1,480 kg in all).
('RACK-NVL72', 'GB200 NVL72 rack frame (MGX)', 'NVIDIA', 'rack',
 '48U MGX frame of a GB200 NVL72 system; weight and price included in DGX-GB200-NVL72',
 48, 0, 0, 1600, 600, 1068,
 'estimate: the ~1,360 kg of an NVL72 system (as integrators give it) plus the PDUs of two feeds; MGX rack footprint 600 x 1068 mm', '2026-11', 1,
 'included in DGX-GB200-NVL72', '2026-11', 0),
-- The frame a DGX GB300 NVL72 comes in: the same MGX frame and footprint as GB200's, its weight
-- and price in the DGX-GB300-NVL72 row. A 142 kW GB300 NVL72 that survives losing a feed needs
-- five 34.5 kW circuits per feed: ten 15 kg PDUs and the ~1,360 kg system, 1,510 kg in all.
('RACK-GB300-NVL72', 'GB300 NVL72 rack frame (MGX)', 'NVIDIA', 'rack',
 '48U MGX frame of a GB300 NVL72 system; weight and price included in DGX-GB300-NVL72',
 48, 0, 0, 1600, 600, 1068,
 'estimate: the GB300 NVL72 rack of NVIDIA Enterprise Reference Architecture NVL72 AI Factory, System Hardware & Components, NVIDIA, https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html (one rack: 18 compute trays, 9 NVSwitch trays, 8 power shelves, up to 142 kW); load rating: the ~1,360 kg system (Why the NVIDIA GB300 NVL72 (Blackwell Ultra) Matters, Introl, 2025, https://introl.com/blog/why-nvidia-gb300-nvl72-blackwell-ultra-matters) plus ten 15 kg PDUs of two feeds; MGX rack footprint 600 x 1068 mm as the GB200 NVL72 frame', '2026-11', 1,
 'included in DGX-GB300-NVL72', '2026-11', 0);

-- PDUs draw a little power themselves (metering, display, network card): never 0.
-- Capacity: 415 V x 60 A 3-phase is about 32.7 kW as the DGX SuperPOD data-centre design counts it
-- (after derating); 208 V x 60 A 3-phase with the same 80% continuous derating is 17.3 kW.
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           power_capacity_w,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('PDU-415V-60A-3P', 'Metered PDU 415 V 60 A 3-phase', 'Generic', 'pdu',
 'Zero-U rack PDU, 415 V 60 A three-phase feed, C13/C19 outlets, network metered',
 0, 15, 20, 30, 1, 4000, 32700,
 'estimate: the 415 V 60 A 3-phase rack feed of NVIDIA DGX SuperPOD Data Center Design (DGX H100), NVIDIA, 2023, https://docs.nvidia.com/dgx-superpod/design-guides/dgx-superpod-data-center-design-h100/latest/ (about 32.7 kW); own draw and weight estimate', '2026-11', 1,
 'estimate: metered 3-phase PDU', '2026-11', 1),
('PDU-208V-60A-3P', 'Metered PDU 208 V 60 A 3-phase', 'Generic', 'pdu',
 'Zero-U rack PDU, 208 V 60 A three-phase feed (North America), network metered',
 0, 14, 20, 30, 1, 3500, 17300,
 'estimate: 208 V x 60 A x sqrt(3) x 0.8 continuous derating; own draw and weight estimate', '2026-11', 1,
 'estimate: metered 3-phase PDU', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- NICs, transceivers and cables. Optics prices are not published: estimates.
-- A transceiver's "line" group says how many ports of which speed one module serves.
-- ---------------------------------------------------------------------------------------------
INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('CX7-400G-OSFP', 'NVIDIA ConnectX-7 400G OSFP adapter', 'NVIDIA', 'nic',
 'Single-port 400G InfiniBand NDR / Ethernet PCIe Gen5 adapter, OSFP cage',
 0.3, 24.9, 30, 0, 2500,
 'NVIDIA ConnectX-7 Adapter Cards User Manual, NVIDIA, 2022, https://docs.nvidia.com/networking/display/connectx7vpi (single-port 400G OSFP: 24.9 W typical); max power estimate', '2022', 0,
 'estimate', '2026-11', 1),
('OSFP-2x400G-TWINPORT', 'NVIDIA twin-port 2x400G OSFP transceiver (MMA4Z00-NS)', 'NVIDIA', 'transceiver',
 'Finned-top twin-port 2x 400G SR4 multimode OSFP for QM9700/QM9790 and the DGX H100 cages, 2x MPO-12',
 0.05, 17, 17, 0, 1600,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview and MMA4Z00-NS / MMA4Z00-NS400 specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (twin-port 2x400G SR4: ~17 W, serves two 400G links)', '2023', 0,
 'estimate', '2026-11', 1),
('OSFP-400G-SINGLE', 'NVIDIA 400G OSFP transceiver (MMA4Z00-NS400)', 'NVIDIA', 'transceiver',
 'Flat-top single-port 400G SR4 multimode OSFP for ConnectX-7 adapters, 1x MPO-12',
 0.03, 8, 8, 0, 900,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview and MMA4Z00-NS / MMA4Z00-NS400 specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (single-port 400G SR4: 8 W typical)', '2023', 0,
 'estimate', '2026-11', 1),
('OSFP-2x400G-800G', 'NVIDIA 800G (2x400G) OSFP transceiver', 'NVIDIA', 'transceiver',
 'Twin-port 2x 400G OSFP module for SN5600 800G ports (and XDR breakout), 2x MPO-12',
 0.05, 16, 17, 1, 1800,
 'estimate: like the twin-port 2x400G NDR module (MMA4Z00-NS, ~17 W)', '2026-11', 1,
 'estimate', '2026-11', 1),
('OSFP-2x800G-XDR', 'NVIDIA twin-port 2x800G OSFP transceiver (XDR)', 'NVIDIA', 'transceiver',
 'Twin-port 2x 800G OSFP module for Quantum-X800 Q3400 cages, 2x MPO-12',
 0.05, 28, 30, 1, 3500,
 'estimate: twice the lane rate of the 2x400G module', '2026-11', 1,
 'estimate', '2026-11', 1),
('QSFP112-400G', '400G QSFP112 transceiver', 'NVIDIA', 'transceiver',
 '400G SR4 QSFP112 module for the ConnectX-7 / BlueField-3 storage and in-band ports, 1x MPO-12',
 0.03, 9, 10, 1, 1000,
 'estimate: similar to the single-port 400G OSFP module (MMA4Z00-NS400, 8 W typical)', '2026-11', 1,
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
-- DGX H100/H200/B200 (user guides, SuperPOD RA): 8 single-port ConnectX-7 brought out through 4 twin-port OSFP
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
-- and in-band (DGX A100 user guide: 8x 200 Gb/s).
('DGX-A100', 'ib', 8, 200, 'QSFP56', 'compute', 1),
('DGX-A100', 'storage', 2, 200, 'QSFP56', 'storage', 1),
('DGX-A100', 'inband', 2, 200, 'QSFP56', 'inband', 1),
('DGX-A100', 'bmc', 1, 1, 'RJ45', 'oob', 1),
-- GB200 NVL72 (GB200 SuperPOD RA): 18 compute trays, each with 4 ConnectX-7 400G (one per GPU: 72 compute
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
-- Cloud offers. Instances (per instance-hour, 2024 list prices) and per-GPU market prices (on-demand
-- $/GPU-hour in Q2 2026 price comparisons: cheapest / mid-range / hyperscaler). A price a provider
-- or a dated public page states is cited; a price known only from comparisons, a range's midpoint
-- or an "x and up" lower bound is an estimate. No H100 PCIe rows: no h100-pcie accelerator here.
-- ---------------------------------------------------------------------------------------------
INSERT INTO cloud_offers (id, provider, instance, accelerator_id, gpus_per_instance,
                          on_demand_usd_per_hour, reserved_1y_usd_per_hour,
                          reserved_3y_usd_per_hour, spot_usd_per_hour,
                          source, source_date, estimate) VALUES
('aws-p5.48xlarge', 'AWS', 'p5.48xlarge', 'h100-sxm', 8, 100, NULL, NULL, NULL,
 'Amazon EC2 On-Demand Pricing, AWS, 2024, https://aws.amazon.com/ec2/pricing/on-demand/ (p5.48xlarge, 8x H100, US East: $98.32/hour before the June 2025 price cut; shown rounded)', '2024', 0),
('azure-nd-h100-v5', 'Azure', 'ND H100 v5', 'h100-sxm', 8, 90, NULL, NULL, NULL,
 'estimate: ~$90/hour for an Azure ND H100 v5 VM (8x H100) on demand, a 2024 comparison figure; Azure''s price list (https://azure.microsoft.com/pricing/details/virtual-machines/linux/) gives the current rate', '2024', 1),
('gcp-a3-highgpu-8g', 'Google Cloud', 'a3-highgpu-8g', 'h100-sxm', 8, 110, NULL, NULL, NULL,
 'estimate: ~$110/hour for a Google Cloud a3-highgpu-8g (8x H100) on demand, a 2024 comparison figure; Google Cloud''s GPU price list (https://cloud.google.com/compute/gpus-pricing) gives the current rate by region', '2024', 1),
('aws-p4d.24xlarge', 'AWS', 'p4d.24xlarge', 'a100-sxm-40gb', 8, 32, NULL, NULL, NULL,
 'Amazon EC2 On-Demand Pricing, AWS, 2024, https://aws.amazon.com/ec2/pricing/on-demand/ (p4d.24xlarge, 8x A100 40GB, US East: $32.77/hour before the June 2025 price cut; shown rounded down)', '2024', 0),
('azure-nd-a100-v4', 'Azure', 'ND A100 v4', 'a100-sxm-80gb', 8, 30, NULL, NULL, NULL,
 'estimate: ~$30/hour for an Azure A100 v4-series VM with 8x A100 80GB on demand, a 2024 comparison figure; Azure''s price list (https://azure.microsoft.com/pricing/details/virtual-machines/linux/, NDm A100 v4) gives the current rate', '2024', 1),
('gcp-a2-ultragpu-8g', 'Google Cloud', 'a2-ultragpu-8g', 'a100-sxm-80gb', 8, 35, NULL, NULL, NULL,
 'estimate: ~$35/hour for a Google Cloud a2-ultragpu-8g (8x A100 80GB) on demand, a 2024 comparison figure; Google Cloud''s GPU price list (https://cloud.google.com/compute/gpus-pricing) gives the current rate by region', '2024', 1),
-- H100 SXM
('thunder-h100-sxm', 'Thunder Compute', 'H100 SXM (per GPU)', 'h100-sxm', 1, 1.38, NULL, NULL, NULL,
 'estimate: lowest on-demand H100 SXM price per GPU-hour in Q2 2026 GPU cloud price comparisons (Thunder Compute); Thunder Compute''s price page (https://www.thundercompute.com/pricing) gives the current rate', '2026-06', 1),
('midrange-h100-sxm', 'CoreWeave / Lambda', 'H100 SXM (per GPU)', 'h100-sxm', 1, 3.09, NULL, NULL, NULL,
 'estimate: midpoint of the $2.89-3.29 per GPU-hour that specialist clouds (CoreWeave, Lambda) charged for H100 SXM on demand in Q2 2026 price comparisons', '2026-06', 1),
('aws-h100-sxm', 'AWS', 'H100 SXM (per GPU)', 'h100-sxm', 1, 6.88, NULL, NULL, NULL,
 '"GPU pricing trends in 2026", CompuX, 2026, https://compux.net/docs/guides/gpu-pricing-trends-2026 (H100 from $1.47 per GPU-hour on marketplaces to $6.88 on AWS on demand)', '2026', 0),
-- H200 SXM
('spheron-h200-sxm', 'Spheron', 'H200 SXM (per GPU)', 'h200-sxm', 1, 3.89, NULL, NULL, NULL,
 'estimate: lowest on-demand H200 SXM price per GPU-hour in Q2 2026 GPU cloud price comparisons (Spheron); Spheron''s price page (https://www.spheron.network) gives the current rate', '2026-06', 1),
('midrange-h200-sxm', 'CoreWeave / Lambda', 'H200 SXM (per GPU)', 'h200-sxm', 1, 4.54, NULL, NULL, NULL,
 'estimate: mid-range on-demand H200 SXM price per GPU-hour in Q2 2026 price comparisons; Spheron listed $4.54 on 2026-03-17 ("NVIDIA H200 vs B200 vs GB200", Spheron, 2026-03-18, https://www.spheron.network/blog/nvidia-h200-vs-b200-vs-gb200)', '2026-06', 1),
('hyperscaler-h200-sxm', 'AWS / GCP / Azure', 'H200 SXM (per GPU)', 'h200-sxm', 1, 5.00, NULL, NULL, NULL,
 'estimate: lower bound of the "$5.00 and up" per GPU-hour that AWS, Google Cloud and Azure charged for H200 on demand in Q2 2026 price comparisons', '2026-06', 1),
-- B200
('spheron-b200', 'Spheron', 'B200 (per GPU)', 'b200', 1, 3.39, NULL, NULL, 2.12,
 'estimate: lowest on-demand ($3.39) and spot ($2.12) B200 prices per GPU-hour in Q2 2026 GPU cloud price comparisons (Spheron); Spheron''s price page (https://www.spheron.network) gives the current rates', '2026-06', 1),
('midrange-b200', 'CoreWeave / Lambda', 'B200 (per GPU)', 'b200', 1, 6.02, NULL, NULL, NULL,
 'estimate: mid-range on-demand B200 price per GPU-hour in Q2 2026 price comparisons; Spheron listed $6.03 on 2026-03-17 ("NVIDIA H200 vs B200 vs GB200", Spheron, 2026-03-18, https://www.spheron.network/blog/nvidia-h200-vs-b200-vs-gb200)', '2026-06', 1),
('aws-b200', 'AWS', 'B200 (per GPU)', 'b200', 1, 14.24, NULL, NULL, NULL,
 '"GPU Pricing Models Compared 2026", packet.ai, 2026-06, https://packet.ai/blog/gpu-pricing-models-compared (AWS on-demand rates of $8.00-14.24 per GPU-hour for H200 and B200; the top of the range is B200)', '2026-06', 0),
-- GB200
('runcrate-gb200', 'Runcrate', 'GB200 (per GPU)', 'gb200', 1, 3.50, NULL, NULL, NULL,
 'estimate: lowest on-demand GB200 price per GPU-hour in Q2 2026 GPU cloud price comparisons (Runcrate); Runcrate''s price page gives the current rate', '2026-06', 1),
('oracle-gb200', 'Oracle Cloud', 'GB200 (per GPU)', 'gb200', 1, 5.85, NULL, NULL, NULL,
 'estimate: Oracle Cloud on-demand GB200 price per GPU-hour as Q2 2026 GPU cloud price comparisons list it; the provider''s price list (https://www.oracle.com/cloud/compute/pricing/) gives the current rate', '2026-06', 1),
('gcp-gb200', 'Google Cloud', 'GB200 (per GPU)', 'gb200', 1, 6.95, NULL, NULL, NULL,
 'estimate: Google Cloud on-demand GB200 price per GPU-hour as Q2 2026 GPU cloud price comparisons list it; the provider''s price list (https://cloud.google.com/compute/gpus-pricing) gives the current rate', '2026-06', 1),
-- MI300X
('tensorwave-mi300x', 'TensorWave', 'MI300X (per GPU)', 'mi300x', 1, 1.50, NULL, NULL, NULL,
 '"AMD inference economics" (research note), Cliff Center, 2026-05-18, https://www.cliffcenter.com/research/amd-inference-economics (MI300X at $1.50 per GPU-hour at TensorWave)', '2026-05-18', 0),
('vultr-mi300x', 'Vultr', 'MI300X (per GPU)', 'mi300x', 1, 1.85, NULL, NULL, NULL,
 '"AMD inference economics" (research note), Cliff Center, 2026-05-18, https://www.cliffcenter.com/research/amd-inference-economics (MI300X at $1.85 per GPU-hour at Vultr)', '2026-05-18', 0),
('azure-mi300x', 'Azure', 'MI300X (per GPU)', 'mi300x', 1, 7.86, NULL, NULL, NULL,
 'estimate: Azure (ND MI300X v5) on-demand MI300X price per GPU-hour as Q2 2026 GPU cloud price comparisons list it; the provider''s price list (https://azure.microsoft.com/pricing/details/virtual-machines/linux/) gives the current rate', '2026-06', 1),
-- A100 80GB
('spheron-a100-80gb', 'Spheron', 'A100 80GB (per GPU)', 'a100-sxm-80gb', 1, 1.07, NULL, NULL, NULL,
 'estimate: lowest on-demand A100 80GB price per GPU-hour in Q2 2026 GPU cloud price comparisons (Spheron); Spheron''s price page (https://www.spheron.network) gives the current rate', '2026-06', 1),
('midrange-a100-80gb', 'CoreWeave / Lambda', 'A100 80GB (per GPU)', 'a100-sxm-80gb', 1, 1.75, NULL, NULL, NULL,
 'estimate: midpoint of the $1.50-2.00 per GPU-hour that specialist clouds (CoreWeave, Lambda) charged for A100 80GB on demand in Q2 2026 price comparisons', '2026-06', 1),
('hyperscaler-a100-80gb', 'AWS / GCP / Azure', 'A100 80GB (per GPU)', 'a100-sxm-80gb', 1, 3.00, NULL, NULL, NULL,
 'estimate: lower bound of the "$3.00 and up" per GPU-hour that AWS, Google Cloud and Azure charged for A100 80GB on demand in Q2 2026 price comparisons', '2026-06', 1),
-- Gaudi 3
('market-gaudi3', 'various', 'Gaudi 3 (per accelerator)', 'gaudi3', 1, 2.00, NULL, NULL, NULL,
 'estimate: midpoint of the ~$1.50-2.50 per accelerator-hour quoted for Gaudi 3 cloud capacity in Q2 2026 price comparisons', '2026-06', 1),
-- L40S
('spheron-l40s', 'Spheron', 'L40S (per GPU)', 'l40s', 1, 0.91, NULL, NULL, NULL,
 'estimate: lowest on-demand L40S price per GPU-hour in Q2 2026 GPU cloud price comparisons (Spheron); Spheron''s price page (https://www.spheron.network) gives the current rate', '2026-06', 1),
('midrange-l40s', 'CoreWeave / Lambda', 'L40S (per GPU)', 'l40s', 1, 1.75, NULL, NULL, NULL,
 'estimate: midpoint of the $1.50-2.00 per GPU-hour that specialist clouds (CoreWeave, Lambda) charged for L40S on demand in Q2 2026 price comparisons', '2026-06', 1);

-- ---------------------------------------------------------------------------------------------
-- Power supplies and PDU inputs (schema 2, issue 14).
-- DGX H100/H200: six 3.3 kW supplies, 4+2; they run at reduced performance on three and need three
-- to boot (DGX H100/H200 user guide, "Power Specifications", as summarised by third parties).
-- DGX B200: six 3.3 kW supplies, 5+1 (DGX B200 user guide); how few keep it running is not
-- published: three (9.9 kW, the same floor as the H100's) is our estimate.
-- DGX A100: six 3 kW supplies; 3+3 per its user guide as we read it (estimate until checked).
-- ---------------------------------------------------------------------------------------------
INSERT INTO power_supplies (sku, supplies, needed_full, needed_up, source, source_date, estimate) VALUES
('DGX-H100', 6, 4, 3, 'NVIDIA DGX H100/H200 User Guide, NVIDIA, 2024, https://docs.nvidia.com/dgx/dgxh100-user-guide/ (six 3.3 kW supplies, 4+2; runs throttled on 3 and boots on 3, as third-party summaries of its power specifications read it)', '2024', 0),
('DGX-H200', 6, 4, 3, 'NVIDIA DGX H100/H200 User Guide, NVIDIA, 2024, https://docs.nvidia.com/dgx/dgxh100-user-guide/ (six 3.3 kW supplies, 4+2; runs throttled on 3 and boots on 3, as third-party summaries of its power specifications read it)', '2024', 0),
('DGX-B200', 6, 5, 3, 'NVIDIA DGX B200 User Guide, NVIDIA, 2025, https://docs.nvidia.com/dgx/dgxb200-user-guide/ (six 3.3 kW supplies, 5+1); 3 to run is an estimate (9.9 kW, the DGX H100''s floor)', '2025', 1),
('DGX-A100', 6, 3, 3, 'estimate: DGX A100 user guide (6 x 3 kW supplies, 3+3)', '2026-11', 1);

INSERT INTO pdu_inputs (sku, voltage_v, current_a, phases, derating) VALUES
('PDU-415V-60A-3P', 415, 60, 3, 0.8),
('PDU-208V-60A-3P', 208, 60, 3, 0.8);

-- ---------------------------------------------------------------------------------------------
-- Assumption defaults for TCO, cloud comparison and rack budgets.
-- ---------------------------------------------------------------------------------------------
INSERT INTO assumptions (key, value, unit, description, source, source_date, estimate) VALUES
('electricity_usd_per_kwh', 0.10, 'USD/kWh', 'Price of electricity at the facility meter',
 'estimate: round figure between the 2024 US average retail electricity prices for industrial (~8 cents/kWh) and commercial (~13 cents/kWh) customers (U.S. Energy Information Administration, Electric Power Monthly, table 5.6.A, https://www.eia.gov/electricity/monthly/)', '2024', 1),
('pue', 1.3, 'ratio', 'Power usage effectiveness: facility power = IT power x PUE',
 'estimate: modern air/liquid hybrid data centre', '2026-11', 1),
('years', 5, 'years', 'Service life over which TCO is computed and hardware depreciated',
 'estimate: usual GPU cluster depreciation period', '2026-11', 1),
('load_factor', 0.8, 'fraction', 'Share of the year the cluster is busy (its utilization): scales energy use (at max power) and the cloud hours it replaces',
 'estimate: well-run training cluster', '2026-11', 1),
('hours_per_year', 8760, 'h', 'Hours in a year, for energy and cloud cost (24 x 365)',
 'arithmetic: 24 hours x 365 days (a common year)', '2024', 0),
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
 'estimate: the upper end of the 30-40 kW per rack that air cooling handles without rear-door heat exchangers; four DGX H100 at 10.2 kW each (NVIDIA DGX H100/H200 User Guide, NVIDIA, 2024, https://docs.nvidia.com/dgx/dgxh100-user-guide/) exceed it', '2024', 1),
('air_cooling_limit_kw', 40, 'kW', 'Air-cooled heat per rack above which liquid or rear-door cooling is needed',
 'estimate: the upper end of the 30-40 kW per rack commonly given as the limit of air cooling (in-row air to ~30 kW, rear-door heat exchangers to ~50 kW, direct-to-chip liquid above)', '2026-06', 1),
('pdu_feeds_per_rack', 3, 'count', 'Minimum PDU feeds per GPU rack',
 'NVIDIA DGX SuperPOD Data Center Design (DGX H100), NVIDIA, 2023, https://docs.nvidia.com/dgx-superpod/design-guides/dgx-superpod-data-center-design-h100/latest/ (at least three 415 V 60 A feeds per rack, each sized for 50% of the rack peak)', '2023', 0),
('pdu_load_fraction', 0.5, 'fraction', 'Share of the rack peak each PDU feed must carry alone (redundancy)',
 'NVIDIA DGX SuperPOD Data Center Design (DGX H100), NVIDIA, 2023, https://docs.nvidia.com/dgx-superpod/design-guides/dgx-superpod-data-center-design-h100/latest/ (each rack feed sized for 50% of the rack peak)', '2023', 0),
('storage_gbytes_per_s_per_node', 40, 'GB/s', 'Storage read bandwidth each DGX node needs',
 'NVIDIA DGX SuperPOD Reference Architecture featuring DGX H100 (RA-11333-001), NVIDIA, 2023, https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/ (storage fabric: a GPUDirect Storage application reads at over 40 GB/s per DGX H100)', '2023', 0),
('airflow_delta_t_f', 25, 'F', 'Air temperature rise across equipment, for CFM = 3.16 x W / delta-T',
 'estimate: typical server inlet-to-exhaust rise', '2026-11', 1),
('floor_load_kg_per_m2', 1500, 'kg/m2', 'Floor load rating a GPU hall needs at least',
 'estimate: a common minimum floor rating asked of AI halls (1,500 kg/m2 and up); a ~1,360 kg NVL72 rack on 0.6 x 1.2 m alone loads ~1,890 kg/m2 before the aisle share', '2026-06', 1);

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
                          memory_type, memory_bandwidth_tbps, tdp_w, scale_up_link, scale_up_gbps,
                          source, source_date, estimate) VALUES
-- The B300 RA credits a DGX B300 with 72 PFLOPS FP8 for training, as a DGX B200: 36 PFLOPS dense
-- for 8 GPUs, 4,500 per GPU. 288 GB HBM3e at 8 TB/s per GPU (HGX B300 platform figures, as read
-- by third parties); TDP from third-party server sheets.
('b300', 'NVIDIA B300 (Blackwell Ultra SXM)', 'NVIDIA', 2250, 4500, 288, 'HBM3e', 8.0, 1100,
 'NVLink 5, 1,800 GB/s', 900,
 'estimate: B300 SuperPOD RA key components (DGX B300 72 PFLOPS FP8, as DGX B200); 288 GB, 8 TB/s: HGX B300 spec (acecloud.ai, 2026-02-23); 1,100 W TDP: third-party server sheet; scale_up_gbps 900: half the 1,800 GB/s NVLink figure, which counts both directions', '2026-02-23', 1),
('gb300', 'NVIDIA GB300 (Blackwell Ultra GPU in NVL72)', 'NVIDIA', 2500, 5000, 288, 'HBM3e', 8.0, 1400,
 'NVLink 5, 1,800 GB/s', 900,
 'estimate: as gb200 for throughput; 288 GB HBM3e per Blackwell Ultra GPU; 1,400 W (huggingface.co/hardware/b300); scale_up_gbps 900: half the 1,800 GB/s NVLink figure, which counts both directions', '2026-11', 1);

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
 'NVIDIA Enterprise Reference Architecture NVL72 AI Factory, System Hardware & Components, NVIDIA, https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html (up to 142 kW, 8x 33 kW power shelves, 9 NVSwitch trays, 18 compute trays); weight estimate as GB200 NVL72; typical ~85% of max estimate; liquid fraction 0.85 estimate: power shelves, NICs, optics and drives stay on air (10-20 % of a direct-to-chip rack''s heat: Direct-to-Chip Liquid Cooling, AI Data Center Guide, 2026, https://app.aidatacenterguide.com/part-5-cooling-and-thermal-management/5-4-direct-to-chip-liquid-cooling-dlc-the-2026-default)', '2026-11', 0,
 'estimate: the ~$2M commonly reported for a GB200 NVL72 rack plus a premium for Blackwell Ultra; no published list price', '2026-11', 1),
-- Parts of a GB300 NVL72 rack, for designs drawn tray by tray (the generator uses the whole rack).
('GB300-COMPUTE-TRAY', 'NVIDIA GB300 NVL compute tray', 'NVIDIA', 'gpu-server',
 '1U liquid-cooled tray: 4 Blackwell Ultra GPUs, 2 Grace CPUs, 4x ConnectX-8 800G, 1x BlueField-3, 1 M.2 + 4 E1.S NVMe',
 1, 40, 5000, 6600, 1, 0.85, 0, 150000, 'gb300', 4,
 'estimate: NVIDIA Enterprise Reference Architecture NVL72 AI Factory, System Hardware & Components, NVIDIA, https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html (tray contents); power from the 142 kW rack less switch trays, over 18 trays; liquid fraction 0.85 estimate: power shelves, NICs, optics and drives stay on air (10-20 % of a direct-to-chip rack''s heat: Direct-to-Chip Liquid Cooling, AI Data Center Guide, 2026, https://app.aidatacenterguide.com/part-5-cooling-and-thermal-management/5-4-direct-to-chip-liquid-cooling-dlc-the-2026-default)', '2026-11', 1,
 'estimate: rack price share', '2026-11', 1);

INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('GB300-NVSWITCH-TRAY', 'NVIDIA NVLink switch tray (NVL72)', 'NVIDIA', 'switch',
 '1U tray with 2 NVLink 5 switch chips; 9 per NVL72 rack give all 72 GPUs full NVLink bandwidth (NVLink ports are the rack backplane, not cabled)',
 1, 20, 1800, 2400, 1, 60000,
 'NVIDIA Enterprise Reference Architecture NVL72 AI Factory, System Hardware & Components, NVIDIA, https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html (9 NVSwitch trays per rack); power and weight estimate', '2026-11', 1,
 'estimate: rack price share', '2026-11', 1),
('SN5610', 'NVIDIA Spectrum-4 SN5610', 'NVIDIA', 'switch',
 'Spectrum-X Ethernet switch, 51.2 Tb/s, 64x 800G OSFP cages used as 128x 400G, for Spectrum-X compute fabrics',
 2, 16, 940, 1800, 0, 45000,
 'estimate: figures as SN5600 (same Spectrum-4 ASIC and port count; NVIDIA Spectrum-4 SN5000 series datasheet, https://www.nvidia.com/en-us/networking/ethernet-switching/spectrum-sn5000/); B300 SuperPOD RA (busbar) Spectrum-X fabric', '2026-11', 1,
 'estimate: as SN5600', '2026-11', 1),
('UFM-XDR-APPLIANCE', 'NVIDIA UFM Enterprise Appliance (XDR)', 'NVIDIA', 'appliance',
 'InfiniBand fabric manager appliance for Quantum-X800 fabrics, two XDR ports',
 1, 18, 480, 689, 1, 45000,
 'estimate: as UFM-ENT-APPLIANCE, with XDR ports; RA-11339-001 management rack shows UFM appliances', '2026-11', 1,
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
 'NVIDIA Enterprise Reference Architecture NVL72 AI Factory, System Hardware & Components, NVIDIA, https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html (8 power shelves of 33 kW, six 5.5 kW PSUs each); own draw (conversion loss) and weight estimate', '2026-11', 0,
 'estimate', '2026-11', 1);

INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('CX8-800G-OSFP', 'NVIDIA ConnectX-8 SuperNIC 800G', 'NVIDIA', 'nic',
 'Single-port 800G XDR InfiniBand / 2x 400G Ethernet SuperNIC, OSFP (8 per DGX B300, 4 per GB300 compute tray)',
 0.3, 30, 40, 1, 3500,
 'estimate: 8x ConnectX-8 at 800G per DGX B300 (NVIDIA DGX SuperPOD B300 XDR Reference Architecture (RA-11339-001), NVIDIA, 2025, https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300-xdr/latest/); power scaled from ConnectX-7', '2026-11', 1,
 'estimate', '2026-11', 1),
('BF3-B3240', 'NVIDIA BlueField-3 B3240 DPU', 'NVIDIA', 'nic',
 'Dual-port 400G QSFP112 DPU (storage and in-band ports of DGX B200/B300, GB200/GB300 trays)',
 0.5, 120, 150, 1, 4000,
 'estimate: BlueField-3 P-series (dual-port QSFP112, PCIe Gen5 x16); DGX B200 user guide (2x BlueField-3 dual port)', '2024', 1,
 'estimate', '2026-11', 1),
('OSFP-800G-XDR-SINGLE', 'NVIDIA 800G XDR OSFP transceiver (single port)', 'NVIDIA', 'transceiver',
 'Flat-top single-port 800G OSFP for ConnectX-8 SuperNICs on XDR links, 1x MPO-16',
 0.04, 16, 17, 1, 2200,
 'estimate: half of the twin-port 2x800G module, as the single-port 400G module is about half of the twin-port 2x400G one', '2026-11', 1,
 'estimate', '2026-11', 1);

INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, ports_per_cage) VALUES
-- DGX B300 (RA-11339-001): 8 ConnectX-8 at 800G, one OSFP each; 2 BlueField-3 with one storage
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
                    kv_heads, head_dim, context_tokens, ffn_size, vocab_size, experts,
                    active_experts, source, source_date, estimate) VALUES
('llama-3.1-8b', 'Llama 3.1 8B', 8, 8, 32, 4096, 32, 8, 128, 131072, 14336, 128256, 0, 0,
 'The Llama 3 Herd of Models, Meta, 2024, https://arxiv.org/abs/2407.21783 (table 3); Llama 3.1 model card, Meta, 2024, https://github.com/meta-llama/llama-models/blob/main/models/llama3_1/MODEL_CARD.md; config.json of meta-llama/Llama-3.1-8B, Meta, 2024, https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json (FFN 14,336, vocabulary 128,256)', '2024-07-23', 0),
('llama-3.1-70b', 'Llama 3.1 70B', 70, 70, 80, 8192, 64, 8, 128, 131072, 28672, 128256, 0, 0,
 'The Llama 3 Herd of Models, Meta, 2024, https://arxiv.org/abs/2407.21783 (table 3); Llama 3.1 model card, Meta, 2024, https://github.com/meta-llama/llama-models/blob/main/models/llama3_1/MODEL_CARD.md; config.json of meta-llama/Llama-3.1-70B, Meta, 2024, https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json (FFN 28,672, vocabulary 128,256)', '2024-07-23', 0),
('llama-3.1-405b', 'Llama 3.1 405B', 405, 405, 126, 16384, 128, 8, 128, 131072, 53248, 128256, 0, 0,
 'The Llama 3 Herd of Models, Meta, 2024, https://arxiv.org/abs/2407.21783 (table 3); Llama 3.1 model card, Meta, 2024, https://github.com/meta-llama/llama-models/blob/main/models/llama3_1/MODEL_CARD.md; config.json of meta-llama/Llama-3.1-405B, Meta, 2024, https://huggingface.co/meta-llama/Llama-3.1-405B/blob/main/config.json (FFN 53,248, vocabulary 128,256)', '2024-07-23', 0),
-- 8 experts per layer, 2 active per token: 46.7B in all, 12.9B used per token.
('mixtral-8x7b', 'Mixtral 8x7B', 46.7, 12.9, 32, 4096, 32, 8, 128, 32768, 14336, 32000, 8, 2,
 'Mixtral of Experts, Mistral AI, 2024, https://arxiv.org/abs/2401.04088 (table 1: hidden_dim 14,336, vocab_size 32,000, 8 experts, top 2)', '2024-01-08', 0),
-- Multi-head latent attention caches one 512-value latent and one 64-value RoPE key per token and
-- layer (576 values) instead of 128 heads of keys and values: stored as 1 KV head of 288, so that
-- 2 x kv_heads x head_dim = 576 in the KV-cache formula.
-- ffn_size is one routed expert's (2,048). Each MoE layer also has 1 shared expert of the same
-- size, and the first 3 layers are dense with an FFN of 18,432: the split of parameters into
-- params_b and active_params_b already counts both, so only the routed experts are listed here.
('deepseek-v3', 'DeepSeek-V3', 671, 37, 61, 7168, 128, 1, 288, 131072, 2048, 129280, 256, 8,
 'DeepSeek-V3 Technical Report, DeepSeek-AI, 2024, https://arxiv.org/abs/2412.19437 (sections 2.1 and 4.2: 1 shared and 256 routed experts of intermediate size 2,048, 8 active, first 3 layers dense); config.json of deepseek-ai/DeepSeek-V3, DeepSeek-AI, 2024, https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json (moe_intermediate_size 2,048, intermediate_size 18,432, vocab_size 129,280, n_routed_experts 256, num_experts_per_tok 8, n_shared_experts 1, first_k_dense_replace 3)', '2024-12-27', 0),
('gpt-3-175b', 'GPT-3 175B', 175, 175, 96, 12288, 96, 96, 128, 2048, 49152, 50257, 0, 0,
 'Language Models are Few-Shot Learners, OpenAI, 2020, https://arxiv.org/abs/2005.14165 (table 2.1; section 2.1: the feed-forward layer is four times the bottleneck layer, d_ff = 4 x 12,288 = 49,152; the GPT-2 byte-level BPE vocabulary of 50,257 tokens, Language Models are Unsupervised Multitask Learners, OpenAI, 2019)', '2020-05-28', 0);

-- ---------------------------------------------------------------------------------------------
-- Kernel efficiency: one row per line, so that calibrating a row is a one-line change.
-- ---------------------------------------------------------------------------------------------
INSERT INTO kernel_efficiency (accelerator_id, precision, matmul, source, source_date,
                               estimate) VALUES
('a100-sxm-80gb', 'bf16', 0.58, 'calibrated: the share that predicts Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, Narayanan et al., SC21, 2021, https://arxiv.org/abs/2104.04473 (table 1: 1.7B to 1T parameters on 32 to 3,072 A100 80GB) within 9 % on every row; it absorbs what the step-time model does not count', '2021-04', 0),
('a100-sxm-40gb', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('h100-sxm', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('h100-sxm', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('h200-sxm', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('h200-sxm', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('b200', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('b200', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('gb200', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('gb200', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('b300', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('b300', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('gb300', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('gb300', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('mi300x', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1),
('mi300x', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1),
('gaudi3', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1);

-- ---------------------------------------------------------------------------------------------
-- Facility models. No vendor here publishes list prices for this equipment: every price is an
-- estimate (typical market figures per kW as of its date). Generic items say so in their name.
-- ---------------------------------------------------------------------------------------------
INSERT INTO facility_models (sku, name, vendor, kind, description, capacity_kw, max_flow_lpm,
                             approach_k, own_power_kw, width_mm, depth_mm, height_mm, weight_kg,
                             list_price_usd, spec_source, spec_source_date, spec_estimate,
                             price_source, price_source_date, price_estimate) VALUES
('generic-utility-3mva', 'Utility transformer 3,000 kVA (generic)', 'Generic', 'utility',
 'Medium-voltage to 415/480 V pad-mount transformer and utility feed', 3000, 0, 0, 30,
 2400, 2200, 2300, 7500, 180000,
 'estimate: a common pad-mount transformer size (IEEE C57.12.00 standard ratings list 2,500 and 3,750 kVA; 3,000 kVA is a common size), losses about 1 % at rated load', '2026-01', 1,
 'estimate: about USD 60 per kVA for a liquid-filled pad-mount transformer, typical market figure', '2026-01', 1),
('generic-switchboard-4000a', 'Main switchboard 4,000 A 480 V (generic)', 'Generic', 'switchboard',
 'Low-voltage main switchboard with a 4,000 A main breaker: 480 V x 4,000 A x sqrt(3) = 3,325 kW', 3325, 0, 0, 5,
 4000, 1500, 2300, 4500, 250000,
 'estimate: 4,000 A is the largest standard main-breaker frame of UL 891 switchboards (Square D QED-2 and Eaton Pow-R-Line switchboards list 4,000 A mains); kW from 480 V three-phase', '2026-01', 1,
 'estimate: typical market figure for a 4,000 A switchboard line-up', '2026-01', 1),
('schneider-galaxy-vx-1250', 'Schneider Electric Galaxy VX 1250 kW', 'Schneider Electric', 'ups',
 'Modular three-phase UPS, 1,250 kW at 480 V', 1250, 0, 0, 38,
 5400, 1000, 1970, 6800, 560000,
 'Galaxy VX UPS with 1250 kW I/O Cabinet, Installation, Schneider Electric, 2022-10, https://www.se.com (document 990-6264C: 500 to 1,250 kW kW/kVA ratings); own power from about 97 % double-conversion efficiency; size and weight: estimate', '2022-10', 1,
 'estimate: about USD 450 per kW for a large modular UPS without batteries, typical market figure', '2026-01', 1),
('schneider-galaxy-vx-500', 'Schneider Electric Galaxy VX 500 kW', 'Schneider Electric', 'ups',
 'Modular three-phase UPS, 500 kW at 480 V', 500, 0, 0, 15,
 3000, 1000, 1970, 3200, 240000,
 'Galaxy VX UPS with 1250 kW I/O Cabinet, Installation, Schneider Electric, 2022-10, https://www.se.com (document 990-6264C: 500 kW rating); own power from about 97 % double-conversion efficiency; size and weight: estimate', '2022-10', 1,
 'estimate: about USD 480 per kW for a modular UPS without batteries, typical market figure', '2026-01', 1),
('starline-t5-800a', 'Starline Track Busway T5 800 A', 'Starline (Legrand)', 'busway',
 'Overhead plug-in busway, 800 A at 415 V three-phase: 415 V x 800 A x sqrt(3) = 575 kW (before the 80 % continuous derating)', 575, 0, 0, 1,
 230, 200, 0, 180, 45000,
 'STARLINE Track Busway Product Selection Guide, T5 Series 250, 400 & 800 Amps, Universal Electric Corporation, https://www.starlinepower.com/busway/ ; kW from 415 V three-phase; weight of a 20 m run: estimate', '2019', 1,
 'estimate: about USD 2,000 per metre for a 20 m 800 A run with tap-off boxes, typical market figure', '2026-01', 1),
('starline-t5-400a', 'Starline Track Busway T5 400 A', 'Starline (Legrand)', 'busway',
 'Overhead plug-in busway, 400 A at 415 V three-phase: 415 V x 400 A x sqrt(3) = 287 kW (before the 80 % continuous derating)', 287, 0, 0, 0.5,
 230, 200, 0, 120, 28000,
 'STARLINE Track Busway Product Selection Guide, T5 Series 250, 400 & 800 Amps, Universal Electric Corporation, https://www.starlinepower.com/busway/ ; kW from 415 V three-phase; weight of a 20 m run: estimate', '2019', 1,
 'estimate: about USD 1,300 per metre for a 20 m 400 A run with tap-off boxes, typical market figure', '2026-01', 1),
('generic-floor-pdu-300kva', 'Floor PDU 300 kVA (generic)', 'Generic', 'floor-pdu',
 'Floor-standing PDU with isolation transformer and panelboards (Vertiv Liebert PPC class)', 270, 0, 0, 6,
 1400, 900, 2000, 1300, 65000,
 'estimate: 300 kVA at 0.9 power factor, the largest frame of common floor PDUs such as Vertiv Liebert PPC (https://www.vertiv.com/en-us/products-catalog/critical-power/power-distribution/)', '2026-01', 1,
 'estimate: typical market figure for a 300 kVA floor PDU', '2026-01', 1),
('generic-rpp-225a', 'Remote power panel 225 A (generic)', 'Generic', 'rpp',
 'Remote power panel fed from a floor PDU or switchboard: 415 V x 225 A x sqrt(3) = 162 kW', 162, 0, 0, 0.3,
 600, 600, 2000, 300, 18000,
 'estimate: a 225 A panelboard at 415 V three-phase, the common RPP size', '2026-01', 1,
 'estimate: typical market figure for a 225 A remote power panel', '2026-01', 1),
('nvidia-800vdc-power-rack', '800 V DC power rack (announced)', 'NVIDIA ecosystem', 'dc-power-rack',
 'Announcement, no datasheet: a sidecar rack converting AC to 800 V DC for Vera Rubin-class racks', 1000, 0, 0, 20,
 600, 1200, 2300, 1500, 300000,
 'announcement: NVIDIA 800 VDC architecture for AI factories (Computex 2025, NVIDIA Technical Blog, https://developer.nvidia.com/blog/nvidia-800-v-hvdc-architecture-will-power-the-next-generation-of-ai-factories/); capacity, size and weight: estimate', '2025-05', 1,
 'estimate: no price announced; about USD 300 per kW', '2026-01', 1),
('vertiv-coolchip-cdu-2300', 'Vertiv CoolChip CDU 2300', 'Vertiv', 'cdu',
 'Row/room liquid-to-liquid CDU, 2,300 kW', 2300, 3300, 4, 20,
 2400, 1200, 2300, 3500, 350000,
 'Vertiv CoolChip CDU 2300 product page, Vertiv, https://www.vertiv.com/en-us/products-catalog/thermal-management/liquid-cooling/ (up to 2,300 kW liquid-to-liquid); flow for 10 K rise, 4 K approach, pump power, size: estimate', '2025', 1,
 'estimate: about USD 150 per kW for a large liquid-to-liquid CDU, typical market figure', '2026-01', 1),
('vertiv-coolchip-cdu-600', 'Vertiv CoolChip CDU 600', 'Vertiv', 'cdu',
 'In-row liquid-to-liquid CDU, 600 kW', 600, 860, 4, 6,
 600, 1200, 2000, 900, 120000,
 'Vertiv CoolChip CDU 600 product page, Vertiv, https://www.vertiv.com/en-us/products-catalog/thermal-management/liquid-cooling/ (in-row, 600 kW liquid-to-liquid); flow for 10 K rise, 4 K approach, pump power, size: estimate', '2025', 1,
 'estimate: about USD 200 per kW for an in-row CDU, typical market figure', '2026-01', 1),
('vertiv-coolchip-cdu-100', 'Vertiv CoolChip CDU 100', 'Vertiv', 'cdu',
 'In-rack liquid-to-liquid CDU, 100 kW (4U)', 100, 145, 5, 1.5,
 450, 800, 180, 90, 30000,
 'Vertiv CoolChip CDU 100 product page, Vertiv, https://www.vertiv.com/en-us/products-catalog/thermal-management/liquid-cooling/ (in-rack, 100 kW); flow for 10 K rise, approach, pump power: estimate', '2025', 1,
 'estimate: about USD 300 per kW for an in-rack CDU, typical market figure', '2026-01', 1),
('vertiv-liebert-cw-200', 'Vertiv Liebert CW chilled-water CRAH 200 kW', 'Vertiv', 'crah',
 'Perimeter chilled-water air handler with EC fans', 200, 0, 0, 12,
 2550, 890, 1970, 900, 90000,
 'Vertiv Liebert CW chilled-water thermal management system, Vertiv, https://www.vertiv.com/en-us/products-catalog/thermal-management/room-cooling/liebert-cw/ (range to about 220 kW sensible); the 200 kW point, fan power and size: estimate', '2024', 1,
 'estimate: about USD 450 per kW for a large chilled-water CRAH, typical market figure', '2026-01', 1),
('generic-dry-cooler-1000', 'Adiabatic dry cooler 1,000 kW (generic)', 'Generic', 'dry-cooler',
 'Facility-water dry cooler with adiabatic assist, for warm-water (W32/W40) loops', 1000, 0, 0, 25,
 12000, 2400, 2600, 9000, 250000,
 'estimate: a common single-unit size of adiabatic dry coolers for data centres; warm-water classes from ASHRAE TC 9.9 Liquid Cooling Guidelines for Datacom Equipment Centers (W32, W40), ASHRAE, https://www.ashrae.org/technical-resources/bookstore/datacom-series', '2026-01', 1,
 'estimate: about USD 250 per kW, typical market figure', '2026-01', 1),
('generic-chiller-1500', 'Air-cooled chiller 1,500 kW with free cooling (generic)', 'Generic', 'chiller',
 'Air-cooled screw chiller with free-cooling coils (Vertiv Liebert AFC class)', 1500, 0, 0, 300,
 12000, 2300, 2500, 16000, 600000,
 'estimate: Vertiv Liebert AFC air-cooled chillers reach about 2.2 MW (https://www.vertiv.com/en-us/products-catalog/thermal-management/free-cooling-chillers/); 1,500 kW at a COP of 5: estimate', '2026-01', 1,
 'estimate: about USD 400 per kW for an air-cooled free-cooling chiller, typical market figure', '2026-01', 1);

-- ---------------------------------------------------------------------------------------------
-- Media (schema 5): the lengths of cable people buy, single-mode optics, and what each cable and
-- transceiver carries. SKUs of earlier catalogs keep their meaning (FIBER-MPO-10M is the 10 m OM4
-- trunk); the new lengths have their own names so the old default cable stays what it was.
INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate,
                           price_source, price_source_date, price_estimate) VALUES
('OSFP-2x400G-DR4', 'NVIDIA twin-port 2x400G DR4 OSFP transceiver (MMS4X00-NM)', 'NVIDIA', 'transceiver',
 'Twin-port 2x 400G DR4 single-mode OSFP for switch links beyond multimode reach, 2x MPO-12 APC',
 0.05, 17, 17, 0, 2400,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (twin-port 2x DR4: 500 m single-mode; single-mode twin-port modules stay at 17 W)', '2025', 0,
 'estimate: no list price is published', '2026-11', 1),
('OSFP-400G-DR4', 'NVIDIA 400G DR4 OSFP transceiver (MMS4X00-NS400)', 'NVIDIA', 'transceiver',
 'Flat-top single-port 400G DR4 single-mode OSFP for ConnectX-7 adapters, 1x MPO-12 APC',
 0.05, 8, 9, 0, 1300,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (single-port 400G DR4 module: 9 W, 6.5 W in 200G mode)', '2025', 0,
 'estimate: no list price is published', '2026-11', 1),
('QSFP112-400G-DR4', 'NVIDIA 400G DR4 QSFP112 transceiver (MMS1X00-NS400)', 'NVIDIA', 'transceiver',
 '400G DR4 single-mode QSFP112 module for ConnectX-7 / BlueField-3 ports, 1x MPO-12 APC',
 0.05, 8, 9, 0, 1300,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (QSFP112 DR4: same optics as the OSFP module, 9 W)', '2025', 0,
 'estimate: no list price is published', '2026-11', 1),
('OSFP-2x800G-DR8', 'NVIDIA twin-port 2x800G DR8 OSFP transceiver (XDR)', 'NVIDIA', 'transceiver',
 'Twin-port 2x 800G single-mode OSFP for Quantum-X800 Q3400 cages, 2x MPO-12 APC',
 0.05, 28, 30, 1, 5000,
 'estimate: as the multimode 2x800G XDR module; single-mode DR reach 500 m as the 400G DR4 family', '2026-11', 1,
 'estimate: no list price is published', '2026-11', 1),
('OSFP-800G-DR8', 'NVIDIA 800G DR8 OSFP transceiver', 'NVIDIA', 'transceiver',
 'Single-port 800G single-mode OSFP for ConnectX-8 and SN5600 800G ports, 1x MPO-16 APC',
 0.05, 15, 16, 1, 2500,
 'estimate: twice the lanes of the 400G DR4 module', '2026-11', 1,
 'estimate: no list price is published', '2026-11', 1),
('DAC-400G-OSFP-0.5M', 'Passive copper 2x400G twin-port OSFP cable (MCP4Y10), 0.5 m', 'NVIDIA', 'cable',
 'Twin-port OSFP to twin-port OSFP direct-attach copper: two 400G links between switches in one rack',
 0.4, 0, 0.1, 0, 150,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (0.5, 1, 1.5 and 2 m; 0.1 W max)', '2025', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-400G-OSFP-1M', 'Passive copper 2x400G twin-port OSFP cable (MCP4Y10), 1 m', 'NVIDIA', 'cable',
 'Twin-port OSFP to twin-port OSFP direct-attach copper: two 400G links between switches in one rack',
 0.5, 0, 0.1, 0, 180,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (0.5, 1, 1.5 and 2 m; 0.1 W max)', '2025', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-400G-OSFP-1.5M', 'Passive copper 2x400G twin-port OSFP cable (MCP4Y10), 1.5 m', 'NVIDIA', 'cable',
 'Twin-port OSFP to twin-port OSFP direct-attach copper: two 400G links between switches in one rack',
 0.6, 0, 0.1, 0, 220,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (0.5, 1, 1.5 and 2 m; 0.1 W max)', '2025', 0,
 'estimate: typical market price', '2026-11', 1),
('ACC-400G-OSFP-3M', 'Active copper 2x400G twin-port OSFP cable (MCA4J80), 3 m', 'NVIDIA', 'cable',
 'Twin-port OSFP active copper (ACC): two 400G links beyond passive DAC reach, to about 5 m',
 1, 3, 4, 1, 600,
 'estimate: LinkX ACC MCA4J80-N003/N004/N005 lengths (3-5 m) from the LinkX 400G overview; about 1.5-2 W per end', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('ACC-400G-OSFP-4M', 'Active copper 2x400G twin-port OSFP cable (MCA4J80), 4 m', 'NVIDIA', 'cable',
 'Twin-port OSFP active copper (ACC): two 400G links beyond passive DAC reach, to about 5 m',
 1.2, 3, 4, 1, 650,
 'estimate: LinkX ACC MCA4J80-N003/N004/N005 lengths (3-5 m) from the LinkX 400G overview; about 1.5-2 W per end', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('ACC-400G-OSFP-5M', 'Active copper 2x400G twin-port OSFP cable (MCA4J80), 5 m', 'NVIDIA', 'cable',
 'Twin-port OSFP active copper (ACC): two 400G links beyond passive DAC reach, to about 5 m',
 1.4, 3, 4, 1, 700,
 'estimate: LinkX ACC MCA4J80-N003/N004/N005 lengths (3-5 m) from the LinkX 400G overview; about 1.5-2 W per end', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('DAC-400G-OSFP-SPLIT-1M', 'Passive copper splitter, twin-port OSFP to 2x 400G OSFP (MCP7Y00), 1 m', 'NVIDIA', 'cable',
 'Twin-port OSFP plug on the switch to two flat-top 400G OSFP plugs on single-port adapters',
 0.5, 0, 0.1, 0, 250,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (1 to 3 m; 0.1 W max)', '2023', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-400G-OSFP-SPLIT-1.5M', 'Passive copper splitter, twin-port OSFP to 2x 400G OSFP (MCP7Y00), 1.5 m', 'NVIDIA', 'cable',
 'Twin-port OSFP plug on the switch to two flat-top 400G OSFP plugs on single-port adapters',
 0.6, 0, 0.1, 0, 280,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (1 to 3 m; 0.1 W max)', '2023', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-400G-OSFP-SPLIT-2M', 'Passive copper splitter, twin-port OSFP to 2x 400G OSFP (MCP7Y00), 2 m', 'NVIDIA', 'cable',
 'Twin-port OSFP plug on the switch to two flat-top 400G OSFP plugs on single-port adapters',
 0.7, 0, 0.1, 0, 320,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (1 to 3 m; 0.1 W max)', '2023', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-400G-OSFP-SPLIT-3M', 'Passive copper splitter, twin-port OSFP to 2x 400G OSFP (MCP7Y00), 3 m', 'NVIDIA', 'cable',
 'Twin-port OSFP plug on the switch to two flat-top 400G OSFP plugs on single-port adapters',
 0.9, 0, 0.1, 0, 380,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (1 to 3 m; 0.1 W max)', '2023', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-800G-OSFP-1M', 'Passive copper 2x800G twin-port OSFP cable (XDR), 1 m', 'NVIDIA', 'cable',
 'Twin-port OSFP direct-attach copper for Quantum-X800 cages: two 800G links inside one rack',
 0.55, 0, 0.1, 1, 400,
 'estimate: 200G-per-lane passive copper reaches about 2 m', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('DAC-800G-OSFP-1.5M', 'Passive copper 2x800G twin-port OSFP cable (XDR), 1.5 m', 'NVIDIA', 'cable',
 'Twin-port OSFP direct-attach copper for Quantum-X800 cages: two 800G links inside one rack',
 0.675, 0, 0.1, 1, 450,
 'estimate: 200G-per-lane passive copper reaches about 2 m', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('DAC-800G-OSFP-2M', 'Passive copper 2x800G twin-port OSFP cable (XDR), 2 m', 'NVIDIA', 'cable',
 'Twin-port OSFP direct-attach copper for Quantum-X800 cages: two 800G links inside one rack',
 0.8, 0, 0.1, 1, 500,
 'estimate: 200G-per-lane passive copper reaches about 2 m', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('DAC-100G-QSFP28-1M', 'Passive copper 100G QSFP28 cable (MCP1600), 1 m', 'NVIDIA', 'cable',
 'QSFP28 direct-attach copper for 100G links inside a rack or to the next one',
 0.3, 0, 0.1, 0, 60,
 'IEEE 802.3bj-2014, 100GBASE-CR4: 5 m of twinax, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-100G-QSFP28-2M', 'Passive copper 100G QSFP28 cable (MCP1600), 2 m', 'NVIDIA', 'cable',
 'QSFP28 direct-attach copper for 100G links inside a rack or to the next one',
 0.4, 0, 0.1, 0, 70,
 'IEEE 802.3bj-2014, 100GBASE-CR4: 5 m of twinax, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-100G-QSFP28-3M', 'Passive copper 100G QSFP28 cable (MCP1600), 3 m', 'NVIDIA', 'cable',
 'QSFP28 direct-attach copper for 100G links inside a rack or to the next one',
 0.5, 0, 0.1, 0, 80,
 'IEEE 802.3bj-2014, 100GBASE-CR4: 5 m of twinax, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0,
 'estimate: typical market price', '2026-11', 1),
('DAC-100G-QSFP28-5M', 'Passive copper 100G QSFP28 cable (MCP1600), 5 m', 'NVIDIA', 'cable',
 'QSFP28 direct-attach copper for 100G links inside a rack or to the next one',
 0.7, 0, 0.1, 0, 110,
 'IEEE 802.3bj-2014, 100GBASE-CR4: 5 m of twinax, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0,
 'estimate: typical market price', '2026-11', 1),
('AOC-400G-3M', 'Active optical 400G cable, 3 m', 'NVIDIA', 'cable',
 'Active optical cable with built-in single-port 400G OSFP ends',
 0.16, 12, 15, 1, 750,
 'estimate: two ends of ~6-7.5 W', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('AOC-400G-5M', 'Active optical 400G cable, 5 m', 'NVIDIA', 'cable',
 'Active optical cable with built-in single-port 400G OSFP ends',
 0.2, 12, 15, 1, 800,
 'estimate: two ends of ~6-7.5 W', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('AOC-400G-20M', 'Active optical 400G cable, 20 m', 'NVIDIA', 'cable',
 'Active optical cable with built-in single-port 400G OSFP ends',
 0.5, 12, 15, 1, 1050,
 'estimate: two ends of ~6-7.5 W', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('AOC-400G-30M', 'Active optical 400G cable, 30 m', 'NVIDIA', 'cable',
 'Active optical cable with built-in single-port 400G OSFP ends',
 0.7, 12, 15, 1, 1200,
 'estimate: two ends of ~6-7.5 W', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-OM4-1M', 'MPO-12 multimode trunk, 1 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for 400G SR4 links',
 0.06, 0, 0, 0, 50,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-OM4-2M', 'MPO-12 multimode trunk, 2 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for 400G SR4 links',
 0.07, 0, 0, 0, 55,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-OM4-5M', 'MPO-12 multimode trunk, 5 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for 400G SR4 links',
 0.1, 0, 0, 0, 65,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-OM4-7M', 'MPO-12 multimode trunk, 7 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for 400G SR4 links',
 0.12, 0, 0, 0, 70,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-OM4-15M', 'MPO-12 multimode trunk, 15 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for 400G SR4 links',
 0.2, 0, 0, 0, 90,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-OM4-20M', 'MPO-12 multimode trunk, 20 m', 'Generic', 'cable',
 'OM4 MPO-12 APC cable for 400G SR4 links',
 0.25, 0, 0, 0, 100,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-1M', 'MPO-12 APC single-mode trunk, 1 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.06, 0, 0, 0, 55,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-2M', 'MPO-12 APC single-mode trunk, 2 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.07, 0, 0, 0, 58,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-3M', 'MPO-12 APC single-mode trunk, 3 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.08, 0, 0, 0, 60,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-5M', 'MPO-12 APC single-mode trunk, 5 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.1, 0, 0, 0, 65,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-7M', 'MPO-12 APC single-mode trunk, 7 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.12, 0, 0, 0, 68,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-10M', 'MPO-12 APC single-mode trunk, 10 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.15, 0, 0, 0, 72,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-15M', 'MPO-12 APC single-mode trunk, 15 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.2, 0, 0, 0, 80,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-20M', 'MPO-12 APC single-mode trunk, 20 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.25, 0, 0, 0, 88,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-30M', 'MPO-12 APC single-mode trunk, 30 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.35, 0, 0, 0, 100,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-50M', 'MPO-12 APC single-mode trunk, 50 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.55, 0, 0, 0, 130,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-70M', 'MPO-12 APC single-mode trunk, 70 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 0.75, 0, 0, 0, 160,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-100M', 'MPO-12 APC single-mode trunk, 100 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 1.05, 0, 0, 0, 200,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-150M', 'MPO-12 APC single-mode trunk, 150 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 1.55, 0, 0, 0, 270,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-200M', 'MPO-12 APC single-mode trunk, 200 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 2.05, 0, 0, 0, 340,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-300M', 'MPO-12 APC single-mode trunk, 300 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 3.05, 0, 0, 0, 480,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('FIBER-MPO-SM-500M', 'MPO-12 APC single-mode trunk, 500 m', 'Generic', 'cable',
 'OS2 single-mode MPO-12/APC cable for DR4 links beyond multimode reach',
 5.05, 0, 0, 0, 760,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-1M', 'Cat6 patch cable, 1 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.08, 0, 0, 0, 3,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-2M', 'Cat6 patch cable, 2 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.11, 0, 0, 0, 4,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-5M', 'Cat6 patch cable, 5 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.2, 0, 0, 0, 6,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-7M', 'Cat6 patch cable, 7 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.26, 0, 0, 0, 7,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-10M', 'Cat6 patch cable, 10 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.35, 0, 0, 0, 8,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-15M', 'Cat6 patch cable, 15 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.5, 0, 0, 0, 10,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-20M', 'Cat6 patch cable, 20 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.65, 0, 0, 0, 12,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-30M', 'Cat6 patch cable, 30 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management',
 0.95, 0, 0, 0, 15,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-50M', 'Cat6 patch cable, 50 m', 'Generic', 'cable',
 'RJ45 copper patch cable for 1G out-of-band management runs across the hall',
 1.6, 0, 0, 0, 25,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1),
('CAT6-RJ45-90M', 'Cat6 patch cable, 90 m', 'Generic', 'cable',
 'RJ45 copper cable for the longest 1G out-of-band runs (the 90 m permanent link of a 100 m channel)',
 2.8, 0, 0, 0, 40,
 'estimate', '2026-11', 1,
 'estimate: typical market price', '2026-11', 1);

INSERT INTO media_specs (sku, medium, connector, speed_gbps, ports, breakout, reach_m, length_m,
                         source, source_date, estimate) VALUES
('OSFP-2x400G-DR4', 'os2', 'OSFP', 400, 2, 0, 500, 0,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (2x DR4: 500 m on single-mode fibre, two MPO-12/APC)', '2025', 0),
('OSFP-400G-DR4', 'os2', 'OSFP', 400, 1, 0, 500, 0,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (DR4: 500 m on single-mode fibre)', '2025', 0),
('QSFP112-400G-DR4', 'os2', 'QSFP112', 400, 1, 0, 500, 0,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (DR4: 500 m on single-mode fibre)', '2025', 0),
('OSFP-2x800G-DR8', 'os2', 'OSFP', 800, 2, 0, 500, 0,
 'estimate: 500 m single-mode as the 400G DR4 modules', '2026-11', 1),
('OSFP-800G-DR8', 'os2', 'OSFP', 800, 1, 0, 500, 0,
 'estimate: 500 m single-mode as the 400G DR4 modules', '2026-11', 1),
('OSFP-2x400G-TWINPORT', 'om4', 'OSFP', 400, 2, 0, 50, 0,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (2x SR4: 50 m on OM4 multimode, two MPO-12/APC)', '2025', 0),
('OSFP-400G-SINGLE', 'om4', 'OSFP', 400, 1, 0, 50, 0,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (SR4: 50 m on OM4 multimode)', '2025', 0),
('OSFP-2x400G-800G', 'om4', 'OSFP', 800, 1, 0, 50, 0,
 'estimate: as the 2x SR4 modules, 50 m on OM4', '2026-11', 1),
('OSFP-2x800G-XDR', 'om4', 'OSFP', 800, 2, 0, 50, 0,
 'estimate: as the 2x SR4 modules, 50 m on OM4', '2026-11', 1),
('QSFP112-400G', 'om4', 'QSFP112', 400, 1, 0, 50, 0,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (QSFP112 SR4: 50 m on OM4 multimode)', '2025', 0),
('QSFP28-100G-SR4', 'om4', 'QSFP28', 100, 1, 0, 100, 0,
 'IEEE 802.3bm-2015, 100GBASE-SR4: 100 m on OM4, https://standards.ieee.org/ieee/802.3bm/5537/', '2015', 0),
('DAC-400G-OSFP-0.5M', 'dac', 'OSFP', 400, 2, 0, 0.5, 0.5,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (0.5 m)', '2025', 0),
('DAC-400G-OSFP-1M', 'dac', 'OSFP', 400, 2, 0, 1, 1,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (1 m)', '2025', 0),
('DAC-400G-OSFP-1.5M', 'dac', 'OSFP', 400, 2, 0, 1.5, 1.5,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (1.5 m)', '2025', 0),
('DAC-400G-OSFP', 'dac', 'OSFP', 400, 2, 0, 2, 2,
 'MCP4Y10-Nxxx twin-port 2x400Gb/s OSFP passive DAC product specifications, NVIDIA, 2025, https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub (0.5 to 2 m; the 2 m length)', '2025', 0),
('ACC-400G-OSFP-3M', 'acc', 'OSFP', 400, 2, 0, 3, 3,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (ACC to 5 m; this is the 3 m length)', '2025', 0),
('ACC-400G-OSFP-4M', 'acc', 'OSFP', 400, 2, 0, 4, 4,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (ACC to 5 m; this is the 4 m length)', '2025', 0),
('ACC-400G-OSFP-5M', 'acc', 'OSFP', 400, 2, 0, 5, 5,
 'NVIDIA LinkX 400G/100G-PAM4 interconnect overview, NVIDIA, 2025, https://docs.nvidia.com/networking/display/400g100gpam4ovpub (ACC to 5 m; this is the 5 m length)', '2025', 0),
('DAC-400G-OSFP-SPLIT-1M', 'dac', 'OSFP', 400, 2, 1, 1, 1,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (1 m)', '2023', 0),
('DAC-400G-OSFP-SPLIT-1.5M', 'dac', 'OSFP', 400, 2, 1, 1.5, 1.5,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (1.5 m)', '2023', 0),
('DAC-400G-OSFP-SPLIT-2M', 'dac', 'OSFP', 400, 2, 1, 2, 2,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (2 m)', '2023', 0),
('DAC-400G-OSFP-SPLIT-3M', 'dac', 'OSFP', 400, 2, 1, 3, 3,
 'MCP7Y00-Nxxx twin-port 2x400G OSFP to 2x400G OSFP passive DAC splitter product specifications, NVIDIA, 2023, https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub (3 m)', '2023', 0),
('DAC-800G-OSFP-1M', 'dac', 'OSFP', 800, 2, 0, 1, 1,
 'estimate: 200G-per-lane passive copper, this is the 1 m length', '2026-11', 1),
('DAC-800G-OSFP-1.5M', 'dac', 'OSFP', 800, 2, 0, 1.5, 1.5,
 'estimate: 200G-per-lane passive copper, this is the 1.5 m length', '2026-11', 1),
('DAC-800G-OSFP-2M', 'dac', 'OSFP', 800, 2, 0, 2, 2,
 'estimate: 200G-per-lane passive copper, this is the 2 m length', '2026-11', 1),
('DAC-100G-QSFP28-1M', 'dac', 'QSFP28', 100, 1, 0, 1, 1,
 'IEEE 802.3bj-2014, 100GBASE-CR4: to 5 m, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0),
('DAC-100G-QSFP28-2M', 'dac', 'QSFP28', 100, 1, 0, 2, 2,
 'IEEE 802.3bj-2014, 100GBASE-CR4: to 5 m, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0),
('DAC-100G-QSFP28-3M', 'dac', 'QSFP28', 100, 1, 0, 3, 3,
 'IEEE 802.3bj-2014, 100GBASE-CR4: to 5 m, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0),
('DAC-100G-QSFP28-5M', 'dac', 'QSFP28', 100, 1, 0, 5, 5,
 'IEEE 802.3bj-2014, 100GBASE-CR4: to 5 m, https://standards.ieee.org/ieee/802.3bj/5238/', '2014', 0),
('AOC-400G-3M', 'aoc', 'OSFP', 400, 1, 0, 3, 3,
 'estimate: single-port 400G OSFP AOC; NVIDIA offers no twin-port AOC at 400G per port (LinkX 400G overview), so twin-port cages take transceivers and fibre', '2026-11', 1),
('AOC-400G-5M', 'aoc', 'OSFP', 400, 1, 0, 5, 5,
 'estimate: single-port 400G OSFP AOC; NVIDIA offers no twin-port AOC at 400G per port (LinkX 400G overview), so twin-port cages take transceivers and fibre', '2026-11', 1),
('AOC-400G-20M', 'aoc', 'OSFP', 400, 1, 0, 20, 20,
 'estimate: single-port 400G OSFP AOC; NVIDIA offers no twin-port AOC at 400G per port (LinkX 400G overview), so twin-port cages take transceivers and fibre', '2026-11', 1),
('AOC-400G-30M', 'aoc', 'OSFP', 400, 1, 0, 30, 30,
 'estimate: single-port 400G OSFP AOC; NVIDIA offers no twin-port AOC at 400G per port (LinkX 400G overview), so twin-port cages take transceivers and fibre', '2026-11', 1),
('AOC-400G', 'aoc', 'OSFP', 400, 1, 0, 10, 10,
 'estimate: single-port 400G OSFP AOC; NVIDIA offers no twin-port AOC at 400G per port (LinkX 400G overview), so twin-port cages take transceivers and fibre', '2026-11', 1),
('FIBER-MPO-OM4-1M', 'om4', 'MPO-12', 0, 1, 0, 1, 1,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-OM4-2M', 'om4', 'MPO-12', 0, 1, 0, 2, 2,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-OM4-5M', 'om4', 'MPO-12', 0, 1, 0, 5, 5,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-OM4-7M', 'om4', 'MPO-12', 0, 1, 0, 7, 7,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-OM4-15M', 'om4', 'MPO-12', 0, 1, 0, 15, 15,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-OM4-20M', 'om4', 'MPO-12', 0, 1, 0, 20, 20,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-3M', 'om4', 'MPO-12', 0, 1, 0, 3, 3,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-10M', 'om4', 'MPO-12', 0, 1, 0, 10, 10,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-30M', 'om4', 'MPO-12', 0, 1, 0, 30, 30,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-50M', 'om4', 'MPO-12', 0, 1, 0, 50, 50,
 'TIA-492AAAD OM4 multimode fibre; the reach is the transceivers'' (SR4: 50 m on OM4)', '2009', 0),
('FIBER-MPO-SM-1M', 'os2', 'MPO-12', 0, 1, 0, 1, 1,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-2M', 'os2', 'MPO-12', 0, 1, 0, 2, 2,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-3M', 'os2', 'MPO-12', 0, 1, 0, 3, 3,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-5M', 'os2', 'MPO-12', 0, 1, 0, 5, 5,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-7M', 'os2', 'MPO-12', 0, 1, 0, 7, 7,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-10M', 'os2', 'MPO-12', 0, 1, 0, 10, 10,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-15M', 'os2', 'MPO-12', 0, 1, 0, 15, 15,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-20M', 'os2', 'MPO-12', 0, 1, 0, 20, 20,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-30M', 'os2', 'MPO-12', 0, 1, 0, 30, 30,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-50M', 'os2', 'MPO-12', 0, 1, 0, 50, 50,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-70M', 'os2', 'MPO-12', 0, 1, 0, 70, 70,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-100M', 'os2', 'MPO-12', 0, 1, 0, 100, 100,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-150M', 'os2', 'MPO-12', 0, 1, 0, 150, 150,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-200M', 'os2', 'MPO-12', 0, 1, 0, 200, 200,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-300M', 'os2', 'MPO-12', 0, 1, 0, 300, 300,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('FIBER-MPO-SM-500M', 'os2', 'MPO-12', 0, 1, 0, 500, 500,
 'ITU-T G.652 single-mode fibre (OS2); the reach is the transceivers'' (DR4: 500 m)', '2016', 0),
('CAT6-RJ45-1M', 'cat6', 'RJ45', 1, 1, 0, 1, 1,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-2M', 'cat6', 'RJ45', 1, 1, 0, 2, 2,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-5M', 'cat6', 'RJ45', 1, 1, 0, 5, 5,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-7M', 'cat6', 'RJ45', 1, 1, 0, 7, 7,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-10M', 'cat6', 'RJ45', 1, 1, 0, 10, 10,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-15M', 'cat6', 'RJ45', 1, 1, 0, 15, 15,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-20M', 'cat6', 'RJ45', 1, 1, 0, 20, 20,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-30M', 'cat6', 'RJ45', 1, 1, 0, 30, 30,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-50M', 'cat6', 'RJ45', 1, 1, 0, 50, 50,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('CAT6-RJ45-90M', 'cat6', 'RJ45', 1, 1, 0, 90, 90,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0),
('OSFP-800G-XDR-SINGLE', 'om4', 'OSFP', 800, 1, 0, 50, 0,
 'estimate: as the 2x SR4 modules, 50 m on OM4', '2026-11', 1),
('CAT6-RJ45', 'cat6', 'RJ45', 1, 1, 0, 3, 3,
 'IEEE 802.3ab (1000BASE-T) over ANSI/TIA-568 Category 6 cabling: a 100 m channel', '1999', 0);

-- =============================================================================================
-- 2026-27 systems: Vera Rubin NVL72, Rubin CPX, ConnectX-9, BlueField-4, 800 V DC power.
-- =============================================================================================
-- Sources cited below by short name (each row's source text gives the full reference):
--   "Rubin platform blog"  Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer,
--                   NVIDIA Technical Blog, 2026-01-05, https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/
--                   (Rubin GPU: 50 PF NVFP4 inference, 35 PF NVFP4 training, 288 GB HBM4 at
--                   22 TB/s, NVLink 6 3.6 TB/s; VR NVL72: 72 GPUs, 36 Vera CPUs, 3.6 EF NVFP4
--                   inference, 2.5 EF NVFP4 training, 20.7 TB HBM4, 260 TB/s NVLink).
--   "NVL144 figures"  NVIDIA's Vera Rubin "NVL144" figures as reported by Megaobzor (2025) and,
--                   for FP4, by Tom's Hardware from the GTC 2025 roadmap (2025-03-18): 3.6 EF FP4
--                   inference, 1.2 EF FP8 training, 3.3x GB300 NVL72.
--   "CPX release"    NVIDIA Unveils Rubin CPX, NVIDIA Newsroom, 2025-09-09,
--                   https://nvidianews.nvidia.com/news/nvidia-unveils-rubin-cpx-a-new-class-of-gpu-designed-for-massive-context-inference
--                   (30 PF NVFP4, 128 GB GDDR7; NVL144 CPX: 8 EF, 100 TB fast memory, 1.7 PB/s).
-- NVIDIA quotes Rubin's NVFP4 "inference" figure with its adaptive compression and its NVFP4
-- "training" figure without it; the ratio (50:35) is the 3:2 that SemiAnalysis reads between
-- NVIDIA's announced and dense figures. The catalog stores the dense (training) rate and keeps the
-- announced one in figure_ranges, so sizing does not count a speed-up a workload may not get.
INSERT INTO accelerators (id, name, vendor, bf16_dense_tflops, fp8_dense_tflops, fp4_dense_tflops,
                          memory_gb, memory_type, memory_bandwidth_tbps, tdp_w, scale_up_link,
                          scale_up_gbps, source, source_date, estimate, confidence) VALUES
('rubin', 'NVIDIA Rubin (GPU package in Vera Rubin NVL72)', 'NVIDIA', 8333, 16667, 35000, 288,
 'HBM4', 22, 2300, 'NVLink 6, 3,600 GB/s', 1800,
 'Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer, NVIDIA Technical Blog, 2026-01-05, https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ (per Rubin GPU: NVFP4 50 PFLOPS inference and 35 PFLOPS training, 288 GB HBM4 at 22 TB/s, NVLink 6 3.6 TB/s; VR NVL72 rack: 3.6 EF NVFP4 inference, 2.5 EF NVFP4 training, 20.7 TB HBM4, 260 TB/s NVLink); FP8 16,667: the 1.2 EF FP8 training of the Vera Rubin rack, 3.3x GB300 NVL72 (NVIDIA''s Vera Rubin NVL144 figures as reported by Megaobzor, 2025, https://megaobzor.com/NVIDIA-predstavila-novii-superkomputer-dlja-II.html; 3.6 EF FP4 inference also in the GTC 2025 roadmap, Tom''s Hardware, 2025-03-18, https://www.tomshardware.com/pc-components/gpus/nvidia-shows-off-rubin-ultra-with-600-000-watt-kyber-racks-and-infrastructure-coming-in-2027) over 72 GPUs, dense as its 3.3x over GB300 NVL72''s 0.36 EF dense FP8 shows; fp4_dense_tflops 35,000: the NVFP4 training figure, the inference figure''s 50,000 counting adaptive compression (3:2, the ratio SemiAnalysis reads for Rubin, as reported on LessWrong, 2025-09, https://www.greaterwrong.com/posts/fdCaCDfstHxyPmB9h/vladimir_nesov-s-shortform/comment/pXC2Hmjp66EbergBL); BF16 8,333: estimate, half the FP8 rate as on every Blackwell part (NVIDIA publishes no Rubin BF16 figure); TDP 2,300 W: KeyBanc as reported by occlub.ru, 2026-01, https://occlub.ru/news/hardware/98754-nvidia-povyshaet-proizvoditelnost-vera-rubin-chtoby-uderzhat-giperskejlerov-ot-amd-instinct-tdp-gpu-vyrastaet-do-2300-vt/amp (first reported 1,800 W); scale_up_gbps 1,800: half the 3,600 GB/s NVLink 6 figure, which counts both directions',
 '2026-01-05', 1, 'third-party estimate'),
-- No NVLink; PCIe Gen6 to the Vera CPU. Only the NVFP4 figure is NVIDIA's.
('rubin-cpx', 'NVIDIA Rubin CPX (context/prefill GPU)', 'NVIDIA', 5000, 10000, 20000, 128,
 'GDDR7', 2.0, 800, 'PCIe Gen6', 0,
 'NVIDIA Unveils Rubin CPX: A New Class of GPU Designed for Massive-Context Inference, NVIDIA Newsroom, 2025-09-09, https://nvidianews.nvidia.com/news/nvidia-unveils-rubin-cpx-a-new-class-of-gpu-designed-for-massive-context-inference (up to 30 PFLOPS NVFP4, 128 GB GDDR7, 3x attention over GB300 NVL72; no NVLink); fp4_dense_tflops 20,000: the 30 PF announced figure over the 3:2 ratio of announced to dense NVFP4 that Rubin shows (50 vs 35 PF) and SemiAnalysis reads for CPX (as reported on LessWrong, 2025-09, https://www.greaterwrong.com/posts/fdCaCDfstHxyPmB9h/vladimir_nesov-s-shortform/comment/pXC2Hmjp66EbergBL); FP8 and BF16: estimate, half and a quarter of FP4 as on Blackwell; ~2 TB/s GDDR7: third-party reading (NVIDIA Rubin CPX, awesomeagents.ai, 2026, https://awesomeagents.ai/hardware/nvidia-rubin-cpx); 800 W TDP: estimate, NVIDIA gives no figure; scale_up_gbps 0: no NVLink',
 '2025-09-09', 1, 'third-party estimate');

-- FP4 of the Blackwell parts already in the catalog: dense NVFP4, NVIDIA's spec-sheet figures
-- without sparsity (HGX B200 72 PF and HGX B300 105 PF per 8 GPUs; GB200 NVL72 720 PF and GB300
-- NVL72 1,080 PF per 72 GPUs). The source text keeps what it said and gains this.
UPDATE accelerators SET fp4_dense_tflops = 9000,
    source = source || '; fp4_dense_tflops 9,000: NVIDIA HGX platform specifications, NVIDIA, 2025, https://www.nvidia.com/en-us/data-center/hgx/ (HGX B200: FP4 Tensor Core 144 PFLOPS with sparsity, 72 PFLOPS dense, per 8 GPUs)'
  WHERE id = 'b200';
UPDATE accelerators SET fp4_dense_tflops = 13125,
    source = source || '; fp4_dense_tflops 13,125: NVIDIA HGX platform specifications, NVIDIA, 2025, https://www.nvidia.com/en-us/data-center/hgx/ (HGX B300: 105 PFLOPS dense FP4 per 8 GPUs), as tabulated per GPU in B300, Glenn K. Lockwood, 2025, https://glennklockwood.com/garden/processors/B300 (dense FP4 13,125 TFLOPS; B200 9,000)'
  WHERE id = 'b300';
UPDATE accelerators SET fp4_dense_tflops = 10000,
    source = source || '; fp4_dense_tflops 10,000: NVIDIA GB200 NVL72, NVIDIA, 2024, https://www.nvidia.com/en-us/data-center/gb200-nvl72/ (72 GPUs: FP4 Tensor Core 1,440 PFLOPS with sparsity, 720 dense)'
  WHERE id = 'gb200';
UPDATE accelerators SET fp4_dense_tflops = 15000,
    source = source || '; fp4_dense_tflops 15,000: NVIDIA GB300 NVL72, NVIDIA, 2025, https://www.nvidia.com/en-us/data-center/gb300-nvl72/ (72 GPUs: FP4 Tensor Core 1,440 PFLOPS with sparsity, 1,080 PFLOPS dense)'
  WHERE id = 'gb300';

-- Vera Rubin NVL72: the Oberon MGX rack of GB200/GB300 NVL72, fanless and cableless trays.
-- max_power_w is the Max-P profile, typical_power_w the Max-Q profile (NVIDIA's two power
-- profiles for the rack), not a measured average. liquid_fraction 0.98: NVIDIA cools every chip
-- and networking component of the Rubin generation by liquid, with no fans in the system; what
-- still reaches room air is what the rack's surfaces, cables and shelf casings shed by
-- convection, taken as 2 % (no source measures it).
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, liquid_fraction,
                           airflow_cfm, list_price_usd, accelerator_id, accelerator_count,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('DGX-VR-NVL72', 'NVIDIA Vera Rubin NVL72 rack', 'NVIDIA', 'gpu-server',
 'Rack-scale system (first announced as NVL144, counting dies): 72 Rubin GPUs (288 GB HBM4 each, 20.7 TB) + 36 Vera CPUs in 18 compute trays, 9 NVLink 6 switch trays (260 TB/s), one 800G ConnectX-9 port per GPU for the compute fabric, BlueField-4 for storage and in-band, 4 power shelves of 110 kW; fanless, liquid cooled at up to 45 C inlet. Power: 230 kW at Max-P (max), 190 kW at Max-Q (typical). Announced, shipping from H2 2026',
 48, 2000, 190000, 230000, 1, 0.98, 0, 7800000, 'rubin', 72,
 'Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer, NVIDIA Technical Blog, 2026-01-05, https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ (72 Rubin GPUs, 36 Vera CPUs, 18 compute trays, 9 NVLink 6 switch trays, 20.7 TB HBM4, 260 TB/s, 100 % liquid cooled); power 190 kW Max-Q / 230 kW Max-P: Sand to Superintelligence, ch. 14 The NVL72 Rack, 2026, https://regantih.github.io/reports-lab/sand-to-superintelligence/chapters/14-nvl72-drills.html (Max-P ~227 kW with 4 x 110 kW shelves: Flex at COMPUTEX 2026 as reported by @phithetasigma, 2026-06, https://asia.aguea.com/phithetasigma; 225 kW: TrendForce via cloudnews.tech, 2026); weight: "close to two tons", Nvidia''s next AI supercomputer has 1.3 million parts, weighs two tons, newsdefused.com, 2026, https://www.newsdefused.com/nvidias-next-ai-supercomputer-has-1-3-million-parts-weighs-two-tons-and-costs-up-to-4-million-it-may-also-be-the-only-thing-that-can-keep-ais-energy-problem-from-getting-worse; 48U Oberon rack as GB300 NVL72; 100 % liquid cooling, no fans, 45 C coolant inlet: How NVIDIA Rubin liquid cooling cuts water use in AI factories, NVIDIA Blog (Josh Parker), 2026-06-21, https://blogs.nvidia.com/blog/liquid-cooling-ai-factories/; liquid fraction 0.98: estimate (2 % for what surfaces, cables and shelf casings shed to room air)',
 '2026-06', 1, 'third-party estimate',
 'estimate: Morgan Stanley bottom-up BOM of a VR200 NVL72 rack, USD 7,803,148, as reported by FAQ.com.tw, 2026-06-25, https://faq.com.tw/en/hardware/2026-06-25-nvidia-vera-rubin-nvl72-78m-rack-memory-cost-en/ (others: up to USD 4M, newsdefused.com; up to USD 9.1M); no list price published',
 '2026-06-25', 1, 'third-party estimate'),
-- Vera Rubin NVL144 CPX: the VR NVL72 rack with 8 Rubin CPX per compute tray. Sizing counts the
-- 72 Rubin packages (NVIDIA's "144 Rubin GPUs" counts their two dies each): they hold the weights
-- and KV cache in HBM4 and sit on NVLink; the 144 CPX (GDDR7, PCIe only) speed up the prefill of
-- long contexts and are described, not counted as GPUs the workload pipeline can shard across.
('VR-NVL144-CPX', 'NVIDIA Vera Rubin NVL144 CPX rack', 'NVIDIA', 'gpu-server',
 'Rack-scale system for long-context inference: the Vera Rubin NVL72 rack (72 Rubin GPUs of two dies, which NVIDIA counts as 144 Rubin GPUs, 36 Vera CPUs, NVLink 6) plus 144 Rubin CPX (30 PF NVFP4, 128 GB GDDR7 each, no NVLink) for context prefill: ~8 EF NVFP4, 100 TB fast memory, 1.7 PB/s. Sizing counts the 72 Rubin GPUs; the CPX add prefill throughput not modelled as GPUs. Power not published (estimate)',
 48, 2300, 300000, 370000, 1, 0.98, 0, 11000000, 'rubin', 72,
 'NVIDIA Unveils Rubin CPX: A New Class of GPU Designed for Massive-Context Inference, NVIDIA Newsroom, 2025-09-09, https://nvidianews.nvidia.com/news/nvidia-unveils-rubin-cpx-a-new-class-of-gpu-designed-for-massive-context-inference (144 Rubin CPX + 144 Rubin GPUs + 36 Vera CPUs, 8 EF NVFP4, 100 TB fast memory, 1.7 PB/s); power ~370 kW: What it takes to support Nvidia''s Vera Rubin GPU, techstories.co, 2025, https://www.techstories.co/what-it-takes-to-support-nvidias-vera-rubin-gpu (NVIDIA publishes none); weight and typical power: estimate',
 '2025-09-09', 1, 'third-party estimate',
 'estimate: the VR NVL72 rack''s estimate plus 144 CPX at ~USD 22k each; no price published', '2026-11', 1, 'third-party estimate');

INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           power_capacity_w,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('VR-POWER-SHELF', 'NVIDIA Vera Rubin NVL72 power shelf 110 kW', 'NVIDIA', 'pdu',
 '3U power shelf feeding the rack''s 50 V busbar: six 18.3 kW supplies, 110 kW from 415-480 V AC; 4 per Vera Rubin NVL72 rack (N+1 for a 230 kW Max-P rack)',
 3, 45, 1900, 2750, 1, 40000, 110000,
 'Vera Rubin Decoded Pt. 5: Rack Power and the Networking Fabric, transurfing-volatility.ghost.io, 2026, https://transurfing-volatility.ghost.io/vera-rubin-decoded-pt5/ (3-4 shelves of 110 kW, 3U, six 18.3 kW PSUs, N+1, 415-480 V AC in, 50 V DC out); Flex 110 kW 3RU shelf for VR NVL72 at COMPUTEX 2026, 4 per rack, as reported by @phithetasigma, 2026-06, https://asia.aguea.com/phithetasigma; own draw (2.5 % loss at full load: 2,750 W) and weight: estimate',
 '2026-06', 1, 'third-party estimate',
 'estimate: no price published; about USD 360 per kW as the GB300 shelf', '2026-11', 1, 'third-party estimate');

-- ConnectX-9: NVIDIA's roadmap says 1.6 Tb/s per GPU; one ConnectX-9 chip is 800 Gb/s and a GPU
-- gets two (Wheeler's Network). Every switch announced for Rubin (Quantum-X800, Quantum-X and
-- Spectrum-X Photonics) has 800G ports, so a port is modelled at 800G; figure_ranges keeps both.
INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('CX9-1600G-OSFP', 'NVIDIA ConnectX-9 SuperNIC', 'NVIDIA', 'nic',
 'ConnectX-9 SuperNIC, PCIe Gen6 x48, one 800G XDR InfiniBand / Ethernet port (OSFP). NVIDIA''s roadmap labels ConnectX-9 1.6 Tb/s: per GPU, from two 800G chips; modelled as one 800G port per GPU, the speed the Rubin-generation switches take',
 0.3, 35, 45, 1, 4000,
 'New network hardware: NVIDIA details ConnectX-9 and BlueField-4, Hardwareluxx, 2025-10-28, https://www.hardwareluxx.de/index.php/news/hardware/netzwerk/67373-neue-netzwerkhardware-nvidia-nennt-details-zum-connectx-9-und-bluefield-4.html (1.6 Tb/s, PCIe 6.0 x48); Decoding Nvidia''s Rubin Networking Math, Wheeler''s Network, 2025-11, https://wheelersnetwork.com (each ConnectX-9 is 800 Gb/s, two per GPU); power: estimate, ConnectX-8''s plus a little',
 '2025-11', 1, 'third-party estimate',
 'estimate: ConnectX-8 price plus ~15 %', '2026-11', 1, 'third-party estimate');

INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, ports_per_cage) VALUES
-- VR NVL72 as GB300 NVL72: one compute port per GPU (72 at 800G), storage and in-band from each
-- tray's front end (BlueField-4's 800 Gb/s as two 400G storage ports, one 400G in-band port, the
-- GB300 layout; NVIDIA has not published the VR tray's port map), BMCs of 18 compute + 9 switch
-- trays.
('DGX-VR-NVL72', 'ib', 72, 800, 'OSFP', 'compute', 1),
('DGX-VR-NVL72', 'storage', 36, 400, 'QSFP112', 'storage', 1),
('DGX-VR-NVL72', 'inband', 18, 400, 'QSFP112', 'inband', 1),
('DGX-VR-NVL72', 'bmc', 27, 1, 'RJ45', 'oob', 1),
('VR-NVL144-CPX', 'ib', 72, 800, 'OSFP', 'compute', 1),
('VR-NVL144-CPX', 'storage', 36, 400, 'QSFP112', 'storage', 1),
('VR-NVL144-CPX', 'inband', 18, 400, 'QSFP112', 'inband', 1),
('VR-NVL144-CPX', 'bmc', 27, 1, 'RJ45', 'oob', 1),
('VR-POWER-SHELF', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('CX9-1600G-OSFP', 'net', 1, 800, 'OSFP', 'any', 1);

-- Four 110 kW shelves: three carry Max-P (330 kW), two carry Max-Q (220 kW for 190 kW).
INSERT INTO power_supplies (sku, supplies, needed_full, needed_up, source, source_date, estimate,
                            confidence) VALUES
('DGX-VR-NVL72', 4, 3, 2, 'estimate: 4 power shelves of 110 kW, N+1 (Vera Rubin Decoded Pt. 5, transurfing-volatility.ghost.io, 2026, https://transurfing-volatility.ghost.io/vera-rubin-decoded-pt5/); 2 shelves (220 kW) run the rack at Max-Q (190 kW)', '2026-06', 1, 'third-party estimate');

INSERT INTO figure_ranges (subject, field, low, high, chosen, why, sources, source_date) VALUES
('DGX-VR-NVL72', 'max_power_w', 190000, 230000, 230000,
 'Max-Q to Max-P, the rack''s two power profiles; the catalog sizes feeds and cooling for Max-P (typical_power_w holds Max-Q)',
 'Sand to Superintelligence ch. 14 (2026, https://regantih.github.io/reports-lab/sand-to-superintelligence/chapters/14-nvl72-drills.html): 190-230 kW by Max-Q/Max-P; Flex at COMPUTEX 2026 as reported: Max-P ~227 kW; TrendForce via cloudnews.tech (2026): ~225 kW; Vera Rubin Decoded Pt. 5 (2026): 180-220 kW', '2026-06'),
('DGX-VR-NVL72', 'typical_power_w', 180000, 190000, 190000,
 'The Max-Q profile; the higher reading, so that a design is not sized short',
 'Sand to Superintelligence ch. 14 (2026, https://regantih.github.io/reports-lab/sand-to-superintelligence/chapters/14-nvl72-drills.html): 190 kW at Max-Q; Vera Rubin Decoded Pt. 5 (2026): 180 kW low end', '2026-06'),
('DGX-VR-NVL72', 'list_price_usd', 4000000, 9100000, 7800000,
 'The only bottom-up estimate (Morgan Stanley BOM); the low figure predates the 2026 memory price rise',
 'Morgan Stanley via FAQ.com.tw (2026-06-25, https://faq.com.tw/en/hardware/2026-06-25-nvidia-vera-rubin-nvl72-78m-rack-memory-cost-en/): USD 7.8M; newsdefused.com (2026, https://www.newsdefused.com/nvidias-next-ai-supercomputer-has-1-3-million-parts-weighs-two-tons-and-costs-up-to-4-million-it-may-also-be-the-only-thing-that-can-keep-ais-energy-problem-from-getting-worse): up to USD 4M; analysts as reported by FAQ.com.tw: up to USD 9.1M', '2026-06-25'),
('DGX-VR-NVL72', 'weight_kg', 1360, 2000, 2000,
 'The one Vera Rubin figure ("close to two tons"); the heavier reading errs on the safe side for floor loading',
 'newsdefused.com (2026, https://www.newsdefused.com/nvidias-next-ai-supercomputer-has-1-3-million-parts-weighs-two-tons-and-costs-up-to-4-million-it-may-also-be-the-only-thing-that-can-keep-ais-energy-problem-from-getting-worse): close to two tons; GB300 NVL72 in the same Oberon rack: ~1,360 kg (integrators)', '2026'),
('rubin', 'fp4_dense_tflops', 35000, 50000, 35000,
 'NVIDIA''s NVFP4 training rate is the dense one; the inference figure counts adaptive compression a workload may not get',
 'Rubin platform blog (NVIDIA, 2026-01-05, https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/): 50 PF NVFP4 inference, 35 PF NVFP4 training', '2026-01-05'),
('rubin', 'tdp_w', 1800, 2300, 2300,
 'The later report, consistent with the 230 kW Max-P rack',
 'Morgan Stanley as reported by wemedia.it (2025, https://www.wemedia.it/news/il_sistema_di_raffreddamento_di_nvidia_nvl72_costa_50_000-11481.html): 1,800 W; KeyBanc as reported by occlub.ru (2026-01): 2,300 W', '2026-01'),
('rubin-cpx', 'fp4_dense_tflops', 15000, 30000, 20000,
 'The announced 30 PF over the 3:2 ratio of announced to dense NVFP4 that Rubin''s own figures show',
 'CPX release (NVIDIA, 2025-09-09, https://nvidianews.nvidia.com/news/nvidia-unveils-rubin-cpx-a-new-class-of-gpu-designed-for-massive-context-inference): 30 PF NVFP4; SemiAnalysis as reported: ~20 PF dense (3:2); a 2:1 sparse reading gives 15 PF', '2025-09-09'),
('CX9-1600G-OSFP', 'speed_gbps', 800, 1600, 800,
 'One ConnectX-9 chip is 800 Gb/s and the Rubin-generation switches have 800G ports; 1.6 Tb/s is per GPU from two chips',
 'Hardwareluxx (2025-10-28): 1.6 Tb/s; Wheeler''s Network (2025-11): 800 Gb/s per ConnectX-9, two per GPU; NVIDIA at CES 2026 as reported by gate.ac (https://www.gate.ac/post/status/19247421): 800 Gb/s', '2025-11'),
('VR-NVL144-CPX', 'max_power_w', 200000, 370000, 370000,
 'NVIDIA publishes no figure; the higher report, since the rack adds 144 GPUs to a 230 kW Vera Rubin NVL72',
 'techstories.co (2025, https://www.techstories.co/what-it-takes-to-support-nvidias-vera-rubin-gpu): 370 kW; wavesplitter.jp (2025, https://wavesplitter.jp/index.php/blog/CX9): ~200 kW', '2025');

-- Parts of a Vera Rubin NVL72 rack, for designs drawn tray by tray (the generators use the whole
-- rack). 18 compute trays + 9 switch trays add up to the rack's GPUs, CPUs, HBM, ports and
-- power (tests/core/tst_catalog2026.cpp checks it): 18 x 11.6 kW + 9 x 2.4 kW = 230.4 kW at
-- Max-P, 18 x 9.5 kW + 9 x 2.0 kW = 189 kW at Max-Q.
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, liquid_fraction,
                           airflow_cfm, list_price_usd, accelerator_id, accelerator_count,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('VR-COMPUTE-TRAY', 'NVIDIA Vera Rubin NVL72 compute tray', 'NVIDIA', 'gpu-server',
 '1U fanless, cableless liquid-cooled tray: 4 Rubin GPUs (4 x 288 GB HBM4), 2 Vera CPUs, ConnectX-9 (one 800G compute port per GPU), 1 BlueField-4, E1.S NVMe; 18 per Vera Rubin NVL72 rack',
 1, 60, 9500, 11600, 1, 0.98, 0, 430000, 'rubin', 4,
 'Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer, NVIDIA Technical Blog, 2026-01-05, https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ (tray: 4 Rubin GPUs, 2 Vera CPUs, ConnectX-9, BlueField-4; fanless, cableless); power: estimate, the rack''s 230 kW Max-P / 190 kW Max-Q less 9 switch trays, over 18; liquid fraction 0.98: estimate, as the rack (100 % liquid cooled, no fans: NVIDIA Blog, 2026-06-21, https://blogs.nvidia.com/blog/liquid-cooling-ai-factories/); weight: estimate',
 '2026-01-05', 1, 'third-party estimate',
 'estimate: an eighteenth of the rack estimate less the switch trays and shelves', '2026-11', 1, 'third-party estimate');

INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('VR-NVSWITCH-TRAY', 'NVIDIA NVLink 6 switch tray (Vera Rubin NVL72)', 'NVIDIA', 'switch',
 '1U liquid-cooled tray of NVLink 6 switch chips; 9 per Vera Rubin NVL72 rack give the 72 GPUs 3.6 TB/s each, 260 TB/s in all (NVLink ports are the rack''s copper spine, not cabled)',
 1, 25, 2000, 2400, 1, 90000,
 'Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer, NVIDIA Technical Blog, 2026-01-05, https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ (9 NVLink 6 switch trays, 3.6 TB/s per GPU, 260 TB/s per rack); power and weight: estimate, the GB300 switch tray''s',
 '2026-01-05', 1, 'third-party estimate',
 'estimate: rack price share', '2026-11', 1, 'third-party estimate');

-- DC power shelves: the same 110 kW shelf fed from an 800 V DC bus instead of 415-480 V AC (one
-- DC-DC stage to the 50 V busbar, NVIDIA's 800 VDC architecture); NVIDIA has shown no datasheet.
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           power_capacity_w,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('VR-DC-POWER-SHELF', 'Vera Rubin NVL72 800 V DC power shelf 110 kW', 'NVIDIA', 'pdu',
 '3U shelf converting the 800 V DC bus of an 800 V DC power rack to the rack''s 50 V busbar, 110 kW (DC-DC, no rectifier); in place of the AC shelves where the hall distributes 800 V DC (offered for Vera Rubin from H2 2026)',
 3, 40, 1100, 1650, 1, 45000, 110000,
 'estimate: the 110 kW Vera Rubin shelf (Vera Rubin Decoded Pt. 5, transurfing-volatility.ghost.io, 2026, https://transurfing-volatility.ghost.io/vera-rubin-decoded-pt5/) with a DC-DC stage of ~98.5 % (own draw 1,650 W at full load) as NVIDIA''s 800 VDC architecture describes it (NVIDIA 800 V HVDC Architecture Will Power the Next Generation of AI Factories, NVIDIA Technical Blog, 2025-05-20, https://developer.nvidia.com/blog/nvidia-800-v-hvdc-architecture-will-power-the-next-generation-of-ai-factories/); 800 V DC option for Vera Rubin from Q3 2026: TrendForce via cloudnews.tech, 2026',
 '2026', 1, 'third-party estimate',
 'estimate: the AC shelf''s price plus DC protection', '2026-11', 1, 'third-party estimate');

INSERT INTO device_models (sku, name, vendor, kind, description, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, list_price_usd,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('BF4', 'NVIDIA BlueField-4 DPU', 'NVIDIA', 'nic',
 'DPU: 64-core Grace CPU + ConnectX-9, 800 Gb/s, modelled as two 400G QSFP112 ports (storage and in-band of Vera Rubin compute trays, storage servers)',
 0.6, 150, 200, 1, 6000,
 'New network hardware: NVIDIA details ConnectX-9 and BlueField-4, Hardwareluxx, 2025-10-28, https://www.hardwareluxx.de/index.php/news/hardware/netzwerk/67373-neue-netzwerkhardware-nvidia-nennt-details-zum-connectx-9-und-bluefield-4.html (Grace CPU + ConnectX-9, up to 800 Gb/s, about 6x BlueField-3''s compute); 64 Grace cores and ConnectX-9 at 800 Gb/s: CES 2026 keynote as reported by gate.ac, 2026, https://www.gate.ac/post/status/19247421; port layout and power: estimate (no datasheet)',
 '2025-10-28', 1, 'third-party estimate',
 'estimate: BlueField-3 price plus ~50 %', '2026-11', 1, 'third-party estimate');

INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, ports_per_cage) VALUES
('VR-COMPUTE-TRAY', 'ib', 4, 800, 'OSFP', 'compute', 1),
('VR-COMPUTE-TRAY', 'storage', 2, 400, 'QSFP112', 'storage', 1),
('VR-COMPUTE-TRAY', 'inband', 1, 400, 'QSFP112', 'inband', 1),
('VR-COMPUTE-TRAY', 'bmc', 1, 1, 'RJ45', 'oob', 1),
('VR-NVSWITCH-TRAY', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('VR-DC-POWER-SHELF', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('BF4', 'net', 2, 400, 'QSFP112', 'any', 1);

-- An 800 V DC power rack for Vera Rubin: TrendForce expects NVIDIA's own to ship from Q3 2026 as
-- an option for Vera Rubin. No capacity is published: sized here for three Vera Rubin NVL72 at
-- Max-P (690 kW), with the ~98 % single-stage conversion NVIDIA's 800 VDC architecture implies.
INSERT INTO facility_models (sku, name, vendor, kind, description, capacity_kw, max_flow_lpm,
                             approach_k, own_power_kw, width_mm, depth_mm, height_mm, weight_kg,
                             list_price_usd, spec_source, spec_source_date, spec_estimate,
                             spec_confidence, price_source, price_source_date, price_estimate,
                             price_confidence) VALUES
('nvidia-vr-800vdc-power-rack', 'NVIDIA 800 V DC power rack for Vera Rubin (announced)', 'NVIDIA', 'dc-power-rack',
 'Sidecar rack rectifying AC to 800 V DC for Vera Rubin NVL72 racks fitted with 800 V DC shelves; offered for Vera Rubin from the second half of 2026 (announcement, no datasheet): capacity sized for three racks at Max-P',
 700, 0, 0, 14, 600, 1200, 2300, 1400, 210000,
 'announcement: NVIDIA 800 V power rack ready for shipments from Q3 2026, optional for Vera Rubin (TrendForce, as reported by cloudnews.tech, 2026, https://cloudnews.tech/nvidia-prepares-800v-racks-ai-is-no-longer-just-hitting-gpus-its-hitting-the-power-grid/); up to 5 % better end-to-end efficiency (NVIDIA 800 V HVDC Architecture Will Power the Next Generation of AI Factories, NVIDIA Technical Blog, 2025-05-20, https://developer.nvidia.com/blog/nvidia-800-v-hvdc-architecture-will-power-the-next-generation-of-ai-factories/); capacity, 98 % efficiency (own power), size and weight: estimate',
 '2026', 1, 'third-party estimate',
 'estimate: no price announced; about USD 300 per kW', '2026-11', 1, 'third-party estimate');

-- Training efficiency on Rubin: no published run yet; the basis the other Blackwell-class rows use.
INSERT INTO kernel_efficiency (accelerator_id, precision, matmul, source, source_date, estimate,
                               confidence) VALUES
('rubin', 'bf16', 0.58, 'estimate: the A100''s calibrated share (Narayanan et al. 2021, https://arxiv.org/abs/2104.04473) until a published run on this GPU calibrates its own', '2026-11', 1, 'third-party estimate'),
('rubin', 'fp8', 0.46, 'estimate: the A100''s calibrated BF16 share scaled by 0.8: FP8 GEMMs sustain less of their doubled peak, the scaling and casting around them costing more; no published run calibrates it yet', '2026-11', 1, 'third-party estimate');
-- The Vera Rubin NVL72 frame comes with the system, as RACK-NVL72 with GB200/GB300: weight and
-- price 0 here. Its load rating must carry the ~2,000 kg system and the PDUs of two feeds: a
-- 230 kW rack that survives losing a feed needs seven 34.5 kW circuits per feed, fourteen 15 kg
-- PDUs (2,210 kg in all); the ~2,300 kg NVL144 CPX at 370 kW needs eleven per feed and one more,
-- 23 PDUs (2,645 kg in all), so 2,700 kg.
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           list_price_usd, max_load_kg, width_mm, depth_mm,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('RACK-VR-NVL72', 'Vera Rubin NVL72 rack frame (MGX)', 'NVIDIA', 'rack',
 '48U MGX (Oberon) frame of a Vera Rubin NVL72 or NVL144 CPX system; weight and price included in the system row',
 48, 0, 0, 2700, 600, 1068,
 'estimate: the ~2,000 kg of a Vera Rubin NVL72 (close to two tons, newsdefused.com, 2026, https://www.newsdefused.com/nvidias-next-ai-supercomputer-has-1-3-million-parts-weighs-two-tons-and-costs-up-to-4-million-it-may-also-be-the-only-thing-that-can-keep-ais-energy-problem-from-getting-worse) or the ~2,300 kg estimate of an NVL144 CPX, plus the PDUs of two feeds; the Oberon rack of GB200/GB300 NVL72 (Why NVIDIA''s Vera Rubin Racks Cost Double, BuySellRam, 2026, https://www.buysellram.com/blog/why-nvidias-vera-rubin-racks-cost-double-and-memory-is-the-surprise/): MGX footprint 600 x 1068 mm',
 '2026', 1, 'third-party estimate',
 'included in DGX-VR-NVL72 or VR-NVL144-CPX', '2026-11', 0, 'vendor announcement');

-- =============================================================================================
-- Co-packaged optics: Quantum-X Photonics and Spectrum-X Photonics switches and their fibre.
-- =============================================================================================
-- Co-packaged optics (CPO): the optical engines sit on the switch package, so a switch port is
-- a fibre socket on the front panel and takes no transceiver; the server end of a link keeps its
-- pluggable module. Sources: NVIDIA's GTC 2025 announcement (March 2025), NVIDIA's Hot Chips 2025
-- talk as reported, and Lambda's unboxing of an engineering sample of the Q3450-LD.
-- Optics power: NVIDIA gives ~9 W of co-packaged optics per 1.6 Tb/s port against ~30 W for a
-- pluggable module, i.e. 4.5 W per 800G port. A CPO switch's typical power below is its
-- pluggable counterpart's (which, as every switch's typical here, has no optics) plus 4.5 W per
-- 800G port; its max is the counterpart's (optics fitted) with the pluggable modules taken out and
-- the co-packaged optics put in, so that a comparison of the two sees the optics and nothing
-- else. NVIDIA publishes no prices: each price is the pluggable
-- counterpart's estimate plus half of the switch-side modules it no longer needs.
-- =============================================================================================
INSERT INTO device_models (sku, name, vendor, kind, description, rack_units, weight_kg,
                           typical_power_w, max_power_w, typical_power_estimate, liquid_fraction,
                           list_price_usd,
                           spec_source, spec_source_date, spec_estimate, spec_confidence,
                           price_source, price_source_date, price_estimate, price_confidence) VALUES
('Q3450-LD', 'NVIDIA Quantum-X Photonics Q3450-LD', 'NVIDIA', 'switch',
 'InfiniBand XDR switch with co-packaged optics: Quantum-X800, 144x 800G (115.2 Tb/s), 4U, liquid-cooled, 48 V DC busbar; front-panel MPO fibre sockets fed by 18 replaceable laser source modules, no transceivers',
 4, 45, 4150, 4490, 1, 0.9, 276000,
 'NVIDIA Announces Spectrum-X Photonics, Co-Packaged Optics Networking Switches, NVIDIA newsroom, GTC, March 2025, https://nvidianews.nvidia.com/news/nvidia-spectrum-x-co-packaged-optics-networking-switches-ai-factories (Quantum-X Photonics: 144x 800G InfiniBand on 200G SerDes, 115 Tb/s, liquid-cooled; ~3.5x power efficiency, 4x fewer lasers); Lambda Q3450-LD evaluation, reported by Converge Digest, 2026, https://convergedigest.com/lambda-evaluates-nvidia-quantum-x-photonics-cpo-switch/ (4U, dual-loop liquid cooling, 48 V DC busbar, 144x 800G); power: typical the Q3400-RA estimate (3,500 W, without optics) plus 144 x 4.5 W of optics from NVIDIA''s ~9 W per 1.6 Tb/s port; max the Q3400-RA''s 6,000 W, which includes its 72 twin-port modules at ~30 W (2,160 W), less those plus the 648 W co-packaged; weight as Q3400-RA; liquid share 0.9 estimate', '2026-11', 0, 'vendor announcement',
 'estimate: Q3400-RA estimate (USD 150,000) plus half of the 72 twin-port 2x800G modules (72 x USD 3,500) it no longer needs; no published price', '2026-11', 1, 'third-party estimate'),
('SN6810', 'NVIDIA Spectrum-X Photonics SN6810', 'NVIDIA', 'switch',
 'Spectrum-X Ethernet switch with co-packaged optics: Spectrum-6, 128x 800G (102.4 Tb/s), liquid-cooled; front-panel MPO fibre sockets, replaceable laser source modules, no transceivers',
 2, 30, 2450, 3050, 1, 0.9, 202000,
 'NVIDIA Announces Spectrum-X Photonics, Co-Packaged Optics Networking Switches, NVIDIA newsroom, GTC, March 2025, https://nvidianews.nvidia.com/news/nvidia-spectrum-x-co-packaged-optics-networking-switches-ai-factories (128x 800G or 512x 200G, 100 Tb/s); SN6810 name, 102.4 Tb/s and second-half-2026 availability as reported from Hot Chips 2025, https://particle.news/story/nvidia-sets-2026-rollout-for-copackaged-optics-in-quantumx-and-spectrumx-switches; power: typical twice the SN5610 estimate for twice the switching capacity (1,880 W, without optics) plus 128 x 4.5 W of optics from NVIDIA''s ~9 W per 1.6 Tb/s port, max that plus 25 % (no figure published); height and weight not published (estimate)', '2026-11', 0, 'vendor announcement',
 'estimate: twice the SN5610 estimate (USD 45,000) plus half of the 64 twin-port 2x800G modules (64 x USD 3,500) a 128x 800G pluggable switch would take; no published price', '2026-11', 1, 'third-party estimate'),
('SN6800', 'NVIDIA Spectrum-X Photonics SN6800', 'NVIDIA', 'switch',
 'Spectrum-X Ethernet switch with co-packaged optics: 512x 800G (409.6 Tb/s) in one chassis, liquid-cooled; front-panel MPO fibre sockets, replaceable laser source modules, no transceivers',
 8, 120, 9800, 12200, 1, 0.9, 808000,
 'NVIDIA Announces Spectrum-X Photonics, Co-Packaged Optics Networking Switches, NVIDIA newsroom, GTC, March 2025, https://nvidianews.nvidia.com/news/nvidia-spectrum-x-co-packaged-optics-networking-switches-ai-factories (512x 800G or 2,048x 200G, 400 Tb/s); SN6800 name and 409.6 Tb/s as reported from Hot Chips 2025, https://particle.news/story/nvidia-sets-2026-rollout-for-copackaged-optics-in-quantumx-and-spectrumx-switches; power four times the SN6810 figure (four times the capacity); height and weight not published (estimate)', '2026-11', 0, 'vendor announcement',
 'estimate: four times the SN6810 estimate; no published price', '2026-11', 1, 'third-party estimate'),
-- The laser source modules are the CPO switch's replaceable optical parts: they count as failure
-- points beside the transceivers a pluggable switch has. Their power is inside the switch's.
('CPO-LASER-SOURCE', 'NVIDIA co-packaged optics laser source module', 'NVIDIA', 'transceiver',
 'Replaceable external laser source that feeds a CPO switch''s optical engines; not a transceiver: it carries no link. 18 per Quantum-X Photonics Q3450-LD; for Spectrum-X Photonics no count is published: 16 per SN6810 and 64 per SN6800 are estimates at the Q3450-LD''s 6.4 Tb/s per module',
 0, 0.3, 0, 0, 0, 0, 1500,
 'Lambda Q3450-LD unboxing as reported by Wedoany, 2026, https://en.wedoany.com/shortnews/193917.html (18 detachable light source modules feeding the MPO ports); power counted in the switch', '2026-11', 0, 'third-party estimate',
 'estimate: about half a pluggable 800G module; no published price', '2026-11', 1, 'third-party estimate'),
-- The server end of a link to a CPO port: 800G on four 200G single-mode lanes (DR4), the same
-- lanes the CPO port speaks, one MPO-12/APC.
('OSFP-800G-DR4', 'NVIDIA 800G DR4 OSFP transceiver (4x 200G, single port)', 'NVIDIA', 'transceiver',
 'Flat-top single-port 800G single-mode OSFP for ConnectX-8 / ConnectX-9 ports on links to co-packaged-optics switch ports, 1x MPO-12/APC',
 0, 0.04, 15, 16, 1, 0, 2800,
 'estimate: half of a 1.6 Tb/s pluggable module''s ~30 W (NVIDIA, GTC 2025: ~30 W per 1.6 Tb/s pluggable port against ~9 W co-packaged, https://nvidianews.nvidia.com/news/nvidia-spectrum-x-co-packaged-optics-networking-switches-ai-factories); four 200G lanes as Quantum-X Photonics ports (200G SerDes)', '2026-11', 1, 'third-party estimate',
 'estimate: above the 100G-lane DR8 module for newer 200G-lane optics; no published price', '2026-11', 1, 'third-party estimate');

-- The data group keeps its pluggable counterpart's name (Q3400-RA "ib", SN5610 "eth") so that a
-- generator swaps one switch for the other. Connector: the fibre socket, one MPO-12/APC per 800G
-- port (four 200G lanes, eight fibres); NVIDIA's material shows MPO sockets without their count.
INSERT INTO port_groups (sku, name, count, speed_gbps, connector, fabric, ports_per_cage) VALUES
('Q3450-LD', 'ib', 144, 800, 'MPO-12', 'any', 1),
('Q3450-LD', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('SN6810', 'eth', 128, 800, 'MPO-12', 'any', 1),
('SN6810', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('SN6800', 'eth', 512, 800, 'MPO-12', 'any', 1),
('SN6800', 'mgmt', 1, 1, 'RJ45', 'oob', 1),
('OSFP-800G-DR4', 'line', 1, 800, 'MPO-12', 'any', 1);

-- What a CPO switch's front panel takes (on a switch, its media row describes its ports): single-
-- mode fibre on MPO-12 at 800G. Reach is not published: 500 m as the DR4 class of its lanes. The
-- trunks are the single-mode FIBER-MPO-SM rows above.
INSERT INTO media_specs (sku, medium, connector, speed_gbps, ports, breakout, reach_m, length_m,
                         source, source_date, estimate, confidence) VALUES
('Q3450-LD', 'os2', 'MPO-12', 800, 1, 0, 500, 0,
 'estimate: single-mode 200G-lane optics (DR4 class, 500 m); MPO sockets from Lambda''s Q3450-LD unboxing (https://en.wedoany.com/shortnews/193917.html)', '2026-11', 1, 'third-party estimate'),
('SN6810', 'os2', 'MPO-12', 800, 1, 0, 500, 0,
 'estimate: as Q3450-LD (single-mode 200G lanes, DR4 class, 500 m)', '2026-11', 1, 'third-party estimate'),
('SN6800', 'os2', 'MPO-12', 800, 1, 0, 500, 0,
 'estimate: as Q3450-LD (single-mode 200G lanes, DR4 class, 500 m)', '2026-11', 1, 'third-party estimate'),
('OSFP-800G-DR4', 'os2', 'OSFP', 800, 1, 0, 500, 0,
 'estimate: DR4 class, 500 m on single-mode fibre as the 400G DR4 modules', '2026-11', 1, 'third-party estimate');

-- Where sources disagree.
INSERT INTO figure_ranges (subject, field, low, high, chosen, why, sources, source_date) VALUES
('Q3450-LD', 'typical_power_w', 3950, 4150, 4150,
 'the catalog keeps the Q3400-RA estimate plus NVIDIA''s ~9 W per 1.6 Tb/s port of optics, so that pluggable and co-packaged designs differ by their optics only; Lambda''s 3.95 kW is an early figure for an engineering sample',
 'Lambda, NVIDIA Quantum-X Photonics Q3450-LD evaluation, 2026, as reported by Converge Digest, https://convergedigest.com/lambda-evaluates-nvidia-quantum-x-photonics-cpo-switch/ (3.95 kW per CPO switch against 7.0 kW for a standard one); NVIDIA GTC 2025 (~9 W against ~30 W per 1.6 Tb/s port), https://nvidianews.nvidia.com/news/nvidia-spectrum-x-co-packaged-optics-networking-switches-ai-factories', '2026-11');


-- =============================================================================================
-- How sure each figure above is (schema 6). Rows with estimate = 1 are third-party estimates by
-- definition; the others are rated by the document their source names.
-- =============================================================================================
UPDATE accelerators SET confidence = 'third-party estimate' WHERE estimate = 1;
UPDATE device_models SET spec_confidence = 'third-party estimate' WHERE spec_estimate = 1;
UPDATE device_models SET price_confidence = 'third-party estimate' WHERE price_estimate = 1;
UPDATE media_specs SET confidence = 'third-party estimate' WHERE estimate = 1;
UPDATE cloud_offers SET confidence = 'third-party estimate' WHERE estimate = 1;
UPDATE assumptions SET confidence = 'third-party estimate' WHERE estimate = 1;
UPDATE facility_models SET spec_confidence = 'third-party estimate' WHERE spec_estimate = 1;
UPDATE facility_models SET price_confidence = 'third-party estimate' WHERE price_estimate = 1;
UPDATE models SET confidence = 'third-party estimate' WHERE estimate = 1;
UPDATE power_supplies SET confidence = 'third-party estimate' WHERE estimate = 1;
UPDATE kernel_efficiency SET confidence = 'third-party estimate' WHERE estimate = 1;

-- Rows our own arithmetic or reading produced without a document behind the headline figure are
-- third-party estimates even where estimate = 0: a calibration, or a price folded into another row.
UPDATE kernel_efficiency SET confidence = 'third-party estimate'
 WHERE confidence IS NULL AND source LIKE 'calibrated:%';
UPDATE device_models SET price_confidence = 'third-party estimate'
 WHERE price_confidence IS NULL AND sku IN ('RACK-NVL72', 'RACK-GB300-NVL72');
-- priced inside DGX-GB200-NVL72 and DGX-GB300-NVL72, estimates both

-- NVIDIA product datasheets and user guides (DGX user guides, GPU datasheets, switch and adapter
-- manuals, LinkX module and cable specifications).
UPDATE accelerators SET confidence = 'datasheet'
 WHERE confidence IS NULL AND (source LIKE '%datasheet%' OR source LIKE '%Datasheet%'
                               OR source LIKE '%data sheet%');
UPDATE device_models SET spec_confidence = 'datasheet'
 WHERE spec_confidence IS NULL
   AND (spec_source LIKE '%User Guide%' OR spec_source LIKE '%User Manual%'
        OR spec_source LIKE '%datasheet%' OR spec_source LIKE '%LinkX 400G/100G-PAM4%'
        OR spec_source LIKE '%product specifications%');
UPDATE media_specs SET confidence = 'datasheet'
 WHERE confidence IS NULL
   AND (source LIKE '%LinkX 400G/100G-PAM4%' OR source LIKE '%product specifications%');
UPDATE power_supplies SET confidence = 'datasheet'
 WHERE confidence IS NULL AND source LIKE '%User Guide%';

-- Published standards (IEEE 802.3, ITU-T G.652, TIA-492, ANSI/TIA-568): the figure is the
-- standard's own, as sure as a datasheet.
UPDATE device_models SET spec_confidence = 'datasheet'
 WHERE spec_confidence IS NULL AND spec_source LIKE 'IEEE 802.3%';
UPDATE media_specs SET confidence = 'datasheet'
 WHERE confidence IS NULL AND (source LIKE 'IEEE 802.3%' OR source LIKE 'ITU-T G.652%'
                               OR source LIKE 'TIA-492%');

-- NVIDIA reference architectures and design guides (Enterprise RA NVL72 AI Factory, DGX SuperPOD
-- reference architectures and data center design guides).
UPDATE device_models SET spec_confidence = 'reference architecture'
 WHERE spec_confidence IS NULL AND spec_source LIKE '%Enterprise Reference Architecture%';
UPDATE assumptions SET confidence = 'reference architecture'
 WHERE confidence IS NULL AND source LIKE 'NVIDIA DGX SuperPOD%';

-- Papers, model cards and config files from the models' own authors (Meta, Mistral AI,
-- DeepSeek-AI, OpenAI): the authors' published figures, as sure as a datasheet.
UPDATE models SET confidence = 'datasheet'
 WHERE confidence IS NULL AND source LIKE '%https://arxiv.org/%';

-- Cloud prices: the provider's own price page is its datasheet; rates read off press and market
-- surveys are third-party estimates.
UPDATE cloud_offers SET confidence = 'datasheet'
 WHERE confidence IS NULL AND source LIKE 'Amazon EC2 On-Demand Pricing%';
UPDATE cloud_offers SET confidence = 'third-party estimate'
 WHERE confidence IS NULL
   AND (source LIKE '%compux.net%' OR source LIKE '%packet.ai%' OR source LIKE '%cliffcenter.com%');

-- Plain arithmetic (hours in a year) is exact.
UPDATE assumptions SET confidence = 'datasheet'
 WHERE confidence IS NULL AND source LIKE 'arithmetic:%';

-- Where published figures disagree: the range, the figure taken and why.
INSERT INTO figure_ranges (subject, field, low, high, chosen, why, sources, source_date) VALUES
('DGX-GB300-NVL72', 'max_power_w', 120000, 142000, 142000,
 'the NVIDIA reference architecture''s peak: feeds and cooling sized for it are never short; the lower figures are typical or operating draw',
 '120 kW: "Why the NVIDIA GB300 NVL72 (Blackwell Ultra) Matters", Introl, 2025, https://introl.com/blog/why-nvidia-gb300-nvl72-blackwell-ultra-matters; 132-140 kW operating (8 x 33 kW shelves = 132 kW): Supermicro Blackwell solutions brochure as summarised in "Inside Supermicro GB300 NVL72", ServerSimply, 2025, https://www.serversimply.com/blog/inside-supermicro-gb300-nvl72; ~136 kW of IT load: "Reimagining AI at scale: NVIDIA GB300 NVL72 on Azure", Microsoft, 2025-10-28, https://techcommunity.microsoft.com/blog/azureinfrastructureblog/reimagining-ai-at-scale-nvidia-gb300-nvl72-on-azure/4464556; up to 142 kW: NVIDIA Enterprise Reference Architecture NVL72 AI Factory, System Hardware & Components, NVIDIA, https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html; a figure of about 150 kW attributed to TrendForce was not found in a public text and is left out',
 '2025-10-28'),
('DGX-GB200-NVL72', 'max_power_w', 120000, 140000, 132000,
 'the upper end of the figures integrators publish for the rack itself; TrendForce''s 140 kW is a per-cabinet TDP from supply-chain research',
 '~120 kW: "AI Infrastructure: Training Clusters", learnAI, https://kshirol-dev.github.io/learnAI/AIInfrastructure/08-training-clusters.html; 120-132 kW: integrator pages as cited in the row''s source; 140 kW per cabinet: TrendForce press release, 2024-12-17, https://trendforce.com/presscenter/news/20241217-12412.html',
 '2024-12-17'),
('DGX-B300', 'max_power_w', 14000, 14500, 14000,
 'the DGX SuperPOD B300 reference architecture''s rack budget split over its four systems; the 14.5 kW per system is reported second-hand from NVIDIA''s deployment guidance',
 '~14 kW: NVIDIA DGX SuperPOD B300 XDR reference architecture (RA-11339-001), about 56 kW per rack of four DGX B300, NVIDIA, 2025; 14.5 kW: "NVIDIA GPUs push 1,200W power draw", The Daily Scout, 2026, https://thedailyscout.com/s/mS-qfkbCluI (citing docs.nvidia.com)',
 '2026');

COMMIT;

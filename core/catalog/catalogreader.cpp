#include "catalogreader.h"

#include "catalog.h"
#include "confidence.h"
#include "connectionstate.h"
#include "modelrules.h"
#include "oneline.h"
#include "sqliteconnection.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

const QStringList kRequiredTables{u"accelerators"_s, u"device_models"_s, u"port_groups"_s,
                                  u"cloud_offers"_s, u"assumptions"_s,   u"power_supplies"_s,
                                  u"pdu_inputs"_s,   u"models"_s};

// Reads typed columns of the current row and keeps the first problem, so the loaders can read a
// whole row straight through and report once. Values are checked for type, not just converted:
// QVariant would quietly turn "abc" into 0, which is exactly the bad row we want to name.
class RowReader final
{
public:
    // A table the rows do not hold is a problem of the caller's making: the loaders only ask for
    // the required tables (checked before) and the optional ones present.
    RowReader(const CatalogRows &rows, QString table)
        : mTable(std::move(table))
    {
        const auto it = rows.tables.find(mTable);
        if (it == rows.tables.end()) {
            mProblem = u"not a PodCAD catalog (table %1 is missing)"_s.arg(mTable);
            return;
        }
        mRows = &it->second;
        mProblem = mRows->problem;
        for (qsizetype i = 0; i < mRows->columns.size(); ++i)
            mColumns.insert(mRows->columns[i].toLower(), i);
    }

    // Moves to the next row; false after the last one.
    bool next() { return mRows && ++mRow < qsizetype(mRows->rows.size()); }

    void setKey(const QString &key) { mKey = key; }
    bool ok() const { return mProblem.isEmpty(); }
    const QString &problem() const { return mProblem; }

    // The key and `what` quote cells, which may hold line breaks: the message stays one line.
    void check(bool condition, const QString &what)
    {
        if (!condition && mProblem.isEmpty())
            mProblem =
                oneLine(mKey.isEmpty() ? u"table %1: %2"_s.arg(mTable, what)
                                       : u"table %1, row \"%2\": %3"_s.arg(mTable, mKey, what));
    }

    QString text(const char *column, bool allowEmpty = true)
    {
        const QVariant v = value(column);
        if (v.isNull()) {
            check(allowEmpty, u"column %1 is empty"_s.arg(QLatin1String(column)));
            return {};
        }
        const QString s = v.toString();
        check(allowEmpty || !s.trimmed().isEmpty(),
              u"column %1 is empty"_s.arg(QLatin1String(column)));
        return s;
    }

    std::optional<double> optionalReal(const char *column)
    {
        const QVariant v = value(column);
        if (v.isNull())
            return std::nullopt;
        bool isNumber = false;
        double d = 0;
        if (v.typeId() != QMetaType::QString && v.typeId() != QMetaType::QByteArray)
            d = v.toDouble(&isNumber);
        check(isNumber && std::isfinite(d),
              u"column %1 is not a number"_s.arg(QLatin1String(column)));
        return d;
    }

    double real(const char *column)
    {
        const std::optional<double> d = optionalReal(column);
        check(d.has_value(), u"column %1 is empty"_s.arg(QLatin1String(column)));
        return d.value_or(0);
    }

    int integer(const char *column)
    {
        const double d = real(column);
        check(d == std::floor(d) && std::abs(d) < 1e9,
              u"column %1 is not a whole number"_s.arg(QLatin1String(column)));
        return ok() ? int(d) : 0;
    }

    bool flag(const char *column)
    {
        const int i = integer(column);
        check(i == 0 || i == 1, u"column %1 must be 0 or 1"_s.arg(QLatin1String(column)));
        return i == 1;
    }

    Provenance provenance(const char *sourceColumn, const char *dateColumn,
                          const char *estimateColumn, const char *confidenceColumn)
    {
        // "2026", "2026-06" or "2026-06-18": as precise as the source allows, but always ISO.
        static const QRegularExpression isoDate(u"^\\d{4}(-\\d{2}(-\\d{2})?)?$"_s);
        Provenance p;
        p.source = text(sourceColumn, false);
        p.sourceDate = text(dateColumn, false);
        p.estimate = flag(estimateColumn);
        // Schema 6 added the column; a team catalog pushed before it has none: Unrated.
        const QString confidence = optionalText(confidenceColumn);
        const std::optional<Confidence> parsed = parseConfidence(confidence);
        check(parsed.has_value(), u"column %1 is not datasheet, reference architecture, vendor "
                                  "announcement or third-party estimate: \"%2\""_s.arg(
                                      QLatin1String(confidenceColumn), confidence));
        p.confidence = parsed.value_or(Confidence::Unrated);
        check(!p.estimate || p.confidence == Confidence::Unrated ||
                  p.confidence == Confidence::ThirdPartyEstimate,
              u"column %1 says estimate, so %2 must be third-party estimate"_s.arg(
                  QLatin1String(estimateColumn), QLatin1String(confidenceColumn)));
        check(
            p.sourceDate.isEmpty() || isoDate.match(p.sourceDate).hasMatch(),
            u"column %1 is not an ISO date: \"%2\""_s.arg(QLatin1String(dateColumn), p.sourceDate));
        return p;
    }

    void nonNegative(double v, const char *column)
    {
        check(v >= 0, u"column %1 is negative"_s.arg(QLatin1String(column)));
    }

    // A column a catalog of an older schema may lack: empty when absent or NULL.
    QString optionalText(const char *column)
    {
        const qsizetype index = indexOf(column);
        return index >= 0 && !at(index).isNull() ? at(index).toString() : QString();
    }

    std::optional<double> optionalColumnReal(const char *column)
    {
        if (indexOf(column) < 0)
            return std::nullopt;
        return optionalReal(column);
    }

private:
    // Column names as SQL compares them: without regard to case (QSqlRecord::indexOf's rule).
    qsizetype indexOf(const char *column) const
    {
        return mColumns.value(QString::fromLatin1(column).toLower(), -1);
    }

    // A row shorter than the column list reads NULL in the columns it lacks.
    QVariant at(qsizetype index) const
    {
        const QVariantList &row = mRows->rows[std::size_t(mRow)];
        return index < row.size() ? row[index] : QVariant();
    }

    QVariant value(const char *column)
    {
        const qsizetype index = indexOf(column);
        if (index < 0 && mProblem.isEmpty()) // a schema problem, not one of this row
            mProblem = u"table %1: column %2 is missing"_s.arg(mTable, QLatin1String(column));
        return index >= 0 ? at(index) : QVariant();
    }

    const CatalogRows::Table *mRows = nullptr;
    QHash<QString, qsizetype> mColumns;
    qsizetype mRow = -1;
    QString mTable;
    QString mKey;
    QString mProblem;
};

// One pass over the fetched rows; every failure becomes one line for the caller.
class TableLoader final
{
public:
    TableLoader(const CatalogRows &rows, CatalogTables *out)
        : mRows(rows)
        , mOut(out)
    {}

    QString load()
    {
        if (QString problem = checkSchema(); !problem.isEmpty())
            return problem;
        if (QString problem = loadAccelerators(); !problem.isEmpty())
            return problem;
        if (QString problem = loadModels(); !problem.isEmpty())
            return problem;
        if (QString problem = loadPortGroups(); !problem.isEmpty())
            return problem;
        if (QString problem = loadOffers(); !problem.isEmpty())
            return problem;
        if (QString problem = loadPowerSupplies(); !problem.isEmpty())
            return problem;
        if (QString problem = checkModels(); !problem.isEmpty())
            return problem;
        if (QString problem = loadPduInputs(); !problem.isEmpty())
            return problem;
        if (QString problem = loadLanguageModels(); !problem.isEmpty())
            return problem;
        if (QString problem = loadKernelEfficiencies(); !problem.isEmpty())
            return problem;
        if (QString problem = loadMediaSpecs(); !problem.isEmpty())
            return problem;
        if (QString problem = loadFacilityModels(); !problem.isEmpty())
            return problem;
        if (QString problem = loadFigureRanges(); !problem.isEmpty())
            return problem;
        return loadAssumptions();
    }

private:
    QString checkSchema()
    {
        // A team catalog's schema version lives in its own table and is checked by TeamCatalog
        // when it connects (it also migrates); here only the tables matter.
        if (const std::optional<int> schema = mRows.schemaVersion) {
            if (*schema > Catalog::kSchemaVersion)
                return u"schema version %1 is newer than this PodCAD reads (%2); update PodCAD"_s
                    .arg(*schema)
                    .arg(Catalog::kSchemaVersion);
            if (*schema == 0)
                return u"not a PodCAD catalog (no schema version)"_s;
            if (*schema != Catalog::kSchemaVersion)
                return u"schema version %1 is not supported (this PodCAD reads %2); rebuild the catalog"_s
                    .arg(*schema)
                    .arg(Catalog::kSchemaVersion);
        }
        if (!mRows.problem.isEmpty())
            return mRows.problem;
        for (const auto &[name, table] : mRows.tables)
            mPresentTables.insert(name);
        for (const QString &table : kRequiredTables)
            if (!mPresentTables.contains(table))
                return u"not a PodCAD catalog (table %1 is missing)"_s.arg(table);
        return {};
    }

    QString loadAccelerators()
    {
        RowReader r(mRows, u"accelerators"_s);
        while (r.ok() && r.next()) {
            Accelerator a;
            r.setKey(a.id = r.text("id", false));
            a.name = r.text("name", false);
            a.vendor = r.text("vendor", false);
            a.bf16DenseTflops = r.real("bf16_dense_tflops");
            a.fp8DenseTflops = r.real("fp8_dense_tflops");
            a.fp4DenseTflops = r.optionalColumnReal("fp4_dense_tflops").value_or(0);
            a.memoryGb = r.real("memory_gb");
            a.memoryType = r.text("memory_type");
            a.memoryBandwidthTBps = r.real("memory_bandwidth_tbps");
            a.tdpW = r.real("tdp_w");
            a.scaleUpLink = r.text("scale_up_link");
            a.scaleUpGBps = r.real("scale_up_gbps");
            a.provenance = r.provenance("source", "source_date", "estimate", "confidence");
            r.check(a.bf16DenseTflops > 0, u"bf16_dense_tflops must be positive"_s);
            r.nonNegative(a.fp8DenseTflops, "fp8_dense_tflops");
            r.nonNegative(a.fp4DenseTflops, "fp4_dense_tflops");
            r.check(a.memoryGb > 0, u"memory_gb must be positive"_s);
            r.nonNegative(a.memoryBandwidthTBps, "memory_bandwidth_tbps");
            r.check(a.tdpW > 0, u"tdp_w must be positive"_s);
            r.nonNegative(a.scaleUpGBps, "scale_up_gbps");
            mAcceleratorIds.insert(a.id);
            mOut->accelerators.push_back(std::move(a));
        }
        return r.problem();
    }

    QString loadModels()
    {
        RowReader r(mRows, u"device_models"_s);
        while (r.ok() && r.next()) {
            DeviceModel m;
            r.setKey(m.sku = r.text("sku", false));
            m.name = r.text("name", false);
            m.vendor = r.text("vendor", false);
            const QString kindName = r.text("kind", false);
            const std::optional<DeviceKind> kind = deviceKindFromName(kindName);
            r.check(kind.has_value(), u"unknown kind \"%1\""_s.arg(kindName));
            m.kind = kind.value_or(DeviceKind::GpuServer);
            m.description = r.text("description");
            m.rackUnits = r.integer("rack_units");
            m.weightKg = r.real("weight_kg");
            m.typicalPowerW = r.real("typical_power_w");
            m.maxPowerW = r.real("max_power_w");
            m.typicalPowerEstimate = r.flag("typical_power_estimate");
            m.liquidFraction = r.real("liquid_fraction");
            m.airflowCfm = r.real("airflow_cfm");
            m.listPriceUsd = r.real("list_price_usd");
            m.acceleratorId = r.text("accelerator_id");
            m.acceleratorCount = r.integer("accelerator_count");
            m.storageCapacityTb = r.real("storage_capacity_tb");
            m.storageBandwidthGBps = r.real("storage_read_gbytes_per_s");
            m.maxLoadKg = r.real("max_load_kg");
            m.powerCapacityW = r.real("power_capacity_w");
            m.widthMm = r.real("width_mm");
            m.depthMm = r.real("depth_mm");
            m.specProvenance =
                r.provenance("spec_source", "spec_source_date", "spec_estimate", "spec_confidence");
            m.priceProvenance = r.provenance("price_source", "price_source_date", "price_estimate",
                                             "price_confidence");

            // What the values may be is the model rules' (checkModels); here what refers to
            // another table.
            r.check(m.acceleratorId.isEmpty() || mAcceleratorIds.contains(m.acceleratorId),
                    u"unknown accelerator \"%1\""_s.arg(m.acceleratorId));
            const QString sku = m.sku;
            mOut->models.push_back(std::move(m));
            mModelIndex[sku] = mOut->models.size() - 1;
        }
        return r.problem();
    }

    QString loadPortGroups()
    {
        RowReader r(mRows, u"port_groups"_s);
        while (r.ok() && r.next()) {
            PortGroup g;
            const QString sku = r.text("sku", false);
            g.name = r.text("name", false);
            r.setKey(sku + u'/' + g.name);
            g.count = r.integer("count");
            g.speedGbps = r.real("speed_gbps");
            g.connector = r.text("connector", false);
            g.fabric = r.text("fabric", false);
            g.portsPerCage = r.integer("ports_per_cage");
            const auto model = mModelIndex.find(sku);
            r.check(model != mModelIndex.end(), u"unknown model \"%1\""_s.arg(sku));
            if (!r.ok())
                break;
            // A group given twice is kept, for the model rules to refuse in their words.
            mOut->models[model->second].portGroups.push_back(std::move(g));
        }
        return r.problem();
    }

    QString loadOffers()
    {
        RowReader r(mRows, u"cloud_offers"_s);
        while (r.ok() && r.next()) {
            CloudOffer c;
            r.setKey(c.id = r.text("id", false));
            c.provider = r.text("provider", false);
            c.instance = r.text("instance", false);
            c.acceleratorId = r.text("accelerator_id", false);
            c.gpusPerInstance = r.integer("gpus_per_instance");
            c.onDemandUsdPerHour = r.optionalReal("on_demand_usd_per_hour");
            c.reserved1yUsdPerHour = r.optionalReal("reserved_1y_usd_per_hour");
            c.reserved3yUsdPerHour = r.optionalReal("reserved_3y_usd_per_hour");
            c.spotUsdPerHour = r.optionalReal("spot_usd_per_hour");
            c.provenance = r.provenance("source", "source_date", "estimate", "confidence");
            r.check(mAcceleratorIds.contains(c.acceleratorId),
                    u"unknown accelerator \"%1\""_s.arg(c.acceleratorId));
            r.check(c.gpusPerInstance >= 1, u"gpus_per_instance must be at least 1"_s);
            bool anyPrice = false;
            for (const std::optional<double> &price : {c.onDemandUsdPerHour, c.reserved1yUsdPerHour,
                                                       c.reserved3yUsdPerHour, c.spotUsdPerHour}) {
                r.check(!price || *price > 0, u"prices must be positive or empty"_s);
                anyPrice = anyPrice || price.has_value();
            }
            r.check(anyPrice, u"no price"_s);
            mOut->offers.push_back(std::move(c));
        }
        return r.problem();
    }

    // Each model with its port groups and supplies, by the rules every door checks.
    QString checkModels() const
    {
        for (const DeviceModel &m : mOut->models)
            if (QString problem = modelRuleProblem(m); !problem.isEmpty())
                return problem;
        return {};
    }

    DeviceModel *modelOf(RowReader &r, const QString &sku)
    {
        const auto it = mModelIndex.find(sku);
        r.check(it != mModelIndex.end(), u"unknown sku \"%1\""_s.arg(sku));
        return it != mModelIndex.end() ? &mOut->models[it->second] : nullptr;
    }

    QString loadPowerSupplies()
    {
        RowReader r(mRows, u"power_supplies"_s);
        while (r.ok() && r.next()) {
            const QString sku = r.text("sku", false);
            r.setKey(sku);
            const int supplies = r.integer("supplies");
            const int full = r.integer("needed_full");
            const int up = r.integer("needed_up");
            const Provenance provenance =
                r.provenance("source", "source_date", "estimate", "confidence");
            DeviceModel *m = modelOf(r, sku);
            if (!r.ok() || !m)
                break;
            m->supplies = supplies;
            m->suppliesForFull = full;
            m->suppliesToRun = up;
            m->suppliesListed = true;
            m->suppliesProvenance = provenance;
        }
        return r.problem();
    }

    QString loadPduInputs()
    {
        RowReader r(mRows, u"pdu_inputs"_s);
        while (r.ok() && r.next()) {
            const QString sku = r.text("sku", false);
            r.setKey(sku);
            PowerFeed feed;
            feed.voltageV = r.real("voltage_v");
            feed.currentA = r.real("current_a");
            feed.phases = r.integer("phases");
            feed.derating = r.real("derating");
            using L = PowerFeedLimits;
            r.check(feed.voltageV >= L::kMinVoltageV && feed.voltageV <= L::kMaxVoltageV &&
                        feed.currentA >= L::kMinCurrentA && feed.currentA <= L::kMaxCurrentA &&
                        (feed.phases == 1 || feed.phases == 3) &&
                        feed.derating >= L::kMinDerating && feed.derating <= L::kMaxDerating,
                    u"voltage, current, phases or derating out of range"_s);
            DeviceModel *m = modelOf(r, sku);
            if (!r.ok() || !m)
                break;
            r.check(m->kind == DeviceKind::Pdu, u"not a PDU"_s);
            m->pduInput = feed;
        }
        return r.problem();
    }

    QString loadLanguageModels()
    {
        RowReader r(mRows, u"models"_s);
        while (r.ok() && r.next()) {
            LanguageModel m;
            r.setKey(m.id = r.text("id", false));
            m.name = r.text("name", false);
            // Billions in the table, where a reviewer compares them with the papers.
            m.params = r.real("params_b") * 1e9;
            m.activeParams = r.real("active_params_b") * 1e9;
            m.layers = r.integer("layers");
            m.hiddenSize = r.integer("hidden_size");
            m.attentionHeads = r.integer("attention_heads");
            m.kvHeads = r.integer("kv_heads");
            m.headDim = r.integer("head_dim");
            m.contextTokens = r.integer("context_tokens");
            m.ffnSize = r.integer("ffn_size");
            m.vocabSize = r.integer("vocab_size");
            m.experts = r.integer("experts");
            m.activeExperts = r.integer("active_experts");
            m.provenance = r.provenance("source", "source_date", "estimate", "confidence");
            r.check(m.params > 0 && m.activeParams > 0 && m.activeParams <= m.params,
                    u"needs 0 < active_params_b <= params_b"_s);
            r.check(m.layers >= 1 && m.hiddenSize >= 1 && m.attentionHeads >= 1 && m.kvHeads >= 1 &&
                        m.headDim >= 1 && m.contextTokens >= 1,
                    u"layers, sizes, heads and context must be at least 1"_s);
            // 0 is "not known" for the FFN and the vocabulary (a team catalog migrated from an
            // older schema), never a negative size.
            r.check(m.ffnSize >= 0 && m.vocabSize >= 0,
                    u"ffn_size and vocab_size must not be negative"_s);
            r.check(m.experts >= 0 && m.activeExperts >= 0 && m.activeExperts <= m.experts &&
                        (m.experts == 0) == (m.activeExperts == 0),
                    u"needs 0 < active_experts <= experts, or both 0 for a dense model"_s);
            mOut->languageModels.push_back(std::move(m));
        }
        return r.problem();
    }

    QString loadAssumptions()
    {
        RowReader r(mRows, u"assumptions"_s);
        while (r.ok() && r.next()) {
            AssumptionDefault a;
            r.setKey(a.key = r.text("key", false));
            a.value = r.real("value");
            a.unit = r.text("unit");
            a.description = r.text("description", false);
            a.provenance = r.provenance("source", "source_date", "estimate", "confidence");
            mOut->assumptions.push_back(std::move(a));
        }
        return r.problem();
    }

    QString loadKernelEfficiencies()
    {
        // Optional as facility_models is: without the table no GPU has an efficiency figure.
        if (!mPresentTables.contains(u"kernel_efficiency"_s))
            return {};
        RowReader r(mRows, u"kernel_efficiency"_s);
        while (r.ok() && r.next()) {
            KernelEfficiency k;
            k.acceleratorId = r.text("accelerator_id", false);
            k.precision = r.text("precision", false);
            r.setKey(k.acceleratorId + u'/' + k.precision);
            k.matmul = r.real("matmul");
            k.provenance = r.provenance("source", "source_date", "estimate", "confidence");
            r.check(mAcceleratorIds.contains(k.acceleratorId),
                    u"unknown accelerator \"%1\""_s.arg(k.acceleratorId));
            r.check(k.precision == u"bf16"_s || k.precision == u"fp8"_s,
                    u"precision must be bf16 or fp8"_s);
            r.check(k.matmul > 0 && k.matmul <= 1, u"matmul must be in (0, 1]"_s);
            mOut->kernelEfficiencies.push_back(std::move(k));
        }
        return r.problem();
    }

    QString loadMediaSpecs()
    {
        // Optional as facility_models is: a team catalog pushed before schema 5 has no media, and
        // the chooser then knows no cable's reach.
        if (!mPresentTables.contains(u"media_specs"_s))
            return {};
        static const QStringList media{u"cat6"_s, u"dac"_s, u"acc"_s, u"aoc"_s, u"om4"_s, u"os2"_s};
        RowReader r(mRows, u"media_specs"_s);
        while (r.ok() && r.next()) {
            const QString sku = r.text("sku", false);
            r.setKey(sku);
            MediaSpec spec;
            spec.medium = r.text("medium", false);
            spec.connector = r.text("connector", false);
            spec.speedGbps = r.real("speed_gbps");
            spec.ports = r.integer("ports");
            spec.breakout = r.integer("breakout") != 0;
            spec.reachM = r.real("reach_m");
            spec.lengthM = r.real("length_m");
            spec.provenance = r.provenance("source", "source_date", "estimate", "confidence");
            r.check(media.contains(spec.medium), u"unknown medium \"%1\""_s.arg(spec.medium));
            r.check(spec.ports == 1 || spec.ports == 2, u"ports must be 1 or 2"_s);
            r.check(!spec.breakout || spec.ports == 2, u"a breakout needs ports = 2"_s);
            r.check(spec.reachM > 0 && spec.lengthM >= 0 && spec.speedGbps >= 0,
                    u"reach_m must be positive, length_m and speed_gbps not negative"_s);
            DeviceModel *m = modelOf(r, sku);
            if (!r.ok() || !m)
                break;
            // A co-packaged-optics switch has a media row too: the fibre its front panel takes.
            r.check(m->kind == DeviceKind::Cable || m->kind == DeviceKind::Transceiver ||
                        m->kind == DeviceKind::Switch,
                    u"not a cable, transceiver or switch"_s);
            m->media = std::move(spec);
        }
        return r.problem();
    }

    QString loadFacilityModels()
    {
        // Optional: a catalog without the table (a team catalog made before it) has no models.
        if (!mPresentTables.contains(u"facility_models"_s))
            return {};
        RowReader r(mRows, u"facility_models"_s);
        while (r.ok() && r.next()) {
            FacilityModel m;
            r.setKey(m.sku = r.text("sku", false));
            m.name = r.text("name", false);
            m.vendor = r.text("vendor");
            const QString kind = r.text("kind", false);
            const std::optional<FacilityKind> parsed = facilityKindFromName(kind);
            r.check(parsed.has_value(), u"unknown kind \"%1\""_s.arg(kind));
            m.kind = parsed.value_or(FacilityKind::Switchboard);
            m.description = r.text("description");
            m.capacityKw = r.real("capacity_kw");
            m.maxFlowLpm = r.real("max_flow_lpm");
            m.approachK = r.real("approach_k");
            m.ownPowerKw = r.real("own_power_kw");
            m.widthMm = r.real("width_mm");
            m.depthMm = r.real("depth_mm");
            m.heightMm = r.real("height_mm");
            m.weightKg = r.real("weight_kg");
            m.listPriceUsd = r.real("list_price_usd");
            m.specProvenance =
                r.provenance("spec_source", "spec_source_date", "spec_estimate", "spec_confidence");
            m.priceProvenance = r.provenance("price_source", "price_source_date", "price_estimate",
                                             "price_confidence");
            r.check(m.capacityKw > 0 && m.capacityKw <= FacilityLimits::kMaxCapacityKw,
                    u"capacity_kw must be positive and at most 1,000,000"_s);
            for (const auto &[v, column] : {std::pair{m.maxFlowLpm, "max_flow_lpm"},
                                            {m.approachK, "approach_k"},
                                            {m.ownPowerKw, "own_power_kw"},
                                            {m.widthMm, "width_mm"},
                                            {m.depthMm, "depth_mm"},
                                            {m.heightMm, "height_mm"},
                                            {m.weightKg, "weight_kg"},
                                            {m.listPriceUsd, "list_price_usd"}})
                r.nonNegative(v, column);
            mOut->facilityModels.push_back(std::move(m));
        }
        return r.problem();
    }

    QString loadFigureRanges()
    {
        // Optional: catalogs before schema 6 keep no ranges.
        if (!mPresentTables.contains(u"figure_ranges"_s))
            return {};
        RowReader r(mRows, u"figure_ranges"_s);
        while (r.ok() && r.next()) {
            FigureRange f;
            f.subject = r.text("subject", false);
            f.field = r.text("field", false);
            r.setKey(f.subject + u'/' + f.field);
            f.low = r.real("low");
            f.high = r.real("high");
            f.chosen = r.real("chosen");
            f.why = r.text("why", false);
            f.sources = r.text("sources", false);
            f.sourceDate = r.text("source_date", false);
            r.check(f.low <= f.chosen && f.chosen <= f.high, u"chosen must lie in [low, high]"_s);
            mOut->figureRanges.push_back(std::move(f));
        }
        return r.problem();
    }

    const CatalogRows &mRows;
    CatalogTables *mOut;
    QSet<QString> mPresentTables;
    QSet<QString> mAcceleratorIds;
    std::map<QString, std::size_t> mModelIndex;
};

bool fail(QString *error, const QString &path, const QString &message)
{
    if (error)
        *error = path + u": "_s + message;
    return false;
}

} // namespace

bool readCatalogTables(const QString &filePath, const QString &displayPath, CatalogTables *out,
                       QString *error)
{
    // SQLite would create a missing file (and happily open a directory name as a new database on
    // some platforms): check first, so a typo in --catalog never leaves an empty catalog.db behind.
    const QFileInfo info(filePath);
    if (!info.exists())
        return fail(error, displayPath, u"no such file"_s);
    if (!info.isFile())
        return fail(error, displayPath, u"not a file"_s);
    if (!info.isReadable())
        return fail(error, displayPath, u"cannot read the file (permission denied)"_s);

    QString problem;
    {
        SqliteConnection connection(filePath, true);
        problem = connection.error();
        if (problem.isEmpty()) {
            QSqlDatabase db = connection.db();
            readCatalogTables(db, out, &problem);
        }
    }
    return problem.isEmpty() || fail(error, displayPath, problem);
}

CatalogRows fetchCatalogRows(QSqlDatabase &db)
{
    CatalogRows rows;
    // Runs a query; on failure returns the database's message. A random-bytes file fails here, on
    // the first statement, because SQLite only reads the header when it has to.
    // On a connection the server dropped, the rows' problem says so once (see hasConnection()).
    auto connected = [&db] { return hasConnection(db.driver()); };
    auto failure = [](const QSqlQuery &query) -> QString {
        // SQLite quotes CHECK expressions verbatim, line breaks included: errors are one line.
        const QString message = query.lastError().databaseText().simplified();
        if (message.contains(u"not a database"_s))
            return u"not a SQLite database (%1)"_s.arg(message);
        return message.isEmpty() ? query.lastError().text().simplified() : message;
    };
    auto run = [&connected, &failure](QSqlQuery &query, const QString &sql) -> QString {
        if (!connected())
            return u"no connection to the server"_s;
        query.setForwardOnly(true);
        return query.exec(sql) ? QString() : failure(query);
    };
    const bool postgres = db.driverName() == u"QPSQL"_s;
    QSqlQuery tables(db);
    if (postgres) {
        rows.problem = run(tables, u"SELECT table_name FROM information_schema.tables "
                                   "WHERE table_schema = current_schema()"_s);
    } else {
        QSqlQuery version(db);
        rows.problem = run(version, u"PRAGMA user_version"_s);
        if (!rows.problem.isEmpty())
            return rows;
        rows.schemaVersion = version.next() ? version.value(0).toInt() : 0;
        if (*rows.schemaVersion != Catalog::kSchemaVersion)
            return rows; // the version is all a reader reports of this file
        rows.problem = run(tables, u"SELECT name FROM sqlite_master WHERE type = 'table'"_s);
    }
    if (!rows.problem.isEmpty())
        return rows;
    while (tables.next())
        rows.tables[tables.value(0).toString()];

    // The order each table is read in; rowid keeps the order the SQL lists a model's port groups
    // in (compute first, BMC last), which is the order the inspector and exports show. PostgreSQL
    // has no rowid: the team schema keeps that order in a column of its own.
    const std::pair<const char *, const char *> known[] = {
        {"accelerators", "id"},
        {"device_models", "sku"},
        {"port_groups", postgres ? "sku, position" : "sku, rowid"},
        {"cloud_offers", "id"},
        {"power_supplies", "sku"},
        {"pdu_inputs", "sku"},
        {"models", "id"},
        {"kernel_efficiency", "accelerator_id, precision"},
        {"media_specs", "sku"},
        {"facility_models", "sku"},
        {"figure_ranges", "subject, field"},
        {"assumptions", "key"},
    };
    for (const auto &[name, order] : known) {
        const auto it = rows.tables.find(QLatin1String(name));
        if (it == rows.tables.end())
            continue;
        CatalogRows::Table &table = it->second;
        QSqlQuery q(db);
        table.problem = run(
            q, u"SELECT * FROM %1 ORDER BY %2"_s.arg(QLatin1String(name), QLatin1String(order)));
        if (table.problem.isEmpty()) {
            const QSqlRecord record = q.record();
            for (int i = 0; i < record.count(); ++i)
                table.columns << record.fieldName(i);
            while (q.next()) {
                QVariantList values;
                values.reserve(record.count());
                for (int i = 0; i < record.count(); ++i)
                    values << q.value(i);
                table.rows.push_back(std::move(values));
            }
            // A damaged page part-way through a table, or a connection lost while its rows come
            // in one at a time, ends next() with an error rather than at the last row: the rows
            // before it must not pass for the whole table.
            if (q.lastError().isValid()) {
                table.problem = u"table %1 could not be read past row %2: %3"_s.arg(
                    QLatin1String(name), QString::number(table.rows.size()), failure(q));
                table.rows.clear();
            }
        }
        // Every table after a lost connection would fail the same way: the read ends here.
        if (!table.problem.isEmpty() && !connected()) {
            rows.problem = table.problem;
            break;
        }
    }
    return rows;
}

bool readCatalogTables(QSqlDatabase &db, CatalogTables *out, QString *problem)
{
    return readCatalogTables(fetchCatalogRows(db), out, problem);
}

bool readCatalogTables(const CatalogRows &rows, CatalogTables *out, QString *problem)
{
    CatalogTables tables;
    const QString found = TableLoader(rows, &tables).load();
    if (!found.isEmpty()) {
        if (problem)
            *problem = found;
        return false;
    }
    *out = std::move(tables);
    return true;
}

} // namespace podcad

#include "designwriter.h"

#include "designfile.h"
#include "jsonwriter.h"
#include "platform/atomicfile.h"

#include <cmath>

namespace podcad {
namespace {

// Writes the fields of each object in the documented order. Locations for non-finite numbers are
// only built when one is found, so the common case costs nothing.
class DesignWriter final
{
public:
    // With a sink, the text goes out in chunks of about kChunk bytes instead of piling up in
    // `out`: a 64-SU SuperPOD is ~26 MB of JSON, and on this kind of machine first-touching that
    // much fresh memory costs more than formatting it.
    DesignWriter(QByteArray &out, QString *firstNonFinite, AtomicFile *sink = nullptr)
        : mOut(out)
        , mJson(out)
        , mFirstNonFinite(firstNonFinite)
        , mSink(sink)
    {}

    // False when the sink refused a write; the rest of the text was then not written.
    bool sinkOk() const { return mSinkOk; }

    // Hands the buffered text to the sink (if any), keeping the buffer's capacity for reuse.
    void drain()
    {
        if (!mSink || mOut.isEmpty())
            return;
        if (mSinkOk && !mSink->write(mOut))
            mSinkOk = false;
        mOut.resize(0);
    }

    void write(const Design &design)
    {
        mJson.beginObject();
        mJson.key(u"format");
        mJson.value(u"podcad-design");
        mJson.key(u"version");
        mJson.value(DesignFile::kFormatVersion);
        mJson.key(u"name");
        mJson.value(design.name);
        // Optional keys (version 3) are written only when set, so a design without them writes
        // what version 2 wrote but for the version number.
        if (!design.site.isEmpty()) {
            mJson.key(u"site");
            mJson.value(design.site);
        }
        if (!design.location.isEmpty()) {
            mJson.key(u"location");
            mJson.value(design.location);
        }

        mJson.key(u"assumptions");
        mJson.beginObject();
        for (const auto &[key, value] : design.assumptions.values) {
            mJson.key(key);
            number(value, u"assumptions", -1, key);
        }
        mJson.endObject();

        // Only when there are some, like a device's optional overrides: files without any stay
        // byte-for-byte what earlier builds wrote, and version 1 readers take the key as optional.
        if (!design.priceOverrides.empty()) {
            mJson.key(u"price_overrides");
            mJson.beginObject();
            for (const auto &[sku, usd] : design.priceOverrides) {
                mJson.key(sku);
                number(usd, u"price_overrides", -1, sku);
            }
            mJson.endObject();
        }

        if (design.workload)
            writeWorkload(*design.workload);
        // Version 4: both optional, written only when the design has them.
        if (design.hall)
            writeHall(*design.hall);
        if (!design.facility().empty())
            writeFacility(design);

        mJson.key(u"fabrics");
        mJson.beginArray();
        for (const auto &[id, fabric] : design.fabrics()) {
            mJson.beginObject();
            mJson.key(u"id");
            mJson.value(fabric.id);
            mJson.key(u"name");
            mJson.value(fabric.name);
            mJson.key(u"kind");
            mJson.value(fabricKindName(fabric.kind));
            mJson.key(u"technology");
            mJson.value(fabric.technology);
            mJson.endObject();
        }
        mJson.endArray();

        mJson.key(u"racks");
        mJson.beginArray();
        int index = 0;
        for (const auto &[id, rack] : design.racks()) {
            mJson.beginObject();
            mJson.key(u"id");
            mJson.value(rack.id);
            mJson.key(u"sku");
            mJson.value(rack.sku);
            mJson.key(u"name");
            mJson.value(rack.name);
            mJson.key(u"row");
            mJson.value(rack.row);
            numberField(u"floor_x_m", rack.floorPositionM.x(), u"racks", index);
            numberField(u"floor_y_m", rack.floorPositionM.y(), u"racks", index);
            numberField(u"power_limit_kw", rack.powerLimitKw, u"racks", index);
            // Only feeds the design sets: a rack that follows its PDUs and the defaults says
            // nothing, so it keeps following them when the catalog changes.
            if (rack.feeds[0] || rack.feeds[1]) {
                mJson.key(u"feeds");
                mJson.beginObject();
                for (FeedSide side : kFeedSides) {
                    const std::optional<PowerFeed> &feed = rack.feed(side);
                    if (!feed)
                        continue;
                    mJson.key(feedName(side));
                    mJson.beginObject();
                    numberField(u"voltage_v", feed->voltageV, u"racks", index);
                    numberField(u"current_a", feed->currentA, u"racks", index);
                    mJson.key(u"phases");
                    mJson.value(feed->phases);
                    numberField(u"derating", feed->derating, u"racks", index);
                    mJson.endObject();
                }
                mJson.endObject();
            }
            if (!rack.powerFrom[0].empty() || !rack.powerFrom[1].empty()) {
                mJson.key(u"power_from");
                mJson.beginObject(/*inlined=*/true);
                for (FeedSide side : kFeedSides) {
                    if (rack.powerFrom[feedIndex(side)].empty())
                        continue;
                    mJson.key(feedName(side));
                    idArray(rack.powerFrom[feedIndex(side)]);
                }
                mJson.endObject();
            }
            if (!rack.cooledBy.empty()) {
                mJson.key(u"cooled_by");
                idArray(rack.cooledBy);
            }
            mJson.endObject();
            ++index;
        }
        mJson.endArray();

        mJson.key(u"devices");
        mJson.beginArray();
        index = 0;
        for (const auto &[id, device] : design.devices()) {
            mJson.beginObject();
            mJson.key(u"id");
            mJson.value(device.id);
            mJson.key(u"sku");
            mJson.value(device.sku);
            mJson.key(u"name");
            mJson.value(device.name);
            mJson.key(u"role");
            mJson.value(roleName(device.role));
            mJson.key(u"rack");
            if (device.isPlaced())
                mJson.value(device.rackId);
            else
                mJson.null();
            mJson.key(u"lowest_u");
            mJson.value(device.lowestU);
            numberField(u"canvas_x", device.canvasPosition.x(), u"devices", index);
            numberField(u"canvas_y", device.canvasPosition.y(), u"devices", index);
            if (device.priceOverrideUsd)
                numberField(u"price_override_usd", *device.priceOverrideUsd, u"devices", index);
            if (device.powerOverrideW)
                numberField(u"power_override_w", *device.powerOverrideW, u"devices", index);
            if (device.feed) {
                mJson.key(u"feed");
                mJson.value(feedName(*device.feed));
            }
            mJson.endObject();
            ++index;
            drainIfFull();
        }
        mJson.endArray();

        mJson.key(u"links");
        mJson.beginArray();
        for (const auto &[id, link] : design.links()) {
            mJson.beginObject();
            mJson.key(u"id");
            mJson.value(link.id);
            portRef(u"a", link.a);
            portRef(u"b", link.b);
            mJson.key(u"cable_sku");
            mJson.value(link.cableSku);
            mJson.key(u"fabric");
            if (link.fabricId.isEmpty())
                mJson.null();
            else
                mJson.value(link.fabricId);
            mJson.endObject();
            drainIfFull();
        }
        mJson.endArray();

        mJson.endObject();
        mJson.finish();
    }

private:
    static constexpr qsizetype kChunk = 1 << 20;

    void drainIfFull()
    {
        if (mSink && mOut.size() >= kChunk)
            drain();
    }

    void portRef(QStringView key, const PortRef &end)
    {
        mJson.key(key);
        mJson.beginObject(/*inlined=*/true);
        mJson.key(u"device");
        mJson.value(end.deviceId);
        mJson.key(u"port_group");
        mJson.value(end.portGroup);
        mJson.key(u"port");
        mJson.value(end.portIndex);
        mJson.endObject();
    }

    // Only what is set: an unset optional target leaves its key out, so the sizing's defaults
    // apply when the file is read back (and may improve with later versions).
    void writeWorkload(const Workload &w)
    {
        mJson.key(u"workload");
        mJson.beginObject();
        if (!w.modelId.isEmpty()) {
            mJson.key(u"model");
            mJson.value(w.modelId);
        }
        if (w.custom) {
            const WorkloadModel &m = *w.custom;
            const QStringView at = u"workload.custom_model";
            mJson.key(u"custom_model");
            mJson.beginObject();
            numberField(u"params", m.params, at, -1);
            if (m.activeParams > 0)
                numberField(u"active_params", m.activeParams, at, -1);
            intField(u"layers", m.layers);
            intField(u"hidden", m.hidden);
            intField(u"heads", m.heads);
            intField(u"kv_heads", m.kvHeads);
            intField(u"head_dim", m.headDim);
            intField(u"context", m.contextTokens);
            if (m.ffn > 0)
                intField(u"ffn", m.ffn);
            if (m.vocab > 0)
                intField(u"vocab", m.vocab);
            if (m.experts > 0) {
                intField(u"experts", m.experts);
                intField(u"active_experts", m.activeExperts);
            }
            mJson.endObject();
        }
        if (w.training) {
            const TrainingTarget &t = *w.training;
            const QStringView at = u"workload.training";
            mJson.key(u"training");
            mJson.beginObject();
            numberField(u"tokens", t.tokens, at, -1);
            if (t.gpus)
                intField(u"gpus", *t.gpus);
            if (t.days)
                numberField(u"days", *t.days, at, -1);
            if (t.mfu)
                numberField(u"mfu", *t.mfu, at, -1);
            if (t.achievedTflops)
                numberField(u"achieved_tflops", *t.achievedTflops, at, -1);
            textField(u"precision", t.precision);
            textField(u"accounting", t.accounting);
            if (t.tensorParallel > 0)
                intField(u"tp", t.tensorParallel);
            if (t.pipelineParallel > 0)
                intField(u"pp", t.pipelineParallel);
            if (t.zeroStage >= 0)
                intField(u"zero", t.zeroStage);
            if (t.sequenceTokens > 0)
                intField(u"seq_len", t.sequenceTokens);
            if (t.microBatch > 0)
                intField(u"micro_batch", t.microBatch);
            if (t.contextParallel > 0)
                intField(u"cp", t.contextParallel);
            if (t.expertParallel > 0)
                intField(u"ep", t.expertParallel);
            if (!t.recompute.isEmpty())
                textField(u"recompute", t.recompute);
            if (t.batchTokens > 0)
                numberField(u"batch_tokens", t.batchTokens, at, -1);
            mJson.endObject();
        }
        if (w.inference) {
            const InferenceTarget &i = *w.inference;
            mJson.key(u"inference");
            mJson.beginObject();
            intField(u"context", i.contextTokens);
            intField(u"concurrency", i.concurrency);
            textField(u"precision", i.precision);
            if (!i.kvPrecision.isEmpty())
                textField(u"kv_precision", i.kvPrecision);
            if (i.tokensPerS > 0)
                numberField(u"tokens_per_s", i.tokensPerS, u"workload.inference", -1);
            mJson.endObject();
        }
        mJson.endObject();
    }

    void idArray(const std::vector<QString> &ids)
    {
        mJson.beginArray(/*inlined=*/true);
        for (const QString &id : ids)
            mJson.value(id);
        mJson.endArray();
    }

    void point(QStringView xKey, QStringView yKey, QPointF p, QStringView at, int index)
    {
        numberField(xKey, p.x(), at, index);
        numberField(yKey, p.y(), at, index);
    }

    void writeHall(const Hall &hall)
    {
        const QStringView at = u"hall";
        mJson.key(u"hall");
        mJson.beginObject();
        numberField(u"x_m", hall.originM.x(), at, -1);
        numberField(u"y_m", hall.originM.y(), at, -1);
        numberField(u"width_m", hall.widthM, at, -1);
        numberField(u"depth_m", hall.depthM, at, -1);
        mJson.key(u"floor_rating_kg_m2");
        if (hall.floorRatingKgM2)
            number(*hall.floorRatingKgM2, at, -1, u"floor_rating_kg_m2");
        else
            mJson.null();
        textField(u"floor", floorTypeName(hall.floor));
        numberField(u"cold_aisle_m", hall.coldAisleM, at, -1);
        numberField(u"hot_aisle_m", hall.hotAisleM, at, -1);
        mJson.key(u"rows");
        mJson.beginArray();
        int index = 0;
        for (const HallRow &row : hall.rows) {
            mJson.beginObject(/*inlined=*/true);
            textField(u"name", row.name);
            point(u"x_m", u"y_m", row.originM, u"hall.rows", index++);
            textField(u"facing", facingName(row.facing));
            textField(u"containment", containmentName(row.containment));
            mJson.endObject();
        }
        mJson.endArray();
        mJson.key(u"trays");
        mJson.beginArray();
        index = 0;
        for (const CableTray &tray : hall.trays) {
            mJson.beginObject(/*inlined=*/true);
            textField(u"id", tray.id);
            point(u"x1_m", u"y1_m", tray.fromM, u"hall.trays", index);
            point(u"x2_m", u"y2_m", tray.toM, u"hall.trays", index);
            numberField(u"width_m", tray.widthM, u"hall.trays", index);
            numberField(u"height_m", tray.heightM, u"hall.trays", index);
            mJson.endObject();
            ++index;
        }
        mJson.endArray();
        mJson.endObject();
    }

    void writeFacility(const Design &design)
    {
        mJson.key(u"facility");
        mJson.beginArray();
        int index = 0;
        for (const auto &[id, e] : design.facility()) {
            mJson.beginObject(/*inlined=*/true);
            textField(u"id", e.id);
            textField(u"kind", facilityKindName(e.kind));
            textField(u"name", e.name);
            mJson.key(u"sku");
            if (e.sku.isEmpty())
                mJson.null();
            else
                mJson.value(e.sku);
            if (e.capacityKw)
                numberField(u"capacity_kw", *e.capacityKw, u"facility", index);
            mJson.key(u"fed_from");
            idArray(e.fedFrom);
            point(u"x_m", u"y_m", e.positionM, u"facility", index);
            if (!e.fluid.isEmpty())
                textField(u"fluid", e.fluid);
            if (e.supplyC)
                numberField(u"supply_c", *e.supplyC, u"facility", index);
            if (e.returnC)
                numberField(u"return_c", *e.returnC, u"facility", index);
            mJson.endObject();
            ++index;
        }
        mJson.endArray();
    }

    void intField(QStringView key, int value)
    {
        mJson.key(key);
        mJson.value(value);
    }

    void textField(QStringView key, const QString &value)
    {
        mJson.key(key);
        mJson.value(value);
    }

    void numberField(QStringView key, double value, QStringView array, int index)
    {
        mJson.key(key);
        number(value, array, index, key);
    }

    void number(double value, QStringView container, int index, QStringView key)
    {
        mJson.value(value);
        if (!std::isfinite(value) && mFirstNonFinite && mFirstNonFinite->isEmpty()) {
            *mFirstNonFinite = container.toString();
            if (index >= 0)
                *mFirstNonFinite += u'[' + QString::number(index) + u']';
            *mFirstNonFinite += u'.' + key.toString();
        }
    }

    QByteArray &mOut;
    JsonWriter mJson;
    QString *mFirstNonFinite;
    AtomicFile *mSink;
    bool mSinkOk = true;
};

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

QByteArray serializeDesign(const Design &design, QString *firstNonFinite)
{
    QByteArray out;
    // Roughly 250 bytes per object; reserving avoids repeated reallocation for large designs.
    out.reserve(qsizetype(1024 + 250 * (design.racks().size() + design.devices().size() +
                                        design.links().size() + design.fabrics().size())));
    DesignWriter(out, firstNonFinite).write(design);
    return out;
}

QByteArray DesignFile::serialize(const Design &design)
{
    return serializeDesign(design, nullptr);
}

bool DesignFile::write(const Design &design, const QString &path, QString *error)
{
    AtomicFile file(path);
    if (!file.open())
        return fail(error, QStringLiteral("%1: cannot save: %2").arg(path, file.errorString()));
    QString nonFinite;
    QByteArray buffer;
    DesignWriter writer(buffer, &nonFinite, &file);
    writer.write(design);
    writer.drain();
    // Until commit() nothing replaces the old file, so refusing here loses nothing.
    if (!nonFinite.isEmpty())
        return fail(
            error, QStringLiteral("%1: not saved: %2 is not a finite number").arg(path, nonFinite));
    if (!writer.sinkOk())
        return fail(error, QStringLiteral("%1: cannot save: %2").arg(path, file.errorString()));
    // commit() syncs the new file to the disk and renames it over the old one.
    if (!file.commit())
        return fail(error, QStringLiteral("%1: cannot save: %2").arg(path, file.errorString()));
    return true;
}

} // namespace podcad

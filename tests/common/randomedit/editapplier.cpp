#include "editapplier.h"

#include "catalog/catalog.h"
#include "commands/addfacilityelement.h"
#include "commands/addobjects.h"
#include "commands/arrangeobjects.h"
#include "commands/changedesignname.h"
#include "commands/changedesignproperties.h"
#include "commands/changehall.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "commands/removefacilityelement.h"
#include "commands/removeobjects.h"
#include "commands/replacedesign.h"
#include "commands/setassumption.h"
#include "commands/setpriceoverride.h"
#include "commands/setworkload.h"
#include "commands/updatefacilityelement.h"
#include "edit/arrange.h"
#include "edit/linkplanner.h"
#include "mainwindow/designclipboard.h"
#include "session/document.h"

#include <QMimeData>
#include <functional>

namespace podcad::randomedit {
namespace {

using Outcome = EditApplier::Outcome;
using Result = EditApplier::Result;

// Reads a step's arguments; any that is missing or not a number marks the whole step malformed.
class Args final
{
public:
    explicit Args(const QStringList &args)
        : mArgs(args)
    {}

    bool ok() const { return mOk; }
    qsizetype size() const { return mArgs.size(); }
    QString text(qsizetype i)
    {
        if (i >= mArgs.size()) {
            mOk = false;
            return {};
        }
        return mArgs.at(i);
    }
    int integer(qsizetype i)
    {
        bool ok = false;
        const int value = text(i).toInt(&ok);
        mOk = mOk && ok;
        return value;
    }
    double number(qsizetype i)
    {
        bool ok = false;
        const double value = text(i).toDouble(&ok);
        mOk = mOk && ok;
        return value;
    }
    // "-" (an empty argument): none.
    std::optional<double> optionalNumber(qsizetype i)
    {
        if (text(i).isEmpty())
            return std::nullopt;
        return number(i);
    }
    // A comma-separated list; empty: none.
    std::vector<QString> list(qsizetype i)
    {
        std::vector<QString> out;
        for (const QString &item : text(i).split(u',', Qt::SkipEmptyParts))
            out.push_back(item);
        return out;
    }
    QStringList ids(qsizetype i)
    {
        const std::vector<QString> items = list(i);
        return QStringList(items.begin(), items.end());
    }
    // key value pairs from `from` on, handed to `set`, which returns false for an unknown key.
    void pairs(qsizetype from, const std::function<bool(const QString &, qsizetype)> &set)
    {
        if ((mArgs.size() - from) % 2 != 0)
            mOk = false;
        for (qsizetype i = from; i + 1 < mArgs.size(); i += 2)
            if (!set(mArgs.at(i), i + 1))
                mOk = false;
    }
    void fail() { mOk = false; }

private:
    const QStringList &mArgs;
    bool mOk = true;
};

Result push(Document &document, DocumentCommand *command)
{
    QString why;
    if (document.push(command, &why))
        return {Outcome::Pushed, {}};
    return {Outcome::Refused, why};
}

Result pushLinks(Document &document, LinkPlan plan, const QString &text)
{
    if (plan.links.empty())
        return {Outcome::NoCommand, plan.reason};
    return push(document, new AddObjects(&document, {}, std::move(plan.links), text));
}

std::optional<PowerFeed> feedFrom(Args &args, qsizetype i)
{
    const std::vector<QString> parts = args.list(i);
    if (parts.empty())
        return std::nullopt;
    if (parts.size() != 4) {
        args.fail();
        return std::nullopt;
    }
    PowerFeed feed;
    feed.voltageV = parts[0].toDouble();
    feed.currentA = parts[1].toDouble();
    feed.phases = parts[2].toInt();
    feed.derating = parts[3].toDouble();
    return feed;
}

template<typename T, typename Find>
std::vector<T> valuesOf(const QStringList &ids, const Find &find)
{
    std::vector<T> values;
    for (const QString &id : ids) {
        // An id that names nothing goes as a bare value, which the command refuses as missing.
        const T *current = find(id);
        T value = current ? *current : T{};
        value.id = id;
        values.push_back(std::move(value));
    }
    return values;
}

Result setDevices(Document &document, Args &args)
{
    const QStringList ids = args.ids(0);
    const int session = args.integer(1);
    std::vector<Device> after =
        valuesOf<Device>(ids, [&](const QString &id) { return document.design().device(id); });
    for (Device &d : after)
        args.pairs(2, [&](const QString &key, qsizetype i) {
            if (key == u"name")
                d.name = args.text(i);
            else if (key == u"sku")
                d.sku = args.text(i);
            else if (key == u"role")
                d.role = roleFromName(args.text(i)).value_or(Role::Other);
            else if (key == u"rack")
                d.rackId = args.text(i);
            else if (key == u"u")
                d.lowestU = args.integer(i);
            else if (key == u"x")
                d.canvasPosition.setX(args.number(i));
            else if (key == u"y")
                d.canvasPosition.setY(args.number(i));
            else if (key == u"price")
                d.priceOverrideUsd = args.optionalNumber(i);
            else if (key == u"power")
                d.powerOverrideW = args.optionalNumber(i);
            else if (key == u"feed")
                d.feed = feedFromName(args.text(i));
            else
                return false;
            return true;
        });
    if (!args.ok())
        return {Outcome::Malformed, {}};
    return push(document,
                new ChangeDevices(&document, std::move(after), QStringLiteral("Edit"), session));
}

Result setRacks(Document &document, Args &args)
{
    std::vector<Rack> after =
        valuesOf<Rack>(args.ids(0), [&](const QString &id) { return document.design().rack(id); });
    for (Rack &r : after)
        args.pairs(1, [&](const QString &key, qsizetype i) {
            if (key == u"name")
                r.name = args.text(i);
            else if (key == u"sku")
                r.sku = args.text(i);
            else if (key == u"row")
                r.row = args.text(i);
            else if (key == u"x")
                r.floorPositionM.setX(args.number(i));
            else if (key == u"y")
                r.floorPositionM.setY(args.number(i));
            else if (key == u"kw")
                r.powerLimitKw = args.number(i);
            else if (key == u"power-a")
                r.powerFrom[0] = args.list(i);
            else if (key == u"power-b")
                r.powerFrom[1] = args.list(i);
            else if (key == u"cooled")
                r.cooledBy = args.list(i);
            else if (key == u"feed-a")
                r.feeds[0] = feedFrom(args, i);
            else if (key == u"feed-b")
                r.feeds[1] = feedFrom(args, i);
            else
                return false;
            return true;
        });
    if (!args.ok())
        return {Outcome::Malformed, {}};
    return push(document, new ChangeRacks(&document, std::move(after), QStringLiteral("Edit")));
}

Result setLinks(Document &document, Args &args)
{
    std::vector<Link> after =
        valuesOf<Link>(args.ids(0), [&](const QString &id) { return document.design().link(id); });
    for (Link &l : after)
        args.pairs(1, [&](const QString &key, qsizetype i) {
            if (key == u"cable")
                l.cableSku = args.text(i);
            else if (key == u"fabric")
                l.fabricId = args.text(i);
            else if (key == u"b-port")
                l.b.portIndex = args.integer(i);
            else
                return false;
            return true;
        });
    if (!args.ok())
        return {Outcome::Malformed, {}};
    return push(document, new ChangeLinks(&document, std::move(after), QStringLiteral("Edit")));
}

Result setFacility(Document &document, Args &args)
{
    const QString id = args.text(0);
    const int session = args.integer(1);
    const FacilityElement *current = document.design().facilityElement(id);
    FacilityElement e = current ? *current : FacilityElement{};
    e.id = id;
    args.pairs(2, [&](const QString &key, qsizetype i) {
        if (key == u"name")
            e.name = args.text(i);
        else if (key == u"sku")
            e.sku = args.text(i);
        else if (key == u"capacity")
            e.capacityKw = args.optionalNumber(i);
        else if (key == u"fed")
            e.fedFrom = args.list(i);
        else if (key == u"x")
            e.positionM.setX(args.number(i));
        else if (key == u"y")
            e.positionM.setY(args.number(i));
        else if (key == u"fluid")
            e.fluid = args.text(i);
        else if (key == u"supply")
            e.supplyC = args.optionalNumber(i);
        else if (key == u"return")
            e.returnC = args.optionalNumber(i);
        else if (key == u"kind")
            e.kind = facilityKindFromName(args.text(i)).value_or(e.kind);
        else
            return false;
        return true;
    });
    if (!args.ok())
        return {Outcome::Malformed, {}};
    return push(document, new UpdateFacilityElement(&document, std::move(e), session));
}

Result setHall(Document &document, Args &args)
{
    Hall hall = document.design().hall.value_or(Hall{});
    args.pairs(0, [&](const QString &key, qsizetype i) {
        if (key == u"rating")
            hall.floorRatingKgM2 = args.optionalNumber(i);
        else if (key == u"floor")
            hall.floor = floorTypeFromName(args.text(i)).value_or(hall.floor);
        else if (key == u"cold")
            hall.coldAisleM = args.number(i);
        else if (key == u"hot")
            hall.hotAisleM = args.number(i);
        else if (key == u"width")
            hall.widthM = args.number(i);
        else if (key == u"depth")
            hall.depthM = args.number(i);
        else
            return false;
        return true;
    });
    if (!args.ok())
        return {Outcome::Malformed, {}};
    return push(document, new ChangeHall(&document, std::move(hall)));
}

Result setWorkload(Document &document, Args &args)
{
    const QString field = args.text(0);
    if (args.size() == 2 && args.text(1) == u"clear")
        return push(document, new SetWorkload(&document, std::nullopt, field));
    Workload w = document.design().workload.value_or(Workload{});
    const auto training = [&w]() -> TrainingTarget & {
        if (!w.training)
            w.training = TrainingTarget{};
        return *w.training;
    };
    const auto inference = [&w]() -> InferenceTarget & {
        if (!w.inference)
            w.inference = InferenceTarget{};
        return *w.inference;
    };
    args.pairs(1, [&](const QString &key, qsizetype i) {
        if (key == u"model") {
            w.modelId = args.text(i);
        } else if (key == u"tokens") {
            training().tokens = args.number(i);
        } else if (key == u"gpus") {
            training().gpus = args.integer(i);
            training().days.reset();
        } else if (key == u"days") {
            training().days = args.number(i);
            training().gpus.reset();
        } else if (key == u"tprec") {
            training().precision = args.text(i);
        } else if (key == u"ctx") {
            inference().contextTokens = args.integer(i);
        } else if (key == u"conc") {
            inference().concurrency = args.integer(i);
        } else if (key == u"iprec") {
            inference().precision = args.text(i);
        } else if (key == u"no") {
            if (args.text(i) == u"training")
                w.training.reset();
            else
                w.inference.reset();
        } else {
            return false;
        }
        return true;
    });
    if (!args.ok())
        return {Outcome::Malformed, {}};
    return push(document, new SetWorkload(&document, std::move(w), field));
}

} // namespace

EditApplier::EditApplier(const Catalog &catalog, Design start, std::map<QString, Design> others)
    : mCatalog(catalog)
    , mStart(std::move(start))
    , mOthers(std::move(others))
{}

EditApplier::Result EditApplier::apply(Document &document, const EditStep &step) const
{
    Args args(step.args);
    const QString &verb = step.verb;
    const Design &design = document.design();
    Result result{Outcome::Malformed, {}};

    if (verb == u"undo" || verb == u"redo") {
        QUndoStack *stack = document.undoStack();
        const bool undo = verb == u"undo";
        if (undo ? !stack->canUndo() : !stack->canRedo())
            return {Outcome::NoCommand, {}};
        undo ? stack->undo() : stack->redo();
        return {Outcome::Moved, {}};
    }
    if (verb == u"add-rack") {
        Rack rack;
        rack.id = args.text(0);
        rack.sku = args.text(1);
        rack.name = args.text(2);
        rack.row = args.text(3);
        rack.floorPositionM = QPointF(args.number(4), args.number(5));
        rack.powerLimitKw = args.number(6);
        if (args.ok())
            result = push(document, new AddObjects(&document, std::move(rack)));
    } else if (verb == u"add-device") {
        Device device;
        device.id = args.text(0);
        device.sku = args.text(1);
        device.name = args.text(2);
        device.role = roleFromName(args.text(3)).value_or(Role::Other);
        device.rackId = args.text(4);
        device.lowestU = args.integer(5);
        if (args.ok())
            result = push(document, new AddObjects(&document, std::move(device)));
    } else if (verb == u"add-link") {
        Link link{args.text(0),
                  {args.text(1), args.text(2), args.integer(3)},
                  {args.text(4), args.text(5), args.integer(6)},
                  args.text(7),
                  args.text(8)};
        if (args.ok())
            result = push(document, new AddObjects(&document, std::move(link)));
    } else if (verb == u"connect") {
        const QString from = args.text(0), to = args.text(1);
        if (args.ok())
            result = pushLinks(document, planLink(design, mCatalog, from, to),
                               QStringLiteral("Connect"));
    } else if (verb == u"rails" || verb == u"spines") {
        const QStringList ids = args.ids(0);
        if (args.ok())
            result = pushLinks(document,
                               verb == u"rails" ? planRailOptimized(design, mCatalog, ids)
                                                : planLeafToSpines(design, mCatalog, ids),
                               QStringLiteral("Connect"));
    } else if (verb == u"paste") {
        const QStringList ids = args.ids(0);
        if (!args.ok())
            return result;
        const std::unique_ptr<QMimeData> data = designclipboard::copy(design, ids);
        designclipboard::Pasted pasted = designclipboard::paste(design, data.get());
        if (pasted.devices.empty())
            return {Outcome::NoCommand, {}};
        result = push(document, new AddObjects(&document, std::move(pasted.devices),
                                               std::move(pasted.links), QStringLiteral("Paste")));
    } else if (verb == u"remove") {
        const QStringList ids = args.ids(0);
        if (args.ok())
            result = push(document, new RemoveObjects(&document, ids));
    } else if (verb == u"move-device") {
        const QString id = args.text(0), rack = args.text(1);
        const int u = args.integer(2), session = args.integer(3);
        if (args.ok())
            result = push(document, new MoveDevice(&document, id, rack, u, session));
    } else if (verb == u"set-device") {
        result = setDevices(document, args);
    } else if (verb == u"set-rack") {
        result = setRacks(document, args);
    } else if (verb == u"set-link") {
        result = setLinks(document, args);
    } else if (verb == u"arrange") {
        const QString how = args.text(0);
        const QStringList ids = args.ids(1);
        if (!args.ok())
            return result;
        Arrangement a = how == u"align"        ? alignRacks(design, mCatalog, ids)
                        : how == u"distribute" ? distributeRacks(design, mCatalog, ids)
                                               : stackDevices(design, mCatalog, ids);
        if (!a.ok())
            return {Outcome::NoCommand, a.error};
        result =
            push(document, new ArrangeObjects(&document, std::move(a.racks), std::move(a.devices),
                                              QStringLiteral("Arrange")));
    } else if (verb == u"rename") {
        const QString name = args.text(0);
        if (args.ok())
            result = push(document, new ChangeDesignName(&document, name));
    } else if (verb == u"properties") {
        ChangeDesignProperties::Values values{args.text(0), args.text(1), args.text(2)};
        if (args.ok())
            result = push(document, new ChangeDesignProperties(&document, values));
    } else if (verb == u"price") {
        const QString sku = args.text(0);
        const std::optional<double> usd = args.optionalNumber(1);
        if (args.ok())
            result = push(document, new SetPriceOverride(&document, sku, usd));
    } else if (verb == u"assume") {
        const QString key = args.text(0);
        const std::optional<double> value = args.optionalNumber(1);
        if (args.ok())
            result = push(document, new SetAssumption(&document, key, value));
    } else if (verb == u"workload") {
        result = setWorkload(document, args);
    } else if (verb == u"hall") {
        result = setHall(document, args);
    } else if (verb == u"add-facility") {
        FacilityElement e;
        e.id = args.text(0);
        e.kind = facilityKindFromName(args.text(1)).value_or(FacilityKind::Switchboard);
        e.sku = args.text(2);
        e.capacityKw = args.optionalNumber(3);
        e.fedFrom = args.list(4);
        e.positionM = QPointF(args.number(5), args.number(6));
        if (args.ok())
            result = push(document, new AddFacilityElement(&document, std::move(e)));
    } else if (verb == u"set-facility") {
        result = setFacility(document, args);
    } else if (verb == u"remove-facility") {
        const QString id = args.text(0);
        if (args.ok())
            result = push(document, new RemoveFacilityElement(&document, id));
    } else if (verb == u"replace") {
        const QString what = args.text(0);
        const bool untitled = args.integer(1) != 0;
        if (!args.ok())
            return result;
        Design other;
        if (what == u"start")
            other = mStart;
        else if (const auto it = mOthers.find(what); it != mOthers.end())
            other = it->second;
        else if (what != u"empty")
            return result;
        result =
            push(document,
                 new ReplaceDesign(&document, std::move(other), QStringLiteral("Replace"),
                                   untitled ? std::optional<QString>(QString()) : std::nullopt));
    }
    return result;
}

} // namespace podcad::randomedit

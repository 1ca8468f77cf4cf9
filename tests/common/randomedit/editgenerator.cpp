#include "editgenerator.h"

#include "catalog/catalog.h"
#include "model/assumptionranges.h"
#include "model/design.h"
#include "model/textrules.h"

#include <iterator>

namespace podcad::randomedit {
namespace {

template<typename T> const std::pair<const QString, T> *pick(const IdMap<T> &map, std::size_t at)
{
    if (map.empty())
        return nullptr;
    return &*std::next(map.begin(), std::ptrdiff_t(at % map.size()));
}

QString joined(const std::vector<QString> &items)
{
    return QStringList(items.begin(), items.end()).join(u',');
}

const QStringList kRoles{
    QStringLiteral("compute"), QStringLiteral("leaf"),    QStringLiteral("spine"),
    QStringLiteral("core"),    QStringLiteral("storage"), QStringLiteral("management"),
    QStringLiteral("ufm"),     QStringLiteral("pdu"),     QStringLiteral("other")};

} // namespace

EditGenerator::EditGenerator(const Catalog &catalog, quint64 seed)
    : mCatalog(catalog)
    , mRandom(seed)
{
    for (const DeviceModel *m : catalog.models()) {
        switch (m->kind) {
        case DeviceKind::Rack:
            mRackSkus.push_back(m->sku);
            break;
        case DeviceKind::Cable:
            mCableSkus.push_back(m->sku);
            break;
        case DeviceKind::Transceiver:
        case DeviceKind::Nic:
            break;
        default:
            mDeviceSkus.push_back(m->sku);
        }
    }
    for (const FacilityModel *m : catalog.facilityModels())
        mFacilitySkus.push_back(m->sku);
    for (const LanguageModel *m : catalog.languageModels())
        mModels.push_back(m->id);
    for (const AssumptionRange &r : assumptionRanges())
        mAssumptionKeys.push_back(r.key);
    // Something unknown to the catalog in each list: a design may name it, the analysis reports it.
    for (auto *list : {&mDeviceSkus, &mRackSkus, &mCableSkus, &mFacilitySkus, &mModels})
        list->push_back(QStringLiteral("NO-SUCH-SKU"));
    mAssumptionKeys.push_back(QStringLiteral("unknown_key"));
}

int EditGenerator::uniform(int lo, int hi)
{
    return std::uniform_int_distribution<int>(lo, hi)(mRandom);
}

bool EditGenerator::chance(double p)
{
    return std::bernoulli_distribution(p)(mRandom);
}

double EditGenerator::real(double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(mRandom);
}

QString EditGenerator::text()
{
    switch (uniform(0, 7)) {
    case 0:
        return {};
    case 1:
        return QStringLiteral("  padded name  ");
    case 2:
        return QStringLiteral("Rück \"quoted\" \\ ラック %1").arg(uniform(0, 99));
    case 3:
        if (chance(0.2)) {
            // Text the file reader refuses, which every command must refuse: over its byte
            // limit in ASCII (what a field's maximum length stops), over it in fewer characters
            // of two bytes each, or with a control character pasted in.
            switch (uniform(0, 2)) {
            case 0:
                return QString(kMaxTextBytes + uniform(1, 3), QChar(u'x'));
            case 1:
                return QString(kMaxTextBytes / 2, QChar(0x00e9)) + u'!';
            default:
                return QStringLiteral("bell") + QChar(0x07);
            }
        }
        return QString(uniform(1, 200), QChar(u'x'));
    default:
        return QStringLiteral("name-%1").arg(uniform(0, 999));
    }
}

// A number in [lo, hi], or with `hostile`, sometimes one outside it (or not finite).
QString EditGenerator::number(double lo, double hi, bool hostile)
{
    if (hostile && chance(0.1)) {
        static const QStringList odd{QStringLiteral("-1"), QStringLiteral("1e300"),
                                     QStringLiteral("nan"), QStringLiteral("inf")};
        return odd.at(uniform(0, int(odd.size()) - 1));
    }
    return QString::number(std::round(real(lo, hi) * 100) / 100, 'g', 12);
}

QString EditGenerator::newId(const Design &design, const QString &prefix)
{
    if (chance(0.05))
        return anyId(design); // taken (by this kind or another): refused, or stored apart
    if (chance(0.02))
        return QStringLiteral("bad id");
    return design.uniqueId(prefix);
}

QString EditGenerator::anyId(const Design &design)
{
    switch (uniform(0, 5)) {
    case 0:
        return rackId(design);
    case 1:
        return deviceId(design);
    case 2:
        return linkId(design);
    case 3:
        return facilityId(design);
    case 4:
        if (const auto *f = pick(design.fabrics(), std::size_t(uniform(0, 1 << 20))))
            return f->first;
        return QStringLiteral("no-fabric");
    default:
        return QStringLiteral("nothing-%1").arg(uniform(0, 9));
    }
}

QString EditGenerator::rackId(const Design &design)
{
    return idIn(design.racks(), QStringLiteral("no-rack"));
}

QString EditGenerator::deviceId(const Design &design)
{
    return idIn(design.devices(), QStringLiteral("no-device"));
}

QString EditGenerator::linkId(const Design &design)
{
    return idIn(design.links(), QStringLiteral("no-link"));
}

QString EditGenerator::facilityId(const Design &design)
{
    return idIn(design.facility(), QStringLiteral("no-element"));
}

// Up to `most` ids: devices (kinds & 1), racks (kinds & 2), links (kinds & 4).
QString EditGenerator::someIds(const Design &design, int kinds, int most)
{
    QStringList ids;
    const int count = uniform(1, most);
    for (int i = 0; i < count; ++i) {
        const int kind = uniform(0, 2);
        if (kind == 0 && (kinds & 1))
            ids << deviceId(design);
        else if (kind == 1 && (kinds & 2))
            ids << rackId(design);
        else if (kinds & 4)
            ids << linkId(design);
        else
            ids << deviceId(design);
    }
    return ids.join(u',');
}

// Devices of one or two roles, as a person selects for bulk connect (servers and leaves, leaves
// and spines).
QString EditGenerator::devicesOfRole(const Design &design, int most)
{
    const Role first = chance(0.5) ? Role::Compute : Role::Leaf;
    const Role second = first == Role::Compute ? Role::Leaf : Role::Spine;
    QStringList ids;
    const std::size_t start = std::size_t(uniform(0, 1 << 30)) % (design.devices().size() + 1);
    std::size_t at = 0;
    for (const auto &[id, device] : design.devices()) {
        if (at++ < start && ids.size() < most / 2)
            continue;
        if ((device.role == first || device.role == second) && chance(0.5))
            ids << id;
        if (ids.size() >= most)
            break;
    }
    return ids.join(u',');
}

EditStep EditGenerator::addRack(const Design &design)
{
    return {QStringLiteral("add-rack"),
            {newId(design, QStringLiteral("rack")), oneOf(mRackSkus), text(),
             chance(0.5) ? QStringLiteral("A") : QStringLiteral("Z"), number(-10, 60, false),
             number(-10, 60, false), number(0, 150, false)}};
}

EditStep EditGenerator::addDevice(const Design &design)
{
    return {QStringLiteral("add-device"),
            {newId(design, QStringLiteral("dev")), oneOf(mDeviceSkus), text(),
             kRoles.at(uniform(0, int(kRoles.size()) - 1)),
             chance(0.3) ? QString() : rackId(design), QString::number(uniform(0, 48))}};
}

EditStep EditGenerator::addLink(const Design &design)
{
    const QString a = deviceId(design), b = deviceId(design);
    // A port group of the device's model, or one it does not have.
    const auto group = [&](const QString &id) {
        const Device *d = design.device(id);
        const DeviceModel *m = d ? mCatalog.model(d->sku) : nullptr;
        if (!m || m->portGroups.empty() || chance(0.05))
            return QStringLiteral("ib");
        return oneOf(m->portGroups).name;
    };
    return {QStringLiteral("add-link"),
            {newId(design, QStringLiteral("link")), a, group(a), QString::number(uniform(0, 40)), b,
             group(b), QString::number(uniform(0, 40)), oneOf(mCableSkus),
             chance(0.5) ? QString() : anyId(design)}};
}

EditStep EditGenerator::setDevice(const Design &design)
{
    EditStep step{QStringLiteral("set-device"),
                  {chance(0.8) ? deviceId(design) : someIds(design, 1, 4),
                   QString::number(chance(0.3) ? uniform(1, 3) : 0)}};
    const int fields = uniform(1, 3);
    for (int i = 0; i < fields; ++i) {
        switch (uniform(0, 9)) {
        case 0:
            step.args << QStringLiteral("name") << text();
            break;
        case 1:
            step.args << QStringLiteral("sku") << oneOf(mDeviceSkus);
            break;
        case 2:
            step.args << QStringLiteral("role") << kRoles.at(uniform(0, int(kRoles.size()) - 1));
            break;
        case 3:
            step.args << QStringLiteral("rack") << (chance(0.3) ? QString() : rackId(design));
            break;
        case 4:
            step.args << QStringLiteral("u") << QString::number(uniform(-1, 48));
            break;
        case 5:
            step.args << QStringLiteral("x") << number(-2000, 2000, false);
            break;
        case 6:
            step.args << QStringLiteral("y") << number(-2000, 2000, false);
            break;
        case 7:
            step.args << QStringLiteral("price")
                      << (chance(0.3) ? QString() : number(0, 500000, false));
            break;
        case 8:
            step.args << QStringLiteral("power")
                      << (chance(0.3) ? QString() : number(0, 20000, false));
            break;
        default:
            step.args << QStringLiteral("feed")
                      << (chance(0.3) ? QString()
                                      : (chance(0.5) ? QStringLiteral("A") : QStringLiteral("B")));
        }
    }
    return step;
}

EditStep EditGenerator::setRack(const Design &design)
{
    EditStep step{QStringLiteral("set-rack"),
                  {chance(0.8) ? rackId(design) : someIds(design, 2, 3)}};
    const auto sources = [&](bool cooling) {
        std::vector<QString> ids;
        const int count = uniform(0, 2);
        for (int i = 0; i < count; ++i) {
            // A source of the right kind most of the time.
            QString id = facilityId(design);
            for (int tries = 0; tries < 4; ++tries) {
                const FacilityElement *e = design.facilityElement(id);
                if (!e || chance(0.1) || (cooling ? canCoolRacks(e->kind) : canFeedRacks(e->kind)))
                    break;
                id = facilityId(design);
            }
            ids.push_back(id);
        }
        return joined(ids);
    };
    switch (uniform(0, 9)) {
    case 0:
        step.args << QStringLiteral("name") << text();
        break;
    case 1:
        step.args << QStringLiteral("sku") << oneOf(mRackSkus);
        break;
    case 2:
        step.args << QStringLiteral("row") << (chance(0.5) ? QStringLiteral("B") : QString());
        break;
    case 3:
        step.args << QStringLiteral("x") << number(-10, 60, false) << QStringLiteral("y")
                  << number(-10, 60, false);
        break;
    case 4:
        step.args << QStringLiteral("kw") << number(0, 200, false);
        break;
    case 5:
        step.args << QStringLiteral("power-a") << sources(false);
        break;
    case 6:
        step.args << QStringLiteral("power-b") << sources(false);
        break;
    case 7:
        step.args << QStringLiteral("cooled") << sources(true);
        break;
    default:
        step.args << (chance(0.5) ? QStringLiteral("feed-a") : QStringLiteral("feed-b"))
                  << (chance(0.3) ? QString()
                                  : QStringLiteral("%1,%2,%3,0.8")
                                        .arg(chance(0.5) ? 415 : 230)
                                        .arg(uniform(16, 125))
                                        .arg(chance(0.7) ? 3 : 1));
    }
    return step;
}

EditStep EditGenerator::setLink(const Design &design)
{
    EditStep step{QStringLiteral("set-link"),
                  {chance(0.8) ? linkId(design) : someIds(design, 4, 4)}};
    switch (uniform(0, 2)) {
    case 0:
        step.args << QStringLiteral("cable") << oneOf(mCableSkus);
        break;
    case 1:
        step.args << QStringLiteral("fabric") << (chance(0.3) ? QString() : anyId(design));
        break;
    default:
        step.args << QStringLiteral("b-port") << QString::number(uniform(0, 8));
    }
    return step;
}

EditStep EditGenerator::moveDevice(const Design &design)
{
    const QString id = deviceId(design);
    const Device *d = design.device(id);
    // Nudges of the device as it is (an arrow-key session), or a move anywhere.
    if (d && d->isPlaced() && chance(0.4))
        return {QStringLiteral("move-device"),
                {id, d->rackId, QString::number(std::max(0, d->lowestU + uniform(-2, 2))),
                 QStringLiteral("7")}};
    return {QStringLiteral("move-device"),
            {id, chance(0.2) ? QString() : rackId(design), QString::number(uniform(0, 48)),
             QString::number(chance(0.3) ? 7 : 0)}};
}

EditStep EditGenerator::workload()
{
    // What the Workload dock pushes: whole workloads (a model and complete targets), since it
    // keeps an incomplete form to itself ("Not kept yet"); now and then an incomplete one all the
    // same, which SetWorkload must refuse.
    static const QStringList fields{QString(), QStringLiteral("training.tokens"),
                                    QStringLiteral("inference.context")};
    EditStep step{QStringLiteral("workload"), {fields.at(uniform(0, 2))}};
    if (chance(0.1)) {
        step.args << QStringLiteral("clear");
        return step;
    }
    step.args << QStringLiteral("model")
              << mModels.at(std::size_t(uniform(0, int(mModels.size()) - 2)));
    switch (uniform(0, 2)) {
    case 0:
        step.args << QStringLiteral("tokens")
                  << QString::number(uniform(1, 20)) + QStringLiteral("e12")
                  << (chance(0.5) ? QStringLiteral("gpus") : QStringLiteral("days"))
                  << QString::number(uniform(1, 4096));
        break;
    case 1:
        step.args << QStringLiteral("ctx") << QString::number(uniform(1, 131072))
                  << QStringLiteral("conc") << QString::number(uniform(1, 256))
                  << QStringLiteral("iprec")
                  << QStringList{QStringLiteral("bf16"), QStringLiteral("fp8"),
                                 QStringLiteral("int4")}
                         .at(uniform(0, 2));
        break;
    default:
        step.args << QStringLiteral("no")
                  << (chance(0.5) ? QStringLiteral("training") : QStringLiteral("inference"));
    }
    if (chance(0.1)) {
        // A workload the file reader refuses, as a dock that pushed its form unfinished would
        // send: no model, no tokens, a deadline of no time, an unknown precision, no context.
        static const QStringList hostile{QStringLiteral("model"),  QString(),
                                         QStringLiteral("tokens"), QStringLiteral("0"),
                                         QStringLiteral("days"),   QStringLiteral("0"),
                                         QStringLiteral("tprec"),  QStringLiteral("fp3"),
                                         QStringLiteral("ctx"),    QStringLiteral("0")};
        const int pair = uniform(0, int(hostile.size()) / 2 - 1);
        step.args << hostile.at(2 * pair) << hostile.at(2 * pair + 1);
    }
    return step;
}

EditStep EditGenerator::hall()
{
    EditStep step{QStringLiteral("hall"), {}};
    switch (uniform(0, 4)) {
    case 0:
        step.args << QStringLiteral("rating") << (chance(0.2) ? QString() : number(1, 3000, true));
        break;
    case 1:
        step.args << QStringLiteral("floor")
                  << (chance(0.5) ? QStringLiteral("raised") : QStringLiteral("slab"));
        break;
    case 2:
        step.args << QStringLiteral("cold") << number(0, 3, true);
        break;
    case 3:
        step.args << QStringLiteral("hot") << number(0, 3, true);
        break;
    default:
        step.args << QStringLiteral("width") << number(5, 80, false) << QStringLiteral("depth")
                  << number(5, 80, false);
    }
    return step;
}

EditStep EditGenerator::addFacility(const Design &design)
{
    const FacilityKind kind =
        kFacilityKinds[std::size_t(uniform(0, int(kFacilityKinds.size()) - 1))];
    std::vector<QString> fed;
    const int sources = uniform(0, 2);
    for (int i = 0; i < sources; ++i)
        fed.push_back(facilityId(design));
    return {QStringLiteral("add-facility"),
            {newId(design, facilityKindName(kind)), facilityKindName(kind),
             chance(0.3) ? oneOf(mFacilitySkus) : QString(),
             chance(0.2) ? QString() : number(0, 5000, true), joined(fed), number(0, 60, false),
             number(0, 60, false)}};
}

EditStep EditGenerator::setFacility(const Design &design)
{
    EditStep step{QStringLiteral("set-facility"),
                  {facilityId(design), QString::number(chance(0.3) ? 5 : 0)}};
    switch (uniform(0, 8)) {
    case 0:
        step.args << QStringLiteral("name") << text();
        break;
    case 1:
        step.args << QStringLiteral("capacity")
                  << (chance(0.2) ? QString() : number(0, 5000, true));
        break;
    case 2: {
        std::vector<QString> fed;
        const int sources = uniform(0, 2);
        for (int i = 0; i < sources; ++i)
            fed.push_back(facilityId(design));
        step.args << QStringLiteral("fed") << joined(fed);
        break;
    }
    case 3:
        step.args << QStringLiteral("x") << number(0, 60, false) << QStringLiteral("y")
                  << number(0, 60, false);
        break;
    case 4:
        step.args << QStringLiteral("fluid")
                  << QStringList{QString(), QStringLiteral("water"), QStringLiteral("pg25"),
                                 QStringLiteral("oil")}
                         .at(uniform(0, 3));
        break;
    case 5:
        step.args << QStringLiteral("supply") << (chance(0.2) ? QString() : number(0, 60, true));
        break;
    case 6:
        step.args << QStringLiteral("return") << (chance(0.2) ? QString() : number(20, 90, true));
        break;
    case 7:
        step.args << QStringLiteral("sku") << (chance(0.3) ? QString() : oneOf(mFacilitySkus));
        break;
    default:
        step.args << QStringLiteral("kind")
                  << facilityKindName(
                         kFacilityKinds[std::size_t(uniform(0, int(kFacilityKinds.size()) - 1))]);
    }
    return step;
}

EditStep EditGenerator::next(const Design &design)
{
    // Weights: what a person does most (move, connect, delete, undo) comes most.
    static const std::vector<std::pair<int, int>> kWeights = {
        {0, 4},  {1, 8},  {2, 5},  {3, 6},  {4, 2},  {5, 2},  {6, 3},  {7, 7},  {8, 9},
        {9, 6},  {10, 4}, {11, 4}, {12, 4}, {13, 1}, {14, 1}, {15, 3}, {16, 3}, {17, 3},
        {18, 2}, {19, 3}, {20, 3}, {21, 2}, {22, 1}, {23, 9}, {24, 6}};
    int total = 0;
    for (const auto &[verb, weight] : kWeights)
        total += weight;
    int roll = uniform(0, total - 1), verb = 0;
    for (const auto &[v, weight] : kWeights) {
        if (roll < weight) {
            verb = v;
            break;
        }
        roll -= weight;
    }
    switch (verb) {
    case 0:
        return addRack(design);
    case 1:
        return addDevice(design);
    case 2:
        return addLink(design);
    case 3:
        return {QStringLiteral("connect"), {deviceId(design), deviceId(design)}};
    case 4:
        return {QStringLiteral("rails"), {devicesOfRole(design, 12)}};
    case 5:
        return {QStringLiteral("spines"), {devicesOfRole(design, 8)}};
    case 6:
        return {QStringLiteral("paste"), {someIds(design, 1, 4)}};
    case 7:
        return {QStringLiteral("remove"), {someIds(design, 7, 3)}};
    case 8:
        return moveDevice(design);
    case 9:
        return setDevice(design);
    case 10:
        return setRack(design);
    case 11:
        return setLink(design);
    case 12: {
        static const QStringList how{QStringLiteral("align"), QStringLiteral("distribute"),
                                     QStringLiteral("stack")};
        const int h = uniform(0, 2);
        return {QStringLiteral("arrange"), {how.at(h), someIds(design, h == 2 ? 3 : 2, 6)}};
    }
    case 13:
        return {QStringLiteral("rename"), {text()}};
    case 14:
        return {QStringLiteral("properties"), {text(), text(), text()}};
    case 15:
        return {QStringLiteral("price"),
                {chance(0.5) ? oneOf(mDeviceSkus) : oneOf(mCableSkus),
                 chance(0.2) ? QString() : number(0, 1e6, true)}};
    case 16: {
        const QString key = oneOf(mAssumptionKeys);
        const AssumptionRange range = assumptionRange(key);
        const bool finite = std::isfinite(range.min) && std::isfinite(range.max);
        return {QStringLiteral("assume"),
                {key, chance(0.2)
                          ? QString()
                          : number(finite ? range.min : 0, finite ? range.max : 100, true)}};
    }
    case 17:
        return workload();
    case 18:
        return hall();
    case 19:
        return addFacility(design);
    case 20:
        return setFacility(design);
    case 21:
        return {QStringLiteral("remove-facility"), {facilityId(design)}};
    case 22: {
        static const QStringList what{QStringLiteral("start"), QStringLiteral("sample"),
                                      QStringLiteral("empty")};
        return {QStringLiteral("replace"),
                {what.at(uniform(0, 2)), QString::number(uniform(0, 1))}};
    }
    case 23:
        return {QStringLiteral("undo"), {}};
    default:
        return {QStringLiteral("redo"), {}};
    }
}

} // namespace podcad::randomedit

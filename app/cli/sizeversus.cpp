#include "sizeversus.h"

#include "cli.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "sizeoutput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace podcad::cli {

namespace {

// `args` without `option` and its value.
QStringList without(QStringList args, const QString &option)
{
    const qsizetype i = args.indexOf(option);
    if (i >= 0)
        args.remove(i, std::min<qsizetype>(2, args.size() - i));
    return args;
}

// One run as JSON, its text, and its exit status.
struct Run final
{
    int status = Ok;
    QJsonObject json;
    QString text;
    QString errors;
};

Run runOnce(const QStringList &args, Context &ctx, int (*train)(const QStringList &, Context &))
{
    Run r;
    QString out, err;
    {
        QTextStream o(&out), e(&err);
        Context c{o, e, ctx.catalogPath, ctx.userCatalogPath};
        r.status = train(args + QStringList{u"--json"_s}, c);
    }
    r.errors = err;
    if (r.status != Ok)
        return r;
    r.json = QJsonDocument::fromJson(out.toUtf8()).object();
    QString text;
    {
        QTextStream o(&text), e(&err);
        Context c{o, e, ctx.catalogPath, ctx.userCatalogPath};
        train(args, c);
    }
    r.text = text;
    return r;
}

double breakdown(const QJsonObject &run, const QString &key)
{
    return run[u"breakdown"_s].toObject()[key].toDouble();
}

} // namespace

int trainVersus(const QStringList &list, Context &ctx, int (*train)(const QStringList &, Context &))
{
    const bool json = list.contains(u"--json"_s);
    const qsizetype at = list.indexOf(u"--versus"_s);
    if (at < 0 || at + 1 >= list.size() || !list.contains(u"--design"_s)) {
        ctx.err << "podcad-cli size train: --versus FILE compares with --design FILE (see "
                   "podcad-cli --help)\n";
        return Usage;
    }
    const QString versus = list.at(at + 1);
    QStringList first = without(without(without(list, u"--versus"_s), u"--fail"_s), u"--json"_s);
    QStringList second = without(without(list, u"--versus"_s), u"--json"_s);
    second[second.indexOf(u"--design"_s) + 1] = versus;
    const Run a = runOnce(first, ctx, train);
    if (a.status != Ok) {
        ctx.err << a.errors;
        return a.status;
    }
    const Run b = runOnce(second, ctx, train);
    if (b.status != Ok) {
        ctx.err << b.errors;
        return b.status;
    }
    const QJsonObject &ja = a.json, &jb = b.json;
    QJsonObject difference{{u"days"_s, jb[u"days"_s].toDouble() - ja[u"days"_s].toDouble()},
                           {u"gpus"_s, jb[u"gpus"_s].toInt() - ja[u"gpus"_s].toInt()}};
    for (const QString &key : {u"step_time_s"_s, u"predicted_mfu"_s, u"on_prem_usd"_s})
        difference.insert(key, jb[key].toDouble() - ja[key].toDouble());
    for (const QString &key :
         {u"compute_s"_s, u"pp_bubble_s"_s, u"dp_comm_s"_s, u"ep_comm_s"_s, u"exposed_comm_s"_s})
        difference.insert(key, breakdown(jb, key) - breakdown(ja, key));
    if (json) {
        ctx.out << QJsonDocument(QJsonObject{{u"workload"_s, u"train-versus"_s},
                                             {u"runs"_s, QJsonArray{ja, jb}},
                                             {u"difference"_s, difference}})
                       .toJson(QJsonDocument::Indented);
        return Ok;
    }
    const QString nameA = ja[u"design"_s].toObject()[u"file"_s].toString();
    const QString nameB = jb[u"design"_s].toObject()[u"file"_s].toString() +
                          (list.contains(u"--fail"_s) ? u" with its failures"_s : QString());
    ctx.out << "== " << nameA << " ==\n" << a.text << "\n== " << nameB << " ==\n" << b.text;
    ctx.out << "\nDifference (second - first)\n";
    auto seconds = [](double s) { return u"%1 s"_s.arg(format::number(s, 3)); };
    std::vector<std::pair<QString, QString>> rows{
        {u"days"_s, format::number(difference[u"days"_s].toDouble(), 1)},
        {u"step time"_s, seconds(difference[u"step_time_s"_s].toDouble())},
        {u"DP communication"_s, seconds(difference[u"dp_comm_s"_s].toDouble())},
        {u"exposed communication"_s, seconds(difference[u"exposed_comm_s"_s].toDouble())},
        {u"predicted MFU"_s,
         u"%1 points"_s.arg(format::number(difference[u"predicted_mfu"_s].toDouble() * 100, 1))},
        {u"on-prem cost"_s, format::usd(difference[u"on_prem_usd"_s].toDouble())}};
    printRows(ctx.out, rows);
    return Ok;
}

} // namespace podcad::cli

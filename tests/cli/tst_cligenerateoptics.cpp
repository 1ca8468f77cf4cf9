// podcad-cli generate superpod --optics pluggable|cpo as a user types it: a 1-SU DGX B300 XDR
// SuperPOD on co-packaged optics lists one module per node port and none for the switches, the
// default stays pluggable, and the wrong systems and values are refused with what to use instead.
#include "clirun.h"
#include "testpaths.h"

#include <QTest>

using namespace podcad::test;

namespace {

// The count printed beside a row of the generate summary ("transceiver SKU   576"), or -1.
int summaryCount(const QByteArray &out, const QString &row)
{
    for (const QString &line : QString::fromUtf8(out).split(u'\n')) {
        const QStringList cells = line.split(u' ', Qt::SkipEmptyParts);
        if (cells.size() >= 2 && cells.mid(0, cells.size() - 1).join(u' ') == row)
            return QString(cells.last()).remove(u',').toInt();
    }
    return -1;
}

QStringList superpod(const QStringList &more, const QString &system = QStringLiteral("dgx-b300"))
{
    return QStringList{QStringLiteral("generate"), QStringLiteral("superpod"),
                       QStringLiteral("--system"), system,
                       QStringLiteral("--sus"),    QStringLiteral("1")} +
           more;
}

} // namespace

class TestCliGenerateOptics final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // 72 DGX B300 x 8 ConnectX-8 = 576 node ports: 576 OSFP-800G-DR4 at the nodes; the Q3400's
    // twin-port XDR modules ((576 node-leaf + 2 x 576 leaf-spine switch ports) / 2 = 864) are
    // gone.
    void cpoHasNoSwitchSideModules()
    {
        const CliRun cpo = runCli(superpod({QStringLiteral("--optics"), QStringLiteral("cpo")}));
        QCOMPARE(cpo.exitCode, 0);
        QVERIFY2(cpo.out.contains("co-packaged optics"), cpo.out.constData());
        QCOMPARE(summaryCount(cpo.out, QStringLiteral("transceiver OSFP-800G-DR4")), 576);
        QCOMPARE(summaryCount(cpo.out, QStringLiteral("transceiver OSFP-2x800G-XDR")), -1);
        QCOMPARE(summaryCount(cpo.out, QStringLiteral("GPUs")), 576);

        const CliRun plain = runCli(superpod({}));
        const CliRun pluggable =
            runCli(superpod({QStringLiteral("--optics"), QStringLiteral("pluggable")}));
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(pluggable.out, plain.out);
        QCOMPARE(summaryCount(plain.out, QStringLiteral("transceiver OSFP-2x800G-XDR")), 864);
        QCOMPARE(summaryCount(plain.out, QStringLiteral("transceiver OSFP-800G-DR4")), -1);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList cpo{QStringLiteral("--optics"), QStringLiteral("cpo")};
        QTest::newRow("no CPO switch")
            << superpod(cpo, QStringLiteral("dgx-h100")) << 2
            << QStringLiteral("dgx-h100 has no co-packaged-optics switch");
        QTest::newRow("gb200") << superpod(cpo, QStringLiteral("gb200-nvl72")) << 2
                               << QStringLiteral("is for dgx-b300 (xdr or spectrum-x)");
        QTest::newRow("bad value")
            << superpod({QStringLiteral("--optics"), QStringLiteral("copper")}) << 1
            << QStringLiteral("--optics must be pluggable or cpo, not \"copper\"");
        QTest::newRow("basepod")
            << QStringList{QStringLiteral("generate"), QStringLiteral("basepod"),
                           QStringLiteral("--system"), QStringLiteral("dgx-h100"),
                           QStringLiteral("--nodes"),  QStringLiteral("4"),
                           QStringLiteral("--optics"), QStringLiteral("cpo")}
            << 1 << QStringLiteral("option --optics does not apply here");
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_MAIN(TestCliGenerateOptics)
#include "tst_cligenerateoptics.moc"

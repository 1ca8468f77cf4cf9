// podcad-cli size train --design FILE --fail ID[,ID...]: the failures are checked the way
// `podcad-cli whatif --fail` checks them (an unknown id is invalid input, one line naming the
// file), need a design, and do not mix with --propose or `size infer`.

#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;
using namespace Qt::StringLiterals;

class TestCliSizeFail final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mFile = mDir.filePath(u"su1.podcad"_s);
        QCOMPARE(runCli({u"generate"_s, u"superpod"_s, u"--system"_s, u"dgx-h100"_s, u"--sus"_s,
                         u"1"_s, u"--facility"_s, u"none"_s, u"-o"_s, mFile})
                     .exitCode,
                 0);
    }

    void failedSpineRuns()
    {
        const CliRun r = runCli(
            train() + QStringList{u"--design"_s, mFile, u"--fail"_s, u"ib-spine-01,ib-spine-02"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!r.out.isEmpty());
    }

    void badFailures_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown id") << QStringList{u"--design"_s, mFile, u"--fail"_s, u"nosuch"_s}
                                    << 2 << u"su1.podcad: \"nosuch\" is not a device or link"_s;
        QTest::newRow("no id") << QStringList{u"--design"_s, mFile, u"--fail"_s, u","_s} << 1
                               << u"--fail needs at least one device or link id"_s;
        QTest::newRow("no design")
            << QStringList{u"--system"_s, u"DGX-H100"_s, u"--gpus"_s,
                           u"8"_s,        u"--fail"_s,   u"ib-spine-01"_s}
            << 1 << u"--fail ID[,ID...] fails devices or links of --design FILE"_s;
        QTest::newRow("propose") << QStringList{u"--days"_s, u"30"_s, u"--propose"_s, u"--fail"_s,
                                                u"ib-spine-01"_s}
                                 << 1 << u"drop --fail"_s;
    }
    void badFailures()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun r = runCli(train() + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        if (exitCode == 2)
            QCOMPARE(nonEmptyLineCount(r.err), 1);
    }

    void serving()
    {
        const CliRun r = runCli({u"size"_s, u"infer"_s, u"--model"_s, u"llama-3.1-70b"_s,
                                 u"--context"_s, u"4096"_s, u"--concurrency"_s, u"8"_s,
                                 u"--design"_s, mFile, u"--fail"_s, u"ib-spine-01"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("unknown option --fail"));
    }

private:
    static QStringList train()
    {
        return {u"size"_s, u"train"_s, u"--model"_s, u"llama-3.1-70b"_s, u"--tokens"_s, u"1T"_s};
    }

    QTemporaryDir mDir;
    QString mFile;
};

QTEST_GUILESS_MAIN(TestCliSizeFail)
#include "tst_clisizefail.moc"

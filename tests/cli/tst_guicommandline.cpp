// podcad (the GUI) on the command line: --help and --version print and quit without a display
// (where no X server runs, as over ssh or in CI, a QApplication would abort).
#include "testpaths.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

class TestGuiCommandLine : public QObject
{
    Q_OBJECT

private:
    // No display of any kind, and Qt told to use X11: a QApplication cannot start here.
    static QProcessEnvironment headless()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        return env;
    }

    struct Run final
    {
        int exitCode = -1;
        QProcess::ExitStatus status = QProcess::CrashExit;
        QString out;
    };
    static Run run(const QStringList &args)
    {
        QProcess process;
        process.setProcessEnvironment(headless());
        process.start(podcad::test::guiPath(), args);
        Run r;
        if (!process.waitForFinished(30000))
            return r;
        r.exitCode = process.exitCode();
        r.status = process.exitStatus();
        r.out = QString::fromUtf8(process.readAllStandardOutput());
        return r;
    }

private Q_SLOTS:
    void helpWorksWithoutADisplay()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Usage:")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("--screenshot")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("--present")), qPrintable(r.out));
    }

    void versionWorksWithoutADisplay()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("PodCAD " PODCAD_VERSION));
    }

    void theWindowItselfNeedsOne()
    {
        // The oracle for the two above: this environment really has no display.
        const Run r = run({QStringLiteral("--screenshot"), QStringLiteral("/dev/null")});
        QVERIFY(r.status == QProcess::CrashExit || r.exitCode != 0);
    }
};

QTEST_GUILESS_MAIN(TestGuiCommandLine)
#include "tst_guicommandline.moc"

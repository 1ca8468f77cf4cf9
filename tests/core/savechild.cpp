// The process tst_savekill and scripts/run-save-faults.sh kill while it saves: podcad-cli's
// commands run in-process, optionally with a FaultPlan that dies (SIGKILL) at the Nth step of a
// kind ("--die write:3"), so a kill lands on an exact point of the save, or stops there (SIGSTOP,
// "--pause rename:1") until the test lets it go on, a save in progress in another process.
//   podcad_savechild [--die|--pause open|write|sync|rename:N] CLI ARGS...

#include "cli/cli.h"
#include "faultplan.h"

#include <QGuiApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    podcad::test::FaultPlan plan;
    if (args.size() >= 2 &&
        (args.first() == QLatin1String("--die") || args.first() == QLatin1String("--pause"))) {
        const bool pause = args.first() == QLatin1String("--pause");
        const QStringList where = args.at(1).split(u':');
        const auto step = podcad::test::FaultPlan::stepNamed(where.value(0));
        bool ok = false;
        const int nth = where.value(1).toInt(&ok);
        if (!step || !ok || nth < 1) {
            QTextStream(stderr)
                << "podcad_savechild: --die|--pause STEP:N (open, write, sync, rename)\n";
            return 1;
        }
        using Action = podcad::test::FaultPlan::Action;
        plan = podcad::test::FaultPlan(*step, nth, pause ? Action::Stop : Action::Kill);
        args = args.mid(2);
    }
    const podcad::test::InstalledFaults installed(&plan);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return podcad::cli::run(args, out, err);
}

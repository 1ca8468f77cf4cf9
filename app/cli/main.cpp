// podcad-cli: the headless face of PodCAD. All behaviour lives in core/cli so tests can reach it.
#include "cli/cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("podcad-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PODCAD_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return podcad::cli::run(args, out, err);
}

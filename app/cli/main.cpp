// podcad-cli: the headless face of PodCAD. Its commands live in
// the podcad_cli library beside this file, so tests can reach them.
#include "catalog/openingconnection.h"
#include "cli/cli.h"
#include "platform/allocatortuning.h"

#include <QDir>
#include <QGuiApplication>
#include <QTextStream>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

QtMessageHandler gPreviousHandler = nullptr;

// Scripts read stderr for the one line naming what went wrong. Qt's PostgreSQL driver adds a
// warning of its own for each set-up query that fails while it opens a connection (see
// OpeningConnection), and for every prepared statement it cannot free on a connection the server
// dropped (the server freed them with it), when the command's line already says the team catalog
// was unreachable or the connection to it lost.
void withoutDriverNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && (podcad::OpeningConnection::onThisThread() ||
                                 message.startsWith(QLatin1String("Unable to free statement:"))))
        return;
    if (gPreviousHandler)
        gPreviousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

int main(int argc, char *argv[])
{
    gPreviousHandler = qInstallMessageHandler(withoutDriverNoise);
    // The PDF and PNG exports draw text, and Qt's fonts need a QGuiApplication. A command-line
    // tool must run without a display, so it uses the offscreen platform unless told otherwise.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#ifdef Q_OS_UNIX
    // Without XDG_RUNTIME_DIR (cron, CI, ssh) Qt's GUI start-up picks /tmp/runtime-USER itself but
    // warns on stderr, which scripts read for the one error line. Choose the same place quietly.
    if (!qEnvironmentVariableIsSet("XDG_RUNTIME_DIR")) {
        const QByteArray dir = QFile::encodeName(QDir::tempPath()) + "/runtime-" +
                               QByteArray::number(qulonglong(::getuid()));
        ::mkdir(dir.constData(), 0700); // already there is fine; Qt checks owner and mode
        qputenv("XDG_RUNTIME_DIR", dir);
    }
#endif
    podcad::tuneAllocatorForLargeDesigns();
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("podcad-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PODCAD_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return podcad::cli::run(args, out, err);
}

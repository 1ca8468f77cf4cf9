// podcad: the GUI. Wires the application object to the main window; nothing else lives here.
#include "mainwindow/mainwindow.h"
#include "platform/allocatortuning.h"
#include "presentation/presentationmode.h"
#include "settings/savedsettings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <string_view>

namespace {

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PodCAD"));
    QCoreApplication::setApplicationName(QStringLiteral("PodCAD"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PODCAD_VERSION));
}

struct Options final
{
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Save a picture of the window to FILE and quit."),
                                  QStringLiteral("FILE")};
    QCommandLineOption view{QStringLiteral("view"),
                            QStringLiteral("Show VIEW first: floor (default), topology or hall."),
                            QStringLiteral("VIEW"), QStringLiteral("floor")};
    QCommandLineOption costs{QStringLiteral("costs"),
                             QStringLiteral("Show the Costs panel first.")};
    QCommandLineOption workload{QStringLiteral("workload"),
                                QStringLiteral("Show the Workload panel first.")};
    QCommandLineOption powerChain{QStringLiteral("power-chain"),
                                  QStringLiteral("Show the Power Chain panel first.")};
    QCommandLineOption present{QStringLiteral("present"),
                               QStringLiteral("Start in presentation mode (F5; Esc leaves it).")};

    void describe(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("PodCAD: design GPU clusters"));
        parser.addHelpOption();
        parser.addVersionOption();
        for (const QCommandLineOption *o :
             {&screenshot, &view, &costs, &workload, &powerChain, &present})
            parser.addOption(*o);
        parser.addPositionalArgument(
            QStringLiteral("design"),
            QStringLiteral("Design file to open (default: bundled sample)."));
    }
};

// --help and --version print text and quit: they must work without a display (over ssh, in a
// container), where creating a QApplication aborts.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        QCommandLineParser parser;
        Options().describe(parser);
        parser.process(app); // prints and exits
        return 0;
    }
    podcad::tuneAllocatorForLargeDesigns();
    QApplication app(argc, argv);
    nameApplication();

    QCommandLineParser parser;
    const Options options;
    options.describe(parser);
    const QCommandLineOption &screenshot = options.screenshot;
    const QCommandLineOption &view = options.view;
    const QCommandLineOption &costs = options.costs;
    const QCommandLineOption &present = options.present;
    const QCommandLineOption &workload = options.workload;
    const QCommandLineOption &powerChain = options.powerChain;
    parser.process(app);

    // Before anything reads the settings: lines Qt would decode unsafely go (savedsettings.h).
    const QStringList screened = podcad::SavedSettings::screenFile(QSettings().fileName());
    if (!screened.isEmpty())
        qWarning("PodCAD: settings %s not written by PodCAD, removed: %s",
                 qPrintable(QSettings().fileName()), qPrintable(screened.join(u", ")));

    podcad::MainWindow window;
    // A picture for the documentation shows the window as it opens on a screen of that size (the
    // script runs one X server per size), whatever the last session's window was.
    if (parser.isSet(screenshot))
        if (const QScreen *screen = window.screen())
            window.fitToScreen(screen->availableGeometry(), true);
    window.show();
    const QStringList files = parser.positionalArguments();
    // A recovery copy from a session that ended badly wins over the default sample; a file named
    // on the command line is what was asked for, so it is opened either way.
    const bool recovered = !parser.isSet(screenshot) && files.isEmpty() && window.offerRecovery();
    if (!recovered)
        window.openFile(files.isEmpty() ? QStringLiteral(":/samples/basepod-4x-dgx-h100.podcad")
                                        : files.first());
    if (parser.value(view) == QLatin1String("topology"))
        window.setCurrentView(podcad::MainWindow::View::Topology);
    else if (parser.value(view) == QLatin1String("hall"))
        window.setCurrentView(podcad::MainWindow::View::Hall);
    if (parser.isSet(costs))
        window.showCosts();
    if (parser.isSet(workload))
        window.showWorkload();
    if (parser.isSet(powerChain))
        window.showPowerChain();

    if (parser.isSet(screenshot)) {
        const QString out = parser.value(screenshot);
        // The analysis runs on a worker thread: wait for its figures (and the layout) before the
        // shot.
        auto *poll = new QTimer(&window);
        const bool presenting = parser.isSet(present);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, out, presenting] {
            if (window.analysisPending())
                return;
            // Twice: the figures just shown can change the docks' sizes, and with them the view's.
            window.fitToView();
            QApplication::processEvents();
            window.fitToView();
            QApplication::processEvents(); // the minimap steps aside once everything is in view
            QWidget *shown = &window;
            if (presenting) {
                // The page is a window of its own; a screenshot wants it at the window's size.
                QWidget *page = window.present();
                page->showNormal();
                page->resize(window.size());
                QApplication::processEvents();
                shown = page;
            }
            const bool ok = shown->grab().save(out);
            QApplication::exit(ok ? 0 : 2);
        });
        QTimer::singleShot(300, poll, [poll] { poll->start(50); });
    } else if (parser.isSet(present)) {
        QTimer::singleShot(0, &window, [&window] { window.present(); });
    }
    return app.exec();
}

// podcad: the GUI. Wires the application object to the main window; nothing else lives here.
#include "cost/presentationmode.h"
#include "mainwindow/mainwindow.h"
#include "platform/allocatortuning.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    podcad::tuneAllocatorForLargeDesigns();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PodCAD"));
    QApplication::setApplicationName(QStringLiteral("PodCAD"));
    QApplication::setApplicationVersion(QStringLiteral(PODCAD_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("PodCAD: design GPU clusters"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QStringLiteral("Save a picture of the window to FILE and quit."),
                                  QStringLiteral("FILE"));
    parser.addOption(screenshot);
    QCommandLineOption view(QStringLiteral("view"),
                            QStringLiteral("Show VIEW first: floor (default) or topology."),
                            QStringLiteral("VIEW"), QStringLiteral("floor"));
    parser.addOption(view);
    QCommandLineOption costs(QStringLiteral("costs"), QStringLiteral("Show the Costs panel first."));
    parser.addOption(costs);
    QCommandLineOption present(QStringLiteral("present"),
                               QStringLiteral("Start in presentation mode (F5; Esc leaves it)."));
    parser.addOption(present);
    parser.addPositionalArgument(QStringLiteral("design"),
                                 QStringLiteral("Design file to open (default: bundled sample)."));
    parser.process(app);

    podcad::MainWindow window;
    // Pictures for the documentation have one size, whatever the last session's window was.
    if (parser.isSet(screenshot))
        window.resize(1600, 1000);
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
    if (parser.isSet(costs))
        window.showCosts();

    if (parser.isSet(screenshot)) {
        const QString out = parser.value(screenshot);
        // The analysis runs on a worker thread: wait for its figures (and the layout) before the shot.
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

// podcad: the GUI. Wires the application object to the main window; nothing else lives here.
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
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
    parser.addPositionalArgument(QStringLiteral("design"),
                                 QStringLiteral("Design file to open (default: bundled sample)."));
    parser.process(app);

    podcad::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    window.openFile(files.isEmpty() ? QStringLiteral(":/samples/basepod-4x-dgx-h100.podcad")
                                    : files.first());

    if (parser.isSet(screenshot)) {
        const QString out = parser.value(screenshot);
        QTimer::singleShot(300, &window, [&window, out] {
            window.fitToView();
            const bool ok = window.grab().save(out);
            QApplication::exit(ok ? 0 : 2);
        });
    }
    return app.exec();
}

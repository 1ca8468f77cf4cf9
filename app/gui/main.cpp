// podcad: the GUI. Wires the application object to the main window; nothing else lives here.
#include "mainwindow/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PodCAD"));
    QApplication::setApplicationName(QStringLiteral("PodCAD"));
    QApplication::setApplicationVersion(QStringLiteral(PODCAD_VERSION));
    podcad::MainWindow window;
    window.show();
    return app.exec();
}

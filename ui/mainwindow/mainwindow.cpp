#include "mainwindow.h"

namespace podcad {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(QStringLiteral("PodCAD"));
}

} // namespace podcad

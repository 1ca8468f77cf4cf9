// libFuzzer target: bytes as the editor's settings file, whose window geometry and state the
// editor hands to Qt at start (QWidget::restoreGeometry, QMainWindow::restoreState) on a main
// window with the editor's toolbar and docks (ui/mainwindow/windowdocks.cpp names them), through
// the gate the editor uses (SavedSettings::windowLayout: only a pair whose digest PodCAD saved).
// Qt's decoders are not safe against arbitrary bytes (tests/data/settings/restorestate-segv.ini);
// this target is what a file may hold reaching them.
// Links Qt Widgets, on the offscreen platform (tests/fuzz/run-fuzz.sh sets it).
#include "fuzzsupport.h"
#include "settings/savedsettings.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QToolBar>
#include <cstdint>

using namespace podcad;

namespace {

QMainWindow &window()
{
    static int argc = 1;
    static char name[] = "fuzz_windowstate";
    static char *argv[] = {name, nullptr};
    static QApplication app(argc, argv);
    static QMainWindow *made = [] {
        auto *w = new QMainWindow; // lives as long as the process, as the editor's does
        w->addToolBar(QStringLiteral("Main"))->setObjectName(QStringLiteral("mainToolBar"));
        const std::pair<const char *, Qt::DockWidgetArea> docks[] = {
            {"catalogDock", Qt::LeftDockWidgetArea},   {"inspectorDock", Qt::RightDockWidgetArea},
            {"totalsDock", Qt::RightDockWidgetArea},   {"undoDock", Qt::LeftDockWidgetArea},
            {"racksDock", Qt::BottomDockWidgetArea},   {"problemsDock", Qt::BottomDockWidgetArea},
            {"fabricsDock", Qt::BottomDockWidgetArea}, {"costsDock", Qt::BottomDockWidgetArea},
            {"workloadDock", Qt::BottomDockWidgetArea}};
        for (const auto &[dockName, area] : docks) {
            auto *dock = new QDockWidget(QString::fromLatin1(dockName), w);
            dock->setObjectName(QString::fromLatin1(dockName));
            w->addDockWidget(area, dock);
        }
        w->resize(1280, 800);
        return w;
    }();
    return *made;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QMainWindow &w = window();
    const QString path = fuzz::scratchFile(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral(".ini"));
    (void)SavedSettings::screenFile(path); // as the editor starts (savedsettings.h)
    const QSettings settings(path, QSettings::IniFormat);
    // As the editor does (MainWindow's constructor): only a layout PodCAD saved reaches Qt.
    const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(settings);
    w.restoreGeometry(layout.geometry);
    w.restoreState(layout.state);
    return 0;
}

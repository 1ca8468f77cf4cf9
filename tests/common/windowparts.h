#pragma once

#include <QDockWidget>
#include <QMainWindow>
#include <QRect>
#include <QString>
#include <utility>

// The visible docks and the central widget of a main window, each named, in global coordinates:
// what a test checks against the screen it opened on.
namespace podcad::test {

inline QList<std::pair<QString, QRect>> windowParts(const QMainWindow &window)
{
    QList<std::pair<QString, QRect>> found;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        // Tabbed behind another, a dock is "visible" but nowhere: only the raised tab counts.
        if (dock->isVisible() && !dock->visibleRegion().isEmpty())
            found.push_back(
                {dock->objectName(), QRect(dock->mapToGlobal(QPoint(0, 0)), dock->size())});
    const QWidget *central = window.centralWidget();
    found.push_back(
        {QStringLiteral("views"), QRect(central->mapToGlobal(QPoint(0, 0)), central->size())});
    return found;
}

} // namespace podcad::test

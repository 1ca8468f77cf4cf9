#pragma once

#include "testpaths.h"

#include <QByteArray>
#include <QGuiApplication>
#include <QScreen>

// The offscreen platform's screens for one test executable, from a file in tests/data/screens
// (Qt's offscreen "configfile" option): call before the QApplication is made. Leaves another
// platform the person asked for (xcb, to watch a test) alone.
namespace podcad::test {

inline void useOffscreenScreens(const QString &configName)
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && !platform.startsWith("offscreen"))
        return;
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" +
                                   dataPath(QStringLiteral("screens/") + configName).toLocal8Bit());
}

// The screen of that size among those useOffscreenScreens() set up, or null.
inline QScreen *screenOfSize(QSize size)
{
    for (QScreen *screen : QGuiApplication::screens())
        if (screen->size() == size)
            return screen;
    return nullptr;
}

} // namespace podcad::test

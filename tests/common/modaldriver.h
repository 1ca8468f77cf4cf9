#pragma once

#include <QApplication>
#include <QTimer>
#include <functional>

namespace podcad::test {

// Runs `drive` on the modal dialog of type Dialog once it is up: a modal dialog's exec() runs its
// own event loop, so the test acts from a timer, started before the action that opens it.
template<typename Dialog> void whenModalShows(std::function<void(Dialog *)> drive)
{
    QTimer::singleShot(0, [drive] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return whenModalShows<Dialog>(drive); // not up yet
        drive(dialog);
    });
}

} // namespace podcad::test

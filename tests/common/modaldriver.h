#pragma once

#include <QApplication>
#include <QObject>
#include <QTimer>
#include <QWidget>
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

// Answers the modal dialogs that open while a test runs the window's own dialogs: `respond` gets
// each one (the active modal widget) every 20 ms until the object goes. A response may open
// another modal dialog (Enter in a file dialog asks whether to replace the file): it is called
// from a single-shot timer of its own, so that the next ones still come while it waits.
class DialogResponder final : public QObject
{
public:
    explicit DialogResponder(std::function<void(QWidget *)> respond)
        : mRespond(std::move(respond))
    {
        mTimer.callOnTimeout(this, [this] {
            QTimer::singleShot(0, this, [this] {
                if (QWidget *top = QApplication::activeModalWidget())
                    mRespond(top);
            });
        });
        mTimer.start(20);
    }

private:
    std::function<void(QWidget *)> mRespond;
    QTimer mTimer;
};

} // namespace podcad::test

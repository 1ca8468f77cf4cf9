#pragma once

#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "testpaths.h"

#include <QAction>
#include <QFile>
#include <QLineEdit>
#include <QSize>
#include <QStandardPaths>
#include <QTest>
#include <memory>

// The main window as the UI tests open it: settings and files in test locations, a window shown
// at a given size, a design open, its analysis in.
namespace podcad::test {

inline QString basePodSample()
{
    return samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
}

// A copy of the BasePOD sample named `name` in `dir`, which the test may change and save.
inline QString copyOfSample(const QString &dir, const QString &name)
{
    const QString path = dir + u'/' + name;
    QFile::remove(path);
    QFile::copy(basePodSample(), path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

// Deletes the device `id` as a user does: shown, then the Delete action.
inline void deleteDevice(MainWindow &window, const QString &id)
{
    window.showObject(id);
    window.findChild<QAction *>(QStringLiteral("deleteAction"))->trigger();
}

// For initTestCase(): QSettings, recent files and recovery copies go to the test locations, never
// to the user's.
inline void enterTestMode()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Whether the window's newest analysis is in within `timeoutMs`.
inline bool waitForAnalysis(const MainWindow &window, int timeoutMs = 20000)
{
    return QTest::qWaitFor([&] { return !window.analysisPending(); }, timeoutMs);
}

enum class Wait { Nothing, Analysis };

// A new main window, shown (at `size`, unless empty) and exposed, with `design` open (none: the
// new design it starts with), its analysis in when `wait` says so; null when it could not be
// exposed, the design not be opened, or its analysis did not come in time.
inline std::unique_ptr<MainWindow>
openWindow(QSize size = {}, const QString &design = basePodSample(), Wait wait = Wait::Nothing)
{
    auto window = std::make_unique<MainWindow>();
    if (size.isValid())
        window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    if (!design.isEmpty() && !window->openFile(design))
        return nullptr;
    if (wait == Wait::Analysis && !waitForAnalysis(*window))
        return nullptr;
    return window;
}

// Replaces a field's text as a person types it: select all, erase, one key per character.
inline void retype(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

// Closes the window without the "save changes?" question.
inline void closeWindow(std::unique_ptr<MainWindow> &window)
{
    if (!window)
        return;
    window->document()->undoStack()->setClean();
    window.reset();
}

} // namespace podcad::test

// File > Revert: the open design read again from its file. It asks first when there are unsaved
// changes (Cancel keeps them), is one undoable step (Undo gives the edits back, the document
// modified again), leaves the document clean and equal to the file, reads a file changed on disk
// without asking when nothing is unsaved, keeps the design when the file no longer opens, and is
// disabled while the design has no file (a new design, a template's).
#include "io/designfile.h"
#include "mainwindow/autosave.h"
#include "mainwindow/mainwindow.h"
#include "session/document.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <functional>
#include <memory>

using namespace podcad;

namespace {

// The design `path` holds, read as Open reads it.
Design fileDesign(const QString &path)
{
    LoadResult loaded = DesignFile::read(path);
    return loaded.design ? std::move(*loaded.design) : Design{};
}

// Runs `drive` on the next message box, looking for it `tries` more times 10 ms apart: a modal
// dialog runs its own event loop, so a timer acts in it. The drivers keep their state in shared
// pointers, so a box that never comes leaves no timer holding a dead reference.
void whenMessageBoxShows(std::function<void(QMessageBox *)> drive, int tries = 100)
{
    QTimer::singleShot(0, qApp, [drive = std::move(drive), tries] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            return drive(box);
        if (tries > 0)
            QTimer::singleShot(10, qApp, [drive, tries] { whenMessageBoxShows(drive, tries - 1); });
    });
}

// Clicks the button of `box` whose text (without its mnemonic) is `text`; rejects the box when
// it has none.
void clickButton(QMessageBox *box, const QString &text)
{
    for (QAbstractButton *button : box->buttons())
        if (button->text().remove(u'&') == text)
            return button->click();
    box->reject();
}

QString firstDeviceId(const Design &design)
{
    QStringList ids;
    for (const auto &[id, device] : design.devices())
        ids << id;
    ids.sort();
    return ids.value(0);
}

} // namespace

class TestRevert final : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> mWindow;
    QTemporaryDir mDir;
    QString mFile; // a copy of the sample, open in the window

    QAction *revertAction() const
    {
        return mWindow->findChild<QAction *>(QStringLiteral("revertAction"));
    }

    // File > Revert, the question (when one comes) answered by the button named `answer`;
    // returns the question's text, empty when none was asked. A question is up before trigger()
    // returns (its exec() runs the driver's timer), so one look is enough.
    QString revertAnswering(const QString &answer)
    {
        auto question = std::make_shared<QString>();
        whenMessageBoxShows(
            [question, answer](QMessageBox *box) {
                *question = box->text();
                clickButton(box, answer);
            },
            0);
        revertAction()->trigger();
        QTest::qWait(1); // the look, when no dialog ran it
        return *question;
    }

    void deleteFirstDevice() { test::deleteDevice(*mWindow, firstDeviceId(mWindow->design())); }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        Autosave::remove();
        QVERIFY(mDir.isValid());
    }

    void init()
    {
        mFile = test::copyOfSample(mDir.path(), QStringLiteral("revert.podcad"));
        mWindow = test::openWindow(QSize(1280, 720), mFile);
        QVERIFY(mWindow);
    }

    void cleanup()
    {
        test::closeWindow(mWindow);
        Autosave::remove();
    }

    // Enabled while the design has a file: not for New, nor for a template's untitled design
    // (until Undo gives the file back), again after Save As.
    void enabledOnlyWithAFile()
    {
        QVERIFY(revertAction()->isEnabled());
        mWindow->newFromDesign(fileDesign(test::basePodSample()));
        QVERIFY(mWindow->document()->filePath().isEmpty());
        QVERIFY(!revertAction()->isEnabled());
        mWindow->document()->undoStack()->undo();
        QCOMPARE(mWindow->document()->filePath(), mFile);
        QVERIFY(revertAction()->isEnabled());
        mWindow->newDesign();
        QVERIFY(!revertAction()->isEnabled());
        QVERIFY(mWindow->saveFileAs(mDir.filePath(QStringLiteral("new.podcad"))));
        QVERIFY(revertAction()->isEnabled());
    }

    // Edits, then Revert: the question names the design, Revert makes the design the file's and
    // the document clean; Undo gives the edits back (modified), Redo the file's design (clean).
    void revertDiscardsEditsUndoably()
    {
        const Design saved = mWindow->design();
        QVERIFY(saved == fileDesign(mFile));
        deleteFirstDevice();
        deleteFirstDevice();
        const Design edited = mWindow->design();
        QVERIFY(!(edited == saved));
        QVERIFY(mWindow->document()->isModified());
        const int steps = mWindow->document()->undoStack()->count();

        const QString question = revertAnswering(QStringLiteral("Revert"));
        QVERIFY2(question.contains(mWindow->document()->displayName()), qPrintable(question));
        QVERIFY(mWindow->design() == fileDesign(mFile));
        QVERIFY(!mWindow->document()->isModified());
        QCOMPARE(mWindow->document()->filePath(), mFile);
        QCOMPARE(mWindow->document()->undoStack()->count(), steps + 1);
        QVERIFY(mWindow->document()->undoStack()->undoText().startsWith(u"Revert"));

        mWindow->document()->undoStack()->undo();
        QVERIFY(mWindow->design() == edited);
        QVERIFY(mWindow->document()->isModified());
        mWindow->document()->undoStack()->redo();
        QVERIFY(mWindow->design() == saved);
        QVERIFY(!mWindow->document()->isModified());
    }

    // Cancel: nothing changes, the edits stay unsaved and undoable as they were.
    void cancelKeepsTheEdits()
    {
        deleteFirstDevice();
        const Design edited = mWindow->design();
        const int steps = mWindow->document()->undoStack()->count();
        const QString question = revertAnswering(QStringLiteral("Cancel"));
        QVERIFY(!question.isEmpty());
        QVERIFY(mWindow->design() == edited);
        QVERIFY(mWindow->document()->isModified());
        QCOMPARE(mWindow->document()->undoStack()->count(), steps);
        QCOMPARE(mWindow->document()->filePath(), mFile);
    }

    // Nothing unsaved, the file changed on disk (another copy saved over it): Revert reads it
    // without a question.
    void revertReadsAFileChangedOnDisk()
    {
        QVERIFY(!mWindow->document()->isModified());
        Design changed = mWindow->design();
        changed.name = QStringLiteral("Changed on disk");
        QString error;
        QVERIFY2(DesignFile::write(changed, mFile, &error), qPrintable(error));
        const QString question = revertAnswering(QStringLiteral("Revert"));
        QVERIFY2(question.isEmpty(), qPrintable(question));
        QCOMPARE(mWindow->design().name, QStringLiteral("Changed on disk"));
        QVERIFY(mWindow->design() == fileDesign(mFile));
        QVERIFY(!mWindow->document()->isModified());
    }

    // A file that no longer opens: Open's dialog names it, the edits and the file stay.
    void brokenFileKeepsTheDesign()
    {
        deleteFirstDevice();
        const Design edited = mWindow->design();
        QFile file(mFile);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{ not a design");
        file.close();
        auto error = std::make_shared<QString>();
        whenMessageBoxShows([error](QMessageBox *question) {
            // The error comes once the question is answered.
            whenMessageBoxShows([error](QMessageBox *box) {
                *error = box->text();
                box->accept();
            });
            clickButton(question, QStringLiteral("Revert"));
        });
        revertAction()->trigger();
        QVERIFY2(error->contains(u"revert.podcad"), qPrintable(*error));
        QVERIFY(mWindow->design() == edited);
        QVERIFY(mWindow->document()->isModified());
        QCOMPARE(mWindow->document()->filePath(), mFile);
    }
};

QTEST_MAIN(TestRevert)
#include "tst_revert.moc"

// File > Properties names the design: the dialog shows the design's name and file, a new name is
// one undoable step whose change event (PropertiesEdited, its fields naming "name") reaches the
// window, the window title follows the name through edit, undo and redo, presentation mode is
// headed by it, Cancel and an unchanged name leave no step, and Save writes it into the file.
// The same dialog edits the site and location (empty: the NetBox export's defaults,
// which the fields' placeholders name); name, site and location change in one undo step, and
// Save writes them into the file.
#include "commands/changedesignname.h"
#include "commands/changedesignproperties.h"
#include "dialogs/designpropertiesdialog.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "presentation/presentationmode.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace podcad;

namespace {

// Once the Properties dialog is up: records its fields, types `name` (when given) and presses OK,
// or Cancel when `accept` is false.
struct DialogAnswer final
{
    QString shownName;
    QString shownFile;
    bool seen = false;
};

void answerPropertiesDialog(DialogAnswer *answer, const QString &name, bool accept)
{
    QTimer::singleShot(0, [=] {
        auto *dialog = qobject_cast<DesignPropertiesDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return answerPropertiesDialog(answer, name, accept); // not up yet
        answer->seen = true;
        answer->shownName = dialog->nameField()->text();
        answer->shownFile = dialog->findChild<QLabel *>(QStringLiteral("designFileLabel"))->text();
        QLineEdit *field = dialog->nameField();
        field->selectAll();
        QTest::keyClicks(field, name);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        buttons->button(accept ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel)->click();
    });
}

// Once the dialog is up: records the site and location fields and their placeholders, fills in
// the three fields and presses OK.
struct PlaceAnswer final
{
    QString shownSite, shownLocation, siteHint, locationHint;
    bool seen = false;
};

void answerWithPlace(PlaceAnswer *answer, const QString &name, const QString &site,
                     const QString &location)
{
    QTimer::singleShot(0, [=] {
        auto *dialog = qobject_cast<DesignPropertiesDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return answerWithPlace(answer, name, site, location);
        answer->seen = true;
        answer->shownSite = dialog->siteField()->text();
        answer->shownLocation = dialog->locationField()->text();
        answer->siteHint = dialog->siteField()->placeholderText();
        answer->locationHint = dialog->locationField()->placeholderText();
        for (auto [field, text] :
             {std::pair{dialog->nameField(), name}, std::pair{dialog->siteField(), site},
              std::pair{dialog->locationField(), location}}) {
            field->selectAll();
            QTest::keyClick(field, Qt::Key_Delete);
            QTest::keyClicks(field, text);
        }
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
}

} // namespace

class TestDesignProperties final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;

    QAction *propertiesAction() const
    {
        return mWindow->findChild<QAction *>(QStringLiteral("propertiesAction"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mDir.path());
    }

    void init()
    {
        mWindow = test::openWindow(QSize(), QString());
        QVERIFY(mWindow);
        const QString copy = mDir.filePath(QStringLiteral("pod.podcad"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")), copy));
        QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(mWindow->openFile(copy));
    }

    void cleanup() { test::closeWindow(mWindow); }

    void renameIsOneUndoableStepAndTheTitleFollows()
    {
        const QString oldName = mWindow->design().name;
        QCOMPARE(oldName, QStringLiteral("BasePOD 4x DGX H100 (sample)"));
        // The title names the design and its file.
        QCOMPARE(mWindow->windowTitle(),
                 QStringLiteral("%1 \u2014 pod.podcad[*] - PodCAD").arg(oldName));
        QVERIFY(propertiesAction());
        QSignalSpy changed(mWindow->document(), &Document::changed);

        DialogAnswer answer;
        answerPropertiesDialog(&answer, QStringLiteral("  Hall 2 SuperPOD "), true);
        propertiesAction()->trigger();
        QVERIFY(answer.seen);
        QCOMPARE(answer.shownName, oldName);
        QVERIFY2(answer.shownFile.endsWith(QStringLiteral("pod.podcad")),
                 qPrintable(answer.shownFile));

        QCOMPARE(mWindow->design().name, QStringLiteral("Hall 2 SuperPOD")); // trimmed
        QCOMPARE(mWindow->document()->undoStack()->count(), 1);
        QVERIFY(mWindow->isWindowModified());
        QCOMPARE(mWindow->windowTitle(),
                 QStringLiteral("Hall 2 SuperPOD \u2014 pod.podcad[*] - PodCAD"));
        QCOMPARE(changed.size(), 1);
        const auto event = changed.at(0).at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::PropertiesEdited);
        QCOMPARE(event.fields.toList(), QStringList{QStringLiteral("name")});

        mWindow->document()->undoStack()->undo();
        QCOMPARE(mWindow->design().name, oldName);
        QCOMPARE(mWindow->windowTitle(),
                 QStringLiteral("%1 \u2014 pod.podcad[*] - PodCAD").arg(oldName));
        QVERIFY(!mWindow->isWindowModified());
        mWindow->document()->undoStack()->redo();
        QCOMPARE(mWindow->design().name, QStringLiteral("Hall 2 SuperPOD"));
        QVERIFY(mWindow->windowTitle().startsWith(QStringLiteral("Hall 2 SuperPOD")));

        // Presentation mode is headed by the name, not the file.
        QPointer<PresentationMode> page = mWindow->present();
        QVERIFY(page);
        QStringList texts;
        for (const QLabel *label : page->findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.contains(QStringLiteral("Hall 2 SuperPOD")), qPrintable(texts.join(u'|')));
        QVERIFY(!texts.contains(QStringLiteral("pod.podcad")));
        page->close();
    }

    void cancelAndSameNameLeaveNoStep()
    {
        const QString oldName = mWindow->design().name;
        DialogAnswer cancelled;
        answerPropertiesDialog(&cancelled, QStringLiteral("Something else"), false);
        propertiesAction()->trigger();
        QVERIFY(cancelled.seen);
        DialogAnswer same;
        answerPropertiesDialog(&same, oldName + u' ', true);
        propertiesAction()->trigger();
        QVERIFY(same.seen);
        QCOMPARE(mWindow->design().name, oldName);
        QCOMPARE(mWindow->document()->undoStack()->count(), 0);
        QVERIFY(!mWindow->isWindowModified());
    }

    void saveWritesTheName()
    {
        DialogAnswer answer;
        answerPropertiesDialog(&answer, QStringLiteral("Renamed pod"), true);
        propertiesAction()->trigger();
        QVERIFY(mWindow->save());
        const LoadResult loaded = DesignFile::read(mWindow->document()->filePath());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.design->name, QStringLiteral("Renamed pod"));
        QVERIFY(!mWindow->isWindowModified());
    }

    void siteAndLocationAreOneStepWithTheNameAndSaved()
    {
        const QString oldName = mWindow->design().name;
        QVERIFY(mWindow->design().site.isEmpty());
        QVERIFY(mWindow->design().location.isEmpty());
        QSignalSpy changed(mWindow->document(), &Document::changed);
        PlaceAnswer answer;
        answerWithPlace(&answer, QStringLiteral("Hall 2 pod"), QStringLiteral(" Santa Clara DC1 "),
                        QStringLiteral("Hall 2"));
        propertiesAction()->trigger();
        QVERIFY(answer.seen);
        // Empty fields, with the defaults they stand for as placeholders.
        QVERIFY(answer.shownSite.isEmpty());
        QVERIFY(answer.shownLocation.isEmpty());
        QCOMPARE(answer.siteHint, QStringLiteral("the design's name"));
        QCOMPARE(answer.locationHint, QStringLiteral("each rack's row"));

        QCOMPARE(mWindow->design().name, QStringLiteral("Hall 2 pod"));
        QCOMPARE(mWindow->design().site, QStringLiteral("Santa Clara DC1")); // trimmed
        QCOMPARE(mWindow->design().location, QStringLiteral("Hall 2"));
        QCOMPARE(mWindow->document()->undoStack()->count(), 1);
        QCOMPARE(changed.size(), 1);
        const auto event = changed.at(0).at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::PropertiesEdited);
        QCOMPARE(event.fields.toList(), (QStringList{QStringLiteral("name"), QStringLiteral("site"),
                                                     QStringLiteral("location")}));
        QVERIFY(mWindow->isWindowModified());

        // One undo takes all three back, one redo brings them again.
        mWindow->document()->undoStack()->undo();
        QCOMPARE(mWindow->design().name, oldName);
        QVERIFY(mWindow->design().site.isEmpty());
        QVERIFY(mWindow->design().location.isEmpty());
        QVERIFY(!mWindow->isWindowModified());
        mWindow->document()->undoStack()->redo();
        QCOMPARE(mWindow->design().site, QStringLiteral("Santa Clara DC1"));

        // The dialog shows them next time; a site alone is a step of its own.
        PlaceAnswer again;
        answerWithPlace(&again, QStringLiteral("Hall 2 pod"), QStringLiteral("DC2"),
                        QStringLiteral("Hall 2"));
        propertiesAction()->trigger();
        QCOMPARE(again.shownSite, QStringLiteral("Santa Clara DC1"));
        QCOMPARE(again.shownLocation, QStringLiteral("Hall 2"));
        QCOMPARE(mWindow->document()->undoStack()->count(), 2);
        QCOMPARE(mWindow->document()->undoStack()->undoText(), QStringLiteral("Change Site"));
        QCOMPARE(mWindow->design().site, QStringLiteral("DC2"));

        QVERIFY(mWindow->save());
        const LoadResult loaded = DesignFile::read(mWindow->document()->filePath());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.design->name, QStringLiteral("Hall 2 pod"));
        QCOMPARE(loaded.design->site, QStringLiteral("DC2"));
        QCOMPARE(loaded.design->location, QStringLiteral("Hall 2"));

        // Emptied again, they leave the file (the defaults apply) and load back empty.
        QVERIFY(mWindow->document()->push(new ChangeDesignProperties(
            mWindow->document(), {QStringLiteral("Hall 2 pod"), QString(), QString()})));
        QVERIFY(mWindow->save());
        QFile file(mWindow->document()->filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(!bytes.contains("\"site\""));
        QVERIFY(!bytes.contains("\"location\""));
        const LoadResult emptied = DesignFile::read(mWindow->document()->filePath());
        QVERIFY(emptied.ok());
        QVERIFY(emptied.design->site.isEmpty());
        QVERIFY(emptied.design->location.isEmpty());
    }

    void unsavedDesignTitleIsItsName()
    {
        // A new design has no file: the title is the name alone, once it has one.
        mWindow->newDesign();
        QCOMPARE(mWindow->windowTitle(), QStringLiteral("Untitled[*] - PodCAD"));
        QVERIFY(mWindow->document()->push(
            new ChangeDesignName(mWindow->document(), QStringLiteral("Lab pod"))));
        QCOMPARE(mWindow->windowTitle(), QStringLiteral("Lab pod[*] - PodCAD"));
    }
};

QTEST_MAIN(TestDesignProperties)
#include "tst_designproperties.moc"

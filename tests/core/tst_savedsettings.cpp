// The settings the editor reads back at start (SavedSettings), from settings files as a user, an
// older PodCAD or a damaged disk may leave them (tests/data/settings, the fuzz target's seeds).
#include "settings/savedsettings.h"
#include "testpaths.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad;

class TestSavedSettings final : public QObject
{
    Q_OBJECT

private:
    static QSettings open(const QString &name)
    {
        return QSettings(test::dataPath(QStringLiteral("settings/") + name), QSettings::IniFormat);
    }

private Q_SLOTS:
    void usualFile()
    {
        const QSettings s = open(QStringLiteral("usual.ini"));
        QCOMPARE(SavedSettings::recentFiles(s),
                 QStringList({QStringLiteral("/home/ana/pods/superpod.podcad"),
                              QStringLiteral("/home/ana/pods/basepod.podcad"),
                              QStringLiteral("/home/ana/pods/gb200, rev 2.podcad")}));
        QCOMPARE(SavedSettings::teamCatalogUrl(s),
                 QStringLiteral("postgresql://ana@catalog.example.com:5432/podcad"));
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kSnapToGrid, true), false);
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kMinimap, false), true);
        QVERIFY(
            SavedSettings::bytes(s, SavedSettings::kWindowGeometry).startsWith("\x01\xd9\xd0\xcb"));
        QVERIFY(!SavedSettings::bytes(s, SavedSettings::kWindowState).isEmpty());
    }

    void oneRecentFileAndASocketUrl()
    {
        const QSettings s = open(QStringLiteral("socket-url.ini"));
        QCOMPARE(SavedSettings::recentFiles(s), QStringList());
        QCOMPARE(SavedSettings::teamCatalogUrl(s),
                 QStringLiteral("postgresql://ana@/podcad?host=/run/postgresql&port=5433"));
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kMinimap, true), false);
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kSnapToGrid, true), true); // absent
    }

    // Forty recent files (the menu shows eight), a relative and an empty one and a repeat; a URL
    // of an unknown type; switches that say neither on nor off; bytes that are text.
    void hostileFile()
    {
        const QSettings s = open(QStringLiteral("hostile.ini"));
        const QStringList files = SavedSettings::recentFiles(s);
        QCOMPARE(files.size(), SavedSettings::kMaxRecentFiles);
        QCOMPARE(files.first(), QStringLiteral("/data/p01.podcad"));
        QCOMPARE(files.last(), QStringLiteral("/data/p08.podcad"));
        QCOMPARE(SavedSettings::teamCatalogUrl(s), QString());
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kSnapToGrid, true), true);
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kSnapToGrid, false), false);
        QCOMPARE(SavedSettings::flag(s, SavedSettings::kMinimap, true), true);
        QCOMPARE(SavedSettings::bytes(s, SavedSettings::kWindowGeometry), QByteArray());
        QCOMPARE(SavedSettings::bytes(s, SavedSettings::kWindowState), QByteArray("\xff\xff\xff"));
    }

    void repeatsAndRelativePathsLeftOut()
    {
        const QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("podcad.ini")), QSettings::IniFormat);
        s.setValue(QLatin1String(SavedSettings::kRecentFiles),
                   QStringList({QStringLiteral("/a.podcad"), QStringLiteral("b.podcad"), QString(),
                                QStringLiteral("/a.podcad"), QStringLiteral("/c.podcad")}));
        QCOMPARE(SavedSettings::recentFiles(s),
                 QStringList({QStringLiteral("/a.podcad"), QStringLiteral("/c.podcad")}));
    }
};

QTEST_MAIN(TestSavedSettings)
#include "tst_savedsettings.moc"

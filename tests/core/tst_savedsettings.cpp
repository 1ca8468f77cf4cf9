// The settings the editor reads back at start (SavedSettings), from settings files as a user, an
// older PodCAD or a damaged disk may leave them (tests/data/settings, the fuzz target's seeds).
#include "catalog/catalogurl.h"
#include "settings/savedsettings.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
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
        // Saved by PodCAD, with its digest: handed to Qt.
        const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(s);
        QVERIFY(!layout.dropped);
        QVERIFY(layout.geometry.startsWith("\x01\xd9\xd0\xcb"));
        QCOMPARE(layout.state.size(), 75);
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
        // Text for the geometry, three bytes for the state and no digest: nothing for Qt.
        const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(s);
        QVERIFY(layout.dropped);
        QVERIFY(layout.geometry.isEmpty() && layout.state.isEmpty());
    }

    // The settings file fuzz_windowstate found: its state made QMainWindow::restoreState read
    // wild memory under AddressSanitizer. No digest of PodCAD's, so Qt never sees it.
    void restoreStateFindingIsDropped()
    {
        const QSettings s = open(QStringLiteral("restorestate-segv.ini"));
        QVERIFY(s.contains(QLatin1String(SavedSettings::kWindowState)));
        const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(s);
        QVERIFY(layout.dropped);
        QVERIFY(layout.geometry.isEmpty() && layout.state.isEmpty());
    }

    // What PodCAD saves comes back byte for byte; any change to it, a byte moved from the
    // geometry to the state, a missing part or another type is refused whole.
    void windowLayoutRoundTripsAndRefusesChanges()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        const QByteArray geometry("\x01\xd9\xd0\xcbgeometry", 12);
        const QByteArray state("\0\0\0\xff state", 10);
        {
            QSettings s(path, QSettings::IniFormat);
            QVERIFY(!SavedSettings::windowLayout(s).dropped); // nothing saved: the first start
            SavedSettings::setWindowLayout(s, geometry, state);
        }
        QSettings s(path, QSettings::IniFormat);
        SavedSettings::WindowLayout layout = SavedSettings::windowLayout(s);
        QVERIFY(!layout.dropped);
        QCOMPARE(layout.geometry, geometry);
        QCOMPARE(layout.state, state);

        const auto refused = [&s](const char *key, const QVariant &value) {
            const QVariant before = s.value(QLatin1String(key));
            if (value.isValid())
                s.setValue(QLatin1String(key), value);
            else
                s.remove(QLatin1String(key));
            const SavedSettings::WindowLayout l = SavedSettings::windowLayout(s);
            s.setValue(QLatin1String(key), before);
            return l.dropped && l.geometry.isEmpty() && l.state.isEmpty();
        };
        QByteArray flipped = state;
        flipped[5] = char(flipped[5] ^ 1);
        QVERIFY(refused(SavedSettings::kWindowState, flipped));
        QVERIFY(refused(SavedSettings::kWindowState, QVariant()));
        QVERIFY(refused(SavedSettings::kWindowState, QString::fromLatin1(state)));
        QVERIFY(refused(SavedSettings::kWindowGeometry, geometry + state.left(1)));
        QVERIFY(refused(SavedSettings::kWindowDigest, QVariant()));
        QVERIFY(refused(SavedSettings::kWindowDigest, QByteArray(64, 'a')));
        // The same bytes split elsewhere between the two.
        QCOMPARE(SavedSettings::windowLayoutDigest(geometry + state.left(1), state.mid(1)) ==
                     SavedSettings::windowLayoutDigest(geometry, state),
                 false);
        QVERIFY(!SavedSettings::windowLayout(s).dropped); // and all put back
    }

    // A fuzz finding (tests/data/settings/variant-huge-allocation.ini): catalog/teamUrl as
    // "@Variant(...)" made Qt's INI reader decode it with QDataStream, which asked for 61 GB.
    // screenFile removes the lines Qt would decode so, before anything reads the file.
    void screenRemovesWhatQtWouldDecode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(QFile::copy(test::dataPath(QStringLiteral("settings/variant-huge-allocation.ini")),
                            path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QStringList removed = SavedSettings::screenFile(path);
        QVERIFY2(removed.contains(QStringLiteral("catalog/teamUrl")),
                 qPrintable(removed.join(u' ')));
        QVERIFY(removed.contains(QStringLiteral("view/minimap"))); // "@Invalid()"
        // What stays is what the readers already treat as data: the list, the flag, the layout.
        QVERIFY(!removed.contains(QStringLiteral("recentFiles")));
        QVERIFY(!removed.contains(QStringLiteral("floor/snapToGrid")));
        QVERIFY(!removed.contains(QStringLiteral("mainWindow/state")));
        QFile screened(path);
        QVERIFY(screened.open(QIODevice::ReadOnly));
        QVERIFY(!screened.readAll().contains("@Variant("));
        const QSettings s(path, QSettings::IniFormat);
        QVERIFY(SavedSettings::teamCatalogUrl(s).isEmpty());
        QVERIFY(SavedSettings::windowLayout(s).dropped);
        QVERIFY(SavedSettings::screenFile(path).isEmpty()); // nothing left to remove

        // Hidden '@': in a list, after a quote, through an escape.
        for (const QByteArray &line :
             {QByteArray("recentFiles=/a.podcad, @Variant(\\0)"),
              QByteArray("catalog/teamUrl=\"@DateTime(\\0)\""),
              QByteArray("catalog/teamUrl=\\x40Variant(\\0)"),
              QByteArray("mainWindow/state=@ByteArray(a), @Variant(\\0)")}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("[General]\n" + line + "\n");
            f.close();
            QCOMPARE(SavedSettings::screenFile(path).size(), 1);
        }
    }

    // What PodCAD writes (paths, a URL with user@host, flags, a window layout of any bytes,
    // commas and quotes among them) passes the screen byte for byte.
    void screenKeepsWhatPodcadWrites()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QByteArray geometry, state;
        for (int i = 0; i < 256; ++i) {
            geometry += char(i);
            state += char(255 - i);
        }
        state += "\", @Variant(";
        {
            QSettings s(path, QSettings::IniFormat);
            s.setValue(QLatin1String(SavedSettings::kRecentFiles),
                       QStringList{QStringLiteral("/home/a b/x.podcad"),
                                   QStringLiteral("/data/p,1.podcad"),
                                   QString::fromUtf8("/home/Jos\xc3\xa9/\xe6\x95\xb0.podcad")});
            s.setValue(QLatin1String(SavedSettings::kTeamCatalogUrl),
                       QStringLiteral("postgresql://ann@db.example.com/team?sslmode=verify-full"));
            s.setValue(QLatin1String(SavedSettings::kSnapToGrid), false);
            s.setValue(QLatin1String(SavedSettings::kMinimap), true);
            SavedSettings::setWindowLayout(s, geometry, state);
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        const QStringList removed = SavedSettings::screenFile(path);
        QVERIFY2(removed.isEmpty(), qPrintable(removed.join(u' ')));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        const QSettings s(path, QSettings::IniFormat);
        const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(s);
        QVERIFY(!layout.dropped);
        QCOMPARE(layout.state, state);
    }

    // Random files, and random bytes under the three keys, never reach Qt (fixed seeds).
    void randomLayoutsAreDropped()
    {
        QTemporaryDir dir;
        QRandomGenerator random(38);
        const auto bytes = [&random](int size) {
            QByteArray b(size, Qt::Uninitialized);
            for (char &c : b)
                c = char(random.bounded(256));
            return b;
        };
        for (int i = 0; i < 200; ++i) {
            const QString path = dir.filePath(QStringLiteral("r%1.ini").arg(i));
            if (i % 2) {
                QFile f(path);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write("[mainWindow]\nstate=@ByteArray(" + bytes(int(random.bounded(400))) +
                        ")\n");
            } else {
                QSettings s(path, QSettings::IniFormat);
                s.setValue(QLatin1String(SavedSettings::kWindowGeometry), bytes(66));
                s.setValue(QLatin1String(SavedSettings::kWindowState),
                           bytes(int(random.bounded(2000))));
                s.setValue(QLatin1String(SavedSettings::kWindowDigest),
                           QString::fromLatin1(bytes(32).toHex()));
            }
            const SavedSettings::WindowLayout layout =
                SavedSettings::windowLayout(QSettings(path, QSettings::IniFormat));
            QVERIFY2(layout.geometry.isEmpty() && layout.state.isEmpty(), qPrintable(path));
        }
    }

    void urlsKeepTheirPlace_data()
    {
        QTest::addColumn<QString>("url");
        const QDir dir(test::dataPath(QStringLiteral("settings")));
        for (const QString &name : dir.entryList({QStringLiteral("*.ini")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << SavedSettings::teamCatalogUrl(open(name));
        QTest::newRow("password") << QStringLiteral("postgresql://ana:s3cret@db.example.com/pod");
        QTest::newRow("name in ?host=")
            << QStringLiteral("postgresql://ana@/pod?host=DB.Example.com");
        QTest::newRow("socket with & and =")
            << QStringLiteral("postgresql://ana@/pod?host=/run/a%26b%3Dc%23d&port=5433");
    }

    // What the editor does with the URL it reads: parse it and keep display() in the settings.
    // That text must parse to the same place, or the next start loses the team catalog.
    void urlsKeepTheirPlace()
    {
        QFETCH(QString, url);
        QString error;
        const std::optional<CatalogUrl> parsed = CatalogUrl::parse(url, &error);
        if (!parsed)
            return;
        const std::optional<CatalogUrl> again = CatalogUrl::parse(parsed->display(), &error);
        QVERIFY2(again, qPrintable(parsed->display() + QStringLiteral(": ") + error));
        QCOMPARE(again->user(), parsed->user());
        QCOMPARE(again->host(), parsed->host());
        QCOMPARE(again->port(), parsed->port());
        QCOMPARE(again->database(), parsed->database());
        QVERIFY(!again->passwordInUrl());
    }

    // Found by the fuzz target (tests/fuzz/fuzz_settings): "?host=2run/postgresql" was taken as
    // a host name that display() could not write, so the settings lost it.
    void hostNeitherNameNorDirectory()
    {
        const QString url =
            SavedSettings::teamCatalogUrl(open(QStringLiteral("url-host-not-a-directory.ini")));
        QString error;
        QVERIFY(!CatalogUrl::parse(url, &error));
        QVERIFY2(error.endsWith(QStringLiteral(": host \"2run/postgresql\" is neither a host name "
                                               "nor a socket directory (which starts with /)")),
                 qPrintable(error));
        QVERIFY(!CatalogUrl::parse(QStringLiteral("postgresql://a@/db?host=/s&port=-5"), &error));
        QVERIFY(error.endsWith(QStringLiteral("port out of range")));
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

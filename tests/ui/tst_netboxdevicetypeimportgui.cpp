// Catalog > Import NetBox Device Types: the menu action, a fixture imported into
// a temporary user catalog showing up in the palette and the live analysis at once, and a bad
// file refused with the one line the dialog shows, nothing changed.
#include "analysis/problem.h"
#include "catalog/usercatalog.h"
#include "catalogchange.h"
#include "dialogs/removeimporteddialog.h"
#include "mainwindow/mainwindow.h"
#include "model/design.h"
#include "panels/catalogpalette.h"
#include "session/document.h"
#include "session/livesession.h"
#include "testpaths.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <algorithm>
#include <memory>

using namespace podcad;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool hasProblem(const Analysis &a, const QString &code)
{
    return std::any_of(a.problems.begin(), a.problems.end(),
                       [&](const Problem &p) { return p.code == code; });
}

} // namespace

class TestNetBoxDeviceTypeImportGui final : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    QString mUserCatalog;
    std::unique_ptr<MainWindow> mWindow;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
        // Never the real home's user catalog: the window reads this one at start.
        mUserCatalog = mDir.filePath(QStringLiteral("user/user-catalog.db"));
        qputenv("PODCAD_USER_CATALOG", mUserCatalog.toLocal8Bit());
        mWindow = std::make_unique<MainWindow>();
        QVERIFY(mWindow->hasCatalog());
    }

    void actionInTheCatalogMenu()
    {
        auto *action = mWindow->findChild<QAction *>(QStringLiteral("importDeviceTypesAction"));
        QVERIFY(action && action->isEnabled());
        auto *menu = mWindow->findChild<QMenu *>(QStringLiteral("catalogMenu"));
        QVERIFY(menu && menu->actions().contains(action));
        QVERIFY(mWindow->menuBar()->actions().contains(menu->menuAction()));
    }

    void importedModelsAppearAtOnce()
    {
        auto *palette = mWindow->findChild<CatalogPalette *>();
        QVERIFY(palette);
        const QString sku = QStringLiteral("SYS-1029U-TR4");
        QVERIFY(!palette->indexForSku(sku).isValid());
        const CatalogActions::Outcome imported =
            test::settle(mWindow->catalogActions()->importDeviceTypes(
                {test::dataPath(QStringLiteral("netbox/supermicro-sys-1029u-tr4.yaml")),
                 test::dataPath(QStringLiteral("netbox/mellanox-sn2010.yaml"))}));
        QVERIFY2(imported.done, qPrintable(imported.error));
        QVERIFY(QFile::exists(mUserCatalog));
        QVERIFY(mWindow->catalog()->model(sku));
        QCOMPARE(mWindow->catalog()->userPath(), mUserCatalog);
        QVERIFY(palette->indexForSku(sku).isValid());
        QVERIFY(palette->indexForSku(QStringLiteral("mellanox-sn2010")).isValid());

        // The analysis knows them: no unknown SKU, and the switch without a power figure is said.
        Design d;
        Device server, sw;
        server.id = QStringLiteral("srv1");
        server.sku = sku;
        sw.id = QStringLiteral("sw1");
        sw.sku = QStringLiteral("mellanox-sn2010");
        QVERIFY(d.addDevice(server) && d.addDevice(sw));
        mWindow->newFromDesign(d);
        QTRY_VERIFY(!mWindow->analysisPending());
        QVERIFY(!hasProblem(mWindow->analysis(), QStringLiteral("unknown-sku")));
        QVERIFY(hasProblem(mWindow->analysis(), QStringLiteral("missing-power")));
        QCOMPARE(mWindow->analysis().totals.itPowerMaxKw, 0.75);
    }

    void badFileChangesNothing()
    {
        const QByteArray before = bytesOf(mUserCatalog);
        const std::size_t models = mWindow->catalog()->models().size();
        const QString bad = test::dataPath(QStringLiteral("netbox/bad/interface-type.yaml"));
        const CatalogActions::Outcome refused =
            test::settle(mWindow->catalogActions()->importDeviceTypes(
                {test::dataPath(QStringLiteral("netbox/example-half-u-panel.yaml")), bad}));
        QVERIFY(!refused.done);
        QCOMPARE(refused.error,
                 bad + QStringLiteral(": interfaces[3].type: unknown NetBox interface "
                                      "type \"foo\""));
        QCOMPARE(bytesOf(mUserCatalog), before);
        QCOMPARE(mWindow->catalog()->models().size(), models);
        QVERIFY(!mWindow->catalog()->model(QStringLiteral("EX-HALF-1")));
    }

    // The dialog's kind applies to every file (NetBox has none); here the half-U panel, which
    // would otherwise be an appliance, is a switch.
    void kindChosenForTheImport()
    {
        const CatalogActions::Outcome imported =
            test::settle(mWindow->catalogActions()->importDeviceTypes(
                {test::dataPath(QStringLiteral("netbox/example-half-u-panel.yaml"))},
                DeviceKind::Switch));
        QVERIFY2(imported.done, qPrintable(imported.error));
        const DeviceModel *panel = mWindow->catalog()->model(QStringLiteral("EX-HALF-1"));
        QVERIFY(panel);
        QCOMPARE(panel->kind, DeviceKind::Switch);
    }

    // Catalog > Remove Imported Models: the dialog lists the user catalog's models and what
    // removing each does; the checked ones leave the file, the palette and the analysis.
    void removedModelsLeaveTheWindow()
    {
        const QString sku = QStringLiteral("SYS-1029U-TR4");
        bool sawDialog = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<RemoveImportedDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            sawDialog = true;
            // A failed check returns from here: the dialog must not stay open and hang the test.
            const auto closeOnFailure = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject();
            });
            QListWidget *list = dialog->list();
            auto *remove = dialog->findChild<QPushButton *>(QStringLiteral("removeImportedButton"));
            QCOMPARE(list->count(), 3); // EX-HALF-1, SYS-1029U-TR4, mellanox-sn2010 (SKU order)
            QVERIFY(!remove->isEnabled());
            QListWidgetItem *server = list->item(1);
            QCOMPARE(server->data(Qt::UserRole).toString(), sku);
            // The open design has one device of it (srv1, from importedModelsAppearAtOnce).
            QVERIFY2(server->text().contains(
                         QStringLiteral("only in your catalog; 1 device of this design "
                                        "loses its model")),
                     qPrintable(server->text()));
            server->setCheckState(Qt::Checked);
            QVERIFY(remove->isEnabled());
            if (const QString dir = qEnvironmentVariable("PODCAD_SCREENSHOT_DIR"); !dir.isEmpty())
                QVERIFY(dialog->grab().save(dir + QStringLiteral("/remove-imported-models.png")));
            remove->click();
        });
        mWindow->findChild<QAction *>(QStringLiteral("removeImportedModelsAction"))->trigger();
        QVERIFY(sawDialog);

        // Built off the UI thread, then in use.
        QTRY_VERIFY(!mWindow->catalog()->model(sku));
        QVERIFY(mWindow->catalog()->model(QStringLiteral("mellanox-sn2010")));
        QVERIFY(!mWindow->findChild<CatalogPalette *>()->indexForSku(sku).isValid());
        std::vector<DeviceModel> rows;
        QString error;
        QVERIFY2(UserCatalog::read(mUserCatalog, &rows, &error), qPrintable(error));
        QCOMPARE(rows.size(), std::size_t(2));
        QTRY_VERIFY(!mWindow->analysisPending());
        QVERIFY(hasProblem(mWindow->analysis(), QStringLiteral("unknown-sku")));

        // A SKU the user catalog does not hold: refused, nothing changed.
        const QByteArray before = bytesOf(mUserCatalog);
        const CatalogActions::Outcome refused =
            test::settle(mWindow->catalogActions()->removeImportedModels({sku}));
        QVERIFY(!refused.done);
        QVERIFY2(
            refused.error.endsWith(QStringLiteral("\"SYS-1029U-TR4\" is not in the user catalog "
                                                  "(only imported models can be removed)")),
            qPrintable(refused.error));
        QCOMPARE(bytesOf(mUserCatalog), before);
    }

    // The catalog is a snapshot: a computation that started on the old one keeps it to its end,
    // while the window already shows the new one. The import waits for no computation: here
    // every thread of the global pool is held, so the one started before it cannot even run
    // until the window has taken the new catalog.
    void anImportWaitsForNoComputation()
    {
        QTRY_VERIFY(!mWindow->analysisPending());
        // srv1 of the open design lost its model in removedModelsLeaveTheWindow.
        const QString sku = QStringLiteral("SYS-1029U-TR4");
        QVERIFY(!mWindow->catalog()->model(sku));
        QVERIFY(hasProblem(mWindow->analysis(), QStringLiteral("unknown-sku")));
        LiveSession *session = mWindow->session();
        const std::weak_ptr<const Catalog> old = session->catalogSnapshot();

        QThreadPool *pool = QThreadPool::globalInstance();
        const int threads = pool->maxThreadCount();
        auto holding = std::make_shared<QSemaphore>();
        auto gate = std::make_shared<QSemaphore>();
        bool open = false;
        const auto openGate = [&] {
            if (!std::exchange(open, true))
                gate->release(threads);
        };
        const auto openOnFailure = qScopeGuard(openGate);
        for (int i = 0; i < threads; ++i)
            pool->start([holding, gate] {
                holding->release();
                gate->acquire();
            });
        QVERIFY(holding->tryAcquire(threads, 10000));

        // A computation of the design on the old catalog, handed to the (held) pool.
        QSignalSpy started(session, &LiveComputation::started);
        session->schedule(true);
        QCOMPARE(started.count(), 1);
        QVERIFY(mWindow->analysisPending());

        const CatalogActions::Outcome imported = test::settle(
            mWindow->catalogActions()->importDeviceTypes(
                {test::dataPath(QStringLiteral("netbox/supermicro-sys-1029u-tr4.yaml"))}),
            10000);
        QVERIFY2(imported.done, qPrintable(imported.error));
        // The window shows the new catalog...
        QVERIFY(mWindow->catalog()->model(sku));
        QVERIFY(mWindow->findChild<CatalogPalette *>()->indexForSku(sku).isValid());
        QCOMPARE(mWindow->document()->catalog(), mWindow->catalog());
        // ...while the computation that started before still holds the old one.
        QVERIFY(!old.expired());
        QVERIFY(old.lock().get() != mWindow->catalog());
        QVERIFY(mWindow->analysisPending());

        openGate();
        // It ran on its snapshot and let it go; the results shown are the new catalog's.
        QTRY_VERIFY(!mWindow->analysisPending());
        QTRY_VERIFY(old.expired());
        QVERIFY(!hasProblem(mWindow->analysis(), QStringLiteral("unknown-sku")));
    }
};

QTEST_MAIN(TestNetBoxDeviceTypeImportGui)
#include "tst_netboxdevicetypeimportgui.moc"

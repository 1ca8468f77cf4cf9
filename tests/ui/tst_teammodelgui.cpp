// The window's side of the team catalog's roles and audit (issue 43, docs/team-catalog.md) against
// a real PostgreSQL 15 (tests/common/postgresserver.h): a reader connected through the window sees
// the read-only state in the status bar and in File > Edit Team Model and cannot save; an editor's
// save shows its audit row in the history view, which lists what podcad-cli team history SKU --json
// lists for the same server, row for row.
#include "catalog/catalogurl.h"
#include "catalog/teamcatalog.h"
#include "clirun.h"
#include "dialogs/teamhistorydialog.h"
#include "dialogs/teammodeldialog.h"
#include "isolatedsettings.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/teamcatalogstatus.h"
#include "postgresserver.h"
#include "testpaths.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace podcad;

class TestTeamModelGui final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mSettingsDir.isValid() && mCache.isValid());
        test::isolateSettingsAndCache(mSettingsDir.path(), mCache.path());
        // The person the audit names (TeamCatalog::who()), for this process and the CLI it runs.
        qputenv("PODCAD_USER", "bob");
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        QVERIFY2(mServer.createDatabase(u"models"_s, &error), qPrintable(error));
        // Set up as a team would (docs/team-catalog.md): a push, the roles, a reader and an
        // editor.
        TeamCatalog admin(*CatalogUrl::parse(mServer.url(u"models"_s), &error));
        QVERIFY2(admin.connect(&error), qPrintable(error));
        QVERIFY2(admin.push(test::catalogDbPath(), &error), qPrintable(error));
        QVERIFY2(admin.initRoles(&error), qPrintable(error));
        for (const char *login : {"r_ann", "e_bob"})
            QVERIFY2(mServer.exec(u"models"_s, u"CREATE ROLE %1 LOGIN"_s.arg(QLatin1String(login)),
                                  &error),
                     qPrintable(error));
        QVERIFY2(admin.grant(u"r_ann"_s, TeamCatalog::Role::Reader, &error), qPrintable(error));
        QVERIFY2(admin.grant(u"e_bob"_s, TeamCatalog::Role::Editor, &error), qPrintable(error));
    }

    void aReaderSeesTheReadOnlyStateAndCannotSave()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        connectAs(window, u"r_ann"_s);
        QVERIFY2(statusText(window).endsWith(
                     u"; read only (reader): may read prices and models, not change them)"_s),
                 qPrintable(statusText(window)));
        QCOMPARE(window.teamCatalogStatus()->access()->role, TeamCatalog::Role::Reader);

        TeamModelDialog *dialog = openModel(window, u"DGX-H100"_s);
        QVERIFY(dialog);
        QVERIFY(dialog->isReadOnly());
        QCOMPARE(dialog->accessText(),
                 u"Read only: r_ann is a reader (role podcad_models_reader) and may read prices "
                 "and models, not change them."_s);
        QVERIFY(dialog->findChild<QLabel *>(u"teamModelAccess"_s)->isVisible());
        QLineEdit *price = dialog->fieldEdit(u"list_price_usd"_s);
        QCOMPARE(price->text(), u"400000"_s);
        QVERIFY(price->isReadOnly());
        auto *save = dialog->findChild<QPushButton *>(u"teamModelSave"_s);
        QVERIFY(!save->isEnabled());
        // Typing changes nothing, and a click on Save sends nothing.
        QTest::keyClicks(price, u"9"_s);
        QCOMPARE(price->text(), u"400000"_s);
        QSignalSpy settled(dialog, &TeamModelDialog::settled);
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(!settled.wait(500));
        QCOMPARE(serverPrice(), 400000.0);
        // The history is anyone's to read.
        QVERIFY(dialog->findChild<QPushButton *>(u"teamModelHistory"_s)->isEnabled());
        shoot(window, dialog, u"team-model-dialog-reader.png"_s);

        // The server would refuse it anyway, in the line the dialog shows.
        QString error;
        TeamCatalog ann(*CatalogUrl::parse(url(u"r_ann"_s), &error));
        QVERIFY2(ann.connect(&error), qPrintable(error));
        TeamCatalog::Model after;
        QCOMPARE(ann.setPrice(u"DGX-H100"_s, 1, std::nullopt, &after, &error),
                 TeamCatalog::Edit::Failed);
        QVERIFY2(error.contains(u"r_ann is a reader (role podcad_models_reader)"_s),
                 qPrintable(error));
        QCOMPARE(serverPrice(), 400000.0);
    }

    void anEditorsSaveShowsInTheHistory()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        connectAs(window, u"e_bob"_s);
        QVERIFY2(!statusText(window).contains(u"read only"_s), qPrintable(statusText(window)));
        QCOMPARE(window.teamCatalogStatus()->access()->role, TeamCatalog::Role::Editor);

        TeamModelDialog *dialog = openModel(window, u"DGX-H100"_s);
        QVERIFY(dialog);
        QVERIFY(!dialog->isReadOnly());
        QVERIFY(!dialog->findChild<QLabel *>(u"teamModelAccess"_s)->isVisible());
        QLineEdit *price = dialog->fieldEdit(u"list_price_usd"_s);
        QVERIFY(!price->isReadOnly());
        price->setText(u"412345"_s);
        QSignalSpy settled(dialog, &TeamModelDialog::settled);
        auto *save = dialog->findChild<QPushButton *>(u"teamModelSave"_s);
        QVERIFY(save->isEnabled());
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QCOMPARE(settled.last().at(1).toBool(), true);
        QCOMPARE(serverPrice(), 412345.0);
        shoot(window, dialog, u"team-model-dialog-editor.png"_s);

        QTest::mouseClick(dialog->findChild<QPushButton *>(u"teamModelHistory"_s), Qt::LeftButton);
        TeamHistoryDialog *history = dialog->historyDialog();
        QVERIFY(history);
        // Read and shown: "N changes." (the worker's end alone comes before the table is filled).
        const QRegularExpression readOut(u"^\\d+ changes?\\.$"_s);
        QTRY_VERIFY_WITH_TIMEOUT(history->statusText().contains(readOut), 20000);
        // Newest first: the save just made, by bob as e_bob, with the values before and after.
        QTableWidget *table = history->table();
        QVERIFY(table->rowCount() >= 2);
        QCOMPARE(
            rowTexts(table, 0).mid(1, 5),
            (QStringList{u"bob"_s, u"DGX-H100"_s, u"list_price_usd"_s, u"400000"_s, u"412345"_s}));
        QCOMPARE(table->item(0, 1)->toolTip(), u"database role e_bob"_s);
        // The push that made the catalog, last.
        QVERIFY2(rowTexts(table, table->rowCount() - 1).at(2).startsWith(u"push of "_s),
                 qPrintable(rowTexts(table, table->rowCount() - 1).join(u" | ")));
        compareWithCli(table);
        shoot(window, history, u"team-model-history.png"_s);

        // A second save while the history is open: it follows, the new row on top.
        QSignalSpy reread(history, &TeamHistoryDialog::settled);
        price->setText(u"412000"_s);
        settled.clear();
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(settled.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(!reread.isEmpty(), 20000); // perhaps before the save settled
        QCOMPARE(rowTexts(table, 0).mid(3, 3),
                 (QStringList{u"list_price_usd"_s, u"412345"_s, u"412000"_s}));
        compareWithCli(table);
    }

    void cleanupTestCase() { QSettings().clear(); }

private:
    QString url(const QString &login) const
    {
        return u"postgresql://%1@/models?host=%2"_s.arg(login, mServer.socketDir());
    }
    static QString statusText(MainWindow &window)
    {
        auto *label = window.statusBar()->findChild<QLabel *>(u"teamCatalogStatus"_s);
        return label ? label->text() : u"(no label)"_s;
    }
    // Points the window at the team catalog as `login` and waits for the refresh that follows.
    void connectAs(MainWindow &window, const QString &login)
    {
        window.teamCatalogStatus()->setUrl(url(login));
        // The label of this login's connection: a refresh already running when the URL changed
        // (the window's first) reports first and is followed by this one.
        QTRY_VERIFY_WITH_TIMEOUT(statusText(window).contains(u"//%1@"_s.arg(login)) &&
                                     statusText(window).contains(u"(connected, "_s),
                                 20000);
        QCOMPARE(window.teamCatalogStatus()->access()->login, login);
    }
    // File > Edit Team Model..., the SKU typed and read, as a user does.
    TeamModelDialog *openModel(MainWindow &window, const QString &sku)
    {
        auto *action = window.findChild<QAction *>(u"teamModelAction"_s);
        if (!action)
            return nullptr;
        action->trigger();
        auto *dialog = window.findChild<TeamModelDialog *>();
        if (!dialog)
            return nullptr;
        QSignalSpy settled(dialog, &TeamModelDialog::settled);
        dialog->findChild<QLineEdit *>(u"teamModelSku"_s)->setText(sku);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"teamModelRead"_s), Qt::LeftButton);
        if (!settled.wait(20000) || dialog->statusText() != u"Read."_s) {
            qWarning() << "not read:" << dialog->statusText();
            return nullptr;
        }
        return dialog;
    }
    static QStringList rowTexts(QTableWidget *table, int row)
    {
        QStringList texts;
        for (int column = 0; column < table->columnCount(); ++column)
            texts << table->item(row, column)->text();
        return texts;
    }
    // The history view lists what podcad-cli team history --json lists, row for row.
    void compareWithCli(QTableWidget *table)
    {
        const test::CliRun cli = test::runCli(
            {u"--catalog"_s, url(u"e_bob"_s), u"team"_s, u"history"_s, u"DGX-H100"_s, u"--json"_s});
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(cli.out).array();
        QCOMPARE(table->rowCount(), rows.size());
        for (int row = 0; row < table->rowCount(); ++row) {
            const QJsonObject e = rows.at(row).toObject();
            const bool push = e[u"action"_s].toString() == u"push"_s;
            const QStringList expected{e[u"at"_s].toString(),
                                       e[u"who"_s].toString(),
                                       push ? u"push of "_s + e[u"new"_s].toString()
                                            : e[u"key"_s].toString(),
                                       push ? QString() : e[u"field"_s].toString(),
                                       push ? QString() : e[u"old"_s].toString(),
                                       push ? QString() : e[u"new"_s].toString(),
                                       QString::number(e[u"version"_s].toInt())};
            QCOMPARE(rowTexts(table, row), expected);
        }
    }
    double serverPrice()
    {
        QString error;
        QList<QVariantList> rows;
        if (!mServer.exec(u"models"_s,
                          u"SELECT list_price_usd FROM device_models WHERE sku = 'DGX-H100'"_s,
                          &error, &rows) ||
            rows.isEmpty())
            return -1;
        return rows.first().first().toDouble();
    }
    // The dialog over the 1280x720 window it was opened from, as a user sees it; it must fit.
    static void shoot(QWidget &window, QWidget *dialog, const QString &name)
    {
        const QPixmap shot = dialog->grab();
        QVERIFY2(shot.width() <= 1280 && shot.height() <= 720,
                 qPrintable(u"%1: %2x%3"_s.arg(name).arg(shot.width()).arg(shot.height())));
        const QString dir = qEnvironmentVariable("PODCAD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QPixmap screen = window.grab();
        QPainter painter(&screen);
        painter.drawPixmap((screen.width() - shot.width()) / 2,
                           (screen.height() - shot.height()) / 2, shot);
        painter.end();
        QVERIFY(screen.save(dir + u'/' + name));
    }

    QTemporaryDir mSettingsDir;
    QTemporaryDir mCache;
    test::PostgresServer mServer;
};

QTEST_MAIN(TestTeamModelGui)
#include "tst_teammodelgui.moc"

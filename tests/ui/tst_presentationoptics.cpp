// The optics page of presentation mode and Analysis > Compare Optics... on a 4-SU DGX B300 XDR
// SuperPOD: the page is offered, its sentence and bars fit at 1280x720 and 1920x1080 (no label
// cut, the bars inside the page, the co-packaged power bar the shorter), the dialog shows the
// CLI's table; a design without a co-packaged switch gets no page and a "nothing to compare"
// dialog. PODCAD_TEST_SHOTS=dir saves the page as presentation-optics-WxH.png and the dialog as
// compare-optics-dialog.png.
#include "catalog/catalog.h"
#include "dialogs/opticscomparisondialog.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "layoutchecks.h"
#include "mainwindow/mainwindow.h"
#include "presentation/opticspage.h"
#include "presentation/presentationmode.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QPointer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad;

namespace {

// The longest horizontal run of `colour` in `rows` of `image` (a bar, not the odd text pixel
// that happens to be the same colour): (first x, last x), or (-1, -1) when there is none.
std::pair<int, int> barOf(const QImage &image, const QColor &colour, int top, int bottom)
{
    std::pair<int, int> best{-1, -1};
    for (int y = std::max(0, top); y < std::min(image.height(), bottom); ++y) {
        int start = -1;
        for (int x = 0; x <= image.width(); ++x) {
            const bool on = x < image.width() && image.pixelColor(x, y) == colour;
            if (on && start < 0)
                start = x;
            if (!on && start >= 0) {
                if (x - 1 - start > best.second - best.first)
                    best = {start, x - 1};
                start = -1;
            }
        }
    }
    return best;
}

} // namespace

class TestPresentationOptics final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QPointer<PresentationMode> mPage;
    QTemporaryDir mDir;

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QString error;
        std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        SuperPodOptions o;
        o.system = QStringLiteral("dgx-b300");
        o.sus = 4;
        QString why;
        std::optional<Design> design = generateSuperPod(*catalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        QVERIFY(mDir.isValid());
        const QString path = mDir.filePath(QStringLiteral("b300.podcad"));
        QVERIFY(DesignFile::write(*design, path));
        mWindow = test::openWindow(QSize(1280, 720), path, test::Wait::Analysis);
        QVERIFY(mWindow);
        mPage = mWindow->present();
        QVERIFY(mPage);
        QTRY_VERIFY_WITH_TIMEOUT(mPage->opticsPage()->hasComparison(), 30000);
    }

    void cleanupTestCase()
    {
        if (mPage)
            mPage->close();
        test::closeWindow(mWindow);
    }

    void pageIsOffered()
    {
        auto *button = mPage->findChild<QAbstractButton *>(QStringLiteral("opticsPageButton"));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        mPage->showPage(mPage->pageCount() - 1);
        QVERIFY(button->isChecked());
        QVERIFY(mPage->opticsPage()->isVisible());
    }

    void fitsTheScreen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void fitsTheScreen()
    {
        QFETCH(QSize, size);
        mPage->showPage(mPage->pageCount() - 1);
        mPage->setWindowState(Qt::WindowNoState);
        mPage->resize(size);
        QTRY_COMPARE(mPage->size(), size);
        mPage->layout()->activate();
        QApplication::processEvents();
        OpticsPage *page = mPage->opticsPage();
        QVERIFY(page->headline()->text().contains(QStringLiteral("kW less network power")));
        int labels = 0;
        const QStringList problems = test::layoutProblems(mPage, &labels);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        // The three pairs of bars have room: at least half the page.
        QVERIFY2(page->barArea().height() >= size.height() / 2,
                 qPrintable(QDebug::toString(page->barArea())));
        const QImage image = page->grab().toImage();
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mPage->grab().save(QStringLiteral("%1/presentation-optics-%2x%3.png")
                                   .arg(shots)
                                   .arg(size.width())
                                   .arg(size.height()));
        // The first pair (network power): both bars drawn, inside the page, CPO's the shorter.
        const QRectF area = page->barArea();
        const int top = int(area.top());
        const int bottom = int(area.top() + area.height() / 3);
        const auto [pFirst, pLast] = barOf(image, QColor(QStringLiteral("#8c8c8c")), top, bottom);
        const auto [cFirst, cLast] = barOf(image, QColor(QStringLiteral("#1f4e79")), top, bottom);
        QVERIFY(pFirst >= 0 && cFirst >= 0);
        QCOMPARE(pFirst, cFirst);
        QVERIFY(pLast < image.width());
        QVERIFY2(cLast < pLast, qPrintable(QStringLiteral("%1 %2").arg(cLast).arg(pLast)));
    }

    void menuShowsTheTable()
    {
        mPage->close();
        QAction *action = mWindow->findChild<QAction *>(QStringLiteral("compareOpticsAction"));
        QVERIFY(action);
        action->trigger();
        OpticsComparisonDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = mWindow->findChild<OpticsComparisonDialog *>()) &&
                                     dialog->isVisible(),
                                 30000);
        QTableWidget *table = dialog->table();
        QCOMPARE(table->columnCount(), 4);
        int row = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == QStringLiteral("Transceivers (modules)"))
                row = r;
        QVERIFY(row >= 0);
        QCOMPARE(table->item(row, 3)->text(), QStringLiteral("-3,456"));
        QVERIFY(dialog->headline()->text().startsWith(QStringLiteral("Co-packaged optics:")));
        QVERIFY(test::elidedCells(table).isEmpty());
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            dialog->grab().save(shots + QStringLiteral("/compare-optics-dialog.png"));
        dialog->close();
    }

    // The BasePOD sample's switches have no co-packaged version.
    void nothingToCompare()
    {
        std::unique_ptr<MainWindow> window =
            test::openWindow(QSize(1280, 720), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(window);
        QAction *action = window->findChild<QAction *>(QStringLiteral("compareOpticsAction"));
        QVERIFY(action);
        action->trigger();
        OpticsComparisonDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (dialog = window->findChild<OpticsComparisonDialog *>()) && dialog->isVisible(), 30000);
        QVERIFY(dialog->headline()->text().startsWith(QStringLiteral("Nothing to compare")));
        QVERIFY(!dialog->table()->isVisible());
        dialog->close();
        QPointer<PresentationMode> page = window->present();
        QVERIFY(page);
        QTest::qWait(200);
        QVERIFY(!page->opticsPage()->hasComparison());
        QVERIFY(
            !page->findChild<QAbstractButton *>(QStringLiteral("opticsPageButton"))->isVisible());
        page->close();
        test::closeWindow(window);
    }
};

QTEST_MAIN(TestPresentationOptics)
#include "tst_presentationoptics.moc"

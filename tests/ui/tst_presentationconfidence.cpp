// The presentation's one line on soft figures: a design whose totals rest on announced or
// estimated figures says which models, costliest first, in one line under the chart that fits
// the page at 1280x720 and 1920x1080 (PODCAD_TEST_SHOTS=dir saves presentation-confidence-WxH.png).
#include "cost/figureconfidence.h"
#include "costs/costspanel.h"
#include "layoutchecks.h"
#include "mainwindow/mainwindow.h"
#include "presentation/presentationmode.h"
#include "session/livesession.h"
#include "windowfixture.h"

#include <QApplication>
#include <QFontMetrics>
#include <QLabel>
#include <QLayout>
#include <QPointer>
#include <QTest>

using namespace podcad;
using namespace Qt::StringLiterals;

class TestPresentationConfidence final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QPointer<PresentationMode> mPage;

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        mWindow = test::openWindow(QSize(1200, 700));
        QVERIFY(mWindow);
        mWindow->showCosts();
        QTRY_VERIFY_WITH_TIMEOUT(
            !mWindow->costsPanel()->isPending() && mWindow->costsPanel()->snapshot().valid, 20000);
        mPage = mWindow->present();
        QVERIFY(mPage);
        QTRY_VERIFY(mPage->figure(u"tco"_s)->property("value").toDouble() > 0);
    }

    void cleanupTestCase()
    {
        if (mPage)
            mPage->close();
        test::closeWindow(mWindow);
    }

    void theLineNamesTheSoftModels_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void theLineNamesTheSoftModels()
    {
        QFETCH(QSize, size);
        mPage->setWindowState(Qt::WindowNoState);
        mPage->resize(size);
        QTRY_COMPARE(mPage->size(), size);
        QApplication::processEvents();
        mPage->layout()->activate();
        QApplication::processEvents();

        auto *note = mPage->findChild<QLabel *>(u"presentationSoftFigures"_s);
        QVERIFY(note);
        QVERIFY(note->isVisible());
        // The sample's DGX H100s are priced from an estimate (no list price is published): the
        // costliest soft figure, named first.
        QVERIFY2(note->text().startsWith(
                     u"Totals rest on announced or estimated figures for: DGX-H100 price"_s),
                 qPrintable(note->text()));
        const std::vector<SoftFigures> soft =
            softFigures(*mWindow->catalog(), mWindow->session()->costs().bom);
        QVERIFY(soft.size() > 1);
        QCOMPARE(note->text(), softFiguresNote(soft, 150));
        // One line, not a wall of footnotes.
        const int lineHeight = QFontMetrics(note->font()).lineSpacing();
        QVERIFY2(note->height() < 2 * lineHeight,
                 qPrintable(u"%1 px for lines of %2 px"_s.arg(note->height()).arg(lineHeight)));
        int labels = 0;
        const QStringList problems = test::layoutProblems(mPage, &labels);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mPage->grab().save(
                shots +
                u"/presentation-confidence-%1x%2.png"_s.arg(size.width()).arg(size.height()));
    }
};

QTEST_MAIN(TestPresentationConfidence)
#include "tst_presentationconfidence.moc"

// Presentation mode at projector size: on the first F5 of a window just opened at 1280x720 the
// design's picture fills its frame (saved as presentation-first-show.png); laid out at 1280x720,
// 1366x768, 1920x1080 and 3840x2160, no label's text is cut or elided (its text, wrapped as the
// label wraps it, measured with the label's own font, fits the label's contents rectangle), no two
// visible widgets of one layout overlap, the figures grow with the screen, and the page opens full
// screen on the main window's screen. PODCAD_TEST_SHOTS=dir saves each size;
// docs/screenshots/presentation-1280x720.png is the 1280x720 one. The workload page (a design
// with a training workload) is checked the same way at every size, its sliders at their
// widest values too; PODCAD_TEST_SHOTS saves it as presentation-workload-WxH.png
// (docs/screenshots/presentation-workload.png is a 1280x720 one).
#include "costs/chartlegend.h"
#include "costs/costspanel.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "layoutchecks.h"
#include "mainwindow/mainwindow.h"
#include "presentation/presentationmode.h"
#include "presentation/workloadpage.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChartView>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QPointer>
#include <QScreen>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>

using namespace podcad;

using test::drawnRect;
using test::layoutProblems;

class TestPresentationLayout final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QPointer<PresentationMode> mPage;
    QTemporaryDir mDir;

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
        QTRY_VERIFY(mPage->figure(QStringLiteral("tco"))->property("value").toDouble() > 0);
    }

    void cleanupTestCase()
    {
        if (mPage)
            mPage->close();
        test::closeWindow(mWindow);
    }

    // The design fills its frame on the first F5 of a window just opened, before anything is
    // resized: the picture is drawn at the size its page's layout gives it.
    void pictureFillsItsFrameOnTheFirstShow()
    {
        std::unique_ptr<MainWindow> window = test::openWindow(QSize(1280, 720));
        QVERIFY(window);
        QPointer<PresentationMode> page = window->present();
        QVERIFY(page);
        QVERIFY(QTest::qWaitForWindowExposed(page));
        auto *picture = page->findChild<QLabel *>(QStringLiteral("presentationPicture"));
        QVERIFY(picture && picture->isVisible());
        QVERIFY2(picture->width() > page->width() / 4 && picture->height() > page->height() / 4,
                 qPrintable(QDebug::toString(picture->size())));
        // Wide or tall, the design reaches two sides of the frame: 80 % of its width or height.
        QTRY_VERIFY2_WITH_TIMEOUT(
            [&] {
                const QRect drawn = drawnRect(page, picture);
                return drawn.width() >= 0.8 * picture->width() ||
                       drawn.height() >= 0.8 * picture->height();
            }(),
            qPrintable(QStringLiteral("drawn %1 in a frame of %2")
                           .arg(QDebug::toString(drawnRect(page, picture)),
                                QDebug::toString(picture->size()))),
            1000);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            page->grab().save(shots + QStringLiteral("/presentation-first-show.png"));
        page->close();
        test::closeWindow(window);
    }

    void opensFullScreenOnTheWindowsScreen()
    {
        QTRY_VERIFY2(mPage->isFullScreen(), qPrintable(QDebug::toString(mPage->windowState())));
        QCOMPARE(mPage->screen(), mWindow->screen());
        QTRY_COMPARE(mPage->geometry(), mWindow->screen()->geometry());
        // It never asks for more than the smallest projector.
        QVERIFY2(mPage->minimumSizeHint().width() <= 1280 &&
                     mPage->minimumSizeHint().height() <= 720,
                 qPrintable(QDebug::toString(mPage->minimumSizeHint())));
    }

    void fitsTheScreen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
        QTest::newRow("3840x2160") << QSize(3840, 2160);
    }

    void fitsTheScreen()
    {
        QFETCH(QSize, size);
        mPage->setWindowState(Qt::WindowNoState);
        mPage->resize(size);
        QTRY_COMPARE(mPage->size(), size);
        // Both break-even phrasings are on the page in turn: the longer one must fit too.
        for (int years : {10, 1, 5}) {
            mPage->horizonSlider()->setValue(years);
            QApplication::processEvents();
            mPage->layout()->activate();
            QApplication::processEvents();
            int labels = 0;
            const QStringList problems = layoutProblems(mPage, &labels);
            QVERIFY(labels >= 16);
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("%1 years: ").arg(years) + problems.join(u'\n')));
            // The chart's title is the wrapped label's, not Qt Charts' own (which cuts it).
            QVERIFY(mPage->chartView()->chart()->title().isEmpty());
            QVERIFY(mPage->chartTitle()->text().contains(u"On-prem versus cloud"));
        }
        QTest::qWait(20); // the chart's old axes go with deferred deletes
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mPage->grab().save(QStringLiteral("%1/presentation-%2x%3.png")
                                   .arg(shots)
                                   .arg(size.width())
                                   .arg(size.height()));
    }

    // The figures and the chart grow with the screen: twice the size, twice the text.
    // The same checks on the workload page: the sample continuing Llama 3.1 8B on 100B tokens (and
    // serving Llama 3.1 8B).
    void workloadPageFitsTheScreen_data() { fitsTheScreen_data(); }

    void workloadPageFitsTheScreen()
    {
        QFETCH(QSize, size);
        if (!mPage->workloadPage()->hasWorkload()) {
            mPage->close();
            LoadResult loaded =
                DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
            QVERIFY(loaded.ok());
            Design design = *loaded.design;
            Workload w;
            w.modelId = QStringLiteral("llama-3.1-8b");
            TrainingTarget t;
            t.tokens = 100e9;
            t.gpus = 32;
            w.training = t;
            InferenceTarget i;
            i.contextTokens = 8192;
            i.concurrency = 32;
            i.precision = QStringLiteral("fp8");
            w.inference = i;
            design.workload = w;
            QVERIFY(mDir.isValid());
            const QString path = mDir.filePath(QStringLiteral("workload.podcad"));
            QVERIFY(DesignFile::write(design, path));
            QVERIFY2(DesignFile::read(path).ok(), "an unreadable file would open a modal dialog");
            QVERIFY(mWindow->openFile(path));
            QTRY_VERIFY_WITH_TIMEOUT(!mWindow->costsPanel()->isPending() &&
                                         mWindow->costsPanel()->snapshot().valid,
                                     20000);
            mPage = mWindow->present();
            QVERIFY(mPage);
            QVERIFY(mPage->workloadPage()->hasWorkload());
            QTRY_VERIFY(mPage->workloadPage()->evaluation().trainingCost.has_value());
        }
        WorkloadPage *page = mPage->workloadPage();
        mPage->showPage(1);
        mPage->setWindowState(Qt::WindowNoState);
        mPage->resize(size);
        QTRY_COMPARE(mPage->size(), size);
        // The design's values, then every slider at its widest value.
        for (int pass = 0; pass < 2; ++pass) {
            if (pass == 1) {
                page->gpusSlider()->setValue(page->gpusSlider()->maximum());
                page->tokensSlider()->setValue(page->tokensSlider()->maximum());
                page->mfuSlider()->setValue(page->mfuSlider()->minimum());
            }
            QTRY_VERIFY(!page->isComputing()); // the what-if is evaluated off the UI thread
            QApplication::processEvents();
            mPage->layout()->activate();
            QApplication::processEvents();
            int labels = 0;
            const QStringList problems = layoutProblems(mPage, &labels);
            QVERIFY(labels >= 20);
            QVERIFY(page->chartView()->isVisible());
            QVERIFY2(page->chartView()->height() >= size.height() / 4,
                     qPrintable(
                         QStringLiteral("chart only %1 px high").arg(page->chartView()->height())));
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("pass %1: ").arg(pass) + problems.join(u'\n')));
        }
        page->resetToDesign();
        // The picture is of the design's values: the reset is evaluated off the UI thread too.
        QTRY_VERIFY(!page->isComputing());
        QApplication::processEvents();
        QTest::qWait(20);
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mPage->grab().save(QStringLiteral("%1/presentation-workload-%2x%3.png")
                                   .arg(shots)
                                   .arg(size.width())
                                   .arg(size.height()));
        mPage->showPage(0);
    }

    void figuresScaleWithTheScreen()
    {
        mPage->setWindowState(Qt::WindowNoState);
        auto heightAt = [&](QSize size) {
            mPage->resize(size);
            QApplication::processEvents();
            return std::pair{QFontMetrics(mPage->figure(QStringLiteral("tco"))->font()).height(),
                             mPage->chartView()->height()};
        };
        const auto [small, smallChart] = heightAt(QSize(1920, 1080));
        const auto [large, largeChart] = heightAt(QSize(3840, 2160));
        const auto [projector, projectorChart] = heightAt(QSize(1280, 720));
        QVERIFY2(large >= 1.8 * small && large <= 2.2 * small,
                 qPrintable(QStringLiteral("%1 %2").arg(small).arg(large)));
        QVERIFY(projector < small);
        QVERIFY(largeChart > 1.8 * smallChart);
        QVERIFY(projectorChart < smallChart);
    }

    // A DGX B300 pod, which the catalog's B200 offers stand in for: the page says so under the
    // chart title and names the offer under the break-even, and still fits the screen.
    void standInOffersFitTheScreen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void standInOffersFitTheScreen()
    {
        QFETCH(QSize, size);
        if (mWindow->costsPanel()->snapshot().inputs.acceleratorId != u"b300") {
            if (mPage)
                mPage->close();
            SuperPodOptions o;
            o.system = QStringLiteral("dgx-b300");
            QString why;
            std::optional<Design> pod = generateSuperPod(*mWindow->catalog(), o, &why);
            QVERIFY2(pod, qPrintable(why));
            mWindow->newFromDesign(std::move(*pod));
            QTRY_VERIFY_WITH_TIMEOUT(!mWindow->costsPanel()->isPending() &&
                                         mWindow->costsPanel()->snapshot().inputs.acceleratorId ==
                                             u"b300",
                                     60000);
            mPage = mWindow->present();
            QVERIFY(mPage);
            QTRY_VERIFY(mPage->cloudNote()->isVisible());
        }
        mPage->setWindowState(Qt::WindowNoState);
        mPage->resize(size);
        QTRY_COMPARE(mPage->size(), size);
        QApplication::processEvents();
        mPage->layout()->activate();
        QApplication::processEvents();
        QVERIFY(mPage->cloudNote()->text().startsWith(u"B200 offers stand in"));
        int labels = 0;
        const QStringList problems = layoutProblems(mPage, &labels);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        if (const QString shots = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !shots.isEmpty())
            mPage->grab().save(QStringLiteral("%1/presentation-b300-%2x%3.png")
                                   .arg(shots)
                                   .arg(size.width())
                                   .arg(size.height()));
    }
};

QTEST_MAIN(TestPresentationLayout)
#include "tst_presentationlayout.moc"

// File > Export View and Print, without their dialogs: the files they write are read back with
// the libraries that would open them (QImage for PNG, QSvgRenderer and an XML parser for SVG, the
// PDF header and trailer), for both views; refusals name the file.
#include "canvas/floorscene.h"
#include "canvas/topologyscene.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/viewexport.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPrinter>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace podcad;

namespace {

// Share of pixels that are not (near) white: a blank picture has none.
double inkShare(const QImage &image)
{
    const QImage small = image.scaled(200, 200, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                             .convertToFormat(QImage::Format_RGB32);
    int ink = 0;
    for (int y = 0; y < small.height(); ++y)
        for (int x = 0; x < small.width(); ++x)
            ink += qGray(small.pixel(x, y)) < 235;
    return double(ink) / (small.width() * small.height());
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestExportPrint final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    QTemporaryDir mDir;

    QString path(const char *name) const { return mDir.filePath(QString::fromLatin1(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        QVERIFY(mDir.isValid());
        mWindow = test::openWindow(QSize(1400, 900), test::basePodSample(), test::Wait::Analysis);
        QVERIFY(mWindow);
    }

    void cleanupTestCase() { mWindow.reset(); }

    void exportsValidFiles_data()
    {
        QTest::addColumn<int>("view");
        QTest::newRow("floor") << int(MainWindow::View::Floor);
        QTest::newRow("topology") << int(MainWindow::View::Topology);
    }

    void exportsValidFiles()
    {
        QFETCH(int, view);
        mWindow->setCurrentView(MainWindow::View(view));
        const QString stem = view == int(MainWindow::View::Floor) ? QStringLiteral("floor")
                                                                  : QStringLiteral("topology");
        const QRectF sceneRect = view == int(MainWindow::View::Floor)
                                     ? mWindow->floorScene()->sceneRect()
                                     : mWindow->topologyScene()->sceneRect();
        QVERIFY(!sceneRect.isEmpty());
        // Selection outlines belong to the editor; the export leaves the selection as it was.
        mWindow->setSelection({QStringLiteral("dgx-01")});

        QString error;
        const QString png = mDir.filePath(stem + QStringLiteral(".png"));
        QVERIFY2(mWindow->exports()->exportView(png, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png, "PNG"));
        // The whole scene, not the visible part: the picture has the scene's proportions.
        const double aspect = sceneRect.width() / sceneRect.height();
        QVERIFY(qAbs(double(image.width()) / image.height() - aspect) < 0.01 * aspect);
        QVERIFY(image.width() >= sceneRect.width());
        QVERIFY2(inkShare(image) > 0.02, "the PNG is blank");
        QCOMPARE(mWindow->selection(), QStringList{QStringLiteral("dgx-01")});

        const QString svg = mDir.filePath(stem + QStringLiteral(".svg"));
        QVERIFY2(mWindow->exports()->exportView(svg, &error), qPrintable(error));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QVERIFY(!renderer.viewBoxF().isEmpty());
        QXmlStreamReader xml(readAll(svg));
        QString root;
        int elements = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                if (root.isEmpty())
                    root = xml.name().toString();
                ++elements;
            }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY(elements > 20); // racks, devices, labels: not an empty drawing
        // Vector through and through: no item cache (the topology's cable layers keep one for the
        // screen) ends up in the file as a bitmap.
        QVERIFY(!readAll(svg).contains("<image"));
        // Drawn, the SVG shows the scene too.
        QImage drawn(400, int(400 * sceneRect.height() / sceneRect.width()) + 1,
                     QImage::Format_RGB32);
        drawn.fill(Qt::white);
        {
            QPainter painter(&drawn);
            renderer.render(&painter);
        }
        QVERIFY2(inkShare(drawn) > 0.02, "the SVG draws nothing");

        const QString pdf = mDir.filePath(stem + QStringLiteral(".pdf"));
        QVERIFY2(mWindow->exports()->exportView(pdf, &error), qPrintable(error));
        const QByteArray bytes = readAll(pdf);
        QVERIFY(bytes.size() > 1000);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    }

    void refusesUnknownFormatAndUnwritablePath()
    {
        mWindow->setCurrentView(MainWindow::View::Floor);
        QString error;
        const QString gif = path("floor.gif");
        QVERIFY(!mWindow->exports()->exportView(gif, &error));
        QVERIFY2(error.contains(gif) && error.contains(QStringLiteral("gif")), qPrintable(error));
        QVERIFY(!QFile::exists(gif));
        const QString nowhere = path("no-such-dir/floor.png");
        QVERIFY(!mWindow->exports()->exportView(nowhere, &error));
        QVERIFY2(error.contains(nowhere), qPrintable(error));
    }

    void printsToPdfWithoutDialog_data() { exportsValidFiles_data(); }

    void printsToPdfWithoutDialog()
    {
        QFETCH(int, view);
        mWindow->setCurrentView(MainWindow::View(view));
        QGraphicsScene *scene = view == int(MainWindow::View::Floor)
                                    ? static_cast<QGraphicsScene *>(mWindow->floorScene())
                                    : mWindow->topologyScene();
        const QString out = mDir.filePath(QStringLiteral("print-%1.pdf").arg(view));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out);
        viewexport::printScene(scene, &printer);
        const QByteArray bytes = readAll(out);
        QVERIFY(bytes.size() > 1000);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        // The page turns to suit the scene.
        const QRectF r = scene->sceneRect();
        QCOMPARE(printer.pageLayout().orientation(),
                 r.width() >= r.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
    }
};

QTEST_MAIN(TestExportPrint)
#include "tst_exportprint.moc"

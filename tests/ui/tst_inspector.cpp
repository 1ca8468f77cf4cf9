// The inspector and the problems dock on real widgets: typing into the inspector's fields edits the
// selected device(s) or rack through one undo command per edit, undo shows in the fields, and
// activating a problem selects and centres its object.
#include "canvas/floorscene.h"
#include "catalog/catalog.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "mainwindow/mainwindow.h"
#include "model/textrules.h"
#include "panels/inspector.h"
#include "panels/inspectorsources.h"
#include "panels/problemslist.h"
#include "panels/problemsmodel.h"
#include "session/document.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace podcad;

class TestInspector final : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    Inspector *mInspector = nullptr;

    const Design &design() const { return mWindow->design(); }
    QUndoStack *stack() const { return mWindow->document()->undoStack(); }

    void typeInto(QWidget *field, const QString &text)
    {
        field->setFocus();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase() { test::enterTestMode(); }

    void init()
    {
        mWindow = test::openWindow();
        QVERIFY(mWindow);
        mInspector = mWindow->findChild<Inspector *>();
        QVERIFY(mInspector);
    }

    void cleanup() { test::closeWindow(mWindow); }

    void editsOneDevice()
    {
        mWindow->floorScene()->selectIds({QStringLiteral("dgx-01")});
        QCOMPARE(mInspector->nameField()->text(), QStringLiteral("DGX H100 01"));
        QVERIFY(mInspector->skuField()->currentText().startsWith(QStringLiteral("DGX-H100")));
        QCOMPARE(mInspector->lowestUField()->value(), 3);
        if (const QString dir = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !dir.isEmpty()) {
            QVERIFY(test::waitForAnalysis(*mWindow));
            mWindow->grab().save(dir + QStringLiteral("/inspector-device.png"));
        }

        typeInto(mInspector->nameField(), QStringLiteral("Node A"));
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->name, QStringLiteral("Node A"));
        QCOMPARE(stack()->count(), 1);

        mInspector->roleField()->setFocus();
        const Role before = design().device(QStringLiteral("dgx-01"))->role;
        QTest::keyClick(mInspector->roleField(), Qt::Key_Down);
        QVERIFY(design().device(QStringLiteral("dgx-01"))->role != before);
        QCOMPARE(stack()->count(), 2);

        // Another GPU server of the catalog: the list holds only GPU servers.
        QComboBox *sku = mInspector->skuField();
        QVERIFY(sku->findData(QStringLiteral("DGX-H200")) >= 0);
        QCOMPARE(sku->findData(QStringLiteral("MQM9700-NS2F")), -1);
        sku->setFocus();
        QTest::keyClick(sku, Qt::Key_Down);
        QVERIFY(design().device(QStringLiteral("dgx-01"))->sku != QStringLiteral("DGX-H100"));
        QCOMPARE(stack()->count(), 3);

        typeInto(mInspector->priceField(), QStringLiteral("300000"));
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->priceOverrideUsd,
                 std::optional<double>(300000));
        QCOMPARE(stack()->count(), 4);
        // Empty again: back to the catalog price.
        mInspector->priceField()->setFocus();
        mInspector->priceField()->selectAll();
        QTest::keyClick(mInspector->priceField(), Qt::Key_Backspace);
        QTest::keyClick(mInspector->priceField(), Qt::Key_Return);
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->priceOverrideUsd, std::nullopt);

        mInspector->lowestUField()->setFocus();
        QTest::keyClick(mInspector->lowestUField(), Qt::Key_Down);
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->lowestU, 2);

        // Undo shows in the fields.
        while (stack()->canUndo())
            stack()->undo();
        QCOMPARE(mInspector->nameField()->text(), QStringLiteral("DGX H100 01"));
        QCOMPARE(mInspector->lowestUField()->value(), 3);
    }

    // A name field stops at what the file reader takes; a name of letters of several bytes that
    // fits the field but not the file is refused, and the field shows the design's name again.
    void namesStopAtTheFileLimit()
    {
        mWindow->floorScene()->selectIds({QStringLiteral("dgx-01")});
        QLineEdit *name = mInspector->nameField();
        QCOMPARE(name->maxLength(), int(kMaxTextBytes));
        const QString atLimit(kMaxTextBytes, u'x');
        name->setFocus();
        name->selectAll();
        name->insert(atLimit + QStringLiteral("yyy")); // a paste
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->name, atLimit);
        QCOMPARE(stack()->count(), 1);

        name->selectAll();
        name->insert(QString(kMaxTextBytes / 2 + 1, QChar(0x00e9)));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->name, atLimit);
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(name->text(), atLimit);
        QCOMPARE(mInspector->refusalLabel()->text(), QStringLiteral("device \"dgx-01\": name: ") +
                                                         textTooLongProblem(kMaxTextBytes + 2));
        QVERIFY(mInspector->refusalLabel()->isVisible());

        mWindow->floorScene()->selectIds({QStringLiteral("rack-a1")});
        QVERIFY(!mInspector->refusalLabel()->isVisible()); // another pick
        QCOMPARE(mInspector->rackNameField()->maxLength(), int(kMaxTextBytes));
    }

    // How sure the model's figures are, beside its ports; the full sources in the tooltip; and
    // where published figures disagree, the range and the figure taken.
    void showsHowSureTheModelsFiguresAre()
    {
        mWindow->floorScene()->selectIds({QStringLiteral("dgx-01")});
        QLabel *sources = mInspector->sourcesLabel();
        QTRY_VERIFY(sources->isVisible());
        QVERIFY2(sources->text().contains(QStringLiteral("Spec: <b>datasheet</b>, 2024")),
                 qPrintable(sources->text()));
        QVERIFY2(sources->text().contains(QStringLiteral("Price: <b>third-party estimate</b>")),
                 qPrintable(sources->text()));
        QVERIFY(sources->toolTip().contains(QStringLiteral("NVIDIA DGX H100/H200 User Guide")));

        const Catalog &catalog = *mWindow->catalog();
        const DeviceModel *gb300 = catalog.model(QStringLiteral("DGX-GB300-NVL72"));
        QVERIFY(gb300);
        const QString text = inspectorSourcesText(catalog, *gb300);
        QVERIFY2(text.contains(QStringLiteral("Spec: <b>reference architecture</b>")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Max power (W): range 120,000-142,000, took "
                                              "142,000: ")),
                 qPrintable(text));
        QVERIFY(inspectorSourcesTooltip(catalog, *gb300).contains(QStringLiteral("136 kW")));

        mWindow->floorScene()->selectIds({QStringLiteral("dgx-01"), QStringLiteral("dgx-02")});
        QCOMPARE(sources->text(), QStringLiteral("(select one device)"));
        if (const QString dir = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !dir.isEmpty()) {
            mWindow->floorScene()->selectIds({QStringLiteral("dgx-01")});
            for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                mWindow->resize(size);
                QApplication::processEvents();
                // The dock scrolls at 1280x720: bring the row into view as a user would.
                if (auto *scroll = mInspector->findChild<QScrollArea *>())
                    scroll->ensureWidgetVisible(sources);
                QApplication::processEvents();
                mWindow->grab().save(dir + QStringLiteral("/inspector-sources-%1x%2.png")
                                               .arg(size.width())
                                               .arg(size.height()));
            }
        }
    }

    void editsSeveralDevicesInOneStep()
    {
        mWindow->floorScene()->selectIds({QStringLiteral("dgx-01"), QStringLiteral("dgx-02")});
        QVERIFY(!mInspector->nameField()->isEnabled());
        typeInto(mInspector->powerField(), QStringLiteral("9000"));
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->powerOverrideW,
                 std::optional<double>(9000));
        QCOMPARE(design().device(QStringLiteral("dgx-02"))->powerOverrideW,
                 std::optional<double>(9000));
        QCOMPARE(stack()->count(), 1);
        mInspector->roleField()->setFocus();
        QTest::keyClick(mInspector->roleField(), Qt::Key_Down);
        QCOMPARE(design().device(QStringLiteral("dgx-01"))->role,
                 design().device(QStringLiteral("dgx-02"))->role);
        QCOMPARE(stack()->count(), 2);
        stack()->undo();
        stack()->undo();
        QCOMPARE(design().device(QStringLiteral("dgx-02"))->powerOverrideW, std::nullopt);
    }

    void editsRack()
    {
        mWindow->floorScene()->selectIds({QStringLiteral("rack-a3")});
        QCOMPARE(mInspector->rackNameField()->text(), QStringLiteral("A3 network and management"));
        typeInto(mInspector->powerLimitField(), QStringLiteral("25"));
        QCOMPARE(design().rack(QStringLiteral("rack-a3"))->powerLimitKw, 25.0);
        QCOMPARE(stack()->count(), 1);
        typeInto(mInspector->rackNameField(), QStringLiteral("Network"));
        QCOMPARE(design().rack(QStringLiteral("rack-a3"))->name, QStringLiteral("Network"));
        QCOMPARE(stack()->count(), 2);
    }

    // A rack's feed A and B as the site provides them, one undoable step each.
    void editsRackFeeds()
    {
        mWindow->floorScene()->selectIds({QStringLiteral("rack-a3")});
        QComboBox *feedA = mInspector->feedField(FeedSide::A);
        QComboBox *feedB = mInspector->feedField(FeedSide::B);
        QVERIFY(feedA && feedB);
        // The sample's racks set no feeds: both follow their PDUs.
        QCOMPARE(feedA->currentIndex(), 0);
        QCOMPARE(feedB->currentIndex(), 0);
        QCOMPARE(feedA->itemText(1), QStringLiteral("415 V 60 A 3-phase, 80 %: 34.5 kW"));
        feedA->setFocus();
        QTest::keyClick(feedA, Qt::Key_Down);
        QCOMPARE(design().rack(QStringLiteral("rack-a3"))->feed(FeedSide::A),
                 std::optional(PowerFeed{415, 60, 3, 0.8}));
        QCOMPARE(design().rack(QStringLiteral("rack-a3"))->feed(FeedSide::B), std::nullopt);
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(design().rack(QStringLiteral("rack-a3"))->feed(FeedSide::A), std::nullopt);
        QCOMPARE(feedA->currentIndex(), 0);

        // Figures of the file's own (none of the presets) are shown as they are, and kept.
        stack()->redo();
        Rack rack = *design().rack(QStringLiteral("rack-a3"));
        rack.feeds[feedIndex(FeedSide::B)] = PowerFeed{240, 20, 1, 1.0};
        QVERIFY(mWindow->document()->push(
            new ChangeRacks(mWindow->document(), {rack}, QStringLiteral("odd feed"))));
        mWindow->floorScene()->selectIds({QStringLiteral("rack-a2")});
        mWindow->floorScene()->selectIds({QStringLiteral("rack-a3")});
        QCOMPARE(feedB->currentText(), QStringLiteral("240 V 20 A 1-phase, 100 %: 4.8 kW"));
    }

    void editsLinks()
    {
        // link-001: DGX ib (OSFP cage) to leaf ib; link-065 and on: BMC (RJ45) management cables.
        const QString fibre = QStringLiteral("link-001"), other = QStringLiteral("link-002");
        mWindow->setSelection({fibre});
        QVERIFY(mInspector->linkLabel()->isVisible());
        QVERIFY(mInspector->linkLabel()->text().contains(QStringLiteral("ib[0]")));
        QComboBox *cable = mInspector->linkCableField();
        QComboBox *fabric = mInspector->linkFabricField();
        QCOMPARE(cable->currentData().toString(), QStringLiteral("FIBER-MPO-10M"));
        QCOMPARE(fabric->currentData().toString(), QStringLiteral("compute-ib"));
        if (const QString dir = qEnvironmentVariable("PODCAD_TEST_SHOTS"); !dir.isEmpty())
            mWindow->grab().save(dir + QStringLiteral("/inspector-link.png"));
        // Between cages: fibre, DAC and AOC, not the Cat6 patch cable.
        QVERIFY(cable->findData(QStringLiteral("AOC-400G")) >= 0);
        QCOMPARE(cable->findData(QStringLiteral("CAT6-RJ45")), -1);

        cable->setFocus();
        cable->setCurrentIndex(cable->findData(QStringLiteral("AOC-400G")));
        Q_EMIT cable->activated(cable->currentIndex());
        QCOMPARE(design().link(fibre)->cableSku, QStringLiteral("AOC-400G"));
        QCOMPARE(stack()->count(), 1);
        fabric->setCurrentIndex(fabric->findData(QStringLiteral("storage-eth")));
        Q_EMIT fabric->activated(fabric->currentIndex());
        QCOMPARE(design().link(fibre)->fabricId, QStringLiteral("storage-eth"));
        QCOMPARE(stack()->count(), 2);
        stack()->undo();
        QCOMPARE(fabric->currentData().toString(), QStringLiteral("compute-ib")); // undo shows

        // Two links whose cables differ: "(several)" until one is chosen, then one step for both.
        mWindow->setSelection({fibre, other});
        QVERIFY(mInspector->linkLabel()->text().contains(QStringLiteral("2 links")));
        QVERIFY(cable->currentData().isNull());
        cable->setCurrentIndex(cable->findData(QString()));
        Q_EMIT cable->activated(cable->currentIndex());
        QVERIFY(design().link(fibre)->cableSku.isEmpty());
        QVERIFY(design().link(other)->cableSku.isEmpty());
        QCOMPARE(stack()->count(), 2);

        // An RJ45 management cable is offered twisted pair only.
        QString bmc;
        for (const auto &[id, link] : design().links())
            if (link.a.portGroup == QLatin1String("bmc") ||
                link.b.portGroup == QLatin1String("bmc"))
                bmc = id;
        QVERIFY(!bmc.isEmpty());
        mWindow->setSelection({bmc});
        QVERIFY(cable->findData(QStringLiteral("CAT6-RJ45")) >= 0);
        QCOMPARE(cable->findData(QStringLiteral("AOC-400G")), -1);
    }

    void scrollsWhenTheDockIsShort()
    {
        // A short dock scrolls, so the port list is never cut off out of reach.
        auto *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
        auto *scroll = mInspector->findChild<QScrollArea *>(QStringLiteral("inspectorScroll"));
        QVERIFY(dock && scroll);
        mWindow->showObject(QStringLiteral("dgx-01"));
        QTRY_VERIFY(mInspector->portsLabel()->isVisible());
        mWindow->resizeDocks({dock}, {120}, Qt::Vertical);
        QTRY_VERIFY(scroll->viewport()->height() < 200);
        QScrollBar *bar = scroll->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        // At the bottom, the end of the port list is in sight.
        bar->setValue(bar->maximum());
        QCoreApplication::processEvents();
        const QWidget *ports = mInspector->portsLabel();
        const QPoint bottom = ports->mapTo(scroll->viewport(), QPoint(0, ports->height() - 1));
        QVERIFY2(scroll->viewport()->rect().contains(bottom),
                 qPrintable(
                     QStringLiteral("%1 in %2").arg(bottom.y()).arg(scroll->viewport()->height())));
    }

    void activatingAProblemSelectsItsObject()
    {
        // Put a switch onto a DGX: a u-collision about that switch.
        QVERIFY(mWindow->document()->push(new MoveDevice(
            mWindow->document(), QStringLiteral("oob-sw-1"), QStringLiteral("rack-a1"), 5)));
        QVERIFY(test::waitForAnalysis(*mWindow));
        auto *problems = mWindow->findChild<ProblemsList *>();
        QModelIndex found;
        for (int i = 0; i < problems->model()->rowCount() && !found.isValid(); ++i)
            if (problems->model()->index(i, 1).data().toString() == QStringLiteral("u-collision"))
                found = problems->model()->index(i, 0);
        QVERIFY(found.isValid());
        const QString id = found.siblingAtColumn(2).data().toString();
        mWindow->floorScene()->clearSelection();
        problems->setFocus();
        problems->setCurrentIndex(found);
        QTest::keyClick(problems, Qt::Key_Return);
        QCOMPARE(mWindow->floorScene()->selectedIds(), QStringList{id});
        QCOMPARE(mInspector->nameField()->placeholderText(), id); // the inspector follows
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"

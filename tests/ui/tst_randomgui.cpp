// Random GUI testing (docs/random-gui.md): seeded sequences of what a person can do in the real
// main window (every menu action, with its dialogs answered; tabs and docks; zoom and wheel; New
// from Template; Open and Revert of a temporary file; drags in the Floor, Topology and Hall views;
// Inspector edits; Undo and Redo; presentation mode; exports into a temporary folder; cancel of
// long work) on the bundled sample, a 2-SU GB300 NVL72 SuperPOD with its facility and a 4-SU DGX
// SuperPOD. After each step the design equals its own file read back, and the scenes hold one item
// per rack, facility element and device. The steps are text (tests/common/randomedit's EditStep),
// so a failing sequence is printed as a list to replay and shrink.
//
// Environment (scripts/run-random-gui.sh sets them for long runs):
//   PODCAD_RANDOM_GUI_STEPS   steps in all (default 300)
//   PODCAD_RANDOM_GUI_SEED    first seed (default 1); sequence i runs seed + i
//   PODCAD_RANDOM_GUI_LENGTH  steps per sequence, each in a new window (default 100)
//   PODCAD_RANDOM_GUI_TRACE   a file each step is appended to before it runs (a crash leaves it)
//   PODCAD_RANDOM_GUI_REPLAY  a file of steps to replay instead ("start NAME", then one a line)
//   PODCAD_RANDOM_GUI_SHRINK  1: shrink a failing sequence before printing it
#include "canvas/editorview.h"
#include "catalog/catalog.h"
#include "dialogs/proposaldialog.h"
#include "dialogs/templatewizard.h"
#include "editstep.h"
#include "generate/facilityplan.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "mainwindow/autosave.h"
#include "mainwindow/editortabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowdocks.h"
#include "panels/inspector.h"
#include "presentation/presentationmode.h"
#include "scenecontents.h"
#include "session/document.h"
#include "shrinker.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>
#include <functional>
#include <map>
#include <random>
#include <set>

using namespace podcad;
using randomedit::EditStep;
using View = EditorTabs::View;

namespace {

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok ? value : fallback;
}

// FNV-1a of a step's text: the seed of the choices its dialogs make, the same in every process
// (qHash is seeded per process).
quint64 textSeed(const QString &text)
{
    quint64 hash = 1469598103934665603ull;
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 1099511628211ull;
    }
    return hash;
}

// What a person types into a text field: names, numbers in and out of range, nothing, and text
// a file must hold exactly.
const QStringList &typedTexts()
{
    static const QStringList texts{
        QString(),
        QStringLiteral("Rack 7"),
        QStringLiteral("0"),
        QStringLiteral("-5"),
        QStringLiteral("42"),
        QStringLiteral("1e9"),
        QStringLiteral("12345678901234"),
        QStringLiteral("abc"),
        QStringLiteral("Rück \"q\" 100% ラック"),
        QStringLiteral("  spaced  "),
        QString(300, u'x'),
        QStringLiteral("nan"),
    };
    return texts;
}

// Types `text` into `widget` one key at a time, as a keyboard would, any letter included
// (QTest::keyClicks knows only ASCII).
void typeText(QWidget *widget, const QString &text)
{
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QApplication::sendEvent(widget, &press);
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QApplication::sendEvent(widget, &release);
    }
}

} // namespace

// One window, one start design, the steps of one sequence; the checks after each.
class RandomGui final : public QObject
{
public:
    struct Stats final
    {
        qint64 steps = 0;
        qint64 undoSteps = 0; // steps after which the undo stack had moved (an edit, undo, redo)
        qint64 replaced = 0;  // steps that opened, reverted or replaced the design
        std::map<QString, qint64> verbs; // steps by verb
        std::set<QString> menuActions;   // the menu actions triggered while enabled
        qsizetype menuTotal = 0;         // of the menu actions there are
        std::set<QString> dialogs;       // the dialogs answered, by class
    };

    RandomGui(const QString &designDir, const QString &exportDir)
        : mDesignDir(designDir)
        , mExportDir(exportDir)
    {
        // A widget shown and hidden without end (a layout that never settles) never lets a step
        // return: counted here, it ends the run naming the widget instead of timing out.
        qApp->installEventFilter(this);
        mDialogTimer.setInterval(15);
        connect(&mDialogTimer, &QTimer::timeout, this, &RandomGui::answerDialogs);
    }

    ~RandomGui() override
    {
        stop();
        qApp->removeEventFilter(this);
    }

    // A new window with the copy of start design `name` open; empty, or what went wrong.
    QString start(const QString &name)
    {
        stop();
        mStartName = name;
        const QString original = QDir(mDesignDir).filePath(QStringLiteral("%1.podcad").arg(name));
        mStartPath = QDir(mDesignDir).filePath(QStringLiteral("open-%1.podcad").arg(name));
        QFile::remove(mStartPath);
        if (!QFile::copy(original, mStartPath))
            return QStringLiteral("cannot copy %1").arg(original);
        QFile::setPermissions(mStartPath, QFile::ReadOwner | QFile::WriteOwner);
        mWindow = test::openWindow(QSize(1280, 720), mStartPath, test::Wait::Analysis);
        if (!mWindow)
            return QStringLiteral("the window did not open %1").arg(name);
        collectMenuActions();
        mDialogTimer.start();
        return {};
    }

    void stop()
    {
        mDialogTimer.stop();
        if (mWindow) {
            closeStrays();
            test::closeWindow(mWindow);
        }
        Autosave::remove();
    }

    MainWindow *window() const { return mWindow.get(); }
    Stats &stats() { return mStats; }

    // The next step, drawn from `rng` against the window as it is.
    EditStep next(std::mt19937_64 &rng)
    {
        const auto pick = [&](int n) {
            return int(std::uniform_int_distribution<int>(0, n - 1)(rng));
        };
        const auto ratio = [&] { return QString::number(pick(1000)); };
        const auto dialogSeed = [&] { return QString::number(pick(1000000)); };
        const Design &design = mWindow->design();
        struct Choice
        {
            const char *verb;
            int weight;
        };
        static const Choice choices[] = {
            {"menu", 30}, {"select", 10},  {"tab", 6},     {"dock", 5}, {"wheel", 4},
            {"drag", 12}, {"inspect", 12}, {"undo", 7},    {"redo", 4}, {"template", 2},
            {"open", 2},  {"revert", 2},   {"present", 2}, {"wait", 2},
        };
        int total = 0;
        for (const Choice &c : choices)
            total += c.weight;
        int roll = pick(total);
        QString verb;
        for (const Choice &c : choices) {
            if (roll < c.weight) {
                verb = QString::fromLatin1(c.verb);
                break;
            }
            roll -= c.weight;
        }
        const auto anyId = [&](const QStringList &ids) {
            return ids.isEmpty() ? QStringLiteral("-") : ids[pick(int(ids.size()))];
        };
        const QStringList racks = test::idsOf(design.racks());
        const QStringList devices = test::idsOf(design.devices());
        const QStringList elements = test::idsOf(design.facility());
        const QStringList links = test::idsOf(design.links());
        const QStringList objects = racks + devices + elements;
        if (verb == u"menu")
            return {verb, {mMenuKeys.value(pick(int(mMenuKeys.size()))), dialogSeed()}};
        if (verb == u"select") {
            const int kind = pick(5);
            return {verb,
                    {kind == 0   ? anyId(racks)
                     : kind == 1 ? anyId(elements)
                     : kind == 2 ? anyId(links)
                                 : anyId(devices)}};
        }
        if (verb == u"tab")
            return {verb, {QString::number(pick(3))}};
        if (verb == u"dock") {
            QStringList docks;
            for (const QDockWidget *dock : mWindow->findChildren<QDockWidget *>())
                docks << dock->objectName();
            docks.sort();
            return {verb, {anyId(docks), QString::number(pick(4))}};
        }
        if (verb == u"wheel")
            return {verb, {QString::number(pick(2) ? 120 : -120), ratio(), ratio()}};
        if (verb == u"drag") {
            const int view = pick(3);
            const QString id = view == 0   ? anyId(pick(3) ? racks : devices)
                               : view == 1 ? anyId(devices)
                                           : anyId(pick(3) ? racks : elements);
            return {verb,
                    {QString::number(view), id, QString::number(pick(401) - 200),
                     QString::number(pick(401) - 200)}};
        }
        if (verb == u"inspect")
            return {verb, {anyId(objects + links), QString::number(pick(40)), ratio()}};
        if (verb == u"template")
            return {verb, {QString::number(pick(4)), ratio(), ratio(), ratio(), dialogSeed()}};
        if (verb == u"open") {
            QStringList files =
                QDir(mDesignDir)
                    .entryList({QStringLiteral("open-*.podcad"), QStringLiteral("saved*.podcad")},
                               QDir::Files, QDir::Name);
            return {verb, {anyId(files), dialogSeed()}};
        }
        if (verb == u"revert")
            return {verb, {dialogSeed()}};
        if (verb == u"present")
            return {verb, {QString::number(pick(8)), QString::number(pick(4)), ratio()}};
        if (verb == u"wait")
            return {verb, {QString::number(pick(500))}};
        return {verb, {}};
    }

    // Does what `step` says, answering the dialogs it opens; returns once they are closed.
    void apply(const EditStep &step)
    {
        ++mStats.steps;
        ++mStats.verbs[step.verb];
        mDialogRng.seed(textSeed(step.toText()));
        mFlips.clear();
        mStepText = step.toText();
        mTemplateArgs.clear();
        mOpenFile.clear();
        cleanExports();
        QUndoStack *stack = mWindow->document()->undoStack();
        const int index = stack->index();
        const int count = stack->count();
        int replacements = 0;
        const QMetaObject::Connection counting =
            connect(mWindow->document(), &Document::changed, this, [&](const ChangeEvent &event) {
                if (event.kind == ChangeEvent::Kind::DesignReplaced)
                    ++replacements;
            });
        const QString &verb = step.verb;
        const QStringList &a = step.args;
        const auto arg = [&](int i) { return a.value(i); };
        const auto ratio = [&](int i) { return std::clamp(arg(i).toInt(), 0, 999) / 1000.0; };
        if (verb == u"menu") {
            if (QAction *action = menuAction(arg(0))) {
                if (action->isEnabled()) // a disabled one does nothing, as in the menu
                    mStats.menuActions.insert(arg(0));
                action->trigger();
            }
        } else if (verb == u"select") {
            mWindow->setSelection(arg(0) == u"-" ? QStringList() : QStringList{arg(0)});
        } else if (verb == u"tab") {
            mWindow->setCurrentView(View(std::clamp(arg(0).toInt(), 0, 2)));
        } else if (verb == u"dock") {
            if (auto *dock = mWindow->findChild<QDockWidget *>(arg(0))) {
                if (arg(1) == u"0") {
                    dock->hide();
                } else {
                    dock->show();
                    dock->raise();
                    if (arg(1) == u"3")
                        dock->setFloating(!dock->isFloating());
                }
            }
        } else if (verb == u"wheel") {
            QGraphicsView *view = mWindow->views()->activeView();
            QWidget *port = view->viewport();
            const QPointF at(port->width() * ratio(1), port->height() * ratio(2));
            QWheelEvent wheel(at, port->mapToGlobal(at), QPoint(), QPoint(0, arg(0).toInt()),
                              Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(port, &wheel);
        } else if (verb == u"drag") {
            drag(View(std::clamp(arg(0).toInt(), 0, 2)), arg(1),
                 QPoint(arg(2).toInt(), arg(3).toInt()));
        } else if (verb == u"inspect") {
            inspect(arg(0), arg(1).toInt(), ratio(2));
        } else if (verb == u"undo") {
            mWindow->document()->undoStack()->undo();
        } else if (verb == u"redo") {
            mWindow->document()->undoStack()->redo();
        } else if (verb == u"template") {
            mTemplateArgs = a;
            trigger(QStringLiteral("newFromTemplateAction"));
        } else if (verb == u"open") {
            mOpenFile = QDir(mDesignDir).filePath(arg(0));
            trigger(QStringLiteral("openAction"));
        } else if (verb == u"revert") {
            trigger(QStringLiteral("revertAction"));
        } else if (verb == u"present") {
            present(arg(0).toInt(), arg(1).toInt(), ratio(2));
        } else if (verb == u"wait") {
            QTest::qWait(arg(0).toInt());
        }
        settle();
        disconnect(counting);
        if (stack->index() != index || stack->count() != count)
            ++mStats.undoSteps;
        if (replacements > 0)
            ++mStats.replaced;
    }

    // What is wrong after a step: the design unlike its file read back, a scene unlike the design.
    QStringList check() const
    {
        QStringList problems;
        const Design &design = mWindow->design();
        const QByteArray bytes = DesignFile::serialize(design);
        const LoadResult back = DesignFile::parse(bytes);
        if (!back.design)
            problems << QStringLiteral("the design's file does not read: %1")
                            .arg(back.firstError(QStringLiteral("design")));
        else if (!(*back.design == design))
            problems << QStringLiteral("the design read back from its file differs from it");
        else if (DesignFile::serialize(*back.design) != bytes)
            problems << QStringLiteral("the design read back writes other bytes");
        problems << test::sceneMismatches(*mWindow->views(), design);
        return problems;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show || event->type() == QEvent::Hide) {
            const int flips = ++mFlips[watched];
            if (flips == 20000) {
                QStringList chain;
                for (const QObject *o = watched; o; o = o->parent())
                    chain << QStringLiteral("%1 \"%2\"")
                                 .arg(QString::fromLatin1(o->metaObject()->className()),
                                      o->objectName());
                qFatal("%s", qPrintable(QStringLiteral("shown and hidden 20,000 times in one step, "
                                                       "without end: %1 (step %2)")
                                            .arg(chain.join(QStringLiteral(" in ")), mStepText)));
            }
        }
        return false;
    }

private:
    QAction *menuAction(const QString &key) const { return mMenuActions.value(key); }

    void trigger(const QString &name)
    {
        if (auto *action = mWindow->findChild<QAction *>(name))
            action->trigger();
    }

    // Every action of the menu bar's menus, by object name (else by menu path): what a person
    // can pick. Not Quit (it ends the session) nor Open Recent's files (the paths of other runs).
    void collectMenuActions()
    {
        mMenuActions.clear();
        const std::function<void(QMenu *, const QString &)> walk = [&](QMenu *menu,
                                                                       const QString &path) {
            for (QAction *action : menu->actions()) {
                if (action->isSeparator())
                    continue;
                const QString text = action->text().remove(u'&');
                if (QMenu *sub = action->menu()) {
                    if (sub->objectName() != u"recentMenu")
                        walk(sub, path + text + u'/');
                    continue;
                }
                const QString key =
                    action->objectName().isEmpty() ? path + text : action->objectName();
                if (key == u"quitAction")
                    continue;
                mMenuActions.insert(key, action);
            }
        };
        for (QAction *top : mWindow->menuBar()->actions())
            if (QMenu *menu = top->menu())
                walk(menu, menu->title().remove(u'&') + u'/');
        mMenuKeys = mMenuActions.keys();
        mStats.menuTotal = mMenuKeys.size();
    }

    // The item drawn for `id` in `view`'s scene.
    QGraphicsItem *itemOf(View view, const QString &id) const
    {
        QGraphicsView *shown = mWindow->views()->activeView();
        for (QGraphicsItem *item : shown->scene()->items())
            if (item->data(0).toString() == id &&
                (view == View::Topology || !item->data(1).toString().isEmpty()))
                return item;
        return nullptr;
    }

    // A left-button drag of `id`'s item by `by` pixels in `view`, scrolled to it first.
    void drag(View view, const QString &id, QPoint by)
    {
        mWindow->setCurrentView(view);
        QGraphicsView *shown = mWindow->views()->activeView();
        QGraphicsItem *item = itemOf(view, id);
        if (!item)
            return;
        shown->centerOn(item);
        QWidget *port = shown->viewport();
        const QPoint from = shown->mapFromScene(item->sceneBoundingRect().center());
        if (!port->rect().contains(from))
            return;
        const QPoint to(std::clamp(from.x() + by.x(), 0, port->width() - 1),
                        std::clamp(from.y() + by.y(), 0, port->height() - 1));
        QTest::mousePress(port, Qt::LeftButton, {}, from);
        QTest::mouseMove(port, (from + to) / 2);
        QTest::mouseMove(port, to);
        QTest::mouseRelease(port, Qt::LeftButton, {}, to);
    }

    // `id` selected, then the Inspector's editor number `field` (of those shown) given a value:
    // typed into a text or number field, picked in a list.
    void inspect(const QString &id, int field, double ratio)
    {
        mWindow->setSelection(id == u"-" ? QStringList() : QStringList{id});
        QTest::qWait(1);
        Inspector *inspector = mWindow->docks()->inspector();
        QList<QWidget *> editors;
        for (QWidget *widget : inspector->findChildren<QWidget *>()) {
            if (!widget->isVisibleTo(inspector) || !widget->isEnabled())
                continue;
            auto *line = qobject_cast<QLineEdit *>(widget);
            const bool ownLine = line && !line->isReadOnly() &&
                                 !qobject_cast<QAbstractSpinBox *>(line->parentWidget()) &&
                                 !qobject_cast<QComboBox *>(line->parentWidget());
            if (ownLine || qobject_cast<QAbstractSpinBox *>(widget) ||
                qobject_cast<QComboBox *>(widget))
                editors << widget;
        }
        if (editors.isEmpty())
            return;
        QWidget *editor = editors[field % editors.size()];
        editor->setFocus();
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            if (combo->count() == 0)
                return;
            const int index = std::min(combo->count() - 1, int(ratio * combo->count()));
            // As the keyboard picks: each step an `activated`.
            const int steps = index - combo->currentIndex();
            for (int i = 0; i < std::abs(steps); ++i)
                QTest::keyClick(combo, steps > 0 ? Qt::Key_Down : Qt::Key_Up);
        } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(editor)) {
            QString text;
            if (auto *ints = qobject_cast<QSpinBox *>(spin))
                text = QString::number(ints->minimum() +
                                       int(ratio * (ints->maximum() - ints->minimum())));
            else if (auto *reals = qobject_cast<QDoubleSpinBox *>(spin))
                text = QString::number(reals->minimum() +
                                           ratio * (reals->maximum() - reals->minimum()),
                                       'f', reals->decimals());
            spin->selectAll();
            QTest::keyClick(spin, Qt::Key_Backspace);
            typeText(spin, text);
            QTest::keyClick(spin, Qt::Key_Return);
        } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            const QStringList &texts = typedTexts();
            const QString text = texts[std::min(int(texts.size()) - 1, int(ratio * texts.size()))];
            line->selectAll();
            QTest::keyClick(line, Qt::Key_Backspace);
            typeText(line, text);
            QTest::keyClick(line, Qt::Key_Return);
        }
        mWindow->views()->activeView()->setFocus(); // the field loses the focus, as on a click away
    }

    // Presentation mode: a page, a slider moved, then Esc.
    void present(int page, int slider, double ratio)
    {
        QPointer<PresentationMode> mode = mWindow->present();
        if (!mode)
            return;
        QTest::qWait(1);
        if (mode->pageCount() > 0)
            mode->showPage(page % mode->pageCount());
        QSlider *sliders[] = {mode->utilizationSlider(), mode->electricitySlider(),
                              mode->horizonSlider(), nullptr};
        if (QSlider *moved = sliders[std::clamp(slider, 0, 3)]; moved && moved->isVisible())
            moved->setValue(moved->minimum() + int(ratio * (moved->maximum() - moved->minimum())));
        QTest::qWait(1);
        (void)mode->grab();
        if (mode)
            QTest::keyClick(mode, Qt::Key_Escape);
    }

    // A choice among `n` for the dialog being answered.
    int choose(int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(mDialogRng)); }

    // Answers each dialog once it is up (a modal one runs its own event loop, so the answer comes
    // from this timer): the wizard gets a small template, a file dialog a file of this run, a
    // progress dialog is cancelled now or later, any other dialog is accepted or rejected.
    void answerDialogs()
    {
        if (mAnswering || !mWindow)
            return;
        const QScopedValueRollback<bool> guard(mAnswering, true);
        // Guarded: answering one dialog (the wizard waits for its preview) runs events that may
        // delete another (a dialog deleted on close).
        QList<QPointer<QDialog>> dialogs;
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (auto *dialog = qobject_cast<QDialog *>(widget))
                dialogs << dialog;
        for (const QPointer<QDialog> &dialog : dialogs) {
            if (!dialog || !dialog->isVisible())
                continue;
            const int seen = dialog->property("randomGuiSeen").toInt();
            dialog->setProperty("randomGuiSeen", seen + 1);
            mStats.dialogs.insert(QString::fromLatin1(dialog->metaObject()->className()));
            if (auto *progress = qobject_cast<QProgressDialog *>(dialog)) {
                // Long work: cancelled at once or after up to 3 s, unless it ends first.
                if (seen == 0)
                    progress->setProperty("randomGuiCancelAt", choose(3) == 0 ? 0 : choose(200));
                if (seen >= progress->property("randomGuiCancelAt").toInt())
                    progress->cancel();
                continue;
            }
            if (seen > 0) {
                // Still up after its answer (a refused value, a question of its own): closed.
                if (seen > 3)
                    dialog->reject();
                continue;
            }
            if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                const QList<QAbstractButton *> buttons = box->buttons();
                if (buttons.isEmpty())
                    box->reject();
                else
                    buttons[choose(int(buttons.size()))]->click();
            } else if (auto *files = qobject_cast<QFileDialog *>(dialog)) {
                answerFileDialog(files);
            } else if (auto *wizard = qobject_cast<TemplateWizard *>(dialog)) {
                answerWizard(wizard);
            } else if (dialog->windowTitle().contains(u"Team") ||
                       QByteArray(dialog->metaObject()->className()).contains("Team")) {
                dialog->reject(); // a team catalog needs a server
            } else if (qobject_cast<QInputDialog *>(dialog)) {
                if (choose(2))
                    dialog->accept();
                else
                    dialog->reject();
            } else if (qobject_cast<ProposalDialog *>(dialog) ||
                       QByteArray(dialog->metaObject()->className()).contains("Print")) {
                // Printing needs a printer; Generate makes designs of thousands of GPUs.
                dialog->reject();
            } else if (choose(3) == 0) {
                dialog->accept();
            } else {
                dialog->reject();
            }
        }
    }

    void answerFileDialog(QFileDialog *dialog)
    {
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        if (dialog->fileMode() == QFileDialog::Directory) {
            // A folder that does not exist yet: an export makes it.
            dialog->selectFile(
                QDir(mExportDir).filePath(QStringLiteral("folder-%1").arg(choose(1000))));
            QMetaObject::invokeMethod(dialog, "accept");
            return;
        }
        if (dialog->acceptMode() == QFileDialog::AcceptSave) {
            const QString suggested = QFileInfo(dialog->selectedFiles().value(0)).fileName();
            const bool design = dialog->nameFilters().join(u' ').contains(u"podcad");
            const QString path =
                design ? QDir(mDesignDir).filePath(QStringLiteral("saved%1.podcad").arg(choose(2)))
                       : QDir(mExportDir)
                             .filePath(suggested.isEmpty() ? QStringLiteral("export") : suggested);
            dialog->selectFile(path);
            QMetaObject::invokeMethod(dialog, "accept");
            return;
        }
        // Open: only a design of this run; other files (catalog imports) are not this test's.
        if (!dialog->nameFilters().join(u' ').contains(u"podcad")) {
            dialog->reject();
            return;
        }
        const QString file =
            !mOpenFile.isEmpty() && QFileInfo::exists(mOpenFile) ? mOpenFile : mStartPath;
        dialog->selectFile(file);
        QMetaObject::invokeMethod(dialog, "accept");
    }

    // A small template (so that a step stays short): kind, system, size and facility from the
    // step's arguments, or from the dialog's choices when the menu opened it.
    void answerWizard(TemplateWizard *wizard)
    {
        const auto part = [&](int i, int n) {
            if (mTemplateArgs.size() > i)
                return std::clamp(mTemplateArgs[i].toInt(), 0, 999) * n / 1000;
            return choose(n);
        };
        const int kind = mTemplateArgs.isEmpty() ? choose(4) : mTemplateArgs[0].toInt() % 4;
        QComboBox *templates = wizard->templateField();
        if (const int index = templates->findData(kind); index >= 0)
            templates->setCurrentIndex(index);
        const auto pickIn = [&](QComboBox *combo, int choice) {
            if (combo && combo->count() > 0 && combo->isEnabled())
                combo->setCurrentIndex(choice % combo->count());
        };
        const auto setIn = [](QSpinBox *spin, int value) {
            if (spin && spin->isEnabled())
                spin->setValue(std::clamp(value, spin->minimum(), spin->maximum()));
        };
        pickIn(wizard->systemField(), part(1, 1000));
        pickIn(wizard->nvl72SystemField(), part(1, 1000));
        setIn(wizard->basePodNodesField(), 2 + part(2, 7));
        setIn(wizard->susField(), 1 + part(2, 2));
        setIn(wizard->nvl72SusField(), 1);
        setIn(wizard->endpointsField(), 16 + 16 * part(2, 8));
        pickIn(wizard->facilityField(), part(3, 1000));
        QPushButton *create = wizard->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        if (!QTest::qWaitFor([&] { return !wizard || create->isEnabled(); }, 60000) || !wizard) {
            if (wizard)
                wizard->reject();
            return;
        }
        if (choose(8) == 0)
            wizard->reject(); // a person changing their mind
        else
            QTest::mouseClick(create, Qt::LeftButton);
    }

    // Until no dialog of this step is up (long work bounded by its cancel), then whatever the step
    // left open beside the window closed.
    void settle()
    {
        QTest::qWait(1);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 120000) {
            bool open = false;
            for (QWidget *widget : QApplication::topLevelWidgets())
                if (qobject_cast<QDialog *>(widget) && widget->isVisible())
                    open = true;
            if (!open)
                break;
            QTest::qWait(10);
        }
        closeStrays();
    }

    void closeStrays()
    {
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (widget != mWindow.get() && widget->isVisible() &&
                (qobject_cast<QDialog *>(widget) || qobject_cast<PresentationMode *>(widget)))
                widget->close();
        QTest::qWait(1);
    }

    void cleanExports()
    {
        QDir dir(mExportDir);
        if (!dir.isEmpty())
            dir.removeRecursively();
        QDir().mkpath(mExportDir);
    }

    QString mDesignDir;
    QString mExportDir;
    QString mStartName;
    QString mStartPath;
    std::unique_ptr<MainWindow> mWindow;
    QMap<QString, QAction *> mMenuActions;
    QStringList mMenuKeys;
    QTimer mDialogTimer;
    bool mAnswering = false;
    std::mt19937_64 mDialogRng;
    QStringList mTemplateArgs;
    QString mOpenFile;
    Stats mStats;
    QHash<QObject *, int> mFlips; // Show and Hide events in this step, by object
    QString mStepText;
};

class TestRandomGui final : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    std::unique_ptr<RandomGui> mGui;
    QFile mTrace;

    QString designDir() const { return mDir.filePath(QStringLiteral("designs")); }

    void trace(const QString &line)
    {
        if (!mTrace.isOpen())
            return;
        mTrace.write((line + u'\n').toUtf8());
        mTrace.flush();
    }

    // Runs `steps` from a fresh window on `design`; the index and the problems of the first step
    // after which a check failed, or nullopt.
    struct Failure final
    {
        int step;
        QStringList problems;
    };
    std::optional<Failure> replay(const QString &design, const std::vector<EditStep> &steps)
    {
        if (const QString why = mGui->start(design); !why.isEmpty())
            return Failure{-1, {why}};
        for (int i = 0; i < int(steps.size()); ++i) {
            mGui->apply(steps[size_t(i)]);
            if (QStringList problems = mGui->check(); !problems.isEmpty())
                return Failure{i, problems};
        }
        return std::nullopt;
    }

    // Whether `lines` (steps, as a failure prints them) pass every check from `design`; prints the
    // failure when not.
    bool passes(const QString &design, const QStringList &lines)
    {
        QString why;
        const std::optional<std::vector<EditStep>> steps = randomedit::parseSteps(lines, &why);
        if (!steps) {
            qWarning("%s", qPrintable(why));
            return false;
        }
        const std::optional<Failure> failure = replay(design, *steps);
        mGui->stop();
        if (failure)
            qWarning("step %d: %s", failure->step, qPrintable(failure->problems.join(u'\n')));
        return !failure;
    }

    static QString listing(const QString &design, const std::vector<EditStep> &steps)
    {
        QStringList lines{QStringLiteral("start %1").arg(design)};
        for (const EditStep &step : steps)
            lines << step.toText();
        return lines.join(u'\n');
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::enterTestMode();
        Autosave::remove();
        QVERIFY(mDir.isValid());
        QVERIFY(QDir().mkpath(designDir()));
        // The start designs, written once: the sample, a 2-SU GB300 NVL72 SuperPOD and a 4-SU
        // DGX H100 SuperPOD, each with its hall and facility as `podcad-cli generate superpod
        // --facility auto` builds them.
        QString error;
        std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        QVERIFY(QFile::copy(test::basePodSample(),
                            QDir(designDir()).filePath(QStringLiteral("sample.podcad"))));
        Nvl72Options nvl72;
        nvl72.system = QStringLiteral("gb300-nvl72");
        nvl72.sus = 2;
        std::optional<Design> gb300 = generateNvl72SuperPod(*catalog, nvl72, &error);
        QVERIFY2(gb300, qPrintable(error));
        SuperPodOptions superpod;
        superpod.sus = 4;
        std::optional<Design> pod4 = generateSuperPod(*catalog, superpod, &error);
        QVERIFY2(pod4, qPrintable(error));
        for (auto &[name, design] :
             {std::pair<QString, Design *>{QStringLiteral("gb300"), &*gb300},
              std::pair<QString, Design *>{QStringLiteral("pod4"), &*pod4}}) {
            generate::addGeneratedHall(*design, *catalog);
            QVERIFY2(generate::addGeneratedFacility(*design, *catalog,
                                                    generate::PowerRedundancy::TwoN, &error),
                     qPrintable(error));
            QVERIFY2(DesignFile::write(*design,
                                       QDir(designDir()).filePath(name + QStringLiteral(".podcad")),
                                       &error),
                     qPrintable(error));
        }
        mGui = std::make_unique<RandomGui>(designDir(), mDir.filePath(QStringLiteral("exports")));
        if (const QString path = qEnvironmentVariable("PODCAD_RANDOM_GUI_TRACE"); !path.isEmpty()) {
            mTrace.setFileName(path);
            QVERIFY(mTrace.open(QIODevice::WriteOnly | QIODevice::Append));
        }
    }

    void cleanupTestCase() { mGui.reset(); }

    // Seeded sequences (or the replay of a file of steps), each from a new window.
    void randomSequences()
    {
        const QStringList designs{QStringLiteral("sample"), QStringLiteral("gb300"),
                                  QStringLiteral("pod4")};
        if (const QString file = qEnvironmentVariable("PODCAD_RANDOM_GUI_REPLAY");
            !file.isEmpty()) {
            QFile in(file);
            QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(file));
            QStringList lines = QString::fromUtf8(in.readAll()).split(u'\n');
            QString design = QStringLiteral("sample");
            if (!lines.isEmpty() && lines.first().startsWith(u"start "))
                design = lines.takeFirst().mid(6).trimmed();
            QString why;
            const std::optional<std::vector<EditStep>> steps = randomedit::parseSteps(lines, &why);
            QVERIFY2(steps, qPrintable(why));
            const std::optional<Failure> failure = replay(design, *steps);
            QVERIFY2(!failure, failure ? qPrintable(QStringLiteral("step %1: %2")
                                                        .arg(failure->step)
                                                        .arg(failure->problems.join(u'\n')))
                                       : "");
            return;
        }
        const int total = envInt("PODCAD_RANDOM_GUI_STEPS", 300);
        const int length = std::max(1, envInt("PODCAD_RANDOM_GUI_LENGTH", 100));
        const quint64 seed = quint64(envInt("PODCAD_RANDOM_GUI_SEED", 1));
        QElapsedTimer clock;
        clock.start();
        int done = 0;
        for (quint64 sequence = 0; done < total; ++sequence) {
            const quint64 s = seed + sequence;
            const QString design = designs[int(s % quint64(designs.size()))];
            const int steps = std::min(length, total - done);
            QVERIFY2(mGui->start(design).isEmpty(), qPrintable(design));
            trace(QStringLiteral("# seed %1\nstart %2").arg(s).arg(design));
            std::mt19937_64 rng(s);
            std::vector<EditStep> run;
            for (int i = 0; i < steps; ++i) {
                run.push_back(mGui->next(rng));
                trace(run.back().toText());
                mGui->apply(run.back());
                const QStringList problems = mGui->check();
                if (problems.isEmpty())
                    continue;
                QString report = QStringLiteral("seed %1 (start %2), step %3 (%4): %5\n")
                                     .arg(s)
                                     .arg(design)
                                     .arg(i)
                                     .arg(run.back().toText(), problems.join(QStringLiteral("; ")));
                std::vector<EditStep> shown = run;
                if (qEnvironmentVariableIntValue("PODCAD_RANDOM_GUI_SHRINK") == 1) {
                    shown = randomedit::shrinkSteps(
                        run,
                        [&](const std::vector<EditStep> &candidate) {
                            return replay(design, candidate).has_value();
                        },
                        200);
                    report += QStringLiteral("shrunk to %1 steps\n").arg(shown.size());
                }
                const QString path =
                    QDir::temp().filePath(QStringLiteral("random-gui-seed-%1.steps").arg(s));
                QFile out(path);
                if (out.open(QIODevice::WriteOnly))
                    out.write((listing(design, shown) + u'\n').toUtf8());
                report +=
                    QStringLiteral(
                        "replay: PODCAD_RANDOM_GUI_REPLAY=%1 tst_randomgui randomSequences\n%2")
                        .arg(path, listing(design, shown));
                QFAIL(qPrintable(report));
            }
            done += steps;
        }
        mGui->stop();
        const RandomGui::Stats &stats = mGui->stats();
        QStringList verbs;
        for (const auto &[verb, count] : stats.verbs)
            verbs << QStringLiteral("%1 %2").arg(verb).arg(count);
        qInfo("%lld steps in %lld ms (%.1f ms a step), %lld moved the undo stack, %lld replaced "
              "the design; %zu verbs (%s); %zu of %lld menu actions; dialogs answered: %s",
              stats.steps, clock.elapsed(),
              double(clock.elapsed()) / double(std::max<qint64>(1, stats.steps)), stats.undoSteps,
              stats.replaced, stats.verbs.size(), qPrintable(verbs.join(QStringLiteral(", "))),
              stats.menuActions.size(), qint64(stats.menuTotal),
              qPrintable(QStringList(stats.dialogs.begin(), stats.dialogs.end())
                             .join(QStringLiteral(", "))));
        QCOMPARE(stats.steps, qint64(total));
    }

    // Defects the random steps found, each as a plain case.

    // The Inspector's price and power override fields take up to 12 digits; the design took a
    // price over the file's 1e10 USD (seed 148, the GB300: "12345678901234" typed into a PDU's
    // price, kept as 123456789012) or a power over its 2 MW, and the saved file did not open.
    // The device command now refuses what the reader refuses: the largest value it takes reads
    // back, the next one up is refused with the range, the design and its file unchanged.
    void anOverrideIsOneTheFileCanHold()
    {
        std::unique_ptr<MainWindow> window =
            test::openWindow(QSize(1280, 720), test::basePodSample());
        QVERIFY(window);
        const QString id = test::idsOf(window->design().devices()).constFirst();
        window->setSelection({id});
        Inspector *inspector = window->docks()->inspector();
        for (QLineEdit *field : {inspector->priceField(), inspector->powerField()}) {
            const bool price = field == inspector->priceField();
            for (const char *typed : {"12345678901234", "2000001", "10000000000", "2000000"}) {
                const Design before = window->design();
                field->setFocus();
                field->selectAll();
                QTest::keyClick(field, Qt::Key_Backspace);
                QTest::keyClicks(field, QString::fromLatin1(typed));
                QTest::keyClick(field, Qt::Key_Return);
                const Device *device = window->design().device(id);
                const std::optional<double> stored =
                    price ? device->priceOverrideUsd : device->powerOverrideW;
                const double limit =
                    price ? DesignFile::kMaxPriceUsd : DesignFile::kMaxPowerOverrideW;
                // What the field kept of what was typed (it takes 12 digits).
                const double value = QString::fromLatin1(typed).left(12).toDouble();
                if (value > limit) {
                    QVERIFY2(window->design() == before, typed);
                } else {
                    QVERIFY2(stored && *stored == value, typed);
                }
                const LoadResult back = DesignFile::parse(DesignFile::serialize(window->design()));
                QVERIFY2(back.design && *back.design == window->design(),
                         qPrintable(back.firstError(QStringLiteral("design"))));
            }
        }
        // Just over the limits, as a file holds them: the reader refuses both (so the command's
        // limits are the reader's).
        for (const auto &[key, value] : {std::pair{"price_override_usd", "10000000001"},
                                         std::pair{"power_override_w", "2000001"}}) {
            Design design = window->design();
            QByteArray bytes = DesignFile::serialize(design);
            const QByteArray sku = "\"sku\": ";
            const qsizetype at = bytes.indexOf(sku, bytes.indexOf("\"devices\""));
            QVERIFY(at > 0);
            bytes.insert(at, QByteArray("\"") + key + "\": " + value + ",\n      ");
            const LoadResult read = DesignFile::parse(bytes);
            QVERIFY2(!read.design, key);
            QVERIFY2(read.firstError(QStringLiteral("design")).contains(u"devices[") &&
                         read.firstError(QStringLiteral("design")).contains(QLatin1String(key)),
                     qPrintable(read.firstError(QStringLiteral("design"))));
        }
        window->document()->undoStack()->setClean();
    }

    // A window closed with edits on its undo stack: the stack, deleted with the session, cleared
    // itself and said its index changed, and the Floor/Topology/Hall tabs read the session then
    // being destroyed (UBSan: "member call on address ... which does not point to an object of
    // type 'LiveSession'", closing the window after the first sequence under ASan). Nothing the
    // stack says may reach anyone once the window is going.
    void aClosingWindowHearsNothingFromItsUndoStack()
    {
        std::unique_ptr<MainWindow> window =
            test::openWindow(QSize(1280, 720), test::basePodSample());
        QVERIFY(window);
        test::deleteDevice(*window, test::idsOf(window->design().devices()).constFirst());
        QUndoStack *stack = window->document()->undoStack();
        QCOMPARE(stack->index(), 1);
        QObject listener;
        int heard = 0;
        connect(stack, &QUndoStack::indexChanged, &listener, [&] { ++heard; });
        stack->setClean(); // no question about saving
        window.reset();
        QCOMPARE(heard, 0);
    }

    // A view framed to a rect its scene had outgrown (a rack dragged in the Hall view grows the
    // scene, the framing stays) showed its horizontal scroll bar at one size and not at the
    // other: fitted to the viewport as it was, the bar took height, the zoom fell, the scene then
    // fitted, the bar went, the zoom rose, and the window hung showing and hiding it (seed 114, a
    // dock hidden beside the Hall view). The bar may show or not; it must settle.
    void aFramedViewSettlesWhenItsSceneIsWider()
    {
        // Seed 114's 49 steps, shrunk (without the fix the step after the last hangs, which the
        // harness's count of Show and Hide events turns into a failure naming the bar).
        QVERIFY(passes(QStringLiteral("sample"), {
                                                     QStringLiteral("dock workloadDock 2"),
                                                     QStringLiteral("drag 2 rack-a3 -166 42"),
                                                     QStringLiteral("drag 2 rack-a3 -44 170"),
                                                     QStringLiteral("dock workloadDock 0"),
                                                     QStringLiteral("inspect link-074 20 643"),
                                                 }));

        class PlainView final : public EditorView
        {
        public:
            explicit PlainView(QGraphicsScene *scene)
                : EditorView(nullptr, scene, nullptr)
            {}
        };
        // Counts the bar's showing and hiding; past any settling, it stops the bars for good so
        // that the test ends to say so.
        class Flips final : public QObject
        {
        public:
            explicit Flips(QAbstractScrollArea *area)
                : mArea(area)
            {}
            int count = 0;

        protected:
            bool eventFilter(QObject *, QEvent *event) override
            {
                if ((event->type() == QEvent::Show || event->type() == QEvent::Hide) &&
                    ++count == 1000) {
                    mArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
                    mArea->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
                }
                return false;
            }

        private:
            QAbstractScrollArea *mArea;
        };
        QGraphicsScene scene;
        PlainView view(&scene);
        view.setFrameShape(QFrame::NoFrame);
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Framed to 100 x 100 (height-limited: the zoom is the viewport's height less fitInView's
        // margins over 100), in a scene as wide as needs the bar at the zoom without it and not at
        // the zoom with it.
        const int bar = view.style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, &view);
        const double without = (300 - 4) / 100.0;
        const double with = (300 - bar - 4) / 100.0;
        const double width = (400 / without + 400 / with) / 2;
        scene.setSceneRect(0, 0, width, 100);
        Flips flips(&view);
        view.horizontalScrollBar()->installEventFilter(&flips);
        view.frame(QRectF(0, 0, 100, 100));
        QTest::qWait(50);
        QVERIFY2(flips.count < 1000, "the horizontal scroll bar kept showing and hiding");
        // Still framed: the whole rect in view.
        const QRect shown = view.mapFromScene(QRectF(0, 0, 100, 100)).boundingRect();
        QVERIFY2(view.viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(shown.x())
                                .arg(shown.y())
                                .arg(shown.width())
                                .arg(shown.height())));
    }
};

QTEST_MAIN(TestRandomGui)
#include "tst_randomgui.moc"

#pragma once

#include "abstracttool.h"

#include <QPoint>
#include <optional>

namespace podcad {

class TopologyScene;

// Drawing a cable in the topology: from one device to another, on the next free compatible ports
// (linkplanner), or the reason there are none in the status bar. Two ways: drag from one device to
// the other, or, while this is the active tool, click one and then the other (the first click
// leaves a rubber line following the mouse; Esc or a click on empty space drops it). As a gesture
// tool it takes Shift+drags from a device whatever tool is active.
class ConnectTool final : public AbstractTool
{
    Q_OBJECT
public:
    ConnectTool(EditorView *view, TopologyScene *scene);

    // The device a cable is being drawn from, empty when none.
    const QString &source() const { return mFrom; }
    // The view was just switched to, under the pointer, to connect: says so, and a press where
    // the pointer already was (aimed at what the other view showed there) starts nothing.
    void viewSwitchedUnderPointer();

    void activate() override;
    void deactivate() override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    bool claims(const QMouseEvent *press) const override;
    bool mousePressed(QMouseEvent *event) override;
    bool mouseMoved(QMouseEvent *event) override;
    bool mouseReleased(QMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

Q_SIGNALS:
    void linkCreated(const QString &linkId);
    // Esc with no cable under way: the person is done with the tool.
    void escaped();

private:
    bool isActive() const;
    void cancel();
    void makeLink(const QString &from, const QString &to);

    bool atSwitchPoint(const QMouseEvent *event) const;
    void saySwitched();

    TopologyScene *mScene;
    QString mFrom;
    std::optional<QPoint> mSwitchedAt; // the pointer, in global coordinates, when switched to
    bool mPending =
        false; // mFrom was clicked, not dragged from: the next click on a device connects
};

} // namespace podcad

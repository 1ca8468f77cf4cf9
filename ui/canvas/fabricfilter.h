#pragma once

#include <QWidget>

class QVBoxLayout;

namespace podcad {

class TopologyScene;

// The strip above the topology view: one checkbox per fabric, in the fabric's colour, that shows
// or hides its cables (the filter), and the legend of rail and role colours. It is the legend too,
// so it sits outside the scene where it stays readable at any zoom.
class FabricFilter final : public QWidget
{
    Q_OBJECT
public:
    explicit FabricFilter(TopologyScene *scene, QWidget *parent = nullptr);

    // After the scene was rebuilt: its fabrics may have changed.
    void refresh();

private:
    TopologyScene *mScene;
    QVBoxLayout *mLayout;
    QWidget *mContent = nullptr;
};

} // namespace podcad

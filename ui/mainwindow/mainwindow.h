#pragma once

#include <QMainWindow>

namespace podcad {

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace podcad

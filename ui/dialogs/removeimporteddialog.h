#pragma once

#include "catalog/catalogtypes.h"

#include <QDialog>
#include <vector>

class QListWidget;
class QPushButton;

namespace podcad {

class Catalog;
class Design;

// Catalog > Remove Imported Models: the models of the user catalog, each saying what removing it
// does (the shipped or team model it hides comes back, or the model is gone and the design's
// devices of it are left without one), checked to remove. Changes nothing itself: the caller
// removes checkedSkus() (CatalogActions::removeImportedModels).
class RemoveImportedDialog final : public QDialog
{
    Q_OBJECT
public:
    RemoveImportedDialog(const std::vector<DeviceModel> &imported, const Catalog &catalog,
                         const Design &design, QWidget *parent = nullptr);

    std::vector<QString> checkedSkus() const;
    QListWidget *list() const { return mList; }

private:
    QListWidget *mList;
    QPushButton *mRemove;
};

} // namespace podcad

#pragma once

#include "session/documentcommand.h"

#include <QString>
#include <QStringList>

namespace podcad {

// File > Properties: the design's name, site and location (Design::name, ::site, ::location; the
// file keys of the same names) changed together, one undo step. An empty site or location means
// the exporter's default (the design's name; each rack's row). The change event is
// PropertiesEdited naming the keys that changed: no object changed.
class ChangeDesignProperties final : public DocumentCommand
{
public:
    struct Values final
    {
        QString name;
        QString site;
        QString location;
        bool operator==(const Values &) const = default;
    };

    ChangeDesignProperties(Document *document, const Values &values);
    void perform() override;
    void undo() override;

    // The file keys of the fields that differ between `a` and `b`, in file order.
    static QStringList changedFields(const Values &a, const Values &b);

private:
    void apply(const Values &values);

    Values mAfter;
    Values mBefore;
};

} // namespace podcad

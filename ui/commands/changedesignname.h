#pragma once

#include "session/documentcommand.h"

#include <QString>

namespace podcad {

// File > Properties: gives the design another name (Design::name, the file's "name", what the
// window title, reports and presentation mode call the design). Undo gives back the old one. The
// change event is PropertiesEdited naming "name": no object changed.
class ChangeDesignName final : public DocumentCommand
{
public:
    ChangeDesignName(Document *document, const QString &name);
    void perform() override;
    void undo() override;

    // The file key the change event names.
    static QString field() { return QStringLiteral("name"); }

private:
    void apply(const QString &name);

    QString mAfter;
    QString mBefore;
};

} // namespace podcad

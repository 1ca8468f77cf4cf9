#pragma once

#include "documentcommand.h"
#include "model/link.h"

#include <vector>

namespace podcad {

// Replaces one or more links with new values of themselves (cable SKU, fabric): the inspector's
// link edits, one undo step each, also when several links are edited at once. Every new value is
// checked (same ports, a fabric that exists) before anything changes.
class EditLink final : public DocumentCommand
{
public:
    EditLink(Document *document, std::vector<Link> after, const QString &text);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<Link> &values);

    std::vector<Link> mAfter;
    std::vector<Link> mBefore;
};

} // namespace podcad

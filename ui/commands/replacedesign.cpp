#include "replacedesign.h"

#include <utility>

namespace podcad {

ReplaceDesign::ReplaceDesign(Document *document, Design design, const QString &text,
                             std::optional<QString> filePath)
    : DocumentCommand(document, text)
    , mOther(std::move(design))
    , mOtherPath(std::move(filePath))
{}

void ReplaceDesign::perform()
{
    std::swap(design(), mOther);
    if (mOtherPath)
        mOtherPath = exchangeFilePath(*mOtherPath);
    notify(ChangeEvent(ChangeEvent::Kind::DesignReplaced));
}

void ReplaceDesign::undo()
{
    perform();
}

} // namespace podcad

#pragma once

#include "dialogs/templatewizard.h"

#include <QTest>

namespace podcad::test {

// Whether New from Template's preview of its fields is in within `timeoutMs` (the wizard makes it
// on a worker).
inline bool previewMade(const TemplateWizard &wizard, int timeoutMs = 60000)
{
    return QTest::qWaitFor([&] { return !wizard.isPreviewPending(); }, timeoutMs);
}

} // namespace podcad::test

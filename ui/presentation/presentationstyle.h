#pragma once

#include <QString>
#include <QStringList>

class QLabel;
class QWidget;

// What the pages of presentation mode share: labels whose point size is set for a 1920x1080
// screen and that PresentationMode::rescale() scales with the screen.
namespace podcad::presentation {

// The property holding a widget's point size at 1920x1080; rescale() multiplies it.
inline constexpr char kBasePointSize[] = "podcadBasePointSize";

QLabel *label(const QString &text, double pointSize, bool bold, QWidget *parent,
              const QString &colour = {});

// Keeps `label` at least as wide as the widest of `texts` in its font: the value beside a slider,
// so that the slider never moves as it is dragged and the value never runs into it.
void reserveWidestText(QLabel *label, const QStringList &texts);

} // namespace podcad::presentation

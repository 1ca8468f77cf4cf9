#pragma once

#include <QRect>

namespace podcad::screenfit {

// The size the main window opens at when it fits: room for the views between the docks.
inline constexpr QSize kPreferredSize{1500, 950};
// Room a window manager's frame and title bar take around a window (a guess: it is not known
// before the window is shown, and it only decides between centring and filling).
inline constexpr QSize kFrameAllowance{16, 48};

// Where the main window opens when no geometry was saved, on a screen whose available area
// (without panels and docks of the desktop) is `available`: the preferred size centred when it
// fits with its frame, else the whole available area (a laptop, a 1280x720 projector), which the
// window then fills maximised. Never larger than the area.
QRect windowGeometry(const QRect &available);
// Whether windowGeometry() fills the area rather than centring a smaller window in it.
bool fillsScreen(const QRect &available);

} // namespace podcad::screenfit

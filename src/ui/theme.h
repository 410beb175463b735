#pragma once

#include "preferences.h"

// Light, dark or the system's look for the whole application. Lanes, the
// replay bar and the cost charts paint from the palette, so they follow.
namespace Theme {
// Call once after QApplication exists, before apply(): remembers the
// system's style and palette so "System" can go back to them.
void captureSystem();
void apply(Preferences::Theme theme);
// Whether the palette in use is dark (light text on dark ground).
bool isDark();
} // namespace Theme

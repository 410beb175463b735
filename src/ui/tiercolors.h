#pragma once

#include "alertrule.h"

#include <QColor>

// The tier colours of the alert pane, the lane bands, the replay ticks and
// the report. Colour is never alone: every tier also has a shape and a label.
namespace TierColors {
inline QColor of(AlertTier tier)
{
    switch (tier) {
    case AlertTier::P1:
        return QColor(0xc6, 0x28, 0x28);
    case AlertTier::P2:
        return QColor(0xd8, 0x6a, 0x00);
    case AlertTier::P3:
        return QColor(0x1e, 0x6f, 0xb8);
    case AlertTier::None:
        break;
    }
    return QColor(0x75, 0x75, 0x75);
}
} // namespace TierColors

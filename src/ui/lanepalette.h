#pragma once

#include "alertrule.h"

#include <cstddef>
#include <iterator>
#include <QColor>

// The colours of a lane, on screen and in the report, so a chart in a
// postmortem looks like the lane the engineer watched during the incident.
namespace LanePalette {
// Outlier colours chosen to stay apart for the common colour-vision
// deficiencies; identity never rests on colour alone (each line is labelled).
inline const QColor &outlier(std::size_t i)
{
    static const QColor colors[] = {QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x72, 0xb2),
                                    QColor(0xcc, 0x79, 0xa7), QColor(0x00, 0x9e, 0x73),
                                    QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9)};
    return colors[i % std::size(colors)];
}
inline const QColor aggregate{0x20, 0x20, 0x20};
inline const QColor band{0x7f, 0x9c, 0xc0};
// The pinned crosshair (cursor A) and cursor B, in the window and exports.
inline const QColor cursorA{0xc0, 0x00, 0xc0};
inline const QColor cursorB{0x00, 0x60, 0xd0};
// A change the source showed (rollout, scaling, restart, nodes, Xid).
inline const QColor change{0x00, 0x80, 0x80};
// The baseline ("normally"): grey, under every colour the lane draws.
inline const QColor normal{0x8c, 0x8c, 0x8c};
} // namespace LanePalette

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

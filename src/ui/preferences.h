#pragma once

#include "alertrule.h"

#include <QString>

class QSettings;

// What the Settings dialog edits, as one value: read from and written to
// QSettings under the same keys the menus and panes already use, so a
// choice made in the Alerts menu and one made in Settings are the same.
struct Preferences
{
    enum class Theme
    {
        System,
        Light,
        Dark
    };

    QString language; // "", "en", "de", "ja"; "" follows the system
    Theme theme = Theme::System;
    bool utc = false;             // time axes and crosshair read UTC
    qint64 refreshMs = 0;         // live refresh; 0 keeps the dashboard's
    qint64 defaultRangeMs = 0;    // range a dashboard opens with; 0: its own
    double idleThresholdPct = 30; // a GPU below this utilisation is idle
    bool notifyP1 = true;         // desktop notification when a P1 starts
    bool soundP1 = false;         // and a sound
    TierMap tierMap;              // labels.severity -> P1/P2/P3

    static Preferences load(const QSettings &settings);
    void save(QSettings &settings) const;
    // The settings file names private endpoints (the last sources file,
    // dashboards, Alertmanager URLs): created if missing and made readable by
    // the user alone. QSettings keeps the mode when it rewrites the file.
    static void keepPrivate(const QSettings &settings);
    bool operator==(const Preferences &) const = default;

    static QString themeKey(Theme theme);
    static Theme themeFromKey(const QString &key);
};

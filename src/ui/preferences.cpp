#include "preferences.h"

#include "tiermapdialog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace {
const QString kLanguage = QStringLiteral("ui/language");
const QString kTheme = QStringLiteral("ui/theme");
const QString kUtc = QStringLiteral("ui/utc");
const QString kRefresh = QStringLiteral("live/refreshMs");
const QString kDefaultRange = QStringLiteral("live/defaultRangeMs");
const QString kIdle = QStringLiteral("cost/idleThreshold");
const QString kNotify = QStringLiteral("alerts/notify");
const QString kSound = QStringLiteral("alerts/sound");
const QString kTiers = QStringLiteral("alerts/tierMap");
} // namespace

QString Preferences::themeKey(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Preferences::Theme Preferences::themeFromKey(const QString &key)
{
    if (key == QLatin1String("light"))
        return Theme::Light;
    if (key == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

Preferences Preferences::load(const QSettings &s)
{
    Preferences p;
    // A hand-edited file with a value out of range falls back to the
    // default rather than into a state the dialog cannot show.
    p.language = s.value(kLanguage).toString();
    if (!p.language.isEmpty() && p.language != QLatin1String("en") &&
        p.language != QLatin1String("de") && p.language != QLatin1String("ja"))
        p.language.clear();
    p.theme = themeFromKey(s.value(kTheme).toString());
    p.utc = s.value(kUtc, false).toBool();
    const qint64 refresh = s.value(kRefresh, 0).toLongLong();
    p.refreshMs = refresh >= 1000 && refresh <= 3'600'000 ? refresh : 0;
    const qint64 range = s.value(kDefaultRange, 0).toLongLong();
    p.defaultRangeMs = range >= 60'000 && range <= 400ll * 86'400'000 ? range : 0;
    bool ok = false;
    const double idle = s.value(kIdle, 30.0).toDouble(&ok);
    p.idleThresholdPct = ok && idle >= 1 && idle <= 100 ? idle : 30.0;
    p.notifyP1 = s.value(kNotify, true).toBool();
    p.soundP1 = s.value(kSound, false).toBool();
    if (s.contains(kTiers))
        p.tierMap = TierMapDialog::fromText(s.value(kTiers).toString());
    return p;
}

void Preferences::keepPrivate(const QSettings &settings)
{
    const QString path = settings.fileName();
    if (settings.format() != QSettings::NativeFormat && settings.format() != QSettings::IniFormat)
        return;
    QFile file(path);
    if (!file.exists()) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (!file.open(QIODevice::WriteOnly))
            return; // QSettings reports its own write errors
        file.close();
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void Preferences::save(QSettings &s) const
{
    s.setValue(kLanguage, language);
    s.setValue(kTheme, themeKey(theme));
    s.setValue(kUtc, utc);
    if (refreshMs > 0)
        s.setValue(kRefresh, refreshMs);
    else
        s.remove(kRefresh);
    s.setValue(kDefaultRange, defaultRangeMs);
    s.setValue(kIdle, idleThresholdPct);
    s.setValue(kNotify, notifyP1);
    s.setValue(kSound, soundP1);
    s.setValue(kTiers, TierMapDialog::toText(tierMap));
}

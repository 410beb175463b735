#pragma once

#include "preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

// Settings in one place: language, theme, time zone, live refresh and
// default range, alert notifications and the severity -> tier map, the
// idle threshold, and the ways into the price table and the data sources.
// OK and Apply hand the edited Preferences to whoever applies them; the
// dialog itself writes nothing.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
  public:
    SettingsDialog(const Preferences &current, const QString &sourcesPath,
                   QWidget *parent = nullptr);

    Preferences preferences() const;
    void setPreferences(const Preferences &p);

  signals:
    void applied(const Preferences &p);
    void priceTableRequested();
    void sourcesRequested();

  private:
    QWidget *buildGeneral();
    QWidget *buildLive();
    QWidget *buildAlerts();
    QWidget *buildCost(const QString &sourcesPath);
    void showTierMap();
    void updateRestartNote();

    Preferences m_initial;
    TierMap m_tierMap;
    QComboBox *m_language;
    QComboBox *m_theme;
    QComboBox *m_zone;
    QComboBox *m_refresh;
    QComboBox *m_range;
    QCheckBox *m_notify;
    QCheckBox *m_sound;
    QLabel *m_tiers;
    QDoubleSpinBox *m_idle;
    QLabel *m_restartNote;
    QDialogButtonBox *m_buttons;
};

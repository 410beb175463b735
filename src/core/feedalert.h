#pragma once

#include "labels.h"

#include <cmath>
#include <limits>
#include <optional>
#include <QMap>
#include <QString>
#include <QStringList>

// Where an alert shown in the pane came from.
enum class AlertOrigin
{
    Local,        // evaluated by FleetScope from a rule file
    Prometheus,   // a Prometheus server's own rules (/api/v1/alerts)
    Alertmanager, // an Alertmanager (/api/v2/alerts)
};

// One alert as a server reports it right now. Prometheus says pending or
// firing; Alertmanager only ever holds firing alerts, and says whether it has
// silenced or inhibited them.
struct FeedAlert
{
    AlertOrigin origin = AlertOrigin::Prometheus;
    QString source; // the feed's name in the sources file
    QString name;   // labels.alertname
    Labels labels;  // as reported, alertname included
    QMap<QString, QString> annotations;
    bool firing = true;             // false: pending (Prometheus only)
    qint64 activeAtMs = 0;          // Prometheus activeAt, Alertmanager startsAt
    std::optional<qint64> endsAtMs; // Alertmanager endsAt
    double value = std::numeric_limits<double>::quiet_NaN(); // Prometheus only
    QString fingerprint;                                     // Alertmanager's; empty otherwise
    QStringList silencedBy;                                  // Alertmanager silence ids
    QStringList inhibitedBy;                                 // Alertmanager inhibiting fingerprints
    // Alertmanager 0.27+ names the time intervals muting an alert; without
    // this a suppressed alert that no silence or inhibition explains would
    // look loud in the pane.
    QStringList mutedBy;
    QString generatorUrl;
    // The rule's expression when the server's rules list names it
    // (Prometheus' /api/v1/alerts does not carry it).
    QString expr;
    // The feed's last poll failed: this is its last good answer, from
    // `asOfMs`. It is shown as such and mutes nothing.
    bool stale = false;
    qint64 asOfMs = 0;
};

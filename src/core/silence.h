#pragma once

#include "labels.h"

#include <QString>
#include <vector>

// One matcher of an Alertmanager silence: `name="value"`, `name!="value"`,
// `name=~"re"`, `name!~"re"`. Regexes are anchored at both ends, as
// Alertmanager anchors them; a missing label matches as the empty string.
struct SilenceMatcher
{
    QString name;
    QString value;
    bool isRegex = false;
    bool isEqual = true;

    bool matches(const Labels &labels) const;
    friend bool operator==(const SilenceMatcher &, const SilenceMatcher &) = default;
};

// A silence, held by an Alertmanager or kept locally by FleetScope: alerts
// whose labels match every matcher are muted from startsAt until endsAt.
struct Silence
{
    QString id; // Alertmanager's silenceID; local silences get their own
    std::vector<SilenceMatcher> matchers;
    qint64 startsAtMs = 0;
    qint64 endsAtMs = 0;
    QString createdBy;
    QString comment;
    QString state; // Alertmanager's status.state: active, pending, expired

    bool matches(const Labels &labels) const;
    bool isActiveAt(qint64 ms) const { return startsAtMs <= ms && ms < endsAtMs; }
};

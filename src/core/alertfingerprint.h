#pragma once

#include "labels.h"

#include <QString>

// The fingerprint Alertmanager gives an alert: FNV-1a (64 bit) over its
// label names and values in name order, each followed by the byte 0xff,
// as 16 lower-case hex digits (prometheus/common's LabelSet.Fingerprint).
// FleetScope computes the same for alerts of its own rules, so an alert
// escalated once from a local rule and once through Alertmanager carries
// one deduplication key. `alertname` is added to the labels when they lack it.
QString alertFingerprint(const QString &alertname, const Labels &labels);

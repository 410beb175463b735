#pragma once

#include "alertrule.h"

#include <QByteArray>
#include <QStringList>
#include <vector>

// Prometheus alerting-rule files (`groups[].rules[]`). A broken rule is left
// out with a message naming file, line and rule; the others still load.
// Recording rules are skipped: they compute series, they do not alert.
struct RuleFile
{
    std::vector<AlertRule> rules;
    QStringList problems; // "rules.yml:12: rule GpuHot: ..."
};

RuleFile parseAlertRules(const QByteArray &yaml, const QString &fileName);

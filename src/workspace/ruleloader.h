#pragma once

#include "alertrulesparser.h"

#include <QString>

// Finds alerting rules by what users type: a rule file path, or
// builtin:default for the three tiers shipped with the application.
namespace RuleLoader {
// Never fails: an unreadable file comes back as a RuleFile without rules
// whose problem says why.
RuleFile load(const QString &ref);
inline QString builtinDefault()
{
    return QStringLiteral("builtin:default");
}
} // namespace RuleLoader

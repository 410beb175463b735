#include "silence.h"

#include <algorithm>
#include <QRegularExpression>

bool SilenceMatcher::matches(const Labels &labels) const
{
    const QString actual = labels.value(name);
    bool equal = false;
    if (isRegex) {
        const QRegularExpression re(QRegularExpression::anchoredPattern(value));
        // An invalid regex matches nothing, so a typo never silences everything.
        equal = re.isValid() && re.match(actual).hasMatch();
        if (!re.isValid())
            return false;
    } else {
        equal = actual == value;
    }
    return equal == isEqual;
}

bool Silence::matches(const Labels &labels) const
{
    // A silence without matchers would mute every alert; Alertmanager refuses it too.
    return !matchers.empty() &&
           std::all_of(matchers.begin(), matchers.end(),
                       [&](const SilenceMatcher &m) { return m.matches(labels); });
}

#pragma once

#include "alertrulesparser.h"

#include <expected>
#include <QByteArray>
#include <QString>

// Finds alerting rules by what users type: a rule file path, or
// builtin:default for the three tiers shipped with the application. The one
// place that knows where built-in rule sets live: the app, capture and the
// alerts command all come through here.
namespace RuleLoader {

// A rule file as read: its text (kept in snapshots), the name it goes by
// (the reference for built-ins, the path for files) and its rules, with a
// problem per rule that could not be read.
struct Loaded
{
    QByteArray yaml;
    QString origin;
    RuleFile file;
};

// Fails, with a message naming the reference, only when there is no text to
// parse: a missing file or built-in set, an unreadable or oversized file.
std::expected<Loaded, QString> read(const QString &ref);

inline QString builtinDefault()
{
    return QStringLiteral("builtin:default");
}

} // namespace RuleLoader

#pragma once

#include <optional>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <vector>

// A dashboard variable: a name that queries refer to ($gpu, ${gpu},
// [[gpu]], ${gpu:regex}) and the value(s) the user picked above the lanes.
// The choices of a query variable come from the variable's source
// (label values); custom and constant variables carry theirs.
struct DashboardVariable
{
    enum class Kind
    {
        Query,    // choices: the values of a label on the source
        Custom,   // choices written in the dashboard
        Constant, // one hidden value
    };
    // What `current` holds when "All" is picked.
    static constexpr const char *kAll = "$__all";

    QString name;  // [A-Za-z0-9_]+
    QString label; // shown before the combo box; empty: the name
    Kind kind = Kind::Custom;
    QString source; // Query: the source asked for the choices
    QString query;  // Query: label_values(label) or label_values(selector, label)
    QString regex;  // Query: keep only matching choices; a capture group extracts
    QStringList options;
    bool multi = false;
    bool includeAll = false;
    QString allValue; // "All" stands for this when set, else for every choice
    QStringList current;
    bool hidden = false;

    QString displayName() const { return label.isEmpty() ? name : label; }
    bool isAll() const { return current.contains(QLatin1String(kAll)); }
    // The values a query gets now: the picked ones, every choice for "All",
    // the first choice when nothing valid is picked.
    QStringList selectedValues() const;
    // After new choices arrive: keeps the picks that are still offered, or
    // falls back to the first choice (or All, when offered).
    void setOptions(const QStringList &choices);
    // Filters choices through `regex` (Grafana's /re/ form accepted); with a
    // capture group, the group's text is the choice.
    QStringList filterChoices(const QStringList &values) const;
    // `regex` compiled: Grafana's /pattern/flags or a bare pattern; nullopt
    // when it is empty or not a valid regular expression.
    static std::optional<QRegularExpression> compileRegex(const QString &regex);

    QJsonObject toJson() const;
    // Reads one entry of a dashboard's "variables"; the error names the field.
    static std::optional<DashboardVariable> fromJson(const QJsonObject &o, QString *error);
};

// The parts of a label_values() variable query.
struct LabelValuesQuery
{
    QString selector; // empty: every series
    QString label;
};

namespace DashboardVariables {
// label_values(label) or label_values(selector, label); nullopt for anything
// else (query_result, metrics, label_names...).
std::optional<LabelValuesQuery> parseLabelValues(const QString &query);

struct Expansion
{
    QString text;
    QStringList unknown;    // $name that is neither a variable nor a built-in
    QStringList badFormats; // ${name:format} with a format this does not know
};
// Replaces $name, ${name}, [[name]] and ${name:format} by the variable's
// selected values, the way Grafana does for Prometheus: a single-choice
// variable as written (backslash and double quote escaped for the PromQL
// string it usually sits in); a multi-value or "All" variable as regex
// alternatives, each escaped for a regex inside a PromQL string, "(a|b)"
// when there are several; "All" of an unfiltered query variable is ".*". Formats: raw, text, regex,
// pipe, csv, json, doublequote, singlequote, glob. Built-ins ($__interval, $__range, ...) and
// capture references ($1) are left for QueryPlanner::expandVariables.
Expansion interpolate(const QString &text, const std::vector<DashboardVariable> &variables);
// The variable names a text refers to (for "this lane depends on $gpu").
QStringList referencedNames(const QString &text);
} // namespace DashboardVariables

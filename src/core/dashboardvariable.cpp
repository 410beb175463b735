#include "dashboardvariable.h"

#include "coretr.h"
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

namespace {
constexpr std::pair<const char *, DashboardVariable::Kind> kKinds[] = {
    {"query", DashboardVariable::Kind::Query},
    {"custom", DashboardVariable::Kind::Custom},
    {"constant", DashboardVariable::Kind::Constant}};

const QSet<QString> &builtins()
{
    static const QSet<QString> names{
        QStringLiteral("__interval"),      QStringLiteral("__interval_ms"),
        QStringLiteral("__rate_interval"), QStringLiteral("__range"),
        QStringLiteral("__range_s"),       QStringLiteral("__range_ms")};
    return names;
}

// Grafana's three reference forms: $name, [[name]] or [[name:format]],
// ${name} or ${name:format}.
const QRegularExpression &referenceRe()
{
    static const QRegularExpression re(
        QStringLiteral(R"(\$(\w+)|\[\[(\w+?)(?::(\w+))?\]\]|\$\{(\w+)(?::([^}]+))?\})"));
    return re;
}

// Which of the three forms matched, the name it gives.
QString referenceName(const QRegularExpressionMatch &m)
{
    for (const int group : {1, 2, 4})
        if (!m.captured(group).isEmpty())
            return m.captured(group);
    return {};
}

// A value inside a PromQL double-quoted string.
QString promString(const QString &v)
{
    QString out = v;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return out;
}

// A literal inside a regex; `backslash` is what one regex escape is written
// as: "\\" inside a PromQL string, "\" for the plain regex format.
QString regexLiteral(const QString &v, QLatin1String backslash)
{
    static const QString special = QStringLiteral("\\^$.|?*+()[]{}");
    QString out;
    out.reserve(v.size() * 2);
    for (const QChar c : v) {
        if (special.contains(c))
            out += backslash;
        if (c == QLatin1Char('\\'))
            out += backslash;
        else if (c == QLatin1Char('"') && backslash.size() == 2)
            out += QLatin1String("\\\"");
        else
            out += c;
    }
    return out;
}

QString alternatives(const QStringList &escaped)
{
    if (escaped.isEmpty())
        return QStringLiteral(".*");
    if (escaped.size() == 1)
        return escaped.first();
    return QLatin1Char('(') + escaped.join(QLatin1Char('|')) + QLatin1Char(')');
}

std::optional<QString> formatted(const DashboardVariable &v, const QString &format)
{
    if (v.isAll() && !v.allValue.isEmpty())
        return v.allValue; // a custom "All" value is taken as written, as Grafana does
    const QStringList values = v.selectedValues();
    QStringList escaped;
    // "All" of a label's values, unfiltered, is any value: ".*" keeps the
    // query short on a fleet of a thousand hosts, and does not change when
    // the choices arrive (which would fetch every lane twice).
    const bool anyValue =
        v.isAll() && v.kind == DashboardVariable::Kind::Query && v.regex.trimmed().isEmpty();
    if (anyValue && (format.isEmpty() || format.trimmed().toLower() == QLatin1String("regex")))
        return QStringLiteral(".*");
    if (format.isEmpty()) {
        if (!v.multi && !v.includeAll)
            return promString(values.value(0));
        for (const QString &s : values)
            escaped << regexLiteral(s, QLatin1String("\\\\"));
        return alternatives(escaped);
    }
    const QString f = format.trimmed().toLower();
    if (f == QLatin1String("raw") || f == QLatin1String("text") || f == QLatin1String("csv"))
        return values.join(QLatin1Char(','));
    if (f == QLatin1String("pipe"))
        return values.join(QLatin1Char('|'));
    if (f == QLatin1String("regex")) {
        for (const QString &s : values)
            escaped << regexLiteral(s, QLatin1String("\\"));
        return alternatives(escaped);
    }
    if (f == QLatin1String("json"))
        return QString::fromUtf8(
            QJsonDocument(QJsonArray::fromStringList(values)).toJson(QJsonDocument::Compact));
    if (f == QLatin1String("doublequote") || f == QLatin1String("singlequote")) {
        const QChar q = f == QLatin1String("doublequote") ? QLatin1Char('"') : QLatin1Char('\'');
        for (const QString &s : values)
            escaped << q + QString(s).replace(q, QString(QLatin1Char('\\')) + q) + q;
        return escaped.join(QLatin1Char(','));
    }
    if (f == QLatin1String("glob"))
        return values.size() == 1
                   ? values.first()
                   : QLatin1Char('{') + values.join(QLatin1Char(',')) + QLatin1Char('}');
    return std::nullopt;
}
} // namespace

QStringList DashboardVariable::selectedValues() const
{
    if (isAll())
        return options;
    QStringList picked;
    for (const QString &c : current)
        if (kind != Kind::Query || options.isEmpty() || options.contains(c))
            picked << c;
    if (picked.isEmpty() && !options.isEmpty())
        picked << options.first();
    if (!multi && picked.size() > 1)
        picked = picked.mid(0, 1);
    return picked;
}

void DashboardVariable::setOptions(const QStringList &choices)
{
    options = choices;
    if (isAll())
        return;
    QStringList kept;
    for (const QString &c : current)
        if (options.contains(c))
            kept << c;
    if (kept.isEmpty()) {
        if (includeAll)
            kept << QLatin1String(kAll);
        else if (!options.isEmpty())
            kept << options.first();
    }
    current = kept;
}

std::optional<QRegularExpression> DashboardVariable::compileRegex(const QString &regex)
{
    QString pattern = regex.trimmed();
    if (pattern.isEmpty())
        return std::nullopt;
    QRegularExpression::PatternOptions opts;
    // Grafana writes /pattern/flags.
    if (pattern.size() >= 2 && pattern.startsWith(QLatin1Char('/'))) {
        const qsizetype end = pattern.lastIndexOf(QLatin1Char('/'));
        if (end > 0) {
            if (pattern.mid(end + 1).contains(QLatin1Char('i')))
                opts |= QRegularExpression::CaseInsensitiveOption;
            pattern = pattern.mid(1, end - 1);
        }
    }
    QRegularExpression re(pattern, opts);
    if (!re.isValid())
        return std::nullopt;
    return re;
}

QStringList DashboardVariable::filterChoices(const QStringList &values) const
{
    const auto re = compileRegex(regex);
    if (!re)
        return values;
    QStringList out;
    for (const QString &v : values) {
        const auto m = re->match(v);
        if (!m.hasMatch())
            continue;
        const QString choice = re->captureCount() > 0 ? m.captured(1) : v;
        if (!choice.isEmpty() && !out.contains(choice))
            out << choice;
    }
    return out;
}

QJsonObject DashboardVariable::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name}};
    for (const auto &[n, k] : kKinds)
        if (k == kind)
            o.insert(QStringLiteral("kind"), QLatin1String(n));
    if (!label.isEmpty())
        o.insert(QStringLiteral("label"), label);
    if (kind == Kind::Query) {
        o.insert(QStringLiteral("source"), source);
        o.insert(QStringLiteral("query"), query);
        if (!regex.isEmpty())
            o.insert(QStringLiteral("regex"), regex);
    }
    if (kind != Kind::Query || !options.isEmpty())
        o.insert(QStringLiteral("options"), QJsonArray::fromStringList(options));
    if (multi)
        o.insert(QStringLiteral("multi"), true);
    if (includeAll)
        o.insert(QStringLiteral("includeAll"), true);
    if (!allValue.isEmpty())
        o.insert(QStringLiteral("allValue"), allValue);
    if (!current.isEmpty())
        o.insert(QStringLiteral("current"), QJsonArray::fromStringList(current));
    if (hidden)
        o.insert(QStringLiteral("hidden"), true);
    return o;
}

std::optional<DashboardVariable> DashboardVariable::fromJson(const QJsonObject &o, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    DashboardVariable v;
    v.name = o.value(QLatin1String("name")).toString();
    static const QRegularExpression nameRe(QStringLiteral("^\\w+$"));
    if (!nameRe.match(v.name).hasMatch())
        return fail(
            CoreTr::tr("A variable's \"name\" must be letters, digits and \"_\" (got \"%1\").")
                .arg(v.name));
    if (builtins().contains(v.name))
        return fail(CoreTr::tr("Variable \"%1\": the name is one of the built-ins.").arg(v.name));
    const QString kind = o.value(QLatin1String("kind")).toString(QStringLiteral("custom"));
    bool known = false;
    for (const auto &[n, k] : kKinds)
        if (kind == QLatin1String(n)) {
            v.kind = k;
            known = true;
        }
    if (!known)
        return fail(
            CoreTr::tr("Variable \"%1\": unknown kind \"%2\" (use query, custom or constant).")
                .arg(v.name, kind));
    v.label = o.value(QLatin1String("label")).toString();
    v.source = o.value(QLatin1String("source")).toString();
    v.query = o.value(QLatin1String("query")).toString();
    v.regex = o.value(QLatin1String("regex")).toString();
    for (const auto &x : o.value(QLatin1String("options")).toArray())
        v.options << x.toString();
    v.multi = o.value(QLatin1String("multi")).toBool();
    v.includeAll = o.value(QLatin1String("includeAll")).toBool();
    v.allValue = o.value(QLatin1String("allValue")).toString();
    for (const auto &x : o.value(QLatin1String("current")).toArray())
        v.current << x.toString();
    v.hidden = o.value(QLatin1String("hidden")).toBool(v.kind == Kind::Constant);
    if (v.kind == Kind::Query) {
        if (v.source.isEmpty())
            return fail(
                CoreTr::tr("Variable \"%1\": a query variable names no source.").arg(v.name));
        if (!DashboardVariables::parseLabelValues(v.query))
            return fail(CoreTr::tr("Variable \"%1\": the query must be label_values(label) or "
                                   "label_values(selector, label), not \"%2\".")
                            .arg(v.name, v.query));
        if (!v.regex.trimmed().isEmpty() && !compileRegex(v.regex))
            return fail(CoreTr::tr("Variable \"%1\": the regex is not valid.").arg(v.name));
    } else if (v.options.isEmpty()) {
        return fail(CoreTr::tr("Variable \"%1\" has no options.").arg(v.name));
    }
    return v;
}

namespace DashboardVariables {

std::optional<LabelValuesQuery> parseLabelValues(const QString &query)
{
    // The selector may hold commas and parentheses ({a=~"x,y"}), the label
    // never does: the last comma separates them.
    static const QRegularExpression re(
        QStringLiteral(
            R"(^\s*label_values\s*\(\s*(?:(.*\S)\s*,\s*)?([A-Za-z_][A-Za-z0-9_]*)\s*\)\s*$)"),
        QRegularExpression::DotMatchesEverythingOption);
    const auto m = re.match(query);
    if (!m.hasMatch())
        return std::nullopt;
    return LabelValuesQuery{m.captured(1), m.captured(2)};
}

Expansion interpolate(const QString &text, const std::vector<DashboardVariable> &variables)
{
    Expansion out;
    if (!text.contains(QLatin1Char('$')) && !text.contains(QLatin1String("[[")))
        return {text, {}, {}};
    qsizetype last = 0;
    auto it = referenceRe().globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString name = referenceName(m);
        const QString format = !m.captured(3).isEmpty() ? m.captured(3) : m.captured(5);
        out.text += text.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        const auto var = std::find_if(variables.begin(), variables.end(),
                                      [&](const DashboardVariable &v) { return v.name == name; });
        if (var == variables.end()) {
            static const QRegularExpression digits(QStringLiteral("^\\d+$"));
            if (!builtins().contains(name) && !digits.match(name).hasMatch() &&
                !out.unknown.contains(name))
                out.unknown << name;
            out.text += m.captured();
            continue;
        }
        if (const auto value = formatted(*var, format)) {
            out.text += *value;
        } else {
            if (!out.badFormats.contains(format))
                out.badFormats << format;
            out.text += m.captured();
        }
    }
    out.text += text.mid(last);
    return out;
}

QStringList referencedNames(const QString &text)
{
    QStringList names;
    auto it = referenceRe().globalMatch(text);
    while (it.hasNext()) {
        const QString name = referenceName(it.next());
        if (!names.contains(name))
            names << name;
    }
    return names;
}

} // namespace DashboardVariables

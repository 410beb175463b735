#include "alertrulesparser.h"

#include "sourcestr.h"
#include "timeparse.h"

#include <QCoreApplication>
#include <yaml-cpp/yaml.h>

namespace {
QString str(const YAML::Node &n)
{
    return QString::fromStdString(n.as<std::string>());
}

int lineOf(const YAML::Node &n)
{
    return n.Mark().line + 1; // yaml-cpp counts from 0
}

// Prometheus durations only: "5m", "1h30m"; a bare number has no unit and
// Prometheus refuses it, so do we.
std::optional<qint64> duration(const YAML::Node &n)
{
    const QString text = str(n).trimmed();
    bool isNumber = false;
    text.toDouble(&isNumber);
    if (isNumber && text != QLatin1String("0"))
        return std::nullopt;
    return TimeParse::parseDuration(text);
}
} // namespace

RuleFile parseAlertRules(const QByteArray &yaml, const QString &fileName)
{
    RuleFile out;
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        out.problems << SourcesTr::tr("%1:%2: not valid YAML: %3")
                            .arg(fileName)
                            .arg(e.mark.line + 1)
                            .arg(QString::fromStdString(e.msg));
        return out;
    }
    if (!root.IsMap() || !root["groups"] || !root["groups"].IsSequence()) {
        out.problems << SourcesTr::tr("%1: a rule file needs a \"groups\" list.").arg(fileName);
        return out;
    }
    static const QStringList ruleKeys = {
        QStringLiteral("alert"),      QStringLiteral("record"),          QStringLiteral("expr"),
        QStringLiteral("for"),        QStringLiteral("keep_firing_for"), QStringLiteral("labels"),
        QStringLiteral("annotations")};
    for (const auto &group : root["groups"]) {
        try {
            const QString groupName = group["name"] ? str(group["name"]) : QString();
            qint64 interval = 60'000;
            if (group["interval"]) {
                const auto d = duration(group["interval"]);
                if (!d || *d <= 0) {
                    out.problems
                        << SourcesTr::tr(
                               "%1:%2: group %3: \"interval\" is not a duration such as 1m.")
                               .arg(fileName)
                               .arg(lineOf(group["interval"]))
                               .arg(groupName);
                    continue;
                }
                interval = *d;
            }
            if (!group["rules"] || !group["rules"].IsSequence())
                continue;
            for (const auto &r : group["rules"]) {
                const int line = lineOf(r);
                QString name;
                // One malformed rule (a list where a string belongs) must not
                // take the rest of its group down with it.
                try {
                    name = r["alert"] ? str(r["alert"]) : QString();
                    auto problem = [&](const QString &what) {
                        out.problems << SourcesTr::tr("%1:%2: rule %3: %4")
                                            .arg(fileName)
                                            .arg(line)
                                            .arg(name, what);
                    };
                    if (r["record"])
                        continue;
                    if (name.isEmpty()) {
                        problem(SourcesTr::tr("has neither \"alert\" nor \"record\"."));
                        continue;
                    }
                    bool bad = false;
                    for (const auto &kv : r) {
                        const QString key = QString::fromStdString(kv.first.as<std::string>());
                        if (!ruleKeys.contains(key)) {
                            problem(SourcesTr::tr("unknown field \"%1\".").arg(key));
                            bad = true;
                        }
                    }
                    if (!r["expr"] || str(r["expr"]).trimmed().isEmpty()) {
                        problem(SourcesTr::tr("has no \"expr\"."));
                        bad = true;
                    }
                    AlertRule rule;
                    rule.name = name;
                    rule.group = groupName;
                    rule.groupIntervalMs = interval;
                    rule.file = fileName;
                    rule.line = line;
                    if (!bad)
                        rule.expr = str(r["expr"]).trimmed();
                    for (const auto &[key, target] :
                         {std::pair{"for", &rule.forMs},
                          std::pair{"keep_firing_for", &rule.keepFiringForMs}}) {
                        if (!r[key])
                            continue;
                        const auto d = duration(r[key]);
                        if (!d) {
                            problem(SourcesTr::tr(
                                        "\"%1: %2\" is not a duration with a unit, such as 5m.")
                                        .arg(QLatin1String(key), str(r[key])));
                            bad = true;
                        } else {
                            *target = *d;
                        }
                    }
                    for (const auto &[key, map] : {std::pair{"labels", &rule.labels},
                                                   std::pair{"annotations", &rule.annotations}}) {
                        if (!r[key])
                            continue;
                        if (!r[key].IsMap()) {
                            problem(SourcesTr::tr("\"%1\" must be a map.").arg(QLatin1String(key)));
                            bad = true;
                            continue;
                        }
                        for (const auto &kv : r[key])
                            map->insert(QString::fromStdString(kv.first.as<std::string>()),
                                        str(kv.second));
                    }
                    if (!bad)
                        out.rules.push_back(std::move(rule));
                } catch (const YAML::Exception &e) {
                    out.problems << SourcesTr::tr("%1:%2: rule %3: %4")
                                        .arg(fileName)
                                        .arg(e.mark.line >= 0 ? e.mark.line + 1 : line)
                                        .arg(name, QString::fromStdString(e.msg));
                }
            }
        } catch (const YAML::Exception &e) {
            out.problems << SourcesTr::tr("%1:%2: %3")
                                .arg(fileName)
                                .arg(e.mark.line + 1)
                                .arg(QString::fromStdString(e.msg));
        }
    }
    return out;
}

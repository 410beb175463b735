// `fleetscope-cli doctor`: what each source exports and how the dashboard's
// lanes and the rules get their quantities from it, before anybody stares
// at an empty lane.

#include "clicommands.h"
#include "clitr.h"
#include "dashboardloader.h"
#include "fleetdiscovery.h"
#include "fleetfit.h"
#include "ruleloader.h"
#include "snapshotcapture.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject sourceJson(const SourceConfig &s, const MetricCatalog *c)
{
    QJsonObject o{{QStringLiteral("name"), s.name},
                  {QStringLiteral("url"), s.url.toString(QUrl::RemoveUserInfo)}};
    if (s.type == SourceConfig::Type::AzureMonitor && !s.workspace.isEmpty()) {
        // Log Analytics: which Application Insights metrics the workspace has.
        o.insert(QStringLiteral("checked"), true);
        o.insert(QStringLiteral("workspace"), s.workspace);
        o.insert(QStringLiteral("reachable"), c && c->known);
        if (c && !c->problem.isEmpty())
            o.insert(QStringLiteral("problem"), c->problem);
        if (c && c->known) {
            o.insert(QStringLiteral("metricsTable"), c->metricsTable);
            o.insert(QStringLiteral("metricNames"), int(c->names.size()));
        }
        return o;
    }
    if (s.type != SourceConfig::Type::Prometheus) {
        o.insert(QStringLiteral("checked"), false);
        return o;
    }
    o.insert(QStringLiteral("checked"), true);
    o.insert(QStringLiteral("reachable"), c && c->known);
    if (!c)
        return o;
    if (!c->problem.isEmpty())
        o.insert(QStringLiteral("problem"), c->problem);
    o.insert(QStringLiteral("version"), c->serverVersion);
    o.insert(QStringLiteral("metricNames"), int(c->names.size()));
    o.insert(QStringLiteral("truncated"), c->truncated);
    o.insert(QStringLiteral("exporters"), QJsonArray::fromStringList(c->families()));
    o.insert(QStringLiteral("hostLabel"), c->hostLabel());
    o.insert(QStringLiteral("mig"), c->hasLabel(QStringLiteral("GPU_I_ID")));
    const QString driver = c->labelSpelled(QStringLiteral("DCGM_FI_DRIVER_VERSION"));
    o.insert(QStringLiteral("dcgmDriverVersionLabel"), !driver.isEmpty());
    return o;
}

QString status(const FitEntry &e)
{
    if (e.ok())
        return QStringLiteral("ok  ");
    return e.optional ? QStringLiteral("skip") : QStringLiteral("FAIL");
}

} // namespace

namespace CliCommands {

int doctor(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("Asks each source what it exports and says, per lane of the dashboard and per "
                  "alerting rule, which way of getting its quantity was chosen or why none "
                  "works. Exit 0 when every lane and rule has a way, 1 otherwise."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption dashboardOpt(
        QStringLiteral("dashboard"),
        CliTr::tr("Dashboard file or builtin:NAME (default: builtin:gpu-inference)."),
        QStringLiteral("D"));
    const QCommandLineOption rulesOpt(
        QStringLiteral("rules"), CliTr::tr("Alerting-rule file or builtin:default (the default)."),
        QStringLiteral("R"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("text (default) or json."),
                                       QStringLiteral("FORMAT"), QStringLiteral("text"));
    p.addOptions({sourcesOpt, dashboardOpt, rulesOpt, formatOpt});
    auto fail = [&err](const QString &message, int code) {
        err << message << '\n';
        err.flush();
        return code;
    };
    if (!p.parse(args))
        return fail(p.errorText(), 2);
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(CliTr::tr("--format must be text or json."), 2);
    if (!p.isSet(sourcesOpt))
        return fail(CliTr::tr("--sources is required."), 2);
    auto sources = loadSources(p.value(sourcesOpt));
    if (!sources)
        return fail(sources.error(), 2);
    const QString dashboardRef =
        p.isSet(dashboardOpt) ? p.value(dashboardOpt) : QStringLiteral("builtin:gpu-inference");
    auto dashboard = DashboardLoader::load(dashboardRef);
    if (!dashboard)
        return fail(dashboard.error(), 2);
    const QString rulesRef = p.isSet(rulesOpt) ? p.value(rulesOpt) : RuleLoader::builtinDefault();
    auto rules = RuleLoader::read(rulesRef);
    if (!rules)
        return fail(rules.error(), 2);

    const auto catalogs = FleetDiscovery::discoverNow(*sources);
    Dashboard fitted = *dashboard;
    const FitReport lanes = FleetFit::fitDashboard(fitted, catalogs);
    const QString rulesSource = SnapshotCapture::defaultRuleSource(*sources, *dashboard);
    const auto rc = catalogs.find(rulesSource);
    std::vector<AlertRule> ruleList = rules->file.rules;
    const FitReport ruleFit = FleetFit::fitRules(
        ruleList, rc == catalogs.end() ? MetricCatalog{} : rc->second, rulesSource);

    // A lane on a source that did not answer has not been checked: that
    // is no success.
    bool ok = lanes.allOk() && ruleFit.allOk() && rules->file.problems.isEmpty();
    QStringList unreachable;
    for (const SourceConfig &s : sources->sources) {
        const bool asked = s.type == SourceConfig::Type::Prometheus ||
                           (s.type == SourceConfig::Type::AzureMonitor && !s.workspace.isEmpty());
        const auto it = catalogs.find(s.name);
        if (asked && (it == catalogs.end() || !it->second.known))
            unreachable.append(s.name);
    }
    // Why a lane or the rules were not checked at all, or empty.
    const auto uncheckedWhy = [&](const QString &source) -> QString {
        const SourceConfig *s = sources->find(source);
        if (!s)
            return CliTr::tr("the sources file has no source named \"%1\"").arg(source);
        if (unreachable.contains(source))
            return CliTr::tr("source unreachable, not checked");
        return {};
    };
    const SourceConfig *ruleSourceConfig = sources->find(rulesSource);
    const QString rulesUnchecked =
        ruleSourceConfig && ruleSourceConfig->type != SourceConfig::Type::Prometheus
            ? CliTr::tr("no Prometheus-compatible source to evaluate them on")
            : uncheckedWhy(rulesSource);
    for (const FitEntry &e : lanes.entries)
        ok = ok && uncheckedWhy(e.source).isEmpty();
    ok = ok && (ruleFit.entries.empty() || rulesUnchecked.isEmpty());

    if (format == QLatin1String("json")) {
        QJsonArray src;
        for (const SourceConfig &s : sources->sources) {
            const auto it = catalogs.find(s.name);
            src.append(sourceJson(s, it == catalogs.end() ? nullptr : &it->second));
        }
        const QJsonObject doc{
            {QStringLiteral("ok"), ok},
            {QStringLiteral("sources"), src},
            {QStringLiteral("dashboard"), dashboardRef},
            {QStringLiteral("lanes"), lanes.toJson()},
            {QStringLiteral("rules"), rulesRef},
            {QStringLiteral("rulesSource"), rulesSource},
            {QStringLiteral("rulesUnchecked"), rulesUnchecked},
            {QStringLiteral("ruleChoices"), ruleFit.toJson()},
            {QStringLiteral("ruleFileProblems"), QJsonArray::fromStringList(rules->file.problems)}};
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return ok ? 0 : 1;
    }

    out << CliTr::tr("Sources") << '\n';
    for (const SourceConfig &s : sources->sources) {
        out << "  " << s.name << "  " << s.url.toString(QUrl::RemoveUserInfo) << '\n';
        const auto it = catalogs.find(s.name);
        if (s.type == SourceConfig::Type::AzureMonitor && !s.workspace.isEmpty()) {
            if (it == catalogs.end() || !it->second.known) {
                out << "      "
                    << CliTr::tr("Log Analytics workspace %1 UNREACHABLE: %2")
                           .arg(s.workspace, it == catalogs.end() ? CliTr::tr("no answer in time")
                                                                  : it->second.problem)
                    << '\n';
            } else {
                out << "      "
                    << (it->second.metricsTable.isEmpty()
                            ? CliTr::tr("Log Analytics workspace %1: no Application Insights "
                                        "custom metrics in the last day")
                                  .arg(s.workspace)
                            : CliTr::tr("Log Analytics workspace %1: Application Insights %2, %3 "
                                        "metric names")
                                  .arg(s.workspace, it->second.metricsTable)
                                  .arg(it->second.names.size()))
                    << '\n';
            }
            continue;
        }
        if (s.type != SourceConfig::Type::Prometheus) {
            out << "      "
                << CliTr::tr("not checked (Prometheus-compatible sources are, and azure-monitor "
                             "sources with a \"workspace\")")
                << '\n';
            continue;
        }
        if (it == catalogs.end() || !it->second.known) {
            const QString why =
                it == catalogs.end() ? CliTr::tr("no answer in time") : it->second.problem;
            out << "      " << CliTr::tr("UNREACHABLE: %1").arg(why) << '\n';
            continue;
        }
        const MetricCatalog &c = it->second;
        out << "      "
            << CliTr::tr("reachable; API version %1; %2 metric names%3")
                   .arg(c.serverVersion.isEmpty() ? CliTr::tr("not said") : c.serverVersion)
                   .arg(c.names.size())
                   .arg(c.truncated ? CliTr::tr(" (list cut short)") : QString())
            << '\n';
        const QStringList families = c.families();
        out << "      "
            << CliTr::tr("exporters: %1")
                   .arg(families.isEmpty() ? CliTr::tr("none recognised")
                                           : families.join(QStringLiteral(", ")))
            << '\n';
        if (!c.labelsOf.isEmpty())
            out << "      "
                << CliTr::tr("dcgm host label: %1; MIG: %2")
                       .arg(c.hostLabel(), c.hasLabel(QStringLiteral("GPU_I_ID"))
                                               ? CliTr::tr("yes (GPU_I_ID)")
                                               : CliTr::tr("no"))
                << '\n';
    }
    out << '\n' << CliTr::tr("Lanes of %1").arg(dashboardRef) << '\n';
    for (const FitEntry &e : lanes.entries) {
        const QString unchecked = uncheckedWhy(e.source);
        out << "  " << (!unchecked.isEmpty() ? QStringLiteral("FAIL") : status(e)) << "  "
            << e.title << " [" << e.source
            << "]: " << (!unchecked.isEmpty() ? unchecked : e.summary()) << '\n';
    }
    out << '\n' << CliTr::tr("Rules of %1 on %2").arg(rules->origin, rulesSource) << '\n';
    for (const QString &problem : rules->file.problems)
        out << "  FAIL  " << problem << '\n';
    if (!ruleFit.entries.empty() && !rulesUnchecked.isEmpty())
        out << "  FAIL  " << CliTr::tr("not checked: %1").arg(rulesUnchecked) << '\n';
    for (const FitEntry &e : ruleFit.entries)
        if (rulesUnchecked.isEmpty())
            out << "  " << status(e) << "  " << e.title << ": " << e.summary()
                << (e.optional && !e.ok() ? CliTr::tr(" (watched only where exported)") : QString())
                << '\n';
    out << '\n'
        << (ok ? CliTr::tr("Every lane and rule has a way.")
               : CliTr::tr("Some lanes or rules have no way; see FAIL above."))
        << '\n';
    return ok ? 0 : 1;
}

} // namespace CliCommands

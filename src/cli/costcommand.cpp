#include "clicommands.h"
#include "costdata.h"
#include "costmodel.h"
#include "pricetable.h"
#include "timeparse.h"

#include "clitr.h"
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace {
QString csvCell(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvRow(const QString &group, const CostFigures &f, PriceRules rules)
{
    return csvCell(group) + QLatin1Char(',') + CostModel::formatHours(f.gpuHours) +
           QLatin1Char(',') + CostModel::formatHours(f.busyGpuHours) + QLatin1Char(',') +
           CostModel::formatHours(f.idleGpuHours) + QLatin1Char(',') +
           CostModel::formatHours(f.unobservedGpuHours) + QLatin1Char(',') +
           CostModel::formatMoney(f.cost) + QLatin1Char(',') + CostModel::formatMoney(f.idleCost) +
           QLatin1Char(',') + CostModel::ledgerCsvCells(f).join(QLatin1Char(',')) +
           QLatin1Char(',') + CostModel::priceRuleKeys(rules).join(QLatin1Char('+')) +
           QLatin1Char('\n');
}

QJsonObject ledgerJson(const CostFigures &f)
{
    const CostLedger l = CostLedger::of(f);
    const auto row = [](const CostLedger::Row &r) {
        return QJsonObject{{QStringLiteral("gpuHours"), r.gpuHours},
                           {QStringLiteral("cost"), r.cost}};
    };
    return QJsonObject{{QStringLiteral("used"), row(l.used)},
                       {QStringLiteral("allocatedIdle"), row(l.allocatedIdle)},
                       {QStringLiteral("unallocated"), row(l.unallocated)},
                       {QStringLiteral("unobserved"), row(l.unobserved)},
                       {QStringLiteral("total"), row(l.total())}};
}

// JSON is for scripts: figures unrounded, so sums of groups equal the total.
QJsonObject figuresJson(const CostReport &report, const CostFigures &f)
{
    QJsonObject o{{QStringLiteral("gpuHours"), f.gpuHours},
                  {QStringLiteral("busyGpuHours"), f.busyGpuHours},
                  {QStringLiteral("idleGpuHours"), f.idleGpuHours},
                  {QStringLiteral("unobservedGpuHours"), f.unobservedGpuHours},
                  {QStringLiteral("unpricedGpuHours"), f.unpricedGpuHours},
                  {QStringLiteral("cost"), f.cost},
                  {QStringLiteral("idleCost"), f.idleCost}};
    const auto perBusy = f.costPerBusyGpuHour();
    o.insert(QStringLiteral("costPerBusyGpuHour"), perBusy ? QJsonValue(*perBusy) : QJsonValue());
    o.insert(QStringLiteral("ledger"), ledgerJson(f));
    o.insert(QStringLiteral("requested"),
             QJsonObject{{QStringLiteral("gpus"), CostModel::requestedGpus(report, f)},
                         {QStringLiteral("gpuHours"), f.requestedGpuHours}});
    const auto efficiency = CostModel::efficiency(f);
    o.insert(QStringLiteral("efficiency"), efficiency ? QJsonValue(*efficiency) : QJsonValue());
    return o;
}

QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

} // namespace

namespace CliCommands {

int cost(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        CliTr::tr("GPU-hours, busy and idle GPU-hours and their cost per group, from DCGM "
                  "utilisation (definitions in docs/cost.md, section Definitions)."));
    p.addHelpOption();
    const QCommandLineOption sourcesOpt(QStringLiteral("sources"), CliTr::tr("Data sources file."),
                                        CliTr::tr("FILE"));
    const QCommandLineOption fromOpt(QStringLiteral("from"), CliTr::tr("Start time."),
                                     CliTr::tr("T"));
    const QCommandLineOption toOpt(QStringLiteral("to"), CliTr::tr("End time."), CliTr::tr("T"));
    const QCommandLineOption snapshotOpt(
        QStringLiteral("snapshot"), CliTr::tr("Use a snapshot's utilisation instead of querying."),
        CliTr::tr("SNAPSHOT"));
    const QCommandLineOption groupOpt(QStringLiteral("group-by"),
                                      CliTr::tr("Label to group by (default: namespace)."),
                                      CliTr::tr("LABEL"), QStringLiteral("namespace"));
    const QCommandLineOption pricesOpt(QStringLiteral("prices"),
                                       CliTr::tr("Price file over the default SKU prices."),
                                       CliTr::tr("FILE"));
    const QCommandLineOption idleOpt(QStringLiteral("idle-threshold"),
                                     CliTr::tr("Utilisation in %, below which a GPU is idle "
                                               "(default: 30)."),
                                     CliTr::tr("PCT"), QStringLiteral("30"));
    const QCommandLineOption stepOpt(
        QStringLiteral("step"),
        CliTr::tr("Resolution (default: the scrape interval up to one day, else 5m)."),
        CliTr::tr("S"));
    const QCommandLineOption formatOpt(QStringLiteral("format"),
                                       CliTr::tr("csv (default) or json."), CliTr::tr("FORMAT"),
                                       QStringLiteral("csv"));
    p.addOptions({sourcesOpt, fromOpt, toOpt, snapshotOpt, groupOpt, pricesOpt, idleOpt, stepOpt,
                  formatOpt});
    if (!p.parse(args)) {
        err << "fleetscope-cli cost: " << p.errorText() << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli cost: " << msg << '\n';
        return code;
    };
    if (!p.positionalArguments().isEmpty())
        return fail(CliTr::tr("unexpected argument \"%1\".").arg(p.positionalArguments().first()),
                    2);
    const bool snapshot = p.isSet(snapshotOpt);
    if (snapshot && (p.isSet(sourcesOpt) || p.isSet(fromOpt) || p.isSet(toOpt) || p.isSet(stepOpt)))
        return fail(CliTr::tr("--snapshot replaces --sources, --from, --to and --step."), 2);
    if (!snapshot && (!p.isSet(sourcesOpt) || !p.isSet(fromOpt) || !p.isSet(toOpt)))
        return fail(CliTr::tr("give --sources FILE --from T --to T, or --snapshot FILE."), 2);
    const QString format = p.value(formatOpt);
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return fail(CliTr::tr("--format must be csv or json."), 2);
    bool ok = false;
    const double threshold = p.value(idleOpt).toDouble(&ok);
    if (!ok || threshold < 0 || threshold > 100)
        return fail(CliTr::tr("--idle-threshold \"%1\" is not a percentage from 0 to 100.")
                        .arg(p.value(idleOpt)),
                    2);
    const QString groupBy = p.value(groupOpt).trimmed();
    if (groupBy.isEmpty())
        return fail(CliTr::tr("--group-by needs a label name."), 2);

    PriceTable prices = PriceTable::defaults();
    if (p.isSet(pricesOpt)) {
        QFile f(p.value(pricesOpt));
        if (!f.open(QIODevice::ReadOnly))
            return fail(CliTr::tr("cannot read %1: %2").arg(f.fileName(), f.errorString()), 2);
        auto parsed = PriceTable::parse(f.readAll(), f.fileName());
        if (!parsed)
            return fail(parsed.error(), 2);
        prices = std::move(*parsed);
    }

    CostDataLoader::Result data;
    if (snapshot) {
        data = CostDataLoader::fromSnapshotFile(p.value(snapshotOpt));
    } else {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const auto from = TimeParse::parseTime(p.value(fromOpt), now);
        const auto to = TimeParse::parseTime(p.value(toOpt), now);
        if (!from || !to || *to <= *from)
            return fail(CliTr::tr("--from and --to must be times (RFC 3339 or Unix seconds), --to "
                                  "after --from."),
                        2);
        qint64 step = 0;
        if (p.isSet(stepOpt)) {
            const auto s = TimeParse::parseDuration(p.value(stepOpt));
            if (!s || *s <= 0)
                return fail(CliTr::tr("--step \"%1\" is not a positive duration such as 5m.")
                                .arg(p.value(stepOpt)),
                            2);
            step = *s;
        }
        auto sources = loadSources(p.value(sourcesOpt));
        if (!sources)
            return fail(sources.error(), 2);
        // Sign-in prompts (a device code) must reach the user at once.
        data = CostDataLoader::fromSources(*sources, {*from, *to, step, false},
                                           [&err](const QString &message) {
                                               err << message << '\n';
                                               err.flush();
                                           });
    }
    if (!data)
        return fail(data.error().message, data.error().exitCode);
    for (const QString &w : data->warnings)
        err << CliTr::tr("warning: %1").arg(w) << '\n';
    if (data->utilisation.series.empty())
        return fail(
            CliTr::tr("no %1 series in the range: nothing to count.").arg(data->utilisationMetric),
            1);

    CostModel::Options options;
    options.idleThresholdPct = threshold;
    options.groupBy = groupBy;
    const CostReport report = CostDataLoader::count(*data, prices, options);
    const QStringList notes = CostDataLoader::notes(*data, report);

    // Unpriced GPUs are named per node: their hours are counted, their cost is
    // not, and a price file entry fixes that.
    QMap<QString, std::pair<QString, double>> unpricedNodes;
    for (const UnpricedGpu &u : report.unpriced) {
        auto &entry = unpricedNodes[u.node];
        entry.first = u.sku.isEmpty() ? CliTr::tr("no SKU for GPU model \"%1\"").arg(u.modelName)
                                      : CliTr::tr("SKU %1 has no price").arg(u.sku);
        entry.second += u.gpuHours;
    }
    for (auto it = unpricedNodes.cbegin(); it != unpricedNodes.cend(); ++it)
        err << CliTr::tr("warning: node %1: %2; its %3 GPU-hours are not in the cost (add it to a "
                         "--prices file).")
                   .arg(it.key(), it.value().first, CostModel::formatHours(it.value().second))
            << '\n';

    if (format == QLatin1String("csv")) {
        QString text = QStringLiteral(
            "group,gpuHours,busyGpuHours,idleGpuHours,unobservedGpuHours,cost,idleCost,");
        text += CostModel::ledgerCsvHeader().join(QLatin1Char(',')) + QStringLiteral(",pricedBy\n");
        for (const CostLine &l : report.groups)
            text += csvRow(l.group, l.figures, l.priceRules);
        text += csvRow(QStringLiteral("total"), report.total, report.totalPriceRules);
        // CSV has no room for them: what the figures stand for goes to stderr.
        err << CliTr::tr("info: figures at %1; money in %2.").arg(data->resolution, report.currency)
            << '\n';
        for (const QString &n : notes)
            err << CliTr::tr("note: %1").arg(n) << '\n';
        out << text;
        out.flush();
        return 0;
    }
    QJsonArray groups;
    for (const CostLine &l : report.groups) {
        QJsonObject o = figuresJson(report, l.figures);
        o.insert(QStringLiteral("group"), l.group);
        o.insert(QStringLiteral("pricedBy"),
                 QJsonArray::fromStringList(CostModel::priceRuleKeys(l.priceRules)));
        groups.append(o);
    }
    QJsonArray unpriced;
    for (const UnpricedGpu &u : report.unpriced)
        unpriced.append(QJsonObject{{QStringLiteral("node"), u.node},
                                    {QStringLiteral("gpu"), u.gpu},
                                    {QStringLiteral("sku"), u.sku},
                                    {QStringLiteral("modelName"), u.modelName},
                                    {QStringLiteral("gpuHours"), u.gpuHours}});
    QJsonObject total = figuresJson(report, report.total);
    total.insert(QStringLiteral("pricedBy"),
                 QJsonArray::fromStringList(CostModel::priceRuleKeys(report.totalPriceRules)));
    QJsonArray pricing;
    for (const CostModel::PricingUse &u : CostModel::pricingUses(report))
        pricing.append(QJsonObject{
            {QStringLiteral("rule"), CostModel::priceRuleKeys(PriceRules(u.rule)).value(0)},
            {QStringLiteral("sku"), u.sku},
            {QStringLiteral("modelName"), u.modelName},
            {QStringLiteral("gpus"), u.gpus},
            {QStringLiteral("gpuHours"), u.gpuHours},
            {QStringLiteral("cost"), u.cost}});
    const QJsonObject doc{
        {QStringLiteral("from"), isoTime(data->range.fromMs)},
        {QStringLiteral("to"), isoTime(data->range.toMs)},
        {QStringLiteral("stepSeconds"), double(report.stepMs) / 1000.0},
        {QStringLiteral("resolution"), data->resolution},
        {QStringLiteral("currency"), report.currency},
        {QStringLiteral("groupBy"), groupBy},
        {QStringLiteral("idleThresholdPercent"), threshold},
        {QStringLiteral("groups"), groups},
        {QStringLiteral("total"), total},
        {QStringLiteral("unpriced"), unpriced},
        {QStringLiteral("pricing"), pricing},
        {QStringLiteral("requestedFrom"), report.requestsFromKubeStateMetrics
                                              ? QStringLiteral("kube-state-metrics")
                                              : QStringLiteral("pod-labels")},
        {QStringLiteral("utilisationMetric"), data->utilisationMetric},
        {QStringLiteral("gpus"), int(report.gpus.size())},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
    out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    out.flush();
    return 0;
}

} // namespace CliCommands

#include "costreportwriter.h"

#include "costcharts.h"
#include "costlevertext.h"
#include "costreportbudget.h"
#include "costtext.h"
#include "reportpageflow.h"
#include "uitr.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <QDateTime>
#include <QDir>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace {
using Cell = ReportPageFlow::Cell;
using Column = ReportPageFlow::Column;
using SavingsLevers::Kind;

const QColor kMuted = ReportPageFlow::mutedColor();
// Evidence rows shown under each lever.
constexpr std::size_t kEvidenceRows = 8;

QFont font(qreal points, bool bold = false)
{
    return ReportPageFlow::font(points, bold);
}

// ---- CSV ----

// Quoted only when needed, as fleetscope-cli does, so both outputs diff clean.
QString csvCell(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvLine(const QStringList &cells)
{
    QStringList quoted;
    for (const QString &c : cells)
        quoted << csvCell(c);
    return quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
}

// A difference that rounds to nothing is 0.00, not "-0.00".
QString csvMoney(double amount)
{
    return CostModel::formatMoney(std::abs(amount) < 0.005 ? 0.0 : amount);
}

// ---- shared ----

// The billed cost of a group; the total is everything billed, as the
// Cost view's table shows it.
std::optional<double> billedOf(const CostReview &r, const QString *group)
{
    if (r.billed.isEmpty())
        return std::nullopt;
    if (!group) {
        double sum = 0;
        for (const double v : r.billed)
            sum += v;
        return sum;
    }
    const auto it = r.billed.constFind(*group);
    return it == r.billed.cend() ? std::nullopt : std::optional<double>(*it);
}

double share(double part, double whole)
{
    return whole > 0 ? part / whole : 0.0;
}

QString number(double v)
{
    return QLocale().toString(v, 'g', 4);
}

std::expected<void, QString> exportable(const CostReview &review)
{
    if (review.report.groups.empty())
        return std::unexpected(UiTr::tr("the cost review holds no figures to export yet"));
    return {};
}

// ---- PDF sections ----

QString zoneName(const QTimeZone &zone)
{
    return zone.isValid() ? QString::fromUtf8(zone.id()) : UiTr::tr("UTC");
}

QString periodOf(const CostReview &r)
{
    if (!r.periodText.isEmpty())
        return r.periodText;
    const QString f = QStringLiteral("yyyy-MM-dd HH:mm");
    const QTimeZone zone = r.report.timeZone.isValid() ? r.report.timeZone : QTimeZone::utc();
    return UiTr::tr("%1 – %2 (%3)")
        .arg(QDateTime::fromMSecsSinceEpoch(r.report.fromMs, zone).toString(f),
             QDateTime::fromMSecsSinceEpoch(r.report.toMs, zone).toString(f), zoneName(zone));
}

void titleBlock(ReportPageFlow &flow, const CostReview &r)
{
    const qreal keyWidth = 130 * flow.pt();
    flow.paragraph(UiTr::tr("FleetScope · estimate from GPU telemetry"), font(9, true), kMuted);
    flow.paragraph(UiTr::tr("GPU cost review"), font(19, true));
    flow.advance(4 * flow.pt());
    flow.keyValue(UiTr::tr("Period"), periodOf(r), keyWidth);
    flow.keyValue(UiTr::tr("Resolution"), UiTr::tr("Figures computed at %1").arg(r.resolution),
                  keyWidth);
    flow.keyValue(UiTr::tr("Grouped by"), r.groupBy, keyWidth);
    flow.keyValue(UiTr::tr("Idle threshold"),
                  UiTr::tr("utilisation below %1 %").arg(number(r.idleThresholdPct)), keyWidth);
    QString currency = r.report.currency;
    if (!r.billed.isEmpty() && !r.billedCurrency.isEmpty() && r.billedCurrency != currency)
        currency = UiTr::tr("%1 (billed cost in %2)").arg(currency, r.billedCurrency);
    flow.keyValue(UiTr::tr("Currency"), currency, keyWidth);
    flow.keyValue(UiTr::tr("Days and hours in"), zoneName(r.report.timeZone), keyWidth);
    for (int i = 0; i < r.notes.size(); ++i)
        flow.keyValue(i == 0 ? UiTr::tr("Notes") : QString(), r.notes.at(i), keyWidth);
}

void summarySection(ReportPageFlow &flow, const CostReview &r)
{
    const CostFigures &t = r.report.total;
    const QString cur = r.report.currency;
    const qreal keyWidth = 130 * flow.pt();
    flow.heading(UiTr::tr("Summary"));
    flow.keyValue(UiTr::tr("Total cost"), CostText::money(t.cost, cur), keyWidth);
    // The ledger, as the view's tiles and the CSV have it: four rows that add
    // up to every GPU-hour of the period and its cost.
    const CostLedger exact = CostLedger::of(t);
    const CostLedger ledger = CostText::shownLedger(exact);
    const std::array<int, 4> shares = exact.percentShares();
    const std::pair<QString, CostLedger::Row> rows[] = {
        {UiTr::tr("Used"), ledger.used},
        {UiTr::tr("Allocated, idle"), ledger.allocatedIdle},
        {UiTr::tr("Unallocated"), ledger.unallocated},
        {UiTr::tr("Unobserved (apart)"), ledger.unobserved}};
    for (std::size_t i = 0; i < std::size(rows); ++i)
        flow.keyValue(rows[i].first,
                      UiTr::tr("%1 (%2 % of all)")
                          .arg(CostText::ledgerRow(rows[i].second, ledger, cur))
                          .arg(shares[i]),
                      keyWidth);
    flow.keyValue(UiTr::tr("Ledger total"), CostText::ledgerRow(ledger.total(), ledger, cur),
                  keyWidth);
    flow.keyValue(UiTr::tr("GPU-hours"), CostText::hours(t.gpuHours), keyWidth);
    flow.keyValue(UiTr::tr("Busy GPU-hours"),
                  UiTr::tr("%1 (%2 of the GPU-hours)")
                      .arg(CostText::hours(t.busyGpuHours),
                           CostText::percent(share(t.busyGpuHours, t.gpuHours))),
                  keyWidth);
    flow.keyValue(
        UiTr::tr("Waste signal: under %1 %").arg(QLocale().toString(r.idleThresholdPct, 'g', 3)),
        UiTr::tr("%1 (%2 of the GPU-hours)")
            .arg(CostText::hours(t.idleGpuHours),
                 CostText::percent(share(t.idleGpuHours, t.gpuHours))),
        keyWidth);
    flow.keyValue(
        UiTr::tr("Idle cost"),
        UiTr::tr("%1 (%2 of the cost)")
            .arg(CostText::money(t.idleCost, cur), CostText::percent(share(t.idleCost, t.cost))),
        keyWidth);
    flow.keyValue(UiTr::tr("Unobserved GPU-hours"), CostText::hours(t.unobservedGpuHours),
                  keyWidth);
    const auto perBusy = t.costPerBusyGpuHour();
    flow.keyValue(UiTr::tr("Cost per busy GPU-hour"),
                  perBusy ? CostText::money(*perBusy, cur) : UiTr::tr("none: no GPU was busy"),
                  keyWidth);
    if (t.unpricedGpuHours > 0) {
        QStringList skus;
        for (const UnpricedGpu &u : r.report.unpriced) {
            const QString what = u.sku.isEmpty() ? UiTr::tr("model %1").arg(u.modelName) : u.sku;
            if (!skus.contains(what))
                skus << what;
        }
        flow.keyValue(
            UiTr::tr("Unpriced GPU-hours"),
            UiTr::tr("%1 on %n GPU(s) without a price (%2), not in the cost", nullptr,
                     int(r.report.unpriced.size()))
                .arg(CostText::hours(t.unpricedGpuHours), skus.join(QStringLiteral(", "))),
            keyWidth);
    }
    if (const auto billed = billedOf(r, nullptr))
        flow.keyValue(UiTr::tr("Billed"),
                      UiTr::tr("%1 (Azure Cost Management, tag %2)")
                          .arg(CostText::money(*billed, r.billedCurrency), r.billedTagKey),
                      keyWidth);
}

void chartsSection(ReportPageFlow &flow, const CostReview &r)
{
    flow.heading(UiTr::tr("Cost per day"));
    flow.paragraph(UiTr::tr("Estimated cost per day and %1; the hatched part of each bar was idle "
                            "(utilisation below %2 %).")
                       .arg(r.groupBy, number(r.idleThresholdPct)),
                   font(8), kMuted);
    const QStringList groups = CostCharts::barGroups(r.report);
    flow.chart(190, [&](QPainter &p, const QRectF &area) {
        CostCharts::paintDailyBars(p, area, r.report, groups);
    });
    flow.heading(UiTr::tr("Idle share by hour of the week"));
    flow.paragraph(
        UiTr::tr("Idle GPU-hours ÷ observed GPU-hours in each hour of the week (%1), all "
                 "GPUs together. Outlined: the off-hours window of the savings lever.")
            .arg(zoneName(r.report.timeZone)),
        font(8), kMuted);
    flow.chart(170, [&](QPainter &p, const QRectF &area) {
        CostCharts::paintHeatMap(p, area, r.report, r.assumptions.offHours);
    });
}

void groupSection(ReportPageFlow &flow, const CostReview &r)
{
    const QString cur = r.report.currency;
    const bool billed = !r.billed.isEmpty();
    flow.heading(UiTr::tr("Cost by %1").arg(r.groupBy));
    // Nine columns are tight on A4: with billed figures the hours columns
    // narrow and their headers break where a person would break them.
    const qreal h = billed ? 0.09 : 0.12;
    const qreal m = billed ? 0.1275 : 0.15;
    std::vector<Column> cols{{UiTr::tr("Group"), billed ? 0.12 : 0.22},
                             {UiTr::tr("GPU-hours"), h},
                             {UiTr::tr("Busy\nGPU-h"), h},
                             {UiTr::tr("Idle\nGPU-h"), h},
                             {UiTr::tr("Un\u00adobserved\nGPU-h"), billed ? 0.1 : h},
                             {UiTr::tr("Cost"), m},
                             {UiTr::tr("Idle cost"), m}};
    if (billed) {
        cols.push_back({UiTr::tr("Billed"), m});
        cols.push_back({UiTr::tr("Billed − est."), m});
    }
    std::vector<std::vector<Cell>> rows;
    auto add = [&](const QString &name, const CostFigures &f, std::optional<double> b, bool bold) {
        const QColor c = ReportPageFlow::textColor();
        std::vector<Cell> row{
            Cell(name, {}, c, bold),
            Cell(CostText::hours(f.gpuHours), {}, c, bold),
            Cell(CostText::hours(f.busyGpuHours), {}, c, bold),
            Cell(CostText::hours(f.idleGpuHours),
                 CostText::percent(share(f.idleGpuHours, f.gpuHours)), c, bold),
            Cell(CostText::hours(f.unobservedGpuHours), {}, c, bold),
            Cell(CostText::money(f.cost, cur),
                 f.unpricedGpuHours > 0
                     ? UiTr::tr("%1 unpriced").arg(CostText::hours(f.unpricedGpuHours))
                     : QString(),
                 c, bold),
            Cell(CostText::money(f.idleCost, cur), {}, c, bold)};
        if (billed) {
            const QString none = UiTr::tr("not billed");
            row.emplace_back(b ? CostText::money(*b, r.billedCurrency) : none, QString(),
                             b ? c : kMuted, bold);
            row.emplace_back(b ? CostText::money(*b - f.cost, r.billedCurrency) : QString(),
                             QString(), c, bold);
        }
        rows.push_back(std::move(row));
    };
    for (const CostLine &l : r.report.groups)
        add(l.group, l.figures, billedOf(r, &l.group), false);
    add(UiTr::tr("Total"), r.report.total, billedOf(r, nullptr), true);
    flow.table(cols, rows);
}

void wasteSection(ReportPageFlow &flow, const CostReview &r)
{
    flow.heading(UiTr::tr("Most wasteful GPUs"));
    std::vector<std::vector<Cell>> rows;
    for (const GpuCost &g : r.report.gpus) {
        if (int(rows.size()) >= CostReportWriter::kPdfWasteRows || g.figures.idleGpuHours <= 0)
            break;
        rows.push_back({Cell(g.node), Cell(g.gpu), Cell(g.sku), Cell(g.group),
                        Cell(CostText::hours(g.figures.idleGpuHours),
                             CostText::percent(share(g.figures.idleGpuHours, g.figures.gpuHours))),
                        Cell(g.priced ? CostText::money(g.figures.idleCost, r.report.currency)
                                      : UiTr::tr("no price"))});
    }
    if (rows.empty()) {
        flow.paragraph(UiTr::tr("No GPU was idle in this period."), font(9));
        return;
    }
    flow.paragraph(UiTr::tr("The %n GPU(s) with the highest idle cost; under the idle GPU-hours, "
                            "their share of the GPU's own GPU-hours.",
                            nullptr, int(rows.size())),
                   font(8), kMuted);
    flow.table({{UiTr::tr("Node"), 0.3},
                {UiTr::tr("GPU"), 0.05},
                {UiTr::tr("SKU"), 0.24},
                {UiTr::tr("Group"), 0.15},
                {UiTr::tr("Idle GPU-h"), 0.14},
                {UiTr::tr("Idle cost"), 0.12}},
               rows);
}

void evidenceTable(ReportPageFlow &flow, const SavingsLevers::Lever &l, const QString &cur)
{
    if (l.evidence.empty()) {
        flow.paragraph(UiTr::tr("Nothing in this period qualifies."), font(9));
        return;
    }
    std::vector<Column> cols;
    switch (l.kind) {
    case Kind::OffHours:
        cols = {{UiTr::tr("Node"), 0.4},
                {UiTr::tr("GPUs idle"), 0.15},
                {UiTr::tr("Idle GPU-h in window"), 0.2},
                {UiTr::tr("Saves / month"), 0.25}};
        break;
    case Kind::Reserved:
        cols = {{UiTr::tr("SKU"), 0.4},
                {UiTr::tr("GPUs always on"), 0.15},
                {UiTr::tr("GPU-h"), 0.2},
                {UiTr::tr("Saves / month"), 0.25}};
        break;
    case Kind::Spot:
        cols = {{UiTr::tr("Node"), 0.4},
                {UiTr::tr("GPUs"), 0.15},
                {UiTr::tr("GPU-h"), 0.2},
                {UiTr::tr("Saves / month"), 0.25}};
        break;
    case Kind::RightSizing:
        cols = {{UiTr::tr("Node"), 0.4},
                {UiTr::tr("Peak GiB"), 0.15},
                {UiTr::tr("Smaller SKU"), 0.2},
                {UiTr::tr("Saves / month"), 0.25}};
        break;
    }
    std::vector<std::vector<Cell>> rows;
    const QLocale locale;
    for (std::size_t i = 0; i < l.evidence.size() && i < kEvidenceRows; ++i) {
        const SavingsLevers::Evidence &e = l.evidence[i];
        if (l.kind == Kind::RightSizing)
            rows.push_back({Cell(e.subject), Cell(locale.toString(e.peakGiB, 'f', 1)),
                            Cell(e.detail), Cell(CostText::money(e.saving, cur))});
        else
            rows.push_back({Cell(e.subject), Cell(locale.toString(e.gpus)),
                            Cell(CostText::hours(e.hours)), Cell(CostText::money(e.saving, cur))});
    }
    flow.table(cols, rows);
    if (l.evidence.size() > kEvidenceRows)
        flow.paragraph(UiTr::tr("… and %n more", nullptr, int(l.evidence.size() - kEvidenceRows)),
                       font(8), kMuted);
}

void leversSection(ReportPageFlow &flow, const CostReview &r)
{
    const QString cur = r.report.currency;
    const qreal keyWidth = 100 * flow.pt();
    flow.heading(UiTr::tr("Savings levers"));
    flow.paragraph(
        UiTr::tr("Each lever is counted on its own from this period's telemetry and "
                 "scaled to a month of 730 h. The levers overlap (a night that is "
                 "deallocated cannot also be reserved), so their savings do not add up."),
        font(9));
    for (const SavingsLevers::Lever &l : r.levers) {
        // A lever's title stays with its figures and the first rows of its
        // evidence.
        flow.ensure((l.evidence.empty() ? 80 : 140) * flow.pt());
        flow.advance(6 * flow.pt());
        flow.paragraph(CostLeverText::title(l.kind), font(10.5, true));
        flow.keyValue(UiTr::tr("Assumptions"), CostLeverText::assumptions(l.kind, r.assumptions),
                      keyWidth);
        if (!l.unavailable.isEmpty()) {
            flow.keyValue(UiTr::tr("Saves"), UiTr::tr("not counted: %1").arg(l.unavailable),
                          keyWidth);
            continue;
        }
        flow.keyValue(UiTr::tr("Saves"),
                      UiTr::tr("≈ %1 / month").arg(CostText::money(l.monthlySaving, cur)),
                      keyWidth);
        flow.keyValue(UiTr::tr("Applies to"),
                      UiTr::tr("%1 / month").arg(CostText::money(l.basisCost, cur)), keyWidth);
        evidenceTable(flow, l, cur);
    }
}

void glossarySection(ReportPageFlow &flow, const CostReview &r)
{
    flow.heading(UiTr::tr("Definitions"));
    QStringList defs{CostText::gpuHoursDefinition(),
                     CostText::busyDefinition(),
                     CostText::idleDefinition(r.idleThresholdPct),
                     CostText::unobservedDefinition(),
                     CostText::costDefinition(r.report.currency),
                     CostText::idleCostDefinition(),
                     CostText::perBusyHourDefinition()};
    if (!r.billed.isEmpty())
        defs << CostText::billedDefinition(r.billedTagKey);
    defs << UiTr::tr("Savings per month: the period's figures scaled to a month of 730 h.");
    for (const QString &d : defs)
        flow.paragraph(d, font(8.5));
}
} // namespace

QString CostReportWriter::csv(const CostReview &review)
{
    const CostReport &report = review.report;
    const bool billed = !review.billed.isEmpty();
    QStringList header{QStringLiteral("group"),
                       QStringLiteral("gpuHours"),
                       QStringLiteral("busyGpuHours"),
                       QStringLiteral("idleGpuHours"),
                       QStringLiteral("unobservedGpuHours"),
                       QStringLiteral("cost"),
                       QStringLiteral("idleCost")};
    header << CostModel::ledgerCsvHeader() << QStringLiteral("pricedBy");
    if (billed)
        header << QStringLiteral("billed") << QStringLiteral("difference");
    QString out = csvLine(header);
    auto row = [&](const QString &group, const CostFigures &f, PriceRules rules,
                   std::optional<double> b) {
        QStringList cells{group,
                          CostModel::formatHours(f.gpuHours),
                          CostModel::formatHours(f.busyGpuHours),
                          CostModel::formatHours(f.idleGpuHours),
                          CostModel::formatHours(f.unobservedGpuHours),
                          CostModel::formatMoney(f.cost),
                          CostModel::formatMoney(f.idleCost)};
        cells << CostModel::ledgerCsvCells(f)
              << CostModel::priceRuleKeys(rules).join(QLatin1Char('+'));
        if (billed)
            cells << (b ? csvMoney(*b) : QString()) << (b ? csvMoney(*b - f.cost) : QString());
        out += csvLine(cells);
    };
    for (const CostLine &l : report.groups)
        row(l.group, l.figures, l.priceRules, billedOf(review, &l.group));
    row(QStringLiteral("total"), report.total, report.totalPriceRules, billedOf(review, nullptr));

    // The second table a spreadsheet gets: which GPUs the idle cost sits on.
    out += QLatin1Char('\n');
    out += csvLine({QStringLiteral("node"), QStringLiteral("gpu"), QStringLiteral("sku"),
                    QStringLiteral("group"), QStringLiteral("idleGpuHours"),
                    QStringLiteral("idleCost"), QStringLiteral("pricedBy")});
    int listed = 0;
    for (const GpuCost &g : report.gpus) {
        if (listed >= kCsvWasteRows || g.figures.idleGpuHours <= 0)
            break;
        // An unpriced GPU's idle cost is unknown, not zero.
        out +=
            csvLine({g.node, g.gpu, g.sku, g.group, CostModel::formatHours(g.figures.idleGpuHours),
                     g.priced ? CostModel::formatMoney(g.figures.idleCost) : QString(),
                     CostModel::priceRuleKeys(PriceRules(g.priceRule)).value(0)});
        ++listed;
    }
    return out;
}

std::expected<void, QString> CostReportWriter::writeCsv(const CostReview &review,
                                                        const QString &path)
{
    if (auto ok = exportable(review); !ok)
        return ok;
    const QByteArray bytes = csv(review).toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    if (file.write(bytes) != bytes.size())
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    if (!file.commit())
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    return {};
}

std::expected<void, QString> CostReportWriter::writePdf(const CostReview &review,
                                                        const QString &path)
{
    if (auto ok = exportable(review); !ok)
        return ok;
    if (auto ok = ReportPageFlow::canPaint(); !ok)
        return ok;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    {
        QPdfWriter writer(&file);
        ReportPageFlow::setUpA4(writer, tr("GPU cost review"));
        QPainter p;
        if (!p.begin(&writer))
            return std::unexpected(
                ReportPageFlow::writeError(path, tr("the PDF could not be started")));
        ReportPageFlow flow(writer, p, tr("FleetScope GPU cost review · %1").arg(periodOf(review)));
        titleBlock(flow, review);
        summarySection(flow, review);
        chartsSection(flow, review);
        groupSection(flow, review);
        wasteSection(flow, review);
        leversSection(flow, review);
        if (review.budget)
            CostReportBudget::write(flow, *review.budget);
        glossarySection(flow, review);
        flow.finish();
        if (!p.end())
            return std::unexpected(
                ReportPageFlow::writeError(path, tr("the PDF could not be finished")));
    }
    if (!file.commit())
        return std::unexpected(ReportPageFlow::writeError(path, file.errorString()));
    return {};
}

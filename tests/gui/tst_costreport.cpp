// The cost review's exports on the offscreen platform: the CSV compared
// character by character with figures worked out by hand, the PDF read back
// with poppler's pdftotext, and the errors a user can run into.
#include "budgetpanel.h"
#include "costlevertext.h"
#include "costreportwriter.h"
#include "costtext.h"
#include "pdftext.h"

#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace {
constexpr qint64 kHour = 3600 * 1000;
constexpr int kPoints = 7 * 24; // a week of hourly samples
// Monday 2026-11-16 00:00 UTC.
const qint64 kMonday =
    QDateTime(QDate(2026, 11, 16), QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch();

// Utilisation at hour i of the week, or nothing when the GPU did not report.
using Util = std::function<std::optional<double>(int)>;

Series series(const QString &node, const QString &group, const QString &pool, const QString &model,
              const Util &util)
{
    Series s;
    s.labels = Labels({{QStringLiteral("Hostname"), node},
                       {QStringLiteral("gpu"), QStringLiteral("0")},
                       {QStringLiteral("namespace"), group},
                       {QStringLiteral("nodepool"), pool},
                       {QStringLiteral("modelName"), model}});
    s.values.resize(kPoints);
    s.present.resize(kPoints);
    for (int i = 0; i < kPoints; ++i)
        if (const auto u = util(i)) {
            s.values.cell(std::size_t(i)) = *u;
            s.present.set(std::size_t(i));
        }
    return s;
}

// A week of a tiny fleet, at one-hour steps; idle is below 30 %.
//  n1 (SKU A, 2 $ per GPU-hour, pool p1), team-a: 10 % from 22:00 to 07:00
//     (9 h a day, 63 idle h, 126 $), 80 % by day: busy 6.3 + 84 = 90.3 h;
//     168 h = 336 $.
//  n5 (SKU A, pool p1), "research, west" (a comma, to be quoted): 90 % all
//     week: 168 h, busy 151.2 h, 336 $.
//  n2 (SKU B, 4 $ per GPU-hour, pool p2), team-b: 25 % for the first 160 h,
//     then silent: 160 idle h = 640 $, busy 40 h, 8 h unobserved.
//  n3 (SKU S by its GPU model, 0.46 $ per GPU-hour), team-c: 5 % for the first 10 h: 4.60 $,
//     busy 0.5 h, 158 h unobserved.
//  n4 (model X, no price), team-a: 0 % for the first 24 h: 24 idle h, not in
//     the cost, 144 h unobserved.
// Total: 530 h, busy 282 h, idle 257 h, unobserved 310 h, 1316.60 $ of
// which 770.60 $ idle.
const QString kLedgerHeader =
    QStringLiteral("usedGpuHours,allocatedIdleGpuHours,unallocatedGpuHours,usedCost,"
                   "allocatedIdleCost,unallocatedCost,unobservedCost,ledgerGpuHours,ledgerCost,"
                   "requestedGpuHours,efficiency,pricedBy");
// The tiny fleet's ledger columns per row, as csvOfATinyFleet works them out.
const QString kLedger[] = {
    QStringLiteral("151.20,0.00,16.80,302.40,0.00,33.60,0.00,168.00,336.00,0.00,,instanceType"),
    QStringLiteral(
        "90.30,0.00,101.70,180.60,0.00,155.40,0.00,336.00,336.00,0.00,,instanceType+none"),
    QStringLiteral("40.00,0.00,120.00,160.00,0.00,480.00,32.00,168.00,672.00,0.00,,instanceType"),
    QStringLiteral("0.50,0.00,9.50,0.23,0.00,4.37,72.68,168.00,77.28,0.00,,gpuModel"),
    QStringLiteral("282.00,0.00,248.00,643.23,0.00,673.37,104.68,840.00,1421.28,0.00,,"
                   "instanceType+gpuModel+none")};

struct Fleet
{
    SeriesSet set;
    PriceTable prices;
    CostReview review;

    Fleet()
    {
        for (int i = 0; i < kPoints; ++i)
            set.timesMs.push_back(kMonday + i * kHour);
        const auto night = [](int i) { return i % 24 >= 22 || i % 24 < 7; };
        const QString p1 = QStringLiteral("p1");
        set.series.push_back(series(QStringLiteral("n1"), QStringLiteral("team-a"), p1,
                                    QStringLiteral("M"),
                                    [&](int i) { return night(i) ? 10.0 : 80.0; }));
        set.series.push_back(series(QStringLiteral("n5"), QStringLiteral("research, west"), p1,
                                    QStringLiteral("M"), [](int) { return 90.0; }));
        set.series.push_back(series(QStringLiteral("n2"), QStringLiteral("team-b"),
                                    QStringLiteral("p2"), QStringLiteral("M2"), [](int i) {
                                        return i < 160 ? std::optional(25.0) : std::nullopt;
                                    }));
        set.series.push_back(series(QStringLiteral("n3"), QStringLiteral("team-c"),
                                    QStringLiteral("p3"), QStringLiteral("M3"), [](int i) {
                                        return i < 10 ? std::optional(5.0) : std::nullopt;
                                    }));
        set.series.push_back(
            series(QStringLiteral("n4"), QStringLiteral("team-a"), p1, QStringLiteral("X"),
                   [](int i) { return i < 24 ? std::optional(0.0) : std::nullopt; }));
        prices.setSku(QStringLiteral("A"), {2, 4.0, QStringLiteral("M"), 40});
        prices.setSku(QStringLiteral("B"), {2, 8.0, QStringLiteral("M2"), 80});
        prices.setSku(QStringLiteral("S"), {1, 0.46, QStringLiteral("M3"), 16});
        CostModel::Options options;
        options.fromMs = kMonday;
        options.toMs = kMonday + (kPoints - 1) * kHour;
        options.stepMs = kHour;
        for (const char *n : {"n1", "n5"})
            options.nodeSkus.insert(QLatin1String(n), QStringLiteral("A"));
        options.nodeSkus.insert(QStringLiteral("n2"), QStringLiteral("B"));
        // n3's instance type is not known: the price file's model entry prices it.
        prices.setModelSku(QStringLiteral("M3"), QStringLiteral("S"));
        review.report = CostModel::compute(set, prices, options);
        review.assumptions.spotPools = {p1};
        review.levers = SavingsLevers::compute(
            review.report, prices, {{QStringLiteral("n1"), 10.0}, {QStringLiteral("n2"), 50.0}},
            review.assumptions);
        review.periodText = QStringLiteral("16 Nov 2026 – 22 Nov 2026 (UTC)");
        review.resolution = QStringLiteral("1h averages of 15 s samples");
        review.groupBy = QStringLiteral("namespace");
        review.idleThresholdPct = 30;
    }
};

const QString kWaste = QStringLiteral("node,gpu,sku,group,idleGpuHours,idleCost,pricedBy\n"
                                      "n2,0,B,team-b,160.00,640,instanceType\n"
                                      "n1,0,A,team-a,63.00,126,instanceType\n"
                                      "n3,0,S,team-c,10.00,4.60,gpuModel\n"
                                      "n4,0,,team-a,24.00,,none\n");

// Line wraps may fall anywhere between words (or after a hyphen), so text is
// compared with all whitespace removed.
QString squeezed(QString text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.remove(space);
}

// A line of the page (-layout) holding these cells in this order: a key and
// its value, or a table row.
bool hasRow(const QString &layout, const QStringList &cells)
{
    QStringList escaped;
    for (const QString &c : cells)
        escaped << QRegularExpression::escape(c);
    const QRegularExpression row(escaped.join(QStringLiteral("\\s+")));
    return row.match(layout).hasMatch();
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}
} // namespace

class TestCostReport : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Digit grouping in the PDF's money, as most users see it.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void csvOfATinyFleet()
    {
        const Fleet f;
        QCOMPARE(f.review.report.unpriced.size(), std::size_t(1));
        const QString expected =
            // The ledger's columns add up: used + allocated-idle + unallocated
            // + unobserved = ledgerCost (no pods here: nothing allocated), and
            // the ledger's hours are every GPU's 168 h, seen or not.
            QStringLiteral(
                "group,gpuHours,busyGpuHours,idleGpuHours,unobservedGpuHours,cost,idleCost,") +
            kLedgerHeader +
            QStringLiteral("\n\"research, west\",168.00,151.20,0.00,0.00,336,0.00,") + kLedger[0] +
            QStringLiteral("\nteam-a,192.00,90.30,87.00,144.00,336,126,") + kLedger[1] +
            QStringLiteral("\nteam-b,160.00,40.00,160.00,8.00,640,640,") + kLedger[2] +
            QStringLiteral("\nteam-c,10.00,0.50,10.00,158.00,4.60,4.60,") + kLedger[3] +
            QStringLiteral("\ntotal,530.00,282.00,257.00,310.00,1317,771,") + kLedger[4] +
            QStringLiteral("\n\n") + kWaste;
        QCOMPARE(CostReportWriter::csv(f.review), expected);
    }

    // Billed: 400 $ for team-a (64 $ over the estimate), 600.40 $ for team-b
    // (39.60 $ under), 50 $ for a tag value without GPUs, which only the total
    // holds: 1050.40 $, 266.20 $ under the 1316.60 $ estimate.
    void billedColumnsOnlyWithBilledData()
    {
        Fleet f;
        f.review.billed = {{QStringLiteral("team-a"), 400.0},
                           {QStringLiteral("team-b"), 600.4},
                           {QStringLiteral("cpu-only"), 50.0}};
        f.review.billedCurrency = QStringLiteral("USD");
        f.review.billedTagKey = QStringLiteral("team");
        const QString expected =
            QStringLiteral("group,gpuHours,busyGpuHours,idleGpuHours,unobservedGpuHours,cost,"
                           "idleCost,") +
            kLedgerHeader + QStringLiteral(",billed,difference\n") +
            QStringLiteral("\"research, west\",168.00,151.20,0.00,0.00,336,0.00,") + kLedger[0] +
            QStringLiteral(",,\nteam-a,192.00,90.30,87.00,144.00,336,126,") + kLedger[1] +
            QStringLiteral(",400,64.00\nteam-b,160.00,40.00,160.00,8.00,640,640,") + kLedger[2] +
            QStringLiteral(",600,-39.60\nteam-c,10.00,0.50,10.00,158.00,4.60,4.60,") + kLedger[3] +
            QStringLiteral(",,\ntotal,530.00,282.00,257.00,310.00,1317,771,") + kLedger[4] +
            QStringLiteral(",1050,-266\n\n") + kWaste;
        QCOMPARE(CostReportWriter::csv(f.review), expected);
        f.review.billed.clear();
        QVERIFY(!CostReportWriter::csv(f.review).contains(QStringLiteral("billed")));
    }

    void windowDaysInWords()
    {
        QCOMPARE(CostLeverText::days(0b0011111), QStringLiteral("Mon–Fri"));
        QCOMPARE(CostLeverText::days(0b1100000), QStringLiteral("Sat and Sun"));
        QCOMPARE(CostLeverText::days(0b0010101), QStringLiteral("Mon, Wed, and Fri"));
        QCOMPARE(CostLeverText::days(0b1110011), QStringLiteral("Mon, Tue, and Fri–Sun"));
        QCOMPARE(CostLeverText::days(0b1111111), QStringLiteral("every day"));
        SavingsLevers::Assumptions a;
        a.reservedTermYears = 3;
        a.offHours = {9, 17, 0b1000000};
        QCOMPARE(CostLeverText::assumptions(SavingsLevers::Kind::Reserved, a),
                 QStringLiteral("3-year term at 55 % discount, GPUs running ≥ 95 % of the period"));
        QCOMPARE(CostLeverText::assumptions(SavingsLevers::Kind::OffHours, a),
                 QStringLiteral("Window 09:00–17:00 starting Sun, only idle GPU-hours count (8 h a "
                                "week)"));
    }

    void csvFileIsTheText()
    {
        const Fleet f;
        const QString path = m_dir.filePath(QStringLiteral("cost.csv"));
        const auto written = CostReportWriter::writeCsv(f.review, path);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), CostReportWriter::csv(f.review));
    }

    void pdfHoldsTheReview()
    {
        Fleet f;
        f.review.billed = {{QStringLiteral("team-a"), 400.0}};
        f.review.billedCurrency = QStringLiteral("USD");
        f.review.billedTagKey = QStringLiteral("team");
        const QString pdf = m_dir.filePath(QStringLiteral("cost.pdf"));
        const auto written = CostReportWriter::writePdf(f.review, pdf);
        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5).startsWith("%PDF-"));

        const QString text = squeezed(pdfText(pdf));
        auto has = [&](const QString &needle) {
            if (!text.contains(squeezed(needle)))
                qWarning("not in the PDF: %s", qPrintable(needle));
            return text.contains(squeezed(needle));
        };
        const CostReview &r = f.review;
        QVERIFY(has(QStringLiteral("GPU cost review")));
        QVERIFY(has(r.periodText));
        QVERIFY(has(QStringLiteral("Figures computed at 1h averages of 15 s samples")));
        QVERIFY(has(QStringLiteral("utilisation below 30 %")));
        QCOMPARE(CostText::money(r.report.total.cost, r.report.currency),
                 QStringLiteral("1,317 USD"));
        const QString layout = pdfText(pdf, true);
        QVERIFY(hasRow(layout, {QStringLiteral("Total cost"), QStringLiteral("1,317 USD")}));
        QVERIFY(hasRow(
            layout, {QStringLiteral("Idle cost"), QStringLiteral("771 USD (59 % of the cost)")}));
        // The group table's total row, billed beside the estimate: 400 - 1316.60.
        QVERIFY(hasRow(layout, {QStringLiteral("Total"), QStringLiteral("530.0 h"),
                                QStringLiteral("282.0 h"), QStringLiteral("257.0 h"),
                                QStringLiteral("310.0 h"), QStringLiteral("1,317 USD"),
                                QStringLiteral("771 USD"), QStringLiteral("400 USD"),
                                QStringLiteral("-917 USD")}));
        QVERIFY(has(QStringLiteral("24.0 h on 1 GPU(s) without a price (model X)")));
        for (const CostLine &l : r.report.groups)
            QVERIFY(has(l.group));
        // The charts: the bars' legend and the heat map's with the window.
        QVERIFY(has(QStringLiteral("hatched: idle")));
        QVERIFY(has(QStringLiteral("outlined: off-hours window")));
        // Billed beside the estimate, and the waste table.
        QVERIFY(has(QStringLiteral("Billed − est.")));
        QVERIFY(has(QStringLiteral("not billed")));
        QVERIFY(has(QStringLiteral("Most wasteful GPUs")));

        QCOMPARE(r.levers.size(), std::size_t(4));
        for (const char *title :
             {"Off-hours deallocation", "Reserved instances", "Spot VMs", "Right-sizing"})
            QVERIFY(has(QLatin1String(title)));
        QVERIFY(has(QStringLiteral("Window 22:00–07:00 starting Mon–Fri, only idle GPU-hours "
                                   "count (45 h a week)")));
        QVERIFY(has(QStringLiteral("1-year term at 35 % discount, GPUs running ≥ 95 % of the "
                                   "period")));
        QVERIFY(has(QStringLiteral("pools p1; 70 % discount; 5 % of work lost to evictions")));
        QVERIFY(has(QStringLiteral("20 % memory headroom")));
        // Right-sizing's evidence: n1 fits on S.
        QVERIFY(has(QStringLiteral("Smaller SKU")));
        QVERIFY(has(QStringLiteral("so their savings do not add up")));

        QVERIFY(has(QStringLiteral("Definitions")));
        for (const QString &d : {CostText::gpuHoursDefinition(), CostText::busyDefinition(),
                                 CostText::idleDefinition(30), CostText::unobservedDefinition(),
                                 CostText::costDefinition(QStringLiteral("USD")),
                                 CostText::idleCostDefinition(), CostText::perBusyHourDefinition(),
                                 CostText::billedDefinition(QStringLiteral("team"))})
            QVERIFY(has(d));
    }

    // The Budget tab's figures reach the PDF as the view shows them: a
    // typed budget of 5,000 USD over the tiny fleet's week (16-22 November;
    // the days of November before it at the week's daily rate).
    void pdfHoldsTheBudgetAsTheViewShowsIt()
    {
        Fleet f;
        std::vector<DailySpend> days;
        for (const DayCost &d : f.review.report.days) {
            double cost = 0;
            for (const CostFigures &g : d.groups)
                cost += g.cost;
            days.push_back({d.date, cost});
        }
        QCOMPARE(days.size(), std::size_t(7));
        BudgetPanel panel(nullptr, nullptr);
        panel.setEstimate(days, QStringLiteral("USD"), days.back().date, 20.0,
                          QStringLiteral("Off-hours deallocation"));
        auto *amount = panel.findChild<QDoubleSpinBox *>(QStringLiteral("budgetAmount"));
        QVERIFY(amount);
        amount->setValue(5000);
        QVERIFY(panel.view());
        const CostBudget b = *panel.view();
        QCOMPARE(b.forecast.estimatedDays, 15);
        f.review.budget = b;
        const QString pdf = m_dir.filePath(QStringLiteral("budget.pdf"));
        QVERIFY(CostReportWriter::writePdf(f.review, pdf));
        const QString text = squeezed(pdfText(pdf));
        const QString layout = pdfText(pdf, true);
        QVERIFY(text.contains(squeezed(QStringLiteral("Budget: 5,000 USD a month"))));
        QVERIFY(text.contains(
            squeezed(CostText::money(b.forecast.spentToDate, QStringLiteral("USD")))));
        QVERIFY(text.contains(
            squeezed(CostText::money(b.forecast.projectedWeekday, QStringLiteral("USD")))));
        QVERIFY(text.contains(squeezed(QStringLiteral("with Off-hours deallocation"))));
        for (const QString &n : b.notes)
            QVERIFY2(text.contains(squeezed(n)), qPrintable(n));
        // Each row of the threshold table, cell by cell as the view has it.
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("budgetThresholdTable"));
        QVERIFY(table && table->rowCount() == 3);
        for (int row = 0; row < table->rowCount(); ++row) {
            QStringList cells;
            for (int col = 1; col < table->columnCount(); ++col)
                if (!table->item(row, col)->text().isEmpty())
                    cells << table->item(row, col)->text();
            cells.prepend(QStringLiteral("%1 %").arg(
                b.forecast.crossings[std::size_t(row)].threshold.percent));
            QVERIFY2(hasRow(layout, cells), qPrintable(cells.join(QStringLiteral(" | "))));
        }
    }

    // A lever that cannot be counted says why instead of showing 0.
    void pdfSaysWhyALeverIsNotCounted()
    {
        Fleet f;
        f.review.assumptions.spotPools.clear();
        f.review.levers =
            SavingsLevers::compute(f.review.report, f.prices, {}, f.review.assumptions);
        const QString pdf = m_dir.filePath(QStringLiteral("uncounted.pdf"));
        QVERIFY(CostReportWriter::writePdf(f.review, pdf));
        const QString text = squeezed(pdfText(pdf));
        QVERIFY(text.contains(squeezed(f.review.levers[2].unavailable)));
        QVERIFY(text.contains(squeezed(f.review.levers[3].unavailable)));
        QVERIFY(text.contains(squeezed(QStringLiteral("pools (none chosen)"))));
    }

    void failuresLeaveNoFile()
    {
        const Fleet f;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("missing-dir"));
        for (const QString &name : {QStringLiteral("c.csv"), QStringLiteral("c.pdf")}) {
            const QString path = missing + QLatin1Char('/') + name;
            const auto written = name.endsWith(QLatin1String(".csv"))
                                     ? CostReportWriter::writeCsv(f.review, path)
                                     : CostReportWriter::writePdf(f.review, path);
            QVERIFY(!written);
            QVERIFY2(written.error().startsWith(QStringLiteral("cannot write ")) &&
                         written.error().contains(QStringLiteral("missing-dir/") + name),
                     qPrintable(written.error()));
        }
        QVERIFY(!QFileInfo::exists(missing));
        // A directory is not a file either, even for root; its temporary
        // file is removed again.
        const QString sub = dir.filePath(QStringLiteral("a-dir"));
        QVERIFY(QDir().mkpath(sub));
        QVERIFY(!CostReportWriter::writePdf(f.review, sub));
        QVERIFY(!CostReportWriter::writeCsv(f.review, sub));
        QCOMPARE(filesIn(dir.path()), QStringList());

        // Nothing counted yet: nothing to export.
        const QString empty = dir.filePath(QStringLiteral("empty.csv"));
        const auto none = CostReportWriter::writeCsv(CostReview{}, empty);
        QVERIFY(!none);
        QCOMPARE(none.error(), QStringLiteral("the cost review holds no figures to export yet"));
        QVERIFY(!CostReportWriter::writePdf(CostReview{}, dir.filePath(QStringLiteral("e.pdf"))));
        QCOMPARE(filesIn(dir.path()), QStringList());
    }

  private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestCostReport)
#include "tst_costreport.moc"

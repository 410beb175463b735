#include "costview.h"

#include "billedcostpanel.h"
#include "budgetpanel.h"
#include "costcharts.h"
#include "costchartwidgets.h"
#include "costleverspanel.h"
#include "costlevertext.h"
#include "costreportwriter.h"
#include "costsummarytiles.h"
#include "costtablemodels.h"
#include "costtext.h"
#include "customrangedialog.h"
#include "liveworkspace.h"
#include "pricetabledialog.h"
#include "pricetablestore.h"
#include "snapshot.h"

#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QtConcurrent>
#include <QVBoxLayout>

namespace {
const QString kSettings = QStringLiteral("cost/");

// The groupings offered; any other label can be typed.
const QStringList &groupings()
{
    static const QStringList g{QStringLiteral("namespace"), QStringLiteral("nodepool"),
                               QStringLiteral("sku"),       QStringLiteral("node"),
                               QStringLiteral("modelName"), QStringLiteral("CostCenter")};
    return g;
}
} // namespace

CostView::CostView(LiveWorkspace *workspace, QNetworkAccessManager *nam, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_nam(nam)
{
    setObjectName(QStringLiteral("costView"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildControls());
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("costStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_notes = new QLabel(this);
    m_notes->setObjectName(QStringLiteral("costNotes"));
    m_notes->setAccessibleName(tr("Notes on the figures"));
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->hide();
    layout->addWidget(m_notes);
    m_summary = new CostSummaryTiles(this);
    layout->addWidget(m_summary);
    layout->addWidget(buildBody(), 1);

    auto prices = PriceTableStore::load();
    if (prices) {
        m_prices = *prices;
    } else {
        m_prices = PriceTable::defaults();
        showError(
            tr("%1 — using the default prices until it is fixed (Prices…).").arg(prices.error()));
    }
}

CostView::~CostView()
{
    // Hiding a focused editor ends its editing, and ~QWidget hides only after
    // this class's members are gone: a recount from there used freed data.
    m_groupBy->lineEdit()->disconnect(this);
    m_threshold->disconnect(this);
}

QWidget *CostView::buildControls()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    QSettings s;

    m_period = new QComboBox(bar);
    m_period->setObjectName(QStringLiteral("costPeriod"));
    m_period->setAccessibleName(tr("Period"));
    m_period->addItem(tr("Last 24 hours"), QStringLiteral("24h"));
    m_period->addItem(tr("Last 7 days"), QStringLiteral("7d"));
    m_period->addItem(tr("Last 30 days"), QStringLiteral("30d"));
    m_period->addItem(tr("This month"), QStringLiteral("thisMonth"));
    m_period->addItem(tr("Last month"), QStringLiteral("lastMonth"));
    m_period->addItem(tr("Custom…"), QStringLiteral("custom"));
    m_period->setCurrentIndex(std::max(
        0,
        m_period->findData(s.value(kSettings + QStringLiteral("period"), QStringLiteral("7d")))));

    m_groupBy = new QComboBox(bar);
    m_groupBy->setObjectName(QStringLiteral("costGroupBy"));
    m_groupBy->setAccessibleName(tr("Group by label"));
    m_groupBy->setEditable(true);
    m_groupBy->lineEdit()->setAccessibleName(m_groupBy->accessibleName());
    m_groupBy->addItems(groupings());
    m_groupBy->setToolTip(tr("A label of the DCGM series (namespace, CostCenter, Product…), or "
                             "node, sku or nodepool, which FleetScope knows without a label."));
    m_groupBy->setCurrentText(
        s.value(kSettings + QStringLiteral("groupBy"), QStringLiteral("namespace")).toString());

    m_threshold = new QDoubleSpinBox(bar);
    m_threshold->setObjectName(QStringLiteral("costIdleThreshold"));
    m_threshold->setAccessibleName(tr("Idle threshold"));
    m_threshold->setRange(1, 100);
    m_threshold->setDecimals(0);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_threshold->setValue(s.value(kSettings + QStringLiteral("idleThreshold"), 30.0).toDouble());
    m_threshold->setToolTip(CostText::idleDefinition(m_threshold->value()));

    m_zone = new QComboBox(bar);
    m_zone->setObjectName(QStringLiteral("costZone"));
    m_zone->setAccessibleName(tr("Time zone of days and hours"));
    m_zone->addItem(tr("Local time"), false);
    m_zone->addItem(tr("UTC"), true);
    m_zone->setCurrentIndex(s.value(kSettings + QStringLiteral("utc"), false).toBool() ? 1 : 0);

    m_reload = new QPushButton(tr("Reload"), bar);
    m_reload->setObjectName(QStringLiteral("costReload"));
    auto *prices = new QPushButton(tr("Prices…"), bar);
    prices->setObjectName(QStringLiteral("costPrices"));
    auto *csv = new QPushButton(tr("Export CSV…"), bar);
    csv->setObjectName(QStringLiteral("costExportCsv"));
    auto *pdf = new QPushButton(tr("Export PDF…"), bar);
    pdf->setObjectName(QStringLiteral("costExportPdf"));

    row->addWidget(new QLabel(tr("Period"), bar));
    row->addWidget(m_period);
    row->addWidget(new QLabel(tr("Group by"), bar));
    row->addWidget(m_groupBy);
    row->addWidget(new QLabel(tr("Idle below"), bar));
    row->addWidget(m_threshold);
    row->addWidget(m_zone);
    row->addWidget(m_reload);
    row->addStretch();
    row->addWidget(prices);
    row->addWidget(csv);
    row->addWidget(pdf);

    connect(m_period, &QComboBox::activated, this, [this] {
        if (m_period->currentData().toString() == QLatin1String("custom"))
            choosePeriod();
        QSettings().setValue(kSettings + QStringLiteral("period"), m_period->currentData());
        reload();
    });
    auto recountOn = [this] {
        QSettings s;
        s.setValue(kSettings + QStringLiteral("groupBy"), m_groupBy->currentText().trimmed());
        s.setValue(kSettings + QStringLiteral("idleThreshold"), m_threshold->value());
        s.setValue(kSettings + QStringLiteral("utc"), m_zone->currentData());
        m_threshold->setToolTip(CostText::idleDefinition(m_threshold->value()));
        // Leaving a field unchanged is no reason to count again.
        if (!m_busy && m_review.groupBy == m_groupBy->currentText().trimmed() &&
            m_review.idleThresholdPct == m_threshold->value() && m_review.report.timeZone == zone())
            return;
        recount();
    };
    connect(m_groupBy, &QComboBox::activated, this, recountOn);
    connect(m_groupBy->lineEdit(), &QLineEdit::editingFinished, this, recountOn);
    connect(m_threshold, &QDoubleSpinBox::editingFinished, this, recountOn);
    connect(m_zone, &QComboBox::activated, this, recountOn);
    connect(m_reload, &QPushButton::clicked, this, &CostView::reload);
    connect(prices, &QPushButton::clicked, this, &CostView::editPrices);
    connect(csv, &QPushButton::clicked, this, &CostView::exportCsv);
    connect(pdf, &QPushButton::clicked, this, &CostView::exportPdf);
    return bar;
}

QWidget *CostView::buildBody()
{
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *charts = new QWidget(split);
    auto *cl = new QVBoxLayout(charts);
    cl->setContentsMargins(0, 0, 0, 0);
    auto *barsTitle = new QLabel(tr("<b>Cost per day by group</b> (hatched: idle)"), charts);
    m_bars = new CostBarsWidget(charts);
    m_bars->setObjectName(QStringLiteral("costBars"));
    auto *heatTitle = new QLabel(tr("<b>Idle share of GPU-hours by hour and weekday</b> — where "
                                    "off-hours scheduling would pay"),
                                 charts);
    m_heat = new CostHeatMapWidget(charts);
    m_heat->setObjectName(QStringLiteral("costHeatMap"));
    // Titles wrap, so they never set the charts' minimum width.
    barsTitle->setWordWrap(true);
    heatTitle->setWordWrap(true);
    cl->addWidget(barsTitle);
    cl->addWidget(m_bars, 3);
    cl->addWidget(heatTitle);
    cl->addWidget(m_heat, 2);

    auto *tabs = new QTabWidget(split);
    tabs->setObjectName(QStringLiteral("costTabs"));
    auto *groupsPage = new QWidget(tabs);
    auto *gl = new QVBoxLayout(groupsPage);
    m_groups = new CostGroupModel(this);
    m_groupTable = new QTableView(groupsPage);
    m_groupTable->setObjectName(QStringLiteral("costGroupTable"));
    m_groupTable->setAccessibleName(tr("Cost by group"));
    m_groupTable->setModel(m_groups);
    m_groupTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_groupTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_groupTable->verticalHeader()->hide();
    m_groupTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_billed = new BilledCostPanel(m_workspace, m_nam, groupsPage);
    gl->addWidget(m_groupTable, 1);
    gl->addWidget(m_billed);
    connect(m_groupTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &i) { m_bars->setHighlight(m_groups->groupAt(i.row())); });
    connect(m_billed, &BilledCostPanel::billedChanged, this,
            [this](const QHash<QString, double> &b, const QString &currency, const QString &tag) {
                m_review.billed = b;
                m_review.billedCurrency = currency;
                m_review.billedTagKey = tag;
                m_groups->setBilled(b, currency, tag);
                emit updated();
            });
    tabs->addTab(groupsPage, tr("By group"));

    m_waste = new WasteModel(this);
    auto *wasteTable = new QTableView(tabs);
    wasteTable->setObjectName(QStringLiteral("costWasteTable"));
    wasteTable->setModel(m_waste);
    wasteTable->verticalHeader()->hide();
    wasteTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tabs->addTab(wasteTable, tr("Most wasteful GPUs"));

    m_levers = new CostLeversPanel(tabs);
    m_levers->setObjectName(QStringLiteral("costLevers"));
    auto *scroll = new QScrollArea(tabs);
    scroll->setWidget(m_levers);
    scroll->setWidgetResizable(true);
    tabs->addTab(scroll, tr("Savings levers"));
    connect(m_levers, &CostLeversPanel::assumptionsChanged, this, &CostView::updateLevers);

    m_budget = new BudgetPanel(m_billed, m_nam, tabs);
    tabs->addTab(m_budget, tr("Budget"));
    connect(m_budget, &BudgetPanel::changed, this, [this] {
        m_review.budget = m_budget->view();
        emit updated();
    });

    split->addWidget(charts);
    split->addWidget(tabs);
    split->setSizes({600, 700});
    // The tab the reviewer used last opens again.
    tabs->setCurrentIndex(QSettings().value(kSettings + QStringLiteral("tab"), 0).toInt());
    connect(tabs, &QTabWidget::currentChanged, this,
            [](int i) { QSettings().setValue(kSettings + QStringLiteral("tab"), i); });
    return split;
}

QTimeZone CostView::zone() const
{
    return m_zone->currentData().toBool() ? QTimeZone::utc() : QTimeZone::systemTimeZone();
}

std::pair<qint64, qint64> CostView::periodRange() const
{
    const QString p = m_period->currentData().toString();
    const QDateTime now = QDateTime::currentDateTime().toTimeZone(zone());
    const qint64 nowMs = now.toMSecsSinceEpoch();
    constexpr qint64 kDay = 24 * 3600 * 1000;
    // Whole minutes, so a reload a few seconds later asks for the same grid.
    const qint64 to = nowMs / 60'000 * 60'000;
    if (p == QLatin1String("24h"))
        return {to - kDay, to};
    if (p == QLatin1String("30d"))
        return {to - 30 * kDay, to};
    if (p == QLatin1String("thisMonth") || p == QLatin1String("lastMonth")) {
        QDate first(now.date().year(), now.date().month(), 1);
        if (p == QLatin1String("lastMonth")) {
            const QDate last = first;
            first = first.addMonths(-1);
            return {QDateTime(first, QTime(0, 0), zone()).toMSecsSinceEpoch(),
                    QDateTime(last, QTime(0, 0), zone()).toMSecsSinceEpoch() - 60'000};
        }
        return {QDateTime(first, QTime(0, 0), zone()).toMSecsSinceEpoch(), to};
    }
    if (p == QLatin1String("custom") && m_customTo > m_customFrom)
        return {m_customFrom, m_customTo};
    return {to - 7 * kDay, to};
}

void CostView::choosePeriod()
{
    const auto [from, to] = m_customTo > m_customFrom
                                ? std::pair{m_customFrom, m_customTo}
                                : std::pair{QDateTime::currentMSecsSinceEpoch() - 7 * 86'400'000,
                                            QDateTime::currentMSecsSinceEpoch()};
    CustomRangeDialog dlg(from, to, this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    m_customFrom = dlg.fromMs();
    m_customTo = dlg.toMs();
}

void CostView::setSnapshot(const Snapshot *snapshot, const QString &name)
{
    m_snapshot = snapshot;
    m_snapshotName = name;
    m_period->setEnabled(!snapshot);
    m_reload->setEnabled(!snapshot);
    m_data.reset();
    invalidate();
}

void CostView::activate()
{
    m_billed->refreshSources();
    if (!m_loadedOnce)
        reload();
}

void CostView::invalidate()
{
    m_loadedOnce = false;
    if (isVisible())
        activate();
}

void CostView::setBusy(bool busy)
{
    m_busy = busy;
    m_reload->setEnabled(!busy && !m_snapshot);
    setCursor(busy ? Qt::BusyCursor : Qt::ArrowCursor);
}

void CostView::showError(const QString &text)
{
    // The figures already shown stay; the message says why they are not newer.
    m_status->setText(
        QStringLiteral("<span style='color:#b00020'>%1</span>").arg(text.toHtmlEscaped()));
    emit statusMessage(text);
}

void CostView::reload()
{
    m_loadedOnce = true;
    const quint64 generation = ++m_loadGeneration;
    if (m_snapshot) {
        applyData(CostDataLoader::fromSnapshot(*m_snapshot, m_snapshotName), generation);
        return;
    }
    const SourceList sources = m_workspace->sources();
    if (sources.sources.empty()) {
        showError(tr("No data sources: open a sources file (File ▸ Open Sources) or a snapshot."));
        emit updated();
        return;
    }
    const auto [from, to] = periodRange();
    setBusy(true);
    m_status->setText(tr("Counting GPU-hours from %1 to %2…")
                          .arg(QLocale().toString(QDateTime::fromMSecsSinceEpoch(from, zone()),
                                                  QLocale::ShortFormat),
                               QLocale().toString(QDateTime::fromMSecsSinceEpoch(to, zone()),
                                                  QLocale::ShortFormat)));
    // A sign-in prompt from the worker reaches the status line.
    QPointer<CostView> self(this);
    auto tellUser = [self](const QString &message) {
        QMetaObject::invokeMethod(
            qApp,
            [self, message] {
                if (self)
                    self->m_status->setText(message);
            },
            Qt::QueuedConnection);
    };
    auto *watcher = new QFutureWatcher<CostDataLoader::Result>(this);
    connect(watcher, &QFutureWatcher<CostDataLoader::Result>::finished, this,
            [this, watcher, generation] {
                watcher->deleteLater();
                applyData(watcher->result(), generation);
            });
    watcher->setFuture(QtConcurrent::run([sources, from, to, tellUser] {
        return CostDataLoader::fromSources(sources, {from, to, 0, true}, tellUser);
    }));
}

void CostView::applyData(CostDataLoader::Result result, quint64 generation)
{
    if (generation != m_loadGeneration)
        return; // a newer load is under way
    setBusy(false);
    if (!result) {
        showError(result.error().message);
        emit updated();
        return;
    }
    if (result->utilisation.series.empty()) {
        showError(
            tr("No %1 series in this period: nothing to count.").arg(result->utilisationMetric));
        emit updated();
        return;
    }
    m_data = std::make_shared<const CostData>(std::move(*result));
    recount();
}

void CostView::recount()
{
    if (!m_data)
        return;
    const QString groupBy = m_groupBy->currentText().trimmed();
    if (groupBy.isEmpty()) {
        showError(tr("Name a label to group by."));
        return;
    }
    CostModel::Options options;
    options.idleThresholdPct = m_threshold->value();
    options.groupBy = groupBy;
    options.timeZone = zone();
    const quint64 generation = ++m_countGeneration;
    setBusy(true);
    auto *watcher = new QFutureWatcher<CostReport>(this);
    connect(watcher, &QFutureWatcher<CostReport>::finished, this,
            [this, watcher, generation, groupBy] {
                watcher->deleteLater();
                if (generation != m_countGeneration)
                    return;
                setBusy(false);
                m_review.report = watcher->result();
                m_review.groupBy = groupBy;
                m_review.idleThresholdPct = m_threshold->value();
                m_review.resolution = m_data->resolution;
                m_review.notes = CostDataLoader::notes(*m_data, m_review.report);
                showReview();
            });
    watcher->setFuture(QtConcurrent::run([data = m_data, prices = m_prices, options] {
        return CostDataLoader::count(*data, prices, options);
    }));
}

void CostView::showReview()
{
    const CostReport &r = m_review.report;
    const QLocale locale;
    const QString from =
        locale.toString(QDateTime::fromMSecsSinceEpoch(r.fromMs, r.timeZone), QLocale::ShortFormat);
    const QString to =
        locale.toString(QDateTime::fromMSecsSinceEpoch(r.toMs, r.timeZone), QLocale::ShortFormat);
    m_review.periodText = m_zone->currentData().toBool() ? tr("%1 – %2 UTC").arg(from, to)
                                                         : tr("%1 – %2 local time").arg(from, to);
    QString status = tr("%1 · %n GPU(s) · figures computed at %2", nullptr, int(r.gpus.size()))
                         .arg(m_review.periodText, m_review.resolution);
    if (!m_data->warnings.isEmpty())
        status += QStringLiteral(" · ") + m_data->warnings.join(QStringLiteral("; "));
    m_status->setText(status.toHtmlEscaped());
    QStringList notes;
    for (const QString &n : m_review.notes)
        notes << QStringLiteral("• ") + n;
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());

    m_summary->setReport(r, m_review.idleThresholdPct);

    m_bars->setReport(&m_review.report, CostCharts::barGroups(r));
    m_heat->setReport(&m_review.report);
    m_groups->setReport(r, m_review.idleThresholdPct);
    m_waste->setReport(r);
    QStringList pools;
    for (const GpuCost &g : r.gpus)
        if (!g.pool.isEmpty() && !pools.contains(g.pool))
            pools << g.pool;
    pools.sort();
    m_levers->setPools(pools);
    m_billed->setPeriod(QDateTime::fromMSecsSinceEpoch(r.fromMs, QTimeZone::utc()).date(),
                        QDateTime::fromMSecsSinceEpoch(r.toMs, QTimeZone::utc()).date());
    updateLevers();
}

void CostView::updateLevers()
{
    if (!m_data || m_review.report.gpus.empty()) {
        m_levers->clear(tr("Load a period with GPU utilisation first."));
        m_review.levers.clear();
        updateBudget();
        return;
    }
    m_review.assumptions = m_levers->assumptions();
    m_review.levers =
        SavingsLevers::compute(m_review.report, m_prices, m_data->peaks, m_review.assumptions);
    m_levers->setLevers(m_review.levers, m_review.report.currency);
    m_heat->setWindow(m_review.assumptions.offHours);
    updateBudget();
    emit updated();
}

void CostView::updateBudget()
{
    const CostReport &r = m_review.report;
    // Whole days only: a day the range cuts would read as a cheap one.
    const QDateTime start = QDateTime::fromMSecsSinceEpoch(r.fromMs, r.timeZone);
    const QDate first = start.time() == QTime(0, 0) ? start.date() : start.date().addDays(1);
    const QDate last =
        QDateTime::fromMSecsSinceEpoch(r.toMs + r.stepMs, r.timeZone).date().addDays(-1);
    std::vector<DailySpend> days;
    for (const DayCost &d : r.days) {
        if (d.date < first || d.date > last)
            continue;
        double cost = 0;
        for (const CostFigures &f : d.groups)
            cost += f.cost;
        days.push_back({d.date, cost});
    }
    // The levers overlap, so the largest alone is what the budget could count on.
    const SavingsLevers::Lever *best = nullptr;
    for (const SavingsLevers::Lever &l : m_review.levers)
        if (l.unavailable.isEmpty() && l.monthlySaving > 0 &&
            (!best || l.monthlySaving > best->monthlySaving))
            best = &l;
    m_budget->setEstimate(std::move(days), r.currency, first <= last ? last : QDate(),
                          best ? best->monthlySaving / (730.0 / 24.0) : 0.0,
                          best ? CostLeverText::title(best->kind) : QString());
}

void CostView::setIdleThreshold(double pct)
{
    if (qFuzzyCompare(m_threshold->value(), pct))
        return;
    m_threshold->setValue(pct);
    // The same path as an edit in the field: saved, explained, recounted.
    emit m_threshold->editingFinished();
}

double CostView::idleThreshold() const
{
    return m_threshold->value();
}

void CostView::editPrices()
{
    PriceTableDialog dlg(m_prices, this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    m_prices = dlg.table();
    // The defaults as they are stay the defaults, so later releases' price
    // updates reach this user too.
    if (m_prices == PriceTable::defaults())
        PriceTableStore::resetToDefaults();
    else if (const auto saved = PriceTableStore::save(m_prices); !saved)
        showError(tr("The prices are used but could not be saved: %1").arg(saved.error()));
    recount();
}

void CostView::exportCsv()
{
    if (m_review.report.groups.empty()) {
        showError(tr("Nothing to export yet: load a period first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Cost Table"), QStringLiteral("gpu-cost.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (const auto ok = CostReportWriter::writeCsv(m_review, path); !ok)
        showError(ok.error());
    else
        emit statusMessage(tr("Cost table written to %1").arg(path));
}

void CostView::exportPdf()
{
    if (m_review.report.groups.empty()) {
        showError(tr("Nothing to export yet: load a period first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Cost Report"),
                                                      QStringLiteral("gpu-cost-review.pdf"),
                                                      tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (const auto ok = CostReportWriter::writePdf(m_review, path); !ok)
        showError(ok.error());
    else
        emit statusMessage(tr("Cost report written to %1").arg(path));
}

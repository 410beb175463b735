#include "budgetpanel.h"

#include "billedcostpanel.h"
#include "budgetchart.h"
#include "budgetchartwidget.h"
#include "budgetsclient.h"
#include "costmanagementclient.h"
#include "costtext.h"

#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
const QString kAmountKey = QStringLiteral("cost/budgetAmount");
const QString kThresholdsKey = QStringLiteral("cost/budgetThresholds");
constexpr int kTyped = 0; // the first choice: the typed budget

// "80, 90, 100" -> thresholds on the actual spend; none when a part is not
// a percentage above zero.
std::optional<std::vector<BudgetThreshold>> thresholdsFrom(const QString &text)
{
    std::vector<BudgetThreshold> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double v = QLocale().toDouble(part.trimmed().remove(QLatin1Char('%')).trimmed(), &ok);
        if (!ok || !(v > 0) || v > 1000)
            return std::nullopt;
        out.push_back({v, false, true});
    }
    std::sort(out.begin(), out.end(), [](const BudgetThreshold &a, const BudgetThreshold &b) {
        return a.percent < b.percent;
    });
    return out;
}

QString dayText(const std::optional<QDate> &d)
{
    return d ? QLocale().toString(*d, QStringLiteral("ddd d MMM")) : QStringLiteral("—");
}
} // namespace

BudgetPanel::BudgetPanel(BilledCostPanel *billed, QNetworkAccessManager *nam, QWidget *parent)
    : QWidget(parent), m_billed(billed), m_nam(nam), m_choice(new QComboBox(this)),
      m_amount(new QDoubleSpinBox(this)), m_thresholds(new QLineEdit(this)),
      m_read(new QPushButton(tr("Read Azure Budgets"), this)), m_summary(new QLabel(this)),
      m_chart(new BudgetChartWidget(this)), m_legend(new QLabel(this)),
      m_table(new QTableWidget(this)), m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("budgetPanel"));
    m_choice->setObjectName(QStringLiteral("budgetChoice"));
    m_choice->setAccessibleName(tr("Budget"));
    m_choice->addItem(tr("Typed budget (monthly)"));
    m_amount->setObjectName(QStringLiteral("budgetAmount"));
    m_amount->setAccessibleName(tr("Budget amount per month"));
    m_amount->setRange(0, 1e12);
    m_amount->setDecimals(0);
    m_amount->setGroupSeparatorShown(true);
    m_amount->setValue(QSettings().value(kAmountKey, 0.0).toDouble());
    m_thresholds->setObjectName(QStringLiteral("budgetThresholds"));
    m_thresholds->setAccessibleName(tr("Budget thresholds in percent"));
    m_thresholds->setToolTip(tr("Percentages of the amount, separated by commas."));
    m_thresholds->setText(
        QSettings().value(kThresholdsKey, QStringLiteral("80, 90, 100")).toString());
    m_read->setObjectName(QStringLiteral("budgetRead"));
    m_read->setToolTip(tr("The Consumption budgets of the scope named under \"By group\" "
                          "(Billed cost from)."));
    m_summary->setObjectName(QStringLiteral("budgetSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_chart->setObjectName(QStringLiteral("budgetChart"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("budgetThresholdTable"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({tr("Threshold"), tr("Crossed"), tr("At the straight line"),
                                        tr("By weekday pattern"), tr("With the largest lever")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMaximumHeight(170);
    m_status->setObjectName(QStringLiteral("budgetStatus"));
    m_status->setWordWrap(true);
    m_status->hide();

    auto *form = new QGridLayout;
    form->addWidget(new QLabel(tr("Budget"), this), 0, 0);
    form->addWidget(m_choice, 0, 1, 1, 3);
    form->addWidget(m_read, 0, 4);
    form->addWidget(new QLabel(tr("Amount per month"), this), 1, 0);
    form->addWidget(m_amount, 1, 1);
    form->addWidget(new QLabel(tr("Thresholds (%)"), this), 1, 2);
    form->addWidget(m_thresholds, 1, 3, 1, 2);
    form->setColumnStretch(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_table);

    connect(m_choice, &QComboBox::currentIndexChanged, this, &BudgetPanel::recompute);
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        QSettings().setValue(kAmountKey, v);
        recompute();
    });
    connect(m_thresholds, &QLineEdit::editingFinished, this, [this] {
        QSettings().setValue(kThresholdsKey, m_thresholds->text());
        recompute();
    });
    connect(m_read, &QPushButton::clicked, this, &BudgetPanel::readAzureBudgets);
    recompute();
}

BudgetPanel::~BudgetPanel()
{
    if (m_budgetsClient)
        m_budgetsClient->cancel();
    if (m_billedClient)
        m_billedClient->cancel();
}

void BudgetPanel::setEstimate(std::vector<DailySpend> days, const QString &currency,
                              const QDate &lastDay, double leverPerDay, const QString &leverName)
{
    m_estimate = std::move(days);
    m_estimateCurrency = currency;
    m_estimateLastDay = lastDay;
    m_leverPerDay = leverPerDay;
    m_leverName = leverName;
    m_amount->setSuffix(QLatin1Char(' ') + currency);
    recompute();
}

void BudgetPanel::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
    m_status->setVisible(!text.isEmpty());
}

void BudgetPanel::readAzureBudgets()
{
    const auto target = m_billed->azureTarget();
    if (!target) {
        setStatus(target.error(), true);
        return;
    }
    if (m_budgetsClient)
        m_budgetsClient->cancel();
    if (m_billedClient)
        m_billedClient->cancel();
    m_read->setEnabled(false);
    setStatus(tr("Asking Azure for the budgets of %1…").arg(target->scope), false);
    m_budgetsClient = new BudgetsClient(m_nam, target->tokens, target->cloud, this);
    connect(m_budgetsClient, &BudgetsClient::finished, this, &BudgetPanel::onBudgets);
    connect(m_budgetsClient, &BudgetsClient::retrying, this,
            [this](const QString &reason, qint64 delayMs) {
                setStatus(tr("%1; retrying in %2 s").arg(reason).arg((delayMs + 999) / 1000),
                          false);
            });
    m_budgetsClient->start(target->scope);
    // The rates: the scope's billed cost per day over the last 28 days.
    const QDate today = QDateTime::currentDateTimeUtc().date();
    m_billedDays.clear();
    m_billedProblem.clear();
    m_billedClient = new CostManagementClient(m_nam, target->tokens, target->cloud, this);
    connect(m_billedClient, &CostManagementClient::finished, this, &BudgetPanel::onBilled);
    m_billedClient->start(
        {target->scope, today.addDays(-27), today,
         m_billed->tagKey().isEmpty() ? QStringLiteral("CostCenter") : m_billed->tagKey()});
}

void BudgetPanel::onBudgets()
{
    auto *client = qobject_cast<BudgetsClient *>(sender());
    if (!client || client != m_budgetsClient)
        return;
    client->deleteLater();
    m_read->setEnabled(true);
    const auto &result = client->result();
    if (!result) {
        // The budgets shown before, and the typed one, stay.
        setStatus(tr("Budgets: %1").arg(result.error().message), true);
        return;
    }
    const QString chosen = m_choice->currentIndex() > kTyped ? m_choice->currentText() : QString();
    m_azure = result->budgets;
    QSignalBlocker block(m_choice);
    while (m_choice->count() > 1)
        m_choice->removeItem(1);
    for (const Budget &b : m_azure)
        m_choice->addItem(
            tr("%1 (%2, %3)")
                .arg(b.name, Budget::grainName(b.grain), CostText::money(b.amount, b.currency)));
    QStringList said = result->skipped;
    if (m_azure.empty())
        said.prepend(tr("The scope has no cost budgets in Azure; a typed budget works the same."));
    else
        said.prepend(tr("%n budget(s) read from Azure.", nullptr, int(m_azure.size())));
    setStatus(said.join(QLatin1Char(' ')), false);
    const int again = chosen.isEmpty() ? -1 : m_choice->findText(chosen);
    m_choice->setCurrentIndex(again > 0 ? again : (m_azure.empty() ? kTyped : 1));
    block.unblock();
    recompute();
}

void BudgetPanel::onBilled()
{
    auto *client = qobject_cast<CostManagementClient *>(sender());
    if (!client || client != m_billedClient)
        return;
    client->deleteLater();
    const auto &result = client->result();
    m_billedDays.clear();
    m_billedCurrency.clear();
    if (!result) {
        m_billedProblem = result.error().message;
    } else {
        QMap<QDate, double> perDay;
        for (const BilledCost &c : *result) {
            perDay[c.date] += c.cost;
            if (m_billedCurrency.isEmpty())
                m_billedCurrency = c.currency;
        }
        for (auto it = perDay.cbegin(); it != perDay.cend(); ++it)
            m_billedDays.push_back({it.key(), it.value()});
    }
    recompute();
}

bool BudgetPanel::leversApply() const
{
    return m_leverPerDay > 0 && m_budget.currency == m_estimateCurrency;
}

void BudgetPanel::recompute()
{
    const bool typed = m_choice->currentIndex() <= kTyped;
    m_amount->setEnabled(typed);
    m_thresholds->setEnabled(typed);
    m_notes.clear();
    BudgetForecast::Input in;
    if (typed) {
        const auto thresholds = thresholdsFrom(m_thresholds->text());
        if (!thresholds) {
            setStatus(tr("The thresholds must be percentages separated by commas, such as "
                         "80, 90, 100."),
                      true);
            m_thresholdError = true;
            return;
        }
        if (m_thresholdError)
            setStatus({}, false);
        m_thresholdError = false;
        if (!m_estimateLastDay.isValid()) {
            m_forecast.reset();
            m_view.reset();
            m_summary->setText(tr("The review's period holds no whole day of GPU cost: choose This "
                                  "month (or Last 7 days, Last 30 days) to forecast a typed "
                                  "budget."));
            m_chart->setForecast(std::nullopt, 0, {}, false);
            m_table->setRowCount(0);
            emit changed();
            return;
        }
        m_budget = Budget::typed(m_amount->value(), m_estimateCurrency, m_estimateLastDay);
        m_budget.thresholds = *thresholds;
        in.today = m_estimateLastDay;
        in.history = m_estimate;
        m_notes << tr("Spend is FleetScope's estimate of the GPUs' cost, from the telemetry.");
    } else {
        m_budget = m_azure.at(std::size_t(m_choice->currentIndex() - 1));
        in.today = QDateTime::currentDateTimeUtc().date();
        if (!m_billedProblem.isEmpty())
            m_notes << tr("No daily billed cost to forecast from: %1").arg(m_billedProblem);
        else if (!m_budget.currency.isEmpty() && !m_billedCurrency.isEmpty() &&
                 m_budget.currency != m_billedCurrency)
            m_notes << tr("The budget is in %1 and the billed cost in %2. FleetScope does not "
                          "convert currencies: only Azure's own spend and forecast are shown.")
                           .arg(m_budget.currency, m_billedCurrency);
        else
            in.history = m_billedDays;
        if (m_budget.filtered)
            m_notes << tr("The budget has a filter; the daily rate is the whole scope's cost.");
    }
    in.budget = m_budget;
    in.savingsPerDay = leversApply() ? m_leverPerDay : 0.0;
    if (m_leverPerDay > 0 && !leversApply())
        m_notes << tr("The savings levers are in %1, the budget in %2: they are left out.")
                       .arg(m_estimateCurrency, m_budget.currency);
    auto r = BudgetForecast::compute(in);
    if (!r) {
        m_forecast.reset();
        m_view.reset();
        m_summary->setText(r.error().toHtmlEscaped());
        m_chart->setForecast(std::nullopt, 0, {}, false);
        m_table->setRowCount(0);
        emit changed();
        return;
    }
    if (r->estimatedDays > 0 && r->spentFromAzure)
        m_notes << tr("Azure gives the spend to date as one figure: the %n day(s) before the "
                      "billed history are drawn at an even share of it, so a threshold crossed "
                      "then was crossed about that day.",
                      nullptr, r->estimatedDays);
    else if (r->estimatedDays > 0)
        m_notes << tr("%n day(s) of the period before the review's range are taken at the daily "
                      "rate; widen the range to the period's start for the actual figure.",
                      nullptr, r->estimatedDays);
    m_forecast = std::move(*r);
    const BudgetForecast::Result &f = *m_forecast;
    const QString cur = m_budget.currency;
    const QLocale locale;
    const auto share = [&](double v) { return CostText::percent(v / m_budget.amount); };
    // An end over the budget in the budget line's red.
    const auto end = [&](double v) {
        const QString text = CostText::money(v, cur);
        return v > m_budget.amount ? QStringLiteral("<span style=\"color:%1\">%2</span>")
                                         .arg(BudgetChart::budgetColor().name(), text)
                                   : text;
    };
    QString text =
        tr("<b>%1 spent</b> of %2 (%3) from %4 to %5%6.")
            .arg(CostText::money(f.spentToDate, cur), CostText::money(m_budget.amount, cur),
                 share(f.spentToDate), locale.toString(f.from, QStringLiteral("d MMM")),
                 locale.toString(f.today, QStringLiteral("d MMM")),
                 f.spentFromAzure ? tr(" (Azure)") : QString());
    if (!in.history.empty())
        text += QLatin1Char(' ') +
                tr("At %1 a day, the period ends at <b>%2</b> (%3) on the straight line, %4 (%5) "
                   "by the weekday pattern.")
                    .arg(CostText::money(f.dailyRate, cur), end(f.projectedStraightLine),
                         share(f.projectedStraightLine), end(f.projectedWeekday),
                         share(f.projectedWeekday));
    if (!in.history.empty() && leversApply())
        text += QLatin1Char(' ') + tr("With %1 (%2 a day less): %3 (%4).")
                                       .arg(m_leverName, CostText::money(m_leverPerDay, cur),
                                            CostText::money(f.projectedWithLevers, cur),
                                            share(f.projectedWithLevers));
    if (m_budget.forecastSpend)
        text += QLatin1Char(' ') +
                tr("Azure forecasts %1.").arg(CostText::money(*m_budget.forecastSpend, cur));
    for (const QString &n : m_notes)
        text += QStringLiteral("<br>• ") + n.toHtmlEscaped();
    m_summary->setText(text);
    const bool levers = !in.history.empty() && leversApply();
    m_chart->setForecast(in.history.empty() ? std::optional<BudgetForecast::Result>() : m_forecast,
                         m_budget.amount, cur, levers);
    const auto swatch = [](const QColor &c, const QString &what) {
        return QStringLiteral("<span style=\"color:%1\">■</span> %2")
            .arg(c.name(), what.toHtmlEscaped());
    };
    QStringList legend{swatch(BudgetChart::actualColor(), tr("spent")),
                       swatch(BudgetChart::straightLineColor(), tr("straight line")),
                       swatch(BudgetChart::weekdayColor(), tr("weekday pattern"))};
    if (levers)
        legend << swatch(BudgetChart::leversColor(), tr("with %1").arg(m_leverName));
    legend << swatch(BudgetChart::budgetColor(), tr("budget and thresholds"));
    m_legend->setText(legend.join(QStringLiteral("&nbsp;&nbsp; ")));
    m_legend->setVisible(!in.history.empty());
    m_view = CostBudget{m_budget, f, !in.history.empty(), levers, m_leverName, m_notes};
    fillTable();
    emit changed();
}

void BudgetPanel::fillTable()
{
    const BudgetForecast::Result &f = *m_forecast;
    m_table->setRowCount(int(f.crossings.size()));
    for (int row = 0; row < int(f.crossings.size()); ++row) {
        const auto &c = f.crossings[std::size_t(row)];
        QString name = c.threshold.forecasted ? tr("%1 % of forecast").arg(c.threshold.percent)
                                              : tr("%1 %").arg(c.threshold.percent);
        if (!c.threshold.enabled)
            name += tr(" (off in Azure)");
        const QStringList cells{name + QStringLiteral(" · ") +
                                    CostText::money(c.level, m_budget.currency),
                                dayText(c.actual), c.actual ? QString() : dayText(c.straightLine),
                                c.actual ? QString() : dayText(c.weekday),
                                c.actual || !leversApply() ? QString() : dayText(c.withLevers)};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col > 0 && cells[col] == QStringLiteral("—"))
                item->setToolTip(tr("Not within this period at this rate."));
            m_table->setItem(row, col, item);
        }
    }
}

#include "backtestdialog.h"

#include "alertcenter.h"
#include "alertengine.h"
#include "fieldproblems.h"
#include "liveworkspace.h"
#include "rulebacktest.h"
#include "timecursor.h"
#include "timeparse.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
constexpr qint64 kHour = 3'600'000;
constexpr qint64 kSnapshotRange = -1; // the range entry of a snapshot's kept series

// A range as people say it: to the minute.
QString spanText(qint64 ms)
{
    return TimeParse::formatSpan(std::max<qint64>(60'000, (ms + 30'000) / 60'000 * 60'000));
}

// "+2", "−1h5m", "same": how the change moves a figure.
QString difference(qint64 before, qint64 after, bool duration)
{
    if (before == after)
        return BacktestDialog::tr("same");
    const qint64 d = after - before;
    const QString amount =
        duration ? TimeParse::formatSpan(std::abs(d)) : QString::number(std::abs(d));
    return (d > 0 ? QStringLiteral("+") : QStringLiteral("−")) + amount;
}
} // namespace

BacktestDialog::BacktestDialog(AlertCenter *center, LiveWorkspace *workspace, QWidget *parent)
    : QDialog(parent), m_center(center), m_workspace(workspace),
      m_runner(new RuleBacktest(workspace->registry(), this))
{
    setWindowTitle(tr("Backtest a Rule"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("How often would this rule have fired, and what would a change do? Nothing here "
           "changes the rules in use."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    m_problems = new FieldProblems(form, this);

    m_rule = new QComboBox(this);
    form->addRow(tr("&Rule:"), m_rule);

    m_range = new QComboBox(this);
    m_range->addItem(tr("The visible range"));
    m_range->addItem(tr("The last 24 hours"), 24 * kHour);
    m_range->addItem(tr("The last 7 days"), 7 * 24 * kHour);
    m_range->addItem(tr("The last 30 days"), 30 * 24 * kHour);
    m_rangeText = new QLabel(this);
    auto *rangeRow = new QVBoxLayout;
    rangeRow->addWidget(m_range);
    rangeRow->addWidget(m_rangeText);
    form->addRow(tr("R&ange:"), rangeRow);

    m_for = new QLineEdit(this);
    m_keep = new QLineEdit(this);
    m_threshold = new QLineEdit(this);
    m_short = new QLineEdit(QStringLiteral("5m"), this);
    form->addRow(tr("Try &for:"), m_for);
    form->addRow(tr("Try &keep_firing_for:"), m_keep);
    form->addRow(tr("Try &threshold:"), m_threshold);
    form->addRow(tr("Fires shorter than this are &short:"), m_short);

    m_table = new QTableWidget(6, 1, this);
    m_table->setVerticalHeaderLabels({tr("Fires"), tr("Firing time (all alerts)"),
                                      tr("Median firing time"), tr("Short fires (flapping)"),
                                      tr("Longest quiet stretch"), tr("Still firing at the end")});
    m_table->setHorizontalHeaderLabels({tr("As written")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setMinimumHeight(m_table->verticalHeader()->length() +
                              m_table->horizontalHeader()->height() + 8);
    layout->addWidget(m_table);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_runButton = buttons->addButton(tr("&Backtest"), QDialogButtonBox::ActionRole);
    m_runButton->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_runButton, &QPushButton::clicked, this, &BacktestDialog::run);
    connect(m_rule, &QComboBox::currentIndexChanged, this, &BacktestDialog::ruleChanged);
    connect(m_range, &QComboBox::currentIndexChanged, this, &BacktestDialog::showRange);
    connect(m_runner, &RuleBacktest::finished, this, &BacktestDialog::showOutcomes);
    // Another rule file loaded while the dialog is open: its rules.
    connect(m_center, &AlertCenter::problemsChanged, this, &BacktestDialog::reloadRules);
    reloadRules();
    showRange();
    resize(560, sizeHint().height());
}

void BacktestDialog::reloadRules()
{
    // In Replay, offline over what the snapshot's rules read, when it keeps
    // that: offered first and chosen.
    const bool canOffline = m_center->isReplay() && !m_center->keptRuleSeries().series.empty();
    if (canOffline != (m_range->findData(kSnapshotRange) >= 0)) {
        if (canOffline) {
            m_range->insertItem(0, tr("The snapshot's range (offline)"), kSnapshotRange);
            m_range->setCurrentIndex(0);
        } else {
            m_range->removeItem(m_range->findData(kSnapshotRange));
        }
    }
    const std::vector<AlertRule> &rules = m_center->rulesToTry();
    bool same = rules.size() == m_rules.size();
    for (std::size_t i = 0; same && i < rules.size(); ++i)
        same = rules[i].name == m_rules[i].name && rules[i].expr == m_rules[i].expr &&
               rules[i].forMs == m_rules[i].forMs &&
               rules[i].keepFiringForMs == m_rules[i].keepFiringForMs;
    if (same && m_rule->count() == int(rules.size()) && !rules.empty())
        return;
    const QString current = m_rule->currentText();
    m_rules = rules;
    const QSignalBlocker quiet(m_rule);
    m_rule->clear();
    QStringList names;
    for (const AlertRule &r : m_rules)
        names << r.name;
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const AlertRule &r = m_rules[i];
        // Two rules of one name (a warning and a critical threshold) are
        // told apart by their group.
        m_rule->addItem(names.count(r.name) > 1 ? tr("%1 (%2)").arg(r.name, r.group) : r.name,
                        int(i));
    }
    m_rule->setCurrentIndex(std::max(0, m_rule->findText(current)));
    m_runButton->setEnabled(!m_rules.empty());
    if (m_rules.empty())
        m_status->setText(tr("No alert rules are loaded: load a rule file (Alerts > Load Alert "
                             "Rules…) or use the built-in rules."));
    ruleChanged();
}

void BacktestDialog::selectRule(const QString &name, const QMap<QString, QString> &alertLabels)
{
    reloadRules();
    int first = -1;
    for (int i = 0; i < m_rule->count(); ++i) {
        const AlertRule &r = m_rules[std::size_t(m_rule->itemData(i).toInt())];
        if (r.name != name)
            continue;
        if (first < 0)
            first = i;
        bool carries = true;
        for (auto it = r.labels.cbegin(); carries && it != r.labels.cend(); ++it)
            carries = alertLabels.value(it.key()) == it.value();
        if (carries) {
            m_rule->setCurrentIndex(i);
            return;
        }
    }
    if (first >= 0)
        m_rule->setCurrentIndex(first);
}

void BacktestDialog::setChanges(const QString &forText, const QString &keepText,
                                const QString &threshold)
{
    m_for->setText(forText);
    m_keep->setText(keepText);
    m_threshold->setText(threshold);
}

void BacktestDialog::setShortLimit(const QString &text)
{
    m_short->setText(text);
}

bool BacktestDialog::isRunning() const
{
    return m_runner->isRunning();
}

QString BacktestDialog::status() const
{
    return m_status->text();
}

void BacktestDialog::ruleChanged()
{
    if (m_rule->currentIndex() < 0)
        return;
    const AlertRule &rule = m_rules[std::size_t(m_rule->currentData().toInt())];
    // The fields show the rule's own values until something is typed.
    m_for->setPlaceholderText(tr("as written: %1").arg(TimeParse::formatSpan(rule.forMs)));
    m_keep->setPlaceholderText(
        tr("as written: %1").arg(TimeParse::formatSpan(rule.keepFiringForMs)));
    const auto comparisons = RuleOverrides::topLevelComparisons(rule.expr);
    const bool oneThreshold = comparisons.size() == 1;
    m_threshold->setEnabled(oneThreshold);
    m_threshold->setPlaceholderText(
        oneThreshold
            ? tr("as written: %1 %2").arg(comparisons.front().op, comparisons.front().number)
            : tr("no single threshold in this rule"));
    m_threshold->setToolTip(oneThreshold ? QString()
                                         : tr("The rule's expression compares with %n number(s) "
                                              "at its top level; only one can be changed here.",
                                              nullptr, int(comparisons.size())));
    if (!oneThreshold)
        m_threshold->clear();
    m_problems->clearAll();
}

bool BacktestDialog::offline() const
{
    return m_range->currentData().toLongLong() == kSnapshotRange;
}

std::pair<qint64, qint64> BacktestDialog::range() const
{
    if (offline())
        return {m_center->keptRuleSeries().fromMs, m_center->keptRuleSeries().toMs};
    const qint64 span = m_range->currentData().toLongLong();
    if (span <= 0)
        return {m_workspace->cursor()->fromMs(), m_workspace->cursor()->toMs()};
    const qint64 now = m_workspace->now();
    return {now - span, now};
}

void BacktestDialog::showRange()
{
    const auto [from, to] = range();
    const TimeFormat format = m_workspace->cursor()->format();
    m_rangeText->setText(tr("%1 to %2 %3 (%4)")
                             .arg(format.dateMinutes(from), format.dateMinutes(to),
                                  format.zoneName(to), spanText(to - from)));
}

bool BacktestDialog::run()
{
    m_problems->clearAll();
    if (m_rule->currentIndex() < 0)
        return false;
    const AlertRule written = m_rules[std::size_t(m_rule->currentData().toInt())];
    std::vector<RuleOverride> changes;
    QStringList typed;
    auto change = [&](QLineEdit *field, const char *key) {
        const QString text = field->text().trimmed();
        if (text.isEmpty())
            return;
        auto parsed = RuleOverrides::parse(
            QStringLiteral("%1.%2=%3").arg(written.name, QLatin1String(key), text));
        if (!parsed) {
            m_problems->set(field, field == m_threshold
                                       ? tr("A threshold is a number, such as 2.5.")
                                       : tr("A duration, such as 5m or 90s."));
            return;
        }
        typed << parsed->text;
        changes.push_back(std::move(*parsed));
    };
    change(m_for, "for");
    change(m_keep, "keep_firing_for");
    change(m_threshold, "threshold");
    const auto shortMs = TimeParse::parseDuration(m_short->text().trimmed());
    if (!shortMs || *shortMs <= 0)
        m_problems->set(m_short, tr("A duration, such as 5m."));
    if (m_problems->hasErrors()) {
        if (QWidget *first = m_problems->firstError())
            first->setFocus();
        return false;
    }
    std::vector<AlertRule> variants{written};
    if (!changes.empty()) {
        auto changed = RuleOverrides::apply(written, changes);
        if (!changed) {
            m_problems->set(m_threshold, changed.error());
            return false;
        }
        variants.push_back(std::move(*changed));
    }
    // In Replay over the snapshot's range: offline, on what its rules read.
    const SnapshotRuleSeries *kept =
        offline() ? RuleSeries::find(m_center->keptRuleSeries().series,
                                     m_rule->currentData().toInt(), written.name)
                  : nullptr;
    if (offline() && !kept) {
        m_status->setText(tr("The snapshot keeps nothing %1 read (its query failed when it was "
                             "captured): choose the last 24 hours or more to ask the source.")
                              .arg(written.name));
        return false;
    }
    const QString source = m_center->engine()->effectiveSource();
    if (!kept && source.isEmpty()) {
        // A snapshot keeps what its rules raised, not the series behind them:
        // a backtest in Replay asks the source over the snapshot's range.
        m_status->setText(
            m_center->isReplay()
                ? m_center->keptRuleSeries().series.empty()
                      ? tr("This snapshot keeps the alerts its rules raised, not the series "
                           "behind them (it was captured before snapshots kept them): "
                           "backtesting asks the source the rules read. Add it under File > "
                           "Data Sources…")
                      : tr("Offline, the snapshot answers over its own range; other ranges "
                           "ask the source the rules read. Add it under File > Data Sources…")
                : tr("There is no Prometheus source to evaluate the rule on: add one under File > "
                     "Data Sources…"));
        return false;
    }
    const auto [from, to] = range();
    m_ran = {from, to};
    m_changes = typed;
    m_shortMs = *shortMs;
    m_table->setColumnCount(changes.empty() ? 1 : 3);
    QStringList headers{tr("As written")};
    if (!changes.empty())
        headers << typed.join(QStringLiteral(", ")) << tr("Change");
    m_table->setHorizontalHeaderLabels(headers);
    m_table->clearContents();
    m_table->setVerticalHeaderItem(
        3, new QTableWidgetItem(tr("Short fires (under %1)").arg(TimeParse::formatSpan(*shortMs))));
    m_runButton->setEnabled(false);
    if (kept) {
        std::vector<std::optional<QString>> thresholds(variants.size());
        for (const RuleOverride &c : changes)
            if (c.field == RuleOverride::Field::Threshold)
                thresholds.back() = c.number;
        m_status->setText(tr("Evaluating %1 over the snapshot's %2, offline…")
                              .arg(written.name, spanText(to - from)));
        m_runner->startOffline(std::move(variants), std::move(thresholds), *kept, from, to,
                               *shortMs);
        return true;
    }
    m_status->setText(
        tr("Evaluating %1 over %2 on %3…").arg(written.name, spanText(to - from), source));
    m_runner->start(m_center->fitted(std::move(variants)), source, from, to, *shortMs);
    return true;
}

void BacktestDialog::showOutcomes()
{
    m_runButton->setEnabled(true);
    const auto &outcomes = m_runner->outcomes();
    QStringList errors;
    for (std::size_t c = 0; c < outcomes.size(); ++c) {
        const RuleBacktest::Outcome &o = outcomes[c];
        if (!o.error.isEmpty()) {
            errors << o.error;
            for (int r = 0; r < m_table->rowCount(); ++r)
                m_table->setItem(r, int(c), new QTableWidgetItem(tr("failed")));
            continue;
        }
        const BacktestFigures &f = o.figures;
        const QStringList cells{QString::number(f.fires),
                                TimeParse::formatSpan(f.firingMs),
                                TimeParse::formatSpan(f.medianMs),
                                QString::number(f.shortFires),
                                TimeParse::formatSpan(f.longestQuietMs),
                                QString::number(f.stillFiring)};
        for (int r = 0; r < int(cells.size()); ++r) {
            auto *item = new QTableWidgetItem(cells[r]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, int(c), item);
        }
    }
    if (outcomes.size() == 2 && errors.isEmpty()) {
        const BacktestFigures &a = outcomes[0].figures, &b = outcomes[1].figures;
        const QStringList cells{difference(a.fires, b.fires, false),
                                difference(a.firingMs, b.firingMs, true),
                                difference(a.medianMs, b.medianMs, true),
                                difference(a.shortFires, b.shortFires, false),
                                difference(a.longestQuietMs, b.longestQuietMs, true),
                                difference(a.stillFiring, b.stillFiring, false)};
        for (int r = 0; r < int(cells.size()); ++r) {
            auto *item = new QTableWidgetItem(cells[r]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, 2, item);
        }
    }
    const auto [from, to] = m_ran;
    const QString done =
        offline()
            ? tr("Evaluated offline over the snapshot's %1, from what the rule read when it was "
                 "captured, with the alert pane's evaluator. Short: under %2.")
            : tr("Evaluated over %1 with the alert pane's evaluator. Short: under %2.");
    m_status->setText(
        errors.isEmpty()
            ? done.arg(spanText(to - from), TimeParse::formatSpan(m_shortMs))
            : tr("The rule could not be evaluated: %1").arg(errors.join(QStringLiteral("; "))));
    emit finished();
}

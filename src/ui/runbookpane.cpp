#include "runbookpane.h"

#include "runbookrunner.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
enum Column
{
    Title,
    Target,
    Started,
    Status,
};

// What the status column says when a launch has ended. A symbol goes with
// each word, so colour is never the only signal.
QString finalStatus(const RunbookResult &r)
{
    switch (r.outcome) {
    case RunbookResult::Outcome::TimedOut:
        return RunbookPane::tr("\u23f1 timed out");
    case RunbookResult::Outcome::Canceled:
        return RunbookPane::tr("\u25a0 stopped");
    case RunbookResult::Outcome::Succeeded:
    case RunbookResult::Outcome::Failed:
        break;
    }
    const QString mark = r.ok ? QStringLiteral("\u2713") : QStringLiteral("\u2717");
    switch (r.kind) {
    case RunbookEntry::Kind::Command:
        return r.exitCode >= 0 ? RunbookPane::tr("%1 exit %2").arg(mark).arg(r.exitCode)
                               : RunbookPane::tr("%1 failed").arg(mark);
    case RunbookEntry::Kind::AzureAutomation:
        return r.jobStatus.isEmpty() ? RunbookPane::tr("%1 failed").arg(mark)
                                     : RunbookPane::tr("%1 %2").arg(mark, r.jobStatus);
    case RunbookEntry::Kind::Url:
        return r.ok ? RunbookPane::tr("%1 opened").arg(mark)
                    : RunbookPane::tr("%1 failed").arg(mark);
    case RunbookEntry::Kind::Webhook:
        return r.httpStatus > 0 ? RunbookPane::tr("%1 HTTP %2").arg(mark).arg(r.httpStatus)
                                : RunbookPane::tr("%1 not sent").arg(mark);
    }
    return {};
}

// The first line of a launch's output: what was launched.
QString header(const RunbookPlan &plan)
{
    switch (plan.kind) {
    case RunbookPlan::Kind::Url:
        return RunbookPane::tr("open %1").arg(plan.target());
    case RunbookPlan::Kind::Command:
        return QStringLiteral("$ ") + plan.target();
    case RunbookPlan::Kind::AzureAutomation:
        return QStringLiteral("%1 %2").arg(QString::fromLatin1(plan.automation.method),
                                           plan.automation.url.toString(QUrl::FullyEncoded));
    case RunbookPlan::Kind::Webhook:
        return plan.target(); // the secret masked
    }
    return {};
}
} // namespace

RunbookPane::RunbookPane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Vertical, this);

    m_list = new QTreeWidget(splitter);
    m_list->setObjectName(QStringLiteral("launchList"));
    m_list->setAccessibleName(tr("Runbook launches"));
    m_list->setHeaderLabels({tr("Runbook"), tr("Target"), tr("Started"), tr("Status")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(Target, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);

    auto *bottom = new QWidget(splitter);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_empty = new QLabel(tr("No runbook has run yet. Launch one from an alert."), bottom);
    m_empty->setObjectName(QStringLiteral("emptyHint"));
    m_empty->setWordWrap(true);
    bottomLayout->addWidget(m_empty);
    m_output = new QPlainTextEdit(bottom);
    m_output->setObjectName(QStringLiteral("outputView"));
    m_output->setAccessibleName(tr("Runbook output"));
    m_output->setReadOnly(true);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    bottomLayout->addWidget(m_output, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    m_stop = new QPushButton(tr("Stop"), bottom);
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setEnabled(false);
    buttons->addWidget(m_stop);
    bottomLayout->addLayout(buttons);

    splitter->addWidget(m_list);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter);

    connect(m_list, &QTreeWidget::currentItemChanged, this, &RunbookPane::showCurrent);
    connect(m_stop, &QPushButton::clicked, this, &RunbookPane::stopCurrent);
}

RunbookPane::~RunbookPane() = default;

void RunbookPane::setTimeFormat(const TimeFormat &format)
{
    m_format = format;
    for (int row = 0; row < int(m_launches.size()); ++row)
        if (QTreeWidgetItem *item = m_list->topLevelItem(row))
            item->setText(Started, m_format.clock(m_launches[std::size_t(row)].startedAtMs));
}

int RunbookPane::addRow(const RunbookPlan &plan, const QString &status, bool running)
{
    const int row = int(m_launches.size());
    const QString first = plan.title.isEmpty() ? QString() : header(plan) + QLatin1Char('\n');
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_launches.push_back(Launch{{}, first, status, running, now});
    auto *item =
        new QTreeWidgetItem(m_list, {plan.title, plan.target(), m_format.clock(now), status});
    item->setToolTip(Target, plan.target());
    m_empty->hide();
    m_list->setCurrentItem(item);
    return row;
}

void RunbookPane::addLaunch(RunbookRunner *runner)
{
    const int row = addRow(runner->plan(), tr("\u2026 starting"), true);
    m_launches[size_t(row)].runner = runner;
    // Added before start(): the plan is known once the runner has it.
    connect(runner, &RunbookRunner::started, this, [this, row, runner] {
        const RunbookPlan &plan = runner->plan();
        if (QTreeWidgetItem *item = m_list->topLevelItem(row)) {
            item->setText(Title, plan.title);
            item->setText(Target, plan.target());
            item->setToolTip(Target, plan.target());
        }
        Launch &l = m_launches[size_t(row)];
        if (!l.output.startsWith(header(plan))) {
            l.output = header(plan) + QLatin1Char('\n') + l.output;
            if (row == currentLaunch())
                showCurrent();
        }
    });
    connect(runner, &RunbookRunner::output, this,
            [this, row](const QString &text, RunbookRunner::Channel) { append(row, text); });
    connect(runner, &RunbookRunner::statusChanged, this, [this, row](const QString &status) {
        if (m_launches[size_t(row)].running)
            setStatus(row, QStringLiteral("\u2026 %1").arg(status));
    });
    connect(runner, &RunbookRunner::finished, this, [this, row](const RunbookResult &r) {
        m_launches[size_t(row)].running = false;
        append(row, QLatin1Char('\n') + r.summary + QLatin1Char('\n'));
        setStatus(row, finalStatus(r));
        if (row == currentLaunch())
            m_stop->setEnabled(false);
    });
    // A runner deleted before it finished leaves no way to stop it from here.
    connect(runner, &QObject::destroyed, this, [this, row] {
        if (!m_launches[size_t(row)].running)
            return;
        m_launches[size_t(row)].running = false;
        setStatus(row, tr("? unknown"));
        if (row == currentLaunch())
            m_stop->setEnabled(false);
    });
    showCurrent();
}

void RunbookPane::addDryRun(const RunbookPlan &plan)
{
    const int row = addRow(plan, tr("\u25cb dry run"), false);
    append(row, tr("Dry run: nothing was run.") + QLatin1Char('\n') + plan.describe() +
                    QLatin1Char('\n'));
    showCurrent();
}

int RunbookPane::currentLaunch() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

void RunbookPane::setCurrentLaunch(int row)
{
    if (QTreeWidgetItem *item = m_list->topLevelItem(row))
        m_list->setCurrentItem(item);
}

QString RunbookPane::outputOf(int row) const
{
    return row >= 0 && row < launchCount() ? m_launches[size_t(row)].output : QString();
}

QString RunbookPane::statusOf(int row) const
{
    return row >= 0 && row < launchCount() ? m_launches[size_t(row)].status : QString();
}

bool RunbookPane::isRunning(int row) const
{
    return row >= 0 && row < launchCount() && m_launches[size_t(row)].running;
}

void RunbookPane::append(int row, const QString &text)
{
    Launch &l = m_launches[size_t(row)];
    l.output += text;
    bool trimmed = false;
    if (l.output.size() > kMaxOutputChars) {
        // Cut to three quarters, so a chatty command reloads the view once
        // per quarter megabyte, not on every line.
        const QString note = tr("[earlier output dropped]") + QLatin1Char('\n');
        l.output = note + l.output.right(kMaxOutputChars * 3 / 4);
        trimmed = true;
    }
    if (row != currentLaunch())
        return;
    if (trimmed) {
        showCurrent();
        return;
    }
    // Follow the end only if the reader is there; do not yank a scrolled view.
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    QTextCursor cursor(m_output->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text);
    if (atEnd)
        bar->setValue(bar->maximum());
}

void RunbookPane::setStatus(int row, const QString &status)
{
    m_launches[size_t(row)].status = status;
    if (QTreeWidgetItem *item = m_list->topLevelItem(row))
        item->setText(Status, status);
}

void RunbookPane::showCurrent()
{
    const int row = currentLaunch();
    m_output->setPlainText(outputOf(row));
    m_output->verticalScrollBar()->setValue(m_output->verticalScrollBar()->maximum());
    m_stop->setEnabled(isRunning(row) && m_launches[size_t(row)].runner);
}

void RunbookPane::stopCurrent()
{
    const int row = currentLaunch();
    if (!isRunning(row))
        return;
    if (RunbookRunner *runner = m_launches[size_t(row)].runner)
        runner->cancel();
}

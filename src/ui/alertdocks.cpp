#include "alertdocks.h"
#include "backtestdialog.h"

#include "alertcenter.h"
#include "alertengine.h"
#include "alertfeeds.h"
#include "alertmodel.h"
#include "alertpane.h"
#include "auditlog.h"
#include "auditmodel.h"
#include "lanemodel.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "promqlnames.h"
#include "ruleloader.h"
#include "runbooklauncher.h"
#include "runbookpane.h"
#include "tiermapdialog.h"
#include "timecursor.h"
#include "unit.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>
#include <QStyle>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTabWidget>

namespace {
const char *kRulesKey = "alerts/rules";
const char *kNotifyKey = "alerts/notify";
const char *kSoundKey = "alerts/sound";
const char *kRunbooksKey = "alerts/runbookRegistry";
} // namespace

AlertDocks::AlertDocks(QMainWindow *window, QNetworkAccessManager *nam, LiveWorkspace *workspace,
                       LaneStack *lanes)
    : QObject(window), m_window(window), m_workspace(workspace), m_lanes(lanes),
      m_audit(new AuditLog(QString(), this)),
      m_center(new AlertCenter(workspace, m_audit, {}, this)), m_feeds(new AlertFeeds(nam, this)),
      m_runbooks(new RunbookLauncher(window, nam, workspace->registry(), m_audit, this)),
      m_pane(new AlertPane(m_center)), m_alertDock(new QDockWidget(tr("Alerts"), window)),
      m_runbookDock(new QDockWidget(tr("Runbook / Audit"), window)), m_runbookTabs(new QTabWidget),
      m_auditModel(new AuditModel(this))
{
    m_alertDock->setObjectName(QStringLiteral("alertsDock"));
    m_alertDock->setWidget(m_pane);
    window->addDockWidget(Qt::RightDockWidgetArea, m_alertDock);

    auto *auditView = new QTableView;
    auditView->setObjectName(QStringLiteral("auditView"));
    auditView->setModel(m_auditModel);
    auditView->verticalHeader()->hide();
    auditView->horizontalHeader()->setStretchLastSection(true);
    auditView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_auditModel->setEntries(m_audit->entries());
    connect(m_audit, &AuditLog::recorded, m_auditModel, &AuditModel::prepend);
    connect(m_audit, &AuditLog::writeFailed, this, &AlertDocks::statusMessage);
    m_runbookTabs->addTab(m_runbooks->pane(), tr("Runbooks"));
    m_runbookTabs->addTab(auditView, tr("Audit"));
    connect(m_runbooks, &RunbookLauncher::message, this, &AlertDocks::statusMessage);
    connect(m_runbooks, &RunbookLauncher::launched, this, [this] {
        m_runbookDock->show();
        m_runbookTabs->setCurrentWidget(m_runbooks->pane());
    });
    m_pane->setRunbookLookup(
        [this](const AlertRow &row) { return !m_runbooks->entriesFor(row).empty(); });
    connect(m_pane, &AlertPane::runbookRequested, m_runbooks, &RunbookLauncher::launch);
    m_pane->setEscalationLookup([this](const QString &id, const QString &action) {
        // A replayed incident is over: paging for it would wake someone now.
        if (m_workspace->isReplay())
            return tr("Replay shows a past incident; escalation pages people now, so it is off "
                      "here.");
        return m_runbooks->escalationProblem(id, action);
    });
    connect(m_pane, &AlertPane::escalateRequested, m_runbooks, &RunbookLauncher::escalate);
    m_runbooks->setLaneValues([this](const AlertRow &row) { return laneValues(row); });
    connect(m_audit, &AuditLog::recorded, this, &AlertDocks::refreshTimeMarks);
    connect(workspace->cursor(), &TimeCursor::rangeChanged, this, &AlertDocks::refreshTimeMarks);
    m_runbookDock->setObjectName(QStringLiteral("runbookDock"));
    m_runbookDock->setWidget(m_runbookTabs);
    window->addDockWidget(Qt::RightDockWidgetArea, m_runbookDock);

    m_center->setTierMap(TierMapDialog::load());
    connect(m_center, &AlertCenter::boardChanged, this,
            [this] { m_lanes->setAlertBands(m_center->bands()); });
    connect(m_center, &AlertCenter::problemsChanged, this, &AlertDocks::refreshProblems);
    connect(m_center, &AlertCenter::p1Started, this, &AlertDocks::notify);
    connect(m_center, &AlertCenter::stateWriteFailed, this, &AlertDocks::statusMessage);
    connect(m_pane, &AlertPane::message, this, &AlertDocks::statusMessage);
    connect(m_pane, &AlertPane::alertActivated, this,
            [this](qint64 from, qint64 to, const Labels &labels, const QString &) {
                showWindow(from, to);
                if (!labels.isEmpty())
                    m_lanes->setSelection(SeriesSelector::fromSeries(labels));
            });
    // Times in the pane, the marks and the problem lines follow the UTC/local
    // setting, as the axis does.
    m_pane->model()->setTimeFormat(m_workspace->cursor()->format());
    m_runbooks->pane()->setTimeFormat(m_workspace->cursor()->format());
    m_auditModel->setTimeFormat(m_workspace->cursor()->format());
    connect(m_workspace->cursor(), &TimeCursor::zoneChanged, this, [this] {
        m_pane->model()->setTimeFormat(m_workspace->cursor()->format());
        m_runbooks->pane()->setTimeFormat(m_workspace->cursor()->format());
        m_auditModel->setTimeFormat(m_workspace->cursor()->format());
        refreshTimeMarks();
        refreshProblems();
    });
    // Wide enough for target, value, state, since and for without clipping;
    // alerts get most of the height, the log the rest.
    m_pane->setMinimumWidth(400);
    window->resizeDocks({m_alertDock}, {460}, Qt::Horizontal);
    window->resizeDocks({m_alertDock, m_runbookDock}, {620, 300}, Qt::Vertical);
    connect(m_feeds, &AlertFeeds::changed, this, [this] {
        std::vector<Silence> silences;
        // /api/v1/alerts does not say which expression raised an alert; the
        // same server's rules do, and the bands need it.
        std::map<std::pair<QString, QString>, QString> exprs;
        for (const auto &f : m_feeds->feeds()) {
            silences.insert(silences.end(), f.silences.begin(), f.silences.end());
            for (const auto &rule : f.rules)
                exprs.emplace(std::pair{f.source, rule.name}, rule.query);
        }
        std::vector<FeedAlert> alerts = m_feeds->alerts();
        for (FeedAlert &a : alerts) {
            if (const auto it = exprs.find({a.source, a.name}); it != exprs.end())
                a.expr = it->second;
            // A feed that failed its last poll shows its last good alerts as
            // such: greyed, "as of", muting nothing.
            if (const AlertFeeds::Feed *f = m_feeds->feed(a.source); f && f->error) {
                a.stale = true;
                a.asOfMs = f->lastGoodMs;
            }
        }
        m_center->setFeedAlerts(std::move(alerts), std::move(silences));
        refreshProblems();
    });
    connect(m_center, &AlertCenter::alertmanagerSilenceRequested, m_feeds,
            &AlertFeeds::createSilence);
    connect(m_center, &AlertCenter::alertmanagerExpireRequested, m_feeds,
            &AlertFeeds::expireSilence);
    connect(m_feeds, &AlertFeeds::silenceCreated, this,
            [this](const QString &source, const QString &id) {
                emit statusMessage(tr("Silence %1 created on %2").arg(id, source));
            });
    connect(m_feeds, &AlertFeeds::silenceFailed, this,
            [this](const QString &source, const QString &message) {
                // The request was audited when made; its failure is too.
                m_audit->record(QStringLiteral("silence-failed"), source, message);
                emit statusMessage(tr("%1 refused the silence change: %2").arg(source, message));
            });
    buildMenu();
    m_runbooks->setRegistryFile(QSettings().value(QLatin1String(kRunbooksKey)).toString());
    refreshTimeMarks();
    loadRules(QSettings().value(QLatin1String(kRulesKey), RuleLoader::builtinDefault()).toString());
}

AlertDocks::~AlertDocks() = default;

std::vector<std::pair<QString, QString>> AlertDocks::laneValues(const AlertRow &row) const
{
    // The lanes an alert's band is drawn on (those reading the metrics its
    // expression reads), at the moment it began firing.
    std::vector<std::pair<QString, QString>> out;
    const QSet<QString> alertMetrics = PromqlNames::metricNames(row.expr);
    if (alertMetrics.isEmpty())
        return out;
    const Dashboard &d = m_workspace->dashboard();
    const qint64 at = row.sinceMs();
    for (int i = 0; i < m_lanes->laneCount() && std::size_t(i) < d.lanes.size(); ++i) {
        const LaneSpec &spec = d.lanes[std::size_t(i)];
        QSet<QString> metrics;
        for (const QuerySpec &q : spec.queries)
            metrics.unite(PromqlNames::metricNames(q.promql));
        if (!metrics.intersects(alertMetrics))
            continue;
        const CrosshairValues v = m_lanes->laneModel(i)->valuesAt(at);
        if (!v.valid)
            continue;
        const QString value = Units::format(v.aggregate, spec.unit);
        out.emplace_back(spec.title, v.low == v.high
                                         ? value
                                         : tr("%1 (all series %2 to %3)")
                                               .arg(value, Units::format(v.low, spec.unit),
                                                    Units::format(v.high, spec.unit)));
    }
    return out;
}

BacktestDialog *AlertDocks::openBacktest(const QString &rule, const Labels &alertLabels)
{
    if (!m_backtest)
        m_backtest = new BacktestDialog(m_center, m_workspace, m_window);
    m_backtest->reloadRules();
    if (!rule.isEmpty()) {
        QMap<QString, QString> labels;
        for (const auto &[k, v] : alertLabels.pairs())
            labels.insert(k, v);
        m_backtest->selectRule(rule, labels);
    }
    m_backtest->show();
    m_backtest->raise();
    m_backtest->activateWindow();
    return m_backtest;
}

void AlertDocks::buildMenu()
{
    m_menu = m_window->menuBar()->addMenu(tr("&Alerts"));
    m_menu->addAction(tr("Load Alert &Rules…"), this, [this] {
        const QString f =
            QFileDialog::getOpenFileName(m_window, tr("Load Alert Rules"), QString(),
                                         tr("Prometheus rule files (*.yml *.yaml);;All files (*)"));
        if (!f.isEmpty())
            if (loadRules(f))
                m_audit->record(QStringLiteral("rules"), f, tr("alert rules loaded"));
    });
    m_menu->addAction(tr("Use &Built-in Rules"), this, [this] {
        if (loadRules(RuleLoader::builtinDefault()))
            m_audit->record(QStringLiteral("rules"), RuleLoader::builtinDefault(),
                            tr("alert rules loaded"));
    });
    m_menu->addAction(tr("&Tiers…"), this, [this] {
        TierMapDialog dlg(m_center->engine()->tierMap(), m_window);
        if (dlg.exec() == QDialog::Accepted)
            setTierMap(dlg.tierMap());
    });
    m_menu->addAction(tr("Load Runbook Re&gistry…"), this, [this] {
        const QString f = QFileDialog::getOpenFileName(
            m_window, tr("Load Runbook Registry"), QString(),
            tr("Runbook registries (*.yml *.yaml *.json);;All files (*)"));
        if (!f.isEmpty() && m_runbooks->setRegistryFile(f)) {
            m_audit->record(QStringLiteral("runbook-registry"), f, tr("runbook registry loaded"));
            QSettings().setValue(QLatin1String(kRunbooksKey), f);
        }
    });
    m_menu->addAction(tr("Built-in Runbooks &Only"), this, [this] {
        m_runbooks->setRegistryFile({});
        QSettings().remove(QLatin1String(kRunbooksKey));
    });
    m_menu->addAction(tr("&Evaluate Now"), this, [this] { m_center->evaluateNow(); });
    m_menu->addAction(tr("&Backtest a Rule…"), this, [this] {
        // On the selected alert's rule when there is one: the page that
        // woke you is the one to tune.
        const AlertRow *row = m_pane->selectedRow();
        openBacktest(row ? row->name : QString(), row ? row->labels : Labels{});
    });
    m_menu->addSeparator();
    // Triage from the keyboard: walk the alerts, acknowledge the one shown.
    QAction *next = m_menu->addAction(tr("Ne&xt Alert"), this, [this] {
        m_alertDock->show();
        m_pane->selectAdjacent(1);
    });
    next->setShortcut(QKeySequence(Qt::Key_N));
    QAction *previous = m_menu->addAction(tr("&Previous Alert"), this, [this] {
        m_alertDock->show();
        m_pane->selectAdjacent(-1);
    });
    previous->setShortcut(QKeySequence(Qt::Key_P));
    QAction *ack = m_menu->addAction(tr("&Acknowledge Alert…"), m_pane, &AlertPane::askAcknowledge);
    ack->setShortcut(QKeySequence(Qt::Key_A));
    m_menu->addSeparator();
    QAction *notifyAction = m_notifyAction = m_menu->addAction(tr("Desktop &Notification for P1"));
    notifyAction->setCheckable(true);
    notifyAction->setChecked(QSettings().value(QLatin1String(kNotifyKey), true).toBool());
    connect(notifyAction, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QLatin1String(kNotifyKey), on); });
    QAction *soundAction = m_soundAction = m_menu->addAction(tr("&Sound for P1"));
    soundAction->setCheckable(true);
    soundAction->setChecked(QSettings().value(QLatin1String(kSoundKey), false).toBool());
    connect(soundAction, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QLatin1String(kSoundKey), on); });
    m_menu->addSeparator();
    QAction *showAlerts = m_alertDock->toggleViewAction();
    showAlerts->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_menu->addAction(showAlerts);
    m_menu->addAction(m_runbookDock->toggleViewAction());
}

void AlertDocks::setNotifications(bool notify, bool sound)
{
    m_notifyAction->setChecked(notify); // each writes its setting when toggled
    m_soundAction->setChecked(sound);
}

void AlertDocks::setTierMap(const TierMap &map)
{
    if (map == m_center->engine()->tierMap())
        return;
    TierMapDialog::save(map);
    m_center->setTierMap(map);
    m_audit->record(QStringLiteral("tiers"), tr("severity map"), TierMapDialog::toText(map));
}

bool AlertDocks::loadRules(const QString &ref)
{
    auto loaded = RuleLoader::read(ref);
    RuleFile file;
    if (loaded)
        file = std::move(loaded->file);
    else
        file.problems << loaded.error();
    const bool ok = !file.rules.empty();
    if (!ok && m_center->engine()->rules().size() > 0) {
        // Keep the rules that work; say why the new file was not taken.
        emit statusMessage(
            tr("Alert rules not changed: %1")
                .arg(file.problems.value(0, tr("%1 holds no alerting rule").arg(ref))));
        return false;
    }
    QSettings().setValue(QLatin1String(kRulesKey), ref);
    m_rulesYaml = loaded ? loaded->yaml : QByteArray();
    m_center->setRules(std::move(file.rules), file.problems, ref);
    emit statusMessage(tr("Alert rules: %1").arg(ref));
    return ok;
}

void AlertDocks::refreshTimeMarks()
{
    if (m_workspace->isReplay())
        return; // Replay marks the snapshot's own actions and annotations
    const TimeCursor *c = m_workspace->cursor();
    std::vector<TimeMark> marks;
    // Following live, an action taken a moment ago is past the last tick's
    // right edge; it is kept so the next tick shows it.
    const qint64 to =
        c->followsLive() ? std::max(c->toMs(), QDateTime::currentMSecsSinceEpoch()) : c->toMs();
    for (const AuditEntry &e : m_audit->between(c->fromMs(), to)) {
        const QString when = c->format().clock(e.atMs);
        marks.push_back(
            {e.atMs,
             tr("%1 %2 by %3: %4 %5")
                 .arg(when, AuditEntry::actionText(e.action), e.who, e.target, e.detail),
             e.action.startsWith(QLatin1String("runbook")),
             AlertTier::None,
             {}});
    }
    m_lanes->setTimeMarks(marks);
}

void AlertDocks::setSources(const SourceList &sources)
{
    m_feeds->setSources(sources);
    m_feeds->refresh();
    m_center->evaluateNow();
}

void AlertDocks::refreshProblems()
{
    QStringList problems;
    for (const auto &f : m_feeds->feeds()) {
        if (!f.error)
            continue;
        // Whole sentences per case, so a translation can order them freely.
        const QString since = m_workspace->cursor()->format().clock(f.lastGoodMs);
        // Prometheus-compatible stores without rules (VictoriaMetrics without
        // vmalert, Thanos without a ruler) answer 404: say how to stop asking.
        if (f.error->httpStatus == 404)
            problems << tr("%1 has no alerts API (HTTP 404); add \"alerts\": false to this "
                           "source in the sources file to stop asking.")
                            .arg(f.source);
        else if (f.lastGoodMs)
            problems
                << tr("%1: %2 (showing its alerts of %3)").arg(f.source, f.error->message, since);
        else
            problems << tr("%1: %2").arg(f.source, f.error->message);
    }
    // Rules the server itself cannot evaluate.
    for (const auto &f : m_feeds->feeds())
        for (const auto &rule : f.rules)
            if (rule.health == QLatin1String("err"))
                problems << tr("%1: rule %2: %3").arg(f.source, rule.name, rule.lastError);
    problems += m_center->engine()->problems();
    m_pane->setProblems(problems);
}

void AlertDocks::showWindow(qint64 fromMs, qint64 toMs)
{
    // The alert's window with half of it again (at least 5 minutes) on each
    // side: what led up to it matters as much as the alert itself.
    const qint64 span = std::max<qint64>(toMs - fromMs, 60'000);
    const qint64 context = std::max<qint64>(span / 2, 5 * 60'000);
    const qint64 now = m_workspace->now();
    m_workspace->cursor()->setRange(fromMs - context, std::min(toMs + context, now));
}

void AlertDocks::notify(const AlertRow &row)
{
    const QSettings settings;
    const QString target = AlertBoardBuilder::targetOf(row.labels);
    const QString title = tr("P1 firing: %1").arg(row.name);
    const QString summary =
        AlertBoardBuilder::displayText(row.annotations.value(QStringLiteral("summary")), row);
    const QString body = summary.isEmpty() ? target : tr("%1\n%2").arg(target, summary);
    m_lastNotification = title + QLatin1Char('\n') + body;
    emit statusMessage(tr("%1 on %2").arg(title, target));
    if (!settings.value(QLatin1String(kNotifyKey), true).toBool())
        return;
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(
                m_window->style()->standardIcon(QStyle::SP_MessageBoxWarning), this);
            m_tray->setToolTip(tr("FleetScope"));
            connect(m_tray, &QSystemTrayIcon::messageClicked, m_window, [this] {
                m_window->showNormal();
                m_window->raise();
                m_window->activateWindow();
            });
        }
        m_tray->show();
        m_tray->showMessage(title, body, QSystemTrayIcon::Critical, 15'000);
    }
    // Without a tray (or as well), the taskbar entry asks for attention.
    QApplication::alert(m_window);
    if (settings.value(QLatin1String(kSoundKey), false).toBool())
        QApplication::beep();
}

#include "explaindock.h"

#include "customrangedialog.h"
#include "explainmodel.h"
#include "explainoffline.h"
#include "explaintask.h"
#include "fleetdiscovery.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "promqlnames.h"
#include "replaycontroller.h"
#include "timecursor.h"

#include <QAction>
#include <QCryptographicHash>
#include <QCursor>
#include <QDockWidget>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QMainWindow>
#include <QMenu>
#include <QtConcurrent>

namespace {

constexpr qint64 kDayMs = 86'400'000;

} // namespace

ExplainDock::ExplainDock(QMainWindow *window, LiveWorkspace *workspace, LaneStack *lanes,
                         ReplayController *replay)
    : QObject(window), m_window(window), m_workspace(workspace), m_lanes(lanes), m_replay(replay),
      m_dock(new QDockWidget(tr("Explain"), window)), m_panel(new ExplainPanel(m_dock)),
      m_task(new ExplainTask(this)), m_action(new QAction(tr("&Explain This Window"), this))
{
    m_dock->setObjectName(QStringLiteral("explainDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();

    m_action->setObjectName(QStringLiteral("explainAction"));
    m_action->setShortcut(QKeySequence(Qt::Key_E));
    m_action->setStatusTip(tr("What is different in the visible range of the lane under the "
                              "mouse, against the time before it"));
    connect(m_action, &QAction::triggered, this, &ExplainDock::explainVisible);
    connect(lanes, &LaneStack::explainRequested, this, [this](int lane) {
        explainLane(lane, m_workspace->cursor()->fromMs(), m_workspace->cursor()->toMs());
    });

    m_panel->setTimeFormat(workspace->cursor()->format());
    connect(workspace->cursor(), &TimeCursor::zoneChanged, this,
            [this] { m_panel->setTimeFormat(m_workspace->cursor()->format()); });
    connect(m_panel, &ExplainPanel::cancelRequested, m_task, &ExplainTask::cancel);
    connect(m_panel, &ExplainPanel::rerunRequested, this, &ExplainDock::rerun);
    connect(m_panel, &ExplainPanel::baselineChosen, this, [this](ExplainPanel::Baseline b) {
        if (b == ExplainPanel::Baseline::Custom) {
            const auto [from, to] = ExplainEngine::defaultBaseline(m_fromMs, m_toMs);
            CustomRangeDialog dialog(m_customBaseline ? m_customBaseline->first : from,
                                     m_customBaseline ? m_customBaseline->second : to, m_window);
            dialog.setWindowTitle(tr("Explain: Baseline"));
            if (dialog.exec() != QDialog::Accepted)
                return;
            m_customBaseline = std::pair(dialog.fromMs(), dialog.toMs());
        }
        rerun();
    });
    connect(m_panel, &ExplainPanel::placeActivated, this, &ExplainDock::highlight);
    connect(m_panel, &ExplainPanel::metricActivated, this, &ExplainDock::addMetricLane);
    connect(m_panel, &ExplainPanel::eventActivated, this,
            [this](qint64 t) { m_workspace->cursor()->pin(t); });

    connect(m_task, &ExplainTask::progressed, m_panel, &ExplainPanel::showProgress);
    connect(m_task, &ExplainTask::finished, this, [this](const ExplainResult &r) {
        m_panel->showResult(r);
        emit statusMessage(tr("Explain finished in %1 s").arg(r.seconds, 0, 'f', 1));
    });
    connect(m_task, &ExplainTask::failed, m_panel, &ExplainPanel::showProblem);
    connect(m_task, &ExplainTask::canceled, this, [this] {
        m_panel->showProblem(tr("Canceled: the answer below (if any) is from the run before."));
    });
    connect(m_replay, &ReplayController::opened, this,
            [this] { showSaved(m_replay->snapshot().explainJson); });
}

ExplainDock::~ExplainDock() = default;

void ExplainDock::addTo(QMenu *menu)
{
    menu->addSeparator();
    menu->addAction(m_action);
}

bool ExplainDock::isRunning() const
{
    return m_task->isRunning();
}

void ExplainDock::explainVisible()
{
    int lane = m_lanes->laneUnder(QCursor::pos());
    if (lane < 0)
        lane = m_lane >= 0 && m_lane < m_lanes->laneCount() ? m_lane : 0;
    explainLane(lane, m_workspace->cursor()->fromMs(), m_workspace->cursor()->toMs());
}

void ExplainDock::explainAlert(qint64 fromMs, qint64 toMs, const QString &expr)
{
    const QSet<QString> names = PromqlNames::metricNames(expr);
    const auto &lanes = m_workspace->dashboard().lanes;
    const auto reads = [&](const LaneSpec &l) {
        return std::any_of(l.queries.cbegin(), l.queries.cend(), [&](const QuerySpec &q) {
            return PromqlNames::metricNames(q.promql).intersects(names);
        });
    };
    const auto found = std::find_if(lanes.cbegin(), lanes.cend(), reads);
    const int lane = found == lanes.cend() ? 0 : int(found - lanes.cbegin());
    // A still open alert is explained up to now.
    explainLane(lane, fromMs, std::max(toMs, fromMs + 60'000));
}

void ExplainDock::explainLane(int lane, qint64 fromMs, qint64 toMs)
{
    m_dock->show();
    m_dock->raise();
    if (lane < 0 || lane >= m_workspace->laneCount()) {
        m_panel->showProblem(tr("There is no lane to explain: open a dashboard first."));
        return;
    }
    m_lane = lane;
    m_fromMs = fromMs;
    m_toMs = std::min(toMs, m_workspace->now());
    m_customBaseline.reset();
    if (m_panel->baseline() == ExplainPanel::Baseline::Custom)
        m_panel->setBaseline(ExplainPanel::Baseline::Before);
    start();
}

void ExplainDock::rerun()
{
    if (m_lane < 0 || m_lane >= m_workspace->laneCount())
        return;
    start();
}

std::optional<std::pair<qint64, qint64>> ExplainDock::baselineFor(qint64 fromMs, qint64 toMs)
{
    switch (m_panel->baseline()) {
    case ExplainPanel::Baseline::Before:
        return ExplainEngine::defaultBaseline(fromMs, toMs);
    case ExplainPanel::Baseline::Yesterday:
        return std::pair(fromMs - kDayMs, toMs - kDayMs);
    case ExplainPanel::Baseline::LastWeek:
        return std::pair(fromMs - 7 * kDayMs, toMs - 7 * kDayMs);
    case ExplainPanel::Baseline::Custom:
        return m_customBaseline;
    }
    return std::nullopt;
}

void ExplainDock::start()
{
    const LaneSpec &spec = m_workspace->dashboard().lanes[std::size_t(m_lane)];
    const auto baseline = baselineFor(m_fromMs, m_toMs);
    if (!baseline) {
        m_panel->showProblem(tr("Pick the baseline's range first."));
        return;
    }
    if (baseline->second > m_fromMs && baseline->first < m_toMs) {
        m_panel->showProblem(tr("The baseline overlaps the window: pick one that ends before the "
                                "window starts."));
        return;
    }
    m_panel->showRunning(spec.title, m_fromMs, m_toMs, baseline->first, baseline->second);
    if (m_workspace->isReplay()) {
        // Everything is in memory: the lanes' data and the snapshot's moments.
        std::vector<std::shared_ptr<const SeriesSet>> data;
        std::vector<ExplainOffline::Lane> lanes;
        for (int l = 0; l < m_workspace->laneCount(); ++l)
            data.push_back(m_workspace->laneData(l));
        for (int l = 0; l < m_workspace->laneCount(); ++l) {
            const LaneSpec &s = m_workspace->dashboard().lanes[std::size_t(l)];
            lanes.push_back({s.title, s.aggregate, data[std::size_t(l)].get()});
        }
        std::vector<ExplainResult::Event> events;
        const Snapshot &snap = m_replay->snapshot();
        for (const AlertInstance &a : snap.alerts)
            if (a.firingAtMs)
                events.push_back({*a.firingAtMs, QStringLiteral("alert"),
                                  tr("Alert %1 fired").arg(a.rule), a.labels});
        for (const Annotation &a : snap.annotations)
            events.push_back(
                {a.fromMs, QStringLiteral("annotation"), tr("Note: %1").arg(a.text), {}});
        auto *watcher = new QFutureWatcher<ExplainResult>(this);
        const int lane = m_lane;
        const qint64 from = m_fromMs, to = m_toMs;
        const auto base = *baseline;
        connect(watcher, &QFutureWatcher<ExplainResult>::finished, this, [this, watcher] {
            ExplainResult r = watcher->result();
            watcher->deleteLater();
            m_panel->showResult(r);
            // Kept with the incident when the annotations are saved.
            m_replay->keepExplain(resultJson());
        });
        watcher->setFuture(QtConcurrent::run([data, lanes, lane, from, to, base, events] {
            QElapsedTimer clock;
            clock.start();
            ExplainResult r = ExplainOffline::explain(lanes, std::size_t(lane), from, to,
                                                      base.first, base.second, 10, events);
            r.seconds = double(clock.elapsed()) / 1000.0;
            return r;
        }));
        return;
    }
    QuerySpec query;
    for (const QuerySpec &q : spec.queries)
        if (!q.promql.isEmpty()) {
            query = q;
            break;
        }
    query.promql = m_workspace->dashboard().interpolate(query.promql);
    if (query.source.isEmpty() && !spec.queries.empty())
        query.source = spec.queries.front().source;
    ExplainEngine::Request request;
    request.sources = m_workspace->sources();
    request.catalogs = m_workspace->discovery()->catalogs();
    request.lane = query;
    request.aggregate = spec.aggregate;
    request.title = spec.title;
    request.fromMs = m_fromMs;
    request.toMs = m_toMs;
    request.baselineFromMs = baseline->first;
    request.baselineToMs = baseline->second;
    m_task->start(std::move(request));
}

void ExplainDock::highlight(const QString &label, const QString &value)
{
    m_lanes->setSelection(SeriesSelector{Labels({{label, value}})});
    emit statusMessage(tr("Highlighted %1=%2 in every lane").arg(label, value));
}

void ExplainDock::addMetricLane(const ExplainResult::Metric &metric)
{
    if (m_workspace->isReplay() || metric.promql.isEmpty()) {
        // From a snapshot the metric is a lane already: show where it changed.
        Labels where;
        for (const auto &[label, value] : metric.where)
            where.set(label, value);
        if (!where.isEmpty())
            m_lanes->setSelection(SeriesSelector{where});
        return;
    }
    const QString id = QStringLiteral("explain-") +
                       QString::fromLatin1(QCryptographicHash::hash(metric.promql.toUtf8(),
                                                                    QCryptographicHash::Sha1)
                                               .toHex()
                                               .left(10));
    const auto &lanes = m_workspace->dashboard().lanes;
    for (std::size_t l = 0; l < lanes.size(); ++l)
        if (lanes[l].id == id) {
            emit statusMessage(
                tr("%1 is shown already, in the lane \"%2\"").arg(metric.metric, lanes[l].title));
            return;
        }
    LaneSpec lane;
    lane.id = id;
    QStringList where;
    for (const auto &[label, value] : metric.where)
        where << label + QLatin1Char('=') + value;
    lane.title =
        where.isEmpty()
            ? tr("%1 (from Explain)").arg(metric.metric)
            : tr("%1 at %2 (from Explain)").arg(metric.metric, where.join(QLatin1Char(' ')));
    lane.aggregate = Aggregate::Max;
    lane.outliersHigh = metric.up;
    QuerySpec q;
    q.source = m_panel->model()->result().source; // where the metric was found
    q.promql = metric.promql;
    lane.queries.push_back(q);
    if (m_workspace->addLane(lane))
        emit statusMessage(
            tr("Added the lane \"%1\"; remove it from its context menu").arg(lane.title));
}

QByteArray ExplainDock::resultJson() const
{
    if (m_panel->model()->isEmpty())
        return {};
    return QJsonDocument(m_panel->model()->result().toJson()).toJson(QJsonDocument::Compact);
}

void ExplainDock::showSaved(const QByteArray &json)
{
    if (json.isEmpty())
        return;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    auto r = doc.isObject()
                 ? ExplainResult::fromJson(doc.object())
                 : std::expected<ExplainResult, QString>(std::unexpected(error.errorString()));
    if (!r) {
        m_panel->showProblem(
            tr("The snapshot's saved Explain result cannot be read: %1").arg(r.error()));
        return;
    }
    m_panel->showRunning(r->title, r->fromMs, r->toMs, r->baselineFromMs, r->baselineToMs);
    m_panel->showResult(*r);
    m_dock->show();
}

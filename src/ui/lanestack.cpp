#include "lanestack.h"

#include "comparemenu.h"

#include "changefeed.h"
#include "timecursor.h"

#include "laneattribution.h"
#include "lanemodel.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "nodelanes.h"
#include "podinventory.h"
#include "promqlnames.h"
#include "seriesstore.h"

#include <QFutureWatcher>
#include <QHash>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QStringList>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>
#include <QVBoxLayout>

LaneStack::LaneStack(LiveWorkspace *workspace, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_splitter(new QSplitter(Qt::Vertical, this)),
      m_healthTimer(new QTimer(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    m_splitter->setChildrenCollapsible(false);
    connect(m_splitter, &QSplitter::splitterMoved, this,
            [this] { QSettings().setValue(heightsKey(), m_splitter->saveState()); });
    connect(workspace->changes(), &ChangeFeed::changed, this, &LaneStack::showChanges);
    connect(workspace->cursor(), &TimeCursor::zoneChanged, this, &LaneStack::showChanges);
    connect(workspace->store(), &SeriesStore::laneStatusChanged, this, [this](int lane) {
        if (lane < laneCount())
            showStatus(lane);
    });
    // Where the data itself misleads (a time-sliced GPU's series once per
    // pod), the lane says so beside the source's own warnings.
    connect(workspace->store(), &SeriesStore::laneDataChanged, this, [this](int lane) {
        if (lane < laneCount() && updateNote(lane))
            showStatus(lane);
    });
    connect(workspace->podInventory(), &PodInventory::changed, this, [this] {
        for (int i = 0; i < laneCount(); ++i)
            if (updateNote(i))
                showStatus(i);
    });
    // Discovery answered: lanes whose specs changed are built anew, the
    // others learn why they may be empty.
    connect(workspace, &LiveWorkspace::lanesReplaced, this, &LaneStack::rebuild);
    // A health alert's node may show up in a lane only once its data has.
    // Once for a burst of lane updates, not once per lane.
    m_healthTimer->setSingleShot(true);
    m_healthTimer->setInterval(200);
    connect(m_healthTimer, &QTimer::timeout, this, &LaneStack::placeHealthMarks);
    connect(workspace->store(), &SeriesStore::laneDataChanged, this, [this] {
        if (std::any_of(m_bands.cbegin(), m_bands.cend(),
                        [](const AlertBand &b) { return b.health; }))
            m_healthTimer->start();
    });
    connect(workspace, &LiveWorkspace::dashboardFitted, this, [this] {
        for (int i = 0; i < laneCount(); ++i)
            m_views[std::size_t(i)]->setProblem(m_workspace->laneProblem(i),
                                                m_workspace->laneFixLabel(i));
    });
}

void LaneStack::rebuild()
{
    for (auto *v : m_views)
        delete v;
    for (auto *m : m_models)
        delete m;
    m_views.clear();
    m_models.clear();
    m_selection = {};
    m_notes.assign(std::size_t(m_workspace->laneCount()), QString());
    m_noteBasis.assign(std::size_t(m_workspace->laneCount()), NoteBasis{});
    for (int i = 0; i < m_workspace->laneCount(); ++i) {
        auto *model = new LaneModel(m_workspace, i, this);
        auto *view = new LaneView(model, m_workspace->cursor(), m_splitter);
        view->setObjectName(
            QStringLiteral("lane_%1").arg(m_workspace->dashboard().lanes[std::size_t(i)].id));
        view->setShowTimeLabels(i == m_workspace->laneCount() - 1);
        view->setProblem(m_workspace->laneProblem(i), m_workspace->laneFixLabel(i));
        connect(view, &LaneView::fixRequested, this, [this, i] { m_workspace->applyLaneFix(i); });
        connect(view, &LaneView::seriesClicked, this,
                [this](const Labels &labels) { select(SeriesSelector::fromSeries(labels)); });
        connect(view, &LaneView::painted, this,
                [this, i](qint64 ns, bool withData) { emit lanePainted(i, ns, withData); });
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, i, view](const QPoint &pos) { showLaneMenu(i, view->mapToGlobal(pos)); });
        m_splitter->addWidget(view);
        m_models.push_back(model);
        m_views.push_back(view);
        updateNote(i);
        showStatus(i);
    }
    setAlertBands(m_bands);
    setTimeMarks(m_marks);
    if (!m_views.empty())
        m_splitter->restoreState(QSettings().value(heightsKey()).toByteArray());
}

void LaneStack::showLaneMenu(int lane, const QPoint &globalPos)
{
    QMenu menu(this);
    QAction *explain = menu.addAction(tr("&Explain This Window"));
    explain->setShortcut(QKeySequence(Qt::Key_E));
    explain->setToolTip(tr("What is different in the visible range, against the time before it"));
    QAction *remove = nullptr;
    const QString id = m_workspace->dashboard().lanes[std::size_t(lane)].id;
    if (m_workspace->isAddedLane(id))
        remove = menu.addAction(tr("&Remove This Lane"));
    menu.addSeparator();
    QMenu *compare = CompareMenu::create(m_workspace, id, this);
    compare->setParent(&menu, compare->windowFlags());
    menu.addMenu(compare);
    QAction *chosen = menu.exec(globalPos);
    if (chosen == explain)
        emit explainRequested(lane);
    else if (chosen && chosen == remove)
        m_workspace->removeAddedLane(id);
}

int LaneStack::laneUnder(const QPoint &globalPos) const
{
    for (std::size_t i = 0; i < m_views.size(); ++i)
        if (m_views[i]->isVisible() &&
            m_views[i]->rect().contains(m_views[i]->mapFromGlobal(globalPos)))
            return int(i);
    return -1;
}

QString LaneStack::heightsKey() const
{
    QStringList ids;
    for (const LaneSpec &lane : m_workspace->dashboard().lanes)
        ids << lane.id;
    return QStringLiteral("layout/laneHeights/") + ids.join(QLatin1Char(','));
}

void LaneStack::resetHeights()
{
    QSettings().remove(heightsKey());
    const int each = std::max(1, m_splitter->height() / std::max(1, laneCount()));
    m_splitter->setSizes(QList<int>(laneCount(), each));
}

void LaneStack::select(const SeriesSelector &selector)
{
    // Clicking the selected series again clears the selection.
    setSelection((selector.identity == m_selection.identity) ? SeriesSelector{} : selector);
}

void LaneStack::setAlertBands(const std::vector<AlertBand> &bands)
{
    m_bands = bands;
    const Dashboard &d = m_workspace->dashboard();
    // A fleet has a band per alerting series but only a handful of rule
    // expressions: each is parsed once here, not once per band and lane
    // (that was most of a 60 ms stall on every evaluation of 1,000 GPUs).
    QHash<QString, QSet<QString>> namesOf;
    for (const AlertBand &b : bands)
        if (!namesOf.contains(b.expr))
            namesOf.insert(b.expr, PromqlNames::metricNames(b.expr));
    for (std::size_t i = 0; i < m_views.size() && i < d.lanes.size(); ++i) {
        QSet<QString> metrics;
        for (const QuerySpec &q : d.lanes[i].queries)
            metrics.unite(PromqlNames::metricNames(q.promql));
        std::vector<AlertBand> mine;
        for (const AlertBand &b : bands)
            if (namesOf.value(b.expr).intersects(metrics))
                mine.push_back(b);
        m_views[i]->setAlertBands(AlertBoardBuilder::mergeBands(std::move(mine)));
    }
    placeHealthMarks();
}

bool LaneStack::updateNote(int lane)
{
    const auto data = m_workspace->store()->laneData(lane);
    // Replay ticks signal every lane without new data: nothing to redo.
    NoteBasis &basis = m_noteBasis[std::size_t(lane)];
    const int pods = m_workspace->podInventory()->generation();
    if (data && basis.data.lock() == data && basis.pods == pods)
        return false;
    basis = {data, pods};
    QString note = data ? LaneAttribution::note(LaneAttribution::sharedGpus(*data),
                                                LaneAttribution::endedPods(
                                                    *data, m_workspace->podInventory()->pods()))
                        : QString();
    if (note == m_notes[std::size_t(lane)])
        return false;
    m_notes[std::size_t(lane)] = std::move(note);
    return true;
}

void LaneStack::showStatus(int lane)
{
    LaneStatus status = m_workspace->store()->laneStatus(lane);
    if (std::size_t(lane) < m_notes.size() && !m_notes[std::size_t(lane)].isEmpty())
        status.warnings << m_notes[std::size_t(lane)];
    m_views[std::size_t(lane)]->setStatus(status);
}

void LaneStack::placeHealthMarks()
{
    // Which lanes show a host takes a look at every series' labels: 18 ms
    // on the GUI thread for a 1,000-GPU dashboard, at every live refresh.
    // The lanes' data are immutable sets, so the pool reads them.
    std::vector<AlertBand> health;
    for (const AlertBand &b : m_bands)
        if (b.health && !b.host.isEmpty())
            health.push_back(b);
    std::vector<std::shared_ptr<const SeriesSet>> data;
    for (std::size_t i = 0; i < m_views.size(); ++i)
        data.push_back(m_workspace->store()->laneData(int(i)));
    const quint64 generation = ++m_healthGeneration;
    using Marks = std::vector<std::vector<TimeMark>>;
    auto *watcher = new QFutureWatcher<Marks>(this);
    connect(watcher, &QFutureWatcher<Marks>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        Marks marks = watcher->future().takeResult();
        if (generation != m_healthGeneration || marks == m_healthMarks)
            return;
        m_healthMarks = std::move(marks);
        pushMarks();
    });
    watcher->setFuture(QtConcurrent::run([health = std::move(health), data = std::move(data)] {
        Marks marks(data.size());
        if (health.empty())
            return marks;
        std::vector<std::vector<const Labels *>> labels(data.size());
        for (std::size_t i = 0; i < data.size(); ++i)
            if (data[i])
                for (const Series &s : data[i]->series)
                    labels[i].push_back(&s.labels);
        const NodeLanes nodes(labels);
        QSet<QString> seen;
        for (const AlertBand &b : health) {
            // One mark per health alert, where it began: its first band.
            if (seen.contains(b.key))
                continue;
            seen.insert(b.key);
            const QString text = b.summary.isEmpty()
                                     ? tr("GPU health: %1 on %2 GPU %3").arg(b.name, b.host, b.gpu)
                                     : tr("GPU health: %1 (%2)").arg(b.summary, b.name);
            for (std::size_t lane : nodes.lanesOf(b.host))
                marks[lane].push_back({b.fromMs, text, true, b.tier, {}});
        }
        return marks;
    }));
}

void LaneStack::setTimeMarks(const std::vector<TimeMark> &marks)
{
    m_marks = marks;
    pushMarks();
}

void LaneStack::showChanges()
{
    m_changeMarks.clear();
    const TimeFormat format = m_workspace->cursor()->format();
    for (const ExplainEvents::Event &e : m_workspace->changes()->changes())
        m_changeMarks.push_back({e.timeMs,
                                 tr("%1 %2").arg(format.clock(e.timeMs), e.text),
                                 false,
                                 AlertTier::None,
                                 {},
                                 true});
    pushMarks();
}

void LaneStack::pushMarks()
{
    const auto &lanes = m_workspace->dashboard().lanes;
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        std::vector<TimeMark> all;
        for (const TimeMark &m : m_marks)
            if (m.laneId.isEmpty() || (i < lanes.size() && lanes[i].id == m.laneId))
                all.push_back(m);
        all.insert(all.end(), m_changeMarks.begin(), m_changeMarks.end());
        if (i < m_healthMarks.size())
            all.insert(all.end(), m_healthMarks[i].begin(), m_healthMarks[i].end());
        m_views[i]->setTimeMarks(std::move(all));
    }
}

void LaneStack::setSelection(const SeriesSelector &selector)
{
    m_selection = selector;
    for (auto *m : m_models)
        m->setHighlight(m_selection);
    m_workspace->setHighlight(m_selection);
    QStringList parts;
    for (const auto &[k, v] : m_selection.identity.pairs())
        parts << QStringLiteral("%1=%2").arg(k, v);
    emit selectionChanged(parts.join(QStringLiteral(", ")));
}

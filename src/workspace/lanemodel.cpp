#include "lanemodel.h"

#include "liveworkspace.h"
#include "timecursor.h"

#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>

LaneModel::LaneModel(LiveWorkspace *workspace, int lane, QObject *parent)
    : QObject(parent), m_workspace(workspace), m_lane(lane)
{
    connect(workspace, &LiveWorkspace::laneDataChanged, this, [this](int l) {
        if (l == m_lane)
            schedule();
    });
    connect(workspace->cursor(), &TimeCursor::rangeChanged, this, &LaneModel::schedule);
    m_watcher = new QFutureWatcher<LaneFrame>(this);
    connect(m_watcher, &QFutureWatcher<LaneFrame>::finished, this, [this] {
        m_frame = m_watcher->result();
        emit frameChanged();
        if (m_dirtyWhileRunning) {
            m_dirtyWhileRunning = false;
            schedule();
        }
    });
    schedule();
}

LaneModel::~LaneModel()
{
    m_watcher->disconnect(this);
    m_watcher->waitForFinished();
}

const LaneSpec &LaneModel::spec() const
{
    return m_workspace->dashboard().lanes.at(std::size_t(m_lane));
}

Reduction::Input LaneModel::input() const
{
    const LaneSpec &s = spec();
    Reduction::Input in;
    in.fromMs = m_workspace->cursor()->fromMs();
    in.toMs = m_workspace->cursor()->toMs();
    in.widthPx = m_width;
    in.aggregate = s.aggregate;
    in.topK = s.topK;
    in.outliersHigh = s.outliersHigh;
    in.highlight = m_highlight;
    return in;
}

CrosshairValues LaneModel::valuesAt(qint64 tMs) const
{
    return Reduction::valuesAt(*m_workspace->laneData(m_lane), tMs, input());
}

void LaneModel::setWidth(int px)
{
    if (px == m_width || px <= 0)
        return;
    m_width = px;
    schedule();
}

void LaneModel::setHighlight(const SeriesSelector &selector)
{
    m_highlight = selector;
    schedule();
}

void LaneModel::reduceNow()
{
    m_frame = Reduction::reduce(*m_workspace->laneData(m_lane), input());
    emit frameChanged();
}

void LaneModel::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, &LaneModel::start);
}

void LaneModel::start()
{
    m_scheduled = false;
    if (m_watcher->isRunning()) {
        m_dirtyWhileRunning = true;
        return;
    }
    // The worker holds its own reference to the data, so a store swap on the
    // GUI thread meanwhile is safe.
    std::shared_ptr<const SeriesSet> data = m_workspace->laneData(m_lane);
    m_watcher->setFuture(
        QtConcurrent::run([data, in = input()] { return Reduction::reduce(*data, in); }));
}

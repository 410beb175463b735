#include "lanemodel.h"

#include "baseline.h"
#include "baselinefeed.h"
#include "liveworkspace.h"
#include "seriesstore.h"
#include "timecursor.h"

#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>

LaneModel::LaneModel(LiveWorkspace *workspace, int lane, QObject *parent)
    : QObject(parent), m_workspace(workspace), m_lane(lane)
{
    connect(workspace->store(), &SeriesStore::laneDataChanged, this, [this](int l) {
        if (l == m_lane)
            schedule();
    });
    connect(workspace->cursor(), &TimeCursor::rangeChanged, this, &LaneModel::onRangeChanged);
    connect(workspace->baselines(), &BaselineFeed::changed, this, &LaneModel::schedule);
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, [this] {
        m_wantWide = false;
        if (m_coverage.wide)
            schedule();
    });
    m_watcher = new QFutureWatcher<LaneFrame>(this);
    connect(m_watcher, &QFutureWatcher<LaneFrame>::finished, this, [this] {
        m_frame = m_watcher->result();
        m_coverage = m_pendingCoverage;
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
    if (m_wantWide) {
        const qint64 half = (in.toMs - in.fromMs) / 2;
        in.fromMs -= half;
        in.toMs += half;
        in.widthPx = m_width * 2;
    }
    in.aggregate = s.aggregate;
    in.topK = s.topK;
    in.outliersHigh = s.outliersHigh;
    in.stacked = s.stacked;
    in.highlight = m_highlight;
    if (const auto cutoff = m_workspace->store()->knownUntil())
        in.knownUntilMs = *cutoff;
    return in;
}

CrosshairValues LaneModel::valuesAt(qint64 tMs) const
{
    CrosshairValues v = Reduction::valuesAt(*m_workspace->store()->laneData(m_lane), tMs, input());
    if (const auto normal = m_workspace->baselines()->data(spec().id); normal && v.valid)
        v.normal = Baseline::valueAt(*normal, spec(), v.timeMs);
    return v;
}

LaneModel::Coverage LaneModel::coverageOf(const Reduction::Input &in) const
{
    const TimeCursor *c = m_workspace->cursor();
    return {in.fromMs, in.toMs, c->toMs() - c->fromMs(), m_wantWide};
}

bool LaneModel::covers(qint64 fromMs, qint64 toMs) const
{
    return m_coverage.wide && toMs - fromMs == m_coverage.spanMs && fromMs >= m_coverage.fromMs &&
           toMs <= m_coverage.toMs && !m_watcher->isRunning() && !m_scheduled;
}

void LaneModel::onRangeChanged()
{
    const TimeCursor *c = m_workspace->cursor();
    const qint64 span = c->toMs() - c->fromMs();
    m_settle->start();
    if (covers(c->fromMs(), c->toMs()))
        return;
    // Same zoom as the frame in hand: a pan, reduced with margins.
    m_wantWide = span == m_coverage.spanMs;
    schedule();
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
    const Reduction::Input in = input();
    m_frame = Reduction::reduce(*m_workspace->store()->laneData(m_lane), in);
    if (const auto normal = m_workspace->baselines()->data(spec().id))
        Baseline::addTo(m_frame, *normal, m_workspace->baselines()->shiftOf(spec().id), spec(),
                        in.fromMs, in.toMs, in.widthPx);
    m_coverage = coverageOf(in);
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
    std::shared_ptr<const SeriesSet> data = m_workspace->store()->laneData(m_lane);
    std::shared_ptr<const SeriesSet> normal = m_workspace->baselines()->data(spec().id);
    const qint64 shift = m_workspace->baselines()->shiftOf(spec().id);
    const Reduction::Input in = input();
    m_pendingCoverage = coverageOf(in);
    m_watcher->setFuture(QtConcurrent::run([data, normal, shift, in, lane = spec()] {
        LaneFrame f = Reduction::reduce(*data, in);
        if (normal)
            Baseline::addTo(f, *normal, shift, lane, in.fromMs, in.toMs, in.widthPx);
        return f;
    }));
}

#include "framestats.h"

#include "lanestack.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTimer>

FrameStats::FrameStats(LaneStack *lanes, const QElapsedTimer &startedAt, QObject *parent)
    : QObject(parent), m_lanes(lanes), m_clock(startedAt)
{
    connect(lanes, &LaneStack::lanePainted, this, &FrameStats::onPainted);
    // A heartbeat on the GUI thread: a tick that comes late was held up by
    // whatever the thread did meanwhile (paint, data swaps, layout), so the
    // lateness is how long the window could not react.
    auto *beat = new QTimer(this);
    beat->setTimerType(Qt::PreciseTimer);
    beat->setInterval(kBeatMs);
    // The thread's own CPU time over the same beat tells the app's work
    // from time the thread was runnable but not running: on a machine whose
    // cores are shared (a co-located server, a build), the wall lateness
    // moves from run to run with the neighbours, the work does not.
    connect(beat, &QTimer::timeout, this, [this] {
        const double now = nowMs();
        const double cpu = threadCpuMs();
        if (m_lastBeatMs >= 0) {
            const double blocked = std::max(0.0, now - m_lastBeatMs - kBeatMs);
            const double busy = std::min(blocked, std::max(0.0, cpu - m_lastBeatCpuMs));
            m_longestBlockMs = std::max(m_longestBlockMs, blocked);
            if (m_measureFromMs >= 0 && m_lastBeatMs >= m_measureFromMs) {
                m_blocksMeasured.push_back(blocked);
                m_blockCpuMeasured.push_back(busy);
                if (blocked >= kLateMs)
                    m_lateBeats.push_back({m_lastBeatMs, blocked, busy});
            }
        }
        m_lastBeatMs = now;
        m_lastBeatCpuMs = cpu;
    });
    beat->start();
}

double FrameStats::threadCpuMs()
{
    timespec t{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0)
        return 0;
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

void FrameStats::beginMeasuring()
{
    if (m_measureFromMs < 0)
        m_measureFromMs = nowMs();
}

void FrameStats::markInput()
{
    m_marks.push_back(nowMs());
}

void FrameStats::onPainted(int lane, qint64 nsecs, bool withData)
{
    const double end = nowMs();
    m_paints.push_back({lane, end, double(nsecs) / 1e6});
    if (!withData)
        return;
    if (m_firstDataMs < 0)
        m_firstDataMs = end;
    const auto n = std::size_t(m_lanes->laneCount());
    if (m_laneHadData.size() != n) {
        m_laneHadData.assign(n, false);
        m_laneFirstDataMs.assign(n, -1);
    }
    if (std::size_t(lane) < n) {
        if (!m_laneHadData[std::size_t(lane)])
            m_laneFirstDataMs[std::size_t(lane)] = end;
        m_laneHadData[std::size_t(lane)] = true;
    }
    if (m_allLanesDataMs < 0 &&
        std::all_of(m_laneHadData.begin(), m_laneHadData.end(), [](bool b) { return b; })) {
        m_allLanesDataMs = end;
        emit allLanesShowData();
    }
}

std::vector<FrameStats::Frame> FrameStats::frames() const
{
    const int lanes = m_lanes->laneCount();
    std::vector<Frame> out;
    std::size_t firstPaint = 0;
    for (double mark : m_marks) {
        // Paints are in time order: skip those that ended before the mark.
        while (firstPaint < m_paints.size() && m_paints[firstPaint].endMs < mark)
            ++firstPaint;
        std::vector<bool> seen(std::size_t(std::max(lanes, 0)), false);
        int missing = lanes;
        Frame f;
        f.startMs = mark;
        for (std::size_t i = firstPaint; i < m_paints.size() && missing > 0; ++i) {
            const Paint &p = m_paints[i];
            f.paintMs += p.ms;
            if (p.lane >= 0 && p.lane < lanes && !seen[std::size_t(p.lane)]) {
                seen[std::size_t(p.lane)] = true;
                --missing;
                f.frameMs = p.endMs - mark;
            }
        }
        if (missing == 0 && lanes > 0)
            out.push_back(f);
    }
    return out;
}

FrameStats::Percentiles FrameStats::percentiles(std::vector<double> v)
{
    Percentiles p;
    p.count = int(v.size());
    if (v.empty())
        return p;
    std::sort(v.begin(), v.end());
    // Nearest rank: the smallest value at least q of the values do not exceed.
    const auto rank = [&](double q) {
        const auto i = std::size_t(std::ceil(q * double(v.size())));
        return v[std::clamp<std::size_t>(i, 1, v.size()) - 1];
    };
    p.p50 = rank(0.50);
    p.p99 = rank(0.99);
    p.max = v.back();
    return p;
}

QJsonObject FrameStats::toJson() const
{
    const auto round3 = [](double v) { return std::round(v * 1000) / 1000; };
    const auto stats = [&](const std::vector<double> &values) {
        const Percentiles p = percentiles(values);
        return QJsonObject{{QStringLiteral("count"), p.count},
                           {QStringLiteral("p50"), round3(p.p50)},
                           {QStringLiteral("p99"), round3(p.p99)},
                           {QStringLiteral("max"), round3(p.max)}};
    };
    const std::vector<Frame> fs = frames();
    std::vector<double> frameMs, framePaintMs, paintMs;
    QJsonArray list;
    for (const Frame &f : fs) {
        frameMs.push_back(f.frameMs);
        framePaintMs.push_back(f.paintMs);
        list.append(QJsonArray{round3(f.startMs), round3(f.frameMs), round3(f.paintMs)});
    }
    for (const Paint &p : m_paints)
        if (m_measureFromMs >= 0 && p.endMs >= m_measureFromMs)
            paintMs.push_back(p.ms);
    QJsonArray late;
    for (const LateBeat &b : m_lateBeats)
        late.append(QJsonArray{round3(b.startMs), round3(b.lateMs), round3(b.cpuMs)});
    QJsonArray laneFirst;
    for (double ms : m_laneFirstDataMs)
        laneFirst.append(round3(ms));
    return QJsonObject{
        {QStringLiteral("lanes"), m_lanes->laneCount()},
        {QStringLiteral("marks"), int(m_marks.size())},
        {QStringLiteral("frameMs"), stats(frameMs)},
        {QStringLiteral("framePaintMs"), stats(framePaintMs)},
        {QStringLiteral("lanePaintMs"), stats(paintMs)},
        {QStringLiteral("longestBlockMs"), round3(m_longestBlockMs)},
        {QStringLiteral("blockMs"), stats(m_blocksMeasured)},
        // Of each late beat, the time the GUI thread itself was on a CPU.
        {QStringLiteral("blockCpuMs"), stats(m_blockCpuMeasured)},
        // [start, late by, of which on a CPU] per beat late by kLateMs or more.
        {QStringLiteral("lateBeats"), late},
        {QStringLiteral("measuredFromMs"), round3(m_measureFromMs)},
        {QStringLiteral("firstDataPaintMs"), round3(m_firstDataMs)},
        {QStringLiteral("allLanesDataMs"), round3(m_allLanesDataMs)},
        // When each lane (in dashboard order) first painted data.
        {QStringLiteral("laneFirstDataMs"), laneFirst},
        {QStringLiteral("writtenAtEpochMs"), double(QDateTime::currentMSecsSinceEpoch())},
        {QStringLiteral("writtenAtMs"), round3(nowMs())},
        // [start, frame, paint] per frame, ms since the process began.
        {QStringLiteral("frames"), list},
    };
}

bool FrameStats::write(const QString &path, QString *error) const
{
    const QByteArray bytes = QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
    if (path == QLatin1String("-")) {
        QFile out;
        if (out.open(stdout, QIODevice::WriteOnly) && out.write(bytes) == bytes.size())
            return true;
        *error = out.errorString();
        return false;
    }
    QSaveFile f(path);
    if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit())
        return true;
    *error = f.errorString();
    return false;
}

#pragma once

#include "snapshot.h"

#include <map>
#include <memory>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <vector>

class BaselineJob;
class LiveWorkspace;
class QTimer;

// "Compare with normal": which lanes compare with which earlier time (a
// shift: a day, a week, a chosen range), and the baselines fetched for
// them over the visible range (BaselineJob), with half a range more on each
// side so a pan or a live minute needs no new request. Asked again when the
// range leaves what is held or the zoom changes the step, and when the
// lanes' queries change. In Replay, the snapshot's baselines and nothing
// asked. A baseline that fails, or finds no data, says so in problems() and
// keeps what was shown.
class BaselineFeed final : public QObject
{
    Q_OBJECT
  public:
    explicit BaselineFeed(LiveWorkspace *workspace, QObject *parent = nullptr);
    ~BaselineFeed() override;

    // Every lane compares with `shiftMs` earlier (lanes added later too);
    // 0 turns every lane off. In Replay, false (with a problem said) when a
    // lane has no such baseline captured: Replay cannot fetch one.
    bool compareAll(qint64 shiftMs);
    // One lane; 0 turns it off. False (with a problem said) where Replay
    // has no such baseline: it cannot fetch one.
    bool compareLane(const QString &laneId, qint64 shiftMs);
    // The lane's shift, 0 when it compares with nothing.
    qint64 shiftOf(const QString &laneId) const;
    // Lane id -> shift, for the lanes that compare (what a capture keeps).
    std::map<QString, qint64> choices() const;
    // The lane's baseline as envelope parts on today's axis; null while
    // none has arrived.
    std::shared_ptr<const SeriesSet> data(const QString &laneId) const;
    // One line per lane whose baseline failed or is empty.
    QStringList problems() const;
    void setPlotWidth(int px);
    // Asks every comparing lane's baseline again (another dashboard).
    void refreshNow() { update(true); }

    // Replay: these, shown as captured, and nothing asked until clearReplay().
    void setReplay(const std::vector<SnapshotBaseline> &baselines);
    void clearReplay();

  signals:
    void changed();
    void problemsChanged();

  private:
    struct Entry
    {
        qint64 shiftMs = 0;
        std::shared_ptr<const SeriesSet> data;
        qint64 heldFromMs = 0, heldToMs = -1, heldStepMs = 0;
        QPointer<BaselineJob> job;
        QString problem;
        quint64 generation = 0;
    };
    void update(bool force);
    void ask(int lane, Entry &e);
    static void dropJob(Entry &e);
    void publishProblems();
    // Replay: whether the snapshot holds this lane's baseline at `shiftMs`.
    bool replayHas(const QString &laneId, qint64 shiftMs) const;

    LiveWorkspace *m_workspace;
    QTimer *m_debounce;
    qint64 m_allShift = 0;
    std::map<QString, qint64> m_laneShift; // the user's per-lane choices
    std::map<QString, Entry> m_held;       // by lane id
    QString m_replayProblem;
    QStringList m_shownProblems;
    int m_widthPx = 1600;
    bool m_replay = false;
};

#pragma once

#include <QColor>
#include <QWidget>
#include <vector>

class QCheckBox;
class QLabel;
class QToolButton;
class ReplayClock;
class TimeCursor;

// The replay controls under the lanes: jump to start/end, previous/next
// alert transition or annotation, one sample back/forward, play/pause at
// 1x-300x, a timeline with the incident's moments as ticks and a cursor that
// can be dragged, and whether the lanes show only what was known at the
// cursor.
class ReplayBar final : public QWidget
{
    Q_OBJECT
  public:
    struct Tick
    {
        qint64 tMs = 0;
        QColor color;
        QString text;
    };

    explicit ReplayBar(ReplayClock *clock, QWidget *parent = nullptr);

    // Times read in the lanes' zone (local or UTC, View > Times in UTC),
    // named after the time as on the lanes' axis.
    void followZoneOf(const TimeCursor *cursor);
    void setTicks(std::vector<Tick> ticks);
    const std::vector<Tick> &ticks() const { return m_ticks; }
    bool showsAll() const;
    QString positionText() const;

  signals:
    void showAllChanged(bool showAll);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void sync();
    void paintTimeline();
    qint64 timeAt(int x) const;
    int xOf(qint64 tMs) const;

    ReplayClock *m_clock;
    const TimeCursor *m_zone = nullptr;
    QWidget *m_timeline;
    QToolButton *m_play;
    QLabel *m_time;
    QCheckBox *m_showAll;
    std::vector<QToolButton *> m_speeds;
    std::vector<Tick> m_ticks;
    bool m_dragging = false;
};

#include "replaybar.h"

#include "replayclock.h"
#include "timecursor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QToolButton>
#include <QToolTip>

namespace {
constexpr int kMargin = 8;
}

ReplayBar::ReplayBar(ReplayClock *clock, QWidget *parent)
    : QWidget(parent), m_clock(clock), m_timeline(new QWidget(this)), m_play(new QToolButton(this)),
      m_time(new QLabel(this)), m_showAll(new QCheckBox(tr("Show all"), this))
{
    setObjectName(QStringLiteral("replayBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    auto *title = new QLabel(tr("<b>Replay</b>"), this);
    layout->addWidget(title);
    // Media glyphs are missing from many fonts; the style's icons are not.
    auto button = [&](const QVariant &look, const QString &tip, const QKeySequence &key,
                      auto slot) {
        auto *b = new QToolButton(this);
        if (look.typeId() == QMetaType::Int)
            b->setIcon(style()->standardIcon(QStyle::StandardPixmap(look.toInt())));
        else
            b->setText(look.toString());
        b->setToolTip(tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        b->setShortcut(key);
        b->setAccessibleName(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, m_clock, slot);
        layout->addWidget(b);
        return b;
    };
    button(int(QStyle::SP_MediaSkipBackward), tr("Start of the incident"),
           QKeySequence(Qt::CTRL | Qt::Key_Home), [this] { m_clock->seek(m_clock->fromMs()); });
    button(int(QStyle::SP_MediaSeekBackward), tr("Previous alert change or annotation"),
           QKeySequence(Qt::Key_BracketLeft), [this] { m_clock->previousMoment(); });
    button(QVariant(tr("◀")), tr("One sample back"), QKeySequence(Qt::Key_Comma),
           [this] { m_clock->stepSamples(-1); });
    m_play->setObjectName(QStringLiteral("replayPlay"));
    m_play->setAccessibleName(tr("Play or pause"));
    m_play->setAutoRaise(true);
    connect(m_play, &QToolButton::clicked, m_clock, &ReplayClock::togglePlay);
    layout->addWidget(m_play);
    button(QVariant(tr("▶")), tr("One sample forward"), QKeySequence(Qt::Key_Period),
           [this] { m_clock->stepSamples(1); });
    button(int(QStyle::SP_MediaSeekForward), tr("Next alert change or annotation"),
           QKeySequence(Qt::Key_BracketRight), [this] { m_clock->nextMoment(); });
    button(int(QStyle::SP_MediaSkipForward), tr("End of the incident"),
           QKeySequence(Qt::CTRL | Qt::Key_End), [this] { m_clock->seek(m_clock->toMs()); });
    auto *speeds = new QButtonGroup(this);
    for (int s : ReplayClock::speeds()) {
        auto *b = new QToolButton(this);
        b->setText(tr("%1×").arg(s));
        b->setToolTip(tr("Play at %1 times real time").arg(s));
        b->setCheckable(true);
        b->setChecked(s == m_clock->speed());
        b->setAutoRaise(true);
        speeds->addButton(b);
        connect(b, &QToolButton::clicked, this, [this, s] { m_clock->setSpeed(s); });
        layout->addWidget(b);
        m_speeds.push_back(b);
    }
    m_timeline->setObjectName(QStringLiteral("replayTimeline"));
    m_timeline->setMinimumSize(200, 28);
    m_timeline->setMouseTracking(true);
    m_timeline->installEventFilter(this);
    layout->addWidget(m_timeline, 1);
    m_time->setObjectName(QStringLiteral("replayTime"));
    m_time->setMinimumWidth(
        m_time->fontMetrics().horizontalAdvance(QStringLiteral("0000-00-00 00:00:00")));
    layout->addWidget(m_time);
    m_showAll->setToolTip(
        tr("Unticked, the lanes show only the data known at the cursor, as it was then"));
    connect(m_showAll, &QCheckBox::toggled, this, &ReplayBar::showAllChanged);
    layout->addWidget(m_showAll);

    connect(m_clock, &ReplayClock::positionChanged, this, &ReplayBar::sync);
    connect(m_clock, &ReplayClock::playingChanged, this, &ReplayBar::sync);
    sync();
}

bool ReplayBar::showsAll() const
{
    return m_showAll->isChecked();
}

QString ReplayBar::positionText() const
{
    return m_time->text();
}

void ReplayBar::followZoneOf(const TimeCursor *cursor)
{
    m_zone = cursor;
    connect(cursor, &TimeCursor::zoneChanged, this, &ReplayBar::sync);
    sync();
}

void ReplayBar::setTicks(std::vector<Tick> ticks)
{
    m_ticks = std::move(ticks);
    m_timeline->update();
}

void ReplayBar::sync()
{
    m_play->setIcon(
        style()->standardIcon(m_clock->isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    const QString key = QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText);
    m_play->setToolTip(m_clock->isPlaying() ? tr("Pause (%1)").arg(key) : tr("Play (%1)").arg(key));
    const qint64 at = m_clock->position();
    if (m_zone) {
        const TimeFormat format = m_zone->format();
        m_time->setText(QStringLiteral("%1 %2").arg(format.dateClock(at), format.zoneName(at)));
    } else {
        m_time->setText(TimeFormat().dateClock(at));
    }
    m_timeline->update();
}

int ReplayBar::xOf(qint64 tMs) const
{
    const qint64 span = std::max<qint64>(m_clock->toMs() - m_clock->fromMs(), 1);
    const int w = m_timeline->width() - 2 * kMargin;
    return kMargin + int(double(tMs - m_clock->fromMs()) / double(span) * w);
}

qint64 ReplayBar::timeAt(int x) const
{
    const int w = std::max(m_timeline->width() - 2 * kMargin, 1);
    const double f = std::clamp(double(x - kMargin) / w, 0.0, 1.0);
    return m_clock->fromMs() + qint64(f * double(m_clock->toMs() - m_clock->fromMs()));
}

void ReplayBar::paintTimeline()
{
    QPainter p(m_timeline);
    p.setRenderHint(QPainter::Antialiasing);
    const int mid = m_timeline->height() / 2;
    const QColor track = palette().color(QPalette::Mid);
    p.setPen(QPen(track, 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(kMargin, mid, m_timeline->width() - kMargin, mid);
    // What has been replayed so far, in the highlight colour.
    p.setPen(QPen(palette().color(QPalette::Highlight), 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(kMargin, mid, xOf(m_clock->position()), mid);
    for (const Tick &t : m_ticks) {
        const int x = xOf(t.tMs);
        p.setPen(QPen(t.color, 2));
        p.drawLine(x, mid - 9, x, mid + 9);
    }
    const int cx = xOf(m_clock->position());
    p.setPen(QPen(palette().color(QPalette::WindowText), 1));
    p.setBrush(palette().color(QPalette::Base));
    p.drawEllipse(QPoint(cx, mid), 6, 6);
}

bool ReplayBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_timeline)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Paint:
        paintTimeline();
        return true;
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() == Qt::LeftButton) {
            m_dragging = true;
            m_clock->seek(timeAt(int(e->position().x())));
        }
        return true;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (m_dragging)
            m_clock->seek(timeAt(int(e->position().x())));
        return true;
    }
    case QEvent::MouseButtonRelease:
        m_dragging = false;
        return true;
    case QEvent::ToolTip: {
        auto *e = static_cast<QHelpEvent *>(event);
        QStringList lines;
        for (const Tick &t : m_ticks)
            if (std::abs(xOf(t.tMs) - e->pos().x()) <= 4)
                lines << t.text;
        if (lines.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(e->globalPos(), lines.join(QLatin1Char('\n')), m_timeline);
        return true;
    }
    default:
        return QWidget::eventFilter(watched, event);
    }
}

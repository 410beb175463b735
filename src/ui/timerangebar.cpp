#include "timerangebar.h"

#include "liveworkspace.h"
#include "timecursor.h"
#include "timeparse.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QLabel>

const QList<qint64> &TimeRangeBar::presetDurations()
{
    static const QList<qint64> d = {15 * 60'000ll, 3'600'000ll, 6 * 3'600'000ll, 24 * 3'600'000ll,
                                    7 * 86'400'000ll};
    return d;
}

TimeRangeBar::TimeRangeBar(LiveWorkspace *workspace, QWidget *parent)
    : QToolBar(tr("Time range"), parent), m_workspace(workspace), m_mode(new QLabel(this)),
      m_dashboard(new QLabel(this)), m_presetGroup(new QActionGroup(this)),
      m_refresh(new QComboBox(this))
{
    setObjectName(QStringLiteral("timeRangeBar"));
    setMovable(false);
    m_mode->setObjectName(QStringLiteral("modeBadge"));
    m_mode->setMargin(4);
    addWidget(m_mode);
    addSeparator();
    m_dashboard->setObjectName(QStringLiteral("dashboardTitle"));
    addWidget(m_dashboard);
    addSeparator();

    const QStringList names = {tr("15m"), tr("1h"), tr("6h"), tr("24h"), tr("7d")};
    for (int i = 0; i < names.size(); ++i) {
        auto *a = addAction(names[i]);
        a->setCheckable(true);
        a->setToolTip(tr("Show the last %1 and follow live").arg(names[i]));
        m_presetGroup->addAction(a);
        const qint64 d = presetDurations()[i];
        connect(a, &QAction::triggered, this,
                [this, d] { m_workspace->cursor()->showLast(d, m_workspace->now()); });
        m_presets << a;
    }
    m_custom = addAction(tr("Custom…"));
    m_custom->setToolTip(tr("Choose a fixed time range"));
    connect(m_custom, &QAction::triggered, this, &TimeRangeBar::customRangeRequested);
    addSeparator();

    m_pause = addAction(tr("Pause"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Pause or resume live refresh"));
    connect(m_pause, &QAction::toggled, m_workspace, &LiveWorkspace::setPaused);

    auto *refreshLabel = new QLabel(tr("Refresh"), this);
    refreshLabel->setMargin(4);
    addWidget(refreshLabel);
    for (qint64 ms : refreshIntervals())
        m_refresh->addItem(TimeParse::formatDuration(ms), ms);
    m_refresh->setAccessibleName(tr("Refresh interval"));
    refreshLabel->setBuddy(m_refresh);
    addWidget(m_refresh);
    connect(m_refresh, &QComboBox::activated, this, [this](int idx) {
        const qint64 ms = m_refresh->itemData(idx).toLongLong();
        m_workspace->setRefreshInterval(ms);
        emit refreshIntervalChosen(ms);
    });
    addSeparator();

    m_live = addAction(tr("▶ Return to live"));
    m_live->setToolTip(tr("You are looking at the past; go back to following now"));
    connect(m_live, &QAction::triggered, this,
            [this] { m_workspace->cursor()->setFollowLive(true, m_workspace->now()); });

    connect(m_workspace->cursor(), &TimeCursor::rangeChanged, this, &TimeRangeBar::syncState);
    connect(m_workspace->cursor(), &TimeCursor::followLiveChanged, this, &TimeRangeBar::syncState);
    connect(m_pause, &QAction::toggled, this, &TimeRangeBar::syncState);
    connect(m_workspace, &LiveWorkspace::modeChanged, this, &TimeRangeBar::syncState);
    syncState();
}

const QList<qint64> &TimeRangeBar::refreshIntervals()
{
    static const QList<qint64> intervals{5'000, 15'000, 30'000, 60'000, 300'000};
    return intervals;
}

void TimeRangeBar::setDashboardTitle(const QString &title)
{
    m_dashboard->setText(tr("Dashboard: %1").arg(title));
}

void TimeRangeBar::syncState()
{
    const TimeCursor *c = m_workspace->cursor();
    const bool follow = c->followsLive();
    const bool paused = m_workspace->isPaused();
    QString text;
    QString style;
    // Replay has no "now": the live controls would only mislead.
    const bool replay = m_workspace->isReplay();
    for (QAction *a : m_presets)
        a->setEnabled(!replay);
    m_pause->setEnabled(!replay);
    m_refresh->setEnabled(!replay);
    if (replay) {
        m_mode->setText(tr("▶ REPLAY — offline snapshot"));
        m_mode->setStyleSheet(
            QStringLiteral("background:#6a1b9a;color:#fff;font-weight:bold;border-radius:3px;"));
        m_live->setVisible(false);
        return;
    }
    if (paused) {
        text = tr("‖ PAUSED");
        style = QStringLiteral("background:#f0d060;color:#000;font-weight:bold;border-radius:3px;");
    } else if (follow) {
        text = tr("● LIVE");
        style = QStringLiteral("background:#1e7b34;color:#fff;font-weight:bold;border-radius:3px;");
    } else {
        text = tr("◼ HISTORY — not following now");
        style = QStringLiteral("background:#5a5a5a;color:#fff;font-weight:bold;border-radius:3px;");
    }
    // Every live tick moves the range: restyling a label each time cost
    // the GUI thread milliseconds and a relayout. Only changes are set.
    if (m_mode->text() != text)
        m_mode->setText(text);
    if (m_mode->styleSheet() != style)
        m_mode->setStyleSheet(style);
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    m_live->setVisible(!follow);
    for (int i = 0; i < m_presets.size(); ++i)
        m_presets[i]->setChecked(follow && c->durationMs() == presetDurations()[i]);
    if (!follow || std::none_of(m_presets.begin(), m_presets.end(),
                                [](QAction *a) { return a->isChecked(); })) {
        m_presetGroup->setExclusive(false);
        for (auto *a : m_presets)
            a->setChecked(false);
        m_presetGroup->setExclusive(true);
    }
    const int idx = m_refresh->findData(m_workspace->refreshInterval());
    if (idx >= 0)
        m_refresh->setCurrentIndex(idx);
}

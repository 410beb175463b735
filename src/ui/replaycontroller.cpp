#include "replaycontroller.h"

#include "alertcenter.h"
#include "alertdocks.h"
#include "alertrulesparser.h"
#include "annotationdialog.h"
#include "auditlog.h"
#include "auditmodel.h"
#include "lanepalette.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "replaybar.h"
#include "replayclock.h"
#include "snapshotfile.h"
#include "timecursor.h"

#include <QAction>
#include <QDateTime>
#include <QFileInfo>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

namespace {
const QColor kAnnotationColor(0x6a, 0x1b, 0x9a);
} // namespace

ReplayController::ReplayController(QMainWindow *window, LiveWorkspace *workspace, LaneStack *lanes,
                                   AlertDocks *alerts)
    : QObject(window), m_window(window), m_workspace(workspace), m_lanes(lanes), m_alerts(alerts),
      m_clock(new ReplayClock(this)), m_bar(new ReplayBar(m_clock)),
      m_toolbar(new QToolBar(tr("Replay"), window))
{
    m_bar->followZoneOf(workspace->cursor());
    m_toolbar->setObjectName(QStringLiteral("replayToolBar"));
    m_toolbar->setMovable(false);
    m_toolbar->addWidget(m_bar);
    window->addToolBar(Qt::BottomToolBarArea, m_toolbar);
    m_toolbar->hide();
    connect(m_clock, &ReplayClock::positionChanged, this, &ReplayController::onPosition);
    connect(m_bar, &ReplayBar::showAllChanged, this, &ReplayController::applyCutoff);
    connect(workspace->cursor(), &TimeCursor::zoneChanged, this, [this] {
        if (isActive())
            refreshMarks();
    });
    connect(workspace, &LiveWorkspace::modeChanged, this, [this](bool replay) {
        if (!replay)
            leave();
    });
    buildMenu();
}

bool ReplayController::isActive() const
{
    return m_workspace->isReplay();
}

void ReplayController::buildMenu()
{
    m_menu = m_window->menuBar()->addMenu(tr("&Replay"));
    // Space plays and pauses here as it pauses Live; the Live action is
    // disabled in Replay and these are disabled in Live, so no key is shared
    // by two enabled actions (N, P and A belong to the Alerts menu).
    QAction *play = m_menu->addAction(tr("&Play / Pause"), m_clock, &ReplayClock::togglePlay);
    play->setShortcut(QKeySequence(Qt::Key_Space));
    m_menu->addAction(tr("&Next Alert Change or Annotation"), m_clock, &ReplayClock::nextMoment);
    m_menu->addAction(tr("P&revious Alert Change or Annotation"), m_clock,
                      &ReplayClock::previousMoment);
    m_menu->addSeparator();
    QAction *annotate =
        m_menu->addAction(tr("Add &Annotation…"), this, &ReplayController::askAnnotation);
    annotate->setShortcut(QKeySequence(Qt::Key_M));
    m_menu->addAction(tr("Add Postmortem &Note…"), this, &ReplayController::askNote);
    QAction *save = m_menu->addAction(tr("&Save Annotations to the Snapshot"), this, [this] {
        QString error;
        if (!saveAnnotations(&error))
            QMessageBox::warning(m_window, tr("Cannot Save Annotations"), error);
    });
    save->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    setMenuEnabled(false);
}

void ReplayController::setMenuEnabled(bool enabled)
{
    // A disabled menu still fires its actions' shortcuts; the actions must
    // be disabled themselves.
    m_menu->setEnabled(enabled);
    for (QAction *a : m_menu->actions())
        a->setEnabled(enabled);
}

bool ReplayController::open(const QString &path, bool interactive)
{
    auto loaded = SnapshotFile::read(path);
    if (!loaded) {
        const QString message = tr("Cannot open %1: %2").arg(path, loaded.error());
        if (interactive)
            QMessageBox::warning(m_window, tr("Cannot Open Snapshot"), message);
        emit statusMessage(message);
        return false;
    }
    if (hasUnsavedChanges() && interactive &&
        QMessageBox::question(m_window, tr("Unsaved Annotations"),
                              tr("The annotations added to %1 are not saved. Open the other "
                                 "snapshot anyway and lose them?")
                                  .arg(QFileInfo(m_path).fileName())) != QMessageBox::Yes)
        return false;
    m_snapshot = std::move(*loaded);
    m_path = path;
    m_explainUnsaved = false;
    m_workspace->setReplay(m_snapshot);
    m_lanes->rebuild();
    const RuleFile rules = parseAlertRules(m_snapshot.rulesYaml, path);
    m_alerts->center()->setReplay(m_snapshot.alerts, rules.rules,
                                  {m_snapshot.ruleSeries, m_snapshot.fromMs, m_snapshot.toMs});

    refreshMarks();
    m_toolbar->show();
    setMenuEnabled(true);
    m_clock->seek(m_snapshot.toMs);
    onPosition(m_clock->position());
    emit opened(path, m_snapshot.title);
    emit statusMessage(
        tr("Replaying %1: %2 samples, %n alert(s)", nullptr, int(m_snapshot.alerts.size()))
            .arg(QFileInfo(path).fileName())
            .arg(QLocale().toString(qulonglong(m_snapshot.sampleCount()))));
    return true;
}

void ReplayController::leave()
{
    m_clock->pause();
    m_toolbar->hide();
    setMenuEnabled(false);
    m_alerts->center()->clearReplay();
    m_lanes->setTimeMarks({});
}

void ReplayController::onPosition(qint64 tMs)
{
    if (!isActive())
        return;
    // The replay cursor is the pinned crosshair: every lane shows its values
    // there, and the alert pane shows the alerts as they stood then.
    m_workspace->cursor()->followClock(tMs);
    m_alerts->center()->setReplayTime(tMs);
    applyCutoff();
}

void ReplayController::applyCutoff()
{
    if (!isActive())
        return;
    m_workspace->setReplayCutoff(m_bar->showsAll() ? std::nullopt
                                                   : std::optional<qint64>(m_clock->position()));
}

void ReplayController::refreshMarks()
{
    // Every time here is written in the zone the axis uses.
    const TimeFormat format = m_workspace->cursor()->format();
    std::vector<TimeMark> marks;
    std::vector<ReplayBar::Tick> ticks;
    std::vector<qint64> moments;
    for (const AlertInstance &a : m_snapshot.alerts) {
        const QString who = QStringLiteral("P%1 %2").arg(int(a.tier)).arg(a.rule);
        auto tick = [&](qint64 t, const QString &what) {
            moments.push_back(t);
            ticks.push_back(
                {t, TierColors::of(a.tier), tr("%1 %2 %3").arg(format.clock(t), who, what)});
        };
        tick(a.pendingAtMs, tr("pending"));
        if (a.firingAtMs)
            tick(*a.firingAtMs, tr("firing"));
        if (a.resolvedAtMs)
            tick(*a.resolvedAtMs, tr("resolved"));
    }
    for (const Annotation &a : m_snapshot.annotations) {
        const QString when = format.clock(a.fromMs);
        const QString text =
            a.isPoint() ? tr("%1 %2 (%3)").arg(when, a.text, a.author)
                        : tr("%1–%2 %3 (%4)").arg(when, format.clock(a.toMs), a.text, a.author);
        marks.push_back({a.fromMs, text, true, AlertTier::None, a.laneId});
        if (!a.isPoint())
            marks.push_back({a.toMs, text, true, AlertTier::None, a.laneId});
        ticks.push_back({a.fromMs, kAnnotationColor, text});
        moments.push_back(a.fromMs);
    }
    // The changes the source showed: ticks of their own colour, and
    // moments `[` and `]` stop at.
    for (const ExplainEvents::Event &c : m_snapshot.changes) {
        ticks.push_back(
            {c.timeMs, LanePalette::change, tr("%1 %2").arg(format.clock(c.timeMs), c.text)});
        moments.push_back(c.timeMs);
    }
    for (const AuditEntry &e : m_snapshot.audit)
        marks.push_back(
            {e.atMs,
             tr("%1 by %2: %3 %4").arg(AuditEntry::actionText(e.action), e.who, e.target, e.detail),
             e.action.startsWith(QLatin1String("runbook")),
             AlertTier::None,
             {}});
    m_lanes->setTimeMarks(marks);
    m_bar->setTicks(ticks);
    const qint64 pos = m_clock->position();
    qint64 step = 0;
    for (const auto &q : m_snapshot.queries)
        step = step ? std::min(step, q.stepMs) : q.stepMs;
    m_clock->setIncident(m_snapshot.fromMs, m_snapshot.toMs, step, moments);
    m_clock->seek(pos);
}

void ReplayController::addAnnotation(qint64 fromMs, qint64 toMs, const QString &text,
                                     const QString &laneId)
{
    Annotation a;
    a.fromMs = std::min(fromMs, toMs);
    a.toMs = std::max(fromMs, toMs);
    a.text = text;
    a.author = AuditLog::currentUser();
    a.createdAtMs = QDateTime::currentMSecsSinceEpoch();
    a.laneId = laneId;
    m_snapshot.annotations.push_back(a);
    refreshMarks();
    emit statusMessage(tr("Annotation added; save it into the snapshot with Ctrl+Shift+S."));
}

void ReplayController::addNote(const QString &text)
{
    SnapshotNote n;
    n.text = text;
    n.author = AuditLog::currentUser();
    n.createdAtMs = QDateTime::currentMSecsSinceEpoch();
    m_snapshot.notes.push_back(n);
}

bool ReplayController::hasUnsavedChanges() const
{
    return std::any_of(m_snapshot.annotations.begin(), m_snapshot.annotations.end(),
                       [](const Annotation &a) { return a.id == 0; }) ||
           std::any_of(m_snapshot.notes.begin(), m_snapshot.notes.end(),
                       [](const SnapshotNote &n) { return n.id == 0; }) ||
           m_explainUnsaved;
}

void ReplayController::keepExplain(const QByteArray &json)
{
    m_snapshot.explainJson = json;
    m_explainUnsaved = true;
}

bool ReplayController::saveAnnotations(QString *error)
{
    // Also after leaving Replay: the annotations still belong to that file.
    if (m_path.isEmpty()) {
        if (error)
            *error = tr("No snapshot is open.");
        return false;
    }
    if (!hasUnsavedChanges())
        return true;
    auto saved =
        SnapshotFile::appendAnnotations(m_path, m_snapshot.annotations, m_snapshot.notes,
                                        m_explainUnsaved ? m_snapshot.explainJson : QByteArray());
    if (!saved) {
        if (error)
            *error = saved.error();
        return false;
    }
    // Read back what the file now holds, ids included.
    if (auto again = SnapshotFile::read(m_path)) {
        m_snapshot.annotations = again->annotations;
        m_snapshot.notes = again->notes;
    }
    m_explainUnsaved = false;
    emit statusMessage(tr("Annotations saved into %1").arg(QFileInfo(m_path).fileName()));
    return true;
}

void ReplayController::askAnnotation()
{
    if (!isActive())
        return;
    AnnotationDialog::Lanes lanes;
    for (const auto &l : m_snapshot.dashboard.lanes)
        lanes.emplace_back(l.id, l.title);
    AnnotationDialog dlg(m_clock->position(), m_snapshot.fromMs, m_snapshot.toMs, lanes, m_window);
    if (dlg.exec() == QDialog::Accepted)
        addAnnotation(dlg.fromMs(), dlg.toMs(), dlg.text(), dlg.laneId());
}

void ReplayController::askNote()
{
    if (!isActive())
        return;
    QStringList earlier;
    for (const SnapshotNote &n : m_snapshot.notes)
        earlier << tr("%1 (%2): %3")
                       .arg(m_workspace->cursor()->format().dateMinutes(n.createdAtMs), n.author,
                            n.text);
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        m_window, tr("Postmortem Note"),
        earlier.isEmpty()
            ? tr("Note:")
            : tr("Notes so far:\n%1\n\nNew note:").arg(earlier.join(QLatin1Char('\n'))),
        QString(), &ok);
    if (ok && !text.trimmed().isEmpty())
        addNote(text.trimmed());
}

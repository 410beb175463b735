#include "snapshotactions.h"

#include "baselinefeed.h"

#include "alertcenter.h"
#include "alertdocks.h"
#include "alertengine.h"
#include "auditlog.h"
#include "changefeed.h"
#include "customrangedialog.h"
#include "liveworkspace.h"
#include "postmortemtimeline.h"
#include "replaycontroller.h"
#include "reportwriter.h"
#include "runbooklauncher.h"
#include "snapshotcapture.h"
#include "snapshotsaver.h"
#include "timecursor.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QStandardPaths>

namespace {
const char *kDemoResource = ":/snapshots/demo-incident.fsnap";

// What an export draws of the cursors: a measurement the user made. A and
// B once B is pinned; A alone when the user pinned it. The replay clock's
// own line and a crosshair following the mouse are left out.
TimeCursors pinnedCursors(const TimeCursor *cursor)
{
    if (cursor->isSecondPinned())
        return cursor->cursors();
    if (cursor->isPinnedByUser())
        return {cursor->crosshairMs(), std::nullopt};
    return {};
}

} // namespace

SnapshotActions::SnapshotActions(QMainWindow *window, LiveWorkspace *workspace, AlertDocks *alerts,
                                 ReplayController *replay)
    : QObject(window), m_window(window), m_workspace(workspace), m_alerts(alerts), m_replay(replay)
{
}

void SnapshotActions::addTo(QMenu *file)
{
    QAction *before = nullptr;
    const auto actions = file->actions();
    for (auto it = actions.rbegin(); it != actions.rend(); ++it)
        if ((*it)->isSeparator()) {
            before = *it;
            break;
        }
    auto add = [&](const QString &text, const QKeySequence &key, auto slot) {
        auto *a = new QAction(text, file);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        file->insertAction(before, a);
        return a;
    };
    file->insertSeparator(before);
    add(tr("Open S&napshot…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
        &SnapshotActions::askOpen);
    add(tr("&Save Snapshot…"), QKeySequence::Save, &SnapshotActions::askSave);
    add(tr("Export &Report (PDF)…"), QKeySequence(Qt::CTRL | Qt::Key_P),
        [this] { askExport(true); });
    add(tr("Export &Lanes (PNG)…"), QKeySequence(), [this] { askExport(false); });
    add(tr("Export &Timeline…"), QKeySequence(), &SnapshotActions::askExportTimeline);
    add(tr("Cop&y Timeline"), QKeySequence(), [this] {
        QString error;
        if (!copyTimeline(&error))
            QMessageBox::information(m_window, tr("Copy Timeline"), error);
    });
    if (hasDemoIncident())
        add(tr("Open the &Demo Incident"), QKeySequence(), [this] { openDemoIncident(); });
}

bool SnapshotActions::openSnapshot(const QString &path, bool interactive)
{
    return m_replay->open(path, interactive);
}

bool SnapshotActions::hasDemoIncident()
{
    return QFile::exists(QLatin1String(kDemoResource));
}

bool SnapshotActions::openDemoIncident()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    QDir().mkpath(dir);
    const QString path = dir + QStringLiteral("/demo-incident.fsnap");
    // A fresh copy each time: annotations saved into it stay the user's
    // until the next time they open the demo.
    QFile::remove(path);
    if (!QFile::copy(QLatin1String(kDemoResource), path)) {
        emit statusMessage(tr("Cannot copy the demo incident to %1").arg(path));
        return false;
    }
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return m_replay->open(path, true);
}

void SnapshotActions::askOpen()
{
    const QString f =
        QFileDialog::getOpenFileName(m_window, tr("Open Snapshot"), QString(),
                                     tr("FleetScope snapshots (*.fsnap);;All files (*)"));
    if (!f.isEmpty())
        openSnapshot(f);
}

void SnapshotActions::askSave()
{
    if (m_replay->isActive()) {
        // In Replay, Save keeps the annotations; the data is already saved.
        QString error;
        if (!m_replay->saveAnnotations(&error))
            QMessageBox::warning(m_window, tr("Cannot Save Annotations"), error);
        return;
    }
    if (m_workspace->laneCount() == 0) {
        QMessageBox::information(m_window, tr("Save Snapshot"),
                                 tr("Open a dashboard first: a snapshot holds its lanes."));
        return;
    }
    const TimeCursor *c = m_workspace->cursor();
    const qint64 from = c->fromMs();
    const qint64 to = std::min(c->toMs(), m_workspace->now());
    const TimeFormat format = c->format();
    const QStringList choices{
        tr("What is on screen (%1–%2)").arg(format.minutes(from), format.minutes(to)),
        tr("On screen plus the hour before (%1–%2)")
            .arg(format.minutes(from - 3'600'000), format.minutes(to)),
        tr("Another range…")};
    bool ok = false;
    const QString choice = QInputDialog::getItem(
        m_window, tr("Save Snapshot"), tr("Capture at full resolution:"), choices, 0, false, &ok);
    if (!ok)
        return;
    qint64 f = from;
    qint64 t = to;
    if (choice == choices[1]) {
        f = from - 3'600'000;
    } else if (choice == choices[2]) {
        CustomRangeDialog dlg(from, to, m_window);
        if (dlg.exec() != QDialog::Accepted)
            return;
        f = dlg.fromMs();
        t = dlg.toMs();
    }
    const QString name =
        QStringLiteral("incident-%1.fsnap").arg(m_workspace->cursor()->format().fileStamp(t));
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Snapshot"), QDir::home().filePath(name),
                                     tr("FleetScope snapshots (*.fsnap)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".fsnap")))
        path += QLatin1String(".fsnap");
    saveSnapshot(f, t, path, true);
}

bool SnapshotActions::saveSnapshot(qint64 fromMs, qint64 toMs, const QString &path,
                                   bool interactive)
{
    if (m_saver && m_saver->isRunning()) {
        emit statusMessage(tr("A snapshot is being saved already (%1).").arg(m_saver->path()));
        return false;
    }
    SnapshotCapture::Request req;
    req.dashboard = m_workspace->dashboard();
    req.fromMs = fromMs;
    req.toMs = toMs;
    req.rules = m_alerts->center()->engine()->rules();
    req.tiers = m_alerts->center()->engine()->tierMap();
    req.rulesYaml = m_alerts->rulesYaml();
    req.rulesSource = m_alerts->center()->engine()->effectiveSource();
    req.audit = m_alerts->audit()->between(fromMs, toMs);
    FitReport fit = m_workspace->fit();
    for (const FitEntry &e : m_alerts->center()->ruleFit().entries)
        fit.entries.push_back(e);
    req.fitJson = fit.toJsonBytes();
    if (m_explainAnswer)
        req.explainJson = m_explainAnswer();
    // The changes the lanes mark, asked again over the saved range.
    req.changeProbes =
        ChangeFeed::probes(req.dashboard, m_workspace->sources(),
                           [this](const QString &s) { return m_workspace->catalog(s); });
    // The lanes compared with an earlier time keep their baselines.
    req.baselines = m_workspace->baselines()->choices();
    const QString registry = m_alerts->runbooks()->registryFile();
    QFile registryFile(registry.isEmpty() ? QStringLiteral(":/runbooks/default-runbooks.yml")
                                          : registry);
    if (registryFile.open(QIODevice::ReadOnly))
        req.runbookRegistry = registryFile.read(4 * 1024 * 1024);

    if (!m_saver) {
        m_saver = new SnapshotSaver(m_workspace->registry(), this);
        connect(m_saver, &SnapshotSaver::finished, this, &SnapshotActions::onSaveFinished);
    }
    m_savedRange = {fromMs, toMs};
    m_saveInteractive = interactive;
    if (interactive) {
        // Not modal: the lanes go on updating, and the user may look around
        // while a long incident is fetched and written.
        auto *progress = new QProgressDialog(tr("Fetching the incident at full resolution…"),
                                             tr("Cancel"), 0, 0, m_window);
        progress->setWindowTitle(tr("Save Snapshot"));
        progress->setWindowModality(Qt::NonModal);
        progress->setMinimumDuration(300);
        progress->setAttribute(Qt::WA_DeleteOnClose);
        connect(progress, &QProgressDialog::canceled, m_saver, &SnapshotSaver::cancel);
        connect(m_saver, &SnapshotSaver::progress, progress,
                [progress](SnapshotSaver::Stage stage, int done, int total) {
                    progress->setLabelText(stage == SnapshotSaver::Stage::Fetching
                                               ? tr("Fetching the incident at full resolution…")
                                               : tr("Writing the snapshot…"));
                    progress->setMaximum(std::max(total, 1));
                    progress->setValue(std::min(done, total));
                });
        connect(m_saver, &SnapshotSaver::finished, progress, &QProgressDialog::close);
    }
    return m_saver->start(req, path);
}

void SnapshotActions::onSaveFinished()
{
    const auto &outcome = m_saver->outcome();
    const QString path = m_saver->path();
    if (!outcome) {
        if (outcome.error().isEmpty()) {
            emit statusMessage(tr("Snapshot not saved: canceled."));
        } else {
            emit statusMessage(tr("Snapshot not saved: %1").arg(outcome.error()));
            if (m_saveInteractive)
                QMessageBox::warning(m_window, tr("Cannot Save Snapshot"), outcome.error());
        }
        emit snapshotSaveFinished(path,
                                  outcome.error().isEmpty() ? tr("Canceled.") : outcome.error());
        return;
    }
    const TimeFormat format = m_workspace->cursor()->format();
    m_alerts->audit()->record(
        QStringLiteral("snapshot"), path,
        tr("%1 samples, %2–%3")
            .arg(*outcome)
            .arg(format.minutes(m_savedRange.first), format.minutes(m_savedRange.second)));
    const QStringList &left = m_saver->warnings();
    emit statusMessage(left.isEmpty() ? tr("Snapshot saved: %1 (%2 samples)")
                                            .arg(path)
                                            .arg(QLocale().toString(qulonglong(*outcome)))
                                      : tr("Snapshot saved: %1 (%2 samples), without %3")
                                            .arg(path)
                                            .arg(QLocale().toString(qulonglong(*outcome)))
                                            .arg(left.join(QStringLiteral("; "))));
    emit snapshotSaveFinished(path, QString());
}

void SnapshotActions::askExport(bool pdf)
{
    if (!m_replay->isActive()) {
        QMessageBox::information(
            m_window, tr("Export"),
            tr("Reports are made from a snapshot: save one (Ctrl+S) or open one first."));
        return;
    }
    const QString base = QFileInfo(m_replay->path()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(
        m_window, pdf ? tr("Export Report") : tr("Export Lanes"),
        QFileInfo(m_replay->path())
            .dir()
            .filePath(base + (pdf ? QStringLiteral(".pdf") : QStringLiteral(".png"))),
        pdf ? tr("PDF (*.pdf)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(pdf ? exportReport(path, &error) : exportPng(path, &error)))
        QMessageBox::warning(m_window, tr("Cannot Export"), error);
}

bool SnapshotActions::exportReport(const QString &path, QString *error)
{
    // The report is the snapshot as it is now, unsaved annotations included.
    // In the zone the window shows (U switches UTC and local time).
    auto done =
        ReportWriter::writePdf(m_replay->snapshot(), path, m_workspace->cursor()->format().zone(),
                               pinnedCursors(m_workspace->cursor()));
    if (!done && error)
        *error = done.error();
    if (done)
        emit statusMessage(tr("Report written: %1").arg(path));
    return bool(done);
}

bool SnapshotActions::exportPng(const QString &path, QString *error)
{
    auto done = ReportWriter::writePng(m_replay->snapshot(), path, ReportWriter::defaultPngSize(),
                                       m_workspace->cursor()->format().zone(),
                                       pinnedCursors(m_workspace->cursor()));
    if (!done && error)
        *error = done.error();
    if (done)
        emit statusMessage(tr("Lanes written: %1").arg(path));
    return bool(done);
}

void SnapshotActions::askExportTimeline()
{
    if (!m_replay->isActive()) {
        QMessageBox::information(
            m_window, tr("Export Timeline"),
            tr("A timeline is made from a snapshot: save one (Ctrl+S) or open one first."));
        return;
    }
    const QString markdown = tr("Markdown (*.md)");
    const QString json = tr("JSON (*.json)");
    const QString csv = tr("CSV (*.csv)");
    QString filter = markdown;
    const QFileInfo snap(m_replay->path());
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Timeline"),
        snap.dir().filePath(snap.completeBaseName() + QStringLiteral("-timeline.md")),
        QStringList{markdown, json, csv}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    // The filter picked decides when the name has no suffix of its own.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == json  ? QStringLiteral(".json")
                : filter == csv ? QStringLiteral(".csv")
                                : QStringLiteral(".md");
    QString error;
    if (!exportTimeline(path, &error))
        QMessageBox::warning(m_window, tr("Cannot Export"), error);
}

bool SnapshotActions::exportTimeline(const QString &path, QString *error)
{
    if (!m_replay->isActive()) {
        if (error)
            *error = tr("A timeline is made from a snapshot: open one first.");
        return false;
    }
    const Snapshot &snap = m_replay->snapshot();
    const auto events = PostmortemTimeline::build(snap);
    const TimeFormat format = m_workspace->cursor()->format();
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString title = PostmortemTimeline::titleOf(snap, m_replay->path());
    const QByteArray bytes = suffix == QLatin1String("json")
                                 ? PostmortemTimeline::json(events, title, format)
                             : suffix == QLatin1String("csv")
                                 ? PostmortemTimeline::csv(events, format)
                                 : PostmortemTimeline::markdown(events, title, format).toUtf8();
    // Written whole or not at all: a half-written timeline must not replace
    // one that was there.
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    emit statusMessage(
        tr("Timeline written: %1 (%n event(s))", nullptr, int(events.size())).arg(path));
    return true;
}

bool SnapshotActions::copyTimeline(QString *error)
{
    if (!m_replay->isActive()) {
        if (error)
            *error = tr("A timeline is made from a snapshot: save one (Ctrl+S) or open one first.");
        return false;
    }
    const Snapshot &snap = m_replay->snapshot();
    const auto events = PostmortemTimeline::build(snap);
    const QString title = PostmortemTimeline::titleOf(snap, m_replay->path());
    QApplication::clipboard()->setText(
        PostmortemTimeline::markdown(events, title, m_workspace->cursor()->format()));
    emit statusMessage(
        tr("Timeline copied as Markdown (%n event(s))", nullptr, int(events.size())));
    return true;
}

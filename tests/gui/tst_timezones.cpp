// Every visible time follows the one UTC/local setting (View > UTC, `U`):
// the replay bar's position and tick texts, the lanes' marks, the alert
// pane's times, the audit log, the exported PDF report and the exported or
// copied timeline. Runs with TZ=Asia/Tokyo (UTC+9 all year,
// tests/gui/CMakeLists.txt), so local and UTC texts always differ.
#include "alertdocks.h"
#include "alertmodel.h"
#include "alertpane.h"
#include "auditlog.h"
#include "auditmodel.h"
#include "isolatedsettings.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "pdftext.h"
#include "replaybar.h"
#include "replayclock.h"
#include "replaycontroller.h"
#include "snapshotactions.h"
#include "timecursor.h"

#include <QClipboard>
#include <QDateTime>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

namespace {
QString clockIn(qint64 ms, const QTimeZone &zone)
{
    return QDateTime::fromMSecsSinceEpoch(ms, zone).toString(QStringLiteral("HH:mm:ss"));
}

// Every text of the alert tree's Since column, depth first.
QStringList sinceTexts(const QAbstractItemModel *m, const QModelIndex &parent = {})
{
    QStringList out;
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QString t = m->index(r, AlertModel::SinceColumn, parent).data().toString();
        if (!t.isEmpty())
            out << t;
        out << sinceTexts(m, m->index(r, 0, parent));
    }
    return out;
}
} // namespace

class TestTimeZones : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(QStringLiteral("tst_timezones"));
        QCOMPARE(QTimeZone::systemTimeZone().offsetFromUtc(QDateTime::currentDateTimeUtc()),
                 9 * 3600);
    }

    void everyPlaceFollowsTheSetting()
    {
        const QString path = m_dir.filePath(QStringLiteral("demo.fsnap"));
        QVERIFY(QFile::copy(QStringLiteral(":/snapshots/demo-incident.fsnap"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openSnapshot(path, false));
        TimeCursor *cursor = w.workspace()->cursor();
        ReplayController *replay = w.replay();
        const qint64 from = cursor->fromMs();
        const qint64 to = cursor->toMs();
        const qint64 noteAt = from + (to - from) / 3;
        replay->addAnnotation(noteAt, noteAt, QStringLiteral("restarted the pod"));
        const AuditEntry audited = w.alerts()->audit()->record(
            QStringLiteral("ack"), QStringLiteral("GpuMemoryPressure"), QStringLiteral("looking"));
        replay->clock()->seek(to);

        const QTimeZone tokyo("Asia/Tokyo");
        for (const bool utc : {false, true, false}) {
            cursor->setUtc(utc);
            const QTimeZone zone = utc ? QTimeZone::utc() : tokyo;
            const QString zoneName = utc ? QStringLiteral("UTC") : QStringLiteral("JST");
            const QString state = utc ? QStringLiteral("UTC") : QStringLiteral("local");

            // The replay bar's position.
            QVERIFY2(replay->bar()->positionText().endsWith(zoneName),
                     qPrintable(replay->bar()->positionText()));
            QVERIFY2(replay->bar()->positionText().contains(clockIn(to, zone)),
                     qPrintable(replay->bar()->positionText()));
            // Its ticks: every alert transition and the annotation.
            const auto &ticks = replay->bar()->ticks();
            QVERIFY(ticks.size() >= 2);
            for (const ReplayBar::Tick &t : ticks)
                QVERIFY2(t.text.startsWith(clockIn(t.tMs, zone)),
                         qPrintable(state + QStringLiteral(": ") + t.text));
            // The lanes' marks (the annotation added above among them).
            const auto &marks = w.lanes()->lane(0)->timeMarks();
            bool sawNote = false;
            for (const TimeMark &m : marks) {
                if (m.text.contains(QLatin1String("restarted the pod"))) {
                    sawNote = true;
                    QVERIFY2(m.text.startsWith(clockIn(noteAt, zone)), qPrintable(m.text));
                }
            }
            QVERIFY2(sawNote, qPrintable(state));
            // The alert pane: each Since text is a time of day in the zone
            // (or a date and time when the day differs); none is the other
            // zone's reading of an alert time.
            const QStringList since = sinceTexts(w.alerts()->pane()->model());
            QVERIFY2(!since.isEmpty(), qPrintable(state));
            // The audit log's newest row and its tooltip.
            AuditModel *audit = w.alerts()->auditModel();
            const QModelIndex when = audit->index(0, AuditModel::WhenColumn);
            QVERIFY2(when.data().toString().endsWith(clockIn(audited.atMs, zone)),
                     qPrintable(when.data().toString()));
            QVERIFY2(when.data(Qt::ToolTipRole).toString().endsWith(zoneName),
                     qPrintable(when.data(Qt::ToolTipRole).toString()));
            m_since[utc] = since;
            // The PDF report exported from the window: its tables and range
            // in the same zone.
            const QString pdf = m_dir.filePath(state + QStringLiteral(".pdf"));
            QString error;
            QVERIFY2(w.snapshots()->exportReport(pdf, &error), qPrintable(error));
            const QString text = pdfText(pdf, true);
            QVERIFY2(text.contains(QStringLiteral("When (%1)").arg(zoneName)),
                     qPrintable(state + QStringLiteral(": ") + text.left(400)));
            QVERIFY2(text.contains(clockIn(noteAt, zone)), qPrintable(state));

            // The timeline, exported and copied: the annotation added in
            // Replay (not saved yet) at its time in the zone.
            const QString md = m_dir.filePath(state + QStringLiteral("-timeline.md"));
            QVERIFY2(w.snapshots()->exportTimeline(md, &error), qPrintable(error));
            QFile mdFile(md);
            QVERIFY(mdFile.open(QIODevice::ReadOnly));
            const QString markdown = QString::fromUtf8(mdFile.readAll());
            QVERIFY2(markdown.contains(utc ? QStringLiteral("Times in UTC.")
                                           : QStringLiteral("Times in Asia/Tokyo (JST).")),
                     qPrintable(markdown.left(300)));
            QVERIFY2(
                markdown.contains(clockIn(noteAt, zone) + QStringLiteral(" | restarted the pod |")),
                qPrintable(markdown));
            const QString json = m_dir.filePath(state + QStringLiteral("-timeline.json"));
            QVERIFY2(w.snapshots()->exportTimeline(json, &error), qPrintable(error));
            QFile jsonFile(json);
            QVERIFY(jsonFile.open(QIODevice::ReadOnly));
            const QJsonArray events = QJsonDocument::fromJson(jsonFile.readAll())
                                          .object()
                                          .value(QLatin1String("events"))
                                          .toArray();
            QVERIFY(events.size() > 2);
            for (const auto &e : events)
                QVERIFY(e.toObject()
                            .value(QLatin1String("time"))
                            .toString()
                            .endsWith(utc ? QStringLiteral("Z") : QStringLiteral("+09:00")));
            QVERIFY2(w.snapshots()->copyTimeline(&error), qPrintable(error));
            QCOMPARE(QGuiApplication::clipboard()->text(), markdown);
        }
        // The pane's times moved with the zone (nine hours apart).
        QVERIFY(m_since[false] != m_since[true]);
    }

  private:
    QTemporaryDir m_dir;
    QMap<bool, QStringList> m_since;
};

QTEST_MAIN(TestTimeZones)
#include "tst_timezones.moc"

// Settings: the Preferences value round-trips through QSettings and refuses
// hand-edited nonsense; the dialog edits every field; applying puts each
// choice into effect at once and a second window (the next start) finds it;
// the window layout (docks, lane heights) is kept and "Reset Layout" undoes it.
#include "alertcenter.h"
#include "alertdocks.h"
#include "alertengine.h"
#include "costview.h"
#include "isolatedsettings.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "preferences.h"
#include "settingsdialog.h"
#include "snapshotactions.h"
#include "theme.h"
#include "timecursor.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
Preferences unusual()
{
    Preferences p;
    p.language = QStringLiteral("ja");
    p.theme = Preferences::Theme::Dark;
    p.utc = true;
    p.refreshMs = 30'000;
    p.defaultRangeMs = 3'600'000;
    p.idleThresholdPct = 12;
    p.notifyP1 = false;
    p.soundP1 = true;
    p.tierMap.bySeverity = {{QStringLiteral("sev1"), AlertTier::P1},
                            {QStringLiteral("sev2"), AlertTier::P2}};
    return p;
}
} // namespace

class TestSettings : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        isolateSettings(QStringLiteral("tst_settings"));
        Theme::captureSystem();
    }
    void init() { QSettings().clear(); }

    void roundTrip()
    {
        QTemporaryDir dir;
        QSettings file(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        QCOMPARE(Preferences::load(file), Preferences{});
        unusual().save(file);
        file.sync();
        QSettings again(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        QCOMPARE(Preferences::load(again), unusual());
        // The keys the menus already used are the same keys.
        QCOMPARE(again.value(QStringLiteral("live/refreshMs")).toLongLong(), 30'000);
        QCOMPARE(again.value(QStringLiteral("alerts/sound")).toBool(), true);
        QCOMPARE(again.value(QStringLiteral("alerts/tierMap")).toString(),
                 QStringLiteral("sev1=P1;sev2=P2"));
    }

    void theFileIsTheUsersAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/s.ini"));
        QSettings file(path, QSettings::IniFormat);
        Preferences::keepPrivate(file);
        // 0x7077: owner, group and others (Qt's "User" bits repeat the owner's).
        const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
        QCOMPARE(QFile::permissions(path) & 0x7077, ownerOnly);
        unusual().save(file);
        file.sync();
        // Rewritten by QSettings, still the user's alone.
        QCOMPARE(QFile::permissions(path) & 0x7077, ownerOnly);
        QCOMPARE(Preferences::load(QSettings(path, QSettings::IniFormat)), unusual());
    }

    void handEditedNonsenseFallsBack()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("bad.ini")), QSettings::IniFormat);
        s.setValue(QStringLiteral("ui/language"), QStringLiteral("tlh"));
        s.setValue(QStringLiteral("ui/theme"), QStringLiteral("neon"));
        s.setValue(QStringLiteral("live/refreshMs"), -5);
        s.setValue(QStringLiteral("live/defaultRangeMs"), QStringLiteral("soon"));
        s.setValue(QStringLiteral("cost/idleThreshold"), 500);
        s.setValue(QStringLiteral("alerts/tierMap"), QStringLiteral("critical=P9"));
        QCOMPARE(Preferences::load(s), Preferences{});
    }

    void dialogEditsEveryField()
    {
        SettingsDialog d(Preferences{}, QString());
        QCOMPARE(d.preferences(), Preferences{});
        d.setPreferences(unusual());
        QCOMPARE(d.preferences(), unusual());
        auto *buttons = d.findChild<QDialogButtonBox *>();
        QSignalSpy applied(&d, &SettingsDialog::applied);
        buttons->button(QDialogButtonBox::Apply)->click();
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(0).value<Preferences>(), unusual());
        buttons->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(d.preferences(), Preferences{});
        // Choosing in the boxes is what the user does: the theme box too.
        auto *theme = d.findChild<QComboBox *>(QStringLiteral("settingsTheme"));
        theme->setCurrentIndex(theme->findData(QStringLiteral("light")));
        QCOMPARE(d.preferences().theme, Preferences::Theme::Light);
    }

    void applyingTakesEffectAndSurvivesARestart()
    {
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.openSnapshot(QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap"),
                           false);
            Preferences p = unusual();
            p.language.clear(); // the test reads English messages
            w.applyPreferences(p);
            QVERIFY(Theme::isDark());
            QVERIFY(w.workspace()->cursor()->isUtc());
            QVERIFY(w.findChild<QAction *>(QStringLiteral("actionUtc"))->isChecked());
            QCOMPARE(w.costView()->idleThreshold(), 12.0);
            QCOMPARE(w.alerts()->center()->engine()->tierMap(), p.tierMap);
            QCOMPARE(Preferences::load(QSettings()), p);
            w.close();
        }
        // The next start: everything as it was left.
        MainWindow again;
        QVERIFY(again.workspace()->cursor()->isUtc());
        QCOMPARE(again.costView()->idleThreshold(), 12.0);
        QCOMPARE(again.alerts()->center()->engine()->tierMap().bySeverity.size(), 2);
        Theme::apply(Preferences::Theme::Light);
        QVERIFY(!Theme::isDark());
    }

    void layoutIsKeptAndReset()
    {
        {
            MainWindow w;
            w.resize(1400, 900);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openSnapshot(
                QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap"), false));
            QTRY_VERIFY(w.lanes()->laneCount() >= 3);
            w.addDockWidget(Qt::LeftDockWidgetArea, w.alerts()->alertDock());
            // Drag the first lane divider down, as a user would.
            auto *splitter = w.lanes()->findChild<QSplitter *>();
            QTRY_VERIFY(splitter->sizes().value(0) > 0);
            const int before = splitter->sizes()[0];
            QSplitterHandle *handle = splitter->handle(1);
            const QPoint mid = handle->rect().center();
            QTest::mousePress(handle, Qt::LeftButton, {}, mid);
            QTest::mouseMove(handle, mid + QPoint(0, 80));
            QTest::mouseRelease(handle, Qt::LeftButton, {}, mid + QPoint(0, 80));
            QTRY_VERIFY(splitter->sizes()[0] > before + 40);
            w.close(); // saves the dock layout
        }
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.dockWidgetArea(w.alerts()->alertDock()), Qt::LeftDockWidgetArea);
        QVERIFY(w.openSnapshot(
            QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap"), false));
        auto *splitter = w.lanes()->findChild<QSplitter *>();
        QTRY_VERIFY(splitter->sizes().value(0) > 0);
        const QList<int> kept = splitter->sizes();
        QVERIFY2(kept[0] > kept[1] + 40,
                 qPrintable(QStringLiteral("%1 vs %2").arg(kept[0]).arg(kept[1])));

        w.resetLayout();
        QCOMPARE(w.dockWidgetArea(w.alerts()->alertDock()), Qt::RightDockWidgetArea);
        const QList<int> reset = splitter->sizes();
        QVERIFY(std::abs(reset[0] - reset[1]) <= 2);
        QVERIFY(!QSettings().contains(QStringLiteral("window/state")));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"

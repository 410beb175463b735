// The keyboard map: every key the on-call engineer is promised is on an
// enabled menu action, no key means two things in Live or in Replay, and
// N / P / Space do what they say on the demo incident.
#include "alertdocks.h"
#include "alertpane.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "replayclock.h"
#include "replaycontroller.h"
#include "snapshotactions.h"

#include <QAbstractButton>
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

namespace {
// Every enabled action or button of the window holding `key`, by name.
QStringList holders(QMainWindow &w, const QKeySequence &key)
{
    QStringList out;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (!a->isEnabled() || !a->shortcuts().contains(key))
            continue;
        // An action counts where it can fire: in a visible menu or toolbar,
        // or on the window itself.
        bool reachable = false;
        for (QObject *o : a->associatedObjects())
            if (auto *wid = qobject_cast<QWidget *>(o);
                wid && (wid->isVisibleTo(&w) || qobject_cast<QMenu *>(wid)))
                reachable = true;
        if (reachable)
            out << a->text();
    }
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
        if (b->isEnabled() && b->isVisibleTo(&w) && b->shortcut() == key)
            out << b->toolTip();
    return out;
}

QAction *menuAction(QMainWindow &w, const QKeySequence &key)
{
    for (QAction *a : w.menuBar()->findChildren<QAction *>())
        if (a->shortcuts().contains(key))
            return a;
    for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
        for (QAction *a : m->actions())
            if (a->shortcuts().contains(key))
                return a;
    return nullptr;
}

// No two enabled actions share a key: Qt would run neither.
void checkNoAmbiguity(QMainWindow &w, const char *mode)
{
    QMap<QString, QStringList> byKey;
    for (QAction *a : w.findChildren<QAction *>())
        for (const QKeySequence &k : a->shortcuts())
            byKey[k.toString()];
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
        if (!b->shortcut().isEmpty())
            byKey[b->shortcut().toString()];
    for (auto it = byKey.begin(); it != byKey.end(); ++it) {
        const QStringList h = holders(w, QKeySequence(it.key()));
        QVERIFY2(h.size() <= 1,
                 qPrintable(QStringLiteral("%1: %2 is held by %3")
                                .arg(QLatin1String(mode), it.key(), h.join(QStringLiteral(", ")))));
    }
}
} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase() { isolateSettings(QStringLiteral("tst_shortcuts")); }

    void promisedKeysAreInTheMenus()
    {
        MainWindow w;
        const QList<QKeySequence> promised{QKeySequence(Qt::Key_1),
                                           QKeySequence(Qt::Key_2),
                                           QKeySequence(Qt::Key_3),
                                           QKeySequence(Qt::Key_4),
                                           QKeySequence(Qt::Key_5),
                                           QKeySequence(Qt::Key_Plus),
                                           QKeySequence(Qt::Key_Minus),
                                           QKeySequence(Qt::Key_Left),
                                           QKeySequence(Qt::Key_Right),
                                           QKeySequence(Qt::Key_Space),
                                           QKeySequence(Qt::Key_N),
                                           QKeySequence(Qt::Key_P),
                                           QKeySequence(Qt::Key_A),
                                           QKeySequence(QKeySequence::Save),
                                           QKeySequence(QKeySequence::Open),
                                           QKeySequence(Qt::CTRL | Qt::Key_K),
                                           QKeySequence(Qt::CTRL | Qt::Key_Comma)};
        for (const QKeySequence &k : promised)
            QVERIFY2(menuAction(w, k), qPrintable(k.toString() + QStringLiteral(" is in no menu")));
    }

    void noKeyMeansTwoThings()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        checkNoAmbiguity(w, "Live");
        QVERIFY(w.openSnapshot(
            QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap"), false));
        checkNoAmbiguity(w, "Replay");
    }

    void triageFromTheKeyboard()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openSnapshot(
            QStringLiteral(SOURCE_DIR "/resources/snapshots/demo-incident.fsnap"), false));
        QApplication::setActiveWindow(&w);
        QTreeView *tree = w.alerts()->pane()->view();
        QTRY_VERIFY(tree->model()->rowCount() > 0);
        QTest::keyClick(&w, Qt::Key_N);
        const QModelIndex first = tree->currentIndex();
        QVERIFY(first.isValid());
        QVERIFY(first.parent().isValid()); // an alert, not a group heading
        QTest::keyClick(&w, Qt::Key_N);
        const QModelIndex second = tree->currentIndex();
        QVERIFY(second.isValid() && second != first);
        QTest::keyClick(&w, Qt::Key_P);
        QCOMPARE(tree->currentIndex(), first);

        // Space plays the replay (Live's pause is off in Replay), and stops it.
        ReplayClock *clock = w.replay()->clock();
        QVERIFY(!clock->isPlaying());
        QTest::keyClick(&w, Qt::Key_Space);
        QTRY_VERIFY(clock->isPlaying());
        QTest::keyClick(&w, Qt::Key_Space);
        QTRY_VERIFY(!clock->isPlaying());
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"

// Ctrl+K: every enabled menu action, filtered by what is typed, run with
// Enter. Checked on a small menu bar of its own and on the main window.
#include "commandpalette.h"
#include "isolatedsettings.h"
#include "mainwindow.h"

#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

class TestCommandPalette : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase() { isolateSettings(QStringLiteral("tst_commandpalette")); }
    void listsFiltersAndRuns()
    {
        QMainWindow w;
        QMenu *file = w.menuBar()->addMenu(QStringLiteral("&File"));
        int opened = 0, exported = 0;
        QAction *open = file->addAction(QStringLiteral("&Open Snapshot…"), [&] { ++opened; });
        open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
        file->addSeparator();
        QMenu *exportMenu = file->addMenu(QStringLiteral("&Export"));
        exportMenu->addAction(QStringLiteral("Lanes as &PNG…"), [&] { ++exported; });
        QAction *disabled = file->addAction(QStringLiteral("&Print…"));
        disabled->setEnabled(false);
        QAction *hidden = file->addAction(QStringLiteral("Secret"));
        hidden->setVisible(false);
        w.menuBar()->addMenu(QStringLiteral("&View"))->addAction(QStringLiteral("Zoom &In"));

        const auto entries = CommandPalette::collect(w.menuBar());
        QStringList paths;
        for (const auto &e : entries)
            paths << e.path;
        QCOMPARE(paths, (QStringList{u"File › Open Snapshot…"_qs,
                                     u"File › Export › Lanes as PNG…"_qs, u"View › Zoom In"_qs}));
        QCOMPARE(entries[0].shortcut,
                 QKeySequence(Qt::CTRL | Qt::Key_O).toString(QKeySequence::NativeText));

        QVERIFY(CommandPalette::matches(u"File › Export › Lanes as PNG…"_qs, u"png exp"_qs));
        QVERIFY(!CommandPalette::matches(u"File › Export › Lanes as PNG…"_qs, u"png pdf"_qs));

        auto *p = new CommandPalette(w.menuBar(), &w);
        p->show();
        QCOMPARE(p->list()->count(), 3);
        QTest::keyClicks(p->filter(), QStringLiteral("lanes png"));
        QCOMPARE(p->list()->count(), 1);
        QVERIFY(p->list()->item(0)->text().contains(u"Lanes as PNG"_qs));
        QTest::keyClick(p->filter(), Qt::Key_Return);
        QTRY_COMPARE(exported, 1);
        QCOMPARE(opened, 0);

        // Down moves the choice while the cursor stays in the filter.
        auto *q = new CommandPalette(w.menuBar(), &w);
        q->show();
        QTest::keyClick(q->filter(), Qt::Key_Down);
        QCOMPARE(q->list()->currentRow(), 1);
        QTest::keyClick(q->filter(), Qt::Key_Up);
        QTest::keyClick(q->filter(), Qt::Key_Return);
        QTRY_COMPARE(opened, 1);

        // Nothing matches: Enter does nothing.
        QPointer<CommandPalette> r = new CommandPalette(w.menuBar(), &w);
        r->show();
        QTest::keyClicks(r->filter(), QStringLiteral("no such thing"));
        QCOMPARE(r->list()->count(), 0);
        QTest::keyClick(r->filter(), Qt::Key_Return);
        // Running an entry closes the palette at once and triggers the action
        // from the event loop; a call queued now runs after that trigger.
        QVERIFY(r && r->isVisible());
        bool flushed = false;
        QTimer::singleShot(0, &w, [&flushed] { flushed = true; });
        QTRY_VERIFY(flushed);
        QVERIFY(r && r->isVisible());
        QCOMPARE(opened + exported, 2);
    }

    void mainWindowOpensItWithCtrlK()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_K, Qt::ControlModifier);
        auto *p = w.findChild<CommandPalette *>(QStringLiteral("commandPalette"));
        QTRY_VERIFY(p && p->isVisible());
        // Menus of every part of the window are in it.
        QTest::keyClicks(p->filter(), QStringLiteral("zoom in"));
        QCOMPARE(p->list()->count(), 1);
        QTest::keyClick(p->filter(), Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<CommandPalette *>(QStringLiteral("commandPalette")));
    }
};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"

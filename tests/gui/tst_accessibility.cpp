// Every control a keyboard or screen-reader user can reach has a name:
// walks the QAccessible tree of the main window (Lanes, Replay and Cost)
// and of every dialog, and lists any nameless interactive element.
#include "annotationdialog.h"
#include "costview.h"
#include "customrangedialog.h"
#include "datasourcesdialog.h"
#include "isolatedsettings.h"
#include "lanestack.h"
#include "mainwindow.h"
#include "pricetabledialog.h"
#include "runbook.h"
#include "runbooklaunchdialog.h"
#include "settingsdialog.h"
#include "silencedialog.h"
#include "snapshotactions.h"
#include "tiermapdialog.h"

#include <QAccessible>
#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace {
// Roles a user operates; panes, labels and layout boxes need no name.
bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::PageTab:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::List:
        return true;
    default:
        return false;
    }
}

void walk(QAccessibleInterface *iface, const QString &path, QStringList &nameless, int &seen,
          int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 40 || iface->state().invisible)
        return;
    const QAccessible::Role role = iface->role();
    QString where = path;
    if (QObject *o = iface->object())
        where += QLatin1Char('/') + QString::fromLatin1(o->metaObject()->className()) +
                 (o->objectName().isEmpty() ? QString() : QLatin1Char('#') + o->objectName());
    if (interactive(role)) {
        ++seen;
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            nameless << QStringLiteral("%1 (role 0x%2)").arg(where).arg(int(role), 0, 16);
    }
    // Items inside a table or tree are data, named by their text; the walk
    // stops at the view.
    if (role == QAccessible::Table || role == QAccessible::Tree || role == QAccessible::List)
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), where, nameless, seen, depth + 1);
}

QStringList namelessIn(QWidget *top, int *seen)
{
    QStringList nameless;
    int count = 0;
    walk(QAccessible::queryAccessibleInterface(top), QString(), nameless, count);
    *seen = count;
    return nameless;
}
} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        isolateSettings(QStringLiteral("tst_accessibility"));
        QSettings().clear();
    }

    void mainWindowInEveryMode()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int seen = 0;
        // The welcome page first, then Replay (lanes, replay bar, alert
        // docks), then the Cost view.
        QStringList nameless = namelessIn(&w, &seen);
        QVERIFY2(seen >= 4, "the welcome page's buttons were not found");

        QVERIFY(SnapshotActions::hasDemoIncident());
        w.snapshots()->openDemoIncident();
        QTRY_VERIFY(w.lanes()->isVisible());
        nameless += namelessIn(&w, &seen);
        QVERIFY2(seen >= 20, qPrintable(QStringLiteral("only %1 controls in Replay").arg(seen)));

        w.showCost(true);
        QTRY_VERIFY(w.costView()->isVisible());
        nameless += namelessIn(&w, &seen);
        QVERIFY2(seen >= 20, qPrintable(QStringLiteral("only %1 controls in Cost").arg(seen)));
        nameless.removeDuplicates();
        QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QLatin1Char('\n'))));
    }

    void everyDialog()
    {
        QNetworkAccessManager nam;
        RunbookPlan plan;
        plan.title = QStringLiteral("Halve the batch size");
        std::vector<std::unique_ptr<QDialog>> dialogs;
        dialogs.emplace_back(
            new SettingsDialog(Preferences{}, QStringLiteral("/tmp/sources.json")));
        dialogs.emplace_back(new DataSourcesDialog(&nam, QString(), Dashboard{}));
        dialogs.emplace_back(new PriceTableDialog(PriceTable::defaults()));
        dialogs.emplace_back(new TierMapDialog(TierMap{}));
        dialogs.emplace_back(
            new SilenceDialog(QStringLiteral("GpuMemoryPressure · n1"), QStringLiteral("team-b")));
        dialogs.emplace_back(
            new AnnotationDialog(1'700'000'000'000, 1'699'990'000'000, 1'700'010'000'000));
        dialogs.emplace_back(new CustomRangeDialog(1'699'990'000'000, 1'700'000'000'000));
        dialogs.emplace_back(new RunbookLaunchDialog(plan));
        QStringList nameless;
        for (const auto &d : dialogs) {
            d->show();
            QVERIFY(QTest::qWaitForWindowExposed(d.get()));
            int seen = 0;
            nameless += namelessIn(d.get(), &seen);
            QVERIFY2(seen >= 2,
                     qPrintable(QStringLiteral("%1: only %2 controls found")
                                    .arg(QString::fromLatin1(d->metaObject()->className()))
                                    .arg(seen)));
            d->close();
        }
        QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QLatin1Char('\n'))));
    }

    // Tab reaches every enabled control of the Settings dialog, in order,
    // and comes back round.
    void settingsTabOrder()
    {
        SettingsDialog d(Preferences{}, QString());
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QApplication::setActiveWindow(&d);
        QSet<QWidget *> visited;
        QWidget *first = QApplication::focusWidget();
        QVERIFY(first);
        for (int i = 0; i < 40; ++i) {
            visited.insert(QApplication::focusWidget());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (QApplication::focusWidget() == first)
                break;
        }
        QCOMPARE(QApplication::focusWidget(), first);
        for (QWidget *w : d.findChildren<QWidget *>())
            if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
                !w->focusProxy() && !qobject_cast<QLineEdit *>(w->parentWidget()))
                QVERIFY2(visited.contains(w),
                         qPrintable(QStringLiteral("Tab never reaches %1#%2")
                                        .arg(QString::fromLatin1(w->metaObject()->className()),
                                             w->objectName())));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

// Every field a person types into says what is wrong with it right under
// it, and the dialog will not accept until it is fixed: Data Sources (URLs,
// variables, tenant, client ID, CA file, duplicate names), the custom time
// range (end before start), silences and annotations (required text, end
// before start) and the tier map (empty or repeated severities).
#include "annotationdialog.h"
#include "customrangedialog.h"
#include "datasourcesdialog.h"
#include "isolatedsettings.h"
#include "silencedialog.h"
#include "tiermapdialog.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {
QPushButton *button(QWidget *dialog, QDialogButtonBox::StandardButton which)
{
    return dialog->findChild<QDialogButtonBox *>()->button(which);
}

// The message sits right under its field, not somewhere at the bottom.
void verifyUnder(QWidget *field, const QString &says)
{
    auto *label =
        field->parentWidget()->findChild<QLabel *>(field->objectName() + QStringLiteral("Problem"));
    QVERIFY2(label, qPrintable(field->objectName()));
    QVERIFY2(label->isVisible(), qPrintable(field->objectName()));
    QVERIFY2(label->text().contains(says), qPrintable(label->text()));
    const int below = label->geometry().top() - field->geometry().bottom();
    QVERIFY2(below >= 0 && below < 3 * field->fontMetrics().height(),
             qPrintable(QStringLiteral("%1 px between field and message").arg(below)));
    QCOMPARE(field->accessibleDescription(), label->text().mid(2));
}

void verifyNoMessage(QWidget *field)
{
    QVERIFY2(!field->parentWidget()->findChild<QLabel *>(field->objectName() +
                                                         QStringLiteral("Problem")),
             qPrintable(field->objectName()));
}
} // namespace

class TestDialogValidation : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        isolateSettings(QStringLiteral("tst_dialogvalidation"));
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/fleetscope-test-bus");
    }

    void dataSourcesMarkEachFieldInPlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sources.json"));
        QNetworkAccessManager nam;
        DataSourcesDialog dlg(&nam, path, Dashboard{});
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *url = dlg.findChild<QLineEdit *>(QStringLiteral("sourceUrl"));
        auto *name = dlg.findChild<QLineEdit *>(QStringLiteral("sourceName"));
        QPushButton *save = button(&dlg, QDialogButtonBox::Save);
        QVERIFY(url && name && save);
        QVERIFY(save->isEnabled());
        verifyNoMessage(url);

        // A URL typed without a scheme: said under the URL, Save waits.
        QTest::keyClick(url, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(url, QStringLiteral("prometheus:9090"));
        verifyUnder(url, QStringLiteral("Start with http:// or https://"));
        QVERIFY(!save->isEnabled());
        QVERIFY(dlg.problemText().contains(QStringLiteral("Fix the fields")));
        QVERIFY(!dlg.save());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QApplication::focusWidget(), url);
        QTest::keyClick(url, Qt::Key_Home);
        QTest::keyClicks(url, QStringLiteral("http://"));
        verifyNoMessage(url);
        QVERIFY(save->isEnabled());
        QVERIFY(dlg.problemText().isEmpty());

        // A second source may not take the first one's name.
        dlg.addSource();
        name->setText(QStringLiteral("prom"));
        verifyUnder(name, QStringLiteral("already named “prom”"));
        QVERIFY(!save->isEnabled());
        name->setText(QStringLiteral("thanos"));
        verifyNoMessage(name);

        // Bearer auth: the variable's name, not the token itself.
        auto combos = dlg.findChildren<QComboBox *>();
        QComboBox *auth = combos[1];
        auth->setCurrentIndex(auth->findData(QStringLiteral("bearer")));
        auto *tokenEnv = dlg.findChild<QLineEdit *>(QStringLiteral("sourceTokenEnv"));
        verifyUnder(tokenEnv, QStringLiteral("Name the environment variable"));
        tokenEnv->setText(QStringLiteral("eyJhbGciOiJIUzI1NiJ9.e30.x"));
        verifyUnder(tokenEnv, QStringLiteral("is not a variable name"));
        QVERIFY(!save->isEnabled());
        tokenEnv->setText(QStringLiteral("FLEETSCOPE_TEST_SURELY_UNSET"));
        verifyUnder(tokenEnv, QStringLiteral("is not set in FleetScope's environment"));
        QVERIFY(save->isEnabled()); // a warning does not stop saving
        QVERIFY(
            dlg.fieldProblem(QStringLiteral("auth.tokenEnv")).contains(QStringLiteral("not set")));

        // A CA file that is not there.
        auto *ca = dlg.findChild<QLineEdit *>(QStringLiteral("sourceCaFile"));
        ca->setText(dir.filePath(QStringLiteral("missing-ca.pem")));
        verifyUnder(ca, QStringLiteral("There is no file"));
        QVERIFY(!save->isEnabled());
        QFile pem(dir.filePath(QStringLiteral("missing-ca.pem")));
        QVERIFY(pem.open(QIODevice::WriteOnly));
        pem.close();
        // The file appears while the dialog is open: checked again when the
        // user comes back to the dialog.
        QEvent activate(QEvent::WindowActivate);
        QApplication::sendEvent(&dlg, &activate);
        QVERIFY2(dlg.fieldProblem(QStringLiteral("tls.caFile")).isEmpty(),
                 qPrintable(dlg.fieldProblem(QStringLiteral("tls.caFile"))));
        verifyNoMessage(ca);

        // Azure: tenant and client ID are checked for their shape.
        QComboBox *type = combos[0];
        type->setCurrentIndex(type->findData(QStringLiteral("azure-monitor")));
        verifyNoMessage(tokenEnv); // hidden with bearer auth: nothing to say
        QComboBox *method = combos[3];
        method->setCurrentIndex(method->findData(QStringLiteral("client-secret")));
        auto *tenant = dlg.findChild<QLineEdit *>(QStringLiteral("sourceTenant"));
        auto *clientId = dlg.findChild<QLineEdit *>(QStringLiteral("sourceClientId"));
        verifyUnder(tenant, QStringLiteral("tenant (directory) ID"));
        verifyUnder(clientId, QStringLiteral("application (client) ID"));
        tenant->setText(QStringLiteral("Contoso Ltd"));
        clientId->setText(QStringLiteral("fleetscope-app"));
        verifyUnder(tenant, QStringLiteral("a domain such as"));
        verifyUnder(clientId, QStringLiteral("a GUID"));
        // FLEETSCOPE_SCREENSHOTS=DIR keeps a picture of the marked form for review.
        if (const QString shots = qEnvironmentVariable("FLEETSCOPE_SCREENSHOTS");
            !shots.isEmpty()) {
            QTest::qWait(100); // let the layout settle
            dlg.grab().save(shots + QStringLiteral("/datasources-validation.png"));
        }
        tenant->setText(QStringLiteral("contoso.onmicrosoft.com"));
        clientId->setText(QStringLiteral("0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60"));
        verifyNoMessage(tenant);
        verifyNoMessage(clientId);
        QVERIFY(save->isEnabled());
        QVERIFY(dlg.save());
        QVERIFY(QFile::exists(path));
    }

    void customRangeEndBeforeStart()
    {
        const qint64 t0 = 1'700'000'000'000;
        CustomRangeDialog dlg(t0 - 3'600'000, t0);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *to = dlg.findChild<QDateTimeEdit *>(QStringLiteral("toEdit"));
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        verifyNoMessage(to);
        to->setDateTime(QDateTime::fromMSecsSinceEpoch(t0 - 5'400'000));
        verifyUnder(to, QStringLiteral("The end is 30m before the start"));
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        to->setDateTime(QDateTime::fromMSecsSinceEpoch(t0 - 3'600'000 + 30'000));
        verifyUnder(to, QStringLiteral("at least one minute"));
        to->setDateTime(QDateTime::fromMSecsSinceEpoch(t0));
        verifyNoMessage(to);
        QVERIFY(dlg.problem().isEmpty());
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
    }

    void silenceNeedsAReason()
    {
        SilenceDialog dlg(QStringLiteral("GpuMemoryPressure · n1"), QString());
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *reason = dlg.findChild<QLineEdit *>(QStringLiteral("silenceReason"));
        // Fresh: OK waits, but no reproach before anyone typed.
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        verifyNoMessage(reason);
        QTest::keyClicks(reason, QStringLiteral("x"));
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        QTest::keyClick(reason, Qt::Key_Backspace);
        verifyUnder(reason, QStringLiteral("Say why it is safe"));
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        QTest::keyClicks(reason, QStringLiteral("   "));
        QVERIFY(!dlg.problem().isEmpty()); // blanks are no reason
        QTest::keyClicks(reason, QStringLiteral("driver upgrade on n1"));
        verifyNoMessage(reason);
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
    }

    void annotationEndBeforeStart()
    {
        const qint64 t0 = 1'700'000'000'000;
        AnnotationDialog dlg(t0, t0 - 3'600'000, t0 + 3'600'000);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *to = dlg.findChild<QDateTimeEdit *>(QStringLiteral("annotationTo"));
        auto *text = dlg.findChild<QLineEdit *>(QStringLiteral("annotationText"));
        dlg.setText(QStringLiteral("batch size raised to 32"));
        dlg.setRange(t0, t0 - 600'000);
        verifyUnder(to, QStringLiteral("The end is before the start"));
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        dlg.setRange(t0, t0 + 600'000);
        verifyNoMessage(to);
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        text->selectAll();
        QTest::keyClick(text, Qt::Key_Delete);
        verifyUnder(text, QStringLiteral("Write what happened"));
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
    }

    void tierMapEmptyAndRepeatedSeverities()
    {
        TierMap map;
        TierMapDialog dlg(map);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *table = dlg.findChild<QTableWidget *>();
        QVERIFY(table->rowCount() >= 2);
        QVERIFY2(dlg.problem().isEmpty(), qPrintable(dlg.problem()));
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        const QString first = table->item(0, 0)->text();
        table->item(1, 0)->setText(first.toUpper());
        QVERIFY2(dlg.problem().contains(
                     QStringLiteral("“%1” is listed twice (rows 1 and 2)").arg(first.toLower())),
                 qPrintable(dlg.problem()));
        QVERIFY(!table->item(1, 0)->toolTip().isEmpty());
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        table->item(1, 0)->setText(QString());
        QVERIFY(dlg.problem().contains(QStringLiteral("Row 2 has no severity")));
        table->item(1, 0)->setText(QStringLiteral("sev-unlisted"));
        QVERIFY(dlg.problem().isEmpty());
        QVERIFY(table->item(1, 0)->toolTip().isEmpty());
        QVERIFY(button(&dlg, QDialogButtonBox::Ok)->isEnabled());
        QPushButton *remove = nullptr;
        for (auto *b : dlg.findChildren<QPushButton *>())
            if (b->text() == TierMapDialog::tr("&Remove"))
                remove = b;
        QVERIFY(remove);
        while (table->rowCount() > 0) {
            table->setCurrentCell(0, 0);
            remove->click();
        }
        QVERIFY(dlg.problem().contains(QStringLiteral("List at least one severity")));
        QVERIFY(!button(&dlg, QDialogButtonBox::Ok)->isEnabled());
    }
};

QTEST_MAIN(TestDialogValidation)
#include "tst_dialogvalidation.moc"

// A Prometheus lane and an Azure lane on one axis, and what a client-secret
// sign-in leaves behind: no secret, no token, anywhere we write.
#include "azuredoubleprocess.h"
#include "fakeprometheus.h"
#include "lanemodel.h"
#include "lanestack.h"
#include "laneview.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "timecursor.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList g_log;
void captureLog(QtMsgType, const QMessageLogContext &, const QString &msg)
{
    g_log << msg;
}
} // namespace

class TestAzureLanes : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("FleetScopeAzureTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QString error;
        QVERIFY2(m_double.start(&error), qPrintable(error));
        QVERIFY(m_prom.listen());
        m_prom.setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 3, 40));
        });
    }

    void prometheusAndAzureShareOneAxisAndCrosshair()
    {
        // Both sources in one file: the double's Azure and a Prometheus.
        QFile in(m_double.writeSources());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        QJsonArray list = root.value(QLatin1String("sources")).toArray();
        list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("prom")},
                                {QStringLiteral("type"), QStringLiteral("prometheus")},
                                {QStringLiteral("url"), m_prom.url().toString()}});
        root.insert(QStringLiteral("sources"), list);
        const QString sources = m_dir.filePath(QStringLiteral("sources.json"));
        QFile out(sources);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();
        const QString dash = m_dir.filePath(QStringLiteral("mixed.json"));
        QFile d(dash);
        QVERIFY(d.open(QIODevice::WriteOnly));
        d.write(
            QJsonDocument(
                QJsonObject{
                    {QStringLiteral("title"), QStringLiteral("Mixed")},
                    {QStringLiteral("range"), QStringLiteral("1h")},
                    {QStringLiteral("lanes"),
                     QJsonArray{
                         QJsonObject{{QStringLiteral("id"), QStringLiteral("gpu")},
                                     {QStringLiteral("unit"), QStringLiteral("percent")},
                                     {QStringLiteral("queries"),
                                      QJsonArray{QJsonObject{
                                          {QStringLiteral("source"), QStringLiteral("prom")},
                                          {QStringLiteral("promql"), QStringLiteral("gpu_mem")}}}}},
                         QJsonObject{{QStringLiteral("id"), QStringLiteral("cpu")},
                                     {QStringLiteral("unit"), QStringLiteral("percent")},
                                     {QStringLiteral("queries"),
                                      QJsonArray{QJsonObject{
                                          {QStringLiteral("source"), QStringLiteral("az")},
                                          {QStringLiteral("resource"), AzureDoubleProcess::vm(1)},
                                          {QStringLiteral("metric"),
                                           QStringLiteral("Percentage CPU")}}}}}}}})
                .toJson());
        d.close();

        qInstallMessageHandler(captureLog);
        MainWindow w;
        w.workspace()->setFetchDelay(0);
        w.resize(1200, 700);
        QVERIFY(w.openSources(sources, false));
        QVERIFY(w.openDashboard(dash, false));
        w.show();
        LaneStack *stack = w.lanes();
        QCOMPARE(stack->laneCount(), 2);
        for (int l = 0; l < 2; ++l)
            QTRY_VERIFY_WITH_TIMEOUT(stack->laneModel(l)->frame().hasData, 20'000);
        QVERIFY(!w.workspace()->laneStatus(1).error);

        // One axis: both lanes map their plot edges to the same times, and a
        // zoom moves both.
        TimeCursor *cursor = w.workspace()->cursor();
        cursor->zoomCentered(0.5);
        for (int l = 0; l < 2; ++l) {
            LaneView *v = stack->lane(l);
            QCOMPARE(v->timeForX(v->plotArea().left()), cursor->fromMs());
            QCOMPARE(v->timeForX(v->plotArea().right()), cursor->toMs());
        }
        // One crosshair: both lanes report a value at the same minute.
        const auto azure = w.workspace()->laneData(1);
        // A minute the Azure lane holds a sample at: the double leaves a
        // two-minute gap every 97 minutes, as Azure leaves empty buckets.
        std::size_t i = azure->timesMs.size() / 2;
        while (i < azure->timesMs.size() && !azure->series.front().has(i))
            ++i;
        QVERIFY(i < azure->timesMs.size());
        const qint64 t = azure->timesMs[i];
        cursor->hover(t);
        QVERIFY2(stack->lane(0)->crosshairText().contains(QStringLiteral("%")),
                 qPrintable(stack->lane(0)->crosshairText()));
        QVERIFY2(stack->lane(1)->crosshairText().contains(QStringLiteral("%")),
                 qPrintable(stack->lane(1)->crosshairText()));
        QVERIFY(!stack->lane(1)->crosshairText().contains(QStringLiteral("no data")));
        w.close(); // writes the window state to QSettings
        qInstallMessageHandler(nullptr);

        // No secret and no token in anything we wrote or logged.
        const QByteArray secret = AzureDoubleProcess::kSecret;
        QStringList files;
        QDirIterator it(m_dir.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        QVERIFY(files.size() >= 3); // sources, dashboard, settings
        for (const QString &f : files) {
            QFile file(f);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(secret), qPrintable(f));
        }
        QVERIFY(!g_log.join(QLatin1Char('\n')).contains(QString::fromLatin1(secret)));
        QVERIFY(!w.workspace()->dashboard().toJson().contains(secret));
        // Tokens: the double's are long opaque strings; none may appear in
        // the settings, the sources file or the log either.
        QVERIFY(!g_log.join(QLatin1Char('\n')).contains(QStringLiteral("Bearer ")));
    }

  private:
    QTemporaryDir m_dir;
    AzureDoubleProcess m_double;
    FakePrometheus m_prom;
};

QTEST_MAIN(TestAzureLanes)
#include "tst_azurelanes.moc"

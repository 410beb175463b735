// File > Import Grafana Dashboard and the variable pickers above the lanes,
// against a scripted Prometheus that records what it was asked.
#include "fakeprometheus.h"
#include "fixturefiles.h"
#include "grafanaimportdialog.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "variablebar.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

class TestGrafanaImportGui : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("FleetScopeTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        m_server = std::make_unique<FakePrometheus>();
        QVERIFY(m_server->listen());
        m_server->setHandler([](const FakePrometheus::Request &r) {
            auto values = [](QStringList v) {
                return FakePrometheus::reply(
                    200, "application/json",
                    QJsonDocument(
                        QJsonObject{{QStringLiteral("status"), QStringLiteral("success")},
                                    {QStringLiteral("data"), QJsonArray::fromStringList(v)}})
                        .toJson(QJsonDocument::Compact));
            };
            if (r.path == "/api/v1/label/Hostname/values")
                return values({QStringLiteral("host-b"), QStringLiteral("host-10"),
                               QStringLiteral("host-2"), QStringLiteral("host-a")});
            if (r.path == "/api/v1/label/gpu/values")
                return values({QStringLiteral("1"), QStringLiteral("0")});
            if (r.path == "/api/v1/label/namespace/values")
                return values({QStringLiteral("team-b"), QStringLiteral("kube-system"),
                               QStringLiteral("team-a")});
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 2, 1.0));
        });
        m_sources = m_dir.filePath(QStringLiteral("sources.json"));
        QFile s(m_sources);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(R"({"sources":[{"name":"fake","type":"prometheus","url":")" +
                m_server->url().toString().toUtf8() + R"(","timeout":"5s"}]})");
        s.close();
        m_window = std::make_unique<MainWindow>();
        m_window->workspace()->setFetchDelay(0);
        m_window->resize(1200, 800);
        QVERIFY(m_window->openSources(m_sources, false));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void dialogShowsWhatCameOverBeforeWriting()
    {
        const QString in = QStringLiteral(FIXTURES_DIR "/grafana/dcgm-gpu.json");
        GrafanaImportDialog *dlg = m_window->importGrafanaDashboard(in, false);
        QVERIFY(dlg);
        QVERIFY(dlg->isVisible());
        const QString summary = dlg->findChild<QLabel *>(QStringLiteral("summary"))->text();
        QVERIFY2(summary.contains(QLatin1String("7 lane")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("2 variable")), qPrintable(summary));
        auto *leftOut = dlg->findChild<QListWidget *>(QStringLiteral("leftOut"));
        QCOMPARE(leftOut->count(), 2);
        QVERIFY(leftOut->item(0)->text().contains(QLatin1String("GPU Avg. Temp")));
        QCOMPARE(dlg->findChild<QListWidget *>(QStringLiteral("adjusted"))->count(), 1);
        // One Prometheus source: it runs the queries; no question asked.
        QVERIFY(!dlg->findChild<QComboBox *>(QStringLiteral("source")));
        QCOMPARE(dlg->result().dashboard.lanes[0].queries[0].source, QStringLiteral("fake"));
        // The Grafana file is never overwritten.
        QVERIFY(!dlg->saveTo(in, false));
        QVERIFY(dlg->suggestedPath().endsWith(QLatin1String("dcgm-gpu.fleetscope.json")));
        const QString out = m_dir.filePath(QStringLiteral("dcgm.json"));
        QVERIFY(dlg->saveTo(out, false));
        dlg->accept(); // as "Save and Open" does after saving
        QTRY_COMPARE(m_window->workspace()->laneCount(), 7);
        QCOMPARE(m_window->workspace()->dashboard().title,
                 QStringLiteral("NVIDIA DCGM Exporter (fleet)"));
    }

    void severalPrometheusSourcesAskWhich()
    {
        QFile s(m_sources);
        QVERIFY(s.open(QIODevice::WriteOnly));
        const QByteArray url = m_server->url().toString().toUtf8();
        s.write(R"({"sources":[{"name":"east","type":"prometheus","url":")" + url +
                R"("},{"name":"west","type":"prometheus","url":")" + url + R"("}]})");
        s.close();
        QVERIFY(m_window->openSources(m_sources, false));
        GrafanaImportDialog *dlg = m_window->importGrafanaDashboard(
            QStringLiteral(FIXTURES_DIR "/grafana/old-schema.json"), false);
        QVERIFY(dlg);
        auto *source = dlg->findChild<QComboBox *>(QStringLiteral("source"));
        QVERIFY(source);
        QCOMPARE(dlg->result().dashboard.lanes[0].queries[0].source, QStringLiteral("east"));
        source->setCurrentText(QStringLiteral("west"));
        QCOMPARE(dlg->result().dashboard.lanes[0].queries[0].source, QStringLiteral("west"));
        dlg->reject();
    }

    void notAGrafanaFileSaysWhy()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"hello\": 1}");
        f.close();
        QVERIFY(!m_window->importGrafanaDashboard(bad, false));
        QVERIFY(
            !m_window->importGrafanaDashboard(m_dir.filePath(QStringLiteral("nope.json")), false));
        // Opened as a FleetScope dashboard (not interactive): refused, with the way to import.
        QVERIFY(
            !m_window->openDashboard(QStringLiteral(FIXTURES_DIR "/grafana/dcgm-gpu.json"), false));
    }

    void multiValuePickerFetchesOnceWhenClosed()
    {
        openConverted(QStringLiteral("dcgm-gpu.json"));
        auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("variablesBar"));
        QVERIFY(bar && bar->isVisible());
        auto *hosts = m_window->findChild<QToolButton *>(QStringLiteral("variable_Hostname"));
        QVERIFY(hosts);
        // Choices from the server, in natural order; "All" picked as saved.
        QTRY_VERIFY(!m_window->workspace()->isLoadingVariables());
        QCOMPARE(hosts->text(), QStringLiteral("All"));
        QListWidget *list = hosts->menu()->findChild<QListWidget *>(QStringLiteral("choices"));
        QStringList shown;
        for (int i = 0; i < list->count(); ++i)
            shown << list->item(i)->text();
        QCOMPARE(shown, (QStringList{QStringLiteral("All"), QStringLiteral("host-2"),
                                     QStringLiteral("host-10"), QStringLiteral("host-a"),
                                     QStringLiteral("host-b")}));
        // The GPU choices were asked for with the host picks in their selector.
        const FakePrometheus::Request *gpuAsk = lastRequest("/api/v1/label/gpu/values");
        QVERIFY(gpuAsk);
        QCOMPARE(gpuAsk->form.queryItemValue(QStringLiteral("match[]"), QUrl::FullyDecoded),
                 QStringLiteral("DCGM_FI_DEV_GPU_TEMP{Hostname=~\".*\"}"));

        // Tick two hosts: All unticks itself; nothing is fetched until the list closes.
        const qsizetype before = m_server->requests().size();
        // A pick reaches the workspace's variables at once, and the fetches
        // follow from there.
        QSignalSpy picked(m_window->workspace(), &LiveWorkspace::variablesChanged);
        list->item(3)->setCheckState(Qt::Checked); // host-a
        QCOMPARE(list->item(0)->checkState(), Qt::Unchecked);
        list->item(1)->setCheckState(Qt::Checked); // host-2
        QCOMPARE(picked.count(), 0);
        QVERIFY(!m_window->workspace()->isLoadingVariables());
        QCOMPARE(m_server->requests().size(), before);
        emit hosts->menu()->aboutToHide();
        QVERIFY(!picked.isEmpty());
        QTRY_VERIFY(lastQueryContaining(QStringLiteral("Hostname=~\"(host-2|host-a)\"")));
        QCOMPARE(hosts->text(), QStringLiteral("host-2, host-a"));
        // The GPU choices are asked again for the picked hosts.
        QTRY_COMPARE(lastRequest("/api/v1/label/gpu/values")
                         ->form.queryItemValue(QStringLiteral("match[]"), QUrl::FullyDecoded),
                     QStringLiteral("DCGM_FI_DEV_GPU_TEMP{Hostname=~\"(host-2|host-a)\"}"));
        // Ticking All again unticks the single hosts.
        list->item(0)->setCheckState(Qt::Checked);
        QCOMPARE(list->item(1)->checkState(), Qt::Unchecked);
        emit hosts->menu()->aboutToHide();
        QTRY_COMPARE(hosts->text(), QStringLiteral("All"));
    }

    void singleValuePickerRequeries()
    {
        openConverted(QStringLiteral("inference-rows.json"));
        auto *quantile = m_window->findChild<QComboBox *>(QStringLiteral("variable_quantile"));
        QVERIFY(quantile);
        QCOMPARE(quantile->currentText(), QStringLiteral("0.95"));
        QTRY_VERIFY(lastQueryContaining(QStringLiteral("histogram_quantile(0.95,")));
        // The namespace choices pass the dashboard's /^team-.*/ filter.
        QTRY_VERIFY(!m_window->workspace()->isLoadingVariables());
        auto *ns = m_window->findChild<QToolButton *>(QStringLiteral("variable_namespace"));
        QListWidget *list = ns->menu()->findChild<QListWidget *>(QStringLiteral("choices"));
        QCOMPARE(list->count(), 3); // All, team-a, team-b
        QCOMPARE(ns->text(), QStringLiteral("team-a, team-b"));
        const int index = quantile->findText(QStringLiteral("0.99"));
        QVERIFY(index >= 0);
        quantile->setCurrentIndex(index);
        emit quantile->activated(index);
        QTRY_VERIFY(lastQueryContaining(QStringLiteral("histogram_quantile(0.99,")));

        // The picks come back with the dashboard, in a new window too.
        m_window = std::make_unique<MainWindow>();
        QVERIFY(m_window->openSources(m_sources, false));
        QVERIFY(
            m_window->openDashboard(m_dir.filePath(QStringLiteral("inference-rows.json")), false));
        quantile = m_window->findChild<QComboBox *>(QStringLiteral("variable_quantile"));
        QCOMPARE(quantile->currentText(), QStringLiteral("0.99"));
    }

  private:
    void openConverted(const QString &fixture)
    {
        GrafanaImportDialog *dlg = m_window->importGrafanaDashboard(
            QStringLiteral(FIXTURES_DIR "/grafana/") + fixture, false);
        QVERIFY(dlg);
        QVERIFY(dlg->saveTo(m_dir.filePath(fixture), false));
        dlg->accept();
        QTRY_VERIFY(m_window->workspace()->laneCount() > 0);
    }

    const FakePrometheus::Request *lastRequest(const QByteArray &path) const
    {
        const auto &all = m_server->requests();
        for (qsizetype i = all.size() - 1; i >= 0; --i)
            if (all[i].path == path)
                return &all[i];
        return nullptr;
    }

    bool lastQueryContaining(const QString &text) const
    {
        for (const auto &r : m_server->requests())
            if (r.path == "/api/v1/query_range" &&
                r.form.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded).contains(text))
                return true;
        return false;
    }

    QTemporaryDir m_dir;
    QString m_sources;
    std::unique_ptr<FakePrometheus> m_server;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestGrafanaImportGui)
#include "tst_grafanaimport.moc"

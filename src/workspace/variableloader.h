#pragma once

#include "dashboard.h"
#include "sourceconfig.h"

#include <map>
#include <memory>
#include <QObject>
#include <QPointer>

class AlertFeedClient;
class QNetworkAccessManager;

// Loads the choices of a dashboard's query variables (label_values()) from
// their sources, one variable after another in dashboard order, because a
// variable's query may name the ones before it
// (label_values(DCGM_FI_DEV_GPU_TEMP{Hostname=~"$Hostname"}, gpu)). Each
// answer is filtered by the variable's regex and sorted naturally ("2"
// before "10"). A failure is reported and the variable keeps the choices it
// had; the next variable is still loaded.
class VariableLoader final : public QObject
{
    Q_OBJECT
  public:
    explicit VariableLoader(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~VariableLoader() override;

    void setSources(const SourceList &sources);
    // Starts over with these variables from index `first` on (the earlier
    // ones are taken as they are); what was under way is dropped.
    void load(const std::vector<DashboardVariable> &variables, qint64 fromMs, qint64 toMs,
              std::size_t first = 0);
    void cancel();
    bool isLoading() const { return m_next < m_variables.size(); }

    // Natural order: numbers inside names compare as numbers.
    static QStringList sorted(QStringList values);

  signals:
    // `variable` with its new choices (and picks that are still valid).
    void loaded(const DashboardVariable &variable);
    void failed(const QString &name, const QString &message);
    // Every variable of the last load() has been asked.
    void finished();

  private:
    void loadNext();
    AlertFeedClient *client(const QString &source, QString *error);

    QNetworkAccessManager *m_nam;
    SourceList m_sources;
    std::map<QString, std::unique_ptr<AlertFeedClient>> m_clients;
    std::vector<DashboardVariable> m_variables;
    std::size_t m_next = 0;
    qint64 m_fromMs = 0;
    qint64 m_toMs = 0;
    quint64 m_generation = 0;
};

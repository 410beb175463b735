#include "variableloader.h"

#include "alertfeedclient.h"

#include <QTimer>

VariableLoader::VariableLoader(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_nam(nam)
{
}

VariableLoader::~VariableLoader() = default;

void VariableLoader::setSources(const SourceList &sources)
{
    cancel();
    m_clients.clear();
    m_sources = sources;
}

void VariableLoader::cancel()
{
    ++m_generation;
    for (auto &[name, c] : m_clients)
        c->cancelAll();
    m_variables.clear();
    m_next = 0;
}

void VariableLoader::load(const std::vector<DashboardVariable> &variables, qint64 fromMs,
                          qint64 toMs, std::size_t first)
{
    cancel();
    m_variables = variables;
    m_next = first;
    m_fromMs = fromMs;
    m_toMs = toMs;
    // From the event loop, as every answer comes: a caller may connect late.
    QTimer::singleShot(0, this, [this, gen = m_generation] {
        if (gen == m_generation)
            loadNext();
    });
}

QStringList VariableLoader::sorted(QStringList values)
{
    // By hand: QCollator's numeric mode needs ICU and a real locale, and the
    // C locale (tests, servers) silently sorts "10" before "2".
    auto less = [](const QString &a, const QString &b) {
        qsizetype i = 0, j = 0;
        while (i < a.size() && j < b.size()) {
            if (a.at(i).isDigit() && b.at(j).isDigit()) {
                qsizetype ie = i, je = j;
                while (ie < a.size() && a.at(ie).isDigit())
                    ++ie;
                while (je < b.size() && b.at(je).isDigit())
                    ++je;
                // Compare the numbers without converting: leading zeros
                // aside, the longer digit run is the larger number.
                QStringView x = QStringView(a).mid(i, ie - i), y = QStringView(b).mid(j, je - j);
                while (x.size() > 1 && x.front() == QLatin1Char('0'))
                    x = x.mid(1);
                while (y.size() > 1 && y.front() == QLatin1Char('0'))
                    y = y.mid(1);
                if (x.size() != y.size())
                    return x.size() < y.size();
                if (const int c = x.compare(y); c != 0)
                    return c < 0;
                i = ie;
                j = je;
                continue;
            }
            if (a.at(i) != b.at(j))
                return a.at(i) < b.at(j);
            ++i;
            ++j;
        }
        return a.size() - i < b.size() - j;
    };
    std::sort(values.begin(), values.end(), less);
    return values;
}

AlertFeedClient *VariableLoader::client(const QString &source, QString *error)
{
    if (auto it = m_clients.find(source); it != m_clients.end())
        return it->second.get();
    const SourceConfig *config = nullptr;
    for (const SourceConfig &s : m_sources.sources)
        if (s.name == source)
            config = &s;
    if (!config) {
        *error = tr("there is no source \"%1\" in the sources file").arg(source);
        return nullptr;
    }
    auto c = std::make_unique<AlertFeedClient>(*config, m_nam);
    AlertFeedClient *raw = c.get();
    m_clients.emplace(source, std::move(c));
    return raw;
}

void VariableLoader::loadNext()
{
    while (m_next < m_variables.size() &&
           m_variables[m_next].kind != DashboardVariable::Kind::Query)
        ++m_next;
    if (m_next >= m_variables.size()) {
        emit finished();
        return;
    }
    const DashboardVariable &v = m_variables[m_next];
    auto skip = [this](const QString &name, const QString &message) {
        emit failed(name, message);
        ++m_next;
        loadNext();
    };
    const auto query = DashboardVariables::parseLabelValues(v.query);
    if (!query)
        return skip(v.name, tr("$%1: the query is not label_values().").arg(v.name));
    QString error;
    AlertFeedClient *c = client(v.source, &error);
    if (!c)
        return skip(v.name, tr("$%1: %2.").arg(v.name, error));
    // The variables before this one, as picked, inside its selector.
    const std::vector<DashboardVariable> before(m_variables.begin(),
                                                m_variables.begin() + qsizetype(m_next));
    const QString selector = DashboardVariables::interpolate(query->selector, before).text;
    const quint64 gen = m_generation;
    c->disconnect(this);
    connect(c, &AlertFeedClient::labelValuesFetched, this, [this, gen](const QStringList &values) {
        if (gen != m_generation || m_next >= m_variables.size())
            return;
        DashboardVariable &var = m_variables[m_next];
        var.setOptions(sorted(var.filterChoices(values)));
        emit loaded(var);
        ++m_next;
        loadNext();
    });
    connect(c, &AlertFeedClient::failed, this,
            [this, gen](AlertFeedClient::Call call, const SourceError &e, const QString &) {
                if (gen != m_generation || call != AlertFeedClient::Call::LabelValues ||
                    m_next >= m_variables.size())
                    return;
                const QString name = m_variables[m_next].name;
                emit failed(name,
                            tr("The choices of $%1 could not be loaded: %2").arg(name, e.message));
                ++m_next;
                loadNext();
            });
    c->fetchLabelValues(query->label, selector, m_fromMs, m_toMs);
}

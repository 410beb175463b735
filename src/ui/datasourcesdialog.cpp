#include "datasourcesdialog.h"

#include "connectiontest.h"
#include "fieldproblems.h"
#include "secretstore.h"
#include "sourceconfig.h"
#include "sourcefieldcheck.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QVBoxLayout>

namespace {
// Combo entries: what the user reads, and what the file says.
void fill(QComboBox *box, const QList<std::pair<QString, QString>> &items)
{
    for (const auto &[text, value] : items)
        box->addItem(text, value);
}

void select(QComboBox *box, const QString &value)
{
    const int i = box->findData(value);
    box->setCurrentIndex(i < 0 ? 0 : i);
}
} // namespace

DataSourcesDialog::DataSourcesDialog(QNetworkAccessManager *nam, const QString &path,
                                     const Dashboard &dashboard, QWidget *parent)
    : QDialog(parent), m_nam(nam), m_path(path), m_dashboard(dashboard),
      m_list(new QListWidget(this)), m_form(new QWidget(this)), m_name(new QLineEdit(this)),
      m_type(new QComboBox(this)), m_url(new QLineEdit(this)), m_auth(new QComboBox(this)),
      m_tokenEnv(new QLineEdit(this)), m_username(new QLineEdit(this)),
      m_passwordEnv(new QLineEdit(this)), m_cloud(new QComboBox(this)),
      m_login(new QLineEdit(this)), m_management(new QLineEdit(this)),
      m_metrics(new QLineEdit(this)), m_logAnalytics(new QLineEdit(this)),
      m_method(new QComboBox(this)), m_tenant(new QLineEdit(this)), m_clientId(new QLineEdit(this)),
      m_secret(new QLineEdit(this)), m_secretEnv(new QLineEdit(this)),
      m_caFile(new QLineEdit(this)),
      m_insecure(new QCheckBox(tr("Skip TLS verification (insecure)"), this)),
      m_compression(new QComboBox(this)), m_report(new QPlainTextEdit(this)),
      m_test(new QPushButton(tr("&Test Connection"), this)), m_problem(new QLabel(this))
{
    setWindowTitle(tr("Data Sources"));
    resize(900, 620);
    fill(m_type,
         {{tr("Prometheus-compatible (Prometheus, Thanos, Mimir, VictoriaMetrics, Azure managed)"),
           QStringLiteral("prometheus")},
          {tr("Azure Monitor (metrics, Log Analytics)"), QStringLiteral("azure-monitor")},
          {tr("Alertmanager (alerts and silences)"), QStringLiteral("alertmanager")}});
    fill(m_auth,
         {{tr("None"), QStringLiteral("none")},
          {tr("Bearer token from an environment variable"), QStringLiteral("bearer")},
          {tr("Basic auth (password from an environment variable)"), QStringLiteral("basic")},
          {tr("Azure (Entra ID)"), QStringLiteral("azure")}});
    fill(m_cloud, {{tr("Azure public cloud"), QStringLiteral("AzureCloud")},
                   {tr("Azure China"), QStringLiteral("AzureChinaCloud")},
                   {tr("Azure US Government"), QStringLiteral("AzureUSGovernment")},
                   {tr("Custom endpoints"), QStringLiteral("custom")}});
    fill(m_method, {{tr("Azure CLI login (az login)"), QStringLiteral("azure-cli")},
                    {tr("Service principal (client secret)"), QStringLiteral("client-secret")},
                    {tr("Device code (sign in in a browser)"), QStringLiteral("device-code")}});
    fill(m_compression, {{tr("Automatic: measure the link (default)"), QStringLiteral("auto")},
                         {tr("gzip: for slow links (VPN, WAN)"), QStringLiteral("gzip")},
                         {tr("None: for loopback and fast LANs"), QStringLiteral("none")}});
    m_compression->setToolTip(
        tr("Gzip costs the server seconds of CPU per large answer and saves the link's "
           "time. Automatic asks for gzip only where answers measured a link slower than the "
           "server compresses."));
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(tr("kept in the OS keychain, never in the file"));
    m_secretEnv->setPlaceholderText(tr("or: name of an environment variable"));
    m_tokenEnv->setPlaceholderText(tr("e.g. THANOS_TOKEN"));
    m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:9090"));
    m_report->setReadOnly(true);
    m_report->setAccessibleName(tr("Connection test report"));
    m_list->setAccessibleName(tr("Data sources"));
    m_report->setPlaceholderText(
        tr("Test Connection checks sign-in, endpoint and permission, step by step."));
    m_problem->setStyleSheet(QStringLiteral("color:#9a0000;"));
    m_problem->setWordWrap(true);

    m_formLayout = new QFormLayout(m_form);
    m_formLayout->addRow(tr("&Name:"), m_name);
    m_formLayout->addRow(tr("&Type:"), m_type);
    m_formLayout->addRow(tr("&URL:"), m_url);
    m_formLayout->addRow(tr("&Auth:"), m_auth);
    m_formLayout->addRow(tr("Token variable:"), m_tokenEnv);
    m_formLayout->addRow(tr("Username:"), m_username);
    m_formLayout->addRow(tr("Password variable:"), m_passwordEnv);
    m_formLayout->addRow(tr("&Cloud:"), m_cloud);
    m_formLayout->addRow(tr("Login endpoint:"), m_login);
    m_formLayout->addRow(tr("Management endpoint:"), m_management);
    m_formLayout->addRow(tr("Metrics endpoint:"), m_metrics);
    m_formLayout->addRow(tr("Log Analytics endpoint:"), m_logAnalytics);
    m_formLayout->addRow(tr("Sign-in &method:"), m_method);
    m_formLayout->addRow(tr("Tenant:"), m_tenant);
    m_formLayout->addRow(tr("Client ID:"), m_clientId);
    m_formLayout->addRow(tr("Client secret:"), m_secret);
    m_formLayout->addRow(tr("Secret variable:"), m_secretEnv);
    m_formLayout->addRow(tr("CA file:"), m_caFile);
    m_formLayout->addRow(QString(), m_insecure);
    m_formLayout->addRow(tr("Com&pression:"), m_compression);
    m_fieldProblems = new FieldProblems(m_formLayout, this);
    const std::pair<QLineEdit *, const char *> named[] = {
        {m_name, "sourceName"},
        {m_url, "sourceUrl"},
        {m_tokenEnv, "sourceTokenEnv"},
        {m_username, "sourceUsername"},
        {m_passwordEnv, "sourcePasswordEnv"},
        {m_login, "sourceLoginEndpoint"},
        {m_management, "sourceManagementEndpoint"},
        {m_metrics, "sourceMetricsEndpoint"},
        {m_logAnalytics, "sourceLogAnalyticsEndpoint"},
        {m_tenant, "sourceTenant"},
        {m_clientId, "sourceClientId"},
        {m_secret, "sourceSecret"},
        {m_secretEnv, "sourceSecretEnv"},
        {m_caFile, "sourceCaFile"}};
    for (const auto &[edit, objectName] : named) {
        edit->setObjectName(QLatin1String(objectName));
        connect(edit, &QLineEdit::textChanged, this, &DataSourcesDialog::validateForm);
    }
    connect(m_insecure, &QCheckBox::toggled, this, &DataSourcesDialog::validateForm);

    auto *add = new QPushButton(tr("&Add"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_list);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(remove);
    leftLayout->addLayout(listButtons);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_form);
    rightLayout->addWidget(m_test, 0, Qt::AlignLeft);
    rightLayout->addWidget(m_report, 1);
    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, &DataSourcesDialog::addSource);
    connect(remove, &QPushButton::clicked, this, &DataSourcesDialog::removeSource);
    connect(m_test, &QPushButton::clicked, this, &DataSourcesDialog::testConnection);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        // With a secret on its way to the keychain the dialog closes once it
        // is stored, or stays open to say where it went instead.
        if (save() && !m_storingSecret)
            accept();
        m_acceptWhenStored = m_storingSecret;
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        storeForm();
        showSource(row);
    });
    for (QComboBox *box : {m_type, m_auth, m_cloud, m_method, m_compression})
        connect(box, &QComboBox::currentIndexChanged, this, &DataSourcesDialog::updateVisibility);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (QListWidgetItem *item = m_list->currentItem(); item && !m_loading)
            item->setText(t);
    });

    if (!path.isEmpty()) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            load(f.read(4 * 1024 * 1024));
    }
    if (m_sources.isEmpty())
        addSource();
    m_list->setCurrentRow(0);
}

DataSourcesDialog::~DataSourcesDialog() = default;

void DataSourcesDialog::load(const QByteArray &json)
{
    m_sources = QJsonDocument::fromJson(json).object().value(QLatin1String("sources")).toArray();
    m_list->clear();
    for (const auto &s : std::as_const(m_sources))
        m_list->addItem(s.toObject().value(QLatin1String("name")).toString());
}

void DataSourcesDialog::addSource()
{
    storeForm();
    QString name = QStringLiteral("prom");
    for (int i = 2; !m_list->findItems(name, Qt::MatchExactly).isEmpty(); ++i)
        name = QStringLiteral("prom%1").arg(i);
    m_sources.append(QJsonObject{
        {QStringLiteral("name"), name},
        {QStringLiteral("type"), QStringLiteral("prometheus")},
        {QStringLiteral("url"), QStringLiteral("http://127.0.0.1:9090")},
        {QStringLiteral("auth"), QJsonObject{{QStringLiteral("type"), QStringLiteral("none")}}}});
    m_list->addItem(name);
    m_current = -1;
    m_list->setCurrentRow(m_list->count() - 1);
}

void DataSourcesDialog::removeSource()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    m_current = -1; // the form no longer belongs to a row
    m_sources.removeAt(row);
    delete m_list->takeItem(row);
}

void DataSourcesDialog::showSource(int row)
{
    m_current = row;
    m_report->clear(); // a report belongs to the source it tested
    m_form->setEnabled(row >= 0);
    m_test->setEnabled(row >= 0);
    if (row < 0)
        return;
    m_loading = true;
    const QJsonObject o = m_sources.at(row).toObject();
    const QJsonObject auth = o.value(QLatin1String("auth")).toObject();
    const QJsonObject ep = o.value(QLatin1String("endpoints")).toObject();
    m_name->setText(o.value(QLatin1String("name")).toString());
    select(m_type, o.value(QLatin1String("type")).toString());
    m_url->setText(o.value(QLatin1String("url")).toString());
    select(m_auth, auth.value(QLatin1String("type")).toString(QStringLiteral("none")));
    m_tokenEnv->setText(auth.value(QLatin1String("tokenEnv")).toString());
    m_username->setText(auth.value(QLatin1String("username")).toString());
    m_passwordEnv->setText(auth.value(QLatin1String("passwordEnv")).toString());
    select(m_cloud, o.value(QLatin1String("cloud")).toString(QStringLiteral("AzureCloud")));
    m_login->setText(ep.value(QLatin1String("login")).toString());
    m_management->setText(ep.value(QLatin1String("management")).toString());
    m_metrics->setText(ep.value(QLatin1String("metrics")).toString());
    m_logAnalytics->setText(ep.value(QLatin1String("logAnalytics")).toString());
    select(m_method, auth.value(QLatin1String("method")).toString(QStringLiteral("azure-cli")));
    m_tenant->setText(auth.value(QLatin1String("tenant")).toString());
    m_clientId->setText(auth.value(QLatin1String("clientId")).toString());
    m_secretEnv->setText(auth.value(QLatin1String("clientSecretEnv")).toString());
    m_secret->clear();
    const QJsonObject tls = o.value(QLatin1String("tls")).toObject();
    m_caFile->setText(tls.value(QLatin1String("caFile")).toString());
    m_insecure->setChecked(tls.value(QLatin1String("insecureSkipVerify")).toBool());
    select(m_compression, o.value(QLatin1String("compression")).toString(QStringLiteral("auto")));
    m_loading = false;
    updateVisibility();
}

QJsonObject DataSourcesDialog::formJson() const
{
    // Start from what the file had, so keys this dialog does not know
    // (timeouts, headers, maxPoints) survive an edit.
    QJsonObject o = m_current >= 0 ? m_sources.at(m_current).toObject() : QJsonObject();
    const QString type = m_type->currentData().toString();
    o.insert(QStringLiteral("name"), m_name->text().trimmed());
    o.insert(QStringLiteral("type"), type);
    const bool azureAuth = type == QLatin1String("azure-monitor") ||
                           m_auth->currentData().toString() == QLatin1String("azure");
    if (type == QLatin1String("prometheus") || type == QLatin1String("alertmanager"))
        o.insert(QStringLiteral("url"), m_url->text().trimmed());
    else
        o.remove(QStringLiteral("url"));
    QJsonObject auth{{QStringLiteral("type"),
                      azureAuth ? QStringLiteral("azure") : m_auth->currentData().toString()}};
    if (!azureAuth) {
        if (!m_tokenEnv->text().isEmpty() && m_auth->currentData() == QStringLiteral("bearer"))
            auth.insert(QStringLiteral("tokenEnv"), m_tokenEnv->text().trimmed());
        if (m_auth->currentData() == QStringLiteral("basic")) {
            auth.insert(QStringLiteral("username"), m_username->text().trimmed());
            auth.insert(QStringLiteral("passwordEnv"), m_passwordEnv->text().trimmed());
        }
        o.remove(QStringLiteral("cloud"));
        o.remove(QStringLiteral("endpoints"));
    } else {
        auth.insert(QStringLiteral("method"), m_method->currentData().toString());
        if (!m_tenant->text().isEmpty())
            auth.insert(QStringLiteral("tenant"), m_tenant->text().trimmed());
        if (!m_clientId->text().isEmpty())
            auth.insert(QStringLiteral("clientId"), m_clientId->text().trimmed());
        if (!m_secretEnv->text().isEmpty())
            auth.insert(QStringLiteral("clientSecretEnv"), m_secretEnv->text().trimmed());
        o.insert(QStringLiteral("cloud"), m_cloud->currentData().toString());
        QJsonObject ep;
        const std::pair<const char *, QLineEdit *> fields[] = {{"login", m_login},
                                                               {"management", m_management},
                                                               {"metrics", m_metrics},
                                                               {"logAnalytics", m_logAnalytics}};
        for (const auto &[key, edit] : fields)
            if (!edit->text().trimmed().isEmpty())
                ep.insert(QLatin1String(key), edit->text().trimmed());
        if (ep.isEmpty())
            o.remove(QStringLiteral("endpoints"));
        else
            o.insert(QStringLiteral("endpoints"), ep);
    }
    o.insert(QStringLiteral("auth"), auth);
    if (!m_caFile->text().isEmpty() || m_insecure->isChecked())
        o.insert(QStringLiteral("tls"),
                 QJsonObject{{QStringLiteral("caFile"), m_caFile->text().trimmed()},
                             {QStringLiteral("insecureSkipVerify"), m_insecure->isChecked()}});
    else
        o.remove(QStringLiteral("tls"));
    // Written only when it is not the default, for Prometheus-compatible
    // sources (the others ignore it).
    const QString compression = m_compression->currentData().toString();
    if (type == QLatin1String("prometheus") && compression != QLatin1String("auto"))
        o.insert(QStringLiteral("compression"), compression);
    else
        o.remove(QStringLiteral("compression"));
    return o;
}

void DataSourcesDialog::storeForm()
{
    if (m_current < 0 || m_current >= m_sources.size() || m_loading)
        return;
    m_sources[m_current] = formJson();
    if (!m_secret->text().isEmpty())
        m_pendingSecret = m_secret->text();
}

void DataSourcesDialog::updateVisibility()
{
    if (m_loading)
        return;
    const bool azureMonitor = m_type->currentData() == QStringLiteral("azure-monitor");
    const bool azure = azureMonitor || m_auth->currentData() == QStringLiteral("azure");
    const bool custom = m_cloud->currentData() == QStringLiteral("custom");
    const QString method = m_method->currentData().toString();
    auto show = [this](QWidget *w, bool on) { m_formLayout->setRowVisible(w, on); };
    show(m_url, !azureMonitor);
    show(m_auth, !azureMonitor);
    show(m_tokenEnv, !azure && m_auth->currentData() == QStringLiteral("bearer"));
    show(m_username, !azure && m_auth->currentData() == QStringLiteral("basic"));
    show(m_passwordEnv, !azure && m_auth->currentData() == QStringLiteral("basic"));
    show(m_cloud, azure);
    for (QLineEdit *e : {m_login, m_management, m_metrics, m_logAnalytics})
        show(e, azure && custom);
    show(m_method, azure);
    show(m_tenant, azure && method != QLatin1String("azure-cli"));
    show(m_clientId, azure && method != QLatin1String("azure-cli"));
    show(m_secret, azure && method == QLatin1String("client-secret"));
    show(m_secretEnv, azure && method == QLatin1String("client-secret"));
    show(m_caFile, !azureMonitor);
    show(m_insecure, !azureMonitor);
    show(m_compression, m_type->currentData() == QStringLiteral("prometheus"));
    validateForm();
}

QList<std::pair<QString, QWidget *>> DataSourcesDialog::fields() const
{
    return {{QStringLiteral("name"), m_name},
            {QStringLiteral("url"), m_url},
            {QStringLiteral("auth.tokenEnv"), m_tokenEnv},
            {QStringLiteral("auth.username"), m_username},
            {QStringLiteral("auth.passwordEnv"), m_passwordEnv},
            {QStringLiteral("auth.tenant"), m_tenant},
            {QStringLiteral("auth.clientId"), m_clientId},
            {QStringLiteral("auth.clientSecretEnv"), m_secretEnv},
            {QStringLiteral("endpoints.login"), m_login},
            {QStringLiteral("endpoints.management"), m_management},
            {QStringLiteral("endpoints.metrics"), m_metrics},
            {QStringLiteral("endpoints.logAnalytics"), m_logAnalytics},
            {QStringLiteral("tls.caFile"), m_caFile}};
}

void DataSourcesDialog::validateForm()
{
    if (m_loading)
        return;
    using Level = FieldProblems::Level;
    QHash<QString, std::pair<QString, Level>> found; // by key: the first problem
    if (m_current >= 0 && m_current < m_sources.size()) {
        QStringList others;
        for (qsizetype i = 0; i < m_sources.size(); ++i)
            if (i != m_current)
                others << m_sources.at(i).toObject().value(QLatin1String("name")).toString();
        const auto problems =
            checkSourceFields(formJson(), others, QProcessEnvironment::systemEnvironment());
        for (const SourceFieldProblem &p : problems)
            if (!found.contains(p.field))
                found.insert(p.field, {p.message, p.level == SourceFieldProblem::Level::Error
                                                      ? Level::Error
                                                      : Level::Warning});
        // Whether the CA file is there is a question for this computer, not
        // for the file's syntax.
        const QString ca = m_caFile->text().trimmed();
        if (!ca.isEmpty() && !m_insecure->isChecked() && m_formLayout->isRowVisible(m_caFile)) {
            const QFileInfo info(ca);
            if (!info.exists())
                found.insert(QStringLiteral("tls.caFile"),
                             {tr("There is no file %1.").arg(ca), Level::Error});
            else if (!info.isFile() || !info.isReadable())
                found.insert(QStringLiteral("tls.caFile"),
                             {tr("FleetScope cannot read %1.").arg(ca), Level::Error});
        }
    }
    // Marks are updated in place, so typing does not make the form jump.
    for (const auto &[key, field] : fields()) {
        const auto problem = found.value(key);
        m_fieldProblems->set(field, problem.first, problem.second);
    }
    const bool blocked = m_fieldProblems->hasErrors();
    if (m_save)
        m_save->setEnabled(!blocked);
    const QString fixFirst = tr("Fix the fields marked ✖ to save.");
    if (blocked)
        m_problem->setText(fixFirst);
    else if (m_problem->text() == fixFirst)
        m_problem->clear();
}

bool DataSourcesDialog::event(QEvent *e)
{
    // Back from a terminal or a file manager: the CA file or a variable may
    // be there now.
    if (e->type() == QEvent::WindowActivate)
        validateForm();
    return QDialog::event(e);
}

QString DataSourcesDialog::fieldProblem(const QString &key) const
{
    for (const auto &[name, field] : fields())
        if (name == key)
            return m_fieldProblems->message(field);
    return {};
}

QByteArray DataSourcesDialog::fileJson() const
{
    QJsonArray sources = m_sources;
    if (m_current >= 0 && m_current < sources.size())
        sources[m_current] = formJson();
    return QJsonDocument(QJsonObject{{QStringLiteral("sources"), sources}})
        .toJson(QJsonDocument::Indented);
}

QString DataSourcesDialog::problemText() const
{
    return m_problem->text();
}

QString DataSourcesDialog::testReport() const
{
    return m_report->toPlainText();
}

void DataSourcesDialog::testConnection()
{
    storeForm();
    auto config = SourceConfig::fromJson(formJson());
    m_report->clear();
    if (!config) {
        m_report->appendPlainText(tr("✖ Configuration: %1").arg(config.error()));
        return;
    }
    // A secret typed but not saved yet is tested through the environment of
    // this process only, never written anywhere.
    if (config->azureMethod == SourceConfig::AzureMethod::ClientSecret &&
        !m_pendingSecret.isEmpty() && config->clientSecretEnv.isEmpty()) {
        config->clientSecretEnv = QStringLiteral("FLEETSCOPE_DIALOG_SECRET_%1").arg(quintptr(this));
        qputenv(config->clientSecretEnv.toLocal8Bit().constData(), m_pendingSecret.toUtf8());
    }
    std::optional<QuerySpec> probe;
    for (const auto &lane : m_dashboard.lanes)
        for (const auto &q : lane.queries)
            if (!probe && q.source == config->name)
                probe = q;
    delete m_running;
    m_running = new ConnectionTest(m_nam, this);
    m_test->setEnabled(false);
    connect(m_running, &ConnectionTest::stepDone, this, [this](const ConnectionTest::Step &s) {
        m_report->appendPlainText(s.ok ? tr("✔ %1: %2").arg(s.what, s.message)
                                       : tr("✖ %1: %2").arg(s.what, s.message));
    });
    connect(m_running, &ConnectionTest::finished, this, [this] {
        m_test->setEnabled(true);
        m_report->appendPlainText(m_running->allOk() ? tr("All checks passed.")
                                                     : tr("Some checks failed (see above)."));
    });
    m_running->start(*config, probe);
}

bool DataSourcesDialog::save()
{
    storeForm();
    validateForm();
    if (m_fieldProblems->hasErrors()) {
        if (QWidget *first = m_fieldProblems->firstError())
            first->setFocus();
        return false;
    }
    const QByteArray json = fileJson();
    auto parsed = SourceConfig::parseFile(json);
    if (!parsed) {
        m_problem->setText(parsed.error());
        return false;
    }
    if (m_path.isEmpty()) {
        m_path = QFileDialog::getSaveFileName(this, tr("Save Data Sources"), QString(),
                                              tr("Data sources (*.json)"));
        if (m_path.isEmpty())
            return false;
    }
    // Written whole or not at all: a crash mid-save must not lose the file.
    // It names private endpoints (and the variables holding their secrets):
    // the user's alone, like ~/.ssh/config.
    QSaveFile f(m_path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size() ||
        !f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) || !f.commit()) {
        m_problem->setText(tr("Cannot write %1: %2").arg(m_path, f.errorString()));
        return false;
    }
    if (!m_pendingSecret.isEmpty() && m_current >= 0) {
        const QString source =
            m_sources.at(m_current).toObject().value(QLatin1String("name")).toString();
        m_storingSecret = true;
        SecretStore::write(
            source, m_pendingSecret, this,
            [this](std::expected<SecretStore::Written, SourceError> written) {
                m_storingSecret = false;
                if (!written)
                    m_problem->setText(tr("The file was saved, but %1 Set clientSecretEnv instead.")
                                           .arg(written.error().message));
                else if (written->kept == SecretStore::Kept::InMemoryOnly)
                    m_problem->setText(written->notice);
                else if (m_acceptWhenStored)
                    accept();
                m_acceptWhenStored = false;
                emit secretStored(written ? written->kept == SecretStore::Kept::InKeychain : false);
            });
        m_pendingSecret.clear();
    }
    emit saved(m_path);
    return true;
}

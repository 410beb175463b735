#include "sourcefieldcheck.h"

#include "sourcestr.h"
#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace {
using Level = SourceFieldProblem::Level;

bool isGuid(const QString &s)
{
    static const QRegularExpression re(QStringLiteral(
        "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    return re.match(s).hasMatch();
}

bool isDomain(const QString &s)
{
    static const QRegularExpression re(
        QStringLiteral("^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,}$"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(s).hasMatch();
}

bool isVariableName(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(s).hasMatch();
}

class Checker
{
  public:
    Checker(const QProcessEnvironment &env) : m_env(env) {}

    void error(const QString &field, const QString &message)
    {
        m_problems.append({field, message, Level::Error});
    }

    void warn(const QString &field, const QString &message)
    {
        m_problems.append({field, message, Level::Warning});
    }

    // An address FleetScope will send requests (and maybe credentials) to.
    void address(const QString &field, const QString &text, const QString &example)
    {
        if (text.isEmpty()) {
            error(field, SourcesTr::tr("Enter the address, e.g. %1.").arg(example));
            return;
        }
        if (!text.contains(QLatin1String("://"))) {
            error(field,
                  SourcesTr::tr("Start with http:// or https://, e.g. http://%1.").arg(text));
            return;
        }
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid()) {
            error(field,
                  SourcesTr::tr("This is not a valid address: check for spaces, stray characters "
                                "and the port number."));
            return;
        }
        if (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) {
            error(field, SourcesTr::tr("Use http:// or https://, not %1://.").arg(url.scheme()));
            return;
        }
        if (url.host().isEmpty()) {
            error(field, SourcesTr::tr("The address needs a host name, e.g. %1.").arg(example));
            return;
        }
        if (!url.userInfo().isEmpty())
            error(field, SourcesTr::tr("Leave the user name and password out of the address: the "
                                       "sources file never holds credentials. Choose Basic auth "
                                       "instead."));
    }

    // A variable the secret is read from when FleetScope connects. Whole
    // sentences per secret, not one with the secret's name put in: other
    // languages inflect around it.
    void variable(const QString &field, const QString &name, const QString &missing,
                  const QString &notAName)
    {
        if (name.isEmpty()) {
            if (!missing.isEmpty())
                error(field, missing);
            return;
        }
        if (!isVariableName(name)) {
            error(field, notAName.arg(name));
            return;
        }
        if (!m_env.contains(name))
            warn(field, SourcesTr::tr("%1 is not set in FleetScope's environment; set it before "
                                      "starting FleetScope.")
                            .arg(name));
    }

    QList<SourceFieldProblem> problems() const { return m_problems; }

  private:
    const QProcessEnvironment &m_env;
    QList<SourceFieldProblem> m_problems;
};

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString().trimmed();
}
} // namespace

QList<SourceFieldProblem> checkSourceFields(const QJsonObject &source, const QStringList &others,
                                            const QProcessEnvironment &env)
{
    Checker check(env);
    const QString name = text(source, "name");
    if (name.isEmpty())
        check.error(QStringLiteral("name"),
                    SourcesTr::tr("Give the source a name: dashboards refer to it by name."));
    else if (others.contains(name))
        check.error(QStringLiteral("name"),
                    SourcesTr::tr("Another source is already named “%1”.").arg(name));

    const QString type = text(source, "type");
    if (type != QLatin1String("azure-monitor"))
        check.address(QStringLiteral("url"), text(source, "url"),
                      type == QLatin1String("alertmanager")
                          ? QStringLiteral("http://alertmanager:9093")
                          : QStringLiteral("http://prometheus:9090"));

    const QJsonObject auth = source.value(QLatin1String("auth")).toObject();
    const QString authType = text(auth, "type");
    if (authType == QLatin1String("bearer")) {
        check.variable(
            QStringLiteral("auth.tokenEnv"), text(auth, "tokenEnv"),
            SourcesTr::tr("Name the environment variable that holds the token."),
            SourcesTr::tr("“%1” is not a variable name: use letters, digits and _, and do "
                          "not start with a digit. The token itself goes in that variable, "
                          "not here."));
    } else if (authType == QLatin1String("basic")) {
        if (text(auth, "username").isEmpty())
            check.error(QStringLiteral("auth.username"), SourcesTr::tr("Enter the user name."));
        check.variable(
            QStringLiteral("auth.passwordEnv"), text(auth, "passwordEnv"),
            SourcesTr::tr("Name the environment variable that holds the password."),
            SourcesTr::tr("“%1” is not a variable name: use letters, digits and _, and do "
                          "not start with a digit. The password itself goes in that "
                          "variable, not here."));
    } else if (authType == QLatin1String("azure")) {
        const bool clientSecret = text(auth, "method") == QLatin1String("client-secret");
        const QString tenant = text(auth, "tenant");
        const QStringList anyTenant = {QStringLiteral("organizations"), QStringLiteral("common"),
                                       QStringLiteral("consumers")};
        if (tenant.isEmpty()) {
            if (clientSecret)
                check.error(
                    QStringLiteral("auth.tenant"),
                    SourcesTr::tr("Enter the tenant (directory) ID of the app registration."));
        } else if (!isGuid(tenant) && !isDomain(tenant) &&
                   !anyTenant.contains(tenant, Qt::CaseInsensitive)) {
            check.error(QStringLiteral("auth.tenant"),
                        SourcesTr::tr("A tenant is a directory ID (a GUID) or a domain such as "
                                      "contoso.onmicrosoft.com."));
        }
        const QString clientId = text(auth, "clientId");
        if (clientId.isEmpty()) {
            if (clientSecret)
                check.error(
                    QStringLiteral("auth.clientId"),
                    SourcesTr::tr("Enter the application (client) ID of the app registration."));
        } else if (!isGuid(clientId)) {
            check.error(
                QStringLiteral("auth.clientId"),
                SourcesTr::tr("The client ID is the app registration's application ID, a GUID "
                              "such as 0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60."));
        }
        check.variable(
            QStringLiteral("auth.clientSecretEnv"), text(auth, "clientSecretEnv"), QString(),
            SourcesTr::tr("“%1” is not a variable name: use letters, digits and _, and do "
                          "not start with a digit. The client secret itself goes in the "
                          "Client secret field or in that variable, not here."));
        if (text(source, "cloud") == QLatin1String("custom")) {
            const QJsonObject endpoints = source.value(QLatin1String("endpoints")).toObject();
            for (const char *key : {"login", "management", "metrics", "logAnalytics"})
                check.address(QStringLiteral("endpoints.") + QLatin1String(key),
                              text(endpoints, key), QStringLiteral("https://login.example.net"));
        }
    }

    const QJsonObject tls = source.value(QLatin1String("tls")).toObject();
    if (tls.value(QLatin1String("insecureSkipVerify")).toBool() && !text(tls, "caFile").isEmpty())
        check.warn(QStringLiteral("tls.caFile"),
                   SourcesTr::tr("Not used while TLS verification is skipped."));
    return check.problems();
}

QString sourceFieldProblem(const QList<SourceFieldProblem> &problems, const QString &field)
{
    for (const SourceFieldProblem &p : problems)
        if (p.field == field)
            return p.message;
    return {};
}

bool hasSourceFieldErrors(const QList<SourceFieldProblem> &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(),
                       [](const SourceFieldProblem &p) { return p.level == Level::Error; });
}

#pragma once

#include <expected>
#include <QJsonObject>
#include <QString>
#include <QUrl>

// The four endpoints one Azure sign-in talks to, per national cloud, and the
// token scopes that go with them. `endpoints` in a source overrides any of
// them (sovereign clouds, proxies, the test double); "cloud": "custom" takes
// all four from there.
struct AzureCloud
{
    QString name; // AzureCloud, AzureChinaCloud, AzureUSGovernment, custom
    QUrl login;
    QUrl management;
    QUrl metrics; // the metrics:getBatch host (regional in Azure)
    QUrl logAnalytics;
    QString managementScope;
    QString metricsScope;
    QString logAnalyticsScope;
    QString prometheusScope;

    static std::expected<AzureCloud, QString> fromSource(const QJsonObject &source);
};

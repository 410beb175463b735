#pragma once

#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>

// Everything the command line sets. The token lifetime and the Cost
// Management paging and column order can also change at run time through
// POST /_double/faults.
struct DoubleOptions
{
    QHostAddress listenAddress{QHostAddress::LocalHost};
    quint16 listenPort = 0;
    QString readyFile;

    QString tenant = QStringLiteral("00000000-0000-0000-0000-000000000100");
    QString clientId = QStringLiteral("00000000-0000-0000-0000-000000000200");
    QString clientSecret; // empty: the client-credentials grant always fails
    int tokenLifetimeSecs = 3599;
    int deviceCodeLifetimeSecs = 900;
    int deviceCodeIntervalSecs = 5;

    std::uint64_t seed = 42;
    int armReadBudget = 11999;
    int costPageSize = 1000;
    bool costColumnsShuffled = false;
    // Consumption budgets: none at all, and the currency their spend is in.
    bool budgetsEmpty = false;
    QString budgetCurrency = QStringLiteral("USD");
    // --app-insights: which Application Insights tables the workspace has.
    bool appMetricsTable = true;
    bool customMetricsTable = true;

    QList<QJsonObject> faults; // applied in order at start-up
};

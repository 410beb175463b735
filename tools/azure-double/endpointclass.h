#pragma once

#include <QString>

#include <array>
#include <optional>

// Requests are grouped by the Azure service they imitate. Fault switches and
// request counts address a class rather than a URL, so that a test can say
// "throttle the next metrics call" without knowing which resource it names.
enum class EndpointClass
{
    Login,
    Metrics,
    Batch,
    Logs,
    Cost,
    Budgets,
    Automation,
    Control,
    Unknown
};

namespace EndpointClasses {

// The classes a fault switch or a stats entry can name, in display order.
inline constexpr std::array<EndpointClass, 8> kCounted = {
    EndpointClass::Login,      EndpointClass::Metrics, EndpointClass::Batch,
    EndpointClass::Logs,       EndpointClass::Cost,    EndpointClass::Budgets,
    EndpointClass::Automation, EndpointClass::Unknown};

inline QString name(EndpointClass endpoint)
{
    switch (endpoint) {
    case EndpointClass::Login:
        return QStringLiteral("login");
    case EndpointClass::Metrics:
        return QStringLiteral("metrics");
    case EndpointClass::Batch:
        return QStringLiteral("batch");
    case EndpointClass::Logs:
        return QStringLiteral("logs");
    case EndpointClass::Cost:
        return QStringLiteral("cost");
    case EndpointClass::Budgets:
        return QStringLiteral("budgets");
    case EndpointClass::Automation:
        return QStringLiteral("automation");
    case EndpointClass::Control:
        return QStringLiteral("control");
    case EndpointClass::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

inline std::optional<EndpointClass> fromName(const QString &text)
{
    for (EndpointClass endpoint : kCounted) {
        if (endpoint != EndpointClass::Unknown && name(endpoint) == text)
            return endpoint;
    }
    return std::nullopt;
}

// Endpoints whose tokens are ARM tokens and whose answers carry the ARM
// rate-limit headers.
inline bool isArm(EndpointClass endpoint)
{
    return endpoint == EndpointClass::Metrics || endpoint == EndpointClass::Cost ||
           endpoint == EndpointClass::Budgets || endpoint == EndpointClass::Automation;
}

} // namespace EndpointClasses

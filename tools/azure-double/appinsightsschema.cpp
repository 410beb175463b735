#include "appinsightsschema.h"

#include "catalog.h"

using namespace Qt::StringLiterals;

namespace AppInsightsSchema {

namespace {

const QString kAppName = u"image-inference-ai"_s;
const QString kAppId = u"00000000-0000-0000-0000-000000000500"_s;
const QString kInstrumentationKey = u"00000000-0000-0000-0000-000000000600"_s;
const QString kSdkVersion = u"dotnetc:2.22.0-997"_s;

} // namespace

// The documented columns (Azure Monitor Logs reference for AppMetrics; the
// classic Application Insights schema for customMetrics). Pre-aggregated
// metrics carry their sum in the classic `value`; the workspace table
// dropped the column, and valueStdDev with it.
const QList<Column> &columns(Table table)
{
    static const QList<Column> appMetrics = {
        {u"TenantId"_s, u"string"_s, Field::Fixed, Catalog::workspaceId()},
        {u"TimeGenerated"_s, u"datetime"_s, Field::Time},
        {u"Name"_s, u"string"_s, Field::Name},
        {u"Sum"_s, u"real"_s, Field::Sum},
        {u"Min"_s, u"real"_s, Field::Min},
        {u"Max"_s, u"real"_s, Field::Max},
        {u"ItemCount"_s, u"int"_s, Field::Count},
        {u"Properties"_s, u"dynamic"_s, Field::Properties},
        {u"AppRoleName"_s, u"string"_s, Field::RoleName},
        {u"AppRoleInstance"_s, u"string"_s, Field::RoleInstance},
        {u"AppVersion"_s, u"string"_s},
        {u"OperationId"_s, u"string"_s},
        {u"OperationName"_s, u"string"_s},
        {u"ParentId"_s, u"string"_s},
        {u"SessionId"_s, u"string"_s},
        {u"SyntheticSource"_s, u"string"_s},
        {u"UserId"_s, u"string"_s},
        {u"UserAuthenticatedId"_s, u"string"_s},
        {u"UserAccountId"_s, u"string"_s},
        {u"ClientType"_s, u"string"_s, Field::Fixed, u"PC"_s},
        {u"ClientModel"_s, u"string"_s},
        {u"ClientOS"_s, u"string"_s},
        {u"ClientIP"_s, u"string"_s, Field::Fixed, u"0.0.0.0"_s},
        {u"ClientCity"_s, u"string"_s},
        {u"ClientStateOrProvince"_s, u"string"_s},
        {u"ClientCountryOrRegion"_s, u"string"_s},
        {u"ClientBrowser"_s, u"string"_s},
        {u"ResourceGUID"_s, u"string"_s, Field::Fixed, kAppId},
        {u"IKey"_s, u"string"_s, Field::Fixed, kInstrumentationKey},
        {u"SDKVersion"_s, u"string"_s, Field::Fixed, kSdkVersion},
        {u"SourceSystem"_s, u"string"_s},
        {u"Type"_s, u"string"_s, Field::ItemType},
        {u"_BilledSize"_s, u"real"_s, Field::Fixed, {}, true},
        {u"_IsBillable"_s, u"string"_s, Field::Fixed, {}, true},
        {u"_ResourceId"_s, u"string"_s, Field::Fixed, {}, true},
        {u"_SubscriptionId"_s, u"string"_s, Field::Fixed, {}, true},
    };
    static const QList<Column> customMetrics = {
        {u"timestamp"_s, u"datetime"_s, Field::Time},
        {u"name"_s, u"string"_s, Field::Name},
        {u"value"_s, u"real"_s, Field::Value},
        {u"valueCount"_s, u"int"_s, Field::Count},
        {u"valueSum"_s, u"real"_s, Field::Sum},
        {u"valueMin"_s, u"real"_s, Field::Min},
        {u"valueMax"_s, u"real"_s, Field::Max},
        {u"valueStdDev"_s, u"real"_s, Field::StdDev},
        {u"customDimensions"_s, u"dynamic"_s, Field::Properties},
        {u"operation_Name"_s, u"string"_s},
        {u"operation_Id"_s, u"string"_s},
        {u"operation_ParentId"_s, u"string"_s},
        {u"operation_SyntheticSource"_s, u"string"_s},
        {u"session_Id"_s, u"string"_s},
        {u"user_Id"_s, u"string"_s},
        {u"user_AuthenticatedId"_s, u"string"_s},
        {u"user_AccountId"_s, u"string"_s},
        {u"application_Version"_s, u"string"_s},
        {u"client_Type"_s, u"string"_s, Field::Fixed, u"PC"_s},
        {u"client_Model"_s, u"string"_s},
        {u"client_OS"_s, u"string"_s},
        {u"client_IP"_s, u"string"_s, Field::Fixed, u"0.0.0.0"_s},
        {u"client_City"_s, u"string"_s},
        {u"client_StateOrProvince"_s, u"string"_s},
        {u"client_CountryOrRegion"_s, u"string"_s},
        {u"client_Browser"_s, u"string"_s},
        {u"cloud_RoleName"_s, u"string"_s, Field::RoleName},
        {u"cloud_RoleInstance"_s, u"string"_s, Field::RoleInstance},
        {u"appId"_s, u"string"_s, Field::Fixed, kAppId},
        {u"appName"_s, u"string"_s, Field::Fixed, kAppName},
        {u"iKey"_s, u"string"_s, Field::Fixed, kInstrumentationKey},
        {u"sdkVersion"_s, u"string"_s, Field::Fixed, kSdkVersion},
        {u"itemId"_s, u"string"_s, Field::ItemId},
        {u"itemType"_s, u"string"_s, Field::ItemType},
    };
    return table == Table::AppMetrics ? appMetrics : customMetrics;
}

std::optional<Table> tableNamed(const QString &name)
{
    if (name == u"AppMetrics"_s)
        return Table::AppMetrics;
    if (name == u"customMetrics"_s)
        return Table::CustomMetrics;
    return std::nullopt;
}

const Column *find(Table table, const QString &name)
{
    for (const Column &column : columns(table)) {
        if (column.name == name)
            return &column;
    }
    return nullptr;
}

QString itemType(Table table)
{
    return table == Table::AppMetrics ? u"AppMetrics"_s : u"customMetric"_s;
}

bool isNumeric(Field field)
{
    return field == Field::Sum || field == Field::Count || field == Field::Min ||
           field == Field::Max || field == Field::StdDev || field == Field::Value;
}

bool isLabel(Field field)
{
    return field == Field::Name || field == Field::RoleName || field == Field::RoleInstance ||
           field == Field::ItemType;
}

} // namespace AppInsightsSchema

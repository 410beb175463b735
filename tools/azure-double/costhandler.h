#pragma once

#include "httpresponse.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>

class Catalog;
struct CostLine;
struct DoubleOptions;
struct HttpRequest;

// Cost Management's query API, {scope}/providers/Microsoft.CostManagement/query,
// for a subscription or resource-group scope. The cost of a line on a day is
//   round(dailyCost * (0.85 + 0.3 * unit(hash(seed, fnv1a64(resourceId), yyyymmdd))), 2)
// and days after today cost nothing. Rows are sorted by day, then by group
// values (null last) and come in pages of costPageSize with a nextLink that
// is POSTed again with the same body.
class CostHandler final
{
  public:
    CostHandler(const Catalog &catalog, const DoubleOptions &options)
        : m_catalog(catalog), m_options(options)
    {
    }

    HttpResponse query(const HttpRequest &request, const QString &scope, const QString &baseUrl,
                       qint64 nowSecs) const;
    // What `line` costs on `day` by the formula above (the Budgets answers
    // count their spend with it, so that they agree with the query API).
    double lineCost(const CostLine &line, const QDate &day) const;
    // What the cost APIs answer before reading a request on `scope`: 405 for
    // another method, 400 for an api-version not in `versions`, 404 for an
    // unknown subscription or resource group; none when it can be read. The
    // resource group, lower-cased, goes to `resourceGroup` (empty for a
    // subscription).
    static std::optional<HttpResponse> refuse(const Catalog &catalog, const HttpRequest &request,
                                              const QByteArray &method, const QString &scope,
                                              const QStringList &versions, QString *resourceGroup);

  private:
    bool lineMatches(const CostLine &line, const QJsonObject &filter, QString *error) const;

    const Catalog &m_catalog;
    const DoubleOptions &m_options;
};

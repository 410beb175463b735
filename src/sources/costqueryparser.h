#pragma once

#include "sourceerror.h"

#include <expected>
#include <QByteArrayView>
#include <QDate>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <vector>

// One page (or several appended) of a Cost Management query result. Column
// order varies between answers and pages, so cells are found by column name.
//
// Cells are converted once: Number -> double, UsageDate (a number yyyymmdd)
// and Datetime columns such as BillingMonth -> QDate, String -> QString. A
// null string (the tag value of untagged cost) is an empty QString, for the
// UI to show as "(untagged)"; any other null is an invalid QVariant.
struct CostTable
{
    struct Column
    {
        QString name;
        QString type; // as Azure wrote it: "Number", "String", "Datetime"
    };

    std::vector<Column> columns;
    std::vector<QVariantList> rows; // cells in `columns` order
    // The next page's URL (POST it the same body), or empty on the last page.
    QString nextLink;

    // Index of the column named `name` (case-insensitive), or -1.
    int columnIndex(QStringView name) const;
    QVariant value(std::size_t row, QStringView column) const;
    double number(std::size_t row, QStringView column) const;
    QString text(std::size_t row, QStringView column) const;
    QDate date(std::size_t row, QStringView column) const;

    // Adds `page`'s rows, reordered into this table's columns, and takes its
    // nextLink. False (and nothing added) when the pages' columns differ.
    bool appendPage(const CostTable &page);
};

// Turns the body of POST {scope}/providers/Microsoft.CostManagement/query into
// a CostTable. Errors are ARM's ({"error": {"code", "message"}}), Kind::Backend
// with errorType = the code; a 403 names `scope` and the Cost Management
// Reader role. Throttling (429, with its own retry header) is the transport's
// to handle; here it is only the error it says.
std::expected<CostTable, SourceError> parseCostQueryResponse(QByteArrayView body, int httpStatus,
                                                             const QString &scope = {});

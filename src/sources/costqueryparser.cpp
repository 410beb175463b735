#include "costqueryparser.h"

#include "azurebodyreader.h"
#include "isotime.h"

#include <cmath>
#include <optional>

namespace od = simdjson::ondemand;
using namespace Qt::StringLiterals;

namespace {

const AzureErrors::Wording &wording()
{
    static const AzureErrors::Wording w{
        {QStringLiteral("HTTP %1 from the server (not a Cost Management answer)"),
         QStringLiteral("The server's answer is not a Cost Management query answer; check the "
                        "scope and the management endpoint.")},
        QStringLiteral("The server's answer does not have the shape of a Cost Management query "
                       "result."),
        QStringLiteral("Cost Management rejected the query: %1"),
        QStringLiteral("The signed-in identity lacks permission to read costs on %1: ask for the "
                       "Cost Management Reader role."),
        QStringLiteral("The signed-in identity lacks permission to read these costs: ask for the "
                       "Cost Management Reader role."),
        QStringLiteral("https://management.azure.com/.default")};
    return w;
}

enum class CellKind
{
    Number,
    UsageDate,
    Date,
    Text
};

CellKind kindOf(const CostTable::Column &c)
{
    if (c.name.compare(u"UsageDate", Qt::CaseInsensitive) == 0)
        return CellKind::UsageDate;
    if (c.type.compare(u"Datetime", Qt::CaseInsensitive) == 0 ||
        c.name.compare(u"BillingMonth", Qt::CaseInsensitive) == 0)
        return CellKind::Date;
    if (c.type.compare(u"Number", Qt::CaseInsensitive) == 0)
        return CellKind::Number;
    return CellKind::Text;
}

// 20261121 -> 2026-11-21.
QDate fromYyyymmdd(double v)
{
    if (!(v >= 10000101 && v <= 99991231) || v != std::floor(v))
        return {};
    const auto n = qint64(v);
    return QDate(int(n / 10000), int(n / 100 % 100), int(n % 100));
}

class Reader final : AzureBodyReader
{
  public:
    Reader(QByteArrayView body, int httpStatus, const QString &scope)
        : AzureBodyReader(body, httpStatus, wording()), m_scope(scope)
    {
    }

    std::expected<CostTable, SourceError> run();

  private:
    bool readRoot(od::document &doc);
    bool readProperties(od::value &v);
    bool readColumns(od::value &v);
    bool readRow(od::value &v);

    QString m_scope;
    CostTable m_table;
    std::vector<CellKind> m_kinds;
    bool m_sawProperties = false;
    QList<AzureErrors::Level> m_error;
};

std::expected<CostTable, SourceError> Reader::run()
{
    if (auto failed = readBody([this](od::document &doc) { return readRoot(doc); }))
        return std::unexpected(*failed);
    if (!m_sawProperties)
        return std::unexpected(withoutData(m_error, "properties"_L1, m_scope));
    return std::move(m_table);
}

bool Reader::readRoot(od::document &doc)
{
    od::object root;
    if (auto e = doc.get_object().get(root))
        return jsonFail(e);
    return eachField(root, [this](const od::raw_json_string &key, od::value &v) {
        if (key == "properties") {
            m_sawProperties = true;
            return readProperties(v);
        }
        if (key == "error") {
            if (auto e = AzureJson::readErrorField(v, m_error))
                return jsonFail(e);
        }
        return true;
    });
}

bool Reader::readProperties(od::value &v)
{
    od::object props;
    if (auto e = v.get_object().get(props))
        return jsonFail(e);
    if (!readTable(
            props, [this](od::value &columns) { return readColumns(columns); },
            [this](od::value &row) { return readRow(row); }))
        return false;
    od::value next;
    const auto e = props.find_field_unordered("nextLink").get(next);
    if (e == simdjson::NO_SUCH_FIELD)
        return true;
    if (e)
        return jsonFail(e);
    if (auto e2 = AzureJson::readString(next, m_table.nextLink))
        return jsonFail(e2);
    return true;
}

bool Reader::readColumns(od::value &v)
{
    return eachElement(v, [this](od::value &item) {
        CostTable::Column col;
        if (!readColumn(item, col.name, col.type))
            return false;
        if (col.name.isEmpty())
            return shapeFail(QStringLiteral("a column without a name"));
        m_kinds.push_back(kindOf(col));
        m_table.columns.push_back(std::move(col));
        return true;
    });
}

bool Reader::readRow(od::value &v)
{
    QVariantList row;
    row.reserve(qsizetype(m_kinds.size()));
    const bool read = eachElement(v, [&](od::value &cell) {
        const std::size_t i = std::size_t(row.size());
        if (i >= m_kinds.size())
            return shapeFail(
                QStringLiteral("a row with more values than the %1 columns").arg(m_kinds.size()));
        const bool null = AzureJson::isNull(cell);
        switch (m_kinds[i]) {
        case CellKind::Number:
        case CellKind::UsageDate: {
            double x = 0;
            if (null) {
                row.append(QVariant());
                break;
            }
            if (auto e = AzureJson::readDouble(cell, x))
                return jsonFail(e);
            if (m_kinds[i] == CellKind::Number) {
                row.append(x);
                break;
            }
            const QDate d = fromYyyymmdd(x);
            if (!d.isValid())
                return shapeFail(QStringLiteral("a UsageDate that is not a date"));
            row.append(d);
            break;
        }
        case CellKind::Date: {
            QString text;
            if (auto e = AzureJson::readString(cell, text))
                return jsonFail(e);
            if (null) {
                row.append(QVariant());
                break;
            }
            const auto ms = IsoTime::parseTimestampMs(QStringView(text));
            if (!ms)
                return shapeFail(
                    QStringLiteral("a date that is not ISO 8601: %1").arg(text.left(64)));
            // The UTC day: 1970-01-01 is Julian day 2440588.
            const qint64 days = *ms / 86'400'000 - (*ms % 86'400'000 < 0 ? 1 : 0);
            row.append(QDate::fromJulianDay(2440588 + days));
            break;
        }
        case CellKind::Text: {
            QString text;
            if (auto e = AzureJson::readAsText(cell, text))
                return jsonFail(e);
            // Untagged cost comes with a null tag value; it still groups.
            row.append(text.isNull() ? QString(QLatin1StringView("")) : text);
            break;
        }
        }
        return true;
    });
    if (!read)
        return false;
    if (std::size_t(row.size()) != m_kinds.size())
        return shapeFail(QStringLiteral("a row with %1 values for %2 columns")
                             .arg(row.size())
                             .arg(m_kinds.size()));
    m_table.rows.push_back(std::move(row));
    return true;
}

} // namespace

int CostTable::columnIndex(QStringView name) const
{
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i].name.compare(name, Qt::CaseInsensitive) == 0)
            return int(i);
    return -1;
}

QVariant CostTable::value(std::size_t row, QStringView column) const
{
    const int c = columnIndex(column);
    if (c < 0 || row >= rows.size())
        return {};
    return rows[row].value(c);
}

double CostTable::number(std::size_t row, QStringView column) const
{
    const QVariant v = value(row, column);
    return v.isValid() ? v.toDouble() : 0.0;
}

QString CostTable::text(std::size_t row, QStringView column) const
{
    return value(row, column).toString();
}

QDate CostTable::date(std::size_t row, QStringView column) const
{
    return value(row, column).toDate();
}

bool CostTable::appendPage(const CostTable &page)
{
    if (columns.empty() && rows.empty()) {
        *this = page;
        return true;
    }
    if (page.columns.size() != columns.size())
        return false;
    std::vector<int> from(columns.size());
    for (std::size_t i = 0; i < columns.size(); ++i) {
        from[i] = page.columnIndex(columns[i].name);
        if (from[i] < 0)
            return false;
    }
    rows.reserve(rows.size() + page.rows.size());
    for (const QVariantList &src : page.rows) {
        QVariantList row;
        row.reserve(qsizetype(from.size()));
        for (const int c : from)
            row.append(src.value(c));
        rows.push_back(std::move(row));
    }
    nextLink = page.nextLink;
    return true;
}

std::expected<CostTable, SourceError> parseCostQueryResponse(QByteArrayView body, int httpStatus,
                                                             const QString &scope)
{
    if (auto refused = AzureErrors::refusal(body, httpStatus, wording(), scope))
        return std::unexpected(*refused);
    Reader reader(body, httpStatus, scope);
    return reader.run();
}

#include "loganalyticsparser.h"

#include "azurebodyreader.h"
#include "isotime.h"

#include <cstdint>
#include <optional>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <string>
#include <unordered_map>
#include <vector>

namespace od = simdjson::ondemand;
using AzureJson::toQString;
using namespace Qt::StringLiterals;

namespace {

const AzureErrors::Wording &wording()
{
    static const AzureErrors::Wording w{
        {QStringLiteral("HTTP %1 from the server (not a Log Analytics answer)"),
         QStringLiteral("The server's answer is not a Log Analytics query answer; check the "
                        "workspace ID and the Log Analytics endpoint.")},
        QStringLiteral("The server's answer does not have the shape of a Log Analytics query "
                       "result."),
        QStringLiteral("Log Analytics rejected the query: %1"),
        QStringLiteral("The signed-in identity lacks permission to query the Log Analytics "
                       "workspace %1: ask for the Log Analytics Reader role."),
        QStringLiteral("The signed-in identity lacks permission to query this Log Analytics "
                       "workspace: ask for the Log Analytics Reader role."),
        QStringLiteral("https://api.loganalytics.io/.default")};
    return w;
}

enum class Role
{
    Time,
    Number,
    Label,
    Ignored
};

struct Column
{
    QString name;
    QString type;
    Role role = Role::Ignored;
    int numberIndex = -1; // among the numeric columns
};

// The label columns' values of one label set, and its series per numeric column.
struct LabelSet
{
    Labels labels;
    std::vector<int> series; // -1 until the column has a sample for this set
};

class Reader final : AzureBodyReader
{
  public:
    Reader(QByteArrayView body, int httpStatus, const QString &workspace,
           const SeriesLimits &limits)
        : AzureBodyReader(body, httpStatus, wording()), m_workspace(workspace),
          m_builder(limits.maxGridCells)
    {
    }

    std::expected<SeriesSet, SourceError> run();

  private:
    bool readRoot(od::document &doc);
    bool readPrimaryTable(od::value &v);
    bool readColumns(od::value &v);
    bool readRow(od::value &v);
    bool addRow();

    bool fail(SourceError::Kind kind, QString message, QString detail = {})
    {
        m_error = SourceError::make(kind, std::move(message), std::move(detail));
        m_error->httpStatus = m_httpStatus;
        return false;
    }

    QString m_workspace;
    SeriesBuilder m_builder;
    bool m_sawTables = false;
    bool m_sawTable = false;
    QList<AzureErrors::Level> m_errorLevels;
    std::optional<SourceError> m_error;

    std::vector<Column> m_columns;
    int m_timeColumn = -1;
    int m_numberColumns = 0;
    std::vector<int> m_labelColumns;
    std::unordered_map<std::string, std::size_t> m_setIndex;
    std::vector<LabelSet> m_sets;

    // The row being read; views point into the parser's string buffer, which
    // lives as long as the document.
    std::optional<qint64> m_rowTime;
    bool m_rowTimeBad = false;
    std::vector<std::optional<std::string_view>> m_rowLabels;
    struct Cell
    {
        double value = 0;
        bool present = false;
        bool bad = false;
    };
    std::vector<Cell> m_rowNumbers;
    std::string m_key;

    qint64 m_rows = 0;
    qint64 m_rowsWithoutTime = 0;
    std::vector<qint64> m_badNumbers;
};

std::expected<SeriesSet, SourceError> Reader::run()
{
    if (auto failed = readBody([this](od::document &doc) { return readRoot(doc); }))
        return std::unexpected(m_error ? *m_error : *failed);
    if (!m_sawTables)
        return std::unexpected(withoutData(m_errorLevels, "tables"_L1, m_workspace));
    auto set = m_builder.finish();
    if (!set) {
        set.error().httpStatus = m_httpStatus;
        return std::unexpected(set.error());
    }
    if (!m_errorLevels.isEmpty()) {
        const QString text = AzureErrors::innermostMessage(m_errorLevels).simplified();
        set->warnings << (text.isEmpty()
                              ? QStringLiteral("The query result is partial: Log Analytics "
                                               "reported an error while running it.")
                              : QStringLiteral("The query result is partial: %1").arg(text));
    }
    if (m_rowsWithoutTime)
        set->warnings << QStringLiteral("Rows without a readable time in column %1 were left out "
                                        "(%2 of %3).")
                             .arg(m_columns[std::size_t(m_timeColumn)].name)
                             .arg(m_rowsWithoutTime)
                             .arg(m_rows);
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        const Column &col = m_columns[c];
        if (col.role == Role::Number && m_badNumbers[std::size_t(col.numberIndex)])
            set->warnings << QStringLiteral("Values in column %1 that are not numbers were left "
                                            "out (%2).")
                                 .arg(col.name)
                                 .arg(m_badNumbers[std::size_t(col.numberIndex)]);
    }
    return set;
}

bool Reader::readRoot(od::document &doc)
{
    od::object root;
    if (auto e = doc.get_object().get(root))
        return jsonFail(e);
    return eachField(root, [this](const od::raw_json_string &key, od::value &v) {
        if (key == "tables") {
            m_sawTables = true;
            return AzureJson::isNull(v) ||
                   eachElement(v, [this](od::value &table) { return readPrimaryTable(table); });
        }
        if (key == "error") {
            if (auto e = AzureJson::readErrorField(v, m_errorLevels))
                return jsonFail(e);
        }
        return true;
    });
}

bool Reader::readPrimaryTable(od::value &v)
{
    // tables[0] is PrimaryResult; later tables hold statistics.
    if (m_sawTable)
        return true;
    m_sawTable = true;
    od::object table;
    if (auto e = v.get_object().get(table))
        return jsonFail(e);
    return readTable(
        table, [this](od::value &columns) { return readColumns(columns); },
        [this](od::value &row) { return readRow(row) && addRow(); });
}

bool Reader::readColumns(od::value &v)
{
    QStringList described;
    const bool read = eachElement(v, [&](od::value &item) {
        Column col;
        if (!readColumn(item, col.name, col.type))
            return false;
        const QString type = col.type.toLower();
        if (type == u"datetime" || type == u"date") {
            col.role = m_timeColumn < 0 ? Role::Time : Role::Ignored;
            if (m_timeColumn < 0)
                m_timeColumn = int(m_columns.size());
        } else if (type == u"long" || type == u"int" || type == u"real" || type == u"decimal" ||
                   type == u"double") {
            col.role = Role::Number;
            col.numberIndex = m_numberColumns++;
        } else if ((type == u"string" || type == u"guid" || type == u"bool" || type == u"boolean" ||
                    type == u"dynamic" || type == u"timespan") &&
                   !col.name.isEmpty() && col.name != u"__name__") {
            col.role = Role::Label;
            m_labelColumns.push_back(int(m_columns.size()));
        }
        described << QStringLiteral("%1 (%2)").arg(col.name, col.type);
        m_columns.push_back(std::move(col));
        return true;
    });
    if (!read)
        return false;
    const QString detail = QStringLiteral("Columns: %1").arg(described.join(u", "));
    if (m_timeColumn < 0)
        return fail(SourceError::Kind::Parse,
                    QStringLiteral("The query result has no datetime column to chart."), detail);
    if (m_numberColumns == 0)
        return fail(SourceError::Kind::Parse,
                    QStringLiteral("The query result has no numeric column to chart."), detail);
    m_rowLabels.resize(m_columns.size());
    m_rowNumbers.resize(std::size_t(m_numberColumns));
    m_badNumbers.assign(std::size_t(m_numberColumns), 0);
    return true;
}

bool Reader::readRow(od::value &v)
{
    m_rowTime.reset();
    m_rowTimeBad = false;
    std::size_t i = 0;
    const bool read = eachElement(v, [&](od::value &cell) {
        if (i >= m_columns.size())
            return shapeFail(
                QStringLiteral("a row with more values than the %1 columns").arg(m_columns.size()));
        const Column &col = m_columns[i];
        od::json_type type;
        if (auto e = cell.type().get(type))
            return jsonFail(e);
        const bool null = type == od::json_type::null;
        if (null && !AzureJson::isNull(cell))
            return jsonFail(simdjson::INCORRECT_TYPE);
        switch (col.role) {
        case Role::Time: {
            std::string_view text;
            if (null) {
                m_rowTimeBad = true;
            } else if (cell.get_string().get(text) != simdjson::SUCCESS ||
                       !(m_rowTime = IsoTime::parseTimestampMs(text))) {
                m_rowTimeBad = true;
            }
            break;
        }
        case Role::Number: {
            Cell &out = m_rowNumbers[std::size_t(col.numberIndex)];
            out = Cell();
            if (null)
                break;
            if (type == od::json_type::boolean) {
                bool b = false;
                if (auto e = cell.get_bool().get(b))
                    return jsonFail(e);
                out.value = b ? 1 : 0;
                out.present = true;
            } else if (AzureJson::readDouble(cell, out.value) == simdjson::SUCCESS) {
                out.present = true;
            } else {
                out.bad = true;
            }
            break;
        }
        case Role::Label: {
            std::string_view text;
            if (auto e = AzureJson::readTextView(cell, text))
                return jsonFail(e);
            // Kusto hardly tells an empty string from null; neither is a label.
            m_rowLabels[i] = text.empty() ? std::nullopt : std::optional(text);
            break;
        }
        case Role::Ignored:
            break;
        }
        ++i;
        return true;
    });
    if (!read)
        return false;
    if (i != m_columns.size())
        return shapeFail(
            QStringLiteral("a row with %1 values for %2 columns").arg(i).arg(m_columns.size()));
    return true;
}

bool Reader::addRow()
{
    ++m_rows;
    if (m_rowTimeBad || !m_rowTime) {
        ++m_rowsWithoutTime;
        return true;
    }
    m_key.clear();
    for (const int c : m_labelColumns) {
        const auto &text = m_rowLabels[std::size_t(c)];
        // Length-prefixed, so no value can pass for two.
        const std::uint32_t n = text ? std::uint32_t(text->size()) + 1 : 0;
        m_key.append(reinterpret_cast<const char *>(&n), sizeof n);
        if (text)
            m_key.append(*text);
    }
    auto [it, inserted] = m_setIndex.try_emplace(m_key, m_sets.size());
    if (inserted) {
        LabelSet set;
        std::vector<Labels::Pair> pairs;
        for (const int c : m_labelColumns)
            if (const auto &text = m_rowLabels[std::size_t(c)])
                pairs.emplace_back(m_columns[std::size_t(c)].name, toQString(*text));
        set.labels = Labels(std::move(pairs));
        set.series.assign(std::size_t(m_numberColumns), -1);
        m_sets.push_back(std::move(set));
    }
    LabelSet &set = m_sets[it->second];
    for (const Column &col : m_columns) {
        if (col.role != Role::Number)
            continue;
        const std::size_t k = std::size_t(col.numberIndex);
        const Cell &cell = m_rowNumbers[k];
        if (cell.bad)
            ++m_badNumbers[k];
        int &series = set.series[k];
        if (series < 0) {
            Labels labels = set.labels;
            labels.set(QStringLiteral("__name__"), col.name);
            series = int(m_builder.seriesFor(labels));
        }
        if (cell.present)
            m_builder.add(std::size_t(series), *m_rowTime, cell.value);
        else
            m_builder.addGap(std::size_t(series), *m_rowTime);
    }
    return true;
}

} // namespace

std::expected<SeriesSet, SourceError> parseLogAnalyticsResponse(QByteArrayView body, int httpStatus,
                                                                const QString &workspace,
                                                                const SeriesLimits &limits)
{
    if (body.size() > limits.maxBodyBytes)
        return std::unexpected(AzureErrors::tooLarge(body.size(), limits.maxBodyBytes, httpStatus));
    // No Content: the query ran and found nothing.
    if (httpStatus == 204)
        return SeriesSet();
    if (auto refused = AzureErrors::refusal(body, httpStatus, wording(), workspace))
        return std::unexpected(*refused);
    Reader reader(body, httpStatus, workspace, limits);
    return reader.run();
}

std::expected<LogAnalyticsStrings, SourceError> parseLogAnalyticsStrings(QByteArrayView body,
                                                                         int httpStatus,
                                                                         const QString &column,
                                                                         const QString &workspace)
{
    LogAnalyticsStrings out;
    if (httpStatus == 204)
        return out;
    if (auto refused = AzureErrors::refusal(body, httpStatus, wording(), workspace)) {
        // The service's words for a table it does not have: "'AppMetrics'
        // operator: Failed to resolve table or column expression named ...".
        if (refused->message.contains("Failed to resolve table"_L1) ||
            refused->detail.contains("Failed to resolve table"_L1)) {
            out.tableMissing = true;
            return out;
        }
        return std::unexpected(*refused);
    }
    // A list of names is a few kilobytes: QJsonDocument reads it plainly,
    // the streaming reader above is for answers of any size.
    const QJsonObject root = QJsonDocument::fromJson(body.toByteArray()).object();
    const QJsonArray tables = root.value("tables"_L1).toArray();
    if (tables.isEmpty())
        return std::unexpected(
            AzureErrors::unreadable(true, u"tables"_s, httpStatus, body, wording()));
    const QJsonObject table = tables.first().toObject();
    const QJsonArray columns = table.value("columns"_L1).toArray();
    qsizetype index = -1;
    for (qsizetype i = 0; i < columns.size(); ++i)
        if (columns[i].toObject().value("name"_L1).toString() == column)
            index = i;
    if (index < 0)
        return std::unexpected(AzureErrors::unreadable(true, column, httpStatus, body, wording()));
    for (const QJsonValue &row : table.value("rows"_L1).toArray()) {
        const QJsonValue cell = row.toArray().at(index);
        if (cell.isString() && !cell.toString().isEmpty())
            out.values.append(cell.toString());
    }
    return out;
}

#pragma once

#include "azureerrors.h"
#include "azurejson.h"

#include <optional>
#include <QByteArrayView>
#include <QList>
#include <QString>

// What the readers of Azure Monitor, Log Analytics and Cost Management
// answers have in common: the walk through objects and arrays, and how a
// stop on the way becomes a SourceError. Each read method returns false
// through jsonFail() or shapeFail(), and readBody() turns that into the error.
class AzureBodyReader
{
  protected:
    AzureBodyReader(QByteArrayView body, int httpStatus, const AzureErrors::Wording &wording)
        : m_body(body), m_httpStatus(httpStatus), m_wording(wording)
    {
    }
    ~AzureBodyReader() = default;
    AzureBodyReader(const AzureBodyReader &) = delete;
    AzureBodyReader &operator=(const AzureBodyReader &) = delete;

    bool jsonFail(simdjson::error_code code)
    {
        m_jsonError = code;
        return false;
    }
    // Valid JSON, but not what the API writes; `what` says how.
    bool shapeFail(QString what)
    {
        m_jsonError = simdjson::INCORRECT_TYPE;
        m_what = std::move(what);
        return false;
    }

    // Calls visit(key, value) for each field of an object, in body order,
    // until one returns false. A field left unread is skipped.
    template <typename Visit> bool eachField(simdjson::ondemand::object obj, Visit visit)
    {
        for (auto fieldResult : obj) {
            simdjson::ondemand::field field;
            if (auto e = std::move(fieldResult).get(field))
                return jsonFail(e);
            const simdjson::ondemand::raw_json_string key = field.key();
            simdjson::ondemand::value value = field.value();
            if (!visit(key, value))
                return false;
        }
        return true;
    }
    template <typename Visit> bool eachField(simdjson::ondemand::value &v, Visit visit)
    {
        simdjson::ondemand::object obj;
        if (auto e = v.get_object().get(obj))
            return jsonFail(e);
        return eachField(obj, visit);
    }

    // Calls read(element) for each element of an array until one returns false.
    template <typename Read> bool eachElement(simdjson::ondemand::value &v, Read read)
    {
        simdjson::ondemand::array list;
        if (auto e = v.get_array().get(list))
            return jsonFail(e);
        for (auto item : list) {
            simdjson::ondemand::value element;
            if (auto e = item.get(element))
                return jsonFail(e);
            if (!read(element))
                return false;
        }
        return true;
    }

    // A table as Log Analytics and Cost Management write it: {"columns":
    // [{"name", "type"}], "rows": [[cell, ...]]}. The columns are read first
    // wherever they stand, since no row can be read without them; null rows
    // are no rows.
    template <typename ReadColumns, typename ReadRow>
    bool readTable(simdjson::ondemand::object &table, ReadColumns readColumns, ReadRow readRow)
    {
        simdjson::ondemand::value columns;
        if (auto e = table.find_field_unordered("columns").get(columns))
            return jsonFail(e);
        if (!readColumns(columns))
            return false;
        simdjson::ondemand::value rows;
        if (auto e = table.find_field_unordered("rows").get(rows))
            return jsonFail(e);
        if (AzureJson::isNull(rows))
            return true;
        return eachElement(rows, readRow);
    }
    // One column of such a table; other fields are ignored.
    bool readColumn(simdjson::ondemand::value &v, QString &name, QString &type);

    // Reads the whole body with readRoot(doc). Nothing when all went well,
    // otherwise why reading stopped: broken JSON, a shape readRoot refused,
    // or more JSON after the root value.
    template <typename ReadRoot> std::optional<SourceError> readBody(ReadRoot readRoot)
    {
        AzureJson::Document json(m_body);
        if (json.error() || !readRoot(json.doc()) || !atEnd(json))
            return failure(json);
        return std::nullopt;
    }
    // A 2xx answer without `field`, the one that holds its data: Azure's
    // error envelope when it sent one, otherwise a shape error naming the
    // field. `target` names the scope of a 403, as for AzureErrors::fromBody.
    SourceError withoutData(const QList<AzureErrors::Level> &error, QLatin1StringView field,
                            const QString &target) const;

    QByteArrayView m_body;
    int m_httpStatus;
    const AzureErrors::Wording &m_wording;

  private:
    bool atEnd(AzureJson::Document &json);
    SourceError failure(AzureJson::Document &json) const;

    simdjson::error_code m_jsonError = simdjson::SUCCESS;
    QString m_what;
};

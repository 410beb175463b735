#include "azurebodyreader.h"

bool AzureBodyReader::readColumn(simdjson::ondemand::value &v, QString &name, QString &type)
{
    return eachField(
        v, [&](const simdjson::ondemand::raw_json_string &key, simdjson::ondemand::value &value) {
            if (key == "name") {
                if (auto e = AzureJson::readString(value, name))
                    return jsonFail(e);
            } else if (key == "type") {
                if (auto e = AzureJson::readString(value, type))
                    return jsonFail(e);
            }
            return true;
        });
}

bool AzureBodyReader::atEnd(AzureJson::Document &json)
{
    return json.atEnd() || jsonFail(simdjson::TRAILING_CONTENT);
}

SourceError AzureBodyReader::failure(AzureJson::Document &json) const
{
    return AzureJson::readFailure(json, m_jsonError, m_what, m_httpStatus, m_body, m_wording);
}

SourceError AzureBodyReader::withoutData(const QList<AzureErrors::Level> &error,
                                         QLatin1StringView field, const QString &target) const
{
    if (!error.isEmpty())
        return AzureErrors::fromLevels(error, m_httpStatus, m_wording, target, m_body);
    return AzureErrors::unreadable(true, QStringLiteral("no \"%1\" field").arg(field), m_httpStatus,
                                   m_body, m_wording);
}

#pragma once

// Internal to the alert feed parsers (prometheusalertsparser.cpp,
// alertmanagerparser.cpp): reading a body as JSON, the errors both APIs share,
// and the shape checks that name the first place where valid JSON is not what
// the API writes. Not part of the sources library's interface.

#include "alertfeedparseoptions.h"
#include "labels.h"
#include "responseerrors.h"
#include "sourceerror.h"
#include "sourcestr.h"

#include <expected>
#include <optional>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>

namespace AlertFeedJson {

bool isSuccess(int httpStatus);

SourceError withStatus(SourceError e, int httpStatus);

// A body that is not the API's JSON. Behind an error status the server's own
// words (a proxy's "upstream connect error", a router's "404 page not
// found") are the most useful part, so they go into the message too.
SourceError foreign(QByteArrayView body, int httpStatus, const ResponseErrors::ApiWording &wording);

std::optional<SourceError> tooLarge(QByteArrayView body, int httpStatus,
                                    const AlertFeedParseOptions &options);

struct JsonFailure
{
    QString what;
};

// One JSON value of any kind. QJsonDocument holds only objects and arrays, so
// the body is read as the single element of an array: that lets Alertmanager's
// bare-string errors through the same parser, and refuses a second value
// after the first. Qt's parser caps nesting depth, so hostile input cannot
// exhaust the stack.
std::expected<QJsonValue, JsonFailure> readJson(QByteArrayView body);

SourceError malformed(QByteArrayView body, int httpStatus, const JsonFailure &failure,
                      const ResponseErrors::ApiWording &wording);

// Collects the first place where valid JSON is not what the API writes, as
// a path into the body ("data.alerts[2].labels.team") and what is wrong there.
class Shape final
{
  public:
    bool fail(const QString &path, const QString &what)
    {
        if (m_problem.isEmpty())
            m_problem = SourcesTr::tr("%1: %2").arg(path, what);
        return false;
    }
    bool wrongType(const QString &path, const QJsonValue &v, const QString &expected)
    {
        return fail(path, SourcesTr::tr("%1, not %2").arg(typeName(v), expected));
    }
    SourceError error(const QString &answerKind, int httpStatus) const
    {
        return withStatus(
            SourceError::make(SourceError::Kind::Parse,
                              SourcesTr::tr("The server's answer does not have the shape "
                                            "of %1.")
                                  .arg(answerKind),
                              m_problem),
            httpStatus);
    }

  private:
    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Null:
            return SourcesTr::tr("null");
        case QJsonValue::Bool:
            return SourcesTr::tr("a boolean");
        case QJsonValue::Double:
            return SourcesTr::tr("a number");
        case QJsonValue::String:
            return SourcesTr::tr("a string");
        case QJsonValue::Array:
            return SourcesTr::tr("an array");
        case QJsonValue::Object:
            return SourcesTr::tr("an object");
        case QJsonValue::Undefined:
            break;
        }
        return SourcesTr::tr("missing");
    }

    QString m_problem;
};

QString field(const QString &path, const char *key);
QString element(const QString &path, qsizetype index);

bool readObject(const QJsonValue &v, const QString &path, QJsonObject &out, Shape &shape);
// Go writes an empty slice as null now and then; null is an empty list.
bool readArray(const QJsonValue &v, const QString &path, QJsonArray &out, Shape &shape);
bool readString(const QJsonObject &o, const char *key, const QString &path, QString &out,
                Shape &shape, bool required);
bool readBool(const QJsonObject &o, const char *key, const QString &path, bool &out, Shape &shape);
bool readStringMap(const QJsonValue &v, const QString &path, QMap<QString, QString> &out,
                   Shape &shape);
bool readLabels(const QJsonValue &v, const QString &path, Labels &out, Shape &shape);
bool readStringList(const QJsonValue &v, const QString &path, QStringList &out, Shape &shape);
// An RFC 3339 time; Go's zero time (Alertmanager's "never") reads as absent.
bool readTime(const QJsonObject &o, const char *key, const QString &path,
              std::optional<qint64> &out, Shape &shape, bool required);

} // namespace AlertFeedJson

#pragma once

#include <QJsonObject>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// What is wrong with each field of one source as a person is typing it,
// worded for the spot right under that field. SourceConfig::fromJson stays
// the judge of whole files; this catches the same mistakes field by field,
// earlier, and adds the ones a form can see (a tenant that is no tenant, a
// variable that is not set).
struct SourceFieldProblem
{
    enum class Level
    {
        Error,
        Warning
    };
    // The key path in the sources file: "name", "url", "auth.tokenEnv",
    // "endpoints.login", ...
    QString field;
    QString message;
    Level level = Level::Error;

    bool operator==(const SourceFieldProblem &) const = default;
};

// `others` are the names of the file's other sources; `env` is where the
// *Env variables will be read from when FleetScope connects.
QList<SourceFieldProblem> checkSourceFields(const QJsonObject &source, const QStringList &others,
                                            const QProcessEnvironment &env);

// One field's problem or an empty string.
QString sourceFieldProblem(const QList<SourceFieldProblem> &problems, const QString &field);
bool hasSourceFieldErrors(const QList<SourceFieldProblem> &problems);

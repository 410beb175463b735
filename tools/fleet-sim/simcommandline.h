#pragma once

#include "simoptions.h"

#include <QCommandLineParser>
#include <QStringList>

#include <utility>
#include <vector>

// Parses fleet-sim's arguments into SimOptions. Validation lives here so that
// every bad argument ends in one readable line and exit status 2.
class SimCommandLine final
{
  public:
    enum class Result
    {
        Ok,
        Help,
        Error
    };

    SimCommandLine();

    Result parse(const QStringList &arguments);
    const SimOptions &options() const { return m_options; }
    QString errorText() const { return m_error; }
    QString helpText() const;

    // Defaults that depend on the wall clock, exposed so that callers can
    // document or reproduce them.
    static qint64 defaultOriginSecs(qint64 nowSecs);
    static qint64 defaultIncidentAtSecs(qint64 nowSecs);

  private:
    bool fail(const QString &message);
    bool parseInteger(const QString &name, qint64 min, qint64 max, qint64 *out);
    bool parseListen(const QString &value);
    bool parseDialect();
    bool parseExplainFaults();
    template <typename T>
    bool parseChoice(const QString &name, const std::vector<std::pair<QString, T>> &choices,
                     T *out);

    QCommandLineParser m_parser;
    SimOptions m_options;
    QString m_error;
};

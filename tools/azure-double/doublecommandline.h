#pragma once

#include "doubleoptions.h"

#include <QCommandLineParser>
#include <QProcessEnvironment>
#include <QStringList>

// Parses azure-double's arguments into DoubleOptions. Every bad argument ends
// in one readable line (exit status 2 in main).
class DoubleCommandLine final
{
  public:
    enum class Result
    {
        Ok,
        Help,
        Error
    };

    DoubleCommandLine();

    Result parse(const QStringList &arguments, const QProcessEnvironment &environment);
    const DoubleOptions &options() const { return m_options; }
    QString errorText() const { return m_error; }
    QString helpText() const { return m_parser.helpText(); }

  private:
    bool fail(const QString &message);
    bool parseInteger(const QString &name, qint64 min, qint64 max, qint64 *out);
    bool parseListen(const QString &value);
    bool parseFaults();
    bool parseSecret(const QProcessEnvironment &environment);

    QCommandLineParser m_parser;
    DoubleOptions m_options;
    QString m_error;
};

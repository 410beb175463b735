#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

// Files under tests/fixtures, by a path relative to it. A missing fixture is
// a broken checkout, not a failed test, so it stops the run.
inline QByteArray readFixture(const QString &path)
{
    QFile f(QStringLiteral(FIXTURES_DIR "/") + path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(f.fileName()));
    return f.readAll();
}

// The file names in one folder of tests/fixtures, in name order.
inline QStringList fixtureNames(const QString &folder)
{
    return QDir(QStringLiteral(FIXTURES_DIR "/") + folder).entryList(QDir::Files, QDir::Name);
}

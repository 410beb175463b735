#pragma once

// A PDF's text as poppler's pdftotext (Debian poppler-utils) reads it back,
// laid out as on the page when asked (one table row per line). Reading the
// PDF back is the point of the tests that call it: a missing tool stops the
// run, naming the package; a failed run comes back as "FAILED: why".
#include <QProcess>
#include <QStandardPaths>
#include <QString>

inline QString pdfText(const QString &pdf, bool asOnPage = false)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext not found: install the Debian package poppler-utils");
    QProcess p;
    QStringList args{pdf, QStringLiteral("-")};
    if (asOnPage)
        args.prepend(QStringLiteral("-layout"));
    p.start(tool, args);
    if (!p.waitForFinished(60'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("FAILED: ") + QString::fromUtf8(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Translations cannot rot silently: every .ts entry is finished, none is
// obsolete, lupdate over today's sources finds nothing new to translate,
// every translation keeps its source's %1/%n arguments and markup, and the
// embedded .qm files translate at run time (plurals included).
#include "translations.h"

#include <QDirIterator>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {
struct Entry
{
    QString context;
    QString source;
    QString type; // "", "unfinished", "obsolete", "vanished"
    QStringList translations;
    bool numerus = false;
};

std::vector<Entry> readTs(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return {};
    }
    std::vector<Entry> out;
    QXmlStreamReader xml(&f);
    QString context;
    Entry e;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            e = Entry{context,
                      {},
                      {},
                      {},
                      xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            e.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            e.type = xml.attributes().value(QLatin1String("type")).toString();
            if (e.numerus) {
                while (xml.readNextStartElement())
                    e.translations << xml.readElementText();
            } else {
                e.translations << xml.readElementText();
            }
            out.push_back(e);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QStringList tsFiles()
{
    return {QStringLiteral(SOURCE_DIR "/translations/fleetscope_de.ts"),
            QStringLiteral(SOURCE_DIR "/translations/fleetscope_ja.ts")};
}

QStringList sourceFiles()
{
    QStringList files;
    for (const char *dir : {"/src", "/app", "/ui"}) {
        QDirIterator it(QStringLiteral(SOURCE_DIR) + QLatin1String(dir),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.ui")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    return files;
}

QStringList arguments(const QString &text)
{
    static const QRegularExpression arg(QStringLiteral("%(?:L?\\d+|n)"));
    QStringList out;
    for (auto it = arg.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    out.removeDuplicates();
    return out;
}

QStringList tags(const QString &text)
{
    static const QRegularExpression tag(QStringLiteral("</?([a-zA-Z0-9]+)[^>]*>"));
    QStringList out;
    for (auto it = tag.globalMatch(text); it.hasNext();)
        out << it.next().captured(0).section(QLatin1Char(' '), 0, 0).remove(QLatin1Char('>'));
    out.sort();
    return out;
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
  private slots:
    void everyEntryFinishedAndFaithful_data()
    {
        QTest::addColumn<QString>("ts");
        for (const QString &ts : tsFiles())
            QTest::newRow(qPrintable(QFileInfo(ts).fileName())) << ts;
    }
    void everyEntryFinishedAndFaithful()
    {
        QFETCH(QString, ts);
        QString error;
        const auto entries = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(entries.size() > 1000);
        QStringList problems;
        for (const Entry &e : entries) {
            const QString where = e.context + QLatin1String(": ") + e.source.left(60);
            if (!e.type.isEmpty())
                problems << e.type + QLatin1String(" — ") + where;
            for (const QString &t : e.translations) {
                if (t.trimmed().isEmpty() && !e.source.trimmed().isEmpty())
                    problems << QLatin1String("empty — ") + where;
                QStringList want = arguments(e.source), got = arguments(t);
                // A plural form may leave %n out ("one lane").
                if (e.numerus) {
                    want.removeAll(QStringLiteral("%n"));
                    got.removeAll(QStringLiteral("%n"));
                }
                if (want != got)
                    problems << QStringLiteral("arguments %1 became %2 — %3")
                                    .arg(want.join(u' '), got.join(u' '), where);
                if (tags(e.source) != tags(t))
                    problems << QLatin1String("markup differs — ") + where;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // lupdate over the sources as they are now: a new tr() string without a
    // translation shows up as unfinished, a removed one as vanished.
    void sourcesHaveNothingUntranslated()
    {
        const QString lupdate =
            QLibraryInfo::path(QLibraryInfo::BinariesPath) + QLatin1String("/lupdate");
        QVERIFY2(QFileInfo(lupdate).isExecutable(),
                 qPrintable(lupdate + QLatin1String(" is missing (Debian: qt6-l10n-tools)")));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // Through a list file: the command line would be very long.
        QFile list(dir.filePath(QStringLiteral("sources.lst")));
        QVERIFY(list.open(QIODevice::WriteOnly));
        list.write(sourceFiles().join(QLatin1Char('\n')).toUtf8());
        list.close();
        QStringList problems;
        for (const QString &ts : tsFiles()) {
            const QString copy = dir.filePath(QFileInfo(ts).fileName());
            QVERIFY(QFile::copy(ts, copy));
            QProcess p;
            p.start(lupdate, {QStringLiteral("-locations"), QStringLiteral("none"),
                              QLatin1Char('@') + list.fileName(), QStringLiteral("-ts"), copy});
            QVERIFY(p.waitForFinished(120'000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            QString error;
            for (const Entry &e : readTs(copy, &error))
                if (!e.type.isEmpty())
                    problems << QStringLiteral("%1: %2 — %3: %4")
                                    .arg(QFileInfo(ts).fileName(), e.type, e.context,
                                         e.source.left(70));
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QVERIFY2(
            problems.isEmpty(),
            qPrintable(QStringLiteral("%1 entries need work (run the "
                                      "fleetscope_workspace_lupdate target, then translate):\n")
                           .arg(problems.size()) +
                       problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    void embeddedCatalogsTranslate()
    {
        QTranslator de;
        QVERIFY(de.load(QStringLiteral(":/i18n/fleetscope_de.qm")));
        QCOMPARE(de.translate("MainWindow", "&File"), QStringLiteral("&Datei"));
        const QString two = de.translate("MainWindow", "%n lane(s)", nullptr, 2);
        QVERIFY2(two.contains(QStringLiteral("%n")) && two != QStringLiteral("%n lane(s)"),
                 qPrintable(two));
        QVERIFY(de.translate("MainWindow", "%n lane(s)", nullptr, 1) != two);
        // Text outside a QObject goes through its module's context
        // (CoreTr, SourcesTr, WorkspaceTr, UiTr, CliTr).
        QCOMPARE(de.translate("fleetscope_core", "The dashboard must be a JSON object."),
                 QStringLiteral("Das Dashboard muss ein JSON-Objekt sein."));
        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(":/i18n/fleetscope_ja.qm")));
        QVERIFY(ja.translate("MainWindow", "&File").contains(QStringLiteral("(&F)")));
    }

    void installFollowsTheChoice()
    {
        QCOMPARE(Translations::available(),
                 (QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}));
        QCOMPARE(Translations::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("&Datei"));
        // Numbers follow the language's locale: a German decimal comma.
        QCOMPARE(QLocale().toString(1.5), QStringLiteral("1,5"));
        QCOMPARE(Translations::install(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("&File"));
        // Without the locale (fleetscope-cli): messages change, numbers do not.
        QLocale::setDefault(QLocale::c());
        Translations::install(QStringLiteral("ja"), false);
        QCOMPARE(QLocale().toString(1.5), QStringLiteral("1.5"));
        QVERIFY(QCoreApplication::translate("MainWindow", "&File").contains(u"(&F)"_qs));
        Translations::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"

#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Translations {

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
}

QString systemLanguage()
{
    // uiLanguages() honours LANGUAGE/LC_MESSAGES order, unlike name().
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString lang = QLocale(ui).name().section(QLatin1Char('_'), 0, 0);
        if (available().contains(lang))
            return lang;
    }
    return QStringLiteral("en");
}

QString install(const QString &language, bool localeToo)
{
    static QTranslator *ours = nullptr;
    static QTranslator *qt = nullptr;
    for (QTranslator **t : {&ours, &qt})
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    const QString lang = available().contains(language) ? language : systemLanguage();
    // The system locale keeps its region (de_AT, en_GB) when it speaks the
    // chosen language; an override picks that language's main locale.
    const QLocale system = QLocale::system();
    const QLocale locale = QLocale(system.name()).name().startsWith(lang) ? system : QLocale(lang);
    if (localeToo)
        QLocale::setDefault(locale);
    if (lang == QLatin1String("en"))
        return lang;
    ours = new QTranslator;
    if (ours->load(QStringLiteral(":/i18n/fleetscope_%1.qm").arg(lang)))
        QCoreApplication::installTranslator(ours);
    qt = new QTranslator;
    // Qt's own strings (standard buttons, file dialogs) when the system has
    // them (Debian's qt6-translations-l10n); FleetScope works without.
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return lang;
}

} // namespace Translations

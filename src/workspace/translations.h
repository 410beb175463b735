#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

// FleetScope speaks English, German and Japanese. The .qm files are embedded
// (:/i18n), so an installed binary and a build tree behave alike.
namespace Translations {
// Language codes shipped, English first: "en", "de", "ja".
QStringList available();
// The language the system locale asks for, if shipped; else "en".
QString systemLanguage();
// Installs FleetScope's and Qt's own translators for `language` (empty:
// follow the system locale). With `localeToo` that locale becomes the
// default, so numbers and dates follow it; fleetscope-cli passes false, as
// its CSV and JSON must not change with the language. Returns the language
// now in use. Call again to switch; the previous translators are removed.
QString install(const QString &language, bool localeToo = true);
} // namespace Translations

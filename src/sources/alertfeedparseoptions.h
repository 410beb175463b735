#pragma once

#include <QtGlobal>

// Limits shared by the alert feed parsers (prometheusalertsparser.h,
// alertmanagerparser.h).
struct AlertFeedParseOptions
{
    // Bodies above this are refused before any parsing (Kind::TooLarge).
    // Ten thousand Alertmanager alerts are about 5 MiB. The JSON tree takes
    // about 8 times the body for real answers and up to 30 times for a body
    // of tiny objects, so this also bounds memory to a few hundred MiB.
    qsizetype maxBodyBytes = qsizetype(16) << 20;
};

#pragma once

// Pure parsers for the answers of server-side alert feeds: a Prometheus
// server's own alerts and rules (/api/v1/alerts, /api/v1/rules) in
// prometheusalertsparser.h, and an Alertmanager's alerts and silences
// (/api/v2/...) in alertmanagerparser.h. This header brings in both. No
// network, no globals; every function is reentrant and safe on any thread.
//
// Errors keep the server's words: Prometheus' error envelope, Alertmanager's
// bare JSON string ("silence not found") or its {"code", "message"} object,
// and a proxy's plain text or HTML page all become a SourceError whose
// message quotes the server. Alerts carry their origin; `source` is left
// empty, since only the caller knows the source's name.

#include "alertfeedparseoptions.h"
#include "alertmanagerparser.h"
#include "prometheusalertsparser.h"

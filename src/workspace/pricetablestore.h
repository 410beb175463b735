#pragma once

#include "pricetable.h"

#include <expected>
#include <QString>

// The user's own price table, kept as a price file (README "Cost") at
// AppDataLocation/prices.json. No file means the built-in defaults; a file
// that does not parse is reported, never silently replaced, so the user can
// fix what they wrote.
class PriceTableStore final
{
  public:
    PriceTableStore() = delete;

    static QString path();
    // Defaults when there is no file; else the file's table, or the error
    // naming the file and line ("…/prices.json:7: …") for the UI to show
    // while it falls back to the defaults.
    static std::expected<PriceTable, QString> load();
    // The whole table (replaceDefaults), replaced atomically, readable by the
    // user only.
    static std::expected<void, QString> save(const PriceTable &table);
    // Back to the defaults: the file is removed.
    static void resetToDefaults();
};
